"""The base of the Conquest board's panels (city map, dice tray, player rows).

A panel owns its rectangles, draws itself and makes its buttons; what the
board knows (the view, the pick, the hints, the seats' colours and names) it
reads from the board it belongs to, so each panel stays one readable piece.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:     # the board builds its panels: only the type checker looks back
    from game.ui.conquest.board import ConquestBoardScene


class Panel:
    def __init__(self, board: ConquestBoardScene) -> None:
        self.board = board

    def u(self, v: float) -> int:
        """Logical units to pixels, as the board scales them."""
        return self.board.u(v)
