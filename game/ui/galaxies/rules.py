"""Galaxies' rules reference, on the shared rules scene (texts under
``rules.galaxies.<topic>`` in the Galaxies catalogs), with the six dice faces
drawn as on the board."""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.scenes.rules import RulesScene

TOPICS = ("goal", "turn", "dice", "actions", "follow", "planets", "empire", "missions", "solo", "end", "controls")
SECTIONS = tuple(f"galaxies.{t}" for t in TOPICS)
FACES = ("move", "acquire_energy", "acquire_culture", "advance_diplomacy", "advance_economy", "utilize_colony")


class GalaxiesRulesScene(RulesScene):
    sections = SECTIONS
    title_key = "gx.rules.title"
    legend_cell = 150
    LEGENDS = {"galaxies.dice": [("face", f) for f in FACES], "galaxies.actions": [("face", f) for f in FACES]}

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        from game.ui.galaxies import art

        return art.die_surface(name, size), tr(f"gx.action.{name}")
