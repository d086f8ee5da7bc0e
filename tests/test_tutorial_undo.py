"""Undo in a lesson, for every registered game with a tutorial (issue 21).

The learner may take back their own last move with the board's Undo (U, the
top bar's button, Ctrl+Z) exactly as in a real game: the position goes back
through the protocol's undo (the bots' replies after it go with it, never a
bot's move on its own) and the coach goes back to the step that asked for that
move (or the first ``until`` step on the way to it: a half-made move the undo
cleared is built again).  Where the rules allow no undo (nothing decided since
the last reveal) U is refused with the board's explanation and nothing
changes.  At every step: undo, check, make the move again, go on; the lesson
still ends where it should.
"""

from __future__ import annotations

import pygame
import pytest

from game.registry import entries
from game.ui.i18n import set_language, tr
from game.ui.screenshot import build_app, render
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance, walk_to
from tests.ui_helpers import key

GAMES = [e.id for e in entries() if e.tutorial is not None]
# every part of every lesson (Galaxies' solo part too)
PARTS = [pytest.param(e.id, k, id=e.id if k == 0 else f"{e.id}-{part.part}")
         for e in entries() if e.tutorial is not None for k, part in enumerate(e.load_tutorial().parts())]


def press(app, surf, k: int, mod: int = 0) -> None:
    app.frame(surf, key(k, mod), 0.016)
    app.frame(surf, [], 0.016)


def expected_step(coach: CoachScene) -> int:
    """Where the lesson must stand after an undo: the first step that is not talk
    from where the log now stands (the step that asks for the move taken back)."""
    steps = coach.tutorial.steps
    i = coach.tutorial.position(coach.ctl.match.log)[0]
    while steps[i].kind == "say":
        i += 1
    return i


def redo(coach: CoachScene, log_len: int) -> None:
    """Make the moves again, as the lesson asks, until the log is as long as before."""
    for _ in range(200):
        if len(coach.ctl.match.log) >= log_len:
            return
        assert advance(coach), "the lesson ended before its moves were made again"
    raise AssertionError("the moves were not made again")


@pytest.mark.parametrize("game,part", PARTS)
def test_undo_takes_back_the_learners_move_and_the_coach_follows(game, part):
    set_language("en")
    app = build_app("en", (1280, 800))
    surf = pygame.Surface((1280, 800))
    open_lesson(app, game, part=part)
    coach = app.top
    assert isinstance(coach, CoachScene)
    person = coach.tutorial.person
    match = coach.ctl.match
    undone = refused = 0
    views: dict[int, dict] = {}          # log length -> the learner's view then
    keys = [(pygame.K_u, 0), (pygame.K_z, pygame.KMOD_CTRL)]
    while True:
        render(app, 1)
        views.setdefault(len(match.log), match.view(person))
        board = coach.board
        log, cursor, step_id = list(match.log), coach.cursor, coach.step.id
        if app.top is coach and board.can_undo():
            point = match.undo_point(person, coach.ctl.undo_keep(person))
            press(app, surf, *keys[undone % 2])
            assert len(match.log) == point, f"{game} at {step_id}: undo did not go back to before the learner's move"
            assert all(seat == person for seat, _a in log[point:point + 1]), f"{game} at {step_id}: undo took back a bot's move"
            assert match.view(person) == views[point], f"{game} at {step_id}: the position is not the one before the move"
            assert coach.cursor == expected_step(coach), (
                f"{game} at {step_id}: after undo the coach shows {coach.step.id}, not {coach.tutorial.steps[expected_step(coach)].id}")
            assert coach.step.kind in ("do", "until"), f"{game} at {step_id}: after undo the coach shows {coach.step.kind}"
            assert board.message == tr("table.undone")
            redo(coach, len(log))
            render(app, 1)
            assert list(match.log) == log, f"{game} at {step_id}: the moves made again differ"
            assert coach.cursor == coach.tutorial.position(log)[0], f"{game} at {step_id}: out of step after the redo"
            walk_to(coach, cursor)                  # the talk read before the undo, read again
            assert coach.cursor == cursor and list(match.log) == log
            undone += 1
        elif app.top is coach and match.log and not match.is_over():
            press(app, surf, pygame.K_u)
            assert list(match.log) == log and coach.cursor == cursor, f"{game} at {step_id}: a refused undo changed something"
            assert board.message, f"{game} at {step_id}: a refused undo is not explained"
            refused += 1
        if not advance(coach):
            break
    assert coach.at_end and not app.errors, app.errors[-1:]
    if undone == 0:
        # the rules allowed no undo anywhere: every move of the learner revealed something (a roll)
        assert refused > 0
        assert all(match.barrier >= i for i, (seat, _a) in enumerate(match.log) if seat == person), game
    else:
        assert undone >= 3, f"{game}: only {undone} undos"


def test_undo_before_the_first_move_is_refused_with_a_reason():
    game = GAMES[0]
    set_language("en")
    app = build_app("en", (1280, 800))
    surf = pygame.Surface((1280, 800))
    open_lesson(app, game)
    coach = app.top
    render(app, 1)
    assert not coach.board.can_undo()
    press(app, surf, pygame.K_u)
    assert not coach.ctl.match.log and coach.cursor == 0
    assert coach.board.message == coach.board.undo_refusal()
