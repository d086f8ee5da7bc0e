"""Conquest's rules reference, built on the shared rules scene.

The shared ``RulesScene`` reads ``rules.<section>.title/body``; Conquest's
sections are named ``conquest.<topic>`` so their texts live under
``rules.conquest.*`` in the Conquest catalogs.
"""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.scenes.rules import RulesScene

TOPICS = ("goal", "turn", "lines", "dice", "opponents", "provinces", "end", "hint", "controls")
SECTIONS = tuple(f"conquest.{t}" for t in TOPICS)


class ConquestRulesScene(RulesScene):
    sections = SECTIONS
    title_key = "cq.rules.title"
    legend_cell = 130
    LEGENDS = {"conquest.dice": [("face", f) for f in ("i1", "i2", "i3", "cav", "arc", "gen")]}

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        from game.ui.conquest import art

        return art.die_surface(name, size), tr(f"cq.face.{name}")
