""""How it went": each player's points over the turns of a finished game, as a
line chart, opened from every game's final-score screen.  The numbers come
from replaying the match's log (``game.core.charts.progress``), so the shell
names no game: the board gives the seats' names and identities, the rules their
scores.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import charts as data
from game.ui import charts, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.table.identity import draw_chip


class HowItWentScene(Scene):
    def __init__(self, app, board: Any) -> None:
        super().__init__(app)
        match = board.ctl.match
        self.progress = data.progress_of_match(match)
        n = len(self.progress.points)
        named = getattr(board, "name", None)     # a board that names its seats; else "Player 2"
        self.names = [str(named(p)) if named else tr("saves.player", n=p + 1) for p in range(n)]
        self.board = board

    def build(self) -> None:
        w, h = self.app.size
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(30))
        self.group.set([widgets.Button(back, tr("ui.back"), self.back, style="primary")])

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("chart.how.title"))
        w, h = surf.get_size()
        idents = [self.board.seat_identity(p) for p in range(len(self.names))]
        legend_y = self.u(84)
        self.draw_legend(surf, pygame.Rect(self.u(48), legend_y, w - self.u(96), self.u(30)), idents)
        rect = pygame.Rect(self.u(48), legend_y + self.u(44), w - self.u(96), h - legend_y - self.u(44) - self.u(104))
        caption = tr("chart.how.rounds") if self.progress.turn_word == "round" else tr("chart.how.turns")
        charts.draw_progress(surf, rect, self.progress.turns, self.progress.points, idents, caption, self.u,
                            tr("chart.how.end"))
        widgets.text(surf, tr("chart.how.note"), (rect.x, rect.bottom + self.u(12)), self.u(14), theme.MUTED,
                     max_width=w - self.u(96) - self.u(260))
        self.group.draw(surf, self.k)

    def draw_legend(self, surf: pygame.Surface, row: pygame.Rect, idents: list) -> None:
        """Each seat's chip, name and final score, in seat order, centred."""
        final = self.progress.final
        cells = [f"{name}: {final[p] if p < len(final) else 0}" for p, name in enumerate(self.names)]
        each = row.w // max(1, len(cells))
        for p, cell in enumerate(cells):
            x = row.x + p * each + self.u(14)
            draw_chip(surf, (x, row.centery), self.u(22), idents[p])
            widgets.text(surf, cell, (x + self.u(18), row.centery), self.u(17), theme.TEXT, "bold", "midleft",
                         max_width=each - self.u(40))
