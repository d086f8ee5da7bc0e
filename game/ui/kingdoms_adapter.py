"""Kingdoms-specific glue between the rules engine and the scenes.

(config building; action descriptions; reading the view)
"""

from __future__ import annotations

from game.core.protocol import GameConfig


def make_config(players: int, seed: int, exploration: bool, first: int | None, colours: list[str], factions: list[str | None]) -> GameConfig:
    options = {"colours": list(colours)}
    if first is not None:
        options["first_player"] = first
    if any(factions):
        options["factions"] = list(factions)
    return GameConfig("kingdoms", players, seed, "exploration" if exploration else None, options)
