"""Kingdoms' side of the kit's "what changed" (``game.ui.table.changes``): its
counters (each seat's resources, tower, magic and meeples in supply) and the
regions a move touched (a meeple's start, quest, patrol, expansion, retreat)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from game.core.protocol import Event
from game.ui.kingdoms.board_model import RESOURCES, BoardModel
from game.ui.kingdoms.map_panel import MapPanel

REGION_ARGS = ("region", "dest")          # the event arguments that name where a meeple went


def counter_values(model: BoardModel | None) -> dict[Hashable, int]:
    """Every counter the players' strip shows, by (seat, what)."""
    if model is None:
        return {}
    values: dict[Hashable, int] = {}
    for p in model.players:
        for i, res in enumerate(RESOURCES):
            values[(p.seat, res)] = p.res[i]
        values[(p.seat, "tower")] = p.tower
        values[(p.seat, "magic")] = p.magic
        values[(p.seat, "supply")] = p.supply
    return values


def move_marks(events: Sequence[Event], region_ids: Sequence[str]) -> list[tuple[Hashable, int]]:
    """The regions the move's events sent a meeple to, with the seat that moved it."""
    marks: list[tuple[Hashable, int]] = []
    for ev in events:
        seat = ev.args.get("seat")
        if not isinstance(seat, int):
            continue
        for arg in REGION_ARGS:
            index = ev.args.get(arg)
            if isinstance(index, int) and 0 <= index < len(region_ids):
                marks.append((("region", region_ids[index]), seat))
    return marks


def mark_spots(board_map: MapPanel) -> dict[Hashable, pygame.Rect]:
    """Each region's box on the map as laid out now."""
    spots: dict[Hashable, pygame.Rect] = {}
    for rid, poly in board_map.region_polys.items():
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        if xs:
            spots[("region", rid)] = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
    return spots
