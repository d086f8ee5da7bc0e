"""Where everything stands on the Chronicles table: the other kingdoms' strip
along the top, the viewer's kingdom below with its five slots and buildings,
the decision panel beside it, and the small slots inside each rival's box.
Kept apart from the drawing so hit-testing and drawing agree on one geometry:
the board lays it out, the panels and the lesson's coach read its rectangles.
"""

from __future__ import annotations

import pygame

from game.ui.chronicles.cards import CARD_ASPECT
from game.ui.chronicles.view import Panel, Ruler


class TableLayout(Panel):
    """The rectangles of the table's parts (``lay_out``), read by the panels that draw in them."""

    def __init__(self, ruler: Ruler) -> None:
        super().__init__(ruler)
        empty = pygame.Rect(0, 0, 0, 0)
        self.strip = self.kingdom_rect = self.panel = empty
        self.opp_rects: dict[int, pygame.Rect] = {}
        self.slot_rects: list[pygame.Rect] = []
        self.bld_rects: list[pygame.Rect] = []

    def lay_out(self, left: pygame.Rect, pad: int, players: int, me: int) -> None:
        """Place the rival strip, my kingdom (seat ``me``) with its slots and buildings, and the decision panel in ``left``."""
        others = [s for s in range(players) if s != me]
        strip_h = self.u(176)
        y0 = left.y + strip_h + pad
        mine_h = left.bottom - y0
        # my kingdom: three top slots, two bottom, the buildings underneath
        head_h = self.u(44)
        bld_h = self.u(52)
        ch = (mine_h - head_h - bld_h - self.u(26)) // 2
        # a tall window must not let the slots take the panel's width (it once left the draft 0 px)
        widest = (left.w // 2 - 4 * self.u(8)) // 3
        ch = min(ch, int(widest * CARD_ASPECT))
        cw = int(ch / CARD_ASPECT)
        kw = 3 * cw + 4 * self.u(8)
        # a single opponent stands above my kingdom only, so the panel beside them
        # runs the whole height (the 2-player draft's nine cards were tiny)
        alone = len(others) == 1
        self.strip = pygame.Rect(left.x, left.y, kw if alone else left.w, strip_h)
        self.opp_rects = {}
        gap = self.u(8)
        ow = (self.strip.w - gap * (len(others) - 1)) // max(1, len(others))
        for i, s in enumerate(others):
            self.opp_rects[s] = pygame.Rect(left.x + i * (ow + gap), left.y, ow, strip_h)
        self.kingdom_rect = pygame.Rect(left.x, y0, kw, mine_h)
        self.slot_rects = []
        sy = y0 + head_h
        for s in range(5):
            if s < 3:
                r = pygame.Rect(left.x + self.u(8) + s * (cw + self.u(8)), sy, cw, ch)
            else:
                r = pygame.Rect(left.x + self.u(8) + (s - 3) * (cw + self.u(8)) + (cw + self.u(8)) // 2, sy + ch + self.u(10), cw, ch)
            self.slot_rects.append(r)
        bw = (kw - self.u(8) * 6) // 5
        self.bld_rects = [pygame.Rect(left.x + self.u(8) + i * (bw + self.u(8)), self.kingdom_rect.bottom - bld_h - self.u(6), bw, bld_h)
                          for i in range(5)]
        panel_top = left.y if alone else y0
        self.panel = pygame.Rect(self.kingdom_rect.right + pad, panel_top, left.right - self.kingdom_rect.right - pad, left.bottom - panel_top)

    def mini_slots(self, rect: pygame.Rect) -> dict[int, pygame.Rect]:
        y = rect.y + self.u(52)
        ch = (rect.bottom - self.u(6) - y - self.u(4)) // 2
        cw = min(int(ch / CARD_ASPECT), (rect.w - self.u(24)) // 5)
        ch = int(cw * CARD_ASPECT)
        out = {}
        for s in range(3):
            out[s] = pygame.Rect(rect.x + self.u(8) + s * (cw + self.u(4)), y, cw, ch)
        for s in (3, 4):
            out[s] = pygame.Rect(rect.x + self.u(8) + (s - 3) * (cw + self.u(4)) + cw // 2, y + ch + self.u(4), cw, ch)
        return out

    def mini_buildings(self, rect: pygame.Rect) -> list[pygame.Rect]:
        slots = self.mini_slots(rect)
        x = slots[2].right + self.u(8)
        bw = min(self.u(150), rect.right - x - self.u(8))
        bh = (rect.bottom - self.u(8) - slots[0].y - 4 * self.u(3)) // 5
        return [pygame.Rect(x, slots[0].y + i * (bh + self.u(3)), bw, bh) for i in range(5)]
