"""Which dice may fill a battle line (spec 4.1 rules 4-6), shared by the rules
core and the solver.

A roll is described by its face counts: a 6-tuple in ``FACES`` order.  A fill
is a tuple of face names in canonical (``FACES``) order, so equal multisets
are equal tuples.  Results are cached: there are only 1,715 possible rolls of
1 to 7 dice and a few dozen distinct lines.
"""

from __future__ import annotations

from functools import cache

from game.conquest.content import FACE_INDEX, FACES, Line

Counts = tuple[int, int, int, int, int, int]


def counts_of(faces: list[str] | tuple[str, ...]) -> Counts:
    c = [0] * 6
    for f in faces:
        c[FACE_INDEX[f]] += 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


def canonical(faces: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(faces, key=FACE_INDEX.__getitem__))


@cache
def legal_fills(line: Line, counts: Counts) -> tuple[tuple[str, ...], ...]:
    """Every legal fill of ``line`` from a roll with face ``counts``.

    Symbols need exactly one die each; the infantry part must reach the
    threshold and be irreducible (dropping any one die falls below it).
    """
    cav, arc, gen = line.symbols
    if counts[3] < cav or counts[4] < arc or counts[5] < gen:
        return ()
    symbols = ("cav",) * cav + ("arc",) * arc + ("gen",) * gen
    n = line.infantry
    if n == 0:
        return (symbols,)
    out = []
    for x3 in range(counts[2] + 1):
        for x2 in range(counts[1] + 1):
            for x1 in range(counts[0] + 1):
                total = x1 + 2 * x2 + 3 * x3
                if total < n:
                    continue
                smallest = 1 if x1 else 2 if x2 else 3
                if total - smallest >= n:
                    continue
                out.append(("i1",) * x1 + ("i2",) * x2 + ("i3",) * x3 + symbols)
    return tuple(out)


@cache
def fewest_dice(line: Line, counts: Counts) -> int:
    """Fewest dice of a legal fill of ``line`` from ``counts``; 0 if none.

    Taking the biggest infantry dice first gives the fewest dice, and a
    fewest-dice set is always irreducible, hence legal.
    """
    cav, arc, gen = line.symbols
    if counts[3] < cav or counts[4] < arc or counts[5] < gen:
        return 0
    need = line.infantry
    used = cav + arc + gen
    for value, have in ((3, counts[2]), (2, counts[1]), (1, counts[0])):
        if need <= 0:
            break
        take = min(have, -(-need // value))
        need -= take * value
        used += take
    return used if need <= 0 else 0


def fewest_fill(line: Line, counts: Counts) -> tuple[str, ...] | None:
    """One legal fill using the fewest dice (the solver's choice), or None."""
    options = legal_fills(line, counts)
    if not options:
        return None
    return min(options, key=lambda f: (len(f), [-FACE_INDEX[x] for x in f]))


__all__ = ["FACES", "Counts", "canonical", "counts_of", "legal_fills", "fewest_dice", "fewest_fill"]
