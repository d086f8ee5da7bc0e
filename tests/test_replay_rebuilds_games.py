"""A replay rebuilds every game from its config and action log alone: for every
registered game, a bots-only game read back from its save data reproduces its
final scores and its log digest, and any position reached by a step back or a
jump is the position the game passed through (compared as every seat's view).
No window here: ``game.core.replay`` is the rules' side of the Replay scene."""

from __future__ import annotations

import json

import pytest

from game.core.match import Match
from game.core.replay import Timeline, bots_game, log_digest
from game.core.saves import save_data
from game.registry import GAMES


def views(match_or_rules, state, seats: int) -> str:
    """Every seat's view and the spectator's, as one comparable text."""
    return json.dumps([match_or_rules.view(state, s) for s in [None, *range(seats)]], sort_keys=True, default=str)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_bots_only_game_replayed_to_its_end_reproduces_its_scores_and_log(game):
    played = bots_game(game, 11)
    timeline = Timeline.from_data(json.loads(json.dumps(save_data(played))), "test")
    assert timeline.over
    assert timeline.scores() == [int(s) for s in played.rules.result(played.state).scores]
    assert log_digest(timeline.actions) == log_digest(played.log)
    end = timeline.state_at(len(timeline))
    assert timeline.rules.is_over(end)
    assert views(timeline.rules, end, played.config.players) == views(played.rules, played.state, played.config.players)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_position_rebuilt_out_of_order_is_the_one_the_game_passed_through(game):
    played = bots_game(game, 5)
    timeline = Timeline(played)
    n, players = len(timeline), played.config.players
    steps = sorted({0, 1, n // 3, n // 2, n // 2 - 1, n - 1, n} | {c.step for c in timeline.chapters[:3]})
    walk = Match(played.config)
    expected = {}
    for i in range(n + 1):
        if i in steps:
            expected[i] = views(walk.rules, walk.state, players)
        if i < n:
            walk.submit(*timeline.actions[i])
    for i in reversed(steps):                       # backwards, then a jump, then a step forward
        assert views(timeline.rules, timeline.state_at(i), players) == expected[i], f"step {i}"
    middle = n // 2
    timeline.state_at(n)
    assert views(timeline.rules, timeline.state_at(middle - 1), players) == expected[middle - 1]
    assert views(timeline.rules, timeline.state_at(middle), players) == expected[middle]
    stepped = timeline.state_at(middle - 1)
    timeline.step_on(stepped)                       # a step forward plays one action on the shown state
    assert views(timeline.rules, stepped, players) == expected[middle] and stepped.log == timeline.actions[:middle]


def test_turns_and_rounds_are_chapters_in_order_from_the_start():
    timeline = Timeline(bots_game("chronicles", 2))
    numbers = [c.number for c in timeline.chapters]
    assert numbers == sorted(numbers) and len(numbers) > 1
    first, second = timeline.chapters[0], timeline.chapters[1]
    assert timeline.chapter_at(second.step - 1) == first and timeline.chapter_at(second.step) == second
    assert timeline.next_chapter(0, True) == second.step
    assert timeline.next_chapter(second.step + 1, False) == second.step
    assert timeline.next_chapter(second.step, False) == first.step


@pytest.mark.parametrize("game", list(GAMES))
def test_opening_a_replay_copies_the_state_a_bounded_number_of_times(game, monkeypatch):
    """A rules core whose copy replays the log (``clone_replays``) is copied once
    when a replay opens: a copy kept every few steps made opening quadratic
    (1.5 s of CPU for a 3,000-action Galaxies game); other games keep at most
    ``MAX_KEPT`` copies, plus the start."""
    from game.core.replay import MAX_KEPT

    played = bots_game(game, 3)
    rules = played.rules
    copies = []
    real_clone = rules.clone
    monkeypatch.setattr(rules, "clone", lambda state: copies.append(len(state.log)) or real_clone(state))
    timeline = Timeline(played)
    if rules.clone_replays:
        assert copies == [0]
    else:
        assert 1 < len(copies) <= MAX_KEPT + 1
    assert timeline.scores() == [int(s) for s in rules.result(played.state).scores]
