"""Kingdoms territory sides read from Tiled maps, with adjacency derived from the drawing.

A side is one ``.tmx`` file, authored in the Tiled editor (orthogonal, finite map):

* map properties ``card`` (int 1..8) and ``side`` (string "A" or "B"); the side id
  is ``f"T{card}{side}"``, e.g. ``T3B``;
* the **card edge** is the map's outer boundary: a rectangle of
  ``width * tilewidth`` by ``height * tileheight`` pixels, origin top-left;
* an object layer ``regions`` holds one **polygon** per region, named ``r1``,
  ``r2``, ... with a string property ``terrain`` (one of ``TERRAINS``); the
  region id is ``f"{side_id}.{name}"``, e.g. ``T3B.r4``.  The polygons must tile
  the card exactly: no gaps, no overlaps.  Neighbours share their common outline
  (same vertices, or at least collinear within ``EPS`` px; a vertex of one may
  sit in the middle of the other's edge);
* an optional object layer ``rivers`` holds **polylines** drawn along region
  borders.  Other layers (art, notes) are ignored.

Nothing about adjacency is typed: two regions are neighbours when their
outlines share a stretch of positive length (``MIN_CONTACT`` px or more; less
than ``POINT_TOUCH`` counts as meeting at a corner, anything between is refused
as ambiguous art); the border is a river when the whole shared outline lies
under river polylines (A25); a region is an edge region when it is occupiable
and its own outline runs along the card edge the same way (A24: water and
crags never are).

Map files are untrusted (players may add their own): every problem raises
:class:`MapError` naming the file and the object.  :func:`load_side` checks
what holds for any single card (geometry and the per-side rules of spec 10.7);
:func:`validate_set` checks the official set of 16 (6 capitals, 5 ruins).
"""

from __future__ import annotations

import math
import re
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.kingdoms.geometry import (
    EPS,
    Segment,
    candidate_pairs,
    cross_point,
    gaps,
    intersect_length,
    point_in_polygon,
    pole_of_inaccessibility,
    polygon_area,
    shared_interval,
    union_length,
)
from game.kingdoms.territory import (
    IMPASSABLE,
    Border,
    Region,
    TerritorySide,
)
from game.kingdoms.tmx import (
    MIN_CONTACT,
    MapError,
    card_and_side,
    card_size,
    on_card_edge,
    parse_regions,
    parse_rivers,
    read_tmx,
)

POINT_TOUCH = 2.0     # px: outlines sharing less than this only touch at a point
MAX_SECONDS = 1.5              # geometry work per side, in CPU seconds of the loading thread; the shipped sides take ~0.03 s
OCCUPIABLE_PER_SIDE = 5
IMPASSABLE_PER_SIDE = (1, 3)
RIVER_BORDERS_PER_SIDE = (0, 2)
MIN_EDGE_REGIONS = 3
SET_CAPITALS, SET_RUINS = 6, 5
OFFICIAL_IDS = tuple(f"T{card}{side}" for card in range(1, 9) for side in "AB")



def load_side(path: str | Path, tag: str = "") -> TerritorySide:
    """Read one territory side, derive its borders and edges, and check it (10.7).

    ``tag`` marks a player's own side (``T3A~lake``): it stands in for the
    official side of the same card and letter, under an id of its own.
    """
    path = Path(path)
    deadline = time.thread_time() + MAX_SECONDS     # CPU seconds of this thread: a busy machine only delays
    tmx = read_tmx(path)
    card, side = card_and_side(path, tmx)
    width, height = card_size(path, tmx)
    side_id = f"T{card}{side}" + (f"~{tag}" if tag else "")
    regions = parse_regions(path, tmx, width, height)
    rivers = parse_rivers(path, tmx)

    geo = _Outlines(path, regions, rivers, width, height, deadline)
    try:
        geo.match_segments()
        contact, river_contact, edge_length = geo.contacts()
        geo.check_contacts(contact, edge_length)
        geo.check_no_gaps()
        geo.check_rivers()
        anchors = [pole_of_inaccessibility(pts, deadline=deadline)[0] for _, _, pts in regions]
    except (TimeoutError, ValueError) as exc:
        raise MapError(path, side_id, f"too complex to check ({exc}); simplify the outlines") from None

    region_objs = []
    for i, (name, terrain, pts) in enumerate(regions):
        anchor = anchors[i]
        region_objs.append(Region(
            id=f"{side_id}.{name}", name=name, terrain=terrain,
            is_edge=edge_length[i] >= MIN_CONTACT and terrain not in IMPASSABLE,
            polygon=tuple(pts), anchor=anchor,
        ))
    borders = []
    for (a, b), length in contact.items():
        ida, idb = sorted((region_objs[a].id, region_objs[b].id))
        borders.append(Border(ida, idb, river=river_contact.get((a, b), 0.0) >= length - 2 * EPS))
    borders.sort(key=lambda bd: (_natural(bd.a), _natural(bd.b)))
    result = TerritorySide(
        id=side_id, card=card, side=side, width=width, height=height,
        regions=tuple(region_objs), borders=tuple(borders),
        rivers=tuple(tuple(pts) for _, pts in rivers), source=str(path),
    )
    problems = side_problems(result)
    if problems:
        raise MapError(path, side_id, "; ".join(problems))
    return result


class _Outlines:
    """The segments of all region outlines and rivers of one side, and how they meet.

    ``shared[k][other]`` lists the stretches (distances along segment k) that
    region ``other``'s outline runs along, in the opposite direction as it
    must for neighbours; ``rivered[k]`` lists the stretches of segment k that
    lie under a river (for a river segment: that lie on region outlines).
    """

    def __init__(self, path: Path, regions, rivers, width: float, height: float, deadline: float = math.inf) -> None:
        self.path, self.regions, self.rivers = path, regions, rivers
        self.deadline = deadline
        self.width, self.height = width, height
        self.names = [name for name, _, _ in regions]
        self.n = n = len(regions)
        self.segs: list[Segment] = []
        for i, (_, _, pts) in enumerate(regions):
            for p, q in zip(pts, pts[1:] + pts[:1], strict=True):
                self.segs.append(Segment(p, q, i, on_card_edge(p, q, width, height)))
        self.river_start = len(self.segs)
        for r, (_, pts) in enumerate(rivers):
            for p, q in zip(pts, pts[1:], strict=False):
                self.segs.append(Segment(p, q, n + r))
        self.shared: list[dict[int, list[tuple[float, float]]]] = [{} for _ in self.segs]
        self.rivered: list[list[tuple[float, float]]] = [[] for _ in self.segs]

    def tick(self) -> None:
        if time.thread_time() > self.deadline:
            raise TimeoutError(f"checking the outlines took over {MAX_SECONDS:g} s")

    def fail(self, region: int, message: str) -> MapError:
        return MapError(self.path, f"region {self.names[region]}", message)

    def match_segments(self) -> None:
        """Pair up collinear stretches; refuse outlines that cross or overlap."""
        segs, n, names = self.segs, self.n, self.names
        for count, (i, j) in enumerate(sorted(candidate_pairs(segs))):
            if count % 1024 == 0:
                self.tick()
            s, t = segs[i], segs[j]
            if s.owner >= n and t.owner >= n:
                continue  # two rivers may cross or meet freely
            if s.owner >= n or t.owner >= n:
                region_seg, river_seg = (j, i) if s.owner >= n else (i, j)
                if not segs[region_seg].on_card:
                    piece = shared_interval(segs[region_seg], segs[river_seg])
                    if piece:
                        self.rivered[region_seg].append(piece)
                        back = shared_interval(segs[river_seg], segs[region_seg])
                        self.rivered[river_seg].append(back or (0.0, 0.0))
                continue
            piece = shared_interval(s, t)
            if piece:
                where = s.at((piece[0] + piece[1]) / 2)
                if s.owner == t.owner:
                    raise self.fail(s.owner, f"outline runs back over itself near {where}")
                if s.ux * t.ux + s.uy * t.uy > 0:
                    raise self.fail(s.owner, f"overlaps region {names[t.owner]} along their outline near {where}")
                self.shared[i].setdefault(t.owner, []).append(piece)
                self.shared[j].setdefault(s.owner, []).append(shared_interval(t, s) or (0.0, 0.0))
                continue
            crossing = cross_point(s, t)
            if crossing:
                if s.owner == t.owner:
                    raise self.fail(s.owner, f"outline crosses itself near {crossing}")
                raise self.fail(s.owner, f"overlaps region {names[t.owner]} (their outlines cross near {crossing})")

    def contacts(self):
        """Shared length per region pair, how much of it is river, and card-edge length per region."""
        contact: dict[tuple[int, int], float] = {}
        river_contact: dict[tuple[int, int], float] = {}
        edge_length = [0.0] * self.n
        for k in range(self.river_start):
            s = self.segs[k]
            if s.on_card:
                edge_length[s.owner] += s.length
            for other, pieces in self.shared[k].items():
                if s.owner < other:
                    key = (s.owner, other)
                    contact[key] = contact.get(key, 0.0) + union_length(pieces)
                    river_contact[key] = river_contact.get(key, 0.0) + intersect_length(pieces, self.rivered[k])
        contact = {pair: length for pair, length in contact.items() if length >= POINT_TOUCH}
        return contact, river_contact, edge_length

    def check_contacts(self, contact: dict[tuple[int, int], float], edge_length: list[float]) -> None:
        """No ambiguous near-touches; every region has a neighbour; the card is one piece."""
        names = self.names
        for (a, b), length in contact.items():
            if length < MIN_CONTACT:
                raise self.fail(a, f"touches region {names[b]} for only {length:.1f} px; make the shared "
                                   f"border at least {MIN_CONTACT:g} px or separate them")
        for i, length in enumerate(edge_length):
            if POINT_TOUCH <= length < MIN_CONTACT:
                raise self.fail(i, f"touches the card edge for only {length:.1f} px; make it at least "
                                   f"{MIN_CONTACT:g} px or pull it away from the edge")
        neighbours: list[set[int]] = [set() for _ in names]
        for a, b in contact:
            neighbours[a].add(b)
            neighbours[b].add(a)
        if len(names) > 1:
            for i in range(len(names)):
                if not neighbours[i]:
                    raise self.fail(i, "shares no border with any other region")
        seen, todo = {0}, [0]
        while todo:
            for j in neighbours[todo.pop()] - seen:
                seen.add(j)
                todo.append(j)
        if len(seen) < len(names):
            lost = min(set(range(len(names))) - seen)
            raise self.fail(lost, f"is cut off from region {names[0]}: the card is not one piece")

    def check_no_gaps(self) -> None:
        """Every stretch of every outline is shared or on the card edge, and the areas add up."""
        for k in range(self.river_start):
            if k % 256 == 0:
                self.tick()
            s = self.segs[k]
            covered = [(0.0, s.length)] if s.on_card else []
            for pieces in self.shared[k].values():
                covered.extend(pieces)
            holes = gaps(covered, s.length)
            if not holes:
                continue
            where = s.at(sum(holes[0]) / 2)
            for other, (other_name, _, other_pts) in enumerate(self.regions):
                if other != s.owner and point_in_polygon(where, other_pts):
                    raise self.fail(s.owner, f"overlaps region {other_name}: its outline runs inside it near {where}")
            raise self.fail(s.owner, f"outline near {where} borders neither another region "
                                     "nor the card edge (a gap in the map)")
        total = sum(polygon_area(pts) for _, _, pts in self.regions)
        card = self.width * self.height
        perimeter = sum(s.length for s in self.segs[:self.river_start])
        if abs(total - card) > perimeter * EPS:
            raise MapError(self.path, "layer regions", f"regions cover {total:.0f} px² but the card is "
                                                       f"{card:.0f} px² (regions overlap or leave gaps)")

    def check_rivers(self) -> None:
        """Each river runs along region borders all the way, never along the card edge."""
        for k in range(self.river_start, len(self.segs)):
            s = self.segs[k]
            entry = self.rivers[s.owner - self.n][0]
            if on_card_edge(s.p, s.q, self.width, self.height):
                raise MapError(self.path, entry, f"runs along the card edge near {s.at(s.length / 2)}; "
                                                 "rivers follow borders between regions")
            if not self.rivered[k]:
                raise MapError(self.path, entry, f"near {s.at(s.length / 2)} lies on no border between regions")
            holes = gaps(self.rivered[k], s.length)
            if holes:
                raise MapError(self.path, entry, f"leaves the region borders near {s.at(sum(holes[0]) / 2)}")


def _natural(region_id: str) -> tuple[str, int]:
    side_id, _, name = region_id.partition(".")
    return side_id, int(name[1:]) if name[1:].isdigit() else 0


# --------------------------------------------------------------------------- rules (10.7)


def patrol_neighbours(side: TerritorySide) -> dict[str, set[str]]:
    """Occupiable region id -> occupiable regions one patrol step away (no river, A25)."""
    occupiable = {r.id for r in side.regions if r.occupiable}
    out: dict[str, set[str]] = {rid: set() for rid in occupiable}
    for b in side.borders:
        if not b.river and b.a in occupiable and b.b in occupiable:
            out[b.a].add(b.b)
            out[b.b].add(b.a)
    return out


def side_problems(side: TerritorySide) -> list[str]:
    """Breaches of the per-side layout rules of spec 10.7 (empty when the side is fine)."""
    problems = []
    occupiable = [r for r in side.regions if r.occupiable]
    impassable = [r for r in side.regions if not r.occupiable]
    terrains = [r.terrain for r in side.regions]
    if len(occupiable) != OCCUPIABLE_PER_SIDE:
        problems.append(f"has {len(occupiable)} occupiable regions, 10.7 wants exactly {OCCUPIABLE_PER_SIDE}")
    lo, hi = IMPASSABLE_PER_SIDE
    if not lo <= len(impassable) <= hi:
        problems.append(f"has {len(impassable)} water/crags regions, 10.7 wants {lo} to {hi}")
    rivers = sum(b.river for b in side.borders)
    lo, hi = RIVER_BORDERS_PER_SIDE
    if not lo <= rivers <= hi:
        problems.append(f"has {rivers} river borders, 10.7 wants {lo} to {hi}")
    for needed in ("forest", "mountain", "plains"):
        if needed not in terrains:
            problems.append(f"has no {needed} region (10.7 wants at least one)")
    if "capital" in terrains and "ruins" in terrains:
        problems.append("has both a capital and ruins (10.7 forbids both on one side)")
    edges = sum(r.is_edge for r in occupiable)
    if edges < MIN_EDGE_REGIONS:
        problems.append(f"has {edges} occupiable edge regions, 10.7 wants at least {MIN_EDGE_REGIONS}")
    steps = patrol_neighbours(side)
    if len(steps) > 1 and all(len(v) == len(steps) - 1 for v in steps.values()):
        problems.append("lets every occupiable region reach every other in one patrol step (10.7 forbids)")
    return problems


def validate_set(sides: dict[str, TerritorySide]) -> None:
    """Check the official set: the 16 sides T1A..T8B, 6 with a capital, 5 with ruins."""
    problems = []
    missing = [sid for sid in OFFICIAL_IDS if sid not in sides]
    extra = sorted(set(sides) - set(OFFICIAL_IDS))
    if missing:
        problems.append(f"missing sides {', '.join(missing)}")
    if extra:
        problems.append(f"unexpected sides {', '.join(extra)}")
    capitals = sum(any(r.terrain == "capital" for r in s.regions) for s in sides.values())
    ruins = sum(any(r.terrain == "ruins" for r in s.regions) for s in sides.values())
    if capitals != SET_CAPITALS:
        problems.append(f"{capitals} sides have a capital, 10.7 wants {SET_CAPITALS}")
    if ruins != SET_RUINS:
        problems.append(f"{ruins} sides have ruins, 10.7 wants {SET_RUINS}")
    if problems:
        folder = Path(next(iter(sides.values())).source).parent if sides else Path("maps/kingdoms")
        raise MapError(folder, "set", "; ".join(problems))


def default_folder() -> Path:
    from game.paths import resource

    return resource("maps", "kingdoms")


@lru_cache(maxsize=8)
def _load_folder(folder: str, official: bool) -> tuple[dict[str, TerritorySide], tuple[str, ...]]:
    """(good sides by id, one named problem per file skipped)."""
    root = Path(folder)
    if not root.is_dir():
        raise MapError(root, None, "map folder is missing")
    sides: dict[str, TerritorySide] = {}
    problems: list[str] = []
    for path in sorted(root.glob("*.tmx")):
        try:
            side = load_side(path)
        except MapError as exc:         # one bad map never makes the others unplayable
            problems.append(str(exc))
            continue
        if side.id in sides:
            problems.append(str(MapError(path, side.id, f"side {side.id} is also defined by {Path(sides[side.id].source).name}")))
            continue
        if official and side.id not in OFFICIAL_IDS:
            problems.append(str(MapError(path, side.id, "not one of the official sides T1A..T8B; skipped")))
            continue
        sides[side.id] = side
    if not sides:
        raise MapError(root, None, "no usable .tmx territory maps found" + (f" ({problems[0]})" if problems else ""))
    if official:
        validate_set(sides)
    return dict(sorted(sides.items(), key=lambda kv: (kv[1].card, kv[1].side))), tuple(problems)


def load_all(folder: Path | None = None) -> dict[str, TerritorySide]:
    """All usable sides in a folder by id ("T1A"...), loaded once and cached.

    A file that is not a usable map is skipped (see :func:`load_problems`).
    The default folder is the official set, which is also checked as a set
    (:func:`validate_set`); another folder gets the per-side checks only.
    """
    official = folder is None
    root = default_folder() if folder is None else Path(folder)
    return dict(_load_folder(str(root.resolve()), official)[0])


def load_problems(folder: Path | None = None) -> list[str]:
    """The named problem of every map file :func:`load_all` skipped in that folder."""
    official = folder is None
    root = default_folder() if folder is None else Path(folder)
    return list(_load_folder(str(root.resolve()), official)[1])


# --- a player's own sides ----------------------------------------------------------------
@dataclass(frozen=True)
class UserMap:
    """One .tmx file in the user maps folder: a usable side, or the named reason it is not."""

    file: str                          # the file name, e.g. "lake.tmx"
    side: TerritorySide | None         # id "T3A~lake": replaces T3A when chosen
    error: str | None                  # the MapError text when the file cannot be used

    @property
    def official_id(self) -> str:
        return self.side.id.split("~")[0] if self.side else ""


_USER_TAG = re.compile(r"[^A-Za-z0-9_-]+")
_USER_CACHE: dict[tuple, tuple[UserMap, ...]] = {}


def user_folder() -> Path:
    """``maps`` in the per-user data folder (POCKET_EPICS_HOME overrides it), made if missing."""
    from game.paths import user_dir

    folder = user_dir() / "maps"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass                            # a read-only home: the folder is simply empty
    return folder


def user_maps(folder: Path | None = None) -> tuple[UserMap, ...]:
    """Every .tmx in the user maps folder, each usable or with its named error.

    A broken file never hides the others.  The scan is cached by the files'
    names, sizes and times, so a file dropped in (or fixed) shows up at once.
    """
    try:
        root = user_folder() if folder is None else Path(folder)
        paths = sorted(p for p in root.glob("*.tmx") if p.is_file())
        key = (str(root), *((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in paths))
    except OSError:
        return ()
    cached = _USER_CACHE.get(key)
    if cached is not None:
        return cached
    out: list[UserMap] = []
    seen: set[str] = set()
    for path in paths:
        tag = _USER_TAG.sub("_", path.stem)[:32] or "map"
        try:
            side = load_side(path, tag=tag)
        except MapError as exc:
            out.append(UserMap(path.name, None, str(exc)))
            continue
        if side.id in seen:
            out.append(UserMap(path.name, None, str(MapError(path, side.id, "another file already has this name"))))
            continue
        seen.add(side.id)
        out.append(UserMap(path.name, side, None))
    if len(_USER_CACHE) > 16:
        _USER_CACHE.clear()
    _USER_CACHE[key] = tuple(out)
    return _USER_CACHE[key]


def check_maps() -> list[str]:
    """Problems with the official maps, for the content selftest ([] when all is well)."""
    problems = []
    folder = default_folder()
    sides: dict[str, TerritorySide] = {}
    paths = sorted(folder.glob("*.tmx")) if folder.is_dir() else []
    if not paths:
        return [f"{folder}: no .tmx territory maps found"]
    for path in paths:
        try:
            side = load_side(path)
        except MapError as exc:
            problems.append(str(exc))
            continue
        if side.id in sides:
            problems.append(f"{path.name}: side {side.id} defined twice")
        sides[side.id] = side
    try:
        validate_set(sides)
    except MapError as exc:
        problems.append(str(exc))
    return problems

