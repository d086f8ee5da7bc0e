"""The History view (H, or the top bar's History): the whole log, full height.

Rows come from ``table.history`` (groups by round and turn, each line led by
its seat's chip); chips at the top filter by player (toggle; "All" shows
everyone); wheel, arrows, PageUp / PageDown and Home / End scroll; H or Esc
closes.  Bots wait while it is open, as under any menu.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.table.history import HistorySource, history_rows
from game.ui.table.identity import draw_chip

if TYPE_CHECKING:
    from game.ui.scene import Host

OPEN_KEY = pygame.K_h               # opens and closes the view on every board


class HistoryScene(Scene):
    overlay = True

    def __init__(self, app: Host, board: HistorySource) -> None:
        super().__init__(app)
        self.board = board
        self.only: set[int] = set()         # the seats shown (empty: everyone)
        self.offset: int | None = None      # pixels scrolled from the top (None: at the newest)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, str, int | None, bool, int]] = []     # kind, text, seat, chip shown, height
        self.chips: list[tuple[pygame.Rect, int]] = []

    # --- what it shows --------------------------------------------------------------------
    def seats(self) -> list[int]:
        """Every player and any other seat with lines (the solo game's hostile
        galaxy), in seat order: the filter's chips, the same from the first turn
        on (they were only the seats with lines, so a chip came and others
        moved along as players first acted)."""
        told = {line.seat for line in self.board.history if line.seat is not None}
        return sorted(told | set(range(self.board.seat_count())))

    def shown_lines(self) -> list[tuple[str, int | None]]:
        """The lines the view lists now (under the filter), in order, with their seats (the tests read it)."""
        rows = history_rows(self.board.history, self.board.history_marks, self.only, self.name)
        return [(text, seat) for kind, text, seat in rows if kind == "line"]

    def name(self, seat: int) -> str:
        return self.board.seat_name(seat)

    # --- layout ---------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        bw = min(self.u(880), w - self.u(32))
        self.box = pygame.Rect((w - bw) // 2, self.u(12), bw, h - self.u(24))
        b = self.box
        pad = self.u(20)
        close = pygame.Rect(0, 0, self.u(120), self.u(36))
        close.topright = (b.right - pad, b.y + self.u(14))
        buttons = [widgets.Button(close, tr("history.close"), self.close, tooltip=tr("history.close.tip"), data="close")]
        size = self.u(13)
        chip = self.u(16)
        x, y = b.x + pad, b.y + self.u(62)
        self.chips = []
        everyone = [(tr("history.all"), None)] + [(self.name(s), s) for s in self.seats()]
        for label, seat in everyone:
            tw = fonts.font(size, "bold").size(label)[0]
            bw_chip = tw + 2 * (chip + self.u(12)) if seat is not None else tw + self.u(28)
            if x + bw_chip > b.right - pad:
                x, y = b.x + pad, y + self.u(38)
            r = pygame.Rect(x, y, bw_chip, self.u(30))
            selected = not self.only if seat is None else seat in self.only
            buttons.append(widgets.Button(r, label, functools.partial(self.toggle, seat), selected=selected, style="chip",
                                          tooltip=tr("history.filter.tip"), text_size=size, data=("seat", seat)))
            if seat is not None:
                self.chips.append((r, seat))
            x += bw_chip + self.u(8)
        top = y + self.u(42)
        self.list_rect = pygame.Rect(b.x + pad, top, b.w - 2 * pad, b.bottom - top - self.u(40))
        self.group.set(buttons)
        self.lay_rows()

    def lay_rows(self) -> None:
        """The rows wrapped to the list's width, with their heights."""
        size = self.u(14)
        line_h = int(size * 1.35) + 1
        inner = self.list_rect.w - self.u(40)
        self.rows = []
        for kind, text, seat in history_rows(self.board.history, self.board.history_marks, self.only, self.name):
            if kind == "line":
                for j, part in enumerate(fonts.wrap(text, size, inner) or [""]):
                    self.rows.append((kind, part, seat, j == 0, line_h))
            elif kind == "round":
                self.rows.append((kind, text, None, True, self.u(34)))
            else:
                self.rows.append((kind, text, seat, True, self.u(28)))
        if not self.rows:
            self.rows.append(("more", tr("history.empty"), None, True, line_h))

    def content_height(self) -> int:
        return sum(row[-1] for row in self.rows)

    def max_offset(self) -> int:
        return max(0, self.content_height() + self.u(12) - self.list_rect.h)     # (the list's padding above and below)

    def top_offset(self) -> int:
        """Pixels scrolled from the top now (the newest at the bottom when none chosen)."""
        return self.max_offset() if self.offset is None else max(0, min(self.offset, self.max_offset()))

    # --- what the player does ------------------------------------------------------------------
    def toggle(self, seat: int | None) -> None:
        """A seat's chip shows or hides its lines; "All" shows everyone's again."""
        if seat is None:
            self.only = set()
        elif seat in self.only:
            self.only.discard(seat)
        else:
            self.only.add(seat)
        self.offset = None
        self.rebuild()

    def scroll(self, pixels: int) -> None:
        """Positive: towards the newest."""
        offset = max(0, min(self.max_offset(), self.top_offset() + pixels))
        self.offset = None if offset >= self.max_offset() else offset
        self.app.dirty = True

    def close(self) -> None:
        if self in self.app.stack:
            self.app.pop(self)

    def back(self) -> None:
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * self.u(60))
            return
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            page = max(self.u(40), self.list_rect.h - self.u(40))
            moves = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_UP: -self.u(40), pygame.K_DOWN: self.u(40)}
            if event.key in moves:
                self.scroll(moves[event.key])
                return
            if event.key == pygame.K_HOME:
                self.offset = 0
                self.app.dirty = True
                return
            if event.key == pygame.K_END:
                self.offset = None
                self.app.dirty = True
                return
            if event.key == OPEN_KEY:
                self.close()
                return
        super().handle(event)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.modal_box(surf, self.box)
        b = self.box
        pad = self.u(20)
        widgets.text(surf, tr("history.title"), (b.x + pad, b.y + self.u(16)), self.u(24), theme.GOLD, "bold",
                     max_width=b.w - 2 * pad - self.u(140))
        self.group.draw(surf, self.k)
        for r, seat in self.chips:
            draw_chip(surf, (r.x + self.u(8) + self.u(8), r.centery), self.u(16), self.board.seat_identity(seat))
        self.draw_rows(surf)
        room = b.w - 2 * pad
        widgets.text(surf, tr("history.keys"), (b.x + pad, b.bottom - self.u(28)), self.u(12), theme.MUTED, max_width=room * 2 // 3)
        if self.top_offset() < self.max_offset():
            widgets.text(surf, tr("history.more_below"), (b.right - pad, b.bottom - self.u(28)), self.u(12), theme.ACCENT,
                         "bold", "topright", max_width=room // 3 - self.u(12))

    def draw_rows(self, surf: pygame.Surface) -> None:
        """The rows that fit whole in the list, from the scroll offset on."""
        r = self.list_rect
        pygame.draw.rect(surf, (24, 28, 38), r, border_radius=self.u(8))
        skip = self.top_offset()
        y = r.y + self.u(6) - skip
        size = self.u(14)
        for kind, text, seat, first, height in self.rows:
            if y < r.y:
                y += height
                continue
            if y + height > r.bottom - self.u(4):
                break
            if kind == "round":
                widgets.text(surf, text, (r.x + self.u(12), y + self.u(8)), self.u(16), theme.GOLD, "bold", max_width=r.w - self.u(24))
                pygame.draw.line(surf, theme.EDGE, (r.x + self.u(12), y + height - 2), (r.right - self.u(12), y + height - 2))
            elif kind == "turn":
                x = r.x + self.u(16)
                if seat is not None:
                    draw_chip(surf, (x + self.u(8), y + height // 2), self.u(16), self.board.seat_identity(seat))
                    x += self.u(24)
                widgets.text(surf, text, (x, y + height // 2), self.u(14), theme.ACCENT, "bold", "midleft", max_width=r.right - x - self.u(12))
            else:
                if kind == "line" and first and seat is not None:
                    draw_chip(surf, (r.x + self.u(30), y + height // 2), max(8, self.u(13)), self.board.seat_identity(seat))
                colour = theme.TEXT if kind == "line" else theme.MUTED
                widgets.blit_text(surf, fonts.render(text, size, colour), text, (r.x + self.u(42), y))
            y += height
