"""Plane geometry for the Kingdoms card maps: polygon area, point in polygon,
the most inland point of a region (where its label and meeples go), and the
segment arithmetic that finds shared borders between region outlines.

Pure functions on ``(x, y)`` points in card pixels, bounded so hostile map
files cannot exhaust memory or time; ``maps`` reads the Tiled files and
applies the rules with them.
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Iterable

from game.kingdoms.territory import Point

EPS = 0.5             # px: points this close coincide, lines this close are collinear
SQRT2 = math.sqrt(2)
MAX_CELL = 120                 # segments in one 48 px grid cell (shipped sides: under 30)
MAX_GRID_ENTRIES = 30_000      # outline pieces x grid cells they cross (shipped sides: ~2,000)
MAX_PAIRS = 30_000             # pieces compared with each other (shipped sides: under 4,500)


def polygon_area(poly: Iterable[Point]) -> float:
    """Signed shoelace area (positive for one winding, negative for the other)."""
    pts = list(poly)
    return 0.5 * sum(
        x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=False)
    )


def point_in_polygon(pt: Point, poly: tuple[Point, ...] | list[Point]) -> bool:
    x, y = pt
    inside = False
    for (x0, y0), (x1, y1) in zip(poly, list(poly[1:]) + [poly[0]], strict=False):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def pole_of_inaccessibility(poly: list[Point], precision: float = 2.0, deadline: float | None = None) -> tuple[Point, float]:
    """The inside point farthest from the outline (polylabel), and that distance.

    Cells of a grid are refined best-first; a cell is dropped once it cannot
    beat the best point by more than ``precision``.
    """
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    minx, miny, maxx, maxy = min(xs), min(ys), max(xs), max(ys)
    size = min(maxx - minx, maxy - miny)
    if size <= 0:
        return (minx, miny), 0.0

    edges = [
        (x0, y0, x1 - x0, y1 - y0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) or 1e-12)
        for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True)
    ]

    def signed(pt: Point) -> float:
        """Distance to the outline, negative outside (one pass: distance and ray casting)."""
        px, py = pt
        best, inside = math.inf, False
        for x0, y0, dx, dy, length2 in edges:
            t = ((px - x0) * dx + (py - y0) * dy) / length2
            t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
            ex, ey = x0 + t * dx - px, y0 + t * dy - py
            d = ex * ex + ey * ey
            if d < best:
                best = d
            if (y0 > py) != (y0 + dy > py) and px < x0 + (py - y0) * dx / dy:
                inside = not inside
        return math.sqrt(best) if inside else -math.sqrt(best)

    def cell(x: float, y: float, h: float) -> tuple[float, float, float, float, float]:
        d = signed((x, y))
        return (-(d + h * SQRT2), d, x, y, h)

    heap: list[tuple[float, float, float, float, float]] = []
    h = size / 2
    x = minx
    while x < maxx:
        y = miny
        while y < maxy:
            heapq.heappush(heap, cell(x + h, y + h, h))
            y += size
        x += size
    cx, cy = centroid(poly)
    best_d, best = signed((cx, cy)), (cx, cy)
    steps = 0
    while heap:
        steps += 1
        if deadline is not None and steps % 256 == 0 and time.thread_time() > deadline:
            raise TimeoutError("finding region label points took too long")
        _, d, x, y, h = heapq.heappop(heap)
        if d > best_d:
            best_d, best = d, (x, y)
        if d + h * SQRT2 - best_d <= precision:
            continue
        h /= 2
        for sx in (-h, h):
            for sy in (-h, h):
                heapq.heappush(heap, cell(x + sx, y + sy, h))
    return (round(best[0], 1), round(best[1], 1)), best_d


def centroid(poly: list[Point]) -> Point:
    a = polygon_area(poly)
    if abs(a) < 1e-9:
        return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
    cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=False):
        cross = x0 * y1 - x1 * y0
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return (cx / (6 * a), cy / (6 * a))


class Segment:
    """One straight piece of a region outline or a river, with its unit direction."""

    __slots__ = ("p", "q", "owner", "length", "ux", "uy", "on_card")

    def __init__(self, p: Point, q: Point, owner: int, on_card: bool = False) -> None:
        self.p, self.q, self.owner, self.on_card = p, q, owner, on_card
        self.length = math.dist(p, q)
        self.ux = (q[0] - p[0]) / self.length
        self.uy = (q[1] - p[1]) / self.length

    def offset(self, pt: Point) -> float:
        """Signed distance of pt from this segment's line."""
        return (pt[0] - self.p[0]) * self.uy - (pt[1] - self.p[1]) * self.ux

    def along(self, pt: Point) -> float:
        return (pt[0] - self.p[0]) * self.ux + (pt[1] - self.p[1]) * self.uy

    def at(self, t: float) -> Point:
        return (round(self.p[0] + t * self.ux, 1), round(self.p[1] + t * self.uy, 1))


def shared_interval(s: Segment, t: Segment) -> tuple[float, float] | None:
    """Where t lies along s (collinear within EPS), as distances from s.p."""
    if abs(s.offset(t.p)) > EPS or abs(s.offset(t.q)) > EPS:
        return None
    a, b = s.along(t.p), s.along(t.q)
    lo, hi = max(0.0, min(a, b)), min(s.length, max(a, b))
    return (lo, hi) if hi - lo > EPS else None


def cross_point(s: Segment, t: Segment) -> Point | None:
    """Where s and t properly cross (each strictly splits the other), else None."""
    a, b = s.offset(t.p), s.offset(t.q)
    c, d = t.offset(s.p), t.offset(s.q)
    if (a > EPS and b < -EPS or a < -EPS and b > EPS) and (c > EPS and d < -EPS or c < -EPS and d > EPS):
        return s.at(s.length * c / (c - d))
    return None


def union_length(intervals: list[tuple[float, float]]) -> float:
    total, end = 0.0, -math.inf
    for lo, hi in sorted(intervals):
        if hi > end:
            total += hi - max(lo, end)
            end = hi
    return total


def gaps(intervals: list[tuple[float, float]], length: float) -> list[tuple[float, float]]:
    """The parts of 0..length not covered by the intervals (ignoring slivers <= 2*EPS)."""
    out, end = [], 0.0
    for lo, hi in sorted(intervals):
        if lo - end > 2 * EPS:
            out.append((end, lo))
        end = max(end, hi)
    if length - end > 2 * EPS:
        out.append((end, length))
    return out


def intersect_length(a: list[tuple[float, float]], b: list[tuple[float, float]]) -> float:
    pieces = [(max(a0, b0), min(a1, b1)) for a0, a1 in a for b0, b1 in b if min(a1, b1) > max(a0, b0)]
    return union_length(pieces)


def candidate_pairs(segs: list[Segment], cell: float = 48.0) -> set[tuple[int, int]]:
    """Index pairs of segments whose bounding boxes share a grid cell."""
    grid: dict[tuple[int, int], list[int]] = {}
    entries = 0
    for i, s in enumerate(segs):
        x0, x1 = sorted((s.p[0], s.q[0]))
        y0, y1 = sorted((s.p[1], s.q[1]))
        xs = range(int((x0 - EPS) // cell), int((x1 + EPS) // cell) + 1)
        ys = range(int((y0 - EPS) // cell), int((y1 + EPS) // cell) + 1)
        entries += len(xs) * len(ys)
        if entries > MAX_GRID_ENTRIES:         # long diagonal pieces would fill memory
            raise ValueError("the outlines have too many long diagonal pieces")
        for gx in xs:
            for gy in ys:
                grid.setdefault((gx, gy), []).append(i)
    pairs: set[tuple[int, int]] = set()
    if grid and max(len(m) for m in grid.values()) > MAX_CELL:
        raise ValueError(f"more than {MAX_CELL} outline pieces crowd one {cell:g} px spot")
    for members in grid.values():
        for k, i in enumerate(members):
            for j in members[k + 1:]:
                pairs.add((i, j))
            if len(pairs) > MAX_PAIRS:
                raise ValueError("too many outline pieces lie close together")
    return pairs
