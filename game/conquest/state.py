"""The Conquest state: who owns each city and the turn in progress.

Kept apart from the rules so that what lays a position out
(``game.conquest.scenario``) and the rules both build on it without
importing each other.
"""

from __future__ import annotations

from typing import Any

from game.conquest.content import Content
from game.core.protocol import GameConfig, GameState


class ConquestState(GameState):
    """Board (owner and stacked per city, in content order) and the turn in progress."""

    def __init__(self, config: GameConfig, content: Content) -> None:
        super().__init__(config)
        self.content = content
        self.n = config.players
        n_cities = len(content.cities)
        self.owner: list[int] = [-1] * n_cities  # -1: in the centre
        self.stacked: list[bool] = [False] * n_cities
        self.first_player = 0
        self.current = 0
        self.turn_number = 0
        self.over = False
        # the turn in progress (spec TurnState)
        self.free: list[str] = []
        self.lost = 0
        self.placed = 0
        self.target: str | None = None
        self.filled: dict[Any, tuple[str, ...]] = {}
        self.rolls = 0
        self.dice_to_come: list[str] = []  # faces a scenario preset scripted for the next dice
