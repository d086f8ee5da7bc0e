"""Galaxies' rules reference, on the shared rules scene (texts under
``galaxies.rules.<section>`` in the Galaxies catalogs), with the six dice
faces drawn as on the board."""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.scenes.rules import RulesScene

SECTIONS = ("goal", "turn", "dice", "actions", "follow", "planets", "empire", "missions", "solo", "end", "controls")
FACES = ("move", "acquire_energy", "acquire_culture", "advance_diplomacy", "advance_economy", "utilize_colony")


class GalaxiesRulesScene(RulesScene):
    sections = SECTIONS
    text_prefix = "galaxies.rules."
    title_key = "galaxies.rules.title"
    legend_cell = 150
    LEGENDS = {"dice": [("face", f) for f in FACES], "actions": [("face", f) for f in FACES]}

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        from game.ui.galaxies import art

        return art.die_surface(name, size), tr(f"galaxies.action.{name}")
