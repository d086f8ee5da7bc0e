"""Which games exist.  Adding a game is one line here plus its own package."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.protocol import Rules

# game id -> "module:attribute" of its Rules object (imported lazily).
GAMES: dict[str, str] = {
    "kingdoms": "game.kingdoms.rules:RULES",
    "conquest": "game.conquest.rules:RULES",
    "chronicles": "game.chronicles.rules:RULES",
}

# Shown in the menu but not yet playable.
COMING: tuple[str, ...] = ("galaxies", "chronicles")


def get_rules(game: str) -> Rules:
    try:
        target = GAMES[game]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game!r}; known games: {known}") from None
    module, attr = target.split(":")
    return getattr(import_module(module), attr)


def available() -> list[str]:
    """Games whose package is present (a game still in progress may be missing)."""
    found = []
    for game in GAMES:
        try:
            get_rules(game)
        except (ImportError, AttributeError):
            continue
        found.append(game)
    return found
