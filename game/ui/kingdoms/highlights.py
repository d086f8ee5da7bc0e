"""The lit regions on the map: legal targets (pulsing, stronger under the
pointer), the regions already picked, the pointed-at choice's preview, a recent
move's flash and the region at war.

Apart from the board scene because it is one layer drawn between the map and
the pieces, read from the picking state (``picking``) and the motions.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.kingdoms import words


class Highlights:
    """Translucent region outlines and fills over the map."""

    @staticmethod
    def _poly(surf: pygame.Surface, poly, fill=None, edge=None, width: int = 2) -> None:
        """A translucent polygon drawn through a small surface around it (cheap per frame)."""
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        x0, y0 = int(min(xs)) - width, int(min(ys)) - width
        w, h = int(max(xs)) - x0 + width + 1, int(max(ys)) - y0 + width + 1
        if w <= 0 or h <= 0:
            return
        tmp = pygame.Surface((w, h), pygame.SRCALPHA)
        local = [(x - x0, y - y0) for x, y in poly]
        if fill is not None:
            pygame.draw.polygon(tmp, fill, local)
        if edge is not None:
            pygame.draw.polygon(tmp, edge, local, width)
        surf.blit(tmp, (x0, y0))

    def draw_highlights(self, surf: pygame.Surface) -> None:
        targets = self.next_targets()
        now = self.app.now
        pulse = self.app.pulse(now)
        for rid in sorted(targets):            # a set: drawn in one order whatever the hash seed
            poly = self.region_polys.get(rid)
            if poly:
                strong = rid == self.hover_region
                self._poly(surf, poly, (255, 226, 120, 110 if strong else int(30 + 30 * pulse)), (255, 214, 90, 255), max(2, self.u(4 if strong else 2)))
        for rid in self.effective_pick():
            poly = self.region_polys.get(rid)
            if poly:
                self._poly(surf, poly, (120, 200, 255, 90), (120, 200, 255, 255), max(2, self.u(4)))
        self.draw_preview(surf)
        for key in self.motions.keys():
            if not (isinstance(key, tuple) and key[0] == "flash"):
                continue
            flash = self.motions.get(key)
            rid, seat = key[1], flash.data
            poly = self.region_polys.get(rid)
            if poly:
                rgb = theme.identity(self.colours[seat], self.app.settings.colorblind).rgb if seat is not None and 0 <= seat < len(self.colours) else (255, 255, 255)
                fade = min(1.0, (flash.end - now) / 0.6)
                self._poly(surf, poly, None, (*rgb, int(220 * fade)), max(2, self.u(4)))
        war = self.model.war
        if war and war.region in self.region_polys:
            self._poly(surf, self.region_polys[war.region], (230, 70, 60, int(60 + 60 * pulse)), (230, 70, 60, 255), max(2, self.u(3)))

    def previewed(self) -> words.Choice | None:
        """The choice under the mouse (or keyboard focus) in the decision panel."""
        for b in self.decision_buttons:
            if b.hover and isinstance(b.data, words.Choice):
                return b.data
        focused = self.group.focused()
        if self.group.keyboard and focused is not None and isinstance(focused.data, words.Choice):
            return focused.data
        return None

    def draw_preview(self, surf: pygame.Surface) -> None:
        """Where the pointed-at move goes: its source in blue, its target in gold
        (red when the move starts a war), before it is chosen."""
        choice = self.previewed()
        if choice is None or not choice.regions:
            return
        for i, rid in enumerate(choice.regions):
            poly = self.region_polys.get(rid)
            if not poly:
                continue
            last = i == len(choice.regions) - 1
            if not last:
                self._poly(surf, poly, (120, 200, 255, 70), (120, 200, 255, 255), max(2, self.u(3)))
            elif choice.war:
                self._poly(surf, poly, (230, 70, 60, 120), (255, 90, 70, 255), max(3, self.u(5)))
            else:
                self._poly(surf, poly, (255, 236, 150, 120), (255, 214, 90, 255), max(3, self.u(5)))
