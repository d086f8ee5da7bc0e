"""Kingdoms in the window: setup, board, war and scoring scenes, the rules
reference, card and meeple art, and the words for the engine's views.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import PackageWindow


class KingdomsWindow(PackageWindow):
    game_id = "kingdoms"
    scenes = ("setup", "board", "war", "scoring", "rules", "art")
    colours = ("white", "blue", "purple", "orange", "black")     # theme.PLAYER_COLOURS
    bench_players = 5

    setup_scene = "SetupScene"
    rules_scene = "KingdomsRulesScene"
    table_scene = "BoardScene"

    def selftest(self) -> list[str]:
        """Every faction has its name and its five ability texts in every language."""
        from game.kingdoms.content import MAGIC_LEVELS, load_content
        from game.ui.content_names import missing_names

        return missing_names("kingdoms_content", [key for fid in load_content().factions for key in
                                                  [f"kingdoms.faction.{fid}.name"]
                                                  + [f"kingdoms.faction.{fid}.ability.{lv}" for lv in range(1, MAGIC_LEVELS + 1)]])


WINDOW = KingdomsWindow()
