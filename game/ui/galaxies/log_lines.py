"""The game log's lines: each event in words, with the planets named as the
row was when it happened (a colonized planet is replaced in the row, so its
later lines must not rename it), and the seat whose dot the line carries.

An object with explicit inputs (the seats' names and colours, the hostile
galaxy's seat, the table as everyone sees it); the board hands it each event
through the kit's ``event_line`` hook.  The shared log (``BoardChrome``)
syncs, keeps and draws the lines; the board's ``on_event`` gives each new
event its picture cues.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.galaxies import words
from game.ui.i18n import tr


class LogLines:
    """Events as log lines; ``row`` is the planet row as the log has told it so far."""

    def __init__(self, names: list[str], colours: list[str], hostile_seat: int | None,
                 public_view: Callable[[], dict[str, Any]]) -> None:
        self.names = names
        self.colours = colours
        self.hostile_seat = hostile_seat
        self.public_view = public_view          # the rules' view of a spectator (the row now, the hostile galaxy)
        self.row: list | None = None

    def forget(self) -> None:
        """The log is told again from its start."""
        self.row = None

    def line(self, ev) -> tuple[str, int | None]:
        """One event as (text, seat for the dot), with planets named as the row was when it happened."""
        public = self.public_view()
        if ev.kind == "game_start" or self.row is None:
            self.row = list(ev.args.get("row") or public["row"])
        view = dict(public, row=self.row)
        if ev.kind == "hostile_roll" and ev.args.get("again"):
            text = tr("galaxies.event.hostile_bonus_again", hostile=words.hostile_name(view["hostile"]["id"]) if view.get("hostile") else "",
                      face=words.action_name(ev.args.get("face", "")))
        else:
            text = words.event_text(ev.kind, ev.args, view, self.names, self.colours)
        if ev.kind in ("colonize", "replace_row") and isinstance(ev.args.get("slot"), int) and ev.args["slot"] < len(self.row):
            self.row[ev.args["slot"]] = ev.args.get("drawn")
        seat = ev.args.get("player")
        if not isinstance(seat, int) and (ev.kind.startswith("hostile_") or ev.kind in ("attack_part", "force_reroll")):
            seat = self.hostile_seat                      # the hostile galaxy's lines carry its dot
        return text, seat if isinstance(seat, int) else None
