"""Conquest in the window: setup, board and scoring scenes, dice and card art.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import GameWindow


class ConquestWindow(GameWindow):
    game_id = "conquest"
    scenes = ("setup", "board", "scoring", "rules")
    colours = ("red", "blue", "green", "yellow", "purple", "white")   # art.COLOURS
    bench_players = 6
    preferences = {"hint": False}       # the "chance to conquer" hint

    def open_setup(self, app) -> None:
        from game.ui.conquest.setup import ConquestSetupScene

        app.push(ConquestSetupScene(app))

    def open_rules(self, app, section: str | None = None) -> None:
        from game.ui.conquest.rules import ConquestRulesScene

        app.push(ConquestRulesScene(app, section))

    def board_scene(self, app, controller):
        from game.ui.conquest.board import ConquestBoardScene

        return ConquestBoardScene(app, controller)

    def stage(self, app, scene: str, seed: int) -> None:
        from game.ui.conquest.positions import stage

        stage(app, scene, seed)

    def emblem(self, size: int):
        from game.ui.conquest.emblem import draw

        return draw(size)

    def bench_board(self, app, players: int, seed: int):
        from game.ui.conquest.positions import bench_board

        return bench_board(app, players, seed)


WINDOW = ConquestWindow()
