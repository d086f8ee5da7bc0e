"""A lesson never shows the game past the step the coach explains: Chronicles'
reveal, wars and income (one move of the rules, told in steps over the board)
each wait for the coach's text about them, with animations on or off; the
aging window stands beside the coach too, and the confirm-placement dialog's
own button is never a refused click."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ui.screenshot import build_app
from game.ui.table.narration import NarrationOverlay
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to
from tests.ui_helpers import click


def release(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def lesson_at(step_id: str, anim: str):
    app = build_app("en", (1280, 800))
    app.settings.anim_speed = "off"
    open_lesson(app, "chronicles")
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == step_id))
    app.settings.anim_speed = anim
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    return app, coach, surf


def told_of(app) -> NarrationOverlay | None:
    return next((s for s in app.stack if isinstance(s, NarrationOverlay)), None)


def frames_for(app, surf, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.frame(surf, [], 0.016)
        time.sleep(0.01)


@pytest.mark.parametrize("anim", ["normal", "off"])
def test_show_me_at_the_rivals_placement_shows_the_reveal_alone_until_the_coach_moves_on(anim):
    app, coach, surf = lesson_at("rivals_commit", anim)
    coach.next()                                        # "Show me"
    deadline = time.monotonic() + 20
    while told_of(app) is None:
        assert time.monotonic() < deadline, "the reveal was never told"
        app.frame(surf, [], 0.016)
    frames_for(app, surf, 2.5)                          # longer than two steps at the narration's pace
    told = told_of(app)
    assert told is not None and told.step == "reveal" and coach.step.id == "reveal"
    assert app.top is coach and not coach.panel.colliderect(told.box)
    coach.next()                                        # the coach's Next: the wars, and nothing more
    frames_for(app, surf, 0.2)
    assert (told.step, coach.step.id) == ("war", "war")
    assert not coach.panel.colliderect(told.box)
    refusals = coach.refusals
    nxt = next(b for b in told.group.buttons if b.data == "next")
    app.frame(surf, click(nxt.rect.center) + release(nxt.rect.center), 0.016)   # the window's own Next
    app.frame(surf, [], 0.016)
    assert coach.refusals == refusals
    assert (told.step, coach.step.id) == ("income", "income")        # the coach follows it
    coach.next()
    app.frame(surf, [], 0.016)
    assert told_of(app) is None and coach.step.id == "build"         # talked past the income: the window closes


def test_the_aging_window_waits_beside_the_coach():
    app, coach, surf = lesson_at("rivals_build", "normal")
    coach.next()
    deadline = time.monotonic() + 20
    while coach.step.id != "aging" or told_of(app) is None or told_of(app).step != "aging":
        assert time.monotonic() < deadline, "the aging was never told"
        app.frame(surf, [], 0.016)
    frames_for(app, surf, 1.5)
    told = told_of(app)
    assert told is not None and told.step == "aging" and app.top is coach
    assert not coach.panel.colliderect(told.box)


def test_the_confirm_placement_dialogs_button_is_not_a_refused_click():
    app, coach, surf = lesson_at("confirm", "off")
    target = coach.targets()[0]
    app.frame(surf, click(target.center) + release(target.center), 0.016)
    dialog = app.top
    assert dialog is not coach, "the placement asks to confirm the discards"
    dialog.ensure_layout()
    ok = dialog.group.buttons[-1]
    app.frame(surf, click(ok.rect.center) + release(ok.rect.center), 0.016)
    app.frame(surf, [], 0.016)
    assert coach.refusals == 0 and coach.step.id == "rivals_commit"
    assert not coach.board.message
