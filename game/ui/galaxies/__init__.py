"""Galaxies in the window: setup (solo against a hostile galaxy included),
the board with the planet row, mats and control center, the mission draft,
follows, the hostile turn, scoring and the rules.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import GameWindow


class GalaxiesWindow(GameWindow):
    game_id = "galaxies"
    scenes = ("setup", "solo_setup", "draft", "board", "follow", "picking", "hostile", "scoring", "rules")
    bench_players = 5
    colours = ("white", "blue", "purple", "orange", "black")     # words.COLOURS (galaxies.colour.<c>)

    def open_setup(self, app) -> None:
        from game.ui.galaxies.setup import GalaxiesSetupScene

        app.push(GalaxiesSetupScene(app))

    def open_rules(self, app, section: str | None = None) -> None:
        from game.ui.galaxies.rules import GalaxiesRulesScene

        app.push(GalaxiesRulesScene(app, section))

    def board_scene(self, app, controller):
        from game.ui.galaxies.board import GalaxiesBoardScene

        return GalaxiesBoardScene(app, controller)

    def stage(self, app, scene: str, seed: int) -> None:
        from game.ui.galaxies.positions import stage

        stage(app, scene, seed)

    def emblem(self, size: int):
        from game.ui.galaxies.emblem import draw

        return draw(size)

    def bench_board(self, app, players: int, seed: int):
        from game.ui.galaxies.positions import bench_board

        return bench_board(app, players, seed)


WINDOW = GalaxiesWindow()
