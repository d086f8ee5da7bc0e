"""``Look``: what a Kingdoms panel draws from, handed to it whole.

The kit's ``TableView`` (one reading of the table), the game's model of it
(``BoardModel``), the seats' colours, and the frame's scale, palette and
clock.  The board makes one per frame; panels read it and write nothing back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ui.kingdoms.board_model import BoardModel
from game.ui.table.view import TableView


@dataclass(frozen=True)
class Look:
    tv: TableView
    model: BoardModel
    colours: tuple[str, ...]
    u: Callable[[float], int]           # logical units -> pixels
    colorblind: bool = False
    now: float = 0.0
    pulse: float = 0.0                  # the lit targets' breathing, 0..1

    @property
    def view(self) -> dict:
        return self.tv.view

    @property
    def viewer(self) -> int | None:
        return self.tv.viewer
