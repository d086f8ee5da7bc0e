"""What a game declares about itself: the one entry the registry lists.

Each game package exports ``ENTRY = GameEntry(...)`` in its ``__init__``;
the registry module names that entry in one line.  Everything else that used
to be looked up by naming convention (the rules object, the bots table, the
window, the checklist the tests cite, the content self-check) is a field here,
so the tools, the menu and the tests loop over the registry and never name a
game.

Targets are ``"module:attribute"`` strings, imported only when first used:
listing the registry imports no rules, no pygame and no content.  A target
that fails to import is an error that names the game and the target, never a
silent drop.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.bot import Bot
    from game.core.protocol import AnyRules


class EntryError(ImportError):
    """A registered game whose declared part cannot be loaded."""


def load_target(target: str, game: str = "", part: str = "") -> Any:
    """Import ``"module:attribute"``; errors name the game and the part."""
    module, sep, attr = target.partition(":")
    where = f"{game}: {part} {target!r}" if game else repr(target)
    if not sep or not module or not attr:
        raise EntryError(f"{where} is not of the form 'module:attribute'")
    try:
        loaded = import_module(module)
    except ImportError as exc:
        raise EntryError(f"{where} cannot be imported: {exc}") from exc
    try:
        return getattr(loaded, attr)
    except AttributeError:
        raise EntryError(f"{where}: module {module} has no {attr!r}") from None


@dataclass(frozen=True)
class Checklist:
    """The numbered checklist of the game's spec (``shared/rules/<id>.md``):
    every item ``<letter><n>`` for n in 1..count is cited by a test."""

    letter: str
    count: int


@dataclass(frozen=True)
class GameEntry:
    """One game, as the registry, tools, menu and tests see it.

    ``window`` is optional: a game without one is listed in the menu as
    coming, and the screenshot command, selftest and UI bench cover only what
    it declares.  ``playable=False`` keeps a game with an unfinished window
    off the menu's play buttons too.
    """

    id: str
    rules: str                                  # "module:attr" of its Rules object
    bots: str | None = None                     # "module:attr" of {level: Bot class}; None = every level random
    window: str | None = None                   # "module:attr" of its GameWindow (game.ui.window)
    checklist: Checklist | None = None
    content_check: str | None = None            # "module:attr" of selftest() -> list[str] (problems)
    playable: bool = True
    emblem: str | None = None                   # "module:attr" of draw(size) -> Surface, for a game with no window yet
    torture: str | None = None                  # "module:attr" of run(report, folder): its hostile content files
    scenarios: str | None = None                # "module:attr" of its position builder's ScenarioBook
    tutorial: str | None = None                 # its guided first game: a file under the source root, e.g. "game/<id>/data/tutorial.json"
    coach: str | None = None                    # "module:attr" of the window's coach hooks (game.ui.tutorial.hooks.CoachHooks)

    # --- loading the declared parts ------------------------------------------------
    def load_rules(self) -> AnyRules:
        rules: AnyRules = load_target(self.rules, self.id, "rules")
        if getattr(rules, "id", self.id) not in ("", self.id):
            raise EntryError(f"{self.id}: rules {self.rules!r} say their id is {rules.id!r}")
        return rules

    def load_bots(self) -> dict[str, type[Bot]]:
        """The bot table ({} when the entry declares no bots: every level plays at random)."""
        if self.bots is None:
            return {}
        return dict(load_target(self.bots, self.id, "bots"))

    def load_window(self) -> Any:
        """The game's window (a ``game.ui.window.GameWindow``), or None if it has none."""
        if self.window is None:
            return None
        return load_target(self.window, self.id, "window")

    def content_problems(self) -> list[str]:
        if self.content_check is None:
            return []
        return list(load_target(self.content_check, self.id, "content check")())

    def load_scenarios(self) -> Any:
        """The position builder's ``game.core.scenario.ScenarioBook`` (None if none declared)."""
        return None if self.scenarios is None else load_target(self.scenarios, self.id, "scenarios")

    def load_tutorial(self) -> Any:
        """The guided first game (a checked ``game.core.tutorial.Tutorial``), or None if it has none."""
        if self.tutorial is None:
            return None
        from game.core.tutorial import load
        from game.paths import resource

        return load(resource(*self.tutorial.split("/")), self.id)

    def load_coach(self) -> Any:
        """The window's coach hooks (``game.ui.tutorial.hooks.CoachHooks``), or None."""
        return None if self.coach is None else load_target(self.coach, self.id, "coach")

    def load_emblem(self) -> Any:
        """``draw(size) -> Surface`` for the menu card: the window's, else the declared one, else None."""
        window = self.load_window()
        if window is not None:
            return window.emblem
        return None if self.emblem is None else load_target(self.emblem, self.id, "emblem")

    @property
    def in_window(self) -> bool:
        """Whether the menu offers the game (a window that is ready to play)."""
        return self.window is not None and self.playable
