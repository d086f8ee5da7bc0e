"""Kingdoms patrol, quest and movement limits (spec 4.1, 4.2, 5.1): K20-K31.

Card 0 (T1A):   r0 F | r1 M | r2 P     r0-r1 is a river border
                r3 W | r4 K | r5 R     r4 is the only inner region
                r6 P | r7 C | r8 F
"""

from __future__ import annotations

from tests.kingdoms.helpers import reach_act, scenario


def moves(sc, seat, kind="patrol"):
    return {(a[1], a[2]) for a in sc.legal(seat) if a[0] == kind}


def dests(sc, seat, meeple, kind="patrol"):
    return {d for m, d in moves(sc, seat, kind) if m == meeple}


def three(factions=None):
    sc = scenario(3, factions=factions)
    sc.put(1, sc.r(1, 0), 2)
    sc.put(2, sc.r(2, 0), 2)
    return sc


def test_k20_patrol_goes_to_a_region_sharing_a_non_river_border():
    sc = three()
    (m,) = sc.put(0, sc.r(0, 4))
    sc.put(0, sc.r(0, 8))
    sc.start(0)
    reach_act(sc, "patrol")
    assert dests(sc, 0, m) == {sc.r(0, 1), sc.r(0, 5)}
    sc.do(0, ("patrol", m, sc.r(0, 1)))
    assert sc.state.m_region[m] == sc.r(0, 1)


def test_k21_no_move_into_water_or_crags_or_across_a_river_without_an_ability():
    sc = three()
    a = sc.put(0, sc.r(0, 0))[0]          # forest: river to r1, water below
    b = sc.put(0, sc.r(0, 6))[0]          # plains: water above, crags right
    sc.start(0)
    reach_act(sc, "patrol")
    assert dests(sc, 0, a) == set() and dests(sc, 0, b) == set()


def test_k21_abilities_open_water_and_rivers():
    sc = three(factions=["tide_singers", "ford_runners", "moon_weavers"])
    a = sc.put(0, sc.r(0, 4))[0]
    sc.put(0, sc.r(0, 8))
    sc.set_magic(0, 1)                    # may occupy water
    sc.put(1, sc.r(0, 0))
    sc.set_magic(1, 1)                    # may cross rivers
    sc.start(0)
    reach_act(sc, "patrol")
    assert sc.r(0, 3) in dests(sc, 0, a)
    sc.do(0, ("patrol", a, sc.r(0, 3)))
    assert sc.state.m_region[a] == sc.r(0, 3)
    s = sc.state
    assert s.dec_seat == 1
    b = next(i for i in range(7, 14) if s.m_region[i] == sc.r(0, 0))
    assert sc.r(0, 1) in dests(sc, 1, b)


def test_k22_stand_up_is_the_whole_patrol():
    sc = three()
    a = sc.put(0, sc.r(0, 5))[0]
    sc.put(0, sc.r(0, 2))
    sc.start(0)
    assert sc.state.m_down[a]
    reach_act(sc, "patrol")
    assert ("stand", a) in sc.legal(0)
    sc.do(0, ("stand", a))
    s = sc.state
    assert not s.m_down[a] and s.m_region[a] == sc.r(0, 5)
    assert s.dec_seat == 1                # seat 0's patrol is over


def test_k23_knocked_over_meeples_neither_patrol_nor_quest():
    sc = three()
    a = sc.put(0, sc.r(0, 5))[0]
    sc.put(0, sc.r(0, 2))
    sc.start(0)
    reach_act(sc, "patrol")
    assert not any(m == a for m, _ in moves(sc, 0))
    sc.do(0, ("nothing",))
    sc2 = three()
    a = sc2.put(0, sc2.r(0, 5))[0]
    sc2.put(0, sc2.r(0, 2))
    sc2.start(0)
    reach_act(sc2, "quest")
    assert not any(m == a for m, _ in moves(sc2, 0, "quest"))


def test_k24_quest_goes_from_an_edge_region_to_an_edge_region_of_any_other_card():
    sc = three()
    a = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 8))
    sc.start(0)
    reach_act(sc, "quest")
    s = sc.state
    b = s.board
    targets = dests(sc, 0, a, "quest")
    expected = {r for r in range(b.R) if b.card[r] != 0 and b.edge[r] and len(s.reg[r]) < 2}
    assert targets == expected
    far = sc.r(2, 8)
    sc.do(0, ("quest", a, far))
    assert s.m_region[a] == far


def test_k25_quest_needs_edge_regions_on_different_cards():
    sc = three()
    inner = sc.put(0, sc.r(0, 4))[0]      # capital in the middle: not an edge
    edge = sc.put(0, sc.r(0, 2))[0]
    sc.start(0)
    reach_act(sc, "quest")
    assert dests(sc, 0, inner, "quest") == set()
    targets = dests(sc, 0, edge, "quest")
    assert sc.r(1, 4) not in targets and sc.r(2, 4) not in targets   # inner regions
    assert not any(sc.state.board.card[d] == 0 for d in targets)


def test_k25_quest_from_anywhere_with_the_ability():
    sc = three(factions=["far_walkers", "moon_weavers", "coin_guild"])
    inner = sc.put(0, sc.r(0, 4))[0]
    sc.put(0, sc.r(0, 2))
    sc.set_magic(0, 1)
    sc.start(0)
    reach_act(sc, "quest")
    assert dests(sc, 0, inner, "quest")


def test_k26_no_region_ever_gets_a_third_meeple():
    sc = three()
    a = sc.put(0, sc.r(0, 4))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(0, 5), 2, down=False)   # full region next to a
    sc.start(0)
    reach_act(sc, "patrol")
    assert sc.r(0, 5) not in dests(sc, 0, a)
    sc.do(0, ("nothing",))
    assert all(len(x) <= 2 for x in sc.state.reg)


def test_k27_no_move_into_another_players_last_meeple():
    sc = scenario(3)
    a = sc.put(0, sc.r(0, 4))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(0, 5), down=False)      # seat 1's only meeple
    sc.put(2, sc.r(0, 1))
    sc.put(2, sc.r(2, 0))
    sc.start(0)
    reach_act(sc, "patrol")
    got = dests(sc, 0, a)
    assert sc.r(0, 5) not in got and sc.r(0, 1) in got


def test_k28_a_last_meeple_cannot_enter_a_region_with_a_foreign_meeple():
    sc = scenario(2)
    a = sc.put(0, sc.r(0, 2))[0]           # seat 0's only meeple
    sc.put(1, sc.r(0, 1))
    sc.put(1, sc.r(1, 0))
    sc.neutral(sc.r(2, 0))
    sc.set_res(0, 9, 9, 0)
    sc.start(0)
    reach_act(sc, "patrol")
    assert sc.r(0, 1) not in dests(sc, 0, a) and sc.r(0, 5) in dests(sc, 0, a)
    sc.do(0, ("nothing",))
    sc.do(1, sc.legal(1)[0])
    reach_act(sc, "quest", seat=0)
    assert sc.r(2, 0) not in dests(sc, 0, a, "quest")


def test_k29_moving_onto_your_own_single_meeple_starts_no_war():
    sc = three()
    a = sc.put(0, sc.r(0, 4))[0]
    sc.put(0, sc.r(0, 5), down=False)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", a, sc.r(0, 5)))
    s = sc.state
    assert s.dec == "act" and not s.stack and len(s.reg[sc.r(0, 5)]) == 2


def test_k30_entering_another_players_meeple_starts_a_war_even_between_allies():
    sc = scenario(3)
    a, b = sc.put(0, sc.r(0, 1)), sc.put(0, sc.r(0, 2))
    c = sc.put(1, sc.r(0, 1))              # shares r1 with seat 0: allies
    sc.put(1, sc.r(0, 5), down=False)
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 1, 1, 1)
    sc.set_res(1, 1, 1, 1)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", b[0], sc.r(0, 5)))
    s = sc.state
    war = s.stack[-1]
    assert s.dec == "bid" and (war.attacker, war.defender, war.region) == (0, 1, sc.r(0, 5))
    assert a and c


def test_k31_a_shared_region_cannot_be_entered():
    sc = scenario(3)
    sc.put(0, sc.r(0, 5), down=False)
    sc.put(1, sc.r(0, 5), down=False)     # allies share the ruins
    sc.put(0, sc.r(0, 0))
    sc.put(1, sc.r(1, 0))
    a = sc.put(2, sc.r(0, 2))[0]
    sc.put(2, sc.r(2, 0))
    sc.start(2)
    reach_act(sc, "patrol")
    assert sc.r(0, 5) not in dests(sc, 2, a)
