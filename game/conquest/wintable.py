"""The two-player win-chance table: what a position between turns is worth.

``data/win2p.bin`` holds, for every placement of the 14 cities seen by the
player about to move (each city in the centre, theirs or the rival's), that
player's chance to win when both play to win a reduced game (a turn is one
attempt on one city at its one-turn chance).  ``build_scripts/conquest_win_table.py``
solves it by value iteration; this module only reads it (about 30 ms, once, on
the first use) and answers look-ups.  The expert bot values a conquest by the
change in this chance rather than in points: behind, it takes risks; ahead, it
plays safe; at the end it races or blocks by what wins.

Position index: ``sum(digit[c] * 3**c)`` over the cities in content order, with
digit 0 for the centre, 1 for the mover's cities, 2 for the rival's.
"""

from __future__ import annotations

import struct
import zlib
from array import array
from functools import cache
from pathlib import Path
from sys import byteorder

from game.conquest.content import Content

MAGIC = b"CQWIN2P1"
N_POSITIONS = 3**14
TABLE_FILE = Path(__file__).parent / "data" / "win2p.bin"
SCALE = 65535


def final_result(content: Content, digits: list[int]) -> float:
    """1, 0.5 or 0: the mover's result (digit 1) when no city is left in the centre,
    by score, then cities held, then provinces (the rules' order)."""
    score, cities, provinces = [0, 0, 0], [0, 0, 0], [0, 0, 0]
    for prov in content.provinces:
        idx = [content.index[c] for c in prov.cities]
        holders = {digits[i] for i in idx}
        if len(holders) == 1 and 0 not in holders:
            q = holders.pop()
            score[q] += prov.bonus
            cities[q] += len(idx)
            provinces[q] += 1
            continue
        for i in idx:
            if digits[i]:
                score[digits[i]] += content.cities[i].vp
                cities[digits[i]] += 1
    mine = (score[1], cities[1], provinces[1])
    theirs = (score[2], cities[2], provinces[2])
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


@cache
def table() -> array:
    """The win chances as uint16 (``SCALE`` = certain win), read once."""
    data = TABLE_FILE.read_bytes()
    if not data.startswith(MAGIC):
        raise ValueError(f"{TABLE_FILE.name}: not a Conquest win table")
    out = array("H")
    out.frombytes(zlib.decompress(data[len(MAGIC) + 4:]))
    if byteorder != "little":
        out.byteswap()
    if len(out) != N_POSITIONS:
        raise ValueError(f"{TABLE_FILE.name}: {len(out)} positions, expected {N_POSITIONS}")
    return out


def residual() -> float:
    """The largest change of the build's last sweep: how far from its fixed point the table is."""
    value: float = struct.unpack_from("<f", TABLE_FILE.read_bytes(), len(MAGIC))[0]
    return value


def index(owner: list[int], me: int) -> int:
    """Position index of ``owner`` (a seat per city, -1 for the centre) seen by ``me``."""
    s = 0
    power = 1
    for o in owner:
        if o >= 0:
            s += power if o == me else 2 * power
        power *= 3
    return s


def win_chance(owner: list[int], mover: int) -> float:
    """The chance that ``mover``, about to start a turn, wins (two players)."""
    return table()[index(owner, mover)] / SCALE
