"""The lit regions on the map: legal targets (pulsing, stronger under the
pointer), the regions already picked, the pointed-at choice's preview, a recent
move's flash and the region at war.

An object the board composes: one layer drawn between the map and the
pieces, read from the picking state (``picking``) and the motions.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.kingdoms import words
from game.ui.kingdoms.look import Look
from game.ui.kingdoms.map_panel import MapPanel
from game.ui.kingdoms.picking import Picking
from game.ui.table.motion import Motions


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

    def draw(self, surf: pygame.Surface, look: Look, board_map: MapPanel, picking: Picking, hover_region: str | None,
             preview: words.Choice | None, motions: Motions) -> None:
        """Legal targets, the pick, the pointed-at choice's preview, recent moves' flashes, the war."""
        u = look.u
        polys = board_map.region_polys
        pulse = look.pulse
        for rid in sorted(picking.next_targets()):            # a set: drawn in one order whatever the hash seed
            poly = polys.get(rid)
            if poly:
                strong = rid == hover_region
                self._poly(surf, poly, (255, 226, 120, 110 if strong else int(30 + 30 * pulse)), (255, 214, 90, 255), max(2, u(4 if strong else 2)))
        for rid in picking.effective_pick():
            poly = polys.get(rid)
            if poly:
                self._poly(surf, poly, (120, 200, 255, 90), (120, 200, 255, 255), max(2, u(4)))
        self.draw_preview(surf, preview, polys, u)
        colours = look.colours
        for key in motions.keys():
            if not (isinstance(key, tuple) and key[0] == "flash"):
                continue
            flash = motions.get(key)
            rid, seat = key[1], flash.data
            poly = polys.get(rid)
            if poly:
                rgb = theme.identity(colours[seat], look.colorblind).rgb if seat is not None and 0 <= seat < len(colours) else (255, 255, 255)
                fade = min(1.0, (flash.end - look.now) / 0.6)
                self._poly(surf, poly, None, (*rgb, int(220 * fade)), max(2, u(4)))
        war = look.model.war
        if war and war.region in polys:
            self._poly(surf, polys[war.region], (230, 70, 60, int(60 + 60 * pulse)), (230, 70, 60, 255), max(2, u(3)))

    def draw_preview(self, surf: pygame.Surface, choice: words.Choice | None, polys: dict, u) -> None:
        """Where the pointed-at move goes: its source in blue, its target in gold
        (red when the move starts a war), before it is chosen."""
        if choice is None or not choice.regions:
            return
        for i, rid in enumerate(choice.regions):
            poly = polys.get(rid)
            if not poly:
                continue
            last = i == len(choice.regions) - 1
            if not last:
                self._poly(surf, poly, (120, 200, 255, 70), (120, 200, 255, 255), max(2, u(3)))
            elif choice.war:
                self._poly(surf, poly, (230, 70, 60, 120), (255, 90, 70, 255), max(3, u(5)))
            else:
                self._poly(surf, poly, (255, 236, 150, 120), (255, 214, 90, 255), max(3, u(5)))


def previewed(decision_buttons: list[widgets.Button], group: widgets.FocusGroup) -> words.Choice | None:
    """The choice under the mouse (or keyboard focus) in the decision panel."""
    for b in decision_buttons:
        if b.hover and isinstance(b.data, words.Choice):
            return b.data
    focused = group.focused()
    if group.keyboard and focused is not None and isinstance(focused.data, words.Choice):
        return focused.data
    return None
