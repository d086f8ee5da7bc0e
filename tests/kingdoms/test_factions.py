"""Faction abilities work through every engine hook (spec 10.1, 10.7; K34, K62).

Card 0 (T1A):   r0 F | r1 M | r2 P     r0-r1 is a river border
                r3 W | r4 K | r5 R
                r6 P | r7 C | r8 F
"""

from __future__ import annotations

import pytest

from game.kingdoms.decide import build_cost, expand_cost, research_cost, retreat_cost
from game.kingdoms.scoring import faction_bonus
from game.kingdoms.state import FLAG
from tests.kingdoms.helpers import reach_act, scenario
from tests.kingdoms.test_war import bids, settle, war


def solo(faction, level, players=3, exploration=False):
    others = [f for f in ("moon_weavers", "coin_guild", "rootbound") if f != faction][:2]
    sc = scenario(players, factions=[faction, *others][:players], exploration=exploration)
    sc.set_magic(0, level)
    return sc


@pytest.mark.parametrize("faction, level, kind, fn, base", [
    ("iron_covenant", 1, "build", build_cost, 1),
    ("moon_weavers", 1, "research", research_cost, 2),
    ("rootbound", 1, "expand", expand_cost, 3),
    ("crag_kin", 4, "research", research_cost, 5),
    ("ash_seekers", 1, "research", research_cost, 2),
    ("ember_legion", 4, "retreat", retreat_cost, 2),
])
def test_cost_modifiers(faction, level, kind, fn, base):
    sc = solo(faction, level)
    sc.put(0, sc.r(0, 2), 2)
    got = fn(sc.state, 0)
    expected = max(0, base - 1)
    assert got == expected, kind


def test_cheaper_build_allows_building_with_no_ore():
    sc = solo("iron_covenant", 1)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    sc.start(0)
    reach_act(sc, "build")
    assert ("build",) in sc.legal(0)
    sc.do(0, ("build",))
    assert sc.state.tower[0] == 1 and sc.state.res[0][1] == 0


def test_war_strength_on_the_home_card():
    sc = scenario(3, factions=["moon_weavers", "stone_wardens", "coin_guild"])
    am = sc.put(0, sc.r(1, 1))[0]
    sc.put(0, sc.r(0, 2))
    dm = sc.put(1, sc.r(1, 2))[0]
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 2, 2, 0)
    sc.set_res(1, 2, 2, 0)
    sc.set_magic(1, 3)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(1, 2)))
    sc.do(0, ("bid", 4))
    sc.do(1, ("bid", 3))                       # counts 4 at home: a tie, so the defender wins
    assert sc.state.stack[-1].winner == 1
    assert dm >= 0


def test_attacker_strength_ember_legion_level_three():
    """Ember Legion level 3: a number bid counts 1 more when attacking (not a second discount)."""
    sc, am, dm = war(att="ember_legion", att_res=(2, 2, 0), def_res=(2, 2, 0), magic=(3, 0))
    assert bids(sc, 0) == [FLAG, *range(1, 8)]                  # war value 6, level-1 discount 1 only
    sc.do(0, ("bid", 3))
    sc.do(1, ("bid", 4))                       # 3 counts 4 when attacking: a tie, the defender wins
    assert sc.state.stack[-1].winner == 1
    sc2, _, _ = war(att="ember_legion", att_res=(2, 2, 0), def_res=(2, 2, 0), magic=(3, 0))
    sc2.do(0, ("bid", 4))
    sc2.do(1, ("bid", 4))                      # 4 counts 5: the attacker wins
    assert sc2.state.stack[-1].winner == 0


def test_movement_across_water_and_crags_and_into_crags():
    sc = solo("tide_singers", 3)
    m = sc.put(0, sc.r(0, 0))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    sc.start(0)
    reach_act(sc, "patrol")
    got = {a[2] for a in sc.legal(0) if a[0] == "patrol" and a[1] == m}
    assert {sc.r(0, 3), sc.r(0, 4), sc.r(0, 6)} <= got          # into water, and across it
    sc2 = solo("crag_kin", 3)
    m = sc2.put(0, sc2.r(0, 6))[0]
    sc2.put(0, sc2.r(0, 2))
    sc2.put(1, sc2.r(1, 0), 2)
    sc2.put(2, sc2.r(2, 0), 2)
    sc2.start(0)
    reach_act(sc2, "patrol")
    got = {a[2] for a in sc2.legal(0) if a[0] == "patrol" and a[1] == m}
    assert {sc2.r(0, 7), sc2.r(0, 4), sc2.r(0, 8)} <= got and sc2.r(0, 3) not in got


def test_collect_extras_capitals_water_and_alliances():
    sc = scenario(3, factions=["moon_weavers", "coin_guild", "harvest_circle"])
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(0, 4))                       # capital: coin guild level 4 gives a choice
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 0))                       # plains: harvest circle level 1 gives +1 food
    sc.put(2, sc.r(2, 2))                       # mountain
    sc.set_magic(1, 4)
    sc.set_magic(2, 1)
    sc.start(0)
    sc.do(0, ("select", "research"))
    assert len(sc.legal(1)) == 3                # one free pick from the capital
    sc.do(1, ("collect", ("mana",)))
    assert sc.state.res[1] == [1, 0, 1]
    assert sc.state.res[2] == [0, 1, 2]


def test_alliance_faction_gains_on_forming_and_from_shared_regions():
    sc, am, dm = war(dfn="concord_envoys", magic=(0, 2), def_res=(0, 0, 0))
    s = sc.state
    sc.do(0, ("bid", FLAG))
    assert s.res[1][2] == 2                     # level 1: +2 food on forming an alliance
    assert s.reg[sc.r(0, 1)] and len(s.reg[sc.r(0, 1)]) == 2


def test_war_result_gains_for_losing():
    sc, am, dm = war(dfn="iron_covenant", magic=(0, 4), def_res=(0, 0, 0))
    sc.do(0, ("bid", 1))
    settle(sc)
    assert sc.state.res[1][1] == 1


def test_cheaper_bandit():
    sc = solo("coin_guild", 2, exploration=True)
    m = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 1, 0, 0)
    sc.token(sc.r(0, 1), "bandit")
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", m, sc.r(0, 1)))
    assert set(sc.legal(0)) == {("bandit_pay", ("mana",)), ("bandit_remove",)}


@pytest.mark.parametrize("faction, setup, expected", [
    ("moon_weavers", lambda sc: None, 1),
    ("tide_singers", lambda sc: sc.put(0, sc.r(0, 3)), 4),
    ("crag_kin", lambda sc: sc.put(0, sc.r(0, 1)), 2),
    ("ember_legion", lambda sc: sc.put(0, sc.r(1, 0)), 2),
    ("stone_wardens", lambda sc: sc.set_tower(0, 4), 3),
    ("harvest_circle", lambda sc: sc.set_res(0, 3, 3, 3), 2),
    ("coin_guild", lambda sc: sc.set_res(0, 9, 9, 9), 2),
    ("iron_covenant", lambda sc: sc.set_tower(0, 6), 2),
    ("ford_runners", lambda sc: sc.put(0, sc.r(0, 8), 2), 4),
    ("far_walkers", lambda sc: sc.put(0, sc.r(1, 0)), 2),
    ("rootbound", lambda sc: sc.put(0, sc.r(0, 8), 2), 2),
    ("concord_envoys", lambda sc: (sc.put(0, sc.r(1, 0)), sc.put(1, sc.r(1, 0))), 3 + 2),
])
def test_level_five_end_bonuses(faction, setup, expected):
    others = [f for f in ("coin_guild", "harvest_circle", "rootbound") if f != faction][:2]
    sc = scenario(3, factions=[faction, *others])
    sc.put(0, sc.r(0, 2), 2)
    sc.set_magic(0, 5)
    setup(sc)
    assert faction_bonus(sc.position(), 0, 0) == expected
    sc.set_magic(0, 4)
    assert faction_bonus(sc.position(), 0, 0) == 0


def test_ruins_bonus_counts_before_the_ruins_are_cleared():
    sc = scenario(3, factions=["ash_seekers", "coin_guild", "harvest_circle"])
    sc.put(0, sc.r(0, 5))
    sc.put(0, sc.r(1, 4))
    sc.put(0, sc.r(0, 2))
    sc.set_magic(0, 5)
    from game.kingdoms.scoring import score_game
    r = score_game(sc.state)
    assert r.breakdown[0]["faction"] == 6 and r.breakdown[0]["meeples"] == 1


def _printed_numbers(effects) -> set[int]:
    """The numbers a faithful ability text must print for these effects."""
    out: set[int] = set()
    for e in effects:
        hook = e["hook"]
        if hook in ("war_cost", "war_strength", "cost", "war_result", "alliance", "end_vp") or (
                hook == "collect" and e["amount"]):
            out.add(abs(e["amount"]))
        if hook == "trade":
            out |= {e["bonus"], e["min_give"]}
        if hook == "end_vp":
            out |= {e[k] for k in ("max", "min") if k in e}
            if e.get("divisor", 1) > 1:
                out.add(e["divisor"])
    return out


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_faction_has_five_distinct_ability_texts_that_print_the_engines_numbers(lang):
    """Issue 15: Ember Legion's levels 1 and 3 read the same; every faction's five ability
    texts must differ (as must their effects) and print exactly the numbers the engine uses."""
    import re

    from game.kingdoms.content import load_content
    from game.locales import load_lang

    catalog = load_lang(lang)
    for fid, faction in load_content().factions.items():
        texts = [catalog[f"kingdoms.faction.{fid}.ability.{lv}"] for lv in range(1, 6)]
        assert len(set(texts)) == 5, (lang, fid, texts)
        assert len({repr(effects) for effects in faction.abilities}) == 5, fid
        for lv, (text, effects) in enumerate(zip(texts, faction.abilities, strict=True), start=1):
            printed = {int(x) for x in re.findall(r"\d+", text)}
            assert printed == _printed_numbers(effects), (lang, fid, lv, text, effects)
