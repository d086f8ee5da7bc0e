"""``Look``: what a Galaxies panel draws from, handed to it whole.

The kit's ``TableView`` (one reading of the table), the seats' names and
chips, and the frame's scale, language and palette.  The board makes one per
layout and per frame; panels read it and write nothing back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ui import theme
from game.ui.table.view import TableView


@dataclass(frozen=True)
class Look:
    tv: TableView
    name: Callable[[int], str]                          # a seat's name as the board says it
    identity: Callable[[int], theme.Identity]           # a seat's chip (the hostile galaxy's its own)
    u: Callable[[float], int]                           # logical units -> pixels
    k: float = 1.0                                      # the frame's scale (buttons draw with it)
    hostile_seat: int | None = None                     # the solo opponent's seat (an automaton)
    lang: str | None = ""                                    # the language and palette the pictures are made in
    palette: Any = None
    names: tuple[str, ...] = ()                         # the seats' names and colours (words.option_labels)
    colours: tuple[str, ...] = ()

    @property
    def view(self) -> dict:
        return self.tv.view

    @property
    def viewer(self) -> int | None:
        return self.tv.viewer

    @property
    def seat(self) -> int:
        """The viewer's seat, where the screen shows their own decision or draft
        (only a seated player owes one; a spectator's screen shows none)."""
        viewer = self.tv.viewer
        assert viewer is not None
        return viewer

    @property
    def decision(self) -> dict:
        return self.view.get("decision") or {}

    @property
    def solo(self) -> bool:
        return bool(self.view.get("solo"))

    def my_decision(self) -> bool:
        """The viewer (a human) owes the decision now and the screen shows it."""
        return self.tv.owes

    def my_main(self) -> bool:
        return self.my_decision() and self.decision.get("prompt") == "main"

    def hostile_turn(self) -> bool:
        """The hostile galaxy's turn is on (its action track shows)."""
        return self.solo and self.view.get("active") == self.hostile_seat and not self.view.get("over")
