"""Conquest's side of the kit's "what changed" (``game.ui.table.changes``): its
counters (each seat's score and cities, the dice lost this turn) and the city
cards and lines a move touched."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import pygame

from game.core.protocol import Event
from game.ui.conquest.city_map import CityMap
from game.ui.conquest.dice_tray import DiceTray
from game.ui.conquest.side_panel import SidePanel


def counter_values(view: Mapping[str, Any]) -> dict[Hashable, int]:
    """Every counter the side panel and the tray show; the dice lost are keyed by the
    turn, so a new turn's count starts afresh instead of pulsing back to 0."""
    values: dict[Hashable, int] = {}
    for seat, score in enumerate(view.get("scores") or []):
        values[(seat, "score")] = int(score)
        values[(seat, "cities")] = int(view["cities_count"][seat])
    turn = view.get("turn")
    if turn:
        values[("lost", view.get("turn_number"))] = int(turn["lost"])
    return values


def counter_spots(view: Mapping[str, Any], side: SidePanel, tray: DiceTray) -> dict[Hashable, pygame.Rect]:
    spots: dict[Hashable, pygame.Rect] = {key: rect for key, rect in side.spots.items()}
    spots[("lost", view.get("turn_number"))] = tray.status_rect
    return spots


def counter_rooms(view: Mapping[str, Any], side: SidePanel, tray: DiceTray) -> dict[Hashable, pygame.Rect]:
    """Each counter's pill stays in its player's row, the dice lost's in the tray."""
    rooms: dict[Hashable, pygame.Rect] = {key: side.rows[key[0]] for key in side.spots if key[0] < len(side.rows)}
    rooms[("lost", view.get("turn_number"))] = tray.rect
    return rooms


def move_marks(events: Sequence[Event]) -> list[tuple[Hashable, int]]:
    """The city a move aimed at or conquered, and the line it filled, with the seat that moved."""
    marks: list[tuple[Hashable, int]] = []
    for ev in events:
        seat, city = ev.args.get("player"), ev.args.get("city")
        if not isinstance(seat, int) or not isinstance(city, str):
            continue
        if ev.kind == "fill":
            marks.append((("line", city, ev.args.get("line")), seat))
        else:
            marks.append((("city", city), seat))
    return marks


def mark_spots(city_map: CityMap) -> dict[Hashable, pygame.Rect]:
    """Each city card and line as laid out now."""
    spots: dict[Hashable, pygame.Rect] = {("city", cid): r for cid, r in city_map.card_rects.items()}
    spots.update({("line", cid, lid): r for (cid, lid), r in city_map.line_rects.items()})
    return spots
