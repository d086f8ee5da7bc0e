"""The window contract: what a game's UI package provides to the shared shell.

A game's entry (``game.core.entry.GameEntry.window``) points at one object of
a ``GameWindow`` subclass, usually ``WINDOW`` in ``game/ui/<id>/__init__.py``.
The menu, the session, the board chrome, ``python -m game screenshot``, the
selftest and the UI bench reach the game only through it, so none of them
names a game.  ``docs/adding-a-game.md`` walks through writing one.

Most windows lay their package out the same way; ``PackageWindow`` implements
the contract from that layout so a window only names its three scene classes.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    import pygame

    from game.ui.controller import Controller
    from game.ui.scene import Scene


class GameWindow(ABC):
    """One game's scenes, art and deterministic positions for the shell."""

    game_id: ClassVar[str]
    # The game's own scenes that `screenshot` can render and the selftest
    # renders in every language (the shell adds "menu" and "settings").
    scenes: ClassVar[tuple[str, ...]] = ("setup", "board", "scoring", "rules")
    # The player colours, in seat order (catalog keys colour.<c> or <id>.colour.<c>).
    colours: ClassVar[tuple[str, ...]] = ()
    # Players at the table the UI bench measures (the heaviest usual table).
    bench_players: ClassVar[int] = 4
    # Per-game preferences and their defaults; kept in the settings file under
    # the game's id (``Settings.game_pref(game_id, name)``).
    preferences: ClassVar[dict[str, Any]] = {}

    @abstractmethod
    def open_setup(self, app) -> None:
        """Push the game's setup scene (New game in the menu)."""

    @abstractmethod
    def open_rules(self, app, section: str | None = None) -> None:
        """Push the game's rules reference, at ``section`` if given."""

    @abstractmethod
    def board_scene(self, app, controller: Controller) -> Scene:
        """The table for a match (new, continued or loaded)."""

    @abstractmethod
    def stage(self, app, scene: str, seed: int) -> None:
        """Push what shows ``scene`` (one of :attr:`scenes`) on top of the menu.

        The position depends only on ``seed`` (a game played forward by seeded
        bots), and bots stay paused, so a screenshot is the same every time.
        """

    @abstractmethod
    def emblem(self, size: int) -> pygame.Surface:
        """The game's picture on its menu card (transparent, ``size`` square)."""

    @abstractmethod
    def bench_board(self, app, players: int, seed: int) -> Scene:
        """A board mid-game with every seat a bot, for the frame-time bench
        (the bench replaces the bots with ones that think forever)."""

    def auto_pass(self, match, seat: int, policy: str) -> tuple | None:
        """The answer that passes ``seat``'s optional window now (a follow, a
        copy, a forced reroll) under the player's ``policy`` (``settings.AUTO_PASS``:
        "helpful" passes only what cannot help them, "always" every such window,
        "ask" none), or None to ask them.  A game with such windows declares the
        ``auto_pass`` preference and fills this in."""
        return None

    def selftest(self) -> list[str]:
        """Window checks beyond rendering every scene (problems, [] if none)."""
        return []


class PackageWindow(GameWindow):
    """A window laid out the usual way in ``game/ui/<game_id>/``.

    The contract's methods import the package's modules only when called (the
    menu must not load every game's art) and use, by convention:

    - ``setup.<setup_scene>``, ``rules.<rules_scene>``, ``board.<table_scene>``
      (scene classes taking ``(app)``, ``(app, section)``, ``(app, controller)``);
    - ``positions.stage(app, scene, seed)`` and
      ``positions.bench_board(app, players, seed)``;
    - ``emblem.draw(size)``.

    A window may still override any method (or subclass ``GameWindow`` itself).
    """

    setup_scene: ClassVar[str]
    rules_scene: ClassVar[str]
    table_scene: ClassVar[str]

    def _module(self, name: str):
        """The package's module ``name`` (``game.ui.<game_id>.<name>``)."""
        return importlib.import_module(f"game.ui.{self.game_id}.{name}")

    def open_setup(self, app) -> None:
        app.push(getattr(self._module("setup"), self.setup_scene)(app))

    def open_rules(self, app, section: str | None = None) -> None:
        app.push(getattr(self._module("rules"), self.rules_scene)(app, section))

    def board_scene(self, app, controller: Controller) -> Scene:
        return getattr(self._module("board"), self.table_scene)(app, controller)

    def stage(self, app, scene: str, seed: int) -> None:
        self._module("positions").stage(app, scene, seed)

    def emblem(self, size: int) -> pygame.Surface:
        return self._module("emblem").draw(size)

    def bench_board(self, app, players: int, seed: int) -> Scene:
        return self._module("positions").bench_board(app, players, seed)
