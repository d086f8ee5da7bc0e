"""Which games exist: one line per game, naming the entry its package exports.

A game's package declares everything about it in ``ENTRY`` (a
``game.core.entry.GameEntry``: rules, bots, window, checklist); see
docs/adding-a-game.md.  Nothing is imported until asked for, and a registered
game that cannot be loaded is an error, never silently left out.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.core import games
from game.core.entry import EntryError, GameEntry, load_target

if TYPE_CHECKING:
    from game.core.protocol import Rules

# game id -> "module:attribute" of its GameEntry.
GAMES: dict[str, str] = {
    "kingdoms": "game.kingdoms:ENTRY",
    "conquest": "game.conquest:ENTRY",
    "galaxies": "game.galaxies:ENTRY",
    "chronicles": "game.chronicles:ENTRY",
}

# Announced in the menu as coming before their package is registered:
# game id -> "module:attribute" of its emblem's draw(size).
COMING: dict[str, str] = {}


@cache
def _entry(game: str, target: str) -> GameEntry:
    entry = load_target(target, game, "entry")
    if not isinstance(entry, GameEntry):
        raise EntryError(f"{game}: {target!r} is a {type(entry).__name__}, not a GameEntry "
                         "(declare ENTRY = GameEntry(...) in the game's package; see docs/adding-a-game.md)")
    if entry.id != game:
        raise EntryError(f"{game}: {target!r} declares the id {entry.id!r}")
    return entry


def get_entry(game: str) -> GameEntry:
    try:
        target = GAMES[game]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game!r}; known games: {known}") from None
    return _entry(game, target)


def entries() -> list[GameEntry]:
    """Every registered game, in registry order (raises if one cannot be loaded)."""
    return [get_entry(game) for game in GAMES]


def get_rules(game: str) -> Rules:
    return get_entry(game).load_rules()


def available() -> list[str]:
    """Every registered game id; a registered game that fails to import raises."""
    for entry in entries():
        entry.load_rules()
    return list(GAMES)


def windowed() -> list[GameEntry]:
    """Registered games that have a window ready to play."""
    return [e for e in entries() if e.in_window]


# The core asks for games through its own small lookup (it never imports this module).
games.install(get_entry, lambda: GAMES)
