"""Bots end a game that once never ended.

Two normal bots (game 733 of seed 900, and game 118 of seed 905) reached a
position where the leader held 9 of every resource and declined every build,
research and expansion (each one faded its large future terms more than it
gained), while the other seat had no income and could not move: the game went
on for thousands of turns.  Past ``LONG_GAME_TURNS`` the evaluation treats the
end as near, so the leader converts its stores and triggers the end.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.kingdoms.ai.evaluate import LONG_GAME_TURNS, progress
from game.registry import get_rules

RULES = get_rules("kingdoms")


@pytest.mark.parametrize(("seed", "game"), [(900, 733), (905, 118)])
def test_two_normal_bots_finish_the_game_that_once_stalled(seed: int, game: int) -> None:
    config = GameConfig("kingdoms", 2, seed * 1_000_003 + game, None, {})
    state: Any = RULES.new_state(config)
    driver = Driver.for_levels(RULES, config, {0: "normal", 1: "normal"})
    stalled = False
    for _ in range(3000):
        if driver.next_seat(state) is None:
            break
        if state.turn == LONG_GAME_TURNS - 1 and not state.end_triggered:
            stalled = True          # the position really is the stalled one, not a short game
        driver.step(state)
    assert stalled
    assert state.over
    assert state.turn < LONG_GAME_TURNS + 40


def test_past_the_long_game_turn_the_evaluation_plays_the_endgame() -> None:
    config = GameConfig("kingdoms", 2, 900 * 1_000_003 + 733, None, {})
    state: Any = RULES.new_state(config)
    driver = Driver.for_levels(RULES, config, {0: "normal", 1: "normal"})
    while state.turn < 10:
        driver.step(state)
    assert progress(state) < 1.0
    state.turn = LONG_GAME_TURNS
    assert progress(state) == 1.0
