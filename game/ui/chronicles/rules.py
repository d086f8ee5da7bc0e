"""Chronicles' rules reference on the shared rules scene (texts under
``chronicles.rules.*`` in the Chronicles catalogs), with pictures of the
resources, the card anatomy and the buildings as the board draws them."""

from __future__ import annotations

import pygame

from game.chronicles.content import BUILDING_KEYS
from game.ui.i18n import tr
from game.ui.scenes.rules import RulesScene

SECTIONS = ("goal", "round", "draft", "placement", "war", "income", "building", "aging", "end", "two", "controls")


class ChroniclesRulesScene(RulesScene):
    def draw(self, surf: pygame.Surface) -> None:
        from game.ui.chronicles import art

        art.trim()
        super().draw(surf)

    sections = SECTIONS
    text_prefix = "chronicles.rules."
    title_key = "chronicles.rules.title"
    legend_cell = 130
    LEGENDS: dict[str, list[tuple[str, object]]] = {
        "goal": [("res", "wood"), ("res", "food"), ("res", "gem"), ("card", "lance_rider")],
        "building": [("bld", k) for k in BUILDING_KEYS],
        "aging": [("token", "")],
    }

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        from game.ui.chronicles import art, words

        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        if kind == "res":
            art.resource_icon(surf, name, (size // 2, size // 2), size // 3)
            return surf, words.res_name(name)
        if kind == "bld":
            return art.building_tile(name, 1, (size + size // 3, size)), words.building_name(name)
        if kind == "token":
            art.token(surf, (size // 2, size // 2), size // 3)
            return surf, tr("chronicles.legend.token")
        return art.card_surface(name, (int(size / 1.4), size), text=False), words.kind_name(name)
