"""Kingdoms in the window: setup, board, war and scoring scenes, the rules
reference, card and meeple art, and the words for the engine's views.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import PackageWindow


class KingdomsWindow(PackageWindow):
    game_id = "kingdoms"
    scenes = ("setup", "board", "war", "scoring", "rules")
    colours = ("white", "blue", "purple", "orange", "black")     # theme.PLAYER_COLOURS
    bench_players = 5

    setup_scene = "SetupScene"
    rules_scene = "KingdomsRulesScene"
    table_scene = "BoardScene"


WINDOW = KingdomsWindow()
