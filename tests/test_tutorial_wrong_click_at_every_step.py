"""Every registered game's lesson, every part, with a wrong click at every step
(issue 36): a press and release on something of the board the step does not
ask for, and a number key that picks something unlit where the coach gates keys.  After it the lesson has not moved, nothing is left selected on the
board, the coach is still in front and readable (on screen, over no lit target
and under no window), and the step is then completed by its right move."""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui.screenshot import build_app
from game.ui.table.narration import NarrationOverlay
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance, wrong_spot

SIZE = (1024, 640)
LESSONS = [(e.id, k) for e in windowed() if e.tutorial is not None for k in range(len(e.load_tutorial().parts()))]


def press_and_release(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def wrong_key(coach: CoachScene) -> int | None:
    """A number key that picks something unlit, in a game whose coach gates keys
    (``CoachHooks.key_target``); None if there is none."""
    lit = [t.inflate(coach.u(8), coach.u(8)) for t in coach.targets()]
    for k in range(pygame.K_1, pygame.K_9 + 1):
        rect = coach.hooks.key_target(coach.board, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        if rect is not None and rect.w and rect.h and not any(rect.colliderect(t) for t in lit):
            return k
    return None


def press(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]


def readable(coach: CoachScene) -> None:
    app = coach.app
    step = coach.step.id
    assert app.top is coach, f"step {step}: {type(app.top).__name__} covers the coach"
    assert pygame.Rect((0, 0), app.size).contains(coach.panel), f"step {step}: the coach's panel leaves the window"
    told = coach.stage()
    if isinstance(told, NarrationOverlay):      # a resolution told over the board: the coach stands beside its window
        assert not coach.panel.colliderect(told.box), f"step {step}: the coach's panel covers the window it explains"
        return
    lit = coach.targets()
    assert not any(coach.panel.colliderect(t) for t in lit), f"step {step}: the coach's panel covers what it lights"


@pytest.mark.parametrize("game,part", LESSONS)
def test_a_wrong_click_at_every_step_changes_nothing_and_the_right_move_still_goes_through(game, part):
    app = build_app("en", SIZE)
    app.settings.anim_speed = "off"
    app.settings.bot_speed = "instant"
    open_lesson(app, game, part=part)
    coach = app.top
    assert isinstance(coach, CoachScene)
    surf = pygame.Surface(app.size)
    tried = 0
    while not coach.at_end:
        app.frame(surf, [], 0.016)
        step, cursor, log = coach.step.id, coach.cursor, len(coach.ctl.match.log)
        spot = wrong_spot(coach)
        if spot is not None:
            app.frame(surf, press_and_release(spot), 0.016)
            app.frame(surf, [], 0.016)
            tried += 1
            assert not app.errors, app.errors[-1]
            if len(coach.ctl.match.log) != log:         # another control that makes the step's own move: not a wrong click
                assert coach.cursor > cursor and coach.tutorial.steps[cursor].kind == "do", f"step {step}: a wrong click moved the game"
                continue
            assert coach.cursor == cursor, f"step {step}: a wrong click moved the lesson"
            assert not coach.board.drop_pick(), f"step {step}: a wrong click left something selected"
            readable(coach)
        digit = wrong_key(coach)
        if digit is not None:
            app.frame(surf, press(digit), 0.016)
            app.frame(surf, [], 0.016)
            assert (coach.cursor, len(coach.ctl.match.log)) == (cursor, log), f"step {step}: a wrong key moved the lesson"
            assert not coach.board.drop_pick(), f"step {step}: a wrong key left something selected"
            readable(coach)
        assert advance(coach), f"step {step}: the right move did not go through"
        if coach.ctl.match.is_over():
            break
    assert tried >= len(coach.tutorial.steps) // 2
