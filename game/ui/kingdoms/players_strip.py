"""The players' strip along the bottom: one box per player with name, bot or
person, faction, resources, tower and magic tracks and meeples.

Apart from the board scene because it is one panel; ``player_boxes`` is also
where a new meeple walks in from (``pieces``) and what a player's tooltip
avoids.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art, words
from game.ui.kingdoms.board_model import RESOURCES
from game.ui.table.identity import seat_tag


class PlayersStrip:
    """Drawing of ``strip`` (sets ``player_boxes``)."""

    def draw_players(self, surf: pygame.Surface) -> None:
        m = self.model
        n = len(m.players)
        r = self.strip
        pygame.draw.rect(surf, (22, 26, 36), r)
        pygame.draw.line(surf, theme.EDGE, r.topleft, r.topright)
        gap = self.u(8)
        bw = (r.w - gap * (n + 1)) // max(1, n)
        self.player_boxes = []
        for p in m.players:
            box = pygame.Rect(r.x + gap + p.seat * (bw + gap), r.y + gap, bw, r.h - 2 * gap)
            self.player_boxes.append(box)
            ident = theme.identity(p.colour, self.app.settings.colorblind)
            active = p.seat == m.active and m.phase == "play"
            deciding = p.seat in m.deciders
            widgets.panel(surf, box, (40, 46, 62) if not active else (56, 56, 70), self.u(10),
                          theme.GOLD if active else (ident.rgb if deciding else theme.EDGE), 3 if (active or deciding) else 1)
            art.draw_meeple(surf, (box.x + self.u(20), box.y + self.u(22)), self.u(30), ident)
            name = words.player_name(p.seat, self.colours)
            room = box.w - self.u(46)
            name_rect = widgets.text(surf, name, (box.x + self.u(40), box.y + self.u(6)), self.u(15), theme.TEXT, "bold", max_width=room, shorten=True)
            tag = seat_tag(self.ctl, p.seat, self.viewer)      # the kit's words; smaller, after the name
            avail = box.x + self.u(40) + room - name_rect.right - self.u(6)
            if fonts.font(self.u(12)).size(tag)[0] > avail:
                tag = seat_tag(self.ctl, p.seat, self.viewer, short=True)     # "bot" without its level
            if fonts.font(self.u(12)).size(tag)[0] > avail:
                tag = tag.split(" · ")[-1]                      # no room for both: "thinking…" alone
            if fonts.font(self.u(12)).size(tag)[0] <= avail:
                widgets.text(surf, tag, (name_rect.right + self.u(6), box.y + self.u(8)), self.u(12), theme.MUTED, max_width=avail)
            fac = tr(f"kingdoms.faction.{p.faction}.name") if p.faction else tr("kingdoms.board.no_faction")
            widgets.text(surf, fac, (box.x + self.u(40), box.y + self.u(25)), self.u(13), theme.GOLD, max_width=box.w - self.u(46))
            # resources
            y = box.y + self.u(48)
            x = box.x + self.u(8)
            cell = (box.w - self.u(16)) // 3
            for i, res in enumerate(RESOURCES):
                icon = art.resource_icon(res, self.u(20))
                surf.blit(icon, (x + i * cell, y))
                widgets.text(surf, str(p.res[i]), (x + i * cell + self.u(24), y + self.u(10)), self.u(17), theme.TEXT, "bold", "midleft")
            # tower and magic tracks
            y += self.u(28)
            self.track(surf, "tower", x, y, box.w - self.u(16), p.tower, 6, ident.rgb)
            y += self.u(22)
            self.track(surf, "magic", x, y, box.w - self.u(16), p.magic, 5, ident.rgb)
            y += self.u(24)
            extra = tr("kingdoms.board.meeples", n=p.in_play, supply=p.supply)
            if p.crown:
                extra += " · " + tr("kingdoms.token.crown")
            if p.captured:
                extra += " · " + tr("kingdoms.board.captured", n=p.captured)
            widgets.text(surf, extra, (x, y), self.u(13), theme.MUTED, max_width=box.w - self.u(16))

    def track(self, surf, kind: str, x: int, y: int, w: int, level: int, top: int, rgb) -> None:
        surf.blit(art.resource_icon(kind, self.u(18)), (x, y))
        pip_x = x + self.u(24)
        avail = w - self.u(24) - self.u(34)
        step = max(4, avail // top)
        for i in range(top):
            rect = pygame.Rect(pip_x + i * step, y + self.u(4), step - self.u(3), self.u(11))
            pygame.draw.rect(surf, rgb if i < level else (60, 66, 84), rect, border_radius=self.u(3))
            dark = i < level and sum(rgb) < 200
            pygame.draw.rect(surf, (220, 220, 220) if dark else (10, 10, 14), rect, 1, border_radius=self.u(3))
        label = f"{level}/{top}"
        if kind == "tower":
            label = tr("kingdoms.board.tower_vp", vp=self.model.tower_vp[min(level, len(self.model.tower_vp) - 1)])
        widgets.text(surf, label, (x + w, y + self.u(9)), self.u(12), theme.MUTED, anchor="midright")
