"""Random play's draws for the draft and the builds: the same numbers as the
protocol's ``random_choice`` over the legal list, without building or
regrouping that list (random games and bot rollouts make these most)."""

from __future__ import annotations

import random

from game.chronicles.building import BUILD, PASS, UPGRADE
from game.chronicles.placement import BIT_LENGTH
from game.core.protocol import Action, randbelow

PICK, PICK2 = "pick", "pick2"


def sample_pick(pack: list[int], two: bool, rng: random.Random) -> Action | None:
    """``random_choice`` over the draft's legal list, drawing the same numbers,
    without building the list (the draft is most of a random game's actions).

    The list is one kind (one throwaway draw of ``randbelow(1)``, then the index),
    ``(PICK, u)`` per card, or ``(PICK2, k, d)`` for every ordered pair of
    distinct cards, ``k`` the outer loop; a one-action list draws nothing."""
    m = len(pack)
    n = m * (m - 1) if two else m
    if n <= 1:
        if n == 0:
            return None
        return (PICK2, pack[0], pack[1]) if two else (PICK, pack[0])
    getrandbits = rng.getrandbits if type(rng) is random.Random else None
    if getrandbits is None:
        rng.randrange(1)
        i = rng.randrange(n)
    else:
        while getrandbits(1):       # randbelow(rng, 1)
            pass
        k = BIT_LENGTH[n] if n < 256 else n.bit_length()
        i = getrandbits(k)
        while i >= n:
            i = getrandbits(k)
    if not two:
        return (PICK, pack[i])
    keep, j = divmod(i, m - 1)
    return (PICK2, pack[keep], pack[j if j < keep else j + 1])


def sample_build(priced: list[tuple[tuple, int]], rng: random.Random) -> Action:
    """``random_choice`` over ``legal_builds`` (pass first, then builds and
    upgrades as they come), drawing the same numbers without regrouping it:
    the kinds are counted, and only the drawn action is looked for."""
    n = len(priced)
    if n == 1:
        return priced[0][0]
    builds = 0
    for a, _gold in priced:
        if a[0] == BUILD:
            builds += 1
    upgrades = n - 1 - builds
    if builds and upgrades:             # pass, then the kind listed first, then the other
        first = priced[1][0][0]
        g = randbelow(rng, 3)
        kind = PASS if g == 0 else first if g == 1 else (UPGRADE if first == BUILD else BUILD)
    else:
        kind = PASS if randbelow(rng, 2) == 0 else priced[1][0][0]
    if kind == PASS:
        randbelow(rng, 1)               # the draw within the one-action group
        return priced[0][0]
    i = randbelow(rng, builds if kind == BUILD else upgrades)
    for a, _gold in priced:
        if a[0] == kind:
            if i == 0:
                return a
            i -= 1
    raise AssertionError("counted more actions of a kind than are listed")
