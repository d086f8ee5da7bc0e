"""Kingdoms in the window: setup, board, war and scoring scenes, the rules
reference, card and meeple art, and the words for the engine's views.

The shared UI finds a game's scenes through this package: the menu calls
``open_setup(app)`` and ``open_rules(app)``, the session ``board_scene(app, controller)``,
and the screenshot command and selftest use ``positions``.
"""

from __future__ import annotations


def open_setup(app) -> None:
    from game.ui.kingdoms.setup import SetupScene

    app.push(SetupScene(app))


def open_rules(app, section: str | None = None) -> None:
    from game.ui.kingdoms.rules import KingdomsRulesScene

    app.push(KingdomsRulesScene(app, section))


def board_scene(app, controller):
    from game.ui.kingdoms.board import BoardScene

    return BoardScene(app, controller)
