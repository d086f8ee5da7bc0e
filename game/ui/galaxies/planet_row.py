"""The planet row: the planet cards, laid out side by side above the control
center, each with its surface and orbit (the colonization track) as parts a
click can land on.

A mixin of :class:`~game.ui.galaxies.board.GalaxiesBoardScene`: the card
layout, the cards' hover hints and click targets, and their drawing (the fixed
face of a card is cached; ships, lights and focus are drawn over it).  What a
click on a part means lives with the picking (``picking.py``).
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, words
from game.ui.galaxies.art import LIT
from game.ui.galaxies.pieces import Pieces
from game.ui.i18n import tr

CARD_BG = (28, 34, 58)
CARD_EDGE = (90, 110, 160)


class PlanetRow:
    """The planet cards; reads the board's ``view`` and ``row_area``."""

    card_rects: list[pygame.Rect]
    part_rects: dict[tuple[int, str], pygame.Rect]
    _faces: dict[tuple, pygame.Surface]
    pieces: Pieces                      # the ships as drawn (the board's, shared with the mats)

    def layout_cards(self) -> None:
        row = self.view.get("row") or []
        n = max(4, len(row))
        gap = self.u(8)
        cw = (self.row_area.w - gap * (n - 1)) // n
        self.card_rects, self.part_rects = [], {}
        for i in range(len(row)):
            r = pygame.Rect(self.row_area.x + i * (cw + gap), self.row_area.y, cw, self.row_area.h)
            self.card_rects.append(r)
            head = self.u(26)
            surface = pygame.Rect(r.x + self.u(4), r.y + head + self.u(4), r.w - self.u(8), max(self.u(50), r.h * 22 // 100))
            orbit = pygame.Rect(r.x + self.u(4), surface.bottom + self.u(4), r.w - self.u(8), max(self.u(56), r.h * 24 // 100))
            self.part_rects[(i, "surface")] = surface
            self.part_rects[(i, "orbit")] = orbit
            self.part_rects[(i, "card")] = r

    def row_buttons(self) -> list[widgets.Button]:
        """Hover hints for every planet, and clicks on card parts."""
        buttons: list[widgets.Button] = []
        row = self.view.get("row") or []
        for i, pid in enumerate(row):
            if pid is None:
                continue
            for part in ("surface", "orbit", "card"):
                rect = self.part_rects[(i, part)] if part != "card" else pygame.Rect(self.card_rects[i].x, self.part_rects[(i, "orbit")].bottom, self.card_rects[i].w, self.card_rects[i].bottom - self.part_rects[(i, "orbit")].bottom)
                buttons.append(widgets.Button(rect, f"{words.planet_name(pid)} ({tr('galaxies.part.' + part)})", (lambda i=i, p=part: self.click_part(i, p)),
                                              tooltip=(lambda pid=pid: words.planet_info(pid)), data=("part", i, part)))
            head = pygame.Rect(self.card_rects[i].x, self.card_rects[i].y, self.card_rects[i].w, self.u(26))
            buttons.append(widgets.Button(head, words.planet_name(pid), None, enabled=False, tooltip=words.planet_info(pid),
                                          why_disabled=words.planet_info(pid), data=("card", i)))
        return buttons

    def lit_ship(self) -> tuple[int, int] | None:
        """The ship (owner, index) the option under the mouse, or under the
        keyboard focus, would move: the board lights it."""
        b = self.group.hovered() or (self.group.focused() if self.group.keyboard else None)
        if b is None or not isinstance(b.data, tuple) or len(b.data) < 3 or b.data[0] != "option":
            return None
        return words.option_ship(self.view, self.viewer, b.data[2])

    def draw_row(self, surf: pygame.Surface, lit: dict) -> None:
        row = self.view["row"] or []
        lit_ship = self.lit_ship()
        for i, pid in enumerate(row):
            r = self.card_rects[i]
            if pid is None:
                pygame.draw.rect(surf, (30, 32, 44), r, border_radius=self.u(10))
                widgets.text(surf, tr("galaxies.planet.none"), r.center, self.u(13), theme.MUTED, "regular", "center", max_width=r.w - 8)
                continue
            p = words.content().planet(pid)
            widgets.shadow(surf, r, self.u(10))
            face = self.card_face(i, pid)
            surf.blit(face, r.topleft)
            widgets.placed(face, surf, r.topleft)
            s, o = self.part_rects[(i, "surface")], self.part_rects[(i, "orbit")]
            for part, rect in (("surface", s), ("orbit", o)):
                if lit.get((i, part)) is not None:
                    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(glow, (250, 210, 90, 70), glow.get_rect(), border_radius=self.u(6))
                    surf.blit(glow, rect.topleft)
                    pygame.draw.rect(surf, LIT, rect, max(2, self.u(2)), border_radius=self.u(6))
            # landed ships, nose up, side by side (closer together when many)
            landed = [(seat, n) for seat, e in enumerate(self.view["empires"]) for n, (loc, slot, _pos) in enumerate(e["ships"])
                      if loc == "surface" and slot == i]
            size = self.u(18)
            x0 = s.x + self.u(80)
            step = min(self.u(22), (s.right - self.u(4) - size // 2 - x0) // max(1, len(landed) - 1))
            for j, (seat, n) in enumerate(landed):
                self.pieces.draw(surf, self.seat_identity, (x0 + j * step, s.centery + self.u(2)), size, seat, n, lit_ship, ("surface", i), upright=True)
            # ships on the track, one above the other in their space
            for k, cr in enumerate(self.track_cells(o, p.track_length)):
                ships = [(seat, n) for seat, e in enumerate(self.view["empires"]) for n, (loc, slot, pos) in enumerate(e["ships"])
                         if loc == "orbit" and slot == i and pos == k]
                size = max(6, min(self.u(18), cr.w - self.u(1)))
                room = o.bottom - self.u(2) - cr.y           # a crowded space's stack runs on below it
                step = min(size + self.u(2), (room - size) // max(1, len(ships) - 1))
                for j, (seat, n) in enumerate(ships):
                    centre = (cr.centerx + size // 8, cr.y + size // 2 + j * step)
                    self.pieces.draw(surf, self.seat_identity, centre, size, seat, n, lit_ship, ("orbit", i, k))
            if self.focus_slot == i and self.hostile_turn():
                pygame.draw.rect(surf, self.hostile_rgb() if self.solo else theme.ACCENT, r.inflate(self.u(4), self.u(4)), max(3, self.u(4)), border_radius=self.u(12))
            if lit.get((i, "card")) is not None:
                pygame.draw.rect(surf, LIT, r, max(2, self.u(3)), border_radius=self.u(10))
            b = next((b for b in self.group.buttons if b.data and isinstance(b.data, tuple) and b.data[:2] == ("part", i) and self.focused(b)), None)
            if b is not None:
                pygame.draw.rect(surf, theme.ACCENT, b.rect, max(2, self.u(3)), border_radius=self.u(6))

    def track_cells(self, o: pygame.Rect, length: int) -> list[pygame.Rect]:
        """The spaces of a colonization track inside the orbit part ``o`` (start .. final)."""
        steps = length + 1
        cell = min(self.u(26), (o.w - self.u(8)) // steps)
        ch = min(self.u(40), o.bottom - o.y - self.u(24))
        ty = o.y + self.u(20) + (o.bottom - o.y - self.u(24) - ch) // 2
        return [pygame.Rect(o.x + self.u(4) + k * cell, ty, cell - self.u(2), ch) for k in range(steps)]

    def card_face(self, i: int, pid: str) -> pygame.Surface:
        """What never changes on a planet card (name, VP, picture, track, action), cached."""
        r = self.card_rects[i]
        key = (pid, r.size, self.lang, self.palette)
        img = self._faces.get(key)
        if img is not None:
            return img
        if len(self._faces) > 80:
            self._faces.clear()
        p = words.content().planet(pid)
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        box = img.get_rect()
        dx, dy = -r.x, -r.y
        pygame.draw.rect(img, CARD_BG, box, border_radius=self.u(10))
        pygame.draw.rect(img, art.TRACK_RGB[p.track_type], box, max(2, self.u(3)), border_radius=self.u(10))
        with widgets.clipped(img, box):
            widgets.text(img, words.planet_name(pid), (self.u(8), self.u(13)), self.u(15), theme.TEXT, "bold", "midleft", max_width=box.w - self.u(44))
            badge = pygame.Rect(box.right - self.u(34), self.u(4), self.u(28), self.u(20))
            pygame.draw.rect(img, theme.GOLD, badge, border_radius=self.u(6))
            widgets.text(img, str(p.vp), badge.center, self.u(13), theme.INK, "bold", "center")
            s = self.part_rects[(i, "surface")].move(dx, dy)
            self.draw_part_bg(img, s, False)
            disc_r = min(self.u(24), s.h // 2 - self.u(6))
            art.draw_planet_disc(img, (s.x + disc_r * 13 // 10 + self.u(4), s.centery), disc_r, int(pid[1:]), theme.mix(art.TRACK_RGB[p.track_type], (120, 120, 200), 0.4))
            art.draw_resource(img, p.resource, (s.x + self.u(58), s.y + self.u(14)), self.u(10))
            widgets.text(img, tr("galaxies.part.surface"), (s.right - self.u(4), s.bottom - self.u(2)), self.u(10), theme.MUTED, "regular", "bottomright")
            o = self.part_rects[(i, "orbit")].move(dx, dy)
            self.draw_part_bg(img, o, False)
            widgets.text(img, words.track_name(p.track_type), (o.x + self.u(4), o.y + self.u(2)), self.u(11), art.TRACK_RGB[p.track_type], "bold", max_width=o.w - self.u(8))
            cells = self.track_cells(o, p.track_length)
            for k, cr in enumerate(cells):
                pygame.draw.rect(img, (50, 58, 90) if k < len(cells) - 1 else (90, 80, 40), cr, border_radius=self.u(4))
            ey = o.bottom + self.u(6)
            track = p.effect.params.get("track") if p.effect.params.get("track") in ("diplomacy", "economy") else p.track_type
            art.draw_effect_icon(img, p.effect.key, pygame.Rect(self.u(5), ey + self.u(1), self.u(18), self.u(18)), art.effect_resource(p), track)
            text = words.planet_text(pid)
            tb = pygame.Rect(self.u(26), ey, box.w - self.u(32), box.bottom - ey - self.u(6))
            size = self.u(15)
            while size > self.u(9) and widgets.wrapped_height(text, size, tb.w) > tb.h:
                size -= 1
            widgets.wrapped(img, text, tb, size, (214, 218, 230), spacing=1.15)
        self._faces[key] = img
        return img

    def draw_part_bg(self, surf: pygame.Surface, rect: pygame.Rect, lit: bool) -> None:
        pygame.draw.rect(surf, (40, 48, 78) if not lit else (84, 76, 40), rect, border_radius=self.u(6))
        if lit:
            pygame.draw.rect(surf, LIT, rect, max(2, self.u(2)), border_radius=self.u(6))
