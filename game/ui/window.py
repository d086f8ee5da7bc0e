"""The window contract: what a game's UI package provides to the shared shell.

A game's entry (``game.core.entry.GameEntry.window``) points at one object of
a ``GameWindow`` subclass, usually ``WINDOW`` in ``game/ui/<id>/__init__.py``.
The menu, the session, the board chrome, ``python -m game screenshot``, the
selftest and the UI bench reach the game only through it, so none of them
names a game.  ``docs/adding-a-game.md`` walks through writing one.
"""

from __future__ import annotations

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

    def selftest(self) -> list[str]:
        """Window checks beyond rendering every scene (problems, [] if none)."""
        return []
