"""Kingdoms' rules reference, built on the shared rules scene."""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.scenes.rules import RulesScene

SECTIONS = ("goal", "turn", "actions", "collect", "war", "alliances", "terrain", "tokens", "end", "controls")


class KingdomsRulesScene(RulesScene):
    sections = SECTIONS
    text_prefix = "kingdoms.rules."
    title_key = "kingdoms.rules.title"
    LEGENDS = {
        "terrain": [("terrain", t) for t in ("forest", "mountain", "plains", "capital", "ruins", "water", "crags")],
        "tokens": [("token", t) for t in (None, "crown", "treasure", "bandit", "dragon_lair", "camp", "fort", "town", "church", "blank")],
        "collect": [("res", r) for r in ("mana", "ore", "food")],
        "end": [("res", "tower"), ("res", "magic"), ("res", "vp")],
    }

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        from game.ui.kingdoms import art

        if kind == "terrain":
            return art.terrain_swatch(name, size), tr(f"kingdoms.terrain.{name}")
        if kind == "token":
            return art.token_surface(name, size), (tr("kingdoms.rules.token.hidden") if name is None else tr(f"kingdoms.token.{name}"))
        return art.resource_icon(name, size), tr(f"kingdoms.rules.icon.{name}")
