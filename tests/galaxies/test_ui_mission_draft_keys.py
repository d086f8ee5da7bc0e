"""The secret mission draft answers the keyboard and the mouse as any window
does: Tab reaches its cards first (never the mats or the control center under
its veil), Enter keeps the focused card, a click keeps a card on its release
and a press dragged off a card keeps nothing."""

from __future__ import annotations

import pygame
import pytest

from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.screenshot import build_app, render, stage
from tests.ui_helpers import click, press, release, tap


def draft_board(size):
    app = build_app("en", size)
    app.settings.anim_speed = "off"
    stage(app, "galaxies", "draft", 1)
    surf = render(app)
    board = app.top
    assert isinstance(board, GalaxiesBoardScene) and board.draft_options()
    return app, surf, board


def kept(board) -> str | None:
    """The mission seat 0 keeps (the hotseat's next player may hold the screen by now)."""
    return board.ctl.match.view(0)["my_mission"]


def focused(board):
    return board.group.focused() if board.group.keyboard else None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_tab_reaches_the_draft_cards_first_and_enter_keeps_the_focused_one(size):
    app, surf, board = draft_board(size)
    cards = [r for r, _o in board.draft_rects]
    seen = []
    for _ in range(len(board.group.buttons)):
        app.frame(surf, tap(pygame.K_TAB), 0.016)
        seen.append(focused(board).data)
    kinds = {d[0] if isinstance(d, tuple) else d for d in seen}
    assert {("draft", 0), ("draft", 1)} <= set(seen)
    assert kinds <= {"draft", "top", "part"}, f"Tab reached what lies under the draft's veil: {kinds}"
    assert not any(b.rect.colliderect(c) for b in board.group.buttons if b.data[0] != "draft" for c in cards)
    while focused(board).data != ("draft", 1):
        app.frame(surf, tap(pygame.K_TAB), 0.016)
    option = board.draft_options()[1]
    app.frame(surf, tap(pygame.K_RETURN), 0.016)
    assert not board.draft_options()
    assert kept(board) == option[1]


def test_a_click_keeps_a_card_on_its_release_and_a_press_dragged_off_keeps_nothing():
    app, surf, board = draft_board((1280, 800))
    (first, _o0), (second, o1) = board.draft_rects
    app.frame(surf, press(first.center), 0.016)
    assert board.draft_options() and kept(board) is None, "the press alone keeps nothing"
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 790), rel=(0, 0), buttons=(1, 0, 0))], 0.016)
    app.frame(surf, release((5, 790)), 0.016)
    assert board.draft_options() and kept(board) is None, "let go off the card: nothing is kept"
    app.frame(surf, click(second.center), 0.016)
    assert not board.draft_options()
    assert kept(board) == o1[1]
