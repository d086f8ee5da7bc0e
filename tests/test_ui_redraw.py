"""Issue 15, idle CPU: the window draws only when the picture changes or moves.

The window loop (``game.ui.app.loop``) asks ``App.frame(force=False)`` each
time it wakes; these tests hold that a still menu or board draws nothing and
lets the loop sleep, that input, moves and animations do draw, and that the
real loop under SDL's dummy driver draws a still menu once.  Time is a
``StepClock`` the tests move themselves.
"""

from __future__ import annotations

import threading
import time

import pygame

from game.ui import app as window
from game.ui.i18n import tr
from game.ui.kingdoms.positions import stage as stage_kingdoms
from game.ui.kingdoms.war import RevealOverlay
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from game.ui.stack import AMBIENT_SECONDS, POLL_IDLE
from game.ui.table.motion import StepClock
from game.ui.table.toast import BANNER_SECONDS

SIZE = (1024, 640)


def stepped_app():
    return build_app("en", SIZE, clock=StepClock())


def settle(app, surf) -> None:
    """Draw, then let every animation, timer and pulse run out (drawing their ends)."""
    app.frame(surf, [], 0.02)
    for _ in range(3):
        app.clock.advance(AMBIENT_SECONDS + 1)
        app.frame(surf, [], 0.02, force=False)


def still_frames(app, surf, n: int = 20) -> int:
    drawn = 0
    for _ in range(n):
        app.clock.advance(0.02)
        drawn += app.frame(surf, [], 0.02, force=False)
    return drawn


def test_idle_menu_draws_nothing_and_lets_the_loop_sleep():
    app = stepped_app()
    app.reset(MenuScene(app))
    surf = pygame.Surface(SIZE)
    settle(app, surf)
    assert still_frames(app, surf) == 0
    assert app.wait_time() >= POLL_IDLE - 0.01


def test_input_draws_again():
    app = stepped_app()
    app.reset(MenuScene(app))
    surf = pygame.Surface(SIZE)
    settle(app, surf)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    assert app.frame(surf, [motion], 0.02, force=False)
    assert not app.frame(surf, [], 0.02, force=False)


def test_idle_boards_draw_nothing_once_their_pulse_has_settled():
    from game.registry import windowed

    for entry in windowed():
        window = entry.load_window()
        if "board" not in window.scenes:
            continue                # (every scene of every game: tests/test_ui_frame_truth.py)
        app = stepped_app()
        app.settings.anim_speed = "normal"
        window.stage(app, "board", 3)
        for scene in app.stack:
            if getattr(scene, "ctl", None) is not None:
                scene.ctl.paused = True
        surf = pygame.Surface(SIZE)
        settle(app, surf)
        assert still_frames(app, surf) == 0, entry.id
        assert app.pulse(app.now) == 0.5         # the glow holds still
        assert app.wait_time() >= POLL_IDLE - 0.01, entry.id


def test_a_move_on_the_board_draws_and_walking_meeples_animate():
    app = stepped_app()
    app.settings.anim_speed = "normal"
    stage_kingdoms(app, "board", 3)
    board = app.top
    board.ctl.paused = True
    board.hover_region = None
    surf = pygame.Surface(SIZE)
    settle(app, surf)
    legal = board.ctl.match.legal(board.viewer)
    move = next(a for a in legal if a[0] in ("patrol", "quest", "expand"))
    board.ctl.submit_human(board.viewer, move)
    assert app.frame(surf, [], 0.02, force=False)            # the move shows at once
    walking = [k for k in board.motions.keys() if k[0] == "walk"]
    assert walking                                           # a meeple walks to its new place
    assert board.frame_rate(app.now) == 60.0
    app.clock.advance(10)
    assert app.frame(surf, [], 0.02, force=False)            # the walk's end is drawn
    assert board.drawn_facts() == board.state_facts()                    # every meeple where the state has it


def test_war_result_is_narrated_as_every_resolution():
    """Issue 19 (after issue 15: the words must say what it does): the reveal is
    told as the kit narrates every resolution; Space (Next) goes on at once, and
    left alone it goes on by itself when its step time is over."""
    from game.ui.table import pace

    app = stepped_app()
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "normal"
    stage_kingdoms(app, "board", 3)
    board = app.top
    overlay = RevealOverlay(app, board, {"attacker": 0, "defender": 1, "attacker_bid": 3, "defender_bid": 2})
    app.push(overlay)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.05)
    assert app.top is overlay and board.ctl.paused          # bots wait while it shows
    assert [b.caption() for b in overlay.group.buttons] == [tr("menu.continue")]
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)], 0.05)
    assert app.top is board and not board.ctl.paused
    overlay = RevealOverlay(app, board, {"attacker": 0, "defender": 1, "attacker_bid": 3, "defender_bid": 2})
    app.push(overlay)
    app.clock.advance(pace.step_seconds(app.settings) + 0.1)
    app.frame(surf, [], 0.05)
    assert app.top is board and not board.ctl.paused


def test_war_result_between_bots_only_moves_on_by_itself():
    app = stepped_app()
    app.settings.bot_speed = "normal"
    stage_kingdoms(app, "board", 3)
    board = app.top
    board.ctl.seats[0].kind = "bot"
    overlay = RevealOverlay(app, board, {"attacker": 0, "defender": 1, "attacker_bid": 3, "defender_bid": 2})
    app.push(overlay)
    app.clock.advance(60)
    app.frame(pygame.Surface(SIZE), [], 0.05)
    assert app.top is board


def test_the_real_window_loop_draws_a_still_menu_once():
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    screen = pygame.display.set_mode(SIZE)
    timer = threading.Timer(1.2, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    timer.start()
    start = time.process_time()
    window.loop(app, lambda: screen, lambda: None)
    timer.join()
    assert not app.running
    assert app.frames_drawn <= 3, app.frames_drawn       # the first picture (and the QUIT wake-up)
    assert time.process_time() - start < 0.6


def test_animations_ask_for_full_frame_rate():
    """Animations stay smooth: while Conquest's dice tumble the app wants 60 pictures a
    second and lets the loop sleep at most one frame; afterwards it is still again,
    and the loop wakes for the end of a timer (a banner) without polling for it."""
    from game.ui.conquest.positions import stage as stage_conquest

    app = stepped_app()
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "normal"
    stage_conquest(app, "board", 3)
    board = app.top
    surf = pygame.Surface(SIZE)
    settle(app, surf)
    board.motions.start("dice", 0.5)          # a roll just happened
    assert app.wanted_rate(app.now) == 60.0
    assert app.frame(surf, [], 0.02, force=False) or app.wait_time() <= 1 / 60 + 0.005
    app.clock.advance(1.0)
    assert app.frame(surf, [], 0.02, force=False)        # the roll's end is drawn
    assert app.wanted_rate(app.now) == 0.0
    board.show_banner("A banner")
    app.frame(surf, [], 0.02, force=False)
    assert app.wanted_rate(app.now) == 0.0                # a timer needs no pictures while it shows
    assert abs(app.next_end() - app.now - BANNER_SECONDS) < 1e-6         # the loop wakes for its end
    app.clock.advance(BANNER_SECONDS - 0.1)
    assert 0.09 < app.wait_time() < 0.11
    app.clock.advance(2.5)
    assert app.frame(surf, [], 0.02, force=False) and board.banner is None     # its end takes it away
