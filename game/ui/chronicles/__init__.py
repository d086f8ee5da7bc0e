"""Chronicles in the window: setup, the table (draft, placement, building and
ability choices), the season steps, scoring, rules and paper-cut card art.

The shell reaches all of it through ``WINDOW`` (the contract is
``game.ui.window.GameWindow``), named by the game's entry.
"""

from __future__ import annotations

from game.ui.window import GameWindow


class ChroniclesWindow(GameWindow):
    game_id = "chronicles"
    scenes = ("setup", "draft", "draft2", "placement", "reveal", "war", "building", "aging", "scoring", "rules")
    bench_players = 5
    colours = ("white", "blue", "purple", "orange", "black")     # theme.PLAYER_COLOURS

    def open_setup(self, app) -> None:
        from game.ui.chronicles.setup import ChroniclesSetupScene

        app.push(ChroniclesSetupScene(app))

    def open_rules(self, app, section: str | None = None) -> None:
        from game.ui.chronicles.rules import ChroniclesRulesScene

        app.push(ChroniclesRulesScene(app, section))

    def board_scene(self, app, controller):
        from game.ui.chronicles.board import ChroniclesBoardScene

        return ChroniclesBoardScene(app, controller)

    def stage(self, app, scene: str, seed: int) -> None:
        from game.ui.chronicles.positions import stage

        stage(app, scene, seed)

    def emblem(self, size: int):
        from game.ui.chronicles.emblem import draw

        return draw(size)

    def bench_board(self, app, players: int, seed: int):
        from game.ui.chronicles.positions import bench_board

        return bench_board(app, players, seed)


WINDOW = ChroniclesWindow()
