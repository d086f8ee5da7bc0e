"""Kingdoms' part of `python -m game torture`: hostile territory maps.

Registered as the entry's ``torture`` hook; ``game.tools.torture`` runs it with
its time and memory limits.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.kingdoms.territory import TerritorySide

def hostile_maps(good: str) -> dict[str, bytes | str | Callable[[Path], None]]:
    """name -> content for at least 60 hostile territory maps."""
    head, _, _ = good.partition('<objectgroup id="1" name="regions">')
    first_poly = good.index('points="') + len('points="')
    poly_end = good.index('"', first_poly)

    def with_points(points: str) -> str:
        return good[:first_poly] + points + good[poly_end:]

    tiles = ("zlib", "gzip", "zstd", None)
    cases: dict[str, bytes | str | Callable[[Path], None]] = {}
    for i, cut in enumerate((0, 10, 100, 500, 2000, len(good) // 2, len(good) - 10)):
        cases[f"truncated_{i}"] = good[:cut]
    cases.update({
        "binary": bytes(random.Random(2).randrange(256) for _ in range(3000)), "utf16": good.encode("utf-16"),
        "doctype": good.replace("<map", '<!DOCTYPE map [<!ENTITY a "aaaa">]>\n<map', 1),
        "billion_laughs": '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><map>&b;</map>',
        "external_entity": '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><map>&x;</map>',
        "external_tileset": good.replace("<objectgroup", '<tileset firstgid="1" source="tiles.tsx"/>\n <objectgroup', 1),
        "external_tileset_pipe": good.replace("<objectgroup", '<tileset firstgid="1" source="pipe.tsx"/>\n <objectgroup', 1),
        "template_object": good.replace('<object id="1"', '<object id="1" template="obj.tx"', 1),
        "root_not_map": good.replace("<map ", "<notmap ", 1).replace("</map>", "</notmap>"),
        "deep_xml": head + "<a>" * 50_000 + "</a>" * 50_000 + "</map>",
        "many_elements": good.replace("</map>", "<properties>" + '<property name="x" value="1"/>' * 5000 + "</properties></map>"),
        "too_large": good.replace("</map>", "<!--" + "x" * 2_100_000 + "--></map>"),
        "many_points": with_points(" ".join(f"{i % 300},{(i * 7) % 300}" for i in range(5000))),
        "crowded_points": with_points(" ".join(f"{10 + (i % 2) * 0.3},{10 + i * 0.01:.2f}" for i in range(990))),
        "spike_points": with_points(" ".join(f"{(i * 37) % 480},{(i * 53) % 640}" for i in range(999))),
        "long_diagonals": good.replace('<objectgroup id="2" name="rivers" color="#2f7fd0">',
                                       '<objectgroup id="2" name="rivers" color="#2f7fd0">' + "".join(
            f'<object id="{400 + k}" name="d{k}" x="0" y="0"><polyline points="'
            + " ".join(f"{(j % 2) * 479},{(j * 7 + k) % 639}" for j in range(350)) + '"/></object>' for k in range(10))),
        "nan_points": with_points("0,0 nan,nan 10,10"), "inf_points": with_points("0,0 inf,0 10,10"),
        "huge_points": with_points("0,0 1e308,0 1e308,1e308"), "empty_points": with_points(""),
        "letters_points": with_points("a,b c,d e,f"), "two_points": with_points("0,0 10,10"),
        "no_card": good.replace('<property name="card" type="int" value="1"/>', ""),
        "card_text": good.replace('type="int" value="1"', 'value="one"'),
        "card_huge": good.replace('type="int" value="1"', 'type="int" value="99999999999999999999"'),
        "card_float": good.replace('type="int" value="1"', 'type="float" value="1.5"'),
        "side_c": good.replace('name="side" value="A"', 'name="side" value="C"'),
        "iso": good.replace('orientation="orthogonal"', 'orientation="isometric"'),
        "infinite": good.replace('infinite="0"', 'infinite="1"'),
        "zero_size": good.replace('width="30"', 'width="0"', 1), "negative_size": good.replace('width="30"', 'width="-30"', 1),
        "huge_size": good.replace('width="30"', 'width="3000000"', 1), "size_text": good.replace('width="30"', 'width="wide"', 1),
        "no_regions": good.replace('name="regions"', 'name="areas"'),
        "two_region_layers": good.replace("</map>", '<objectgroup id="9" name="regions"/></map>'),
        "empty_regions": head + '<objectgroup id="1" name="regions"></objectgroup></map>',
        "bad_region_name": good.replace('name="r1"', 'name="first"', 1),
        "duplicate_region": good.replace('name="r2"', 'name="r1"', 1),
        "unknown_terrain": good.replace('value="plains"', 'value="lava"', 1),
        "no_terrain": good.replace('<properties><property name="terrain" value="plains"/></properties>', "", 1),
        "polyline_region": good.replace("<polygon", "<polyline", 1),
        "rectangle_region": good.replace('<polygon points="' + good[first_poly:poly_end] + '"/>', "", 1),
        "many_regions": good.replace("</objectgroup>", "".join(
            f'<object id="{100 + i}" name="r{100 + i}" x="0" y="0"><properties><property name="terrain" value="forest"/>'
            f'</properties><polygon points="0,0 5,0 5,5"/></object>' for i in range(30)) + "</objectgroup>", 1),
        "many_rivers": good.replace("</map>", '<objectgroup id="8" name="rivers2"/></map>').replace(
            '<objectgroup id="2" name="rivers" color="#2f7fd0">', '<objectgroup id="2" name="rivers" color="#2f7fd0">' + "".join(
                f'<object id="{200 + i}" name="x{i}" x="0" y="0"><polyline points="0,0 1,1"/></object>' for i in range(20))),
        "river_polygon": good.replace("<polyline", "<polygon"),
        "shifted_region": good.replace('<object id="1" name="r1" x="0" y="0">', '<object id="1" name="r1" x="5" y="0">', 1),
        "rotated_region": good.replace('<object id="1" name="r1" x="0" y="0">', '<object id="1" name="r1" x="0" y="0" rotation="45">', 1),
        "latin1_declared": good.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').encode("latin-1", "replace") + b"\xe9",
        "not_xml": "card=1 side=A",
        "json_map": json.dumps({"type": "map", "width": 30}),
        "csv_tile_layer": good.replace("<objectgroup", '<layer id="5" name="art" width="2" height="2"><data encoding="csv">1,2,3,4</data></layer>\n <objectgroup', 1),
        "chunked_layer": good.replace("<objectgroup", '<layer id="5" name="art" width="2" height="2"><data encoding="csv"><chunk x="0" y="0" width="2" height="2">1,2,3,4</chunk></data></layer><objectgroup', 1),
    })
    import base64
    import gzip
    import zlib

    bomb = b"\0" * 4_000_000
    for name in tiles:
        if name == "zlib":
            payload, attr = base64.b64encode(zlib.compress(bomb, 9)).decode(), ' compression="zlib"'
        elif name == "gzip":
            payload, attr = base64.b64encode(gzip.compress(bomb, 9)).decode(), ' compression="gzip"'
        elif name == "zstd":
            payload, attr = "KLUv/QBYAAA=", ' compression="zstd"'
        else:
            payload, attr = base64.b64encode(bomb[:400_000]).decode(), ""
        layer = f'<layer id="5" name="art" width="1000" height="1000"><data encoding="base64"{attr}>{payload}</data></layer>'
        cases[f"tile_layer_{name or 'plain'}"] = good.replace("<objectgroup", layer + "\n <objectgroup", 1)

    def fifo(path: Path) -> None:
        os.mkfifo(path)

    def fifo_tileset(path: Path) -> None:
        os.mkfifo(path.parent / "pipe.tsx")
        path.write_text(cases["external_tileset_pipe"], encoding="utf-8")      # type: ignore[arg-type]

    if hasattr(os, "mkfifo"):
        cases["named_pipe"] = fifo
        cases["external_tileset_named_pipe"] = fifo_tileset
    cases["a_folder"] = lambda p: p.mkdir()
    if os.name == "posix":
        cases["device_link"] = lambda p: p.symlink_to("/dev/zero")
        cases["symlink_loop"] = lambda p: p.symlink_to(p)
    return cases


def run_maps(report, folder: Path) -> None:
    """Feed every hostile map to the loader (``report`` is the torture run's
    ``game.tools.torture.Report``): each gets a MapError naming its file, and the
    good maps next to them stay playable."""
    from game.kingdoms.maps import MapError, default_folder, load_all, load_problems, load_side

    good = (default_folder() / "T1A.tmx").read_text(encoding="utf-8")
    cases = hostile_maps(good)
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in cases.items():
        sub = folder / name
        sub.mkdir()
        path = sub / f"bad_{name}.tmx"
        report.write_case(path, content)
        report.checked["maps"] += 1
        result = report.measure(f"map {name}", lambda p=path: load_side(p))
        if isinstance(result, MapError):
            if path.name not in str(result):
                report.failures.append(f"map {name}: the error does not name the file: {str(result)[:100]}")
        elif isinstance(result, Exception):
            report.failures.append(f"map {name}: raised {type(result).__name__}, not a named MapError: {str(result)[:100]}")
        else:
            report.failures.append(f"map {name}: a hostile map loaded")
    # all the hostile files side by side with good ones: the good ones stay playable
    mixed = folder / "_mixed"
    mixed.mkdir()
    for side in ("T1A", "T2B", "T3A"):
        (mixed / f"{side}.tmx").write_text((default_folder() / f"{side}.tmx").read_text(encoding="utf-8"), encoding="utf-8")
    for name, content in list(cases.items())[::3]:          # a third of them keeps the suite quick
        if isinstance(content, str | bytes) and name != "too_large":
            target = mixed / f"zz_{name}.tmx"
            target.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    if hasattr(os, "mkfifo"):
        os.mkfifo(mixed / "zz_pipe.tmx")
    files = len(list(mixed.iterdir()))
    from game.kingdoms.maps import _load_folder

    # the traced memory run must read the folder again, not take load_all's cached result
    def read_again() -> dict[str, TerritorySide]:
        _load_folder.cache_clear()
        return load_all(mixed)

    sides = report.measure("map folder", read_again, report.time_limit * files)
    if isinstance(sides, Exception) or sorted(sides) != ["T1A", "T2B", "T3A"]:
        report.failures.append(f"map folder: the good maps did not stay playable ({sides!r:.200})")
    else:
        # judged on an untraced load: under tracemalloc a good side can pass the wall-clock
        # geometry limit on a busy machine, and a hostile copy of it then takes its place
        _load_folder.cache_clear()
        load_all(mixed)
        problems = load_problems(mixed)
        unnamed = [p for p in problems if "zz_" not in p]
        if unnamed or len(problems) < len(list(mixed.glob("zz_*.tmx"))):
            report.failures.append(f"map folder: {len(problems)} named problems for {len(list(mixed.glob('zz_*.tmx')))} bad files"
                                   + (f"; not naming a bad file: {unnamed[0][:200]}" if unnamed else ""))
