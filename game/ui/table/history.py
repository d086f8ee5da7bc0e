"""The History view's data: every line the log has told, grouped by round and turn.

The log panel keeps a few hundred lines in a small box; the History view shows
all of them, full height, under headers for each round and turn, each line led
by its seat's chip, with a filter by player (chips to toggle) and scrolling by
wheel, PageUp / PageDown and Home / End.  H (or the top bar's History) opens
it; H or Esc closes it.  It is the kit's: the lines are the very lines the
board's ``event_line`` told (``GameLog.history``, private events already left
out for the viewer), and a game says only where its rounds and turns start
(``GameLog.history_mark``; the default reads the ``turn_event``'s arguments).
The scene that shows it is ``table.history_view``; this module holds what
the log records (``Mark``, ``HistoryLine``) and how the lines become rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.ui.i18n import tr

if TYPE_CHECKING:
    from game.core.protocol import Event
    from game.ui import theme


@dataclass(frozen=True)
class Mark:
    """Where a round or turn starts: its round, its turn number, whose turn (None: not told)."""

    round: int | None = None
    turn: int | None = None
    seat: int | None = None
    at: int = -1                    # the index of the event that started it (set by the log)


@dataclass(frozen=True)
class HistoryLine:
    """One log line as told: its text, the seat whose chip leads it, the index of
    its event in the match's log and the mark it comes under (-1: before the first)."""

    text: str
    seat: int | None
    at: int
    group: int


def default_mark(ev: Event) -> Mark:
    """A turn event's own arguments: its seat (``seat`` or ``player``), ``round`` and ``turn``."""
    args = ev.args
    seat = next((args[k] for k in ("seat", "player") if isinstance(args.get(k), int)), None)
    rnd, turn = args.get("round"), args.get("turn")
    return Mark(rnd if isinstance(rnd, int) else None, turn if isinstance(turn, int) else None, seat)


class HistorySource(Protocol):
    """What the view reads from the board (``BoardChrome``)."""

    history: list[HistoryLine]
    history_marks: list[Mark]

    def seat_identity(self, seat: int) -> theme.Identity: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_count(self) -> int: ...


Row = tuple[str, str, int | None]       # kind ("round", "turn", "line", "more"), text, seat for the chip


def group_header(mark: Mark | None, last_round: int | None, name: Any) -> list[Row]:
    """The header rows a group starts with: its round when it is a new one, then its turn."""
    if mark is None:
        return [("round", tr("history.setup"), None)]
    rows: list[Row] = []
    if mark.round is not None and mark.round != last_round:
        rows.append(("round", tr("history.round", n=mark.round), None))
    if mark.seat is not None:
        who = name(mark.seat)
        text = tr("history.turn", n=mark.turn, who=who) if mark.turn is not None else tr("history.turn_of", who=who)
        rows.append(("turn", text, mark.seat))
    elif mark.turn is not None:
        rows.append(("turn", tr("history.turn_only", n=mark.turn), None))
    return rows


def history_rows(lines: list[HistoryLine], marks: list[Mark], only: set[int], name: Any) -> list[Row]:
    """The view's rows: each shown group's headers, then its lines (only the seats
    in ``only`` when it is not empty); a group with no line shown is left out."""
    rows: list[Row] = []
    group: int | None = None
    last_round: int | None = None
    for line in lines:
        if only and line.seat not in only:
            continue
        if line.group != group:
            group = line.group
            mark = marks[group] if 0 <= group < len(marks) else None
            rows += group_header(mark, last_round, name)
            if mark is not None and mark.round is not None:
                last_round = mark.round
        rows.append(("line", line.text, line.seat))
    return rows
