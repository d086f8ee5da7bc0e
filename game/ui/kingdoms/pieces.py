"""What stands on the map and moves: meeples (walking eased from their old
place to the new one), tokens, and the players' markers on the tower card.

An object the board composes: the meeples' places and their walks are one
small mechanism (``meeple_places`` -> ``changed`` -> ``draw``) that the
frame-truth checks (``state_facts`` / ``drawn_facts``) read too.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.kingdoms import art, faction_emblem
from game.ui.kingdoms.board_model import BoardModel
from game.ui.kingdoms.look import Look
from game.ui.kingdoms.map_panel import MapPanel
from game.ui.table import motion
from game.ui.table.identity import draw_chip


class Pieces:
    """Meeples, tokens and tower markers drawn over the composed map."""

    def __init__(self, motions: motion.Motions) -> None:
        self.motions = motions          # the board's one clock: the walks are its timers ("walk", id)
        # where each meeple stands (region, place in the region, meeples there), or
        # ("box", seat) for its owner's panel; a move starts the walk from the old place
        self.places: dict[int, tuple] | None = None
        self.drawn_meeples: dict[int, tuple[int, int]] = {}     # where the last picture drew them

    def changed(self, model: BoardModel, anim_seconds: float, told_before: bool) -> None:
        """Start a walk for every meeple whose place changed with the new model
        (a new meeple walks in from its owner's panel once the log has told something)."""
        places = meeple_places(model)
        dur = anim_seconds * 1.6
        if self.places is not None and dur > 0:
            for mid, place in places.items():
                old = self.places.get(mid)
                if old is None and place[3] >= 0 and told_before:
                    old = ("box", place[3])
                if old is not None and old[:3] != place[:3]:
                    self.motions.start(("walk", mid), dur, data=old)
        self.places = places

    def drawn_facts(self) -> dict:
        return {"meeples": dict(self.drawn_meeples)}

    def state_facts(self, look: Look | None, board_map: MapPanel, boxes: list[pygame.Rect]) -> dict:
        if look is None or not self.places:
            return {"meeples": {}}
        size = self.meeple_size(board_map, look.u)
        return {"meeples": {mid: _whole(self.place_xy(place, size, board_map, boxes)) for mid, place in self.places.items()
                            if place[0] in board_map.region_anchor}}

    @staticmethod
    def meeple_size(board_map: MapPanel, u) -> int:
        if not board_map.card_rects:
            return u(30)
        return max(12, int(next(iter(board_map.card_rects.values())).w * 0.14))

    def draw(self, surf: pygame.Surface, look: Look, board_map: MapPanel, boxes: list[pygame.Rect]) -> None:
        """Tokens, then the meeples (walking ones eased to their new place)."""
        m = look.model
        size = self.meeple_size(board_map, look.u)
        now = look.now
        # tokens under the meeples
        tok = max(10, int(size * 0.7))
        for t in m.tokens:
            a = board_map.region_anchor.get(t.region)
            if a:
                img = art.token_surface(t.kind, tok)
                surf.blit(img, img.get_rect(center=(int(a[0] + size * 0.75), int(a[1] - size * 0.55))))
        self.drawn_meeples = {}
        places = self.places or {}
        emblems = {p.seat: faction_emblem.icon_name(p.faction) for p in m.players}
        for mp in m.meeples:
            place = places.get(mp.id)
            if place is None or place[0] not in board_map.region_anchor:
                continue
            pos = self.place_xy(place, size, board_map, boxes)
            walk = self.motions.get(("walk", mp.id))
            if walk is not None:
                pos = motion.lerp(self.place_xy(walk.data, size, board_map, boxes, pos), pos, motion.ease_out(walk.progress(now)))
            self.drawn_meeples[mp.id] = _whole(pos)
            ident = theme.identity(look.colours[mp.owner], look.colorblind) if mp.owner >= 0 else None
            art.draw_meeple(surf, pos, size, ident, mp.knocked, emblem=emblems.get(mp.owner))

    @staticmethod
    def place_xy(place: tuple, size: int, board_map: MapPanel, boxes: list[pygame.Rect],
                 default: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
        """Where a meeple's place is on screen (``meeple_places``), or ``default``."""
        if place[0] == "box":
            return boxes[place[1]].center if 0 <= place[1] < len(boxes) else default
        a = board_map.region_anchor.get(place[0])
        if a is None:
            return default
        region, i, n = place[:3]
        dx = 0 if n == 1 else (-0.42 if i == 0 else 0.42) * size
        return (a[0] + dx, a[1] + size * 0.1)

    @staticmethod
    def draw_tower_markers(surf: pygame.Surface, look: Look, r: pygame.Rect | None) -> None:
        """Each player's chip on the tower card, at their level."""
        if r is None:
            return
        u = look.u
        head_w = u(110)
        cw = (r.w - head_w - u(10)) // 7
        stack: dict[int, int] = {}
        for p in look.model.players:
            level = max(0, min(6, p.tower))
            k = stack.get(level, 0)
            stack[level] = k + 1
            ident = theme.identity(p.colour, look.colorblind)
            cx = r.x + head_w + level * cw + u(12) + (k % 3) * u(17)
            cy = r.y + u(32) + (k // 3) * u(16)
            draw_chip(surf, (cx, cy), u(16), ident)


def meeple_places(model: BoardModel | None) -> dict[int, tuple]:
    """Each meeple's place: (region, its place among the meeples there, how many, owner)."""
    if model is None:
        return {}
    by_region: dict[str, list] = {}
    for mp in model.meeples:
        by_region.setdefault(mp.region, []).append(mp)
    return {mp.id: (rid, i, len(group), mp.owner) for rid, group in by_region.items() for i, mp in enumerate(group)}


def _whole(pos: tuple[float, float]) -> tuple[int, int]:
    return (int(round(pos[0])), int(round(pos[1])))
