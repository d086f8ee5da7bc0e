"""The games the core can play, as the layer above hands them over.

The core (matches, saves, scenarios, the bots table) needs to turn a game id
into its entry and rules, but the list of games lives above it, in the
registry, which imports the core.  So the dependency is inverted: the registry
``install``s its lookup here when it is imported (the ``game`` package imports
it first thing), and the core asks this module, never the registry itself.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.entry import GameEntry
    from game.core.protocol import AnyRules

_lookup: Callable[[str], GameEntry] | None = None
_known: Callable[[], Collection[str]] | None = None


def install(lookup: Callable[[str], GameEntry], known: Callable[[], Collection[str]]) -> None:
    """The registry's lookup (id -> entry, raising KeyError for an unknown id) and its list of ids."""
    global _lookup, _known
    _lookup, _known = lookup, known


def entry(game: str) -> GameEntry:
    if _lookup is None:
        raise RuntimeError("no games installed: import the registry (the package of the games) before playing one")
    return _lookup(game)


def rules(game: str) -> AnyRules:
    return entry(game).load_rules()


def known() -> Collection[str]:
    """Every registered game id (read live: the registry's list may grow)."""
    return _known() if _known is not None else ()
