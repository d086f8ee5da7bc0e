"""The game protocol and the machinery every game shares (see protocol.py)."""

from game.core.protocol import Action, Event, GameConfig, GameState, IllegalAction, Result, Rules

__all__ = ["Action", "Event", "GameConfig", "GameState", "IllegalAction", "Result", "Rules"]
