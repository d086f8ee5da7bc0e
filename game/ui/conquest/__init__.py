"""Conquest in the window: setup, board and scoring scenes, dice and card art.

The shared UI finds a game's scenes through this package: the menu calls
``open_setup(app)`` and ``open_rules(app)``, the session ``board_scene(app, controller)``, and the
screenshot command and selftest use ``stage``.
"""

from __future__ import annotations


def open_setup(app) -> None:
    from game.ui.conquest.setup import ConquestSetupScene

    app.push(ConquestSetupScene(app))


def open_rules(app) -> None:
    from game.ui.conquest.rules import ConquestRulesScene

    app.push(ConquestRulesScene(app))


def board_scene(app, controller):
    from game.ui.conquest.board import ConquestBoardScene

    return ConquestBoardScene(app, controller)
