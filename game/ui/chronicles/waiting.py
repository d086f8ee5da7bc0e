"""The side panel while the viewer waits: who has decided and who is still
deciding (or thinking, for a bot) and the viewer's draft picks so far; once
the game is over, the winners instead (nobody is waited for any more).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.chronicles.state import PLACEMENT, RECRUIT
from game.ui import theme, widgets
from game.ui.chronicles.cards import CARD_ASPECT, CardDrawing
from game.ui.chronicles.layout import TableLayout
from game.ui.chronicles.view import ChroniclesView, Panel, Ruler
from game.ui.i18n import tr
from game.ui.scenes.score_table import winners_line


class WaitingPanel(Panel):
    """The side panel shown when it is not the viewer's turn (or the game is over)."""

    def __init__(self, ruler: Ruler, cards: CardDrawing, geometry: TableLayout) -> None:
        super().__init__(ruler)
        self.cards = cards
        self.geo = geometry

    def draw(self, surf: pygame.Surface, tv: ChroniclesView, waiting_line: Callable[[str], str] = str) -> None:
        """``waiting_line``: the kit's words for the seats waited for (a replay says whose step it is)."""
        P = self.geo.panel
        v = tv.view
        y = P.y + self.u(50)
        if v.get("over"):
            self.draw_game_over(surf, tv)
            return
        widgets.text(surf, waiting_line(tr("chronicles.waiting.title")), (P.x + self.u(14), P.y + self.u(12)), self.u(17), theme.GOLD, "bold", max_width=P.w - self.u(28))
        for s in range(v["players"]):
            done = s not in v["to_move"]
            mark = "✓" if done else "○"
            text = f"{mark} {tv.name(s)}"
            if tv.thinking == s:
                text += " · " + tr("seat.thinking")
            widgets.text(surf, text, (P.x + self.u(20), y), self.u(15), theme.GOOD if done else theme.TEXT, max_width=P.w - self.u(40))
            y += self.u(24)
        me = v.get("me")
        if me and v["phase"] == PLACEMENT and me.get("pending"):
            widgets.text(surf, tr("chronicles.place.sent"), (P.x + self.u(14), y + self.u(10)), self.u(13), theme.MUTED, max_width=P.w - self.u(28))
        if me and v["phase"] == RECRUIT:
            y += self.u(10)
            widgets.text(surf, tr("chronicles.draft.kept", n=len(me["picks"])), (P.x + self.u(14), y), self.u(12), theme.MUTED)
            r = pygame.Rect(P.x + self.u(14), y + self.u(18), self.u(50), int(self.u(50) * CARD_ASPECT))
            for uid in me["picks"]:
                self.cards.card(surf, uid, r, text=False)
                r.x += r.w + self.u(6)

    def draw_game_over(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        """After the last round nobody is waited for: the winners, and where the scores are."""
        P = self.geo.panel
        winners = [tv.name(s) for s in tv.view.get("winners") or []]
        widgets.text(surf, tr("chronicles.over"), (P.x + self.u(14), P.y + self.u(12)), self.u(17), theme.GOLD, "bold", max_width=P.w - self.u(28))
        if winners:
            won = winners_line(winners)
            widgets.text(surf, won, (P.x + self.u(20), P.y + self.u(50)), self.u(17), theme.TEXT, "bold", max_width=P.w - self.u(40))
        widgets.text(surf, tr("chronicles.prompt.over"), (P.x + self.u(20), P.y + self.u(84)), self.u(15), theme.GOLD, max_width=P.w - self.u(40))
