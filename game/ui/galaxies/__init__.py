"""Galaxies in the window: setup (solo against a hostile galaxy included),
the board with the planet row, mats and control center, the mission draft,
follows, the hostile turn, scoring and the rules.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import PackageWindow


class GalaxiesWindow(PackageWindow):
    game_id = "galaxies"
    scenes = ("setup", "solo_setup", "draft", "board", "follow", "picking", "hostile", "scoring", "rules", "mats", "mats_solo", "art")
    bench_players = 5
    colours = ("white", "blue", "purple", "orange", "black")     # words.COLOURS (galaxies.colour.<c>)

    setup_scene = "GalaxiesSetupScene"
    rules_scene = "GalaxiesRulesScene"
    table_scene = "GalaxiesBoardScene"
    preferences = {"auto_pass": "helpful"}      # follows, copies, forced rerolls (settings.AUTO_PASS)

    def auto_pass(self, match, seat: int, policy: str) -> tuple | None:
        from game.ui.galaxies.auto_pass import auto_pass

        return auto_pass(match, seat, policy)


WINDOW = GalaxiesWindow()
