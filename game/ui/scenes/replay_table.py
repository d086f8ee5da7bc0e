"""The game's real board, made read-only for a replay.

A replay shows a position on the same board the game was played on, so the
board is made by the game's window (``GameWindow.board_scene``) over a
controller and a match that cannot move: ``ReplayController`` asks no bot,
writes no save and lets no person's move or undo through; ``ReplayMatch``
lists no legal action (no decision panel opens) and, when the viewer may see
everything, tells every event to the log.  ``read_only`` then puts
``ReadOnlyBoard`` in front of the board's class: the viewer is the replay's,
input is ignored, the end of the game pushes no scores and keeps no
record, and where a game would say "Waiting for Blue…" (its top bar's and panels'
``waiting_line``) the replay says whose step it stands on.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.match import Match
from game.core.protocol import Action, Event
from game.ui.controller import Controller
from game.ui.i18n import tr


class ReplayMatch(Match):
    """A match whose position the replay sets (``state``); nobody can act in it."""

    show_all = False                    # the log tells private events too (the game is over: "everything")

    def legal(self, seat: int) -> list[Action]:
        return []

    def events_for(self, viewer: int | None, start: int = 0, shared_screen: bool = False) -> list[Event]:
        if self.show_all:
            return list(self.state.events[start:])
        return super().events_for(viewer, start)


class ReplayController(Controller):
    """The board's controller in a replay: no bot thinks, nothing is saved or submitted."""

    @property
    def humans(self) -> list[int]:
        return []                       # no shared screen: no hotseat cover, the log follows the viewer alone

    def tick(self, now: float | None = None) -> None:
        return None

    def submit_human(self, seat: int, action: Action) -> bool:
        return False

    def allowed(self, seat: int, action: Action) -> bool:
        return False

    def can_undo(self, seat: int) -> bool:
        return False

    def undo(self, seat: int) -> bool:
        return False

    def save_async(self) -> None:
        return None


class ReadOnlyBoard:
    """Put in front of a game's board class (a ``BoardChrome``; ``read_only``): the
    replay decides what it shows, and nothing the board is given can change the
    game.  It names no base so that the kit (which reaches the menu, Records and
    the Load list) is not imported back from here."""

    replay_viewer: int | None = None

    def pick_viewer(self) -> int | None:
        return self.replay_viewer

    def replay_line(self) -> str | None:
        """Whose step the replay stands on ("Blue to move"), None once nobody is to move."""
        match = self.ctl.match  # type: ignore[attr-defined]
        seats = [] if match.is_over() else list(match.to_move())
        if not seats:
            return None
        names = ", ".join(self.seat_name(s) for s in seats)  # type: ignore[attr-defined]
        return tr("replay.to_move", who=names)

    def waiting_line(self, live: str) -> str:
        """Never "Waiting for Blue…": whose step the replay stands on."""
        line = self.replay_line()
        return line if line is not None else live

    def covered_seat(self, viewer: int | None = None) -> int | None:
        return None

    def handle(self, event: pygame.event.Event) -> None:
        return None                     # read-only: the replay's controls take every input

    def tick(self, dt: float) -> None:
        return None

    def on_event(self, ev: Event) -> None:
        return None                     # no picture cues: an overlay would stand over the replay's controls

    def busy(self) -> bool:
        return False

    def check_over(self) -> None:
        return None                     # no scores pushed, no record kept

    def keep_record(self) -> None:
        return None

    def save_now(self) -> None:
        return None

    def undo(self) -> None:
        return None


_classes: dict[type, type] = {}


def read_only(board: Any) -> Any:
    """``board`` (a ``BoardChrome``) with ``ReadOnlyBoard`` in front of its class."""
    cls = type(board)
    if cls not in _classes:
        _classes[cls] = type(f"ReadOnly{cls.__name__}", (ReadOnlyBoard, cls), {})
    board.__class__ = _classes[cls]
    assert isinstance(board, ReadOnlyBoard)
    return board
