"""What lies over the table: the secret mission draft (two mission cards, keep
one) and the banner that announces a big event above the control center.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`: their drawing
and the draft cards' clicks.  When a banner shows is the board's narration
(``on_event``): it starts the "banner" timer that ``banner`` reads.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets
from game.ui.galaxies import words
from game.ui.i18n import tr


class Overlays:
    """The mission draft and the banner; reads the board's ``view`` and layout."""

    draft_rects: list = []          # (card rect, option) of the draft cards as last drawn

    @property
    def banner(self) -> str | None:
        """The banner's text while it shows (a timer: its end takes it away)."""
        return self.motions.data("banner")

    def draw_banner(self, surf: pygame.Surface, now: float) -> None:
        text = self.banner
        if not text:
            return
        size = self.u(17)
        width = self.row_area.w - self.u(60)
        lines = fonts.wrap(text, size, width, "bold")[:2]
        lh = int(size * 1.3)
        box = pygame.Rect(0, 0, max(fonts.font(size, "bold").size(x)[0] for x in lines) + self.u(36), len(lines) * lh + self.u(16))
        box.midbottom = (self.row_area.centerx, self.cc.y - self.u(6))
        widgets.shadow(surf, box, self.u(10))
        widgets.panel(surf, box, theme.PARCHMENT, self.u(10), theme.GOLD, 2)
        y = box.y + self.u(8)
        for line in lines:
            widgets.text(surf, line, (box.centerx, y), size, theme.INK, "bold", "midtop")
            y += lh

    def draft_options(self) -> list[tuple]:
        if self.my_decision() and self.decision.get("prompt") == "keep_mission":
            return self.legal()
        return []

    def click_draft(self, pos: tuple[int, int]) -> bool:
        """A click on a drawn draft card keeps that mission; False if it hit none."""
        for rect, option in self.draft_rects:
            if rect.collidepoint(pos):
                self.choose(option)
                return True
        return False

    def draw_draft(self, surf: pygame.Surface) -> None:
        """The secret mission draft: two cards, keep one."""
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surf.blit(veil, (0, 0))
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, min(self.u(760), w - self.u(40)), self.u(400))
        box.center = (w // 2, h // 2)
        widgets.panel(surf, box, theme.BG2, self.u(14), theme.GOLD, 2)
        widgets.text(surf, tr("galaxies.draft.title", player=self.name(self.viewer)), (box.centerx, box.y + self.u(20)), self.u(24), theme.GOLD, "title", "midtop", max_width=box.w - self.u(40))
        widgets.text(surf, tr("galaxies.draft.body"), (box.centerx, box.y + self.u(60)), self.u(14), theme.MUTED, "regular", "midtop", max_width=box.w - self.u(40))
        opts = self.draft_options()
        cw = (box.w - self.u(60)) // max(1, len(opts))
        for k, option in enumerate(opts):
            card = pygame.Rect(box.x + self.u(20) + k * (cw + self.u(20)), box.y + self.u(96), cw - self.u(10), box.h - self.u(120))
            hover = card.collidepoint(self.mouse)
            widgets.panel(surf, card, (64, 56, 40) if hover else (48, 44, 36), self.u(10), theme.GOLD, 2 if hover else 1)
            m = next(x for x in words.content().missions if x.id == option[1])
            widgets.text(surf, f"{k + 1}. {words.mission_name(m.id)}", (card.x + self.u(14), card.y + self.u(14)), self.u(20), theme.GOLD, "bold", max_width=card.w - self.u(70))
            vp = f"{m.vp}" + (f" / {m.vp_tied}" if m.vp_tied else "")
            widgets.text(surf, tr("galaxies.draft.vp", vp=vp), (card.right - self.u(14), card.y + self.u(16)), self.u(14), theme.TEXT, "bold", "topright")
            widgets.wrapped(surf, words.mission_text(m.id), pygame.Rect(card.x + self.u(14), card.y + self.u(54), card.w - self.u(28), card.h - self.u(100)), self.u(16), theme.TEXT)
            widgets.text(surf, tr("galaxies.draft.keep"), (card.centerx, card.bottom - self.u(14)), self.u(14), theme.ACCENT, "bold", "midbottom", max_width=card.w - self.u(20))
            self.draft_rects.append((card, option))
