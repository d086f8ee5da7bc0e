"""No window of the game's covers the lesson's coach, and a window's own
button is never a refused click (Chronicles' lesson: the reveal, war and
income windows covered the coach's texts about them, and a click on their
Next said "read the coach first")."""

from __future__ import annotations

import time

import pygame

from game.ui.screenshot import build_app
from game.ui.table.narration import NarrationOverlay
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to
from tests.ui_helpers import click


def test_the_coach_stands_beside_the_reveal_and_its_next_is_not_refused():
    app = build_app("en", (1280, 800))
    open_lesson(app, "chronicles")
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == "rivals_commit"))
    app.settings.anim_speed = "normal"
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    coach.next()                                        # "Show me"
    deadline = time.monotonic() + 20
    while not any(isinstance(s, NarrationOverlay) for s in app.stack):
        assert time.monotonic() < deadline
        app.frame(surf, [], 0.016)
    told = next(s for s in app.stack if isinstance(s, NarrationOverlay))
    app.frame(surf, [], 0.016)
    assert app.top is coach                             # the coach above the window
    assert not coach.panel.colliderect(told.box)        # ... beside it, not over it
    assert coach.needs_next()                           # the coach is talking
    refusals, index = coach.refusals, told.index
    nxt = next(b for b in told.group.buttons if b.data == "next")
    app.frame(surf, click(nxt.rect.center), 0.016)
    assert coach.refusals == refusals and told.index == index + 1
