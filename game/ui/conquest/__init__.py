"""Conquest in the window: setup, board and scoring scenes, dice and card art.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import PackageWindow


class ConquestWindow(PackageWindow):
    game_id = "conquest"
    scenes = ("setup", "board", "scoring", "rules")
    colours = ("red", "blue", "green", "yellow", "purple", "white")   # art.COLOURS
    bench_players = 6
    preferences = {"hint": False}       # the "chance to conquer" hint

    setup_scene = "ConquestSetupScene"
    rules_scene = "ConquestRulesScene"
    table_scene = "ConquestBoardScene"


WINDOW = ConquestWindow()
