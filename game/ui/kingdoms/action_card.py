"""The action card at the top right: six action tiles (shielded once used)
that the active player selects from.

Apart from the board scene because the card is one panel with its own buttons
(``tiles``) and drawing.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms.board_model import ACTIONS


class ActionCard:
    """Tiles and drawing of ``action_rect``."""

    def build_tiles(self, buttons: list[widgets.Button]) -> None:
        """One button per action tile (``tiles``), added to ``buttons``; enabled
        when the viewer may select that action."""
        self.tiles: dict[str, pygame.Rect] = {}
        a = self.action_rect
        tw = (a.w - self.u(10) * 4) // 3
        th = (a.h - self.u(40) - self.u(8)) // 2
        select = {c.action[1]: c for c in self.choices if c.action[0] == "select"}
        for i, name in enumerate(ACTIONS):
            rect = pygame.Rect(a.x + self.u(10) + (i % 3) * (tw + self.u(10)), a.y + self.u(34) + (i // 3) * (th + self.u(8)), tw, th)
            self.tiles[name] = rect
            tip = tr(f"kingdoms.action.{name}.tip")
            if name in select:
                buttons.append(widgets.Button(rect, tr(f"kingdoms.action.{name}"), (lambda c=select[name]: self.choose(c)), tooltip=tip, style="ghost", data=("tile", name)))
            else:
                why = tr("kingdoms.why.shield") if self.model and self.model.shields.get(name) else tr("kingdoms.why.not_selecting")
                buttons.append(widgets.Button(rect, tr(f"kingdoms.action.{name}"), None, enabled=False, why_disabled=tip + "\n" + why, style="ghost", data=("tile", name)))

    def draw_action_card(self, surf: pygame.Surface) -> None:
        a = self.action_rect
        widgets.panel(surf, a, theme.PARCHMENT, self.u(10), (120, 90, 50), 2)
        used = sum(1 for v in self.model.shields.values() if v)
        widgets.text(surf, tr("kingdoms.board.action_card", n=5 - used), (a.x + self.u(12), a.y + self.u(8)), self.u(15), theme.INK, "bold", max_width=a.w - self.u(24))
        current = self.view.get("action")
        for name, rect in self.tiles.items():
            shield = self.model.shields.get(name)
            selectable = any(b.enabled and b.data == ("tile", name) for b in self.group.buttons)
            hover = any(b.hover for b in self.group.buttons if b.data == ("tile", name))
            col = (238, 226, 198) if not shield else (200, 186, 160)
            if name == current:
                col = (250, 236, 170)
            if selectable and hover:
                col = (255, 244, 200)
            pygame.draw.rect(surf, col, rect, border_radius=self.u(6))
            pygame.draw.rect(surf, theme.GOLD if selectable else (140, 110, 70), rect, self.u(3) if selectable else 1, border_radius=self.u(6))
            inner = rect.w - (self.u(26) if shield else self.u(8))
            cx = rect.centerx - (self.u(9) if shield else 0)
            widgets.text(surf, tr(f"kingdoms.action.{name}"), (cx, rect.centery), self.u(14), theme.INK if not shield else (120, 100, 80), "bold", "center", max_width=inner)
            if shield:
                self.draw_shield(surf, (rect.right - self.u(11), rect.centery - self.u(2)), self.u(8))
        focused = self.group.focused()
        if self.group.keyboard and focused is not None and isinstance(focused.data, tuple) and focused.data[0] == "tile":
            pygame.draw.rect(surf, theme.ACCENT, focused.rect.inflate(self.u(4), self.u(4)), self.u(3), border_radius=self.u(7))

    def draw_shield(self, surf, center, r: int) -> None:
        x, y = center
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r * 1.3), (x - r, y)]
        pygame.draw.polygon(surf, (150, 40, 40), pts)
        pygame.draw.polygon(surf, (240, 210, 120), pts, max(1, r // 5))
        pygame.draw.line(surf, (240, 210, 120), (x, y - r), (x, y + r * 1.2), max(1, r // 6))
