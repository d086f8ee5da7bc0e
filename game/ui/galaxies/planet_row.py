"""The planet row: the planet cards, laid out side by side above the control
center, each with its surface and orbit (the colonization track) as parts a
click can land on.

An object with explicit inputs: the ``Look``, the area it is laid out in, what
is lit, the ship pieces, the keyboard's focus; a click on a card part calls
the one callback it is given (what the click means lives with the picking).
The fixed face of a card is cached; ships, lights and focus are drawn over it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, planet_art, words
from game.ui.galaxies.art import LIT
from game.ui.galaxies.look import Look
from game.ui.galaxies.pieces import Pieces
from game.ui.i18n import tr

CARD_BG = (28, 34, 58)
CARD_EDGE = (90, 110, 160)


class PlanetRow:
    """The planet cards."""

    def __init__(self, on_part: Callable[[int, str], None]) -> None:
        self.on_part = on_part                  # a click on a card part: (slot, "surface" | "orbit" | "card")
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_rects: list[pygame.Rect] = []
        self.part_rects: dict[tuple[int, str], pygame.Rect] = {}
        self._faces: dict[tuple, pygame.Surface] = {}

    def layout(self, area: pygame.Rect, look: Look) -> None:
        self.area = area
        u = look.u
        row = look.view.get("row") or []
        n = max(4, len(row))
        gap = u(8)
        cw = (area.w - gap * (n - 1)) // n
        self.card_rects, self.part_rects = [], {}
        for i in range(len(row)):
            r = pygame.Rect(area.x + i * (cw + gap), area.y, cw, area.h)
            self.card_rects.append(r)
            head = u(26)
            surface = pygame.Rect(r.x + u(4), r.y + head + u(4), r.w - u(8), max(u(50), r.h * 22 // 100))
            orbit = pygame.Rect(r.x + u(4), surface.bottom + u(4), r.w - u(8), max(u(56), r.h * 24 // 100))
            self.part_rects[(i, "surface")] = surface
            self.part_rects[(i, "orbit")] = orbit
            self.part_rects[(i, "card")] = r

    def buttons(self, look: Look) -> list[widgets.Button]:
        """Hover hints for every planet, and clicks on card parts."""
        buttons: list[widgets.Button] = []
        row = look.view.get("row") or []
        for i, pid in enumerate(row):
            if pid is None:
                continue
            for part in ("surface", "orbit", "card"):
                rect = self.part_rects[(i, part)] if part != "card" else pygame.Rect(self.card_rects[i].x, self.part_rects[(i, "orbit")].bottom, self.card_rects[i].w, self.card_rects[i].bottom - self.part_rects[(i, "orbit")].bottom)
                buttons.append(widgets.Button(rect, f"{words.planet_name(pid)} ({tr('galaxies.part.' + part)})", partial(self.on_part, i, part),
                                              tooltip=partial(words.planet_info, pid), data=("part", i, part)))
            head = pygame.Rect(self.card_rects[i].x, self.card_rects[i].y, self.card_rects[i].w, look.u(26))
            buttons.append(widgets.Button(head, words.planet_name(pid), None, enabled=False, tooltip=words.planet_info(pid),
                                          why_disabled=words.planet_info(pid), data=("card", i)))
        return buttons

    def draw(self, surf: pygame.Surface, look: Look, lit: dict, lit_ship: tuple[int, int] | None, pieces: Pieces,
             focused: widgets.Button | None, focus: tuple[int, tuple[int, int, int]] | None) -> None:
        """The cards; ``focused``: the button under the keyboard's focus; ``focus``: the card
        the automaton's last step happened on, with the colour to ring it in."""
        u = look.u
        row = look.view["row"] or []
        for i, pid in enumerate(row):
            r = self.card_rects[i]
            if pid is None:
                pygame.draw.rect(surf, (30, 32, 44), r, border_radius=u(10))
                widgets.text(surf, tr("galaxies.planet.none"), r.center, u(13), theme.MUTED, "regular", "center", max_width=r.w - 8)
                continue
            p = words.content().planet(pid)
            widgets.shadow(surf, r, u(10))
            face = self.card_face(look, i, pid)
            surf.blit(face, r.topleft)
            widgets.placed(face, surf, r.topleft)
            s, o = self.part_rects[(i, "surface")], self.part_rects[(i, "orbit")]
            for part, rect in (("surface", s), ("orbit", o)):
                if lit.get((i, part)) is not None:
                    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(glow, (250, 210, 90, 70), glow.get_rect(), border_radius=u(6))
                    surf.blit(glow, rect.topleft)
                    pygame.draw.rect(surf, LIT, rect, max(2, u(2)), border_radius=u(6))
            # landed ships, nose up, side by side (closer together when many)
            landed = [(seat, n) for seat, e in enumerate(look.view["empires"]) for n, (loc, slot, _pos) in enumerate(e["ships"])
                      if loc == "surface" and slot == i]
            size = u(18)
            x0 = s.x + u(100)                # right of the planet's picture (its globe, rings and moons)
            step = min(u(22), (s.right - u(4) - size // 2 - x0) // max(1, len(landed) - 1))
            for j, (seat, n) in enumerate(landed):
                pieces.draw(surf, look.identity, (x0 + j * step, s.centery + u(2)), size, seat, n, lit_ship, ("surface", i), upright=True)
            # ships on the track, one above the other in their space
            for k, cr in enumerate(self.track_cells(look, o, p.track_length)):
                ships = [(seat, n) for seat, e in enumerate(look.view["empires"]) for n, (loc, slot, pos) in enumerate(e["ships"])
                         if loc == "orbit" and slot == i and pos == k]
                size = max(6, min(u(18), cr.w - u(1)))
                room = o.bottom - u(2) - cr.y           # a crowded space's stack runs on below it
                step = min(size + u(2), (room - size) // max(1, len(ships) - 1))
                for j, (seat, n) in enumerate(ships):
                    centre = (cr.centerx + size // 8, cr.y + size // 2 + j * step)
                    pieces.draw(surf, look.identity, centre, size, seat, n, lit_ship, ("orbit", i, k))
            if focus is not None and focus[0] == i:
                pygame.draw.rect(surf, focus[1], r.inflate(u(4), u(4)), max(3, u(4)), border_radius=u(12))
            if lit.get((i, "card")) is not None:
                pygame.draw.rect(surf, LIT, r, max(2, u(3)), border_radius=u(10))
            if focused is not None and isinstance(focused.data, tuple) and focused.data[:2] == ("part", i):
                pygame.draw.rect(surf, theme.ACCENT, focused.rect, max(2, u(3)), border_radius=u(6))

    @staticmethod
    def track_cells(look: Look, o: pygame.Rect, length: int) -> list[pygame.Rect]:
        """The spaces of a colonization track inside the orbit part ``o`` (start .. final)."""
        u = look.u
        steps = length + 1
        cell = min(u(26), (o.w - u(8)) // steps)
        ch = min(u(40), o.bottom - o.y - u(24))
        ty = o.y + u(20) + (o.bottom - o.y - u(24) - ch) // 2
        return [pygame.Rect(o.x + u(4) + k * cell, ty, cell - u(2), ch) for k in range(steps)]

    def card_face(self, look: Look, i: int, pid: str) -> pygame.Surface:
        """What never changes on a planet card (name, VP, picture, track, action), cached."""
        u = look.u
        r = self.card_rects[i]
        key = (pid, r.size, look.lang, look.palette)
        img = self._faces.get(key)
        if img is not None:
            return img
        if len(self._faces) > 80:
            self._faces.clear()
        p = words.content().planet(pid)
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        box = img.get_rect()
        dx, dy = -r.x, -r.y
        pygame.draw.rect(img, CARD_BG, box, border_radius=u(10))
        pygame.draw.rect(img, art.TRACK_RGB[p.track_type], box, max(2, u(3)), border_radius=u(10))
        with widgets.clipped(img, box):
            widgets.text(img, words.planet_name(pid), (u(8), u(13)), u(15), theme.TEXT, "bold", "midleft", max_width=box.w - u(44))
            badge = pygame.Rect(box.right - u(34), u(4), u(28), u(20))
            pygame.draw.rect(img, theme.GOLD, badge, border_radius=u(6))
            widgets.text(img, str(p.vp), badge.center, u(13), theme.INK, "bold", "center")
            s = self.part_rects[(i, "surface")].move(dx, dy)
            self.draw_part_bg(img, look, s, False)
            disc_r = min(u(26), s.h // 2 - u(10))
            planet_art.draw_planet(img, (s.x + disc_r * 33 // 20 + u(4), s.centery), disc_r, pid)
            art.draw_resource(img, p.resource, (s.right - u(16), s.y + u(14)), u(10))
            widgets.text(img, tr("galaxies.part.surface"), (s.right - u(4), s.bottom - u(2)), u(10), theme.MUTED, "regular", "bottomright")
            o = self.part_rects[(i, "orbit")].move(dx, dy)
            self.draw_part_bg(img, look, o, False)
            widgets.text(img, words.track_name(p.track_type), (o.x + u(4), o.y + u(2)), u(11), art.TRACK_RGB[p.track_type], "bold", max_width=o.w - u(8))
            cells = self.track_cells(look, o, p.track_length)
            for k, cr in enumerate(cells):
                pygame.draw.rect(img, (50, 58, 90) if k < len(cells) - 1 else (90, 80, 40), cr, border_radius=u(4))
            ey = o.bottom + u(6)
            named = p.effect.params.get("track")
            track = named if isinstance(named, str) and named in ("diplomacy", "economy") else p.track_type
            art.draw_effect_icon(img, p.effect.key, pygame.Rect(u(5), ey + u(1), u(18), u(18)), art.effect_resource(p), track)
            text = words.planet_text(pid)
            tb = pygame.Rect(u(26), ey, box.w - u(32), box.bottom - ey - u(6))
            size = u(15)
            while size > u(9) and widgets.wrapped_height(text, size, tb.w) > tb.h:
                size -= 1
            widgets.wrapped(img, text, tb, size, (214, 218, 230), spacing=1.15)
        self._faces[key] = img
        return img

    @staticmethod
    def draw_part_bg(surf: pygame.Surface, look: Look, rect: pygame.Rect, lit: bool) -> None:
        u = look.u
        pygame.draw.rect(surf, (40, 48, 78) if not lit else (84, 76, 40), rect, border_radius=u(6))
        if lit:
            pygame.draw.rect(surf, LIT, rect, max(2, u(2)), border_radius=u(6))
