"""Galaxies final scores: each empire's VP from its level, its colonies and
its revealed mission, the total, the tie-breakers in order and the winners;
in solo the hostile galaxy's column says how it fared (or how it won)."""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, words
from game.ui.i18n import tr
from game.ui.scenes.score_table import ScoreTableScene, tie_reason
from game.ui.table.identity import draw_chip

TB_KEYS = ("galaxies.score.tb.colonies", "galaxies.score.tb.level", "galaxies.score.tb.resources")


class GalaxiesScoringScene(ScoreTableScene):
    total_key = "score.total"
    tiebreak_key = "score.tiebreak"
    drop_on_again = ("first_player",)

    def __init__(self, app, board) -> None:
        super().__init__(app, board)
        match = board.ctl.match
        self.solo_how = next((e.args.get("how") for e in match.state.events if e.kind == "solo_win"), None)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr(self.title_key))
        res = self.result
        if res is None:
            return
        w, h = surf.get_size()
        b = self.board
        n = len(res.scores)
        names = [b.name(p) for p in range(n)]
        extra = tr(f"galaxies.how.{self.solo_how}") if self.solo_how else tie_reason(res.scores, res.tiebreak, TB_KEYS)
        self.draw_headline(surf, res.winners, names, self.u(82), extra)
        table = pygame.Rect(self.u(40), self.u(122), w - self.u(80), h - self.u(222))
        self.begin_table(surf, table, min(self.u(260), table.w // 3), n, res.winners)
        y0 = table.y + self.u(12)
        for p in range(n):
            cx = self.col_centre(p)
            draw_chip(surf, (cx, y0 + self.u(14)), self.u(26), b.seat_identity(p))
            widgets.text(surf, names[p], (cx, y0 + self.u(32)), self.u(15), theme.TEXT, "bold", "midtop", max_width=self.col_w - self.u(8))
        y = y0 + self.u(62)
        row_h = self.u(30)
        bd = res.breakdown
        rows = [("galaxies.score.empire", [d["empire_vp"] for d in bd]), ("galaxies.score.colonies", [d["colonies_vp"] for d in bd]),
                ("galaxies.score.mission", [d["mission_vp"] for d in bd])]
        y = self.value_rows(surf, y, row_h, rows)
        y = self.total_row(surf, y - self.u(2), row_h, res.scores, self.u(24)) + self.u(8)
        y = self.tiebreak_rows(surf, y, row_h, TB_KEYS, res.tiebreak)
        y += self.u(8)
        widgets.text(surf, tr("galaxies.score.missions"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=self.label_w - self.u(20))
        missions = self.view.get("missions") or {}
        for p in range(n):
            x = self.col_x(p) + self.u(8)
            cw = self.col_w - self.u(16)
            mid = missions.get(str(p))
            if self.view["empires"][p].get("hostile"):
                text = tr("galaxies.score.hostile_level", level=self.view["empires"][p]["level"])
            elif mid:
                got = bd[p]["mission_vp"]
                text = f"{words.mission_name(mid)}: " + (tr("galaxies.score.achieved", vp=got) if got else tr("galaxies.score.missed"))
            else:
                text = "—"
            used = widgets.wrapped(surf, text, pygame.Rect(x, y, cw, table.bottom - y - self.u(6)), self.u(13), theme.TEXT)
            cy = y + used + self.u(10)
            for pid in self.view["empires"][p]["colonies"]:
                planet = words.content().planet(pid)
                if cy + self.u(18) > table.bottom - self.u(6):
                    break
                pygame.draw.rect(surf, art.TRACK_RGB[planet.track_type], (x, cy + self.u(2), self.u(10), self.u(13)), border_radius=self.u(3))
                widgets.text(surf, f"{words.planet_name(pid)} ({planet.vp})", (x + self.u(16), cy), self.u(13), theme.TEXT, max_width=cw - self.u(16))
                cy += self.u(18)
        widgets.text(surf, tr("galaxies.score.colony_list"), (table.x + self.u(16), y + self.u(28)), self.u(13), theme.MUTED, "bold", max_width=self.label_w - self.u(20))
        self.group.draw(surf, self.k)
