"""Hotseat undo: with several people at one screen, Undo takes back only the
undoing person's own decisions, never another's (above all not a secret pick
made at the same time).  Tested through the board every game shares, for every
registered game that has simultaneous decisions."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import windowed
from game.ui import session
from game.ui.controller import SeatSpec
from game.ui.table.handover import HandoverCover
from tests.ui_helpers import key, menu_app

GAMES = [e.id for e in windowed()]


def simultaneous_position(game: str) -> Match | None:
    """A random game played up to a decision several seats owe at once (None if none is met)."""
    from game.registry import get_rules

    rules = get_rules(game)
    for players in rules.players_range():
        for seed in range(3):
            match = Match(GameConfig(game, players, seed))
            rng = random.Random(seed)
            for _ in range(3000):
                seats = match.to_move()
                if not seats:
                    break
                if len(seats) > 1:
                    return match
                match.submit(seats[0], rules.sample_action(match.state, seats[0], rng))
    return None


POSITIONS = {game: simultaneous_position(game) for game in GAMES}


def test_some_game_has_simultaneous_decisions():
    assert any(POSITIONS.values())


@pytest.mark.parametrize("game", GAMES)
def test_the_next_person_cannot_undo_the_first_ones_secret_pick(game):
    match = POSITIONS[game]
    if match is None:
        return                  # the game has no simultaneous decisions: nothing can be taken from another
    app, surf = menu_app()
    n = match.config.players
    ctl = session.make_controller(app, match, [SeatSpec("human", name=f"P{s}") for s in range(n)])
    session.open_board(app, ctl)
    board = app.top
    app.frame(surf, [], 0.016)
    first, second = match.to_move()[:2]
    pick = match.rules.sample_action(match.state, first, random.Random(1))
    ctl.submit_human(first, pick)
    assert second in match.to_move(), "the first pick resolved the decision"
    for _ in range(3):
        app.frame(surf, [], 0.016)
        if isinstance(app.top, HandoverCover):
            app.top.show()              # the next person takes the screen
    assert board.pick_viewer() == second
    log = list(match.log)
    assert not board.can_undo()
    board.undo()
    app.frame(surf, key(pygame.K_u), 0.016)
    assert match.log == log, "undo took back another person's decision"
    assert second in match.to_move() and first not in match.to_move()
    assert board.message                # told why nothing happened

