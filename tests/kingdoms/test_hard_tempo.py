"""The hard Kingdoms bot does not spend a move lowering its own position (issue 33's tempo).

On the official T1A side, region 2 is the capital, bordering region 1 (mountain)
and region 3 (forest).  Seat 0 holds the capital with a lone meeple and the
plains (region 0) with two; seat 1 stands next door on the mountain with one
meeple.  With Patrol selected, walking the lone meeple off the capital to the
empty forest gives up the capital's 2 VP and leaves it to seat 1's next move:
the search no longer even considers it.
"""

from __future__ import annotations

import random

import pytest

from game.kingdoms import bots as kbots
from game.kingdoms.ai import search
from game.kingdoms.ai.rebuild import rebuild
from game.kingdoms.scenario import Scenario


def _capital_next_to_a_rival():
    sc = Scenario(2, ["T1A", "T2A", "T3A"])
    sc.no_neutrals()
    (lone,) = sc.put(0, sc.r(0, 2))
    sc.put(0, sc.r(0, 0), 2)
    sc.put(1, sc.r(0, 1), 1)
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, mana=2, ore=2, food=2)
    sc.set_res(1, mana=2, ore=2, food=2)
    sc.start(active=0, turn=12)
    sc.do(0, ("select", "patrol"))
    return sc, lone


def test_walking_off_the_held_capital_into_ruins_is_not_searched():
    sc, lone = _capital_next_to_a_rival()
    walk_off = ("patrol", lone, sc.r(0, 3))
    assert walk_off in sc.legal(0)
    s = rebuild(sc.view(0), random.Random(1))
    assert not search.keeps_tempo(s, 0, walk_off)
    options = search.root_options(s, 0, random.Random(1))
    assert walk_off not in options
    # the war on seat 1's mountain stays a candidate: pruning spares every attack
    assert ("patrol", lone, sc.r(0, 1)) in options


@pytest.mark.parametrize("seed", range(3))
def test_hard_keeps_its_lone_meeple_on_the_capital(seed):
    sc, lone = _capital_next_to_a_rival()
    choice = kbots.HardBot(0, seed).choose(sc.view(0), sc.legal(0))
    assert choice != ("patrol", lone, sc.r(0, 3))
    assert choice in sc.legal(0)
