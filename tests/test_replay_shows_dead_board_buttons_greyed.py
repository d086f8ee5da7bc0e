"""A replay shows the game's own board, which takes no input.  At the end of a
replayed Conquest game its tray showed "Final scores" and "Main menu" bright as
ever, and a click on them did nothing: like the top bar's buttons they are
shown greyed."""

from __future__ import annotations

import pytest

from game.ui import theme
from game.ui.scenes import replay
from game.ui.screenshot import build_app, render


@pytest.mark.parametrize("game", ["conquest", "galaxies"])
def test_the_game_over_buttons_of_a_replayed_board_are_greyed(game):
    size = (1280, 800)
    app = build_app("en", size)
    replay.stage(app, game, 1)
    render(app, 2)
    scene = app.top
    scene.go(len(scene.timeline))
    surf = render(app, 2)
    board = scene.board
    board.ensure_layout()
    over = [b for b in board.group.buttons if b.data == "scores"]
    assert over, "the replayed board's tray offers the final scores"
    rect = over[0].rect
    area, (w, h) = scene.board_area(), app.size
    x = area.x + (rect.x + rect.h // 4) * area.w // w         # inside the button, left of its caption
    y = area.y + rect.centery * area.h // h
    r, g, b, *_ = surf.get_at((x, y))
    gold = theme.GOLD
    assert abs(r - gold[0]) + abs(g - gold[1]) + abs(b - gold[2]) > 120, f"'Final scores' drawn bright ({r}, {g}, {b}) though a click does nothing"
