"""The numbers behind the charts: "How it went" of a bots-only game of every
game ends at the final scores (one point per turn, turns in order); the results
chart of a scripted set of games matches a hand count, leaving out bots-only and
imported games as the statistics do; and the chart drawing copes with any
series (one game, negative scores, ties)."""

from __future__ import annotations

import pygame
import pytest

from game.core import charts
from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.registry import GAMES, get_rules
from game.ui import charts as drawing
from game.ui.theme import identity


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("players", [2, 3])
def test_how_it_went_of_a_bots_only_game_ends_at_the_final_scores(game, players):
    rules = get_rules(game)
    if players not in rules.players_range():
        players = rules.min_players
    config = GameConfig(game, players, 11)
    match = Match(config, rules)
    Driver.for_levels(rules, config, {s: "easy" for s in range(players)}).play(match.state)
    assert match.is_over()
    got = charts.progress_of_match(match)
    assert got.final == [int(s) for s in rules.result(match.state).scores]
    assert len(got.points) == rules.seat_count(config)
    assert all(len(row) == len(got.turns) >= 2 for row in got.points)
    assert got.turns == sorted(got.turns)
    assert got.turn_word == rules.turn_word


def game_entry(day: int, game: str, seats: list[str], scores: list[int], winners: list[int], **extra) -> dict:
    return {"id": f"g{day}", "date": f"2026-10-{day:02d}T12:00:00", "game": game, "variant": None,
            "seats": seats, "scores": scores, "winners": winners, "length": 10, **extra}


SCRIPT = [
    game_entry(3, "kingdoms", ["human", "easy"], [20, 15], [0]),
    game_entry(1, "kingdoms", ["easy", "human", "easy"], [30, 12, 18], [0]),      # the person in seat 1: lost
    game_entry(2, "conquest", ["human", "hard"], [9, 9], [0, 1]),                 # a shared win counts as won
    game_entry(4, "kingdoms", ["hard", "hard"], [40, 41], [1]),                   # bots only: nobody's
    game_entry(5, "kingdoms", ["human", "normal"], [50, 10], [0], imported=True),  # someone else's
    game_entry(6, "kingdoms", ["human", "normal"], [-2, 7], [1]),
]


def test_the_results_chart_matches_a_hand_count():
    got = charts.results(SCRIPT, "kingdoms")
    assert [(p.date[:10], p.score, p.best_other, p.won) for p in got] == [
        ("2026-10-01", 12, 30, False), ("2026-10-03", 20, 15, True), ("2026-10-06", -2, 7, False)]
    assert [(p.score, p.won) for p in charts.results(SCRIPT, "conquest")] == [(9, True)]
    assert charts.results(SCRIPT, "galaxies") == []
    assert charts.games_charted(SCRIPT) == ["kingdoms", "conquest"]


def test_the_charts_draw_any_series():
    pygame.init()
    surf = pygame.Surface((600, 300))
    rect = pygame.Rect(10, 10, 580, 280)
    ids = [identity(c) for c in ("white", "blue", "black")]
    for turns, points in (([1], [[0], [0], [0]]), ([1, 2, 3], [[-4, 0, 5], [5, 5, 5], [5, 5, 5]]),
                          (list(range(300)), [[i // 3 for i in range(300)]] * 3)):
        drawing.draw_progress(surf, rect, turns, points, ids, "Turn", lambda v: int(v))
    drawing.draw_results(surf, rect, [3], [5], [False], ["1"], "Games", lambda v: int(v))
    drawing.draw_results(surf, rect, [-3, 10, 10], [0, 2, 12], [False, True, False], ["1", "2", "3"], "Games", int)
    assert drawing.nice_step(0) == 1 and drawing.nice_step(100) == 20 and drawing.nice_step(7) == 2
