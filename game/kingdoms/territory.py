"""The shape of a Kingdoms territory side, as the map loader delivers it.

The rules read ids, terrains, edges and borders; the board scene also draws
the polygons and rivers.  Coordinates are Tiled map pixels, origin top-left.
"""

from __future__ import annotations

from dataclasses import dataclass

TERRAINS = ("forest", "mountain", "plains", "water", "crags", "capital", "ruins")
IMPASSABLE = frozenset({"water", "crags"})
YIELD = {"forest": "mana", "mountain": "ore", "plains": "food"}

Point = tuple[float, float]


@dataclass(frozen=True)
class Region:
    id: str                 # "T3B.r4": card 3, side B, region 4
    name: str               # the Tiled object's name (for messages and the editor)
    terrain: str            # one of TERRAINS
    is_edge: bool           # its own land touches the card's outer edge
    polygon: tuple[Point, ...]
    anchor: Point           # a point well inside the region, for meeples and labels

    @property
    def occupiable(self) -> bool:
        return self.terrain not in IMPASSABLE


@dataclass(frozen=True)
class Border:
    a: str                  # region ids on the same side, a < b
    b: str
    river: bool             # True when the whole shared border is river


@dataclass(frozen=True)
class TerritorySide:
    id: str                 # "T3B"
    card: int               # 1..8
    side: str               # "A" | "B"
    width: float            # card size in map pixels
    height: float
    regions: tuple[Region, ...]
    borders: tuple[Border, ...]
    rivers: tuple[tuple[Point, ...], ...]   # river polylines, for drawing
    source: str             # the .tmx file it came from

    def region(self, region_id: str) -> Region:
        for r in self.regions:
            if r.id == region_id:
                return r
        raise KeyError(region_id)
