"""A game's board staged for the table kit's tests: its first scene of play,
bots paused, drawn once, on a clock the test moves (``StepClock``)."""

from __future__ import annotations

import pygame

from game.ui.i18n import set_language
from game.ui.screenshot import SHELL_SCENES, build_app, scenes_of, stage
from game.ui.table.chrome import BoardChrome
from game.ui.table.motion import StepClock

SIZE = (1280, 800)


def board_scene(game: str) -> str:
    """The game's board scene ("board", else its first scene of play)."""
    names = scenes_of(game)
    return "board" if "board" in names else next(s for s in names if s not in (*SHELL_SCENES, "setup"))


def staged_board(game: str, size: tuple[int, int] = SIZE):
    """(app, surface, board): the board in front, its bots paused, drawn once."""
    set_language("en")
    app = build_app("en", size, clock=StepClock())
    stage(app, game, board_scene(game), 2)
    board = app.top
    assert isinstance(board, BoardChrome), type(board).__name__
    board.ctl.paused = True
    surf = pygame.Surface(size)
    app.frame(surf, [], 0.016)
    return app, surf, board
