"""The action card at the top right: six action tiles (shielded once used)
that the active player selects from.

An object the board composes: one panel with its own buttons (``tiles``)
and drawing; a tile chosen goes back to the board as an intent.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import words
from game.ui.kingdoms.board_model import ACTIONS, BoardModel
from game.ui.kingdoms.look import Look
from game.ui.kingdoms.picking import Intent


class ActionCard:
    """Tiles and drawing of the action card's rectangle (``rect``); a tile
    that may be selected calls back ``act(("choose", Choice))``."""

    def __init__(self, act: Callable[[Intent], None]) -> None:
        self.act = act
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tiles: dict[str, pygame.Rect] = {}
        self.idle: set[str] = set()          # selectable tiles whose action would do nothing now (marked)

    def build(self, rect: pygame.Rect, choices: list[words.Choice], model: BoardModel | None, u: Callable[[float], int]) -> list[widgets.Button]:
        """One button per action tile (``tiles``); enabled when the viewer may select that action."""
        self.rect = a = rect
        self.tiles = {}
        self.idle = set()
        out: list[widgets.Button] = []
        tw = (a.w - u(10) * 4) // 3
        th = (a.h - u(40) - u(8)) // 2
        select = {c.action[1]: c for c in choices if c.action[0] == "select"}
        for i, name in enumerate(ACTIONS):
            rect = pygame.Rect(a.x + u(10) + (i % 3) * (tw + u(10)), a.y + u(34) + (i // 3) * (th + u(8)), tw, th)
            self.tiles[name] = rect
            tip = tr(f"kingdoms.action.{name}.tip")
            if name in select:
                c = select[name]
                if c.idle:
                    self.idle.add(name)
                out.append(widgets.Button(rect, tr(f"kingdoms.action.{name}"), partial(self.act, ("choose", c)), tooltip=c.tip or tip, style="ghost", data=("tile", name)))
            else:
                why = tr("kingdoms.why.shield") if model and model.shields.get(name) else tr("kingdoms.why.not_selecting")
                out.append(widgets.Button(rect, tr(f"kingdoms.action.{name}"), None, enabled=False, why_disabled=tip + "\n" + why, style="ghost", data=("tile", name)))
        return out

    def draw(self, surf: pygame.Surface, look: Look, group: widgets.FocusGroup) -> None:
        a = self.rect
        u = look.u
        model = look.model
        widgets.panel(surf, a, theme.PARCHMENT, u(10), (120, 90, 50), 2)
        used = sum(1 for v in model.shields.values() if v)
        widgets.text(surf, tr("kingdoms.board.action_card", n=5 - used), (a.x + u(12), a.y + u(8)), u(15), theme.INK, "bold", max_width=a.w - u(24))
        current = look.view.get("action")
        for name, rect in self.tiles.items():
            shield = model.shields.get(name)
            selectable = any(b.enabled and b.data == ("tile", name) for b in group.buttons)
            hover = any(b.hover for b in group.buttons if b.data == ("tile", name))
            col = (238, 226, 198) if not shield else (200, 186, 160)
            if name == current:
                col = (250, 236, 170)
            if selectable and hover:
                col = (255, 244, 200)
            pygame.draw.rect(surf, col, rect, border_radius=u(6))
            pygame.draw.rect(surf, theme.GOLD if selectable else (140, 110, 70), rect, u(3) if selectable else 1, border_radius=u(6))
            marked = shield or name in self.idle
            inner = rect.w - (u(26) if marked else u(8))
            cx = rect.centerx - (u(9) if marked else 0)
            widgets.text(surf, tr(f"kingdoms.action.{name}"), (cx, rect.centery), u(14), theme.INK if not shield else (120, 100, 80), "bold", "center", max_width=inner)
            if shield:
                self.draw_shield(surf, (rect.right - u(11), rect.centery - u(2)), u(8))
            elif name in self.idle:
                self.draw_idle(surf, (rect.right - u(11), rect.centery), u(8))
        focused = group.focused()
        if group.keyboard and focused is not None and isinstance(focused.data, tuple) and focused.data[0] == "tile":
            pygame.draw.rect(surf, theme.ACCENT, focused.rect.inflate(u(4), u(4)), u(3), border_radius=u(7))

    @staticmethod
    def draw_idle(surf, center, r: int) -> None:
        """The mark of an action that would do nothing now: an amber disc with an exclamation mark."""
        x, y = center
        pygame.draw.circle(surf, (214, 140, 30), center, r)
        pygame.draw.circle(surf, (110, 70, 20), center, r, max(1, r // 6))
        w = max(2, r // 3)
        pygame.draw.rect(surf, (255, 248, 230), (x - w // 2, y - r * 6 // 10, w, r * 7 // 10))
        pygame.draw.rect(surf, (255, 248, 230), (x - w // 2, y + r * 3 // 10, w, w))

    @staticmethod
    def draw_shield(surf, center, r: int) -> None:
        x, y = center
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r * 1.3), (x - r, y)]
        pygame.draw.polygon(surf, (150, 40, 40), pts)
        pygame.draw.polygon(surf, (240, 210, 120), pts, max(1, r // 5))
        pygame.draw.line(surf, (240, 210, 120), (x, y - r), (x, y + r * 1.2), max(1, r // 6))
