"""A screen the player comes back to shows no stale hover.

Played in a real window: Records opened from the menu, the pointer went on to
Replay and Back; on the menu again "Records" was still lit and its tooltip up,
the pointer far away, because the menu's buttons kept the hover they had when
it was left."""

from __future__ import annotations

import pygame

import game.ui.stack as stack_module
from game.ui import widgets
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.scenes.menu import MenuScene
from game.ui.table.motion import StepClock
from tests.frame_truth import FrameTruth
from tests.ui_helpers import SIZE, click, key
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


def motion(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def test_the_menu_button_left_behind_is_not_lit_when_the_player_comes_back(home, monkeypatch):
    from game.ui.screenshot import build_app

    drawn: list[pygame.Rect] = []
    real = stack_module.draw_tip
    monkeypatch.setattr(stack_module, "draw_tip", lambda *a, **kw: drawn.append(real(*a, **kw)) or drawn[-1])
    app = build_app("en", SIZE, clock=StepClock())
    app.tip_delay = stack_module.TIP_DELAY
    app.reset(MenuScene(app))
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    menu = app.top
    records = next(b for b in menu.group.buttons if b.caption() == tr("menu.records"))
    app.frame(surf, click(records.rect.center), 0.016)
    assert app.top is not menu                       # the Records screen
    far = (SIZE[0] // 2, 4)                          # above every button of the menu
    app.frame(surf, motion(far), 0.016)
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)
    assert app.top is menu
    drawn.clear()
    app.clock.advance(2.0)
    app.dirty = True
    app.frame(surf, [], 0.016)
    assert menu.group.hovered() is None, f"{menu.group.hovered().caption()!r} is still lit"
    assert not drawn, "a tooltip shows for a button the pointer left"


class Board(Scene):
    """A toy board whose game ends by itself in a later frame (a bot's last move,
    a last roll settling): its tick opens the score screen, as every game's does."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.ended = False

    def tick(self, dt: float) -> None:
        if self.ended and self.app.top is self:
            self.app.push(Scores(self.app))


class Scores(Scene):
    """A toy score screen with one button where the pointer already rests."""

    def build(self) -> None:
        self.group.set([widgets.Button(pygame.Rect(100, 300, 200, 50), "Share", lambda: None)])


def test_a_screen_that_opens_under_a_resting_pointer_draws_its_lit_button():
    """Seen as a flaky frame-truth failure: the last click of a hotseat game lay
    where the score screen's "Share" came up; the stack lit the button when the
    screen reached the top, but asked for no picture, so an idle window kept
    showing it unlit until something else moved."""
    from game.ui.screenshot import build_app

    app = build_app("en", SIZE, clock=StepClock())
    board = Board(app)
    app.reset(board)
    truth = FrameTruth(app, SIZE)
    truth.frame()
    truth.frame(motion((200, 325)))                  # the pointer comes to rest where "Share" will be
    truth.run(1.0, 0.1)
    board.ended = True
    for _ in range(5):
        truth.frame([], 0.1)                         # no input: the screen opens, then reads the pointer
    scores = app.top
    assert isinstance(scores, Scores) and scores.group.hovered() is scores.group.buttons[0]
    assert truth.checks >= 3                         # the idle frames were compared with a full redraw
