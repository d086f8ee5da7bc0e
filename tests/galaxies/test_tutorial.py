"""Galaxies' guided first game played through the window with simulated input only.

The player reaches the lesson from the menu (the first-time offer), follows
the coach by clicking what it lights, in order (a die, then the lit surface
or button; a panel option; Next, "Show me" for the rival's scripted moves)
to the end, and starts a real game with the same seats; another test clicks
and presses what the coach did not ask for and checks that nothing changes
and the lesson still goes on.  In en, ru, uk.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.tutorial import Step
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.tutorial.coach import CoachScene
from tests.tutorial_helpers import coach_button, frames, wait_for
from tests.tutorial_helpers import open_lesson_from_menu as open_lesson
from tests.ui_helpers import click, key

LANGS = ("en", "ru", "uk")


def open_lesson_from_menu(lang: str):
    return open_lesson("galaxies", GalaxiesBoardScene, lang)


def follow(app, surf, coach: CoachScene, step: Step) -> None:
    """Do what the coach asks at ``step``, with events only: Next / "Show me",
    or the lit targets clicked in order (a die, then where it goes)."""
    index = coach.cursor
    if step.kind in ("say", "watch"):
        nxt = coach_button(coach, "coach_next")
        assert nxt.enabled
        frames(app, surf, 1, click(nxt.rect.center))
    else:
        for k in range(4):
            rects = coach.targets()
            assert rects, f"step {step.id}: nothing lit {coach.board.pick_prefix} {coach.board.decision} {coach.board.ctl.match.log[-2:]}"
            frames(app, surf, 2, click(rects[min(k, len(rects) - 1)].center))
            if coach.cursor > index:
                break
    wait_for(app, surf, lambda: coach.cursor > index)


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_lesson_by_clicks_then_a_real_game(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    tutorial = coach.tutorial
    seen = []
    while not coach.at_end:
        step = coach.step
        seen.append(step.id)
        text = coach.step_text()
        assert text and "{" not in text, (step.id, text)
        follow(app, surf, coach, step)
        assert app.top is coach and not app.errors
    assert seen == [s.id for s in tutorial.steps[:-1]]
    assert coach.refusals == 0
    board = coach.board
    # the lesson taught what it says: a landing used, Lyrra colonized, the empire upgraded, a follow
    me = board.ctl.match.view(0)["empires"][0]
    assert me["colonies"] == ["P01"] and me["level"] == 3
    assert board.ctl.match.view(0)["my_mission"] == "M10"
    kinds = [e.kind for e in board.ctl.match.state.events]
    assert {"mission_kept", "planet_effect", "convert", "reroll", "colonize", "upgrade", "follow"} <= set(kinds)
    assert board.ctl.match.view(0)["empires"][1]["colonies"] == ["P02"]
    frames(app, surf, 2, click(coach_button(coach, "coach_play").rect.center))
    real = app.top
    assert isinstance(real, GalaxiesBoardScene) and not isinstance(real, CoachScene)
    assert real.ctl.gate is None
    assert "scenario" not in real.ctl.match.config.options
    assert [s.kind for s in real.ctl.seats] == [s.kind for s in tutorial.seats]
    assert real.ctl.match.config.players == tutorial.players
    assert not app.errors


def wrong_clicks(app, surf, coach: CoachScene) -> None:
    """Everything the coach did not ask for: each refused or harmless, nothing changes."""
    board = coach.board
    log = list(board.ctl.match.log)
    index, refusals = coach.cursor, coach.refusals
    step = coach.step
    targets = coach.targets()
    board.ensure_layout()
    # an option of the decision panel the coach did not light (a real move, refused)
    other = [b for b in board.option_buttons if b.enabled and not any(t.colliderect(b.rect) for t in targets)]
    if other and step.kind == "do":
        frames(app, surf, 1, click(other[-1].rect.center))
    # end the turn, reroll every die, use the converter: by key
    frames(app, surf, 1, key(pygame.K_e))
    if step.id != "reroll":
        frames(app, surf, 1, key(pygame.K_r))
    # a planet's card text nobody lit; a disabled Next (undo is no wrong click: it takes
    # back the learner's own move, tests/test_tutorial_undo.py)
    if "part:3:card" not in step.highlight:
        frames(app, surf, 1, click(board.part_rects[(3, "card")].center))
    assert list(board.ctl.match.log) == log, f"step {step.id}: a wrong key changed the game"
    nxt = coach_button(coach, "coach_next")
    if not nxt.enabled:
        frames(app, surf, 1, click(nxt.rect.center))
    if step.kind == "say" and targets:
        frames(app, surf, 1, click(targets[0].center))
    if board.selected or board.pick_prefix or board.narrowed is not None:     # a right click lets go of a picked die
        frames(app, surf, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 700), button=3)])
    frames(app, surf, 3)
    assert app.top is coach, f"step {step.id}: {app.top} covers the lesson"
    assert list(board.ctl.match.log) == log, f"step {step.id}: a wrong click changed the game"
    assert coach.cursor == index, f"step {step.id}: a wrong click moved the lesson"
    mover = coach.tutorial.mover(step)
    others = [a for a in board.ctl.match.legal(mover) if not step.fits(a)] if step.kind == "do" else [()]
    legal = board.ctl.match.legal(mover) if step.kind == "do" else []
    a_move = bool(other) and step.kind == "do" and other[-1].data[2] in legal   # (else a first part: it only narrows the panel)
    if others and (a_move or step.kind != "do" or any(a[0] in ("end", "reroll") for a in others)):
        assert coach.refusals > refusals, f"step {step.id}: nothing was refused"
    else:                       # every legal move fits (the draft): the board says why the click did nothing
        assert board.message, f"step {step.id}: a wrong click went unexplained"
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_clicks_neither_advance_nor_break_the_lesson(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    while not coach.at_end:
        step = coach.step
        if step.kind != "watch":
            wrong_clicks(app, surf, coach)
        if step.kind == "do":
            assert coach.board.message, f"step {step.id}: the refusal says why"
        follow(app, surf, coach, step)
    assert coach.refusals > 15
    assert not app.errors
