"""The game log's lines: each event in words, with the planets named as the
row was when it happened (a colonized planet is replaced in the row, so its
later lines must not rename it), and the seat whose dot the line carries.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`; the shared
log (``BoardChrome``) syncs, keeps and draws the lines, the board's
``on_event`` gives each new event its picture cues.
"""

from __future__ import annotations

from game.ui.galaxies import words
from game.ui.i18n import tr


class LogLines:
    """Events as log lines; ``log_row`` is the planet row as the log has told it so far."""

    log_row: list | None

    def event_line(self, ev) -> tuple[str, int | None] | None:
        """The shared log hook: one event as (text, seat for the dot)."""
        text, seat, _kind, _args = self.format_event(ev)
        return text, seat

    def format_event(self, ev) -> tuple[str, int | None, str, dict]:
        """An event as a log item, with planets named as the row was when it happened."""
        if ev.kind == "game_start" or self.log_row is None:
            self.log_row = list(ev.args.get("row") or self.ctl.match.view(None)["row"])
        view = dict(self.ctl.match.view(None), row=self.log_row)
        if ev.kind == "hostile_roll" and ev.args.get("again"):
            text = tr("galaxies.event.hostile_bonus_again", hostile=words.hostile_name(view["hostile"]["id"]) if view.get("hostile") else "",
                      face=words.action_name(ev.args.get("face", "")))
        else:
            text = words.event_text(ev.kind, ev.args, view, self.names, self.colours)
        if ev.kind in ("colonize", "replace_row") and isinstance(ev.args.get("slot"), int) and ev.args["slot"] < len(self.log_row):
            self.log_row[ev.args["slot"]] = ev.args.get("drawn")
        seat = ev.args.get("player")
        if not isinstance(seat, int) and (ev.kind.startswith("hostile_") or ev.kind in ("attack_part", "force_reroll")):
            seat = self.hostile_seat                      # the hostile galaxy's lines carry its dot
        return (text, seat if isinstance(seat, int) else None, ev.kind, dict(ev.args))
