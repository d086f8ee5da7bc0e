"""Frame truth for every registered game and every scene its window declares
(issue 18): after every input, bot move and animation end, the frame on the
screen (drawn with ``force=False`` as the window loop draws) is pixel-identical
to a full redraw of the same state, and once an animation has ended what it
shows is the state's (``Scene.drawn_facts`` equals ``Scene.state_facts``).

Time is a ``StepClock`` moved by each frame's ``dt``: animations run at the
normal speed, bots answer at once, tooltips wait their delay; nothing sleeps.
"""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.registry import windowed
from game.ui.screenshot import SHELL_SCENES, build_app, scenes_of, stage
from game.ui.table.motion import StepClock
from game.ui.table.toast import TIP_DELAY
from tests.frame_truth import FrameTruth
from tests.test_ui_fuzz import random_event
from tests.ui_helpers import clicks_let_go

SIZE = (1024, 640)
GAMES = [e.id for e in windowed()]
SCENES = [(GAMES[0], s) for s in SHELL_SCENES] + [(g, s) for g in GAMES for s in scenes_of(g) if s not in SHELL_SCENES]
# keys that act on a scene (Escape would mostly leave it for the menu)
KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_PAGEUP, pygame.K_BACKSPACE, pygame.K_r, pygame.K_d, pygame.K_c, pygame.K_e, pygame.K_a, pygame.K_f,
        pygame.K_p, pygame.K_l, *range(pygame.K_1, pygame.K_5)]
INPUT_STEPS = 50           # random input on the scene
PLAY_STEPS = 90            # then the table plays on: people's random moves, bots, animations
DTS = (0.004, 0.016, 0.016, 0.05, 0.2, 0.7)


def staged(game: str, scene: str, seed: int):
    app = build_app("en", SIZE, clock=StepClock())
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "instant"
    app.tip_delay = TIP_DELAY              # tooltips too: their delay runs on the step clock
    stage(app, game, scene, seed)
    for s in app.stack:
        if getattr(s, "ctl", None) is not None:
            s.ctl.paused = False           # bots move on: their moves and animations are checked too
    return app


def controller(app):
    return next((s.ctl for s in app.stack if getattr(s, "ctl", None) is not None), None)


def person_moves(app, rng: random.Random) -> bool:
    """A person at the table makes a random legal move (as their clicks would submit it)."""
    ctl = controller(app)
    if ctl is None or ctl.paused or ctl.match.is_over():
        return False
    for seat in ctl.human_to_move():
        action = ctl.match.rules.sample_action(ctl.match.state, seat, rng)
        if action is not None:
            ctl.submit_human(seat, action)
            return True
    return False


@pytest.mark.parametrize("game, scene", SCENES)
def test_the_screen_is_the_state_after_every_input_move_and_animation_end(game, scene):
    rng = random.Random(zlib.crc32(f"truth.{game}.{scene}".encode()))
    app = staged(game, scene, 3)
    truth = FrameTruth(app, SIZE)
    truth.frame()
    for _ in range(INPUT_STEPS):
        if not app.stack or not app.running:
            break                          # the input left the app: the table plays on below
        events = [random_event(rng, SIZE, KEYS)] if rng.random() < 0.5 else []
        truth.frame(clicks_let_go(events), rng.choice(DTS))
        assert not app.errors, app.errors[-1]
    truth.run(8.0, 0.25)                   # no input: every animation and timer runs out
    assert not app.errors, app.errors[-1]
    checks = truth.checks
    app = staged(game, scene, 3)
    if controller(app) is None:
        assert checks >= 30
        return                             # a scene with no table to play on
    truth = FrameTruth(app, SIZE)
    truth.frame()
    for _ in range(PLAY_STEPS):
        roll = rng.random()
        events = []
        if roll < 0.25:
            person_moves(app, rng)
        elif roll < 0.4:                   # dismiss what waits for a person (a reveal, a cover)
            events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)]
        elif roll < 0.5:
            events = [random_event(rng, SIZE, KEYS)]
        truth.frame(clicks_let_go(events), rng.choice(DTS))
        assert not app.errors, app.errors[-1]
    truth.run(8.0, 0.25)                   # no input: every animation and timer runs out
    assert not app.errors, app.errors[-1]
    assert checks + truth.checks >= 60


@pytest.mark.parametrize("game", GAMES)
def test_a_still_window_draws_nothing_once_everything_has_ended(game):
    """After every animation, timer and pulse has ended (and its end was drawn),
    a still board costs no pictures and lets the loop sleep."""
    from game.ui.stack import POLL_IDLE

    scenes = scenes_of(game)
    scene = "board" if "board" in scenes else next(s for s in scenes if s not in SHELL_SCENES + ("setup",))
    app = staged(game, scene, 3)
    for s in app.stack:
        if getattr(s, "ctl", None) is not None:
            s.ctl.paused = True
    truth = FrameTruth(app, SIZE)
    truth.run(12.0, 0.5)
    drawn = sum(truth.frame([], 0.05) for _ in range(20))
    assert drawn == 0 and not app.moving()
    assert app.wait_time() >= POLL_IDLE - 0.01


@pytest.mark.parametrize("game", GAMES)
def test_a_log_told_anew_is_drawn_anew(game):
    """A log told again (after an undo the bots replay; names follow the present
    table) has as many lines as before, worded anew.  A board that keeps its log
    panel drawn between frames must draw the new words (it kept them by count)."""
    scenes = scenes_of(game)
    scene = "board" if "board" in scenes else next(s for s in scenes if s not in SHELL_SCENES + ("setup",))
    app = staged(game, scene, 3)
    board = next(s for s in app.stack if getattr(s, "ctl", None) is not None)
    board.ctl.paused = True
    truth = FrameTruth(app, SIZE)
    truth.run(1.0, 0.25)
    assert board.log_lines and board.show_log
    text, seat = board.log_lines[-1]
    board.log_lines[-1] = ("Told anew: " + text[:20], seat)
    app.dirty = True                        # a redraw is asked for, as a retold log asks
    assert truth.frame([], 0.05)
    assert truth.checks
