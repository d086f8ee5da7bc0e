"""The table's map: the territory cards (and the tower card) laid out in the
board's area, their static art composed once per layout, and which region a
point falls in.

An object the board composes: ``layout(area, look)`` places the cards,
``compose(size, look, backdrop)`` draws their static art once per layout,
``region_at(pos)`` hit-tests.  It reads what it is given and writes nothing
outside itself.
"""

from __future__ import annotations

import math

import pygame

from game.kingdoms.geometry import point_in_polygon
from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art, words
from game.ui.kingdoms.look import Look
from game.ui.table.identity import draw_chip


class MapPanel:
    """The territory cards: layout (``card_rects``, ``region_polys``,
    ``region_anchor``, ``tower_rect``), the composed backdrop, hit-testing."""

    def __init__(self) -> None:
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_rects: dict[str, pygame.Rect] = {}
        self.region_polys: dict[str, list[tuple[float, float]]] = {}
        self.region_anchor: dict[str, tuple[float, float]] = {}
        self.tower_rect: pygame.Rect | None = None
        self.board_surf: pygame.Surface | None = None
        self.board_key: tuple | None = None
        self.u = round

    @staticmethod
    def board_sides(look: Look) -> list:
        m = look.model
        if m.sides:
            return m.sides
        # setup before the board exists: show the viewer's card, both sides
        sides = words.all_sides()
        seat = look.viewer if look.viewer is not None else 0
        cards = look.view.get("home_cards") or []
        if seat < len(cards):
            return [sides[f"T{cards[seat]}{x}"] for x in "AB" if f"T{cards[seat]}{x}" in sides]
        return []

    def layout(self, area: pygame.Rect, look: Look | None) -> None:
        """Place the cards (and the tower card) in ``area``."""
        self.area = area
        self.u = look.u if look is not None else self.u
        sides = self.board_sides(look) if look is not None else []
        self.card_rects, self.region_polys, self.region_anchor = {}, {}, {}
        if not sides:
            return
        area = self.area.inflate(-self.u(16), -self.u(16))
        band = self.u(46)                 # kept free above the cards for the war / last-round banner
        area.y += band
        area.h -= band
        aspect = sides[0].height / sides[0].width
        n = len(sides)
        gap, row_gap, label = self.u(14), self.u(10), self.u(22)
        th, tower_w = self.u(64), self.u(480)       # the tower card, and the least width it reads at
        with_model = bool(look.model.sides)
        best: tuple[float, int, int, str] | None = None
        for rows in range(1, 4):
            cols = math.ceil(n / rows)
            last = n - cols * (rows - 1)
            if last <= 0:
                continue
            by_width = (area.w - gap * (cols - 1)) / cols
            for tower in ("beside", "below", "none"):
                room_h = area.h - (th + self.u(16) if tower == "below" else 0)
                cw = min(by_width, ((room_h - row_gap * (rows - 1)) / rows - label) / aspect)
                if tower == "beside":       # in the room the last row leaves free
                    spare = area.w - last * cw - (last - 1) * gap - gap - self.u(24)
                    if spare < tower_w or cw * aspect < th:
                        continue
                if tower != "none" and not with_model:
                    continue
                score = cw * (1.0 if tower != "none" or not with_model else 0.92)   # showing the tower is worth a little size
                if best is None or score > best[0]:
                    best = (score, rows, cols, tower)
        if best is None:
            return
        _score, rows, cols, tower = best
        room_h = area.h - (th + self.u(16) if tower == "below" else 0)
        cw = int(min((area.w - gap * (cols - 1)) / cols, ((room_h - row_gap * (rows - 1)) / rows - label) / aspect))
        ch = int(cw * aspect)
        total_h = rows * (ch + label) + (rows - 1) * row_gap
        block = total_h + (th + self.u(16) if tower == "below" else 0)
        y0 = area.y + (area.h - block) // 2 + label
        self.tower_rect = None
        i = 0
        for r in range(rows):
            in_row = min(cols, n - i)
            row_w = in_row * cw + (in_row - 1) * gap
            beside = tower == "beside" and r == rows - 1
            tw = 0
            if beside:
                tw = min(self.u(620), area.w - row_w - gap - self.u(24))
                row_w += gap + tw
            x0 = area.x + (area.w - row_w) // 2
            y = y0 + r * (ch + label + row_gap)
            for c in range(in_row):
                side = sides[i]
                rect = pygame.Rect(x0 + c * (cw + gap), y, cw, ch)
                self.card_rects[side.id] = rect
                s = cw / side.width
                for region in side.regions:
                    self.region_polys[region.id] = [(rect.x + x * s, rect.y + y_ * s) for x, y_ in region.polygon]
                    self.region_anchor[region.id] = (rect.x + region.anchor[0] * s, rect.y + region.anchor[1] * s)
                i += 1
            if beside:
                self.tower_rect = pygame.Rect(x0 + in_row * (cw + gap), y + (ch - th) // 2, tw, th)
        if tower == "below":
            bottom = max(r.bottom for r in self.card_rects.values())
            tw = min(self.area.w - self.u(60), self.u(620))
            self.tower_rect = pygame.Rect(self.area.centerx - tw // 2, bottom + self.u(16), tw, th)

    def compose(self, surf_size: tuple[int, int], look: Look | None, colours: list[str], colorblind: bool, lang: str | None,
                backdrop: pygame.Surface) -> tuple[pygame.Surface, bool]:
        """The static art of the table (the cards with their labels, the tower card),
        drawn again only when the layout or the words change; True when drawn anew."""
        model = look.model if look is not None else None
        key = (surf_size, tuple(sorted(self.card_rects.items())), tuple(colours), colorblind, lang,
               tuple(p.home for p in model.players) if model else ())
        if self.board_surf is not None and self.board_key == key:
            return self.board_surf, False
        surf = pygame.Surface(surf_size)
        surf.blit(backdrop, (0, 0))
        table = self.area.inflate(-self.u(8), -self.u(8))
        pygame.draw.rect(surf, (44, 58, 52), table, border_radius=self.u(16))
        pygame.draw.rect(surf, (70, 88, 74), table, 2, border_radius=self.u(16))
        for side_id, rect in self.card_rects.items():
            side = words.all_sides()[side_id]
            widgets.shadow(surf, rect, self.u(10), self.u(6), 110)
            surf.blit(art.card_surface(side, rect.w), rect)
            owner = model.owner_of_side(side_id) if model else None
            if model and side_id == model.lost_kingdom:
                label = tr("kingdoms.board.lost_kingdom", card=words.side_label(side_id))
            elif owner is not None:
                label = tr("kingdoms.board.home_of", player=words.player_name(owner, colours), card=words.side_label(side_id))
            else:
                label = tr("kingdoms.board.side", card=words.side_label(side_id))
            lab = pygame.Rect(rect.x, rect.y - self.u(22), rect.w, self.u(20))
            if owner is not None:                   # the owner's chip: colour, letter and shape
                draw_chip(surf, (lab.x + self.u(7), lab.y + self.u(10)), self.u(15), theme.identity(colours[owner], colorblind))
                lab.x += self.u(17)
                lab.w -= self.u(17)
            if owner is not None and fonts.fit_size(label, self.u(14), lab.w, "bold") < self.u(11):
                label = f"{words.player_name(owner, colours)} · {words.side_label(side_id)}"    # a narrow card
            widgets.text(surf, label, (lab.x, lab.y + self.u(2)), self.u(14), theme.TEXT, "bold", max_width=lab.w)
        if self.tower_rect is not None and model is not None:
            self.draw_tower_card(surf, self.tower_rect, model.tower_vp)
        self.board_surf, self.board_key = surf, key
        return surf, True

    def draw_tower_card(self, surf: pygame.Surface, r: pygame.Rect, tower_vp: tuple[int, ...]) -> None:
        widgets.shadow(surf, r, self.u(8), self.u(4), 100)
        widgets.panel(surf, r, theme.PARCHMENT, self.u(8), (120, 90, 50), 2)
        head = pygame.Rect(r.x, r.y, self.u(110), r.h)
        surf.blit(art.resource_icon("tower", self.u(26)), (head.x + self.u(10), head.centery - self.u(13)))
        widgets.text(surf, tr("kingdoms.board.tower_card"), (head.x + self.u(40), head.centery), self.u(14), theme.INK, "bold", "midleft", max_width=head.w - self.u(44))
        cells = r.w - head.w - self.u(10)
        cw = cells // 7
        for level in range(7):
            cell = pygame.Rect(head.right + level * cw, r.y + self.u(6), cw - self.u(4), r.h - self.u(12))
            pygame.draw.rect(surf, (236, 222, 190), cell, border_radius=self.u(5))
            pygame.draw.rect(surf, (150, 120, 80), cell, 1, border_radius=self.u(5))
            vp = tower_vp[level] if level < len(tower_vp) else 0
            vp_text = tr("kingdoms.board.tower_vp", vp=vp)
            need = fonts.font(self.u(12), "bold").size(str(level))[0] + fonts.font(self.u(11), "bold").size(vp_text)[0] + self.u(16)
            if need <= cell.w:
                widgets.text(surf, str(level), (cell.x + self.u(6), cell.y + self.u(3)), self.u(12), (120, 96, 60), "bold")
                widgets.text(surf, vp_text, (cell.right - self.u(5), cell.y + self.u(3)), self.u(11), theme.INK, "bold", anchor="topright")
            else:       # a narrow card (5 players): the points only, the cells stand in level order
                widgets.text(surf, vp_text, (cell.centerx, cell.y + self.u(3)), self.u(11), theme.INK, "bold", anchor="midtop", max_width=cell.w - self.u(6))

    def region_at(self, pos: tuple[int, int]) -> str | None:
        for side_id, rect in self.card_rects.items():
            if rect.collidepoint(pos):
                for rid, poly in self.region_polys.items():
                    if rid.startswith(side_id + ".") and point_in_polygon(pos, poly):
                        return rid
        return None
