"""The shared animation timing (game/ui/table/motion.py) and the frame-truth checker
(tests/frame_truth.py): the end of an animation or timer is always drawn, and
a picture that is not the state is caught."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ui import theme
from game.ui.scene import Scene
from game.ui.screenshot import build_app
from game.ui.table.motion import Clock, Motions, StepClock, ease_out, lerp
from tests.frame_truth import FrameTruth

SIZE = (800, 500)


def test_the_clock_is_read_once_a_frame_and_never_goes_back():
    t = [5.0]
    clock = Clock(lambda: t[0])
    t[0] = 7.0
    assert clock.now == 5.0 and clock.peek() == 7.0          # read only by tick
    assert clock.tick() == 7.0
    t[0] = 6.0
    assert clock.tick() == 7.0
    step = StepClock(10.0)
    step.advance(0.5)
    assert step.tick() == 10.5


def test_motions_run_end_and_report_each_change_once():
    clock = StepClock(0.0)
    m = Motions(clock)
    assert not m and m.rate(clock.now) == 0 and m.next_end() == math.inf
    m.start("dice", 1.0, data={1, 2})
    m.start("banner", 2.0, rate=0, data="hello")
    assert m.advance(clock.now)                 # started: draw
    assert not m.advance(clock.now)             # nothing new
    assert m.running("dice") and m.data("dice") == {1, 2} and m.progress("dice") == 0.0
    assert m.rate(clock.now) == 60.0 and m.next_end() == 1.0
    clock.advance(0.5)
    clock.tick()
    assert m.progress("dice") == 0.5 and not m.advance(clock.now)
    clock.advance(0.6)
    clock.tick()
    assert not m.running("dice") and m.progress("dice") == 1.0      # drawing sees the end at once
    assert m.advance(clock.now)                 # and the app is told to draw it
    assert m.rate(clock.now) == 0.0             # a timer needs no pictures
    assert m.data("banner") == "hello" and m.next_end() == 2.0
    m.stop("banner")
    assert m.advance(clock.now) and not m
    assert m.start("off", 0.0) is None and not m.running("off")     # animations off: the end at once


def test_easing_lands_exactly():
    assert ease_out(0) == 0 and ease_out(1) == 1 and ease_out(2) == 1
    assert lerp((0, 0), (10, 20), ease_out(1.0)) == (10, 20)


class Spinner(Scene):
    """A toy scene: a bar that grows while its animation runs, full at the end."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.sneaky = False

    def start(self) -> None:
        self.motions.start("grow", 0.5)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        w = int(300 * self.motions.progress("grow"))
        pygame.draw.rect(surf, (200, 180, 60) if not self.sneaky else (60, 180, 200), (10, 10, max(1, w), 20))


def spinner_app():
    app = build_app("en", SIZE, clock=StepClock())
    scene = Spinner(app)
    app.reset(scene)
    return app, scene


def test_the_end_of_an_animation_is_drawn_without_input():
    app, scene = spinner_app()
    truth = FrameTruth(app, SIZE)
    truth.frame()
    scene.start()
    for _ in range(6):
        truth.frame([], 0.03)                   # mid-way pictures at 60 a second
    truth.run(1.0, 0.2)                         # the end comes with no input: drawn, checked
    assert truth.ends_seen == 1 and not app.moving()
    assert sum(truth.frame([], 0.2) for _ in range(10)) == 0      # then still: nothing drawn


def test_a_timer_end_wakes_the_loop_and_redraws():
    app, scene = spinner_app()
    screen = pygame.Surface(SIZE)
    app.frame(screen, [], 0.0)
    scene.explain("hello", 3.0)
    assert app.frame(screen, [], 0.0, force=False)
    app.clock.advance(1.0)
    assert not app.frame(screen, [], 0.0, force=False)           # a message needs no pictures while it shows
    assert app.wait_time() == pytest.approx(0.5)                 # the loop polls slowly ...
    app.clock.advance(1.8)
    assert app.wait_time() == pytest.approx(0.2)                 # ... but wakes for the end
    app.clock.advance(0.2)
    assert app.frame(screen, [], 0.0, force=False) and scene.message and not scene.motions.running("message")


def test_the_checker_catches_a_picture_that_is_not_the_state():
    """The guard itself: a change that asks for no picture fails the check."""
    app, scene = spinner_app()
    truth = FrameTruth(app, SIZE)
    truth.frame()
    truth.frame([], 0.1)
    scene.sneaky = True                         # the state changed; nothing marked the picture dirty
    with pytest.raises(AssertionError, match="the screen is not the state"):
        truth.frame([], 0.1)
        truth.frame([], 16 * 0.1)
        for _ in range(20):
            truth.frame([], 0.1)


def test_the_checker_catches_an_animation_end_that_is_not_drawn(monkeypatch):
    """With the end of an animation not redrawing (the frozen dice), the check fails."""
    app, scene = spinner_app()
    monkeypatch.setattr(Motions, "advance", lambda self, now: False)      # the defect: ends ask for nothing
    truth = FrameTruth(app, SIZE)
    truth.frame()
    scene.start()
    with pytest.raises(AssertionError, match="the screen is not the state"):
        for _ in range(60):
            truth.frame([], 0.03)
