"""Conquest's rules reference, built on the shared rules scene.

The shared ``RulesScene`` reads ``conquest.rules.<section>.title/body`` from
the Conquest catalogs.
"""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.scenes.rules import RulesScene

SECTIONS = ("goal", "turn", "lines", "dice", "opponents", "provinces", "end", "hint", "controls")


class ConquestRulesScene(RulesScene):
    sections = SECTIONS
    text_prefix = "conquest.rules."
    title_key = "conquest.rules.title"
    legend_cell = 130
    LEGENDS = {"dice": [("face", f) for f in ("i1", "i2", "i3", "cav", "arc", "gen")]}

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        from game.ui.conquest import art

        return art.die_surface(name, size), tr(f"conquest.face.{name}")
