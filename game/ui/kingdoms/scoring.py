"""Kingdoms final scores: the breakdown per player, the tie-breakers, the winners."""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art, words
from game.ui.scenes.score_table import ScoreTableScene, deciding_criterion

ROWS = ("meeples", "magic", "faction", "tower", "capitals", "crown", "towns", "lost_kingdom", "captured")
TIEBREAK = ("tb.meeples", "tb.tower", "tb.magic", "tb.resources")


class ScoringScene(ScoreTableScene):
    drop_on_again = ("factions",)

    def __init__(self, app, board) -> None:
        super().__init__(app, board)
        self.result = board.view.get("result") or {}

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("score.title"))
        res = self.result
        if not res:
            return
        colours = self.board.colours
        winners = res.get("winners") or []
        w, h = self.width(surf), surf.get_height()
        scores = res.get("scores") or []
        tiebreak = res.get("tiebreak") or []
        n = len(scores)
        why = ""
        if scores and sum(1 for s in scores if s == max(scores)) > 1 and len(tiebreak) == n:
            crit = deciding_criterion(scores, tiebreak)
            why = tr("kingdoms.scoring.decided", criterion=tr(f"kingdoms.score.crit.{crit}" if crit is not None else "kingdoms.score.crit.none"))
        names = [words.player_name(p, colours) for p in range(len(colours))]
        self.draw_headline(surf, winners, names, self.u(84), why)
        breakdown = res.get("breakdown") or []
        always = {"meeples", "magic", "faction", "tower", "capitals"}
        if self.board.view.get("variant") == "exploration":
            always |= {"crown", "towns"}
        if n == 2:
            always |= {"lost_kingdom", "captured"}
        rows = [r for r in ROWS if r in always or any(b.get(r, 0) for b in breakdown)]
        table = pygame.Rect(self.u(60), self.u(130), w - self.u(120), h - self.u(230))
        self.begin_table(surf, table, min(self.u(300), table.w // 3), n, winners)
        col_w = self.col_w
        row_h = min(self.u(34), table.h // (len(rows) + len(TIEBREAK) + 4))
        y = table.y + self.u(10)
        for p in range(n):
            cx = self.col_centre(p)
            ident = theme.identity(colours[p], self.app.settings.colorblind)
            art.draw_meeple(surf, (cx, y + self.u(22)), self.u(36), ident)
            widgets.text(surf, names[p], (cx, y + self.u(46)), self.u(15), theme.TEXT, "bold", "midtop", max_width=col_w - self.u(8))
            fac = self.board.model.players[p].faction if self.board.model else ""
            if fac:
                widgets.text(surf, tr(f"kingdoms.faction.{fac}.name"), (cx, y + self.u(66)), self.u(12), theme.GOLD, anchor="midtop", max_width=col_w - self.u(8))
        y += self.u(92)
        for row in rows:
            values = [breakdown[p].get(row, 0) if p < len(breakdown) else 0 for p in range(n)]
            self.value_row(surf, y, row_h, tr(f"kingdoms.score.{row}"), values, self.u(16), self.u(15), name=row)
            y += row_h
        y = self.total_row(surf, y, row_h, scores, self.u(22)) + self.u(8)
        self.caption(surf, tr("score.tiebreak"), y)
        y += self.u(22)
        for i, key in enumerate(TIEBREAK):
            if y + row_h > table.bottom:
                break
            values = [tiebreak[p][i] if i < len(tiebreak[p]) else 0 for p in range(min(n, len(tiebreak)))]
            self.value_row(surf, y, row_h, tr(f"kingdoms.score.{key}"), values, self.u(13), self.u(13), muted=True)
            y += int(row_h * 0.8)
        self.group.draw(surf, self.k)
