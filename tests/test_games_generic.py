"""Every registered game through the shared protocol: random full games with
invariants after every action, exact replay, save/load round trips, and views
that are plain JSON."""

from __future__ import annotations

import json
import random

import pytest

from game.core.bots import random_choice
from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import load_match, save_match
from game.registry import available, get_rules

GAMES = available()


def play_random(match: Match, rng: random.Random, limit: int = 20_000) -> None:
    rules = match.rules
    for _ in range(limit):
        seats = match.to_move()
        if not seats:
            return
        seat = seats[rng.randrange(len(seats))]
        match.submit(seat, random_choice(rng, match.legal(seat)))
        problems = rules.check_invariants(match.state)
        assert not problems, problems
    raise AssertionError("game did not end")


@pytest.mark.parametrize("game", GAMES)
def test_random_games_end_with_invariants_and_a_result(game):
    rules = get_rules(game)
    for players in rules.players_range():
        for seed in range(2):
            config = GameConfig(game, players, seed)
            match = Match(config)
            play_random(match, random.Random(seed))
            result = rules.result(match.state)
            seats = rules.seat_count(config)  # players plus automata (a solo opponent)
            assert len(result.scores) == seats and result.winners
            assert all(0 <= w < seats for w in result.winners)


@pytest.mark.parametrize("game", GAMES)
def test_replay_and_save_round_trip_give_the_same_game(game, tmp_path):
    rules = get_rules(game)
    match = Match(GameConfig(game, rules.min_players, 11))
    rng = random.Random(5)
    # Stop part-way so the save holds a game in progress.
    for _ in range(60):
        seats = match.to_move()
        if not seats:
            break
        seat = seats[0]
        match.submit(seat, random_choice(rng, match.legal(seat)))
    path = tmp_path / "game.json"
    save_match(match, path)
    loaded, _ = load_match(path)
    for seat in range(rules.min_players):
        assert loaded.view(seat) == match.view(seat)
    assert loaded.log == match.log
    assert loaded.state.rng.getstate() == match.state.rng.getstate()


@pytest.mark.parametrize("game", GAMES)
def test_views_are_plain_json_for_every_seat_and_spectators(game):
    rules = get_rules(game)
    match = Match(GameConfig(game, rules.max_players, 3))
    rng = random.Random(3)
    for _ in range(200):
        seats = match.to_move()
        if not seats:
            break
        for seat in [None, *range(rules.max_players)]:
            json.dumps(match.view(seat))
        seat = seats[0]
        match.submit(seat, random_choice(rng, match.legal(seat)))


@pytest.mark.parametrize("game", GAMES)
def test_clone_is_independent(game):
    rules = get_rules(game)
    match = Match(GameConfig(game, rules.min_players, 4))
    copy = rules.clone(match.state)
    rng = random.Random(1)
    for _ in range(30):
        seats = match.to_move()
        if not seats:
            break
        match.submit(seats[0], random_choice(rng, match.legal(seats[0])))
    fresh = Match(GameConfig(game, rules.min_players, 4))
    assert rules.view(copy, None) == fresh.view(None)


def test_both_playable_games_are_registered_and_load():
    assert {"kingdoms", "conquest"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_rules_never_import_pygame(game):
    """A rules core, its content and its bots load and play without pygame (or any of game.ui)."""
    import subprocess
    import sys

    code = (
        "import sys, random\n"
        "from game.registry import get_entry\n"
        "from game.core.bots import make_bot\n"
        "from game.core.match import Match\n"
        "from game.core.protocol import GameConfig\n"
        f"entry = get_entry({game!r}); rules = entry.load_rules(); rules.warm(); entry.content_problems()\n"
        f"match = Match(GameConfig({game!r}, rules.min_players, 1))\n"
        "bots = {lvl: make_bot(entry.id, lvl, 0) for lvl in ('random', 'easy', 'normal', 'hard')}\n"
        "for _ in range(30):\n"
        "    seats = match.to_move()\n"
        "    if not seats: break\n"
        "    match.submit(seats[0], rules.sample_action(match.state, seats[0], random.Random(1)))\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith('game.ui')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{game} imports {out.stdout.strip()}"
