"""The bot interface shared by all games.

A bot sees only ``view(state, seat)`` for its own seat and the legal actions of
that seat, and returns one of those actions.  It owns its RNG, separate from the
game's, so its thinking never disturbs the game's dice.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from game.core.protocol import Action, random_choice

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot", "random_choice"]

LEVELS = ("random", "easy", "normal", "hard")


class Bot(ABC):
    level = "random"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """Pick one of ``legal`` knowing only ``view``."""


class RandomBot(Bot):
    level = "random"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return random_choice(self.rng, legal)


def make_bot(game: str, level: str, seat: int, seed: int = 0) -> Bot:
    """A bot of ``level`` for ``game``, from the bots table its entry declares.

    A declared table that cannot be imported is an error.  A level the table
    does not fill (or an entry that declares no bots) plays at random.
    """
    from game.registry import get_entry

    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels: {', '.join(LEVELS)}")
    table = get_entry(game).load_bots()
    cls = table.get(level, RandomBot)
    return cls(seat, seed)
