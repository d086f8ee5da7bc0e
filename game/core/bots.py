"""A game's bot for a seat at a level: the bots table its entry declares.

What a bot is (``Bot``, ``RandomBot``, the levels) lives in ``game.core.bot``
and is handed on from here; this module looks the game up
(``game.core.games``), which the entries (``game.core.entry``) name bots for,
so the interface and the lookup stay out of each other's way.
"""

from __future__ import annotations

from game.core.bot import LEVELS, SAFETY_SECONDS, Bot, RandomBot, random_choice

__all__ = ["LEVELS", "SAFETY_SECONDS", "Bot", "RandomBot", "make_bot", "random_choice"]


def make_bot(game: str, level: str, seat: int, seed: int = 0) -> Bot:
    """A bot of ``level`` for ``game``, from the bots table its entry declares.

    A declared table that cannot be imported is an error.  A level the table
    does not fill (or an entry that declares no bots) plays at random.
    """
    from game.core import games

    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    table = games.entry(game).load_bots()
    cls = table.get(level, RandomBot)
    return cls(seat, seed)
