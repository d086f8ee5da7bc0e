"""Cards on the Chronicles table: their shape, the grid that fits a hand or a
pack into a panel, and the marks drawn on them (tokens, "keep" and "reserve"
badges).  Every panel draws its cards through one ``CardDrawing``, so a card
looks the same in the draft, the hand and the kingdoms, and the cards shown
face up in a frame are counted in one place (``drawn``, for the tests that
check the screen is the state).
"""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.chronicles import art
from game.ui.chronicles.view import Panel, Ruler

CARD_ASPECT = 1.4


class CardDrawing(Panel):
    """Card geometry and drawing; ``drawn`` collects the card uids drawn face up (the board empties it each frame)."""

    def __init__(self, ruler: Ruler) -> None:
        super().__init__(ruler)
        self.drawn: set[int] = set()

    def card_grid(self, area: pygame.Rect, n: int, max_w: int | None = None) -> list[pygame.Rect]:
        """The largest cards that fit ``n`` in ``area`` (rows of equal cards, centred;
        a badge hangs into the gap below its card's row: ``badge``)."""
        if n <= 0:
            return []
        gap = self.gap()
        best: tuple[float, int] = (0, 1)
        for rows in range(1, 4):
            cols = -(-n // rows)
            cw = min((area.w - gap * (cols - 1)) / cols, ((area.h - gap * (rows - 1)) / rows) / CARD_ASPECT)
            if max_w:
                cw = min(cw, max_w)
            if cw > best[0] + 1:
                best = (cw, rows)
        cw, rows = int(best[0]), best[1]
        ch = int(cw * CARD_ASPECT)
        cols = -(-n // rows)
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x0 = area.centerx - (in_row * cw + (in_row - 1) * gap) // 2
            out.append(pygame.Rect(x0 + c * (cw + gap), area.y + r * (ch + gap), cw, ch))
        return out

    def card(self, surf: pygame.Surface, uid: int, rect: pygame.Rect, text: bool = True) -> None:
        self.drawn.add(uid)
        surf.blit(art.card_surface(uid, rect.size, text), rect.topleft)

    def tokens(self, surf: pygame.Surface, rect: pygame.Rect, n: int, r: int) -> None:
        for i in range(n):
            art.token(surf, (rect.x + r + 2 + i * (2 * r + 2), rect.bottom - r - 4), r)

    def gap(self) -> int:
        return self.u(8)

    def badge_h(self) -> int:
        """A badge's height: its foot on the card (at most the card's text-free foot)
        and the rest hanging into the gap below the card, short of the next row."""
        return min(self.u(20), art.CARD_FOOT + self.gap() - 1)

    def badge(self, surf: pygame.Surface, r: pygame.Rect, text: str, rgb: tuple[int, int, int]) -> None:
        """A mark on a card ("keep", "reserve") astride its bottom edge: over the card's
        foot (its trigger pips), never over the last line of its text."""
        tag = pygame.Rect(0, 0, r.w - self.u(10), self.badge_h())
        tag.midbottom = (r.centerx, r.bottom + self.gap() - 1)
        pygame.draw.rect(surf, rgb, r, max(2, self.u(3)), border_radius=self.u(4))
        pygame.draw.rect(surf, rgb, tag, border_radius=self.u(5))
        widgets.text(surf, text, tag.center, self.u(12), (255, 255, 255), "bold", "center", max_width=tag.w - self.u(4))
