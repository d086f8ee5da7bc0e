"""Kingdoms war (spec 5.3-5.7, 5.13, 5.14): K32-K48, K97, K98 and the worked examples.

Card 0 (T1A):   r0 F | r1 M | r2 P     r0-r1 is a river border
                r3 W | r4 K | r5 R
                r6 P | r7 C | r8 F
The standard war: seat 0 patrols from r2 into seat 1's meeple on r1.
"""

from __future__ import annotations

import pytest

from game.kingdoms.state import FLAG
from game.kingdoms.war import pay_options
from tests.kingdoms.helpers import reach_act, scenario, settle


def war(att="moon_weavers", dfn="harvest_circle", att_res=(2, 2, 2), def_res=(2, 2, 2), players=3,
        magic=(0, 0), before=None, exploration=False):
    """Seat 0 patrols from r2 into seat 1's r1; ``before(sc)`` adds to the position first."""
    third = next(f for f in ("coin_guild", "harvest_circle", "moon_weavers") if f not in (att, dfn))
    sc = scenario(players, factions=[att, dfn, third][:players], exploration=exploration)
    am = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 8))
    dm = sc.put(1, sc.r(0, 1))[0]
    sc.put(1, sc.r(1, 0))
    if players >= 3:
        sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, *att_res)
    sc.set_res(1, *def_res)
    sc.set_magic(0, magic[0])
    sc.set_magic(1, magic[1])
    if before:
        before(sc)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 1)))
    return sc, am, dm


def bids(sc, seat):
    return [a[1] for a in sc.legal(seat) if a[0] == "bid"]


def test_k32_bids_are_secret_until_both_are_in():
    sc, am, dm = war()
    s = sc.state
    assert set(sc.to_move()) == {0, 1}
    sc.do(0, ("bid", 4))
    assert sc.view(1)["war"]["my_bid"] is None                 # only its own (missing) bid
    for seat in (1, None, 2):
        view = sc.view(seat)
        assert view["war"]["bids"] is None and view["war"].get("my_bid") is None
        assert view["decision"]["seats"] == [0, 1]          # no hint who has bid
        assert not any(e.kind == "bid_made" for e in s.events if e.visible_to(seat))
    assert sc.view(0)["war"]["my_bid"] == 4
    assert sc.to_move() == (1,)
    sc.do(1, ("bid", 2))
    assert sc.view(1)["war"]["bids"] == [4, 2]
    revealed = [e for e in s.events if e.kind == "war_revealed"]
    assert revealed and revealed[0].reveal


def test_k33_a_bid_is_flag_or_one_to_eleven():
    sc, _, _ = war(att_res=(9, 9, 0))
    assert bids(sc, 0) == [FLAG, *range(1, 12)]


def test_k34_numeric_bid_affordable_after_modifiers():
    sc, _, _ = war(att="ember_legion", att_res=(1, 2, 0), magic=(1, 0))
    assert bids(sc, 0) == [FLAG, 1, 2, 3, 4, 5]           # war value 4, discount 1
    sc2, _, _ = war(att_res=(1, 2, 0))
    assert bids(sc2, 0) == [FLAG, 1, 2, 3, 4]
    sc3, _, _ = war(att_res=(1, 2, 0))
    sc3.state.mods[0].war_cost.append(("attack", 1, "always"))   # a penalty
    assert bids(sc3, 0) == [FLAG, 1, 2, 3]


def test_k35_flag_is_always_legal_and_counts_as_zero():
    sc, _, _ = war(def_res=(0, 0, 5))
    s = sc.state
    assert s.stack[-1].bids[1] == FLAG                        # only option: given at once
    assert sc.to_move() == (0,) and bids(sc, 0)[0] == FLAG
    sc.do(0, ("bid", 1))
    assert s.stack[-1].winner == 0                                 # 1 beats FLAG (0)


def test_k36_ties_go_to_the_defender():
    sc, am, dm = war()
    sc.do(0, ("bid", 3))
    sc.do(1, ("bid", 3))
    assert sc.state.stack[-1].winner == 1


def test_k36_k56_flag_against_flag_in_two_player_games_is_a_defender_win():
    sc, am, dm = war(players=2)
    sc.do(0, ("bid", FLAG))
    sc.do(1, ("bid", FLAG))
    s = sc.state
    assert s.stack[-1].winner == 1 and not any(e.kind == "alliance_formed" for e in s.events)
    settle(sc)
    assert s.m_region[dm] == sc.r(0, 1) and s.m_region[am] != sc.r(0, 1)


def test_k37_flag_against_flag_with_three_players_forms_an_alliance():
    sc, am, dm = war()
    s = sc.state
    sc.do(0, ("bid", FLAG))
    sc.do(1, ("bid", FLAG))
    assert not s.stack
    assert s.res[0] == [2, 2, 2] and s.res[1] == [2, 2, 2]
    assert sorted(s.reg[sc.r(0, 1)]) == sorted([am, dm])
    assert any(e.kind == "alliance_formed" for e in s.events)


def test_k38_winner_and_loser_pay_their_net_costs_flag_pays_nothing():
    sc, _, _ = war(att_res=(2, 2, 0), def_res=(3, 3, 3))
    s = sc.state
    sc.do(0, ("bid", 4))
    sc.do(1, ("bid", FLAG))
    settle(sc, lambda s, seat, legal: ("pay", 2, 0) if ("pay", 2, 0) in legal else None)
    assert s.res[0][:2] == [0, 2] and s.res[1][:2] == [3, 3]
    sc2, _, _ = war(att_res=(2, 2, 0), def_res=(3, 3, 3))
    sc2.do(0, ("bid", 2))
    sc2.do(1, ("bid", 5))
    settle(sc2, lambda s, seat, legal: legal[-1] if legal[0][0] == "pay" else None)
    assert 2 * sc2.state.res[0][0] + sc2.state.res[0][1] == 6 - 2
    assert 2 * sc2.state.res[1][0] + sc2.state.res[1][1] == 9 - 5


def test_k39_payment_mixes_use_mana_and_ore_only_with_no_unneeded_piece():
    def attacker(*res):
        return war(att_res=res)[0].state

    assert pay_options(attacker(2, 0, 9), 0, 3) == [("pay", 2, 0)]              # 1 over cannot be avoided
    assert pay_options(attacker(2, 3, 9), 0, 3) == [("pay", 0, 3), ("pay", 1, 1)]
    assert pay_options(attacker(2, 2, 0), 0, 4) == [("pay", 1, 2), ("pay", 2, 0)]
    assert pay_options(attacker(0, 5, 9), 0, 5) == [("pay", 0, 5)]


def test_k40_discounts_stop_at_zero():
    sc, _, _ = war(att="ember_legion", att_res=(0, 1, 0), magic=(3, 0))
    s = sc.state
    assert bids(sc, 0) == [FLAG, 1, 2]                          # level 1: -1, so net 0, 1
    sc.do(0, ("bid", 1))
    sc.do(1, ("bid", FLAG))
    settle(sc)
    assert s.res[0][:2] == [0, 1 + 1]                           # paid 0; +1 ore for winning (level 2)


def test_k41_winner_stays_and_loser_leaves():
    sc, am, dm = war()
    s = sc.state
    sc.do(0, ("bid", 5))
    sc.do(1, ("bid", 1))
    settle(sc)
    assert s.m_region[am] == sc.r(0, 1) and s.m_region[dm] != sc.r(0, 1)


def test_k42_retreat_costs_food_equal_to_meeples_in_play():
    sc, am, dm = war(def_res=(0, 0, 5))
    s = sc.state
    sc.do(0, ("bid", 2))
    settle(sc, lambda s, seat, legal: next((a for a in legal if a[0] == "retreat"), None))
    assert s.res[1][2] == 5 - 2
    assert any(e.kind == "retreated" and e.args["food"] == 2 for e in s.events)


def test_k43_retreat_targets_are_adjacent_occupiable_and_free_of_foreign_meeples():
    def block(sc):
        sc.put(2, sc.r(0, 4))               # a third player's meeple next door
    sc, am, dm = war(def_res=(0, 0, 5), before=block)
    sc.do(0, ("bid", 2))
    while sc.state.dec != "fate":
        sc.do(sc.to_move()[0], sc.legal(sc.to_move()[0])[0])
    fates = sc.legal(1)
    assert {a[1] for a in fates if a[0] == "retreat"} == {sc.r(0, 2)}   # the attacker's origin, now empty


def test_k44_without_retreat_only_church_or_removal():
    sc, am, dm = war(def_res=(0, 0, 1))
    sc.do(0, ("bid", 2))
    s = sc.state
    sc.do(0, ("pay", 1, 0))
    assert not s.stack and s.m_region[dm] == -1                 # removal was the only option
    assert any(e.kind == "removed" for e in s.events)


def test_k45_removal_may_be_chosen_even_when_a_retreat_exists():
    sc, am, dm = war(def_res=(0, 0, 5))
    sc.do(0, ("bid", 2))
    while sc.state.dec != "fate":
        sc.do(sc.to_move()[0], sc.legal(sc.to_move()[0])[0])
    assert ("remove",) in sc.legal(1) and any(a[0] == "retreat" for a in sc.legal(1))
    sc.do(1, ("remove",))
    assert sc.state.m_region[dm] == -1 and sc.state.res[1][2] == 5


def test_k46_a_knocked_over_loser_retreats_and_stands_up():
    sc = scenario(3)
    am = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 0))
    dm = sc.put(1, sc.r(0, 5))[0]
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0))
    sc.put(2, sc.r(2, 1))
    sc.set_res(0, 3, 3, 0)
    sc.set_res(1, 0, 0, 5)
    sc.start(0)
    assert sc.state.m_down[dm]
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    sc.do(0, ("bid", 3))
    settle(sc, lambda s, seat, legal: ("retreat", sc.r(0, 8)) if ("retreat", sc.r(0, 8)) in legal else None)
    s = sc.state
    assert s.m_region[dm] == sc.r(0, 8) and not s.m_down[dm]


def test_k47_an_attacker_winning_in_ruins_is_knocked_over():
    sc = scenario(3)
    am = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 0))
    sc.put(1, sc.r(0, 5))
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 3, 3, 0)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    assert not sc.state.m_down[am]                               # standing while the war runs
    sc.do(0, ("bid", 3))
    settle(sc)
    assert sc.state.m_region[am] == sc.r(0, 5) and sc.state.m_down[am]


def test_k47_an_alliance_formed_in_ruins_knocks_the_attacker_over():
    sc = scenario(3)
    am = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 0))
    sc.put(1, sc.r(0, 5))
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 3, 3, 0)
    sc.set_res(1, 3, 3, 0)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    sc.do(0, ("bid", FLAG))
    sc.do(1, ("bid", FLAG))
    assert sc.state.m_down[am] and len(sc.state.reg[sc.r(0, 5)]) == 2


def test_k48_the_crown_passes_to_the_winner():
    sc, am, dm = war(before=lambda sc: sc.crown(1), exploration=True)
    sc.do(0, ("bid", 3))
    sc.do(1, ("bid", 1))
    settle(sc)
    assert sc.state.crown == 0
    assert any(e.kind == "crown_passed" for e in sc.state.events)


def test_k97_fort_discount_is_worked_out_after_the_move():
    def fort(sc):
        sc.token(sc.r(0, 2), "fort", up=True)
    sc, _, _ = war(att_res=(0, 2, 0), before=fort, exploration=True)
    assert bids(sc, 0) == [FLAG, 1, 2]                          # left the only fort region: no -2

    def fort_kept(sc):
        sc.token(sc.r(0, 8), "fort", up=True)
    sc2, _, _ = war(att_res=(0, 2, 0), before=fort_kept, exploration=True)
    assert bids(sc2, 0) == [FLAG, 1, 2, 3, 4]                   # still holds r8's fort


def test_k91_a_fort_in_the_war_region_never_helps_the_attacker():
    """Issue 15: the fort helps whoever controls its region when the war starts (the defender
    there, who does not attack); the attacker moving onto it gets no -2, before or after the move."""
    def fort(sc):
        sc.token(sc.r(0, 1), "fort", up=True)                   # seat 1's region, the war region
    sc, _, _ = war(att_res=(0, 2, 0), before=fort, exploration=True)
    assert bids(sc, 0) == [FLAG, 1, 2]                          # no -2 for the attacker
    assert bids(sc, 1) == [FLAG, 1, 2, 3, 4, 5, 6]              # and none for the defender (A36)
    from game.kingdoms.war import war_mod
    s = sc.state
    assert war_mod(s, 0, "attack", sc.r(0, 1), False) == 0
    assert war_mod(s, 0, "attack", sc.r(0, 1), False, moving=s.reg[sc.r(0, 1)][0]) == 0


def test_k91_fort_helps_only_when_attacking():
    def fort(sc):
        sc.token(sc.r(1, 0), "fort", up=True)                   # seat 1 holds a fort
    sc, _, _ = war(def_res=(0, 2, 0), before=fort, exploration=True)
    assert bids(sc, 1) == [FLAG, 1, 2]


def test_k98_war_payments_come_before_crown_dragon_and_retreat():
    def setup(sc):
        sc.crown(1)
        sc.set_tower(1, 2)
        sc.token(sc.r(0, 8), "dragon_lair", up=True)
    sc, am, dm = war(def_res=(2, 2, 5), before=setup, exploration=True)
    sc.do(0, ("bid", 3))
    sc.do(1, ("bid", 1))
    settle(sc, lambda s, seat, legal: ("dragon", False) if ("dragon", False) in legal else
           next((a for a in legal if a[0] == "retreat"), None))
    kinds = [e.kind for e in sc.state.events]
    paid = [k for k, x in enumerate(kinds) if x == "paid"]
    assert len(paid) == 2
    assert max(paid) < kinds.index("crown_passed") < kinds.index("dragon_declined") < kinds.index("retreated")


# --- the worked examples (5.14) and the rulebook war example ---------------------------------
def test_rulebook_war_example_discount_lets_you_bid_above_your_resources():
    """5.14(1) and A2: 1 mana + 2 ore with a -1 ability may bid 5, pays 4."""
    sc, am, dm = war(att="ember_legion", att_res=(1, 2, 0), def_res=(3, 0, 4), magic=(1, 0))
    s = sc.state
    assert max(b for b in bids(sc, 0) if b != FLAG) == 5
    sc.do(0, ("bid", 5))
    sc.do(1, ("bid", FLAG))
    assert s.res[0] == [0, 0, 0]                                # net 4 = 1 mana + 2 ore, no choice
    assert s.res[1][:2] == [3, 0]
    legal = sc.legal(1)
    assert ("remove",) in legal and any(a[0] == "retreat" for a in legal)
    sc.do(1, next(a for a in legal if a[0] == "retreat"))
    assert s.res[1][2] == 4 - 2


def test_example_5_14_2_tie_defender_wins_both_pay():
    sc, am, dm = war(att_res=(0, 3, 0), def_res=(0, 3, 0))
    sc.do(0, ("bid", 3))
    sc.do(1, ("bid", 3))
    settle(sc)
    s = sc.state
    assert s.res[0][1] == 0 and s.res[1][1] == 0
    assert s.m_region[dm] == sc.r(0, 1) and s.m_region[am] != sc.r(0, 1)


def break_scenario(food: int):
    """5.14(3): seat 1 has 3 meeples, all shared with seat 0 after seat 0's attack."""
    sc = scenario(3)
    A, B, C, src = sc.r(2, 0), sc.r(2, 2), sc.r(2, 4), sc.r(2, 1)
    sc.put(0, A)
    sc.put(0, B)
    am = sc.put(0, src)[0]
    sc.put(1, A)
    sc.put(1, B)
    sc.put(1, C)
    sc.put(2, sc.r(0, 0), 2)
    sc.set_res(0, 0, 3, 0)
    sc.set_res(1, 0, 0, food)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, C))
    sc.do(0, ("bid", 1))
    if sc.state.dec == "bid":
        sc.do(1, ("bid", FLAG))
    return sc, (A, B, C)


@pytest.mark.parametrize("food", [2])
def test_example_5_14_3a_k53_remove_then_retreat_then_remove(food):
    sc, (A, B, C) = break_scenario(food)
    s = sc.state
    assert s.dec == "lost_region" and {a[1] for a in sc.legal(1)} == {A, B, C}
    sc.do(1, ("lost_region", C))                 # retreat would cost 3: removal is automatic
    assert s.in_play[1] == 2
    sc.do(1, ("lost_region", A))
    sc.do(1, next(a for a in sc.legal(1) if a[0] == "retreat"))   # costs 2
    assert s.res[1][2] == 0
    assert s.in_play[1] == 1 and not s.stack     # the third (B) could not retreat and was removed
    assert all(not (0 in [s.m_owner[i] for i in s.reg[r]] and 1 in [s.m_owner[i] for i in s.reg[r]])
               for r in range(s.board.R))


def test_example_5_14_3b_k53_remove_two_then_the_last_retreats_for_one():
    sc, (A, B, C) = break_scenario(2)
    s = sc.state
    sc.do(1, ("lost_region", C))
    sc.do(1, ("lost_region", A))
    sc.do(1, ("remove",))
    assert s.in_play[1] == 1
    legal = sc.legal(1)
    assert legal and all(a[0] == "retreat" for a in legal)     # the last meeple must retreat
    sc.do(1, legal[0])
    assert s.in_play[1] == 1 and s.res[1][2] == 1 and not s.stack


def test_example_5_14_3c_k54_last_meeple_is_relocated_for_free():
    sc, (A, B, C) = break_scenario(0)
    s = sc.state
    sc.do(1, ("lost_region", C))
    sc.do(1, ("lost_region", A))
    assert s.in_play[1] == 1
    legal = sc.legal(1)
    assert legal and all(a[0] == "relocate" for a in legal)    # two empty regions one step away
    sc.do(1, legal[0])
    assert s.in_play[1] == 1 and not s.stack
    assert any(e.kind == "relocated" for e in s.events)
    assert s.res[1][2] == 0


def test_example_5_14_4_k57_neutral_wars_cost_the_neutral_count():
    sc = scenario(2)
    lk = [sc.r(2, k) for k in (0, 1, 2, 3, 5)]
    for r in lk:
        sc.neutral(r)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, 0, 9, 0)
    sc.start(0)
    reach_act(sc, "quest")
    s = sc.state
    m = next(i for i in range(7) if s.m_region[i] == sc.r(0, 2))
    sc.do(0, ("quest", m, sc.r(2, 0)))
    assert s.res[0][1] == 9 - 5 and s.captured[0] == 1 and s.m_region[m] == sc.r(2, 0)
    assert s.neutral_in_play == 4
    # The same board a turn later, now with a fort on r2 (an exploration game): seat 1 selects
    # Patrol and seat 0 attacks the next neutral.
    sc = scenario(2, exploration=True).no_tokens()
    for r in lk[1:]:
        sc.neutral(r)
    m = sc.put(0, sc.r(2, 0))[0]
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, 0, 4, 0)
    sc.set_captured(0, 1)
    sc.token(sc.r(0, 2), "fort", up=True)
    sc.start(1)
    s = sc.state
    sc.do(s.active, ("select", "patrol"))
    while s.dec_seat != 0:
        seat = sc.to_move()[0]
        sc.do(seat, sc.legal(seat)[0])
    sc.do(0, ("patrol", m, sc.r(2, 1)))      # 4 neutrals, fort on r2 still held: 4 - 2
    assert s.res[0][1] == 4 - 2 and s.captured[0] == 2
