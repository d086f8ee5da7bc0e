"""Build ``game/conquest/data/win2p.bin``: the two-player Conquest win chance of every position.

A position between turns is the place of each of the 14 cities, seen by the
player about to move: in the centre, theirs or the rival's (a full province is
a stack, so stacks follow from ownership).  That is 3**14 = 4,782,969
positions.  ``V[s]`` is the mover's chance to win (a shared win counts half)
when both players play the reduced game to win it:

* a turn is an attempt on one city, taken with its exact one-turn chance with
  7 dice (``p_centre``, or ``p_opponent`` for a rival's face-up city outside a
  stack), or no attempt;
* a conquest of the last centre city ends the game, scored by the rules
  (score, then cities, then provinces).

    V[s] = max(1 - V'[s], max over targets c: p_c (1 - V'[s + c]) + (1 - p_c) (1 - V'[s]))

where ``V'[x]`` is ``V`` of ``x`` seen from the other side.  Solved by value
iteration over the whole array (numpy; about five minutes of CPU: the
position handed back and forth by failed turns converges slowly).  The real turn
is richer (the target is chosen after the first roll), so the table is used
for what positions are worth, and the bot's exact turn solver plays the turn.

Run with any Python that has numpy (the game's own venv does not need it):

    python3 build_scripts/conquest_win_table.py            # writes the table
    python3 build_scripts/conquest_win_table.py --check    # rebuilds and compares

The file: ``MAGIC``, the last sweep's largest change (float32), then zlib-compressed little-endian uint16, round(V * 65535).
"""

from __future__ import annotations

import argparse
import struct
import sys
import time
import zlib
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.conquest.content import default_content  # noqa: E402
from game.conquest.wintable import MAGIC, N_POSITIONS, TABLE_FILE, final_result  # noqa: E402

TOLERANCE = 2e-6  # the table stores 1/65535 steps
MAX_SWEEPS = 300  # CPU cap: what is left is written in the file, and the test allows for it


def solve(verbose: bool = True) -> tuple[np.ndarray, float]:
    """The fixed point of the reduced game's Bellman equation (float64)."""
    content = default_content()
    n_cities = len(content.cities)
    n = 3**n_cities
    idx = np.arange(n, dtype=np.int64)
    digits = [((idx // 3**c) % 3).astype(np.int8) for c in range(n_cities)]
    del idx
    terminal = np.ones(n, dtype=bool)
    for d in digits:
        terminal &= d != 0
    # flip: the same position seen by the other player (digits 1 <-> 2)
    flip = np.zeros(n, dtype=np.int64)
    for c, d in enumerate(digits):
        flip += np.where(d == 0, 0, 3 - d).astype(np.int64) * 3**c
    final = np.zeros(n)
    for s in np.flatnonzero(terminal):
        owner = [int((s // 3**c) % 3) for c in range(n_cities)]
        final[s] = final_result(content, owner)
    members = [[content.index[m] for m in content.province(city.province).cities] for city in content.cities]
    moves = []   # (offset, probability, mask over the source slice, source slice, target slice)
    for c, city in enumerate(content.cities):
        off = 3**c
        centre = (digits[c] == 0)[: n - off]
        moves.append((city.p_centre, centre, slice(0, n - off), slice(off, n)))
        rival_stack = np.ones(n, dtype=bool)
        for m in members[c]:
            rival_stack &= digits[m] == 2
        steal = ((digits[c] == 2) & ~rival_stack)[off:]
        moves.append((city.p_opponent, steal, slice(off, n), slice(0, n - off)))
    del digits
    final = final.astype(np.float32)
    value = np.where(terminal, final, np.float32(0.5))
    gain, tmp = np.empty(n, dtype=np.float32), np.empty(n, dtype=np.float32)
    start = time.process_time()
    for sweep in range(MAX_SWEEPS):
        other = value[flip]                     # V'[s]
        gain.fill(0.0)
        for p, mask, src, dst in moves:
            # gain of attacking: p * (V'[s] - V'[s + c]) on the positions where c can be attacked
            t = tmp[src]
            np.subtract(other[src], other[dst], out=t)
            t *= np.float32(p)
            t *= mask
            np.maximum(gain[src], t, out=gain[src])
        new = np.float32(1.0) - other + gain
        new[terminal] = final[terminal]
        delta = float(np.max(np.abs(new - value)))
        value = new
        if verbose and sweep % 50 == 0:
            print(f"sweep {sweep}: max change {delta:.2e} ({time.process_time() - start:.0f} s CPU)", flush=True)
        if delta < TOLERANCE:
            break
    if verbose:
        print(f"converged after {sweep + 1} sweeps, max change {delta:.2e}, "
              f"{time.process_time() - start:.0f} s CPU")
    return value, delta


def encode(value: np.ndarray, residual: float) -> bytes:
    q = np.rint(np.clip(value.astype(np.float64), 0.0, 1.0) * 65535).astype("<u2")
    return MAGIC + struct.pack("<f", residual) + zlib.compress(q.tobytes(), 9)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="rebuild and compare with the stored table")
    parser.add_argument("--out", type=Path, default=TABLE_FILE)
    args = parser.parse_args()
    value, residual = solve()
    assert value.size == N_POSITIONS
    data = encode(value, residual)
    if args.check:
        same = args.out.read_bytes() == data
        print("table matches the build" if same else "table DIFFERS from the build")
        return 0 if same else 1
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
