"""The bots of a lesson: they play the moves its watch steps script."""

from __future__ import annotations

from typing import Any

from game.core.bots import Bot
from game.core.protocol import Action


class ScriptedBot(Bot):
    """A seat of a lesson: plays the move the coach has set (``planned``), the
    next move of the current watch step.  Asked and checked like any bot."""

    level = "scripted"

    def __init__(self, seat: int, fallback: Bot) -> None:
        super().__init__(seat, 0)
        self.planned: Action | None = None
        self.fallback = fallback

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        planned = self.planned
        if planned is not None and planned in legal:
            return planned
        return self.fallback.choose(view, legal)
