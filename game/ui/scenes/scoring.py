"""Final scores: the breakdown per player, the tie-breakers, the winners."""

from __future__ import annotations

import pygame

from game.ui import board_art, theme, widgets
from game.ui import kingdoms_adapter as ka
from game.ui.i18n import tr
from game.ui.scene import Scene

ROWS = ("meeples", "magic", "faction", "tower", "capitals", "crown", "towns", "lost_kingdom", "captured")
TIEBREAK = ("tb.meeples", "tb.tower", "tb.magic", "tb.resources")


class ScoringScene(Scene):
    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.result = board.view.get("result") or {}

    def build(self) -> None:
        w, h = self.app.size
        buttons = []
        bw = self.u(230)
        y = h - self.u(76)
        specs = [("score.board", self.back, "normal"), ("score.menu", self.menu, "normal"), ("score.again", self.again, "primary")]
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
        import random

        from game.core.protocol import GameConfig
        from game.ui import session

        old = self.board.ctl.match.config
        options = dict(old.options)
        options.pop("factions", None)
        config = GameConfig(old.game, old.players, random.Random().randrange(1, 100000), old.variant, options)
        session.start(self.app, config, self.board.ctl.seats, dict(self.board.ctl.meta))

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("score.title"))
        res = self.result
        if not res:
            return
        colours = self.board.colours
        winners = res.get("winners") or []
        w, h = surf.get_size()
        names = " & ".join(ka.player_name(s, colours) for s in winners)
        head = tr("score.winner", player=names) if len(winners) == 1 else tr("score.shared", players=names)
        scores = res.get("scores") or []
        tiebreak = res.get("tiebreak") or []
        top = [p for p, s in enumerate(scores) if s == max(scores)] if scores else []
        if len(top) > 1 and len(tiebreak) == len(scores):
            crit = None
            contenders = top
            for i in range(len(tiebreak[0])):          # the last criterion that still narrowed the field
                best = max(tiebreak[p][i] for p in contenders)
                narrowed = [p for p in contenders if tiebreak[p][i] == best]
                if len(narrowed) < len(contenders):
                    crit, contenders = i, narrowed
                if len(contenders) == 1:
                    break
            why = tr("score.decided", criterion=tr(f"score.crit.{crit}" if crit is not None else "score.crit.none"))
            head += "  " + why
        widgets.text(surf, head, (w // 2, self.u(84)), self.u(22), theme.TEXT, "bold", "midtop", max_width=w - self.u(80))
        n = len(res.get("scores") or [])
        breakdown = res.get("breakdown") or []
        always = {"meeples", "magic", "faction", "tower", "capitals"}
        if self.board.view.get("variant") == "exploration":
            always |= {"crown", "towns"}
        if n == 2:
            always |= {"lost_kingdom", "captured"}
        rows = [r for r in ROWS if r in always or any(b.get(r, 0) for b in breakdown)]
        table = pygame.Rect(self.u(60), self.u(130), w - self.u(120), h - self.u(230))
        label_w = min(self.u(300), table.w // 3)
        col_w = (table.w - label_w) // max(1, n)
        row_h = min(self.u(34), table.h // (len(rows) + len(TIEBREAK) + 4))
        widgets.panel(surf, table, theme.BG2, self.u(12))
        y = table.y + self.u(10)
        for p in range(n):
            x = table.x + label_w + p * col_w
            ident = theme.identity(colours[p], self.app.settings.colorblind)
            if p in winners:
                pygame.draw.rect(surf, (70, 62, 36), (x + self.u(4), table.y + self.u(4), col_w - self.u(8), table.h - self.u(8)), border_radius=self.u(10))
            board_art.draw_meeple(surf, (x + col_w // 2, y + self.u(22)), self.u(36), ident)
            widgets.text(surf, ka.player_name(p, colours), (x + col_w // 2, y + self.u(46)), self.u(15), theme.TEXT, "bold", "midtop", max_width=col_w - self.u(8))
            fac = self.board.model.players[p].faction if self.board.model else ""
            if fac:
                widgets.text(surf, tr(f"faction.{fac}.name"), (x + col_w // 2, y + self.u(66)), self.u(12), theme.GOLD, anchor="midtop", max_width=col_w - self.u(8))
        y += self.u(92)
        for row in rows:
            widgets.text(surf, tr(f"score.{row}"), (table.x + self.u(16), y + row_h // 2), self.u(15), theme.TEXT, anchor="midleft", max_width=label_w - self.u(20))
            for p in range(n):
                v = breakdown[p].get(row, 0) if p < len(breakdown) else 0
                widgets.text(surf, str(v), (table.x + label_w + p * col_w + col_w // 2, y + row_h // 2), self.u(16), theme.TEXT if v else theme.MUTED, "regular", "center")
            y += row_h
        pygame.draw.line(surf, theme.GOLD, (table.x + self.u(12), y + self.u(4)), (table.right - self.u(12), y + self.u(4)), 2)
        y += self.u(10)
        widgets.text(surf, tr("score.total"), (table.x + self.u(16), y + row_h // 2), self.u(18), theme.GOLD, "bold", "midleft", max_width=label_w - self.u(20))
        for p, s in enumerate(res.get("scores") or []):
            widgets.text(surf, str(s), (table.x + label_w + p * col_w + col_w // 2, y + row_h // 2), self.u(22), theme.GOLD, "bold", "center")
        y += row_h + self.u(8)
        tiebreak = res.get("tiebreak") or []
        widgets.text(surf, tr("score.tiebreak"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=table.w - self.u(32))
        y += self.u(22)
        for i, key in enumerate(TIEBREAK):
            if y + row_h > table.bottom:
                break
            widgets.text(surf, tr(f"score.{key}"), (table.x + self.u(16), y + row_h // 2), self.u(13), theme.MUTED, anchor="midleft", max_width=label_w - self.u(20))
            for p in range(min(n, len(tiebreak))):
                v = tiebreak[p][i] if i < len(tiebreak[p]) else 0
                widgets.text(surf, str(v), (table.x + label_w + p * col_w + col_w // 2, y + row_h // 2), self.u(13), theme.MUTED, anchor="center")
            y += int(row_h * 0.8)
        self.group.draw(surf, self.k)
