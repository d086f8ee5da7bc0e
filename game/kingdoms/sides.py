"""Territory sides built in Python from small letter grids.

Used by tests and scenarios (a readable way to make exactly the board a rule
needs) and as a stand-in when the Tiled map loader (``game.kingdoms.maps``) is
not installed.  Letters: F forest, M mountain, P plains, K capital, R ruins,
W water, C crags.  Each letter is one region; regions in orthogonally
neighbouring cells share a border; cells on the outer ring touch the card edge.
"""

from __future__ import annotations

from game.kingdoms.territory import Border, Region, TerritorySide

LETTERS = {"F": "forest", "M": "mountain", "P": "plains", "K": "capital", "R": "ruins", "W": "water", "C": "crags"}


def grid_side(side_id: str, rows: list[str], rivers: tuple[tuple[int, int], ...] = (),
              inner_edge: tuple[int, ...] = ()) -> TerritorySide:
    """A side whose regions are the grid cells, numbered row by row from 0.

    ``rivers`` lists cell pairs whose shared border is a river; ``inner_edge``
    lists ring cells that should *not* count as edge regions.
    """
    h, w = len(rows), len(rows[0])
    regions = []
    cell = 40.0
    for y, row in enumerate(rows):
        for x, letter in enumerate(row):
            k = y * w + x
            on_ring = x in (0, w - 1) or y in (0, h - 1)
            poly = ((x * cell, y * cell), ((x + 1) * cell, y * cell), ((x + 1) * cell, (y + 1) * cell), (x * cell, (y + 1) * cell))
            regions.append(Region(f"{side_id}.r{k}", f"r{k}", LETTERS[letter], on_ring and k not in inner_edge,
                                  poly, ((x + 0.5) * cell, (y + 0.5) * cell)))
    river_set = {frozenset(p) for p in rivers}
    borders = []
    for y in range(h):
        for x in range(w):
            k = y * w + x
            for j in ((k + 1) if x + 1 < w else None, (k + w) if y + 1 < h else None):
                if j is not None:
                    a, b = sorted((f"{side_id}.r{k}", f"{side_id}.r{j}"))
                    borders.append(Border(a, b, frozenset((k, j)) in river_set))
    card = int(side_id[1:-1])
    return TerritorySide(side_id, card, side_id[-1], w * cell, h * cell, tuple(regions), tuple(borders), (), "<grid>")


# 16 simple sides (3x3 grids, 5 occupiable regions each) for when no Tiled maps are installed.
_PATTERNS = [
    (["FWM", "PCK", "WMF"], ((0, 3),)), (["MPF", "WRC", "PFM"], ()),
    (["FMP", "CWK", "PMF"], ((1, 2),)), (["PFW", "MRC", "WFP"], ((0, 1),)),
    (["KFM", "WPC", "MWF"], ()), (["FPM", "WCR", "CFP"], ((2, 5),)),
    (["MFP", "KWC", "FWM"], ((3, 6),)), (["PMF", "CRW", "MWP"], ()),
]


def builtin_sides() -> dict[str, TerritorySide]:
    out = {}
    for card in range(1, 9):
        for s, flip in (("A", False), ("B", True)):
            rows, rivers = _PATTERNS[(card - 1 + (4 if flip else 0)) % 8]
            rows = [r[::-1] for r in rows] if flip else rows
            if flip:
                rivers = tuple((3 * (a // 3) + 2 - a % 3, 3 * (b // 3) + 2 - b % 3) for a, b in rivers)
            sid = f"T{card}{s}"
            out[sid] = grid_side(sid, rows, rivers)
    return out
