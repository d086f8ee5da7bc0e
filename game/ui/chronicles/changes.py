"""Chronicles' side of the kit's "what changed" (``game.ui.table.changes``): its
counters (each kingdom's points, gold and strength) and the slots and buildings
a rival's revealed move touched (a character that entered, a building built)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from game.chronicles.content import BUILDING_KEYS
from game.core.protocol import Event
from game.ui.chronicles import words
from game.ui.chronicles.layout import TableLayout


def counter_values(view: dict[str, Any]) -> dict[Hashable, int]:
    """Every counter a kingdom's head line shows, by (seat, what)."""
    values: dict[Hashable, int] = {}
    for seat, k in enumerate(view.get("kingdoms") or []):
        values[(seat, "vp")] = int(k["vp"])
        values[(seat, "gold")] = int(k["gold"])
        values[(seat, "str")] = int(words.KingdomFacts(view, seat).strength)
    return values


def move_marks(events: Sequence[Event]) -> list[tuple[Hashable, int]]:
    """The slots characters entered and the buildings built, with the seat whose they are."""
    marks: list[tuple[Hashable, int]] = []
    for ev in events:
        seat, a = ev.args.get("player"), ev.args
        if not isinstance(seat, int):
            continue
        if ev.kind == "enter" and isinstance(a.get("slot"), int):
            marks.append((("slot", seat, a["slot"]), seat))
        elif ev.kind == "build" and isinstance(a.get("action"), (list, tuple)) and len(a["action"]) > 1:
            marks.append((("building", seat, a["action"][1]), seat))
    return marks


def mark_spots(geo: TableLayout, me: int | None) -> dict[Hashable, pygame.Rect]:
    """The rivals' small slots and building tiles, and the viewer's own slots, as laid out now."""
    spots: dict[Hashable, pygame.Rect] = {}
    for seat, rect in geo.opp_rects.items():
        spots.update({("slot", seat, slot): r for slot, r in geo.mini_slots(rect).items()})
        spots.update({("building", seat, BUILDING_KEYS[i]): r for i, r in enumerate(geo.mini_buildings(rect))})
    if me is not None:
        spots.update({("slot", me, slot): r for slot, r in enumerate(geo.slot_rects)})
    return spots
