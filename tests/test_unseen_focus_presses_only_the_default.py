"""Enter or Space presses a focused button the player cannot see only when it
is the window's default (a primary button: Play, Continue, Next); on any other
the key first shows where the focus is.  A Space tapped after a narration had
passed a Chronicles player's building action: the focus sat, unshown, on
"Pass".  Checked on the kit's FocusGroup and on every registered game's table
with real key presses and releases."""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.screenshot import build_app, render, stage
from tests.test_table_changes_shown import board_scene, table
from tests.ui_helpers import tap

GAMES = [e.id for e in windowed()]


def group_of(pressed: list[str]) -> widgets.FocusGroup:
    group = widgets.FocusGroup()
    group.set([widgets.Button(pygame.Rect(0, 0, 80, 30), "Pass", lambda: pressed.append("pass"), data="pass"),
               widgets.Button(pygame.Rect(0, 40, 80, 30), "Play", lambda: pressed.append("play"), style="primary", data="play")])
    return group


@pytest.mark.parametrize("k", [pygame.K_SPACE, pygame.K_RETURN])
def test_an_unseen_focus_on_an_ordinary_button_is_shown_first_then_pressed(k):
    pressed: list[str] = []
    group = group_of(pressed)
    group.focus = 0
    for e in tap(k):
        group.handle(e)
    assert pressed == [] and group.keyboard, "the key pressed a button the player could not see was focused"
    for e in tap(k):
        group.handle(e)
    assert pressed == ["pass"]


@pytest.mark.parametrize("k", [pygame.K_SPACE, pygame.K_RETURN])
def test_the_default_button_is_pressed_at_once(k):
    pressed: list[str] = []
    group = group_of(pressed)
    group.focus = 1
    for e in tap(k):
        group.handle(e)
    assert pressed == ["play"]


@pytest.mark.parametrize("game", GAMES)
def test_on_every_table_an_unaimed_space_takes_no_move(game):
    app = build_app("en", (1280, 800))
    app.settings.anim_speed = "off"
    stage(app, game, board_scene(game), 3)
    surf = render(app)
    board = table(app)
    assert app.top is board
    ordinary = [i for i, b in enumerate(board.group.buttons) if b.enabled and b.action and b.style != "primary" and b.region != "top"]
    assert ordinary, "no ordinary button on the table"
    board.group.focus, board.group.keyboard = ordinary[0], False
    board.ctl.paused = True                  # the bots play on off the UI thread: only the key may move
    before = len(board.ctl.match.log)
    app.frame(surf, tap(pygame.K_SPACE), 0.016)
    assert len(board.ctl.match.log) == before, f"{game}: a Space pressed {board.group.buttons[ordinary[0]].caption()!r} unseen"
    assert board.group.keyboard, f"{game}: the Space did not show the focus"
