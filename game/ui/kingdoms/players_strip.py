"""The players' strip along the bottom: one box per player with name, bot or
person, faction, resources, tower and magic tracks and meeples.

An object the board composes; its ``boxes`` are also where a new meeple
walks in from (``pieces``) and what a player's tooltip avoids.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art, faction_emblem, words
from game.ui.kingdoms.board_model import RESOURCES
from game.ui.kingdoms.look import Look


class PlayersStrip:
    """Drawing of the strip's rectangle (``rect``); keeps where each player's box is (``boxes``)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.boxes: list[pygame.Rect] = []
        self.spots: dict[tuple[int, str], pygame.Rect] = {}     # (seat, counter) -> where it was drawn (the kit's pulses)
        self.texts: list[pygame.Rect] = []                      # where its words, digits and pictures are (the pulses' pills avoid them)
        self.pictures: list[pygame.Rect] = []

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surf: pygame.Surface, look: Look, tag: Callable[..., str]) -> None:
        """The boxes; ``tag(seat, short=False)`` is the kit's words for a seat ("you", "easy bot · thinking…")."""
        self.pictures = []
        self.pictures = []
        with widgets.texts_kept(surf) as texts:
            self.draw_boxes(surf, look, tag)
        self.texts = texts + self.pictures

    def draw_boxes(self, surf: pygame.Surface, look: Look, tag: Callable[..., str]) -> None:
        u = look.u
        m = look.model
        n = len(m.players)
        r = self.rect
        pygame.draw.rect(surf, (22, 26, 36), r)
        pygame.draw.line(surf, theme.EDGE, r.topleft, r.topright)
        gap = u(8)
        bw = (r.w - gap * (n + 1)) // max(1, n)
        self.boxes = []
        for p in m.players:
            box = pygame.Rect(r.x + gap + p.seat * (bw + gap), r.y + gap, bw, r.h - 2 * gap)
            self.boxes.append(box)
            ident = theme.identity(p.colour, look.colorblind)
            active = p.seat == m.active and m.phase == "play"
            deciding = p.seat in m.deciders
            widgets.panel(surf, box, (40, 46, 62) if not active else (56, 56, 70), u(10),
                          theme.GOLD if active else (ident.rgb if deciding else theme.EDGE), 3 if (active or deciding) else 1)
            self.pictures.append(art.draw_meeple(surf, (box.x + u(20), box.y + u(22)), u(30), ident, emblem=faction_emblem.icon_name(p.faction)))
            name = words.player_name(p.seat, list(look.colours))
            room = box.w - u(46)
            name_rect = widgets.text(surf, name, (box.x + u(40), box.y + u(6)), u(15), theme.TEXT, "bold", max_width=room, shorten=True)
            text = tag(p.seat)      # the kit's words; smaller, after the name
            avail = box.x + u(40) + room - name_rect.right - u(6)
            if fonts.font(u(12)).size(text)[0] > avail:
                text = tag(p.seat, short=True)     # "bot" without its level
            if fonts.font(u(12)).size(text)[0] > avail:
                text = text.split(" · ")[-1]                      # no room for both: "thinking…" alone
            if fonts.font(u(12)).size(text)[0] <= avail:
                widgets.text(surf, text, (name_rect.right + u(6), box.y + u(8)), u(12), theme.MUTED, max_width=avail)
            fac = tr(f"kingdoms.faction.{p.faction}.name") if p.faction else tr("kingdoms.board.no_faction")
            fx = box.x + u(40)
            if p.faction:           # the faction's emblem before its name
                badge = faction_emblem.emblem(p.faction, u(18), ident.rgb)
                self.pictures.append(surf.blit(badge, (fx, box.y + u(24))))
                fx += u(22)
            widgets.text(surf, fac, (fx, box.y + u(25)), u(13), theme.GOLD, max_width=box.x + box.w - u(6) - fx)
            # resources
            y = box.y + u(48)
            x = box.x + u(8)
            cell = (box.w - u(16)) // 3
            for i, res in enumerate(RESOURCES):
                icon = art.resource_icon(res, u(20))
                self.pictures.append(surf.blit(icon, (x + i * cell, y)))
                value = widgets.text(surf, str(p.res[i]), (x + i * cell + u(24), y + u(10)), u(17), theme.TEXT, "bold", "midleft")
                self.spots[(p.seat, res)] = value.union(pygame.Rect(x + i * cell, y, u(20), u(20)))
            # tower and magic tracks
            y += u(28)
            self.track(surf, look, "tower", x, y, box.w - u(16), p.tower, 6, ident.rgb)
            self.spots[(p.seat, "tower")] = pygame.Rect(x, y, box.w - u(16), u(18))
            y += u(22)
            self.track(surf, look, "magic", x, y, box.w - u(16), p.magic, 5, ident.rgb)
            self.spots[(p.seat, "magic")] = pygame.Rect(x, y, box.w - u(16), u(18))
            y += u(24)
            extra = tr("kingdoms.board.meeples", n=p.in_play, supply=p.supply)
            if p.crown:
                extra += " · " + tr("kingdoms.token.crown")
            if p.captured:
                extra += " · " + tr("kingdoms.board.captured", n=p.captured)
            self.spots[(p.seat, "supply")] = widgets.text(surf, extra, (x, y), u(13), theme.MUTED, max_width=box.w - u(16))

    @staticmethod
    def track(surf, look: Look, kind: str, x: int, y: int, w: int, level: int, top: int, rgb) -> None:
        u = look.u
        surf.blit(art.resource_icon(kind, u(18)), (x, y))
        pip_x = x + u(24)
        avail = w - u(24) - u(34)
        step = max(4, avail // top)
        for i in range(top):
            rect = pygame.Rect(pip_x + i * step, y + u(4), step - u(3), u(11))
            pygame.draw.rect(surf, rgb if i < level else (60, 66, 84), rect, border_radius=u(3))
            dark = i < level and sum(rgb) < 200
            pygame.draw.rect(surf, (220, 220, 220) if dark else (10, 10, 14), rect, 1, border_radius=u(3))
        label = f"{level}/{top}"
        if kind == "tower":
            label = tr("kingdoms.board.tower_vp", vp=look.model.tower_vp[min(level, len(look.model.tower_vp) - 1)])
        widgets.text(surf, label, (x + w, y + u(9)), u(12), theme.MUTED, anchor="midright")
