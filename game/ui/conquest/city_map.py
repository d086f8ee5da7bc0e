"""The Conquest city map: the province columns with their city cards, where
every card and line lies, the line and card buttons, and what glows on the
cards each frame (the target, lines that can be filled, a bot's planned line,
a conquest's flash, a line just filled, the chance to conquer).

The cards' faces are drawn by ``city_card``; this panel places them and lights
them up, so the map's layout and its picking live in one place.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.conquest.content import Line, Province
from game.ui import fonts, theme, widgets
from game.ui.conquest import art, words
from game.ui.conquest.city_card import CityCards
from game.ui.conquest.panel import ConquestActions, ConquestTable, Panel
from game.ui.i18n import tr


class CityMap(Panel):
    def __init__(self, u: Callable[[float], int], table: Callable[[], ConquestTable], actions: ConquestActions) -> None:
        super().__init__(u, table)
        self.actions = actions
        self.cards = CityCards(u, table)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.header_h = 0
        self.col_rects: dict[str, pygame.Rect] = {}
        self.card_rects: dict[str, pygame.Rect] = {}
        self.line_rects: dict[tuple[str, Any], pygame.Rect] = {}

    # --- layout ----------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        """One column per province, its cities' cards below its header."""
        self.area = area
        provinces = words.content().provinces
        gap = self.u(8)
        cols = len(provinces)
        col_w = (area.w - gap * (cols - 1)) // cols
        room = col_w - self.u(28) - fonts.font(self.u(13), "bold").size("+10")[0] - self.u(10)
        two = any(fonts.fit_size(words.province_name(p.id), self.u(13), room, "bold") < self.u(11) for p in provinces)
        self.header_h = self.u(36) if two else self.u(24)      # a long province name takes two lines
        rows = max(len(p.cities) for p in provinces)
        card_h = (area.h - self.header_h - gap * (rows - 1)) // rows
        self.card_rects, self.col_rects = {}, {}
        for i, p in enumerate(provinces):
            x = area.x + i * (col_w + gap)
            self.col_rects[p.id] = pygame.Rect(x, area.y, col_w, area.h)
            for j, cid in enumerate(p.cities):
                self.card_rects[cid] = pygame.Rect(x, area.y + self.header_h + j * (card_h + gap), col_w, card_h)
        self.line_rects = {}
        view = self.table().view
        for city in view.get("cities", []):
            rect = self.card_rects[city["id"]]
            for lid, rr in self.cards.line_rects(view, rect, city).items():
                self.line_rects[(city["id"], lid)] = rr

    # --- buttons ---------------------------------------------------------------------------
    def line_buttons(self, mine: bool) -> tuple[list[widgets.Button], list[widgets.Button]]:
        """A button per line: those the player can fill now, and the others (which explain why not)."""
        t = self.table()
        view, click_line = t.view, self.actions.click_line
        legal_lines: list[widgets.Button] = []
        other_lines: list[widgets.Button] = []
        cities = {c["id"]: c for c in view.get("cities", [])}
        for (cid, lid), rect in self.line_rects.items():
            city = cities[cid]
            line = dict((i, ln) for i, ln, _r in words.city_lines(view, city))[lid]
            ok = mine and not words.why_not(view, city, lid, line, [], t.viewer)
            b = widgets.Button(rect, self.line_caption(cid, lid), partial(click_line, cid, lid), enabled=ok,
                               tooltip=partial(self.line_tip, cid, lid, line),
                               why_disabled=partial(self.line_refusal, city, lid, line),
                               data=("line", cid, lid))
            (legal_lines if ok else other_lines).append(b)
        return legal_lines, other_lines

    def card_buttons(self) -> list[widgets.Button]:
        """A card's header (a stacked card whole) tells about the city when pointed at."""
        buttons = []
        t = self.table()
        for city in t.view.get("cities", []):
            rect = self.card_rects[city["id"]]
            head = self.cards.parts(rect)[0] if not city["stacked"] else rect
            info = self.city_info(t, city)
            buttons.append(widgets.Button(head, words.city_name(city["id"]), None, enabled=False, tooltip=info, why_disabled=info, data=("card", city["id"])))
        return buttons

    def line_refusal(self, city: dict, lid: Any, line: Line) -> str:
        """What a line's button says when it cannot be pressed: why not, else what it needs."""
        return self.why_not(city, lid, line) or self.line_tip(city["id"], lid, line)

    def why_not(self, city: dict, lid: Any, line: Line) -> str:
        """Why the line cannot be filled now (asked when its button is pointed at: the table as it stands then)."""
        t = self.table()
        return words.why_not(t.view, city, lid, line, [], t.viewer)

    @staticmethod
    def line_caption(cid: str, lid: Any) -> str:
        return f"{words.city_name(cid)} — {words.line_name(lid)}"

    def city_info(self, t: ConquestTable, city: dict) -> str:
        content = words.content()
        c = content.city(city["id"])
        p = content.province(c.province)
        text = tr("conquest.card.info", city=words.city_name(c.id), province=words.province_name(p.id), vp=c.vp, size=len(p.cities),
                  bonus=p.bonus, p_centre=round(c.p_centre * 100), p_opponent=round(c.p_opponent * 100))
        if city["stacked"]:
            text += " " + tr("conquest.card.stacked", player=t.name(city["owner"]))
        elif city["owner"] >= 0:
            text += " " + tr("conquest.card.owned", player=t.name(city["owner"]))
        return text

    def line_tip(self, cid: str, lid: Any, line: Line) -> str:
        text = tr("conquest.line.tip", line=words.line_name(lid), need=words.line_text(line))
        if lid == "G":
            text += " " + tr("conquest.line.general.tip")
        return text

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface, now: float) -> None:
        t = self.table()
        turn = t.view.get("turn")
        target = turn["target"] if turn else None
        filled = words.filled_map(t.view)
        mine = t.mine
        sel = list(t.selected_faces)
        buttons = {b.data[1:]: b for b in t.buttons if isinstance(b.data, tuple) and b.data[0] == "line"}
        plan = t.preview if not t.motions.running("dice") else None
        if plan and plan[0] != "fill":
            plan = None
        for p in words.content().provinces:
            self.draw_header(surf, p)
        for city in t.view.get("cities", []):
            cid = city["id"]
            rect = self.card_rects[cid]
            card = self.cards.surface(t, city, rect.size)
            surf.blit(card, rect.topleft)
            widgets.placed(card, surf, rect.topleft)
            if city["stacked"]:
                continue
            # glow for the target, attackable cities and recent conquests
            flash = t.motions.get(("flash", cid))
            if flash is not None:
                gone = flash.progress(now)
                width = max(2, int(self.u(7) * (1 - gone)) + 2)
                pygame.draw.rect(surf, flash.data, rect.inflate(self.u(6), self.u(6)), width, border_radius=self.u(12))
            if cid == target:
                pygame.draw.rect(surf, theme.GOLD, rect.inflate(self.u(4), self.u(4)), max(2, self.u(4)), border_radius=self.u(11))
            lines = words.city_lines(t.view, city)
            for lid, line, _required in lines:
                lr = self.line_rects.get((cid, lid))
                if lr is None:
                    continue
                on_target = cid == target and lid in filled
                b = buttons.get((cid, lid))
                if on_target:
                    self.cards.draw_filled(surf, lr, filled[lid])
                if b is not None and b.enabled and mine:
                    ok_sel = sel and not words.why_not_faces(line, sel)
                    colour = theme.GOLD if ok_sel else theme.GOOD
                    if not sel or ok_sel:
                        pulse = t.pulse(now)
                        glow = pygame.Surface(lr.size, pygame.SRCALPHA)
                        glow.fill((*colour, int(40 + 50 * pulse)))
                        surf.blit(glow, lr.topleft)
                    pygame.draw.rect(surf, colour, lr, max(2, self.u(2)) + (1 if b.hover else 0), border_radius=self.u(5))
                if b is not None and t.focused(b):
                    pygame.draw.rect(surf, theme.ACCENT, lr.inflate(self.u(4), self.u(4)), max(2, self.u(3)), border_radius=self.u(6))
                if plan and plan[1] == cid and plan[2] == lid:
                    wave = 0.5 + 0.5 * math.sin(now * 8)
                    pygame.draw.rect(surf, theme.GOLD, lr.inflate(self.u(2), self.u(2)), max(2, self.u(3)) + int(wave * 2), border_radius=self.u(6))
                lf = t.motions.get("line")
                if lf is not None and lf.data == (cid, lid):
                    gone = lf.progress(now)
                    glow = pygame.Surface(lr.size, pygame.SRCALPHA)
                    glow.fill((255, 240, 170, int(170 * (1 - gone))))
                    surf.blit(glow, lr.topleft)
            hint = t.hints.get(cid)
            if hint is not None:
                self.cards.draw_hint(surf, rect, hint)

    def draw_header(self, surf: pygame.Surface, p: Province) -> None:
        """A province's header over its column: symbol, name (two lines when long), bonus."""
        col = self.col_rects[p.id]
        rgb = art.hex_rgb(p.colour)
        head = pygame.Rect(col.x, col.y, col.w, self.header_h - self.u(4))
        pygame.draw.rect(surf, theme.mix(rgb, (0, 0, 0), 0.35), head, border_radius=self.u(6))
        art.draw_province_symbol(surf, p.symbol, (head.x + self.u(12), head.centery), self.u(7), (250, 240, 210))
        bonus = widgets.text(surf, f"+{p.bonus}", (head.right - self.u(6), head.centery), self.u(13), theme.GOLD, "bold", "midright")
        name_box = pygame.Rect(head.x + self.u(24), head.y, bonus.x - head.x - self.u(28), head.h)
        name = words.province_name(p.id)
        with widgets.clipped(surf, name_box):
            if fonts.fit_size(name, self.u(13), name_box.w, "bold") >= self.u(11) or " " not in name:
                widgets.text(surf, name, (name_box.x, head.centery), self.u(13), (250, 240, 210), "bold", "midleft", max_width=name_box.w)
            else:
                lines = fonts.wrap(name, self.u(12), name_box.w, "bold")[:2]
                size = min(fonts.fit_size(t, self.u(12), name_box.w, "bold") for t in lines)
                lh = int(size * 1.1)
                for i, t in enumerate(lines):
                    widgets.text(surf, t, (name_box.x, head.centery + int((i - (len(lines) - 1) / 2) * lh)), size, (250, 240, 210), "bold", "midleft")
