"""Conquest final scores: each player's cities and province stacks, the
totals, the tie-breakers in order, the winners; then board, menu or again."""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets
from game.ui.conquest import art, words
from game.ui.i18n import tr
from game.ui.scenes.score_table import ScoreTableScene, tie_reason

TB_KEYS = ("conquest.score.tb.cities", "conquest.score.tb.provinces")


class ConquestScoringScene(ScoreTableScene):
    title_key = "score.title"
    button_keys = ("score.board", "score.menu", "score.again")
    total_key = "score.total"
    tiebreak_key = "score.tiebreak"
    drop_on_again = ("first_player",)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("score.title"))
        res = self.result
        if res is None:
            return
        w, h = surf.get_size()
        b = self.board
        n = len(res.scores)
        names = [b.name(p) for p in range(n)]
        self.draw_headline(surf, res.winners, names, self.u(82), tie_reason(res.scores, res.tiebreak, TB_KEYS))
        table = pygame.Rect(self.u(40), self.u(122), w - self.u(80), h - self.u(222))
        self.begin_table(surf, table, min(self.u(250), table.w // 4, max(table.w // (n + 1), self.u(200))), n, res.winners)
        col_w = self.col_w
        colorblind = self.app.settings.colorblind
        y0 = table.y + self.u(10)
        for p in range(n):
            cx = self.col_centre(p)
            art.draw_token(surf, (cx, y0 + self.u(18)), self.u(32), p, b.colours[p], colorblind)
            widgets.text(surf, names[p], (cx, y0 + self.u(40)), self.u(15), theme.TEXT, "bold", "midtop", max_width=col_w - self.u(8))
        y = y0 + self.u(66)
        row_h = self.u(30)
        rows = [("conquest.score.cities_vp", [d["cities_vp"] for d in res.breakdown]),
                ("conquest.score.province_bonus", [d["province_bonus"] for d in res.breakdown])]
        y = self.value_rows(surf, y, row_h, rows)
        y = self.total_row(surf, y - self.u(2), row_h, res.scores, self.u(24)) + self.u(10)
        y = self.tiebreak_rows(surf, y, row_h, TB_KEYS, res.tiebreak)
        y += self.u(10)
        widgets.text(surf, tr("conquest.score.holdings"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=self.label_w - self.u(20))
        for p in range(n):
            self.draw_holdings(surf, p, self.col_x(p) + self.u(8), y, col_w - self.u(16))
        self.group.draw(surf, self.k)

    def entry_lines(self, text: str, size: int, width: int) -> list[str]:
        """One line, or two when a long name does not fit (never cut off)."""
        if fonts.fit_size(text, size, width) >= size * 0.9:
            return [text]                   # fits, or with a barely smaller font
        lines = fonts.wrap(text, size, width)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        return lines

    def draw_holdings(self, surf: pygame.Surface, p: int, x: int, y: int, cw: int) -> None:
        """Player ``p``'s protected provinces (coloured chips), then the other cities taken."""
        content = words.content()
        bottom = self.table.bottom - self.u(6)
        size = self.u(13) if cw >= self.u(170) else self.u(12)
        line_h = int(size * 1.2)
        for prov in self.view["provinces"]:
            if prov["stacked_by"] != p:
                continue
            pd = content.province(prov["id"])
            lines = self.entry_lines(f"{words.province_name(pd.id)} +{pd.bonus}", size, cw - self.u(24))
            chip = pygame.Rect(x, y, cw, max(self.u(20), len(lines) * line_h + self.u(4)))
            if chip.bottom > bottom:
                return
            pygame.draw.rect(surf, art.hex_rgb(pd.colour), chip, border_radius=self.u(4))
            art.draw_province_symbol(surf, pd.symbol, (chip.x + self.u(10), chip.centery), self.u(6), (250, 240, 210))
            with widgets.clipped(surf, chip):
                ty = chip.centery - line_h * len(lines) // 2
                for line in lines:
                    widgets.text(surf, line, (chip.x + self.u(20), ty), size, (255, 250, 236), "bold", "topleft", max_width=cw - self.u(24))
                    ty += line_h
            y = chip.bottom + self.u(3)
        for c in self.view["cities"]:
            if c["owner"] != p or c["stacked"]:
                continue
            pd = content.province(c["province"])
            lines = self.entry_lines(f"{words.city_name(c['id'])} ({c['vp']})", size, cw - self.u(16))
            if y + len(lines) * line_h > bottom:
                return
            pygame.draw.circle(surf, art.hex_rgb(pd.colour), (x + self.u(6), y + line_h // 2), self.u(5))
            for line in lines:
                widgets.text(surf, line, (x + self.u(16), y), size, theme.TEXT, "regular", "topleft", max_width=cw - self.u(16))
                y += line_h
            y += self.u(2)
