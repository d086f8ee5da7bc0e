"""One city card of the Conquest board: its parts, its face (header, lines,
skyline, owner ribbon) drawn once per state and cached, a filled line's dice,
and the chance-to-conquer pill on the ribbon.

The card's face is the costly part of a frame; keeping it here, with the cache
and its key, makes clear what must change for a card to be drawn again.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.conquest.content import Line
from game.ui import fonts, theme, widgets
from game.ui.conquest import art, city_picture, words
from game.ui.conquest.panel import ConquestTable, Panel
from game.ui.i18n import tr

PARCHMENT = (236, 224, 196)
PICTURE_MIN = 18                # units of the card's foot kept for the city's picture
LINE_BG = (246, 238, 218)


class CityCards(Panel):
    """Draws the cards; ``cache`` holds the faces already drawn."""

    def __init__(self, u: Callable[[float], int], table: Callable[[], ConquestTable]) -> None:
        super().__init__(u, table)
        self.cache: dict[tuple, pygame.Surface] = {}

    def parts(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Header, lines area and owner ribbon of a face-up card."""
        head = pygame.Rect(rect.x, rect.y, rect.w, max(self.u(30), rect.h // 5))
        ribbon = pygame.Rect(rect.x, rect.bottom - self.u(22), rect.w, self.u(22))
        body = pygame.Rect(rect.x + self.u(6), head.bottom + self.u(3), rect.w - self.u(12), ribbon.y - head.bottom - self.u(6))
        return head, body, ribbon

    def line_rects(self, view: dict[str, Any], rect: pygame.Rect, city: dict) -> dict[Any, pygame.Rect]:
        """Where each line of a face-up card lies (none on a stacked card)."""
        if city["stacked"]:
            return {}
        _head, body, _ribbon = self.parts(rect)
        lines = words.city_lines(view, city)
        lh = self.line_height(body, len(lines))
        out = {}
        for i, (lid, _line, _req) in enumerate(lines):
            out[lid] = pygame.Rect(body.x, body.y + i * lh + (self.u(4) if lid == "G" else 0), body.w, lh - self.u(3))
        return out

    def line_height(self, body: pygame.Rect, lines: int) -> int:
        """A line's height: as tall as fits four, but short enough (not under 22
        units) to leave the card's foot room for the city's picture."""
        lh = min(self.u(30), body.h // max(4, lines))
        room = body.h - lines * lh - self.u(6)
        if room < self.u(PICTURE_MIN):
            lh = max(min(lh, self.u(22)), (body.h - self.u(6) - self.u(PICTURE_MIN)) // max(1, lines))
        return lh

    def hint_width(self) -> int:
        """The widest chance pill ("100%"), so the owner's name leaves room for it."""
        return fonts.font(self.u(13), "bold").size("100%")[0] + self.u(12)

    def draw_hint(self, surf: pygame.Surface, rect: pygame.Rect, p: float) -> None:
        """The chance to conquer, at the right end of the owner ribbon (never over the name)."""
        text = f"{round(p * 100)}%"
        size = self.u(13)
        img = fonts.render(text, size, (255, 255, 255), "bold")
        pill = img.get_rect()
        pill.inflate_ip(self.u(12), self.u(6))
        ribbon = self.parts(rect)[2]
        pill.midright = (rect.right - self.u(4), ribbon.centery - self.u(2))
        colour = theme.mix(theme.BAD, theme.GOOD, p)
        pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.25), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, (255, 255, 255), pill, 1, border_radius=pill.h // 2)
        widgets.blit_text(surf, img, text, img.get_rect(center=pill.center))

    def draw_filled(self, surf: pygame.Surface, lr: pygame.Rect, faces: list[str]) -> None:
        """A line of the target filled this turn: its dice and a tick."""
        pygame.draw.rect(surf, (214, 236, 200), lr, border_radius=self.u(5))
        s = min(lr.h - self.u(2), self.u(24))
        x = lr.x + self.u(4)
        for f in faces:
            surf.blit(art.die_surface(f, s), (x, lr.centery - s // 2))
            x += s + self.u(2)
        cx = lr.right - self.u(12)
        pygame.draw.lines(surf, (40, 130, 60), False, [(cx - self.u(6), lr.centery), (cx - self.u(2), lr.centery + self.u(5)), (cx + self.u(6), lr.centery - self.u(6))], max(2, self.u(3)))

    def surface(self, t: ConquestTable, city: dict, size: tuple[int, int]) -> pygame.Surface:
        """The card without what changes every frame (cached)."""
        colorblind = t.colorblind
        turn = t.view.get("turn") or {}
        player = turn.get("player", -1)
        gen_required = city["owner"] >= 0 and city["owner"] != player
        hinted = city["id"] in t.hints
        key = (city["id"], size, city["owner"], city["stacked"], gen_required, colorblind, t.lang, tuple(t.colours), hinted)
        cached = self.cache.get(key)
        if cached is not None:
            return cached
        if len(self.cache) > 120:
            self.cache.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        content = words.content()
        c = content.city(city["id"])
        prov = content.province(c.province)
        rgb = art.hex_rgb(prov.colour)
        k = t.k
        if city["stacked"]:
            # the province's bonus is scored once: its first card says it, the rest of the stack do not
            art.draw_card_back(surf, rect, rgb, prov.symbol, prov.bonus if c.id == prov.cities[0] else None, k)
            owner = city["owner"]
            art.draw_token(surf, (rect.x + self.u(18), rect.y + self.u(18)), self.u(22), owner, t.colours[owner], colorblind)
            lock = pygame.Rect(0, 0, self.u(14), self.u(11))
            lock.topright = (rect.right - self.u(10), rect.y + self.u(14))
            pygame.draw.rect(surf, (250, 240, 210), lock, border_radius=self.u(2))
            pygame.draw.arc(surf, (250, 240, 210), pygame.Rect(lock.x + self.u(2), lock.y - self.u(7), lock.w - self.u(4), self.u(14)), 0, math.pi, max(1, self.u(2)))
            widgets.text(surf, words.city_name(c.id), (rect.centerx, rect.y + self.u(32)), self.u(12), (250, 240, 210), "bold", "midtop", max_width=rect.w - self.u(16))
            self.cache[key] = surf
            return surf
        rad = self.u(9)
        pygame.draw.rect(surf, theme.mix(rgb, (0, 0, 0), 0.5), rect, border_radius=rad)
        inner = rect.inflate(-self.u(4), -self.u(4))
        pygame.draw.rect(surf, PARCHMENT, inner, border_radius=rad)
        head, body, ribbon = self.parts(rect)
        hr = head.inflate(-self.u(4), 0).move(0, self.u(2))
        pygame.draw.rect(surf, rgb, hr, border_top_left_radius=rad, border_top_right_radius=rad)
        art.draw_province_symbol(surf, prov.symbol, (hr.x + self.u(13), hr.centery), self.u(8), (250, 244, 226))
        art.draw_vp_badge(surf, (hr.right - self.u(14), hr.centery - self.u(1)), self.u(10), c.vp)
        self.draw_city_name(surf, words.city_name(c.id), pygame.Rect(hr.x + self.u(25), hr.y, hr.w - self.u(52), hr.h))
        lines = words.city_lines(t.view, city)
        lh = self.line_height(body, len(lines))
        for i, (lid, line, required) in enumerate(lines):
            lr = pygame.Rect(body.x, body.y + i * lh + (self.u(4) if lid == "G" else 0), body.w, lh - self.u(3))
            if lid == "G":
                y = lr.y - self.u(4)
                for x in range(lr.x, lr.right, self.u(8)):
                    pygame.draw.line(surf, theme.mix(rgb, (0, 0, 0), 0.3), (x, y), (x + self.u(4), y), 1)
            self.draw_requirement(surf, lr, lid, line, required)
        free_top = body.y + len(lines) * lh + self.u(6)
        if body.bottom - free_top > self.u(12):
            foot = pygame.Rect(body.x, free_top, body.w, body.bottom - free_top + self.u(2))
            art.draw_skyline(surf, foot, c.id, theme.mix(rgb, PARCHMENT, 0.7))
            city_picture.draw(surf, foot, c.id, theme.mix(rgb, (0, 0, 0), 0.35))
        if city["owner"] >= 0:
            o = city["owner"]
            orgb = art.player_rgb(t.colours[o], colorblind)
            rr = ribbon.inflate(-self.u(4), 0).move(0, -self.u(2))
            pygame.draw.rect(surf, orgb, rr, border_bottom_left_radius=rad, border_bottom_right_radius=rad)
            art.draw_token(surf, (rr.x + self.u(12), rr.centery), self.u(16), o, t.colours[o], colorblind)
            room = rr.w - self.u(28) - (self.hint_width() + self.u(4) if hinted else 0)    # the chance stands at the right
            widgets.text(surf, t.name(o), (rr.x + self.u(24), rr.centery), self.u(12), art.ink_on(orgb), "bold", "midleft", max_width=room, shorten=True)
        self.cache[key] = surf
        return surf

    def draw_city_name(self, surf: pygame.Surface, name: str, box: pygame.Rect) -> None:
        """The name in one line, or in two smaller lines when it is long."""
        size = fonts.fit_size(name, self.u(15), box.w, "title")
        name_words = name.split(" ")
        fits = fonts.font(size, "title").size(name)[0] <= box.w
        with widgets.clipped(surf, box):
            if (size >= self.u(12) and fits) or len(name_words) < 2:
                widgets.text(surf, name, (box.x, box.centery), size, (255, 250, 236), "title", "midleft")
                return
            best = min(range(1, len(name_words)), key=lambda i: max(len(" ".join(name_words[:i])), len(" ".join(name_words[i:]))))
            parts = [" ".join(name_words[:best]), " ".join(name_words[best:])]
            size = min(fonts.fit_size(t, self.u(13), box.w, "title") for t in parts)
            lh = int(size * 1.1)
            for i, t in enumerate(parts):
                widgets.text(surf, t, (box.x, box.centery + (i - 0.5) * lh), size, (255, 250, 236), "title", "midleft")

    def draw_requirement(self, surf: pygame.Surface, lr: pygame.Rect, lid: Any, line: Line, required: bool) -> None:
        """One line of a card: its number (or G) and the dice it needs."""
        faded = not required
        bg = LINE_BG if not faded else (226, 216, 192)
        pygame.draw.rect(surf, bg, lr, border_radius=self.u(5))
        pygame.draw.rect(surf, (190, 176, 146), lr, 1, border_radius=self.u(5))
        ink = theme.INK if not faded else (150, 136, 116)
        tag = "G" if lid == "G" else str(lid + 1)
        widgets.text(surf, tag, (lr.x + self.u(7), lr.centery), self.u(11), ink if lid != "G" else (120, 60, 150), "bold", "midleft")
        x = lr.x + self.u(22)
        s = min(lr.h - self.u(4), self.u(22))
        if line.infantry:
            art.draw_sword(surf, (x + s // 2, lr.centery), s // 2, (150, 44, 40) if not faded else ink)
            x += s + self.u(2)
            img = fonts.render(str(line.infantry), self.u(16), ink, "bold")
            surf.blit(img, img.get_rect(midleft=(x, lr.centery)))
            x += img.get_width() + self.u(8)
        for sym, count in zip(("cav", "arc", "gen"), line.symbols, strict=True):
            for _ in range(count):
                box = pygame.Rect(x, lr.centery - s // 2, s, s)
                pygame.draw.rect(surf, (252, 248, 236), box, border_radius=self.u(4))
                pygame.draw.rect(surf, (170, 156, 128), box, 1, border_radius=self.u(4))
                art.draw_face_symbol(surf, sym, box.inflate(-self.u(3), -self.u(3)), None if not faded else ink)
                x += s + self.u(3)
        if lid == "G" and faded:
            widgets.text(surf, tr("conquest.line.general.short"), (lr.right - self.u(5), lr.centery), self.u(10), ink, "regular", "midright", max_width=max(8, lr.right - x - self.u(8)))
