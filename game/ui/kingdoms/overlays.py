"""What is drawn over the map: the band above the cards (the war in progress,
the last round, this turn's action), the faction card while a faction is
chosen, and the words of the tooltip for a region or a player.

An object the board composes: none of it is a panel of its own; each part
reads what it is given (the ``Look``, the picking state) and draws on top.
"""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import words
from game.ui.kingdoms.board_model import BoardModel
from game.ui.kingdoms.look import Look
from game.ui.kingdoms.picking import Picking


class Overlays:
    """The banner band, the faction card, and tooltip text, over the map's ``area``."""

    def __init__(self) -> None:
        self.area = pygame.Rect(0, 0, 0, 0)
        self.u = round

    def layout(self, area: pygame.Rect, u) -> None:
        self.area, self.u = area, u

    def banner_rect(self) -> pygame.Rect:
        """The band kept free above the cards."""
        w = min(self.area.w - self.u(40), self.u(760))
        return pygame.Rect(self.area.centerx - w // 2, self.area.y + self.u(10), w, self.u(40))

    def draw_banner(self, surf: pygame.Surface, look: Look, selected: tuple[int, str] | None) -> None:
        """The band above the cards: the war, else the last round, else this turn's action (``selected``)."""
        model = look.model
        if model.war is not None:
            self.draw_war_banner(surf, look)
        elif model.end_triggered and not model.over:
            rect = self.banner_rect()
            widgets.panel(surf, rect, (70, 60, 30), self.u(10), theme.GOLD, 2)
            widgets.text(surf, tr("kingdoms.board.last_round_banner"), rect.center, self.u(16), theme.GOLD, "bold", "center", max_width=rect.w - self.u(24))
        elif selected is not None and model.phase == "play":
            seat, action = selected
            rect = self.banner_rect()
            widgets.panel(surf, rect, (40, 52, 48), self.u(10), (90, 120, 100), 1)
            text = tr("kingdoms.board.action_banner", player=words.player_name(seat, list(look.colours)), action=tr(f"kingdoms.action.{action}")) + "  " + tr(f"kingdoms.action.{action}.tip")
            self.band_text(surf, rect, text)

    def band_text(self, surf: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """One line if it reads well at a normal size, else two smaller lines."""
        width = rect.w - self.u(24)
        if fonts.fit_size(text, self.u(14), width) >= self.u(13):
            widgets.text(surf, text, rect.center, self.u(14), theme.TEXT, "regular", "center", max_width=width)
            return
        size = self.u(12)
        lines = fonts.wrap(text, size, width)[:2]
        line_h = int(size * 1.25)
        y = rect.centery - line_h * len(lines) // 2
        for line in lines:
            widgets.text(surf, line, (rect.centerx, y), size, theme.TEXT, "regular", "midtop", max_width=width)
            y += line_h

    def draw_war_banner(self, surf: pygame.Surface, look: Look) -> None:
        """The war in progress, in words: who fights where, and the bids once revealed."""
        war = look.model.war
        rect = self.banner_rect()
        widgets.shadow(surf, rect, self.u(10), self.u(4), 110)
        widgets.panel(surf, rect, (92, 30, 28), self.u(10), (230, 120, 90), 2)
        a = words.player_name(war.attacker, list(look.colours))
        d = words.player_name(war.defender, list(look.colours))
        text = tr("kingdoms.board.war_banner", region=words.region_name(war.region) if war.region else "?", attacker=a, defender=d)
        if war.bids:
            text += "  " + tr("kingdoms.board.war_bids", a=words.bid_text(war.bids[0]), d=words.bid_text(war.bids[1]))
        widgets.text(surf, text, rect.center, self.u(16), (255, 236, 220), "bold", "center", max_width=rect.w - self.u(24))

    def draw_faction_card(self, surf: pygame.Surface, decision_buttons: list[widgets.Button], group: widgets.FocusGroup,
                          visible: list[words.Choice]) -> None:
        """While choosing a faction: the pointed-at (or focused) faction's card, readable in full."""
        shown = None
        for b in decision_buttons:
            if b.hover and isinstance(b.data, words.Choice):
                shown = b.data
        focused = group.focused()
        if shown is None and focused is not None and isinstance(focused.data, words.Choice):
            shown = focused.data
        if shown is None:
            shown = visible[0] if visible else None
        if shown is None or shown.action[0] != "faction":
            return
        fid = shown.action[1]
        area = self.area.inflate(-self.u(80), -self.u(60))
        card = pygame.Rect(0, 0, min(area.w, self.u(620)), min(area.h, self.u(470)))
        card.center = area.center
        widgets.shadow(surf, card, self.u(14), self.u(6), 120)
        widgets.panel(surf, card, theme.PARCHMENT, self.u(14), (110, 80, 44), 3)
        crest = pygame.Rect(card.x + self.u(24), card.y + self.u(22), self.u(58), self.u(70))
        hue = sum(map(ord, fid)) % 360
        col = pygame.Color(0)
        col.hsva = (hue, 55, 70, 100)
        pts = [crest.topleft, crest.topright, (crest.right, crest.centery), crest.midbottom, (crest.x, crest.centery)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, (70, 50, 30), pts, self.u(3))
        widgets.text(surf, tr(f"kingdoms.faction.{fid}.name")[:1], crest.center, self.u(30), (250, 244, 226), "title", "center")
        x = crest.right + self.u(18)
        widgets.text(surf, tr(f"kingdoms.faction.{fid}.name"), (x, card.y + self.u(26)), self.u(28), theme.INK, "title", max_width=card.right - x - self.u(20))
        widgets.text(surf, tr("kingdoms.board.faction_hint"), (x, card.y + self.u(66)), self.u(14), (110, 90, 60), max_width=card.right - x - self.u(20))
        y = card.y + self.u(110)
        for lv in range(1, 6):
            badge = pygame.Rect(card.x + self.u(24), y, self.u(30), self.u(30))
            pygame.draw.circle(surf, (90, 120, 200), badge.center, self.u(15))
            widgets.text(surf, str(lv), badge.center, self.u(15), (255, 255, 255), "bold", "center")
            body = pygame.Rect(badge.right + self.u(12), y + self.u(4), card.right - badge.right - self.u(36), self.u(60))
            used = widgets.wrapped(surf, tr(f"kingdoms.faction.{fid}.ability.{lv}"), body, self.u(16), theme.INK)
            y += max(self.u(38), used + self.u(14))

    @staticmethod
    def tooltip_text(model: BoardModel, boxes: list[pygame.Rect], mouse: tuple[int, int], hover_region: str | None,
                     picking: Picking) -> str | None:
        """Words for what the mouse rests on: a region (terrain, token) or a player (faction)."""
        for p, box in zip(model.players, boxes, strict=False):
            if box.collidepoint(mouse) and p.faction:
                lines = [tr(f"kingdoms.faction.{p.faction}.name")]
                for lv in range(1, 6):
                    mark = "✓" if lv <= p.magic else "·"
                    lines.append(f"{mark} " + tr("kingdoms.faction.level", level=lv) + " " + tr(f"kingdoms.faction.{p.faction}.ability.{lv}"))
                return "\n".join(lines)
        rid = hover_region
        if rid is None:
            return None
        side = words.all_sides().get(rid.split(".")[0])
        terrain = next((x.terrain for x in side.regions if x.id == rid), "") if side else ""
        lines = [words.region_name(rid), tr(f"kingdoms.terrain.{terrain}.tip")]
        if rid in picking.next_targets():
            pick = picking.effective_pick() + [rid]
            done = [c for c in picking.candidates(pick) if len(c.regions) == len(pick)]
            if len(done) == 1:
                lines.insert(0, tr("kingdoms.board.click_to", choice=done[0].label))
        edge = next((x.is_edge for x in side.regions if x.id == rid), False) if side else False
        if edge and terrain not in ("water", "crags"):
            lines.append(tr("kingdoms.board.edge_region"))
        for t in model.tokens:
            if t.region == rid:
                lines.append(tr("kingdoms.token.unknown.tip") if t.kind is None else tr(f"kingdoms.token.{t.kind}") + ": " + tr(f"kingdoms.token.{t.kind}.tip"))
        return "\n".join(lines)
