"""Generate the 16 Kingdoms territory sides as Tiled maps (maps/kingdoms/T1A.tmx ... T8B.tmx).

Run ``python build_scripts/make_kingdoms_maps.py`` from the repository root; the
output is committed, so this only needs re-running to change the cards (and the
maps may as well be edited by hand in Tiled afterwards).

How a side is made:

1. A few seed points are scattered over the 480x640 card and relaxed once
   (Lloyd); their Voronoi cells, clipped to the card, give the regions.
2. Each border between two cells becomes a gently wobbling curve, made once and
   used by both cells (reversed for one), so neighbours share identical vertex
   chains and the loader can derive adjacency.  Card-edge pieces stay straight.
3. Terrains are dealt from the side's plan (special region, extra resource
   regions, water, crags) until the layout suits: no two equal terrains side by
   side (so two lakes never merge), the planned region inland, every occupiable
   region reachable on foot.
4. Rivers follow one or two borders between land regions, starting at the card
   edge or at a lake.
5. The file is written and read back with the real loader, which checks the
   geometry and spec 10.7; a layout it rejects is thrown away for the next seed.

Everything is seeded from the side id, so the output is reproducible.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.kingdoms.maps import MapError, load_side, patrol_neighbours  # noqa: E402

W, H = 480, 640
TILE = 16
MIN_EDGE = 48.0          # shortest border / card-edge stretch we accept, px
MIN_CELL_AREA = 0.06 * W * H
MIN_INNER_RADIUS = 40.0  # the anchor must sit this far inside its region
OUT = ROOT / "maps" / "kingdoms"

# Per side: special region (6 capitals, 5 ruins, never both: spec 10.7), extra resource
# regions (7 forest, 7 mountain, 7 plains across the set, so with the compulsory one of
# each every resource has 23 regions), impassable regions, river borders, and which
# terrain must lie inland (not touching the card edge) for variety.
PLANS: dict[str, tuple[str | None, tuple[str, ...], tuple[str, ...], int, str | None]] = {
    "T1A": ("capital", ("forest",), ("water",), 1, "capital"),
    "T1B": (None, ("mountain", "plains"), ("water", "crags"), 0, "water"),
    "T2A": ("ruins", ("mountain",), ("crags",), 2, None),
    "T2B": ("capital", ("plains",), ("water", "water"), 1, "capital"),
    "T3A": (None, ("forest", "mountain"), ("crags", "crags", "water"), 0, None),
    "T3B": ("ruins", ("plains",), ("water",), 1, "water"),
    "T4A": ("capital", ("forest",), ("crags", "water"), 2, "capital"),
    "T4B": (None, ("plains", "forest"), ("water",), 1, "water"),
    "T5A": ("ruins", ("mountain",), ("crags", "crags"), 0, "ruins"),
    "T5B": ("capital", ("plains",), ("water", "crags", "crags"), 1, "capital"),
    "T6A": (None, ("mountain", "plains"), ("water", "water"), 2, "water"),
    "T6B": ("ruins", ("forest",), ("crags", "water"), 1, None),
    "T7A": ("capital", ("mountain",), ("crags",), 0, "capital"),
    "T7B": (None, ("forest", "plains"), ("water", "crags"), 2, "water"),
    "T8A": ("ruins", ("mountain",), ("water", "water", "crags"), 1, "water"),
    "T8B": ("capital", ("forest",), ("crags",), 1, "capital"),
}
RESOURCES = ("forest", "mountain", "plains")


# --------------------------------------------------------------------------- Voronoi


def clip(poly: list[tuple[float, float]], a: float, b: float, c: float) -> list[tuple[float, float]]:
    """Keep the part of a convex polygon where a*x + b*y <= c."""
    out = []
    for i, p in enumerate(poly):
        q = poly[(i + 1) % len(poly)]
        fp = a * p[0] + b * p[1] - c
        fq = a * q[0] + b * q[1] - c
        if fp <= 0:
            out.append(p)
        if (fp < 0 < fq) or (fq < 0 < fp):
            t = fp / (fp - fq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def voronoi(seeds: list[tuple[float, float]]) -> list[list[tuple[float, float]]]:
    cells = []
    for i, (sx, sy) in enumerate(seeds):
        poly = [(0.0, 0.0), (W, 0.0), (W, H), (0.0, H)]
        for j, (tx, ty) in enumerate(seeds):
            if i != j:
                poly = clip(poly, tx - sx, ty - sy, (tx * tx + ty * ty - sx * sx - sy * sy) / 2)
        cells.append(poly)
    return cells


def centroid(poly):
    a = cx = cy = 0.0
    for i, (x0, y0) in enumerate(poly):
        x1, y1 = poly[(i + 1) % len(poly)]
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return (cx / (3 * a), cy / (3 * a)) if a else poly[0]


def area(poly) -> float:
    return abs(sum(
        x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=False)
    )) / 2


def on_boundary(p) -> bool:
    return p[0] in (0.0, W) or p[1] in (0.0, H)


def same_card_side(p, q) -> bool:
    return (p[0] == q[0] and p[0] in (0.0, W)) or (p[1] == q[1] and p[1] in (0.0, H))


class Layout:
    """Cells as cycles of shared vertices, with the borders between them."""

    def __init__(self, cells: list[list[tuple[float, float]]]) -> None:
        self.points: list[tuple[float, float]] = []
        self.cycles: list[list[int]] = []
        for cell in cells:
            cycle: list[int] = []
            for p in cell:
                v = self.vertex(p)
                if not cycle or cycle[-1] != v:
                    cycle.append(v)
            if len(cycle) > 1 and cycle[0] == cycle[-1]:
                cycle.pop()
            self.cycles.append(cycle)
        # edge (u, v) with u < v -> cells using it
        self.edges: dict[tuple[int, int], list[int]] = {}
        for c, cycle in enumerate(self.cycles):
            for u, v in zip(cycle, cycle[1:] + cycle[:1], strict=False):
                self.edges.setdefault((min(u, v), max(u, v)), []).append(c)

    def vertex(self, p) -> int:
        x = 0.0 if abs(p[0]) < 1e-6 else float(W) if abs(p[0] - W) < 1e-6 else round(p[0], 1)
        y = 0.0 if abs(p[1]) < 1e-6 else float(H) if abs(p[1] - H) < 1e-6 else round(p[1], 1)
        for i, q in enumerate(self.points):
            if math.dist(q, (x, y)) < 0.05:
                return i
        self.points.append((x, y))
        return len(self.points) - 1

    def sound(self) -> bool:
        """Every border is shared by two cells, card-edge pieces by one, none too short."""
        for (u, v), cells in self.edges.items():
            p, q = self.points[u], self.points[v]
            if math.dist(p, q) < MIN_EDGE:
                return False
            if len(cells) == 1 and not same_card_side(p, q):
                return False
            if len(cells) == 2 and same_card_side(p, q):
                return False
            if len(cells) > 2:
                return False
        return all(area([self.points[v] for v in cyc]) >= MIN_CELL_AREA for cyc in self.cycles)

    def neighbours(self) -> dict[int, set[int]]:
        out: dict[int, set[int]] = {c: set() for c in range(len(self.cycles))}
        for cells in self.edges.values():
            if len(cells) == 2:
                a, b = cells
                out[a].add(b)
                out[b].add(a)
        return out

    def touches_card(self, c: int) -> bool:
        return any(len(cells) == 1 and c in cells for cells in self.edges.values())


def wobble(p, q, rng: random.Random) -> list[tuple[float, float]]:
    """A hand-drawn looking curve from p to q (both kept exactly).

    A sum of a few sine waves across the straight line, faded out towards
    both ends so the curve leaves each junction along the straight border.
    """
    length = math.dist(p, q)
    n = max(4, round(length / 9))
    nx, ny = (p[1] - q[1]) / length, (q[0] - p[0]) / length
    amp = min(0.2 * length, 30.0)
    terms = [(rng.uniform(-1, 1) * w, f, rng.uniform(0, 2 * math.pi))
             for w, f in ((0.6, 1), (0.35, 2), (0.22, 3), (0.12, 5), (0.06, 8))]
    pts = [p]
    for i in range(1, n):
        t = i / n
        envelope = math.sin(math.pi * t) ** 1.3
        off = amp * envelope * sum(w * math.sin(math.pi * f * t + ph) for w, f, ph in terms)
        x = p[0] + (q[0] - p[0]) * t + nx * off
        y = p[1] + (q[1] - p[1]) * t + ny * off
        pts.append((round(x, 1), round(y, 1)))
    pts.append(q)
    return pts


# --------------------------------------------------------------------------- terrains and rivers


def deal_terrains(layout: Layout, plan, rng: random.Random) -> list[str] | None:
    """Shuffle the side's terrains over the cells until the layout suits (or give up)."""
    special, extras, impassable, _, inland = plan
    terrains = list(RESOURCES) + ([special] if special else []) + list(extras) + list(impassable)
    n = len(layout.cycles)
    if n != len(terrains):
        return None
    nbrs = layout.neighbours()
    for _ in range(400):
        rng.shuffle(terrains)
        if any(terrains[a] == terrains[b] for a in range(n) for b in nbrs[a]):
            continue
        if inland and all(layout.touches_card(c) for c in range(n) if terrains[c] == inland):
            continue
        edge_land = sum(layout.touches_card(c) and terrains[c] not in ("water", "crags") for c in range(n))
        if edge_land < 3:
            continue
        return list(terrains)
    return None


def land_graph_connected(layout: Layout, terrains: list[str], cut: set[tuple[int, int]]) -> bool:
    land = [c for c, t in enumerate(terrains) if t not in ("water", "crags")]
    nbrs = layout.neighbours()
    seen, todo = {land[0]}, [land[0]]
    while todo:
        a = todo.pop()
        for b in nbrs[a]:
            if b in land and b not in seen and (min(a, b), max(a, b)) not in cut:
                seen.add(b)
                todo.append(b)
    return len(seen) == len(land)


def choose_rivers(layout: Layout, terrains: list[str], count: int, rng: random.Random):
    """Up to two borders between land cells, as one or two polylines of vertex ids.

    A river starts where it can flow from: the card edge or a lake.
    """
    if count == 0:
        return []
    land = {c for c, t in enumerate(terrains) if t not in ("water", "crags")}
    water = {c for c, t in enumerate(terrains) if t == "water"}

    def source(v: int) -> bool:
        if on_boundary(layout.points[v]):
            return True
        return any(v in layout.cycles[c] for c in water)

    candidates = [e for e, cells in layout.edges.items() if len(cells) == 2 and set(cells) <= land]
    options = []
    for e in candidates:
        for u, v in (e, e[::-1]):
            if source(u):
                options.append([u, v])
                if count == 2:
                    for f in candidates:
                        if f != e and v in f:
                            w = f[0] if f[1] == v else f[1]
                            options.append([u, v, w])
    rng.shuffle(options)
    for path in options:
        if count == 2 and len(path) == 2:
            continue
        cut = {(min(a, b), max(a, b)) for a, b in zip(path, path[1:], strict=False)}
        cut_cells = {tuple(sorted(layout.edges[e])) for e in cut}
        if len(cut_cells) != len(cut):
            continue
        if land_graph_connected(layout, terrains, {tuple(c) for c in cut_cells}):
            return [path]
    return None


# --------------------------------------------------------------------------- output


def cell_polygon(layout: Layout, c: int, chains) -> list[tuple[float, float]]:
    pts: list[tuple[float, float]] = []
    cycle = layout.cycles[c]
    for u, v in zip(cycle, cycle[1:] + cycle[:1], strict=False):
        chain = chains[(u, v)] if (u, v) in chains else chains[(v, u)][::-1]
        pts.extend(chain[:-1])
    return pts


def fmt(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def tmx_text(side_id: str, regions, rivers) -> str:
    card, side = int(side_id[1:-1]), side_id[-1]
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{W // TILE}" height="{H // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="3" nextobjectid="{len(regions) + len(rivers) + 1}">',
        " <properties>",
        f'  <property name="card" type="int" value="{card}"/>',
        f'  <property name="side" value="{side}"/>',
        " </properties>",
        ' <objectgroup id="1" name="regions">',
    ]
    oid = 0
    for name, terrain, poly in regions:
        oid += 1
        ox, oy = math.floor(min(p[0] for p in poly)), math.floor(min(p[1] for p in poly))
        points = " ".join(f"{fmt(x - ox)},{fmt(y - oy)}" for x, y in poly)
        lines += [
            f'  <object id="{oid}" name="{name}" x="{ox}" y="{oy}">',
            f'   <properties><property name="terrain" value={quoteattr(terrain)}/></properties>',
            f'   <polygon points="{points}"/>',
            "  </object>",
        ]
    lines.append(" </objectgroup>")
    lines.append(' <objectgroup id="2" name="rivers" color="#2f7fd0">')
    for k, line in enumerate(rivers, 1):
        oid += 1
        ox, oy = math.floor(min(p[0] for p in line)), math.floor(min(p[1] for p in line))
        points = " ".join(f"{fmt(x - ox)},{fmt(y - oy)}" for x, y in line)
        lines += [
            f'  <object id="{oid}" name="river{k}" x="{ox}" y="{oy}">',
            f'   <polyline points="{points}"/>',
            "  </object>",
        ]
    lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines) + "\n"


def make_side(side_id: str, plan, out: Path) -> int:
    """Write one side; returns the attempt number that produced it."""
    _, _, impassable, river_count, _ = plan
    n = 5 + len(impassable)
    for attempt in range(2000):
        rng = random.Random(f"{side_id}/{attempt}")
        seeds = [(rng.uniform(30, W - 30), rng.uniform(30, H - 30)) for _ in range(n)]
        for _ in range(rng.choice((0, 1, 1, 2))):
            seeds = [centroid(cell) for cell in voronoi(seeds)]
        cells = voronoi(seeds)
        # number regions in reading order: r1 top-left ... rN bottom-right
        cells.sort(key=lambda cell: (int(centroid(cell)[1] // 160), centroid(cell)[0]))
        layout = Layout(cells)
        if not layout.sound():
            continue
        terrains = deal_terrains(layout, plan, rng)
        if terrains is None:
            continue
        rivers = choose_rivers(layout, terrains, river_count, rng)
        if rivers is None:
            continue
        chains = {}
        for (u, v), cells in layout.edges.items():
            p, q = layout.points[u], layout.points[v]
            chains[(u, v)] = [p, q] if len(cells) == 1 else wobble(p, q, rng)
        regions = [(f"r{c + 1}", terrains[c], cell_polygon(layout, c, chains)) for c in range(n)]
        river_lines = []
        for path in rivers:
            line: list[tuple[float, float]] = []
            for u, v in zip(path, path[1:], strict=False):
                chain = chains[(u, v)] if (u, v) in chains else chains[(v, u)][::-1]
                line.extend(chain if not line else chain[1:])
            river_lines.append(line)
        target = out / f"{side_id}.tmx"
        target.write_text(tmx_text(side_id, regions, river_lines), encoding="utf-8")
        try:
            side = load_side(target)
        except MapError:
            continue  # e.g. wobbly borders that cross near a junction
        if not good_enough(side, river_count):
            continue
        return attempt
    raise SystemExit(f"no layout found for {side_id}")


def good_enough(side, river_count: int) -> bool:
    """Beyond the rules: roomy regions, the planned rivers, all land reachable on foot."""
    from game.kingdoms.geometry import pole_of_inaccessibility

    if sum(b.river for b in side.borders) != river_count:
        return False
    for r in side.regions:
        _, radius = pole_of_inaccessibility(list(r.polygon))
        if radius < MIN_INNER_RADIUS:
            return False
    steps = patrol_neighbours(side)
    start = next(iter(steps))
    seen, todo = {start}, [start]
    while todo:
        for nxt in steps[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(steps)


PREVIEW_COLOURS = {
    "forest": (46, 120, 60), "mountain": (140, 130, 120), "plains": (214, 196, 110),
    "capital": (200, 80, 80), "ruins": (150, 110, 170), "water": (70, 130, 200), "crags": (90, 80, 80),
}


def preview(folder: Path, target: Path) -> None:
    """Draw all sides of a folder side by side into a PNG, to judge the shapes by eye."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.kingdoms.maps import load_all

    sides = list(load_all(folder).values())
    scale, gap, cols = 0.5, 10, 8
    cw, ch = int(W * scale), int(H * scale)
    rows = (len(sides) + cols - 1) // cols
    sheet = pygame.Surface((cols * (cw + gap), rows * (ch + gap)))
    sheet.fill((255, 255, 255))
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    for k, side in enumerate(sides):
        ox, oy = (k % cols) * (cw + gap), (k // cols) * (ch + gap)
        for r in side.regions:
            pts = [(ox + x * scale, oy + y * scale) for x, y in r.polygon]
            pygame.draw.polygon(sheet, PREVIEW_COLOURS[r.terrain], pts)
            pygame.draw.aalines(sheet, (30, 30, 30), True, pts)
            ax, ay = ox + r.anchor[0] * scale, oy + r.anchor[1] * scale
            pygame.draw.circle(sheet, (255, 255, 255) if r.is_edge else (0, 0, 0), (ax, ay), 4)
            sheet.blit(font.render(r.name, True, (0, 0, 0)), (ax + 6, ay - 6))
        for line in side.rivers:
            pygame.draw.lines(sheet, (20, 60, 230), False, [(ox + x * scale, oy + y * scale) for x, y in line], 3)
        sheet.blit(font.render(side.id, True, (0, 0, 0)), (ox + 4, oy + 4))
    pygame.image.save(sheet, str(target))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--preview", type=Path, metavar="PNG",
                        help="also draw the sides into this image (white dot: edge region)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for side_id, plan in PLANS.items():
        attempt = make_side(side_id, plan, args.out)
        if not args.quiet:
            print(f"{side_id}: attempt {attempt}")
    if args.preview:
        preview(args.out, args.preview)


if __name__ == "__main__":
    main()
