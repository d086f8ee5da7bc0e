"""Kingdoms in the window: setup, board, war and scoring scenes, the rules
reference, card and meeple art, and the words for the engine's views.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import GameWindow


class KingdomsWindow(GameWindow):
    game_id = "kingdoms"
    scenes = ("setup", "board", "war", "scoring", "rules")
    colours = ("white", "blue", "purple", "orange", "black")     # theme.PLAYER_COLOURS
    bench_players = 5

    def open_setup(self, app) -> None:
        from game.ui.kingdoms.setup import SetupScene

        app.push(SetupScene(app))

    def open_rules(self, app, section: str | None = None) -> None:
        from game.ui.kingdoms.rules import KingdomsRulesScene

        app.push(KingdomsRulesScene(app, section))

    def board_scene(self, app, controller):
        from game.ui.kingdoms.board import BoardScene

        return BoardScene(app, controller)

    def stage(self, app, scene: str, seed: int) -> None:
        from game.ui.kingdoms.positions import stage

        stage(app, scene, seed)

    def emblem(self, size: int):
        from game.ui.kingdoms.emblem import draw

        return draw(size)

    def bench_board(self, app, players: int, seed: int):
        from game.ui.kingdoms.positions import bench_board

        return bench_board(app, players, seed)


WINDOW = KingdomsWindow()
