"""The Conquest board's right-hand column: a row per player (token, name,
who plays the seat, cities and provinces, score, province stacks as small card
backs) above the game log, which the board's chrome draws.

The rows share one layout so they never jump while a bot thinks; that rule
lives here with the rows it keeps steady.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.conquest.content import Province
from game.ui import fonts, theme, widgets
from game.ui.conquest import art, words
from game.ui.conquest.panel import ConquestTable, Panel
from game.ui.i18n import tr


class SidePanel(Panel):
    def __init__(self, u: Callable[[float], int], table: Callable[[], ConquestTable]) -> None:
        super().__init__(u, table)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.two_lines = False        # every row: kind and counts on two lines
        self.spots: dict[tuple[int, str], pygame.Rect] = {}     # (seat, counter) -> where it was drawn (the kit's pulses)
        self.texts: list[pygame.Rect] = []                      # where its words and digits are (the pulses' pills avoid them)

    def layout(self, rect: pygame.Rect, players: int) -> int:
        """A row per player at the top of ``rect``; returns where the rows end (the log goes below)."""
        self.rect = rect
        pad = self.u(10)
        row_h = min(self.u(62), (rect.h // 2 - pad) // max(1, players))
        self.rows = [pygame.Rect(rect.x + pad, rect.y + pad + i * row_h, rect.w - 2 * pad, row_h - self.u(4)) for i in range(players)]
        return self.rows[-1].bottom if self.rows else rect.y

    def draw(self, surf: pygame.Surface) -> None:
        t = self.table()
        pygame.draw.rect(surf, (22, 26, 36), self.rect)
        pygame.draw.line(surf, theme.EDGE, self.rect.topleft, self.rect.bottomleft)
        turn = t.view.get("turn") or {}
        provinces = {p.id: p for p in words.content().provinces}
        # one layout for every row: the seat's kind and its counts on one line, or on two when
        # any row's (with "thinking" added) would not fit; rows then never jump while bots think
        self.two_lines = False
        for seat, row in enumerate(self.rows):
            who, sub = self.row_texts(t, seat, thinking=True)
            line, room = who + " · " + sub, self.row_text_room(row)
            fit = fonts.fit_size(line, self.u(11), room)
            if fit < self.u(11) * 0.95 or fonts.font(fit).size(line)[0] > room:
                self.two_lines = bool(self.rows) and self.rows[0].h >= self.u(46)
        with widgets.texts_kept(surf) as texts:
            for seat, row in enumerate(self.rows):
                active = turn.get("player") == seat
                winner = seat in (t.view.get("winners") or [])
                widgets.panel(surf, row, (52, 60, 80) if active else (34, 40, 54), self.u(8), theme.GOLD if active or winner else theme.EDGE, 2 if active else 1)
                with widgets.clipped(surf, row.inflate(-self.u(4), -self.u(2))):
                    self.draw_row(surf, t, seat, row, provinces)
        self.texts = texts

    def row_texts(self, t: ConquestTable, seat: int, thinking: bool) -> tuple[str, str]:
        """What a player row says under the name: who plays the seat, and the seat's counts."""
        v = t.view
        spec = t.seats[seat] if seat < len(t.seats) else None
        who = tr("board.you") if spec and spec.kind == "human" else tr(f"seat.bot.{spec.level}" if spec else "seat.bot.normal")
        if thinking:
            who += " · " + tr("seat.thinking")
        return who, tr("conquest.row", cities=v["cities_count"][seat], provinces=v["provinces_count"][seat])

    def row_text_room(self, row: pygame.Rect) -> int:
        ts = min(self.u(30), row.h - self.u(14))
        return row.right - (row.x + ts + self.u(16)) - self.u(44) - self.u(4)

    def draw_row(self, surf: pygame.Surface, t: ConquestTable, seat: int, row: pygame.Rect, provinces: dict[str, Province]) -> None:
        v = t.view
        ts = min(self.u(30), row.h - self.u(14))
        art.draw_token(surf, (row.x + self.u(8) + ts // 2, row.y + row.h // 2), ts, seat, t.colours[seat], t.colorblind)
        x = row.x + ts + self.u(16)
        score_w = self.u(44)
        widgets.text(surf, t.name(seat), (x, row.y + self.u(5)), self.u(15), theme.TEXT, "bold", max_width=row.right - x - score_w - self.u(4))
        who, sub = self.row_texts(t, seat, t.thinking == seat and t.preview is None)
        room = self.row_text_room(row)
        with widgets.clipped(surf, pygame.Rect(x, row.y, room, row.h)):
            if self.two_lines:
                widgets.text(surf, who, (x, row.y + self.u(23)), self.u(11), theme.MUTED, max_width=room)
                counts = widgets.text(surf, sub, (x, row.y + self.u(35)), self.u(11), theme.MUTED, max_width=room)
            else:
                counts = widgets.text(surf, who + " · " + sub, (x, row.y + row.h // 2 + self.u(3)), self.u(11), theme.MUTED, max_width=room)
        self.spots[(seat, "cities")] = counts.clip(pygame.Rect(x, row.y, room, row.h))
        self.spots[(seat, "score")] = widgets.text(surf, str(v["scores"][seat]), (row.right - self.u(10), row.y + row.h // 2), self.u(24), theme.GOLD,
                                                   "title", "midright")
        # province stacks as small card backs
        sx = row.right - score_w - self.u(4)
        for p in v["provinces"]:
            if p["stacked_by"] == seat:
                prov = provinces[p["id"]]
                chip = pygame.Rect(0, 0, self.u(14), self.u(18))
                chip.topright = (sx, row.y + self.u(4))
                pygame.draw.rect(surf, art.hex_rgb(prov.colour), chip, border_radius=self.u(3))
                art.draw_province_symbol(surf, prov.symbol, chip.center, self.u(5), (250, 240, 210))
                sx -= self.u(17)
