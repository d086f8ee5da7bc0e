"""What the Conquest board's panels (city map and cards, dice tray, player rows)
are given: their scale, the table as it stands and the board's actions.

A panel owns its rectangles, draws itself and makes its buttons.  What the
board knows (the view, the pick, the hints, the bot's plan, the seats' colours
and names) comes in as a :class:`ConquestTable`, asked for each time a panel
lays out or draws; what a button does comes in as :class:`ConquestActions`.
So a panel never names the board, not even for a type hint, and writes nothing
on it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.ui import widgets
from game.ui.controller import SeatSpec
from game.ui.table.motion import Motions


@dataclass(frozen=True)
class ConquestTable:
    """The board as its panels see it at one moment."""

    view: dict[str, Any]                # the match's view for the viewer
    viewer: int | None
    mine: bool                          # the viewer's turn, a person's
    selected: Sequence[int]             # the free dice picked (indices)
    selected_faces: Sequence[str]       # ... their faces
    hint_on: bool
    hints: dict[str, float]             # the chance to conquer each city (with the hint on)
    preview: tuple | None               # the move a bot has chosen and will make after its delay
    thinking: int | None                # the seat whose bot is thinking
    seats: Sequence[SeatSpec]
    colours: Sequence[str]              # the seats' colours
    colorblind: bool
    lang: str | None
    k: float                            # the scale (the cards' cache key)
    buttons: Sequence[widgets.Button]   # the board's buttons as last built (lines, dice: their hover and state)
    motions: Motions                    # the board's animations and timers (dice tumbling, flashes)
    name: Callable[[int], str]          # a seat's name as the board shows it
    focused: Callable[[widgets.Button], bool]
    pulse: Callable[[float], float]     # the window's pulse at a time (glows)


@dataclass(frozen=True)
class ConquestActions:
    """What the panels' buttons call on the board."""

    toggle_die: Callable[[int], None]
    click_line: Callable[[str, Any], None]
    lose_die: Callable[[], None]
    abandon: Callable[[], None]
    open_scoring: Callable[[], None]
    leave: Callable[[], None]
    not_your_turn: Callable[[], str]


class Panel:
    """A panel's inputs: ``u`` scales logical units to pixels as the board does,
    ``table`` gives the table as it stands now."""

    def __init__(self, u: Callable[[float], int], table: Callable[[], ConquestTable]) -> None:
        self.u = u
        self.table = table
