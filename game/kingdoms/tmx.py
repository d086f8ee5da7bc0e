"""Reading one Kingdoms territory side's Tiled file: untrusted XML, the card's size and its objects.

Every problem raises :class:`MapError` naming the file and the object; the geometry
(adjacency, gaps, rivers) is derived from what this returns, in ``game.kingdoms.maps``.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path
from xml.etree import ElementTree

from game.core.content import ContentError
from game.core.files import FileRefused, read_bounded
from game.kingdoms.geometry import (
    EPS,
    polygon_area,
)
from game.kingdoms.territory import (
    TERRAINS,
    Point,
)

MIN_CONTACT = 8.0     # px: shared outlines between the two are ambiguous on the card art
MAX_FILE_BYTES = 2_000_000
MIN_SIZE, MAX_SIZE = 64, 4096          # card width/height in px
MAX_REGIONS, MAX_RIVERS, MAX_POINTS = 24, 16, 1000   # per side, per side, per object
MAX_TOTAL_POINTS = 4000        # all polygons and polylines of one side (shipped sides: ~500)
MAX_ELEMENTS = 2000            # XML elements in one file

_NAME = re.compile(r"r([1-9][0-9]{0,3})")


class MapError(ContentError):
    """A territory map that cannot be used; the message names file and object."""


# --------------------------------------------------------------------------- reading


def import_pytmx():
    """pytmx, imported without pulling in pygame.

    pytmx imports pygame only for type hints and its optional image helpers;
    rules code must stay pygame-free, so while pytmx is first imported those
    imports are made to fail quietly (pytmx allows that).  The UI can still
    import pygame and ``pytmx.util_pygame`` afterwards.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    blocked = ("pygame", "pytmx.util_pygame")
    for name in blocked:
        sys.modules[name] = None
    try:
        import pytmx
    finally:
        for name in blocked:
            del sys.modules[name]
    return pytmx


def read_tmx(path: Path):
    """Read and parse the file, bounded before any parsing; every failure is a MapError.

    Only a regular file of at most ``MAX_FILE_BYTES`` is read (a named pipe
    would block), no DOCTYPE/ENTITY, no external tilesets or object templates
    (other files the size check never saw), no tile layers (the game ignores
    them, and a compressed one can expand a thousandfold), and at most
    ``MAX_TOTAL_POINTS`` polygon points in all, before pytmx sees it.
    """
    try:
        raw = read_bounded(path, MAX_FILE_BYTES)
    except FileRefused as exc:
        raise MapError(path, None, str(exc)) from None
    except OSError as exc:
        raise MapError(path, None, f"cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise MapError(path, None, "not UTF-8 text (Tiled writes maps as UTF-8 XML)") from None
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise MapError(path, None, "DOCTYPE/ENTITY declarations are not allowed in map files")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise MapError(path, None, f"not a readable Tiled map (XML error: {exc})") from None
    check_untrusted_xml(path, root)
    pytmx = import_pytmx()
    try:
        tmx = pytmx.TiledMap(None, load_images=False)
        tmx.filename = str(path)
        tmx.parse_xml(root)
        return tmx
    except Exception as exc:  # pytmx raises many types on malformed input
        detail = str(exc)[:200] or type(exc).__name__
        raise MapError(path, None, f"not a readable Tiled map ({type(exc).__name__}: {detail})") from None


def check_untrusted_xml(path: Path, root) -> None:
    """Refuse what would make pytmx open other files or do unbounded work."""
    if root.tag != "map":
        raise MapError(path, None, f"not a Tiled map (the root element is <{root.tag[:40]}>, not <map>)")
    elements = points = 0
    for node in root.iter():
        elements += 1
        if elements > MAX_ELEMENTS:
            raise MapError(path, None, f"has more than {MAX_ELEMENTS} XML elements")
        tag = node.tag
        if tag == "tileset" and "source" in node.attrib:
            raise MapError(path, "tileset", f"external tileset {node.attrib['source'][:60]!r} is not allowed; "
                                            "embed the tileset in the map or remove it")
        if tag in ("layer", "data", "chunk"):
            raise MapError(path, f"layer {node.get('name', '?')[:40]}",
                           "tile layers are not allowed (the game reads only the object layers 'regions' and 'rivers')")
        if "template" in node.attrib:
            raise MapError(path, f"object {node.get('name') or node.get('id', '?')}"[:60],
                           "object templates are not allowed; detach the template in Tiled")
        if tag in ("polygon", "polyline"):
            points += node.get("points", "").count(",")
            if points > MAX_TOTAL_POINTS:
                raise MapError(path, None, f"has more than {MAX_TOTAL_POINTS} polygon points in all")


def card_and_side(path: Path, tmx) -> tuple[int, str]:
    props = getattr(tmx, "properties", None) or {}
    card = props.get("card")
    if isinstance(card, str) and card.strip().isdigit():
        card = int(card)
    if card is None:
        raise MapError(path, "map", "missing map property 'card' (int 1..8)")
    if isinstance(card, float) and card.is_integer():
        card = int(card)
    if not isinstance(card, int) or isinstance(card, bool) or not 1 <= card <= 8:
        raise MapError(path, "map", f"map property 'card' must be an int 1..8, got {card!r}")
    side = props.get("side")
    if side is None:
        raise MapError(path, "map", "missing map property 'side' ('A' or 'B')")
    if side not in ("A", "B"):
        raise MapError(path, "map", f"map property 'side' must be 'A' or 'B', got {side!r}")
    return card, side


def card_size(path: Path, tmx) -> tuple[float, float]:
    if getattr(tmx, "orientation", "orthogonal") != "orthogonal":
        raise MapError(path, "map", f"orientation must be orthogonal, not {tmx.orientation!r}")
    if str(getattr(tmx, "infinite", 0)).lower() in ("1", "true"):
        raise MapError(path, "map", "infinite maps are not supported; the map size is the card")
    try:
        width = float(tmx.width) * float(tmx.tilewidth)
        height = float(tmx.height) * float(tmx.tileheight)
    except (TypeError, ValueError):
        raise MapError(path, "map", "map size is not a number") from None
    for label, value in (("width", width), ("height", height)):
        if not MIN_SIZE <= value <= MAX_SIZE:
            raise MapError(path, "map", f"card {label} {value:g} px is outside {MIN_SIZE}..{MAX_SIZE}")
    return width, height


def layer(path: Path, tmx, name: str, required: bool):
    pytmx = import_pytmx()
    found = [
        layer for layer in tmx.layers
        if isinstance(layer, pytmx.TiledObjectGroup) and getattr(layer, "name", None) == name
    ]
    if len(found) > 1:
        raise MapError(path, f"layer {name}", "there must be only one object layer of this name")
    if not found:
        if required:
            raise MapError(path, f"layer {name}", "missing object layer (regions are polygons in it)")
        return []
    return list(found[0])


def points(path: Path, obj, entry: str, closed: bool) -> list[Point]:
    """The object's points in map pixels, rotation applied, repeated points dropped."""
    kind = "polygon" if closed else "polyline"
    raw = getattr(obj, "points", None)
    if raw is None or getattr(obj, "closed", None) is not closed:
        if raw is None:
            actual = "a tile" if getattr(obj, "gid", 0) else "a rectangle, ellipse or point"
        else:
            actual = "a polyline" if closed else "a polygon"
        raise MapError(path, entry, f"must be a {kind} object, not {actual}")
    if len(raw) > MAX_POINTS:
        raise MapError(path, entry, f"has {len(raw)} points (limit {MAX_POINTS})")
    if getattr(obj, "rotation", 0):
        raw = obj.apply_transformations()
    pts: list[Point] = []
    for x, y in raw:
        x, y = float(x), float(y)
        if not (math.isfinite(x) and math.isfinite(y)):
            raise MapError(path, entry, "has a point that is not a finite number")
        if not pts or math.dist(pts[-1], (x, y)) > EPS:
            pts.append((x, y))
    if closed and len(pts) > 1 and math.dist(pts[0], pts[-1]) <= EPS:
        pts.pop()
    if len(pts) < (3 if closed else 2):
        raise MapError(path, entry, f"{kind} has too few distinct points")
    return pts


# --------------------------------------------------------------------------- loading


def parse_regions(path: Path, tmx, width: float, height: float):
    objects = layer(path, tmx, "regions", required=True)
    if not objects:
        raise MapError(path, "layer regions", "has no region polygons")
    if len(objects) > MAX_REGIONS:
        raise MapError(path, "layer regions", f"has {len(objects)} objects (limit {MAX_REGIONS})")
    parsed: list[tuple[int, str, str, list[Point]]] = []
    seen: set[str] = set()
    for obj in objects:
        name = getattr(obj, "name", None) or ""
        entry = f"region {name or 'id ' + str(getattr(obj, 'id', '?'))}"
        match = _NAME.fullmatch(name)
        if not match:
            raise MapError(path, entry, "region objects must be named r1, r2, ... (r and a number)")
        if name in seen:
            raise MapError(path, entry, "duplicate region name")
        seen.add(name)
        terrain = (getattr(obj, "properties", None) or {}).get("terrain")
        if terrain is None:
            raise MapError(path, entry, f"missing string property 'terrain' (one of {', '.join(TERRAINS)})")
        if terrain not in TERRAINS:
            raise MapError(path, entry, f"unknown terrain {terrain!r} (expected one of {', '.join(TERRAINS)})")
        pts = points(path, obj, entry, closed=True)
        for x, y in pts:
            if not (-EPS <= x <= width + EPS and -EPS <= y <= height + EPS):
                raise MapError(path, entry, f"point ({x:g}, {y:g}) lies outside the {width:g}x{height:g} card")
        area = polygon_area(pts)
        if abs(area) < MIN_CONTACT * MIN_CONTACT:
            raise MapError(path, entry, "polygon has (almost) no area")
        if area < 0:
            pts.reverse()
        parsed.append((int(match.group(1)), name, terrain, pts))
    parsed.sort()
    return [(name, terrain, pts) for _, name, terrain, pts in parsed]


def parse_rivers(path: Path, tmx) -> list[tuple[str, list[Point]]]:
    objects = layer(path, tmx, "rivers", required=False)
    if len(objects) > MAX_RIVERS:
        raise MapError(path, "layer rivers", f"has {len(objects)} objects (limit {MAX_RIVERS})")
    rivers = []
    for obj in objects:
        entry = f"river {getattr(obj, 'name', None) or 'id ' + str(getattr(obj, 'id', '?'))}"
        rivers.append((entry, points(path, obj, entry, closed=False)))
    return rivers


def on_card_edge(p: Point, q: Point, width: float, height: float) -> bool:
    return any(
        abs(p[k] - v) <= EPS and abs(q[k] - v) <= EPS
        for k, v in ((0, 0.0), (0, width), (1, 0.0), (1, height))
    )

