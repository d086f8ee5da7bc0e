"""The game log panel every board shows: lines told from the events the viewer
may see, scrolled by wheel or PageUp / PageDown (End: the newest), hidden and
shown with L (the board's ``build`` then gives its room to the panels).  An
overlay may take the top of the log's room (``log_yield``: the lesson's coach
panel stands there); the log is then drawn, scrolled and paged in what is left.

A game fills two hooks: ``event_line`` (one event as text and the seat whose
chip leads the line) and ``on_event`` (a picture cue for a new event), and
names ``turn_event`` (the kind before which a divider is drawn); ``history_mark``
(``table.history``) says where a round or turn starts, for the History view.

The panel follows new lines while it shows the newest; scrolled back, it stays
put and a "new lines" marker at its foot (a click: the newest) says more came.
Every line told is also kept whole, untrimmed, in ``history`` for the History view.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Event
from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.table.history import HistoryLine, Mark, default_mark
from game.ui.table.identity import draw_chip

if TYPE_CHECKING:
    from game.ui.controller import Controller

LOG_KEEP = 300          # lines kept once the log passes LOG_MAX
LOG_MAX = 400
LOG_TITLE = "board.log"          # one name for the panel in every game ("Game log")


class GameLog:
    turn_event = ""                     # the event kind that starts a turn: a divider line before it

    if TYPE_CHECKING:                   # what the board it is mixed into holds
        ctl: Controller
        def u(self, v: float) -> int: ...
        def rebuild(self) -> None: ...
        def seat_identity(self, seat: int) -> theme.Identity: ...

    def init_log(self) -> None:
        self.log_lines: list[tuple[str, int | None]] = []   # text ("" = a turn divider), seat for the chip
        self.log_at: list[int] = []       # each line's event (its index in the state's events)
        self.log_hits: list[tuple[pygame.Rect, int]] = []   # the rows last drawn and their events (a replay jumps there)
        self.log_seen = 0
        self.log_scroll = 0               # rows scrolled back from the newest
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.show_log = True
        self.log_yield = 0                # pixels at the top of the log's room an overlay took (the lesson's coach)
        self.log_unread = 0               # lines told while the panel was scrolled back (the "new lines" marker)
        self.log_marker = pygame.Rect(0, 0, 0, 0)       # where that marker was drawn (a click there: the newest)
        self.log_wrap: tuple[int, int] | None = None     # (text size, width) the panel last wrapped its lines at
        self.history: list[HistoryLine] = []            # every line told, in order, never trimmed (the History view)
        self.history_marks: list[Mark] = []             # where rounds and turns started (``history_mark``)

    @property
    def log_viewer(self) -> int | None:
        """Whose private events the log may show: the board's viewer."""
        return getattr(self, "viewer", None)

    def event_line(self, ev: Event) -> tuple[str, int | None] | None:
        """The game's hook: one event as a log line (text, seat for the chip), or None to leave it out."""
        return None

    def on_event(self, ev: Event) -> None:
        """The game's hook: an animation or overlay for a new event (not when the log is retold)."""

    def history_mark(self, ev: Event) -> Mark | None:
        """The game's hook: the round or turn ``ev`` starts (None: it starts none).
        The default reads the ``turn_event``'s own arguments (seat or player, round, turn)."""
        return default_mark(ev) if ev.kind == self.turn_event else None

    def sync_log(self, animate: bool = True) -> None:
        """Add the lines of the events the viewer may see since the last call."""
        match = self.ctl.match
        events = match.state.events
        total = len(events)
        if self.log_seen > total:
            self.forget_log()
        start = self.log_seen
        at = {id(ev): i for i, ev in enumerate(events[start:], start)}
        added: list[str] = []
        for ev in match.events_for(self.log_viewer, start, shared_screen=len(self.ctl.humans) > 1):
            mark = self.history_mark(ev)
            if mark is not None:
                self.history_marks.append(replace(mark, at=at.get(id(ev), total)))
            line = self.event_line(ev)
            if line is not None:
                if ev.kind == self.turn_event:
                    self.log_lines.append(("", None))
                    self.log_at.append(at.get(id(ev), total))
                    added.append("")
                self.log_lines.append(line)
                self.log_at.append(at.get(id(ev), total))
                added.append(line[0])
                self.history.append(HistoryLine(line[0], line[1], at.get(id(ev), total), len(self.history_marks) - 1))
            if animate:
                self.on_event(ev)
        self.log_seen = total
        self.hold_log_place(added)
        self.trim_log()

    def hold_log_place(self, added: list[str]) -> None:
        """Scrolled back, the panel keeps showing the same lines as new ones come
        (their rows are added to the scroll) and counts them for the marker."""
        if not self.log_scroll or not added:
            return
        size, width = self.log_wrap or (0, 0)
        self.log_scroll += sum(1 if not text or width <= 0 else len(fonts.wrap(text, size, width)) for text in added)
        self.log_unread += sum(1 for text in added if text)

    def log_to_newest(self) -> None:
        """The panel shows the newest line again (End, the marker's click)."""
        self.log_scroll = 0
        self.log_unread = 0

    def trim_log(self) -> None:
        if len(self.log_lines) > LOG_MAX:
            self.log_lines = self.log_lines[-LOG_KEEP:]
            self.log_at = self.log_at[-LOG_KEEP:]

    def forget_log(self) -> None:
        """Start the log again (undo, a new language): it is retold from the events."""
        self.log_lines, self.log_at, self.log_seen = [], [], 0
        self.history, self.history_marks = [], []
        self.log_to_newest()

    def toggle_log(self) -> None:
        """Show or hide the panel; the board's next ``build`` lays the table out without it."""
        self.show_log = not self.show_log
        self.rebuild()

    def scroll_log(self, rows: int) -> None:
        """Positive = back to older lines; the drawing clamps to what there is."""
        self.log_scroll = max(0, self.log_scroll + rows)
        if not self.log_scroll:
            self.log_unread = 0

    def log_key(self) -> tuple[Any, ...]:
        """What the log panel's picture depends on, for a board that keeps the panel
        drawn between frames: the lines it can show, not just how many there are
        (a retold log has as many lines, worded anew)."""
        return (self.log_scroll, self.log_unread, self.log_rect.size, self.log_yield, self.show_log,
                tuple(self.log_lines[-(self.log_scroll + 90):]))

    def log_page(self) -> int:
        """About one panel of rows, for PageUp / PageDown."""
        line_h = int(self.u(13) * 1.3) + 1
        return max(3, (self.log_view().h - self.u(40)) // line_h - 1)

    def log_view(self) -> pygame.Rect:
        """The log's room less what an overlay took at its top (``log_yield``)."""
        r = self.log_rect
        taken = max(0, min(self.log_yield, r.h))
        return pygame.Rect(r.x, r.y + taken, r.w, r.h - taken)

    def log_room(self) -> pygame.Rect:
        """Where the panel stands now: an empty rect while it is hidden (nothing is
        drawn there and nothing there answers the wheel)."""
        return self.log_view() if self.show_log else pygame.Rect(self.log_rect.x, self.log_rect.y, 0, 0)

    def draw_log(self, surf: pygame.Surface) -> None:
        r = self.log_view()
        if not self.show_log or r.h < self.u(40):
            return
        widgets.panel(surf, r, (26, 30, 40), self.u(10))
        widgets.text(surf, tr(LOG_TITLE), (r.x + self.u(12), r.y + self.u(8)), self.u(15), theme.TEXT, "bold", max_width=r.w - self.u(24))
        size = self.u(13)
        line_h = int(size * 1.3) + 1
        inner_w = r.w - self.u(36)
        self.log_wrap = (size, inner_w)
        rows: list[tuple[str, int | None, bool, int]] = []
        self.log_hits = []
        marker_room = int(self.u(12) * 1.3) + self.u(18)
        foot = marker_room if self.log_unread and self.log_scroll else 0     # the marker's room
        budget = max(1, (r.h - self.u(36) - foot) // line_h)
        ats = ([-1] * len(self.log_lines) + self.log_at)[len(self.log_at):] if self.log_lines else []   # aligned at the newest
        for (text, seat), at in zip(reversed(self.log_lines), reversed(ats), strict=True):
            if not text:
                rows.append(("", None, False, at))
            else:
                wrapped = fonts.wrap(text, size, inner_w)
                for j, line in enumerate(reversed(wrapped)):
                    rows.append((line, seat, j == len(wrapped) - 1, at))
            if len(rows) >= budget + self.log_scroll + marker_room // line_h + 1:
                break
        self.log_scroll = max(0, min(self.log_scroll, len(rows) - budget))
        if not self.log_scroll:
            self.log_unread = 0
            if foot:                     # clamped to the newest: no marker, so its room goes back to the lines
                foot = 0
                budget = max(1, (r.h - self.u(36)) // line_h)
        rows = rows[self.log_scroll:self.log_scroll + budget]
        if self.log_scroll:
            widgets.text(surf, tr("board.log_scrolled"), (r.right - self.u(12), r.y + self.u(10)), self.u(12), theme.ACCENT, anchor="topright")
        y = r.bottom - self.u(8) - line_h - foot
        for text, seat, first, at in rows:
            if text:
                self.log_hits.append((pygame.Rect(r.x + self.u(6), y, r.w - self.u(12), line_h), at))
            if not text:
                pygame.draw.line(surf, (60, 66, 84), (r.x + self.u(12), y + line_h // 2), (r.right - self.u(12), y + line_h // 2))
            else:
                if first and seat is not None:
                    draw_chip(surf, (r.x + self.u(18), y + line_h // 2), max(8, self.u(12)), self.seat_identity(seat))
                widgets.blit_text(surf, fonts.render(text, size, theme.TEXT), text, (r.x + self.u(28), y))
            y -= line_h
        self.draw_log_marker(surf, r)

    def draw_log_marker(self, surf: pygame.Surface, r: pygame.Rect) -> None:
        """The "new lines" pill at the panel's foot while lines came below a scrolled-back view."""
        self.log_marker = pygame.Rect(0, 0, 0, 0)
        if not self.log_unread or not self.log_scroll:
            return
        label = tr("history.new_lines")
        size = self.u(12)
        w = min(r.w - self.u(24), fonts.font(size, "bold").size(label)[0] + self.u(24))
        pill = pygame.Rect(0, 0, w, int(size * 1.3) + self.u(10))
        pill.midbottom = (r.centerx, r.bottom - self.u(6))
        widgets.panel(surf, pill, theme.ACCENT, pill.h // 2)
        widgets.text(surf, label, pill.center, size, (16, 18, 26), "bold", "center", max_width=pill.w - self.u(12))
        self.log_marker = pill

    def log_line_at(self, pos: tuple[int, int]) -> int | None:
        """The event of the log line drawn at ``pos`` (None: no line there)."""
        if not self.show_log or not self.log_room().collidepoint(pos):
            return None
        return next((at for rect, at in self.log_hits if rect.collidepoint(pos) and at >= 0), None)

    def click_log_marker(self, pos: tuple[int, int]) -> bool:
        """A click on the "new lines" marker: the panel shows the newest line; True when it was there."""
        if not self.show_log or not self.log_unread or not self.log_marker.collidepoint(pos):
            return False
        self.log_to_newest()
        self.rebuild()
        return True
