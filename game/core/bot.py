"""The bot interface shared by all games.

A bot sees only ``view(state, seat)`` for its own seat and the legal actions of
that seat, and returns one of those actions.  It owns its RNG, separate from the
game's, so its thinking never disturbs the game's dice.

Bots think on a fixed budget of work (iterations, playouts, layouts), never on
the clock, so a seed gives the same game on any machine under any load.  A bot
that searches may still stop a runaway with a generous safety cap
(:meth:`Bot.runaway`); when that fires the decision is no longer reproducible,
so it is counted on the bot (``cap_hits``, which ``arena --json`` reports) and
written to error.log.  The cap counts the thinking thread's own CPU time, not
the wall clock: a runaway search burns CPU, while a busy machine only delays a
decision (a 0.45 s Kingdoms search took over 15 s of wall clock beside a CPU
burner and three test suites, and a wall-clock cap cut it short).
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from typing import Any

from game.core.protocol import Action, random_choice

__all__ = ["LEVELS", "SAFETY_SECONDS", "Bot", "RandomBot", "random_choice"]

LEVELS = ("random", "easy", "normal", "hard", "expert")
# CPU seconds of the thinking thread, far above any budgeted decision (expert p95
# is about a second of CPU at most): only a runaway search reaches it.
SAFETY_SECONDS = 15.0


class Bot(ABC):
    level = "random"
    safety_seconds = SAFETY_SECONDS

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.cap_hits = 0  # decisions the safety cap cut short
        self._capped: float | None = None  # the deadline last reported

    def safety_deadline(self) -> float:
        """The thinking thread's CPU-time reading after which a search in progress is a
        runaway (read and checked on the thread that thinks)."""
        return time.thread_time() + self.safety_seconds

    def runaway(self, deadline: float) -> bool:
        """True once the safety deadline has passed (counted and logged once per deadline).

        A search calls this between units of work and stops on True; the
        budget, not this, is what normally ends it.
        """
        if time.thread_time() <= deadline:
            return False
        if deadline == self._capped:
            return True
        self._capped = deadline
        self.cap_hits += 1
        from game.core.userlog import log

        log(f"bot {type(self).__module__}.{type(self).__name__} (seat {self.seat}): the "
            f"{self.safety_seconds:g} s (CPU) safety cap stopped a search before its budget was spent; "
            "this decision depended on the machine's speed")
        return True

    @abstractmethod
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """Pick one of ``legal`` knowing only ``view``."""


class RandomBot(Bot):
    level = "random"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return random_choice(self.rng, legal)
