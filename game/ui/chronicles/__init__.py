"""Chronicles in the window: setup, the table (draft, placement, building and
ability choices), the season steps, scoring, rules and paper-cut card art.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import PackageWindow


class ChroniclesWindow(PackageWindow):
    game_id = "chronicles"
    scenes = ("setup", "draft", "draft2", "placement", "reveal", "war", "building", "aging", "scoring", "rules", "art")
    bench_players = 5
    colours = ("white", "blue", "purple", "orange", "black")     # theme.PLAYER_COLOURS

    setup_scene = "ChroniclesSetupScene"
    rules_scene = "ChroniclesRulesScene"
    table_scene = "ChroniclesBoardScene"


WINDOW = ChroniclesWindow()
