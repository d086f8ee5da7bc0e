"""Galaxies' side of the kit's "what changed" (``game.ui.table.changes``): its
counters (each empire's points, level, energy, culture and ships at home) and
the planets and dice a move touched (a ship moved or advanced, a planet used,
a die activated)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import pygame

from game.core.protocol import Event
from game.ui.galaxies.dice_tray import DiceTray
from game.ui.galaxies.planet_row import PlanetRow

COUNTERS = ("vp", "level", "energy", "culture")


def counter_values(view: Mapping[str, Any]) -> dict[Hashable, int]:
    """Every counter the mats show, by (seat, what)."""
    values: dict[Hashable, int] = {}
    for seat, e in enumerate(view.get("empires") or []):
        for name in COUNTERS:
            values[(seat, name)] = int(e[name])
        values[(seat, "home")] = sum(1 for s in e["ships"] if s[0] == "mat")
    return values


def move_marks(events: Sequence[Event], row: Sequence[str | None]) -> list[tuple[Hashable, int]]:
    """The card parts and dice the move's events name, with the seat that moved."""
    marks: list[tuple[Hashable, int]] = []
    for ev in events:
        seat, a = ev.args.get("player"), ev.args
        if not isinstance(seat, int):
            continue
        if ev.kind == "move" and a.get("dest") in ("surface", "orbit") and isinstance(a.get("slot"), int):
            marks.append((("part", a["slot"], a["dest"]), seat))
        elif ev.kind == "advance" and isinstance(a.get("slot"), int):
            marks.append((("part", a["slot"], "card"), seat))
        elif ev.kind == "activate" and isinstance(a.get("die"), int):
            marks.append((("die", a["die"]), seat))
        elif isinstance(a.get("planet"), str) and a["planet"] in row:
            marks.append((("part", list(row).index(a["planet"]), "card"), seat))
    return marks


def mark_spots(planets: PlanetRow, tray: DiceTray) -> dict[Hashable, pygame.Rect]:
    """Each card part and die as laid out now."""
    spots: dict[Hashable, pygame.Rect] = {("part", *key): r for key, r in planets.part_rects.items()}
    spots.update({("die", i): r for i, r in enumerate(tray.die_rects)})
    return spots
