"""Conquest in the window: setup, board and scoring scenes, dice and card art.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import PackageWindow


class ConquestWindow(PackageWindow):
    game_id = "conquest"
    scenes = ("setup", "board", "scoring", "rules", "art")
    colours = ("red", "blue", "green", "yellow", "purple", "white")   # art.COLOURS
    bench_players = 6
    preferences = {"hint": False}       # the "chance to conquer" hint

    setup_scene = "ConquestSetupScene"
    rules_scene = "ConquestRulesScene"
    table_scene = "ConquestBoardScene"

    def selftest(self) -> list[str]:
        """Every city and province has its name in every language."""
        from game.ui.conquest.words import content
        from game.ui.content_names import missing_names

        cards = content()
        return missing_names("conquest_content", [f"conquest.city.{c.id}.name" for c in cards.cities]
                             + [f"conquest.province.{p.id}.name" for p in cards.provinces])


WINDOW = ConquestWindow()
