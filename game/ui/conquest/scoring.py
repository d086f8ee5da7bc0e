"""Conquest final scores: each player's cities and province stacks, the
totals, the tie-breakers in order, the winners; then board, menu or again."""

from __future__ import annotations

import random

import pygame

from game.ui import fonts, theme, widgets
from game.ui.conquest import art
from game.ui.conquest import model as cm
from game.ui.conquest.board import clipped
from game.ui.i18n import tr
from game.ui.scene import Scene


class ConquestScoringScene(Scene):
    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        match = board.ctl.match
        self.result = match.rules.result(match.state) if match.is_over() else None
        self.view = match.view(None)

    def build(self) -> None:
        w, h = self.app.size
        buttons = []
        bw = self.u(230)
        y = h - self.u(76)
        specs = [("cq.score.board", self.back, "normal"), ("cq.score.menu", self.menu, "normal"), ("cq.score.again", self.again, "primary")]
        for i, (key, cb, style) in enumerate(specs):
            r = pygame.Rect(w - self.u(40) - (len(specs) - i) * (bw + self.u(14)) + self.u(14), y, bw, self.u(52))
            buttons.append(widgets.Button(r, tr(key), cb, style=style))
        self.group.set(buttons)
        self.group.focus = len(buttons) - 1

    def back(self) -> None:
        self.app.pop(self)

    def menu(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.app.reset(MenuScene(self.app))

    def again(self) -> None:
        from game.core.protocol import GameConfig
        from game.ui import session

        old = self.board.ctl.match.config
        options = dict(old.options)
        options.pop("first_player", None)
        config = GameConfig(old.game, old.players, random.Random().randrange(1, 100000), old.variant, options)
        session.start(self.app, config, self.board.ctl.seats, dict(self.board.ctl.meta))

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("cq.score.title"))
        res = self.result
        if res is None:
            return
        w, h = surf.get_size()
        b = self.board
        winners = res.winners
        names = " & ".join(b.name(s) for s in winners)
        head = tr("cq.score.winner", player=names) if len(winners) == 1 else tr("cq.score.shared", players=names)
        widgets.text(surf, head, (w // 2, self.u(82)), self.u(22), theme.TEXT, "bold", "midtop", max_width=w - self.u(80))
        n = len(res.scores)
        table = pygame.Rect(self.u(40), self.u(122), w - self.u(80), h - self.u(222))
        widgets.panel(surf, table, theme.BG2, self.u(12))
        label_w = min(self.u(250), table.w // 4)
        col_w = (table.w - label_w) // max(1, n)
        colorblind = self.app.settings.colorblind
        y0 = table.y + self.u(10)
        for p in range(n):
            x = table.x + label_w + p * col_w
            if p in winners:
                pygame.draw.rect(surf, (70, 62, 36), (x + self.u(4), table.y + self.u(4), col_w - self.u(8), table.h - self.u(8)), border_radius=self.u(10))
            art.draw_token(surf, (x + col_w // 2, y0 + self.u(18)), self.u(32), p, b.colours[p], colorblind)
            widgets.text(surf, b.name(p), (x + col_w // 2, y0 + self.u(40)), self.u(15), theme.TEXT, "bold", "midtop", max_width=col_w - self.u(8))
        y = y0 + self.u(66)
        row_h = self.u(30)
        rows = [("cq.score.cities_vp", [d["cities_vp"] for d in res.breakdown]),
                ("cq.score.province_bonus", [d["province_bonus"] for d in res.breakdown])]
        for key, values in rows:
            widgets.text(surf, tr(key), (table.x + self.u(16), y + row_h // 2), self.u(15), theme.TEXT, anchor="midleft", max_width=label_w - self.u(20))
            for p, v in enumerate(values):
                widgets.text(surf, str(v), (table.x + label_w + p * col_w + col_w // 2, y + row_h // 2), self.u(17), theme.TEXT if v else theme.MUTED, "regular", "center")
            y += row_h
        pygame.draw.line(surf, theme.GOLD, (table.x + self.u(12), y + self.u(3)), (table.right - self.u(12), y + self.u(3)), 2)
        y += self.u(8)
        widgets.text(surf, tr("cq.score.total"), (table.x + self.u(16), y + row_h // 2), self.u(18), theme.GOLD, "bold", "midleft", max_width=label_w - self.u(20))
        for p, s in enumerate(res.scores):
            widgets.text(surf, str(s), (table.x + label_w + p * col_w + col_w // 2, y + row_h // 2), self.u(24), theme.GOLD, "bold", "center")
        y += row_h + self.u(10)
        widgets.text(surf, tr("cq.score.tiebreak"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=table.w - self.u(32))
        y += self.u(22)
        for i, key in enumerate(("cq.score.tb.cities", "cq.score.tb.provinces")):
            widgets.text(surf, tr(key), (table.x + self.u(16), y + row_h // 2), self.u(13), theme.MUTED, anchor="midleft", max_width=label_w - self.u(20))
            for p in range(n):
                v = res.tiebreak[p][i + 1]
                widgets.text(surf, str(v), (table.x + label_w + p * col_w + col_w // 2, y + row_h // 2), self.u(14), theme.MUTED, anchor="center")
            y += int(row_h * 0.8)
        # what each player holds
        y += self.u(10)
        widgets.text(surf, tr("cq.score.holdings"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=label_w - self.u(20))
        content = cm.content()
        entries = [f"{cm.city_name(c['id'])} ({c['vp']})" for c in self.view["cities"]] + \
            [f"{cm.province_name(pd.id)} +{pd.bonus}" for pd in content.provinces]
        size = min(fonts.fit_size(t, self.u(13), col_w - self.u(46)) for t in entries)
        size = max(size, self.u(10))
        for p in range(n):
            x = table.x + label_w + p * col_w + self.u(10)
            yy = y
            cw = col_w - self.u(20)
            for prov in self.view["provinces"]:
                if prov["stacked_by"] == p and yy + self.u(20) < table.bottom:
                    pd = content.province(prov["id"])
                    chip = pygame.Rect(x, yy, cw, self.u(20))
                    pygame.draw.rect(surf, art.hex_rgb(pd.colour), chip, border_radius=self.u(4))
                    art.draw_province_symbol(surf, pd.symbol, (chip.x + self.u(10), chip.centery), self.u(6), (250, 240, 210))
                    with clipped(surf, chip):
                        widgets.text(surf, f"{cm.province_name(pd.id)} +{pd.bonus}", (chip.x + self.u(20), chip.centery), size, (255, 250, 236), "bold", "midleft")
                    yy += self.u(23)
            for c in self.view["cities"]:
                if c["owner"] == p and not c["stacked"] and yy + self.u(18) < table.bottom:
                    pd = content.province(c["province"])
                    pygame.draw.circle(surf, art.hex_rgb(pd.colour), (x + self.u(6), yy + self.u(9)), self.u(5))
                    with clipped(surf, pygame.Rect(x, yy, cw, self.u(19))):
                        widgets.text(surf, f"{cm.city_name(c['id'])} ({c['vp']})", (x + self.u(16), yy + self.u(9)), size, theme.TEXT, "regular", "midleft")
                    yy += self.u(19)
        self.group.draw(surf, self.k)
