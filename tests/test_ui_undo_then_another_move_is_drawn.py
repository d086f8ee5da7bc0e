"""An undo and another move that bring the log back to the same length show the
second move, for every registered game: the board's panels are kept under the
reading they were drawn for, and the reading's key once named only the log's
length (a frame-truth fuzz under load caught Kingdoms' players' strip showing
the food of the move taken back, when the undo and a bot's move landed in one
frame)."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import get_rules, windowed
from game.ui import session
from game.ui.controller import SeatSpec
from tests.frame_truth import full_redraw
from tests.ui_helpers import menu_app

GAMES = [e.id for e in windowed()]


def positions(game: str, tried: list[int] | None = None):
    """Random 2-player games played until seat 0 owes a decision with two moves it
    can take back; yields (match, the moves).  ``tried`` counts the moves tried."""
    rules = get_rules(game)
    for seed in range(8):
        match = Match(GameConfig(game, 2, seed))
        rng = random.Random(seed)
        for _ in range(600):
            seats = list(match.to_move())
            if not seats:
                break
            if 0 in seats and len(match.legal(0)) > 1 and rng.random() < 0.25:
                keep = len(match.state.log)
                undoable = []
                for action in list(match.legal(0))[:10]:
                    if tried is not None:
                        tried[0] += 1
                    match.submit(0, action)
                    if match.undo_point(0, []) == keep:
                        undoable.append(action)
                    match.rewind(keep)
                if len(undoable) > 1:
                    yield match, undoable
                elif tried is not None and tried[0] >= 40:
                    return                  # forty moves and none could be taken back: enough to say so
            match.submit(seats[0], rules.sample_action(match.state, seats[0], rng))


def screen_after(game: str, match: Match, first, second):
    """The screen after ``first`` was drawn, then taken back and ``second`` made in
    one frame; the first move's screen and the full redraw of the state reached."""
    app, surf = menu_app()
    ctl = session.make_controller(app, match, [SeatSpec("human", name="P0"), SeatSpec("bot", "easy")])
    ctl.paused = True
    session.open_board(app, ctl)
    app.frame(surf, [], 0.016)
    ctl.submit_human(0, first)
    app.frame(surf, [], 0.016)              # the panels kept for the first move
    shown_first = surf.copy()
    assert ctl.undo(0)
    ctl.submit_human(0, second)             # within one frame: the log as long as before
    app.frame(surf, [], 0.016)
    app.frame(surf, [], 0.016)
    assert match.log[-1] == (0, second)
    return shown_first, surf, full_redraw(app, surf.get_size())


@pytest.mark.parametrize("game", GAMES)
def test_a_move_taken_back_and_another_made_in_one_frame_shows_the_other(game):
    told_apart = offered = 0
    tried = [0]
    for n, (match, moves) in enumerate(positions(game, tried)):
        if n == 6:
            break
        offered += 1
        keep = len(match.state.log)
        for second in moves[1:3]:
            match.rewind(keep)
            first_screen, screen, truth = screen_after(game, match, moves[0], second)
            if truth.get_view("2").raw == first_screen.get_view("2").raw:
                continue                    # the two moves look alike: nothing to tell apart
            told_apart += 1
            assert screen.get_view("2").raw == truth.get_view("2").raw, f"{game}: the screen still shows the move taken back"
        match.rewind(keep)
    if not offered:
        # every move tried revealed something (Conquest: each one rolls dice), so undo
        # never takes one back and the log never comes back to the same length
        assert tried[0] >= 20, f"{game}: too few moves tried to say that none can be taken back"
        return
    assert told_apart, f"{game}: no position with two moves that look different"
