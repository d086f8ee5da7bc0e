"""What the Chronicles table's panels are given, so none of them reaches into
the board: one frozen ``ChroniclesView`` made once per change over the kit's
``TableView`` (the rules' view of the seat the screen shows, who that is,
whether it is covered, its legal actions) with the seats' names, colours and
kinds, the ``Intent`` a panel answers with, and the ``Ruler`` that turns
logical units into pixels at the window's size.

A panel is a ``Panel``: it lays itself out in the rectangles it is handed,
draws from a ``ChroniclesView`` and answers clicks and keys with intents (its
buttons call the one ``act`` callback it was given); it never writes on the
board nor imports the board module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ui.chronicles import words
from game.ui.table.view import TableView

if TYPE_CHECKING:
    from game.ui.widgets import Button

NO_TABLE = TableView(viewer=None, cover=None, view={}, legal=())


@dataclass(frozen=True)
class ChroniclesView:
    """The table as every panel sees it: the kit's ``TableView`` (read once per
    change) and what Chronicles adds to it, made by the board in ``table_changed``."""

    table: TableView = NO_TABLE
    names: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    seats: tuple[tuple[str, str], ...] = ()   # (kind, level) of each seat: "human" / "bot", the bot's level
    thinking: int | None = None               # the bot thinking now
    colorblind: bool = False

    @property
    def view(self) -> dict[str, Any]:
        """The rules' view of the seat shown (the spectator's while covered)."""
        return self.table.view

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the screen shows (None: a spectator)."""
        return self.table.viewer

    @property
    def covered(self) -> bool:
        """Hotseat: the kit's cover hides this seat's secrets."""
        return self.table.cover is not None

    @property
    def mine(self) -> bool:
        """The viewer owes a decision and may make it on this screen."""
        return self.table.owes and self.viewer is not None and self.view.get("seat") == self.viewer

    @property
    def legal(self) -> tuple[tuple, ...]:
        """The viewer's legal actions while ``mine``."""
        return self.table.legal if self.mine else ()

    @property
    def me(self) -> int:
        """The seat shown large: the viewer, else seat 0 (a spectator)."""
        return self.viewer if self.viewer is not None else 0

    @property
    def phase(self) -> str:
        return self.view.get("phase", "")

    def name(self, seat: int) -> str:
        return words.player_name(seat, list(self.names), list(self.colours))


# What a panel asks of the table, carried out by the board in one place
# (``ChroniclesBoardScene.act``): ("move", action) one submit; ("confirm",) the
# decision's confirm; ("redraw",); ("explain", text); ("inform", text, seconds);
# ("ask", title, text, [(label, intent or None), ...]); and the clicks the board
# routes to the panel that owns them ("pack", uid), ("hand", uid), ("slot", s), ...
Intent = tuple
Act = Callable[[Intent], None]      # a panel's buttons call it with their intent


class Ruler:
    """Logical units to pixels at the window's scale (read live: a resize changes it)."""

    def __init__(self, scale: Callable[[], float]) -> None:
        self.scale = scale

    @property
    def k(self) -> float:
        return self.scale()

    def u(self, v: float) -> int:
        return int(round(v * self.scale()))


class Panel:
    """The base of a Chronicles panel: the ruler it measures with."""

    def __init__(self, ruler: Ruler) -> None:
        self.ruler = ruler

    @property
    def k(self) -> float:
        return self.ruler.k

    def u(self, v: float) -> int:
        return self.ruler.u(v)

    @staticmethod
    def tag(b: Button) -> tuple:
        """What a panel's own button stands for: each carries a tuple ("hand", uid), ("slot", s) ..."""
        assert isinstance(b.data, tuple)
        return b.data
