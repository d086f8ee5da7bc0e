"""Kingdoms territory maps: the 16 Tiled sides, the geometry-derived borders, and bad maps.

The small fixture ``tests/data/kingdoms_small_side.tmx`` is a 480x640 card of
rectangles whose borders are known by hand; the files in
``tests/data/bad_maps/`` each break one thing (see the README there).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.kingdoms.geometry import point_in_polygon, polygon_area
from game.kingdoms.maps import (
    OFFICIAL_IDS,
    MapError,
    check_maps,
    default_folder,
    load_all,
    load_side,
    patrol_neighbours,
    side_problems,
    validate_set,
)
from game.kingdoms.territory import IMPASSABLE, TERRAINS

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parents[1] / "data"
BAD = DATA / "bad_maps"
SMALL = DATA / "kingdoms_small_side.tmx"


@pytest.fixture(scope="module")
def sides():
    return load_all()


# ------------------------------------------------------------------ the official 16


def test_official_folder_holds_the_16_sides_t1a_to_t8b(sides):
    """Card numbering 1..8, sides A/B: exactly T1A..T8B, one file each, named after the side."""
    assert list(sides) == list(OFFICIAL_IDS)
    for sid, side in sides.items():
        assert side.id == sid == f"T{side.card}{side.side}"
        assert 1 <= side.card <= 8 and side.side in ("A", "B")
        assert Path(side.source).name == f"{sid}.tmx"
    assert sorted(p.stem for p in default_folder().glob("*.tmx")) == sorted(OFFICIAL_IDS)


@pytest.mark.parametrize("sid", OFFICIAL_IDS)
def test_each_side_meets_every_10_7_layout_rule(sides, sid):
    """10.7 per side: 5 occupiable, 1-3 water/crags, 0-2 river borders, F/M/P present,
    not capital+ruins, >=3 occupiable edge regions, patrol graph not complete."""
    side = sides[sid]
    terrains = [r.terrain for r in side.regions]
    occupiable = [r for r in side.regions if r.occupiable]
    assert len(occupiable) == 5
    assert 1 <= sum(t in IMPASSABLE for t in terrains) <= 3
    assert 0 <= sum(b.river for b in side.borders) <= 2
    assert {"forest", "mountain", "plains"} <= set(terrains)
    assert not ("capital" in terrains and "ruins" in terrains)
    assert sum(r.is_edge for r in occupiable) >= 3
    steps = patrol_neighbours(side)
    assert any(len(v) < len(steps) - 1 for v in steps.values())
    assert side_problems(side) == []


@pytest.mark.parametrize("sid", OFFICIAL_IDS)
def test_each_side_is_a_clean_partition_of_the_card(sides, sid):
    """Regions tile the 480x640 card (areas add up), ids are '<side>.rN', anchors sit inside,
    every border joins two regions of the side once (10.4 checks)."""
    side = sides[sid]
    assert (side.width, side.height) == (480, 640)
    total = sum(abs(polygon_area(r.polygon)) for r in side.regions)
    assert total == pytest.approx(480 * 640, rel=1e-3)
    ids = [r.id for r in side.regions]
    assert len(set(ids)) == len(ids)
    assert all(r.id == f"{sid}.{r.name}" and r.terrain in TERRAINS for r in side.regions)
    for r in side.regions:
        assert point_in_polygon(r.anchor, r.polygon)
    pairs = [(b.a, b.b) for b in side.borders]
    assert len(set(pairs)) == len(pairs)
    assert all(a < b and a in ids and b in ids for a, b in pairs)


@pytest.mark.parametrize("sid", OFFICIAL_IDS)
def test_all_land_of_a_side_is_reachable_on_foot(sides, sid):
    """Design choice beyond 10.7: rivers and lakes never cut a side's land in two."""
    steps = patrol_neighbours(sides[sid])
    start = next(iter(steps))
    seen, todo = {start}, [start]
    while todo:
        for nxt in steps[todo.pop()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    assert seen == set(steps)


def test_set_has_6_capitals_and_5_ruins_never_on_one_side(sides):
    """10.7 set-wide: 6 sides with a capital, 5 with ruins, none with both."""
    capital = {sid for sid, s in sides.items() if any(r.terrain == "capital" for r in s.regions)}
    ruins = {sid for sid, s in sides.items() if any(r.terrain == "ruins" for r in s.regions)}
    assert len(capital) == 6 and len(ruins) == 5 and not capital & ruins
    validate_set(sides)


def test_set_balances_the_three_resources(sides):
    """Design choice beyond 10.7: forest, mountain and plains are equally common across the set."""
    counts = {t: sum(r.terrain == t for s in sides.values() for r in s.regions)
              for t in ("forest", "mountain", "plains")}
    assert len(set(counts.values())) == 1, counts


def test_validate_set_refuses_a_set_with_the_wrong_counts(sides):
    """validate_set names the broken set-wide rule (missing side, capital count)."""
    partial = {sid: s for sid, s in sides.items() if sid != "T1A"}
    with pytest.raises(MapError, match="missing sides T1A"):
        validate_set(partial)
    no_capitals = {sid: s for sid, s in sides.items()
                   if not any(r.terrain == "capital" for r in s.regions)}
    with pytest.raises(MapError, match="0 sides have a capital"):
        validate_set(no_capitals)


def test_the_16_cards_differ(sides):
    """Varied layouts: no two sides share the same terrain list and border structure."""
    shapes = set()
    for side in sides.values():
        terrains = tuple(r.terrain for r in side.regions)
        borders = tuple((b.a.split(".")[1], b.b.split(".")[1], b.river) for b in side.borders)
        shapes.add((terrains, borders))
    assert len(shapes) == 16
    assert len({len(s.regions) for s in sides.values()}) >= 3


def test_load_all_is_cached_and_returns_fresh_dicts(sides):
    """load_all() reads the folder once; callers may mutate their dict safely."""
    again = load_all()
    assert again == sides and again is not sides
    assert all(again[sid] is sides[sid] for sid in sides)
    again.clear()
    assert len(load_all()) == 16


def test_check_maps_reports_no_problem_for_the_shipped_maps():
    """The content selftest hook: [] for the official set."""
    assert check_maps() == []


def test_tmx_files_keep_what_the_tiled_editor_needs():
    """Tiled-editable files: map version, unique object ids below nextobjectid, the two layers."""
    for path in sorted(default_folder().glob("*.tmx")):
        root = ET.parse(path).getroot()
        assert root.tag == "map" and root.get("orientation") == "orthogonal"
        assert root.get("version") and root.get("infinite") == "0"
        ids = [int(o.get("id")) for o in root.iter("object")]
        assert len(ids) == len(set(ids)) and max(ids) < int(root.get("nextobjectid"))
        layer_ids = [int(g.get("id")) for g in root.iter("objectgroup")]
        assert max(layer_ids) < int(root.get("nextlayerid"))
        assert [g.get("name") for g in root.iter("objectgroup")] == ["regions", "rivers"]


def test_generator_rebuilds_a_valid_set(tmp_path):
    """build_scripts/make_kingdoms_maps.py writes 16 sides that pass every per-side and set check."""
    script = ROOT / "build_scripts" / "make_kingdoms_maps.py"
    subprocess.run([sys.executable, str(script), "--out", str(tmp_path), "--quiet"], check=True, cwd=ROOT)
    rebuilt = load_all(tmp_path)
    assert list(rebuilt) == list(OFFICIAL_IDS)
    validate_set(rebuilt)


def test_loading_maps_keeps_pygame_out_of_the_rules_core():
    """Rules code never imports pygame, even though pytmx would pull it in."""
    code = ("import sys; from game.kingdoms.maps import load_all; load_all(); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


# ------------------------------------------------------------------ derivation on a known card


@pytest.fixture(scope="module")
def small():
    return load_side(SMALL)


def test_adjacency_is_derived_from_shared_outlines(small):
    """Borders come from geometry, including T-junctions where one edge meets two neighbours."""
    got = {(b.a.split(".")[1], b.b.split(".")[1]) for b in small.borders}
    assert got == {
        ("r1", "r2"), ("r1", "r3"), ("r1", "r4"), ("r2", "r3"), ("r2", "r5"), ("r2", "r7"),
        ("r3", "r4"), ("r3", "r5"), ("r3", "r6"), ("r4", "r6"), ("r5", "r6"), ("r5", "r7"),
        ("r6", "r7"),
    }
    assert small.id == "T1A" and [r.id for r in small.regions][:2] == ["T1A.r1", "T1A.r2"]


def test_river_border_is_not_a_patrol_step(small):
    """A25/4.1 (map side of K20/K21): a border wholly under a river is a river border and no patrol step."""
    river = {(b.a, b.b) for b in small.borders if b.river}
    assert river == {("T1A.r4", "T1A.r6")}
    steps = patrol_neighbours(small)
    assert "T1A.r6" not in steps["T1A.r4"] and "T1A.r4" not in steps["T1A.r6"]


def test_partly_river_border_stays_a_land_border(small):
    """A25: r1|r2 is only half river, so it stays a land border and a patrol step."""
    border = next(b for b in small.borders if (b.a, b.b) == ("T1A.r1", "T1A.r2"))
    assert not border.river
    assert "T1A.r2" in patrol_neighbours(small)["T1A.r1"]


def test_water_and_crags_are_no_patrol_steps(small):
    """4.1 (map side of K21): patrol neighbours are occupiable regions only, never water or crags."""
    steps = patrol_neighbours(small)
    assert "T1A.r3" not in steps and "T1A.r7" not in steps
    assert steps["T1A.r5"] == {"T1A.r2", "T1A.r6"}


def test_edge_flags_follow_own_land_on_the_card_edge(small):
    """A24 (map side of K24/K25): edge = occupiable and own outline on the card edge; water/crags never."""
    edge = {r.name: r.is_edge for r in small.regions}
    assert edge == {"r1": True, "r2": True, "r3": False, "r4": True,
                    "r5": False, "r6": True, "r7": False}


def test_anchor_is_the_middle_of_a_rectangle(small):
    """Anchors sit well inside: for a rectangle, its centre."""
    assert small.region("T1A.r1").anchor == pytest.approx((120, 100), abs=3)
    assert small.region("T1A.r6").anchor == pytest.approx((240, 540), abs=3)


# ------------------------------------------------------------------ untrusted maps


BAD_CASES = [
    ("unknown_terrain.tmx", "region r4", "unknown terrain 'swamp'"),
    ("missing_terrain.tmx", "region r2", "missing string property 'terrain'"),
    ("overlap.tmx", "region r5", "overlaps region r7"),
    ("crossing_overlap.tmx", "region r5", "overlaps region r7"),
    ("self_crossing.tmx", "region r5", "crosses itself"),
    ("disconnected_region.tmx", "region r3", "shares no border with any other region"),
    ("gap.tmx", "region r2", "gap in the map"),
    ("outside_card.tmx", "region r7", "outside the 480x640 card"),
    ("river_on_no_border.tmx", "river brook", "lies on no border"),
    ("river_leaves_border.tmx", "river river1", "lies on no border"),
    ("capital_and_ruins.tmx", "T1A", "both a capital and ruins"),
    ("six_occupiable.tmx", "T1A", "6 occupiable regions"),
    ("broken_xml.tmx", None, "not a readable Tiled map"),
    ("entity_bomb.tmx", None, "DOCTYPE/ENTITY"),
    ("missing_card.tmx", "map", "missing map property 'card'"),
    ("bad_side.tmx", "map", "'side' must be 'A' or 'B'"),
    ("card_out_of_range.tmx", "map", "'card' must be an int 1..8"),
    ("rectangle_region.tmx", "region r1", "must be a polygon object, not a rectangle"),
    ("river_polygon.tmx", "river river1", "must be a polyline object, not a polygon"),
    ("no_regions_layer.tmx", "layer regions", "missing object layer"),
    ("split_card.tmx", "region r3", "the card is not one piece"),
    ("duplicate_name.tmx", "region r4", "duplicate region name"),
    ("bad_name.tmx", "region lake", "named r1, r2"),
    ("absurd_size.tmx", "map", "outside 64..4096"),
]


@pytest.mark.parametrize(("name", "entry", "message"), BAD_CASES)
def test_bad_map_gives_a_clear_error_naming_file_and_object(name, entry, message):
    """Each bad fixture raises MapError (a ContentError) naming the file and the culprit."""
    with pytest.raises(MapError) as info:
        load_side(BAD / name)
    err = info.value
    assert isinstance(err, ContentError)
    assert err.entry == entry
    assert message in str(err)
    assert str(err).startswith(name)


def test_every_bad_fixture_is_covered():
    """No fixture in bad_maps/ goes untested."""
    assert {p.name for p in BAD.glob("*.tmx")} == {name for name, _, _ in BAD_CASES}


def test_missing_file_and_non_map_xml_are_map_errors(tmp_path):
    """Unreadable input never escapes as a raw exception type."""
    with pytest.raises(MapError, match="cannot be read"):
        load_side(tmp_path / "nope.tmx")
    other = tmp_path / "other.tmx"
    other.write_text('<?xml version="1.0"?><svg width="10"/>')
    with pytest.raises(MapError):
        load_side(other)
    binary = tmp_path / "binary.tmx"
    binary.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(MapError, match="not UTF-8"):
        load_side(binary)
    utf16 = tmp_path / "utf16.tmx"
    utf16.write_text((BAD / "entity_bomb.tmx").read_text(), encoding="utf-16")
    with pytest.raises(MapError, match="not UTF-8"):
        load_side(utf16)


def test_a_folder_defining_a_side_twice_skips_the_second_naming_both(tmp_path):
    """load_all on a player folder: the second file claiming T1A is skipped with an error naming both."""
    from game.kingdoms.maps import load_problems

    shutil.copy(SMALL, tmp_path / "mine.tmx")
    shutil.copy(SMALL, tmp_path / "copy.tmx")
    assert list(load_all(tmp_path)) == ["T1A"]
    (problem,) = load_problems(tmp_path)
    assert "also defined by" in problem and "copy.tmx" in problem and "mine.tmx" in problem


def test_a_player_folder_gets_per_side_checks_only(tmp_path):
    """A folder with one good player-made card loads without the official set-wide check."""
    shutil.copy(SMALL, tmp_path / "mine.tmx")
    assert list(load_all(tmp_path)) == ["T1A"]


def test_absurd_files_are_refused_before_heavy_work(tmp_path):
    """Untrusted input limits: file size, points per polygon, number of regions."""
    text = SMALL.read_text()
    huge = tmp_path / "huge.tmx"
    huge.write_text(text.replace("</map>", "<!--" + "x" * 2_100_000 + "--></map>"))
    with pytest.raises(MapError, match="too large"):
        load_side(huge)
    many_points = " ".join(f"{i % 80},{i * 0.2:g}" for i in range(1200))
    spiky = tmp_path / "spiky.tmx"
    spiky.write_text(text.replace('points="0,0 80,0 80,240 0,240"', f'points="{many_points}"', 1))
    assert spiky.read_text() != text
    with pytest.raises(MapError, match="1200 points"):
        load_side(spiky)
    extra = "".join(
        f'<object id="{100 + k}" name="r{100 + k}" x="0" y="0"><polygon points="0,0 1,0 1,1"/></object>'
        for k in range(30)
    )
    crowded = tmp_path / "crowded.tmx"
    regions_end = ' </objectgroup>\n <objectgroup id="2"'
    assert regions_end in text
    crowded.write_text(text.replace(regions_end, extra + regions_end))
    with pytest.raises(MapError, match="limit 24"):
        load_side(crowded)
