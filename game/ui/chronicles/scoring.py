"""Chronicles final scores: VP from wars, from abilities and building bonuses
during play, from built buildings, and from game-end effects; the total;
the tie-break (most gold, then a shared victory)."""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.chronicles import art, words
from game.ui.i18n import tr
from game.ui.scenes.score_table import ScoreTableScene
from game.ui.table.identity import draw_chip


def war_vp(events) -> dict[int, int]:
    """VP each player won for wars themselves (3 per war won), from the public events."""
    out: dict[int, int] = {}
    for ev in events:
        if ev.kind == "war_result":
            out[ev.args["player"]] = out.get(ev.args["player"], 0) + 3 * ev.args["wars"]
    return out


class ChroniclesScoringScene(ScoreTableScene):
    button_keys = ("score.board", "score.menu", "score.again")
    total_key = "score.total"
    tiebreak_key = "chronicles.score.tiebreak"

    def __init__(self, app, board) -> None:
        super().__init__(app, board)
        self.wars = war_vp(board.ctl.match.events_for(None))      # the public events, as any spectator saw them

    def rows(self) -> list[tuple[str, list[int]]]:
        res = self.result
        n = len(res.scores)
        wars = [self.wars.get(p, 0) for p in range(n)]
        track = [res.breakdown[p]["track"] for p in range(n)]
        return [("chronicles.score.wars", wars),
                ("chronicles.score.abilities", [track[p] - wars[p] for p in range(n)]),
                ("chronicles.score.buildings", [res.breakdown[p]["buildings"] for p in range(n)]),
                ("chronicles.score.end", [res.breakdown[p]["characters"] for p in range(n)])]

    def draw(self, surf: pygame.Surface) -> None:
        art.trim()
        self.background(surf)
        self.title(surf, tr(self.title_key))
        res = self.result
        if res is None:
            return
        w, h = surf.get_size()
        b = self.board
        n = len(res.scores)
        names = [b.name(p) for p in range(n)]
        tied = len(res.winners) > 1 or len({res.scores[p] for p in res.winners} & {res.scores[p] for p in range(n) if p not in res.winners})
        extra = tr("chronicles.score.by_gold") if tied and len(res.winners) == 1 else ""
        self.draw_headline(surf, res.winners, names, self.u(82), extra)
        table = pygame.Rect(self.u(40), self.u(122), w - self.u(80), h - self.u(222))
        self.begin_table(surf, table, min(self.u(300), table.w // 3), n, res.winners)
        y0 = table.y + self.u(10)
        for p in range(n):
            cx = self.col_centre(p)
            ident = theme.identity(b.colours[p], self.app.settings.colorblind)
            draw_chip(surf, (cx, y0 + self.u(16)), self.u(28), ident)
            widgets.text(surf, names[p], (cx, y0 + self.u(36)), self.u(15), theme.TEXT, "bold", "midtop", max_width=self.col_w - self.u(8))
        y = y0 + self.u(66)
        row_h = self.u(34)
        for key, values in self.rows():
            self.value_row(surf, y, row_h, tr(key), values, self.u(18), self.u(15))
            y += row_h
        y = self.total_row(surf, y - self.u(2), row_h, res.scores, self.u(24)) + self.u(12)
        self.caption(surf, tr(self.tiebreak_key), y)
        y += self.u(22)
        self.value_row(surf, y, row_h, tr("chronicles.score.gold"), [res.breakdown[p]["gold"] for p in range(n)], self.u(15), self.u(14), muted=True)
        y += row_h + self.u(8)
        view = b.ctl.match.view(None)
        widgets.text(surf, tr("chronicles.score.buildings_built"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=self.label_w - self.u(20))
        low = y
        for p in range(n):
            built = [f"{words.building_name(k)} {'II' if lv == 2 else 'I'}" for k, lv in view["kingdoms"][p]["buildings"].items() if lv]
            yy = y
            for line in built or ["—"]:
                if yy > table.bottom - self.u(20):
                    break
                widgets.text(surf, line, (self.col_centre(p), yy), self.u(13), theme.TEXT, anchor="midtop", max_width=self.col_w - self.u(10))
                yy += self.u(18)
            low = max(low, yy)
        y = low + self.u(10)
        room = table.bottom - self.u(10) - y
        if room > self.u(50):
            widgets.text(surf, tr("chronicles.score.kingdom"), (table.x + self.u(16), y), self.u(13), theme.MUTED, "bold", max_width=self.label_w - self.u(20))
            for p in range(n):
                cards = [c for c in view["kingdoms"][p]["slots"] if c is not None]
                if not cards:
                    continue
                cw = min(int(room / 1.4), (self.col_w - self.u(16)) // max(1, len(cards)) - self.u(4), self.u(70))
                size = (cw, int(cw * 1.4))
                x = self.col_centre(p) - (len(cards) * (cw + self.u(4))) // 2
                for c in cards:
                    surf.blit(art.card_surface(c["uid"], size, text=False), (x, y))
                    x += cw + self.u(4)
        self.group.draw(surf, self.k)
