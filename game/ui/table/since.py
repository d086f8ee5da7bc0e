""""Since your turn": what each rival did while a person waited, when their turn comes.

When a person's decision comes at the start of their turn (a turn event of
theirs, or one of everyone's, such as a new round) after they last acted and
rivals have acted since, a small panel over the log's place lists each rival's
lines since then (up to three each; the History view, H, has the rest).  It
never opens at the first turn (the seat has not acted yet), after a load, nor
in a lesson (the coach talks there).  It never holds the board up: Enter,
Space or a click dismiss it and go on to the board as if it were not there (a
decision is never made twice over, nor does it take two presses), a click on
the panel itself or Esc only dismiss it, and acting dismisses it too.

The kit's (``BoardChrome``): the log records the lines (``GameLog.history``);
a controller listener records where each seat last acted (``since_heard``);
``since_check`` runs on each new reading of the table, before the board's keys.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.table.identity import draw_chip

if TYPE_CHECKING:
    from game.core.protocol import Action, Event
    from game.ui.controller import Controller
    from game.ui.table.history import HistoryLine, Mark
    from game.ui.table.view import TableView

PER_RIVAL = 3               # lines told per rival at most
PASS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)     # dismiss it and still reach the board


def rival_lines(lines: list[HistoryLine], marks: list[Mark], seat: int, since: int) -> dict[int, list[str]]:
    """Each rival's lines from event index ``since`` on (the turn headers left out), in seat order."""
    starts = {m.at for m in marks if m.at >= since}
    out: dict[int, list[str]] = {}
    for line in lines:
        if line.at >= since and line.seat is not None and line.seat != seat and line.at not in starts:
            out.setdefault(line.seat, []).append(line.text)
    return dict(sorted(out.items()))


def turn_came(marks: list[Mark], seat: int, since: int) -> bool:
    """A turn of ``seat``'s (or everyone's: a mark without a seat) started at or after ``since``."""
    return any(m.at >= since and m.seat in (seat, None) for m in marks)


class SinceYourTurn:
    if TYPE_CHECKING:                   # what the board it is mixed into holds
        ctl: Controller
        viewer: int | None
        history: list[HistoryLine]
        history_marks: list[Mark]
        log_rect: pygame.Rect
        topbar: pygame.Rect
        def u(self, v: float) -> int: ...
        def rebuild(self) -> None: ...
        def seat_identity(self, seat: int) -> theme.Identity: ...
        def seat_name(self, seat: int) -> str: ...
        def log_view(self) -> pygame.Rect: ...

    def init_since(self) -> None:
        self.acted_at: dict[int, int] = {}         # seat -> events in the log just after its last action
        self.since_for: tuple[int, int] | None = None      # (seat, acted_at) the panel was last opened for
        self.since: tuple[int, dict[int, list[str]]] | None = None     # the panel shown: for whom, each rival's lines
        self.since_rect = pygame.Rect(0, 0, 0, 0)

    def since_heard(self, seat: int, action: Action, events: list[Event]) -> None:
        """A controller listener (before the table is read): where a person last acted; acting dismisses the panel."""
        if action == ("undo",):
            told = len(self.ctl.match.state.events)
            self.acted_at = {s: at for s, at in self.acted_at.items() if at <= told}
            self.since = None
            return
        if seat in self.ctl.humans:
            self.acted_at[seat] = len(self.ctl.match.state.events)
            if self.since is not None and self.since[0] == seat:
                self.since = None

    def since_check(self, tv: TableView) -> None:
        """A new reading: open the panel when the viewer's turn has come since they last acted and rivals acted."""
        seat = tv.viewer
        if seat is None or not tv.owes or tv.over or self.ctl.gate is not None:     # (gate: a lesson's coach)
            return
        since = self.acted_at.get(seat)
        if since is None or self.since_for == (seat, since) or not turn_came(self.history_marks, seat, since):
            return
        rivals = rival_lines(self.history, self.history_marks, seat, since)
        if rivals:
            self.since_for = (seat, since)
            self.since = (seat, rivals)

    def dismiss_since(self) -> None:
        self.since = None
        self.rebuild()

    def since_first(self, event: pygame.event.Event) -> bool:
        """Before the board's own keys: Esc or a click on the panel only dismisses
        it; Enter, Space or a click elsewhere dismisses it and goes on to the
        board (the board's decision gets the press, once).  True when the event was used."""
        if self.since is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (*PASS_KEYS, pygame.K_ESCAPE):
            self.dismiss_since()
            return bool(event.key == pygame.K_ESCAPE)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = self.since_rect.collidepoint(event.pos)
            self.dismiss_since()
            return inside
        return False

    # --- drawing ---------------------------------------------------------------------------
    def since_rows(self, per: int) -> list[tuple[str, int | None]]:
        """The panel's rows: each rival's name (with its chip), then up to ``per`` of its lines."""
        rows: list[tuple[str, int | None]] = []
        assert self.since is not None
        for rival, lines in self.since[1].items():
            rows.append((self.seat_name(rival), rival))
            shown = lines[-per:]
            if len(lines) > per:
                shown = [tr("history.since.more", n=len(lines) - per + 1)] + lines[-(per - 1):]
            rows += [(text, None) for text in shown]
        return rows

    def since_box(self) -> pygame.Rect:
        """Where the panel goes: over the log's place, growing upwards, never over the top bar."""
        log = self.log_rect
        right = log if log.w >= self.u(260) else pygame.Rect(0, 0, 0, 0)
        if not right.w:
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(right.x, self.topbar.bottom + self.u(8), right.w, right.bottom - self.topbar.bottom - self.u(8))

    def draw_since(self, surf: pygame.Surface) -> None:
        self.since_rect = pygame.Rect(0, 0, 0, 0)
        room = self.since_box()
        if self.since is None or not room.w:
            return
        size = self.u(13)
        line_h = int(size * 1.3) + 1
        inner = room.w - self.u(44)
        for per in (PER_RIVAL, 2, 1):
            wrapped = [(part, seat, j == 0) for text, seat in self.since_rows(per)
                       for j, part in enumerate(fonts.wrap(text, size, inner) or [""])]
            height = self.u(64) + len(wrapped) * line_h
            if height <= room.h:
                break
        box = pygame.Rect(room.x, max(room.y, room.bottom - height), room.w, min(height, room.h))
        self.since_rect = box
        widgets.shadow(surf, box, self.u(10))
        widgets.panel(surf, box, theme.BG2, self.u(10), theme.GOLD, 2)
        widgets.text(surf, tr("history.since.title"), (box.x + self.u(14), box.y + self.u(10)), self.u(15), theme.GOLD, "bold",
                     max_width=box.w - self.u(28))
        y = box.y + self.u(36)
        for text, seat, first in wrapped:
            if y + line_h > box.bottom - self.u(24):
                break
            if seat is not None and first:
                draw_chip(surf, (box.x + self.u(22), y + line_h // 2), max(8, self.u(13)), self.seat_identity(seat))
                widgets.text(surf, text, (box.x + self.u(34), y), size, theme.ACCENT, "bold", max_width=box.w - self.u(48))
            else:
                widgets.blit_text(surf, fonts.render(text, size, theme.TEXT), text, (box.x + self.u(34), y))
            y += line_h
        widgets.text(surf, tr("history.since.keys"), (box.x + self.u(14), box.bottom - self.u(20)), self.u(11), theme.MUTED,
                     max_width=box.w - self.u(28))
