"""Kingdoms alliances and neutral meeples (spec 5.8-5.11): K49-K60."""

from __future__ import annotations

import random

from game.kingdoms.decide import allied
from game.kingdoms.scoring import score_game
from game.kingdoms.state import FLAG, NEUTRAL
from game.kingdoms.war import relocation_targets
from tests.kingdoms.helpers import (
    grid_rules,
    play_random,
    prefer,
    reach_act,
    scenario,
    settle,
    setup_state,
)


def allies_on(region_cell=(0, 1)):
    """Seats 0 and 1 allied on card 0 r1 (mountain); seat 0 also on r2, seat 1 on card 1."""
    sc = scenario(3)
    shared = sc.r(*region_cell)
    a = sc.put(0, shared)[0]
    b = sc.put(1, shared)[0]
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 0), 2)
    return sc, shared, a, b


def test_k49_allied_exactly_while_a_region_holds_both():
    sc, shared, a, b = allies_on()
    s = sc.state
    assert allied(s, 0, 1) and allied(s, 1, 0) and not allied(s, 0, 2)


def test_k50_leaving_a_shared_region_is_free_and_ends_the_alliance():
    sc, shared, a, b = allies_on()
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", a, sc.r(0, 4)))
    s = sc.state
    assert not s.stack and s.dec == "act"
    assert not allied(s, 0, 1)


def test_k51_both_allies_collect_a_shared_region_and_share_a_capital():
    sc, shared, a, b = allies_on()
    sc.start(2)
    s = sc.state
    sc.do(2, ("select", "build"))            # seats 0 and 1 cannot build: both collect
    assert s.res[0][1] == 1 and s.res[1][1] == 1          # both got the mountain's ore
    sc2, cap, a2, b2 = allies_on((0, 4))
    s2 = sc2.state
    result = score_game(s2)
    assert result.breakdown[0]["capitals"] == 1 and result.breakdown[1]["capitals"] == 1


def break_war(att_bid, def_bid, def_food=9):
    """Seat 0 (allied with seat 1 on r1) attacks seat 1's other meeple on r5."""
    sc = scenario(3)
    shared = sc.r(0, 1)
    sc.put(0, shared)
    sc.put(1, shared)
    sc.put(1, sc.r(1, 0))
    am = sc.put(0, sc.r(0, 2))[0]
    dm = sc.put(1, sc.r(0, 5), down=False)[0]
    sc.put(0, sc.r(0, 8))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 5, 5, 0)
    sc.set_res(1, 5, 5, def_food)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    sc.do(0, ("bid", att_bid))
    sc.do(1, ("bid", def_bid))
    return sc, shared, am, dm


def test_k52_a_numeric_bid_breaks_the_alliance_and_the_loser_leaves_every_shared_region():
    sc, shared, am, dm = break_war(3, FLAG)
    s = sc.state
    assert s.dec == "pay" or s.dec == "lost_region" or s.stack
    settle(sc, prefer("remove"))
    assert not allied(s, 0, 1)
    assert [s.m_owner[i] for i in s.reg[shared]] == [0]
    assert [s.m_owner[i] for i in s.reg[sc.r(0, 5)]] == [0]


def test_k37_k49_flags_between_allies_extend_the_alliance():
    sc, shared, am, dm = break_war(FLAG, FLAG)
    s = sc.state
    assert not s.stack and len(s.reg[sc.r(0, 5)]) == 2 and len(s.reg[shared]) == 2


def test_k53_the_loser_orders_the_regions_and_each_retreat_costs_the_current_count():
    sc, shared, am, dm = break_war(3, FLAG, def_food=3)
    s = sc.state
    while s.dec == "pay":
        sc.do(sc.to_move()[0], sc.legal(sc.to_move()[0])[0])
    assert s.dec == "lost_region" and {a[1] for a in sc.legal(1)} == {shared, sc.r(0, 5)}
    sc.do(1, ("lost_region", sc.r(0, 5)))
    assert s.in_play[1] == 3
    sc.do(1, ("remove",))
    assert s.in_play[1] == 2
    legal = sc.legal(1)
    retreat = next(a for a in legal if a[0] == "retreat")
    sc.do(1, retreat)
    assert s.res[1][2] == 3 - 2                  # priced at 2 meeples, not 3


def test_k54_an_alliance_break_never_removes_the_last_meeple():
    sc = scenario(3)
    shared = sc.r(0, 1)
    sc.put(0, shared)
    b = sc.put(1, shared)[0]
    am = sc.put(0, sc.r(0, 2))[0]
    sc.put(1, sc.r(0, 5), down=False)
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 5, 5, 0)
    sc.set_res(1, 0, 0, 0)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    sc.do(0, ("bid", 1))
    s = sc.state
    while s.stack:
        seat = sc.to_move()[0]
        legal = sc.legal(seat)
        assert not (s.in_play[1] == 1 and ("remove",) in legal and seat == 1)
        sc.do(seat, next((x for x in legal if x[0] == "remove"), legal[0]))
    assert s.in_play[1] == 1 and s.m_region[b] >= 0


def test_k55_nearest_empty_region_same_card_first():
    sc = scenario(3)
    board = sc.board
    for cell in range(9):
        if board.occupiable[sc.r(0, cell)] and cell not in (5, 8):
            sc.put(0 if cell < 4 else 2, sc.r(0, cell))
    sc.put(1, sc.r(0, 5))                    # the meeple being relocated    # from r5 (ruins): r8 is one step away on the same card; quest links reach other cards
    got = relocation_targets(sc.position(), sc.r(0, 5))
    assert got == [sc.r(0, 8)]
    sc.put(1, sc.r(0, 8))
    s = sc.position()
    got = relocation_targets(s, sc.r(0, 5))
    assert got and all(s.board.card[r] != 0 for r in got)
    d = s.board.dist[sc.r(0, 5)]
    assert len({d[r] for r in got}) == 1


def test_k56_no_alliance_ever_forms_with_two_players():
    rules = grid_rules()
    for seed in range(6):
        s = setup_state(rules, 2, seed)
        play_random(rules, s, random.Random(seed))
        assert not any(e.kind == "alliance_formed" for e in s.events)


def two_player_lk():
    sc = scenario(2)
    neutrals = [sc.neutral(sc.r(2, k)) for k in (0, 1, 2, 3, 5)]
    return sc, neutrals


def test_k57_neutral_war_costs_n_after_modifiers_and_always_wins():
    sc, neutrals = two_player_lk()
    m = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, 1, 1, 0)                  # war value 3 < 5
    sc.start(0)
    reach_act(sc, "quest")
    assert not any(a[0] == "quest" and a[2] == sc.r(2, 0) for a in sc.legal(0))
    sc2, _ = two_player_lk()
    m = sc2.put(0, sc2.r(0, 2))[0]
    sc2.put(0, sc2.r(0, 8))
    sc2.put(1, sc2.r(1, 0), 2)
    sc2.set_res(0, 2, 1, 0)                 # war value 5
    sc2.start(0)
    reach_act(sc2, "quest")
    sc2.do(0, ("quest", m, sc2.r(2, 0)))
    s = sc2.state
    assert s.dec == "act"                    # one way to pay 5 with 2 mana + 1 ore: applied at once
    assert 2 * s.res[0][0] + s.res[0][1] == 0 and s.captured[0] == 1


def test_k58_no_neutral_war_with_the_last_meeple_or_without_the_cost():
    sc, _ = two_player_lk()
    m = sc.put(0, sc.r(0, 2))[0]
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, 9, 9, 0)
    sc.start(0)
    reach_act(sc, "quest")
    assert not any(a[0] == "quest" and a[2] in [sc.r(2, k) for k in (0, 1, 2, 3, 5)] for a in sc.legal(0))
    assert m == 0


def test_k59_a_captured_neutral_is_kept_and_the_winner_stays():
    sc, neutrals = two_player_lk()
    m = sc.put(0, sc.r(0, 2))[0]
    sc.put(0, sc.r(0, 8))
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, 0, 9, 0)
    sc.start(0)
    reach_act(sc, "quest")
    sc.do(0, ("quest", m, sc.r(2, 0)))
    s = sc.state
    assert s.m_region[neutrals[0]] == -1 and s.captured[0] == 1 and s.reg[sc.r(2, 0)] == [m]
    assert score_game(s).breakdown[0]["captured"] == 1


def test_k60_neutral_meeples_never_act():
    rules = grid_rules()
    for seed in range(5):
        s = setup_state(rules, 2, seed)
        start = {i: s.m_region[i] for i in range(len(s.m_owner)) if s.m_owner[i] == NEUTRAL}
        rng = random.Random(seed)
        while rules.to_move(s):
            seats = rules.to_move(s)
            assert NEUTRAL not in seats
            seat = seats[rng.randrange(len(seats))]
            legal = rules.legal_actions(s, seat)
            rules.apply(s, seat, legal[rng.randrange(len(legal))])
            for i, r in start.items():
                assert s.m_region[i] in (r, -1) and not s.m_down[i]
        assert all(s.m_owner[i] == NEUTRAL for i in start)


def test_k52_when_the_attacker_loses_an_alliance_break_it_leaves_every_shared_region():
    sc, shared, am, dm = break_war(1, 4)
    s = sc.state
    settle(sc, prefer("remove"))
    assert [s.m_owner[i] for i in s.reg[shared]] == [1]
    assert [s.m_owner[i] for i in s.reg[sc.r(0, 5)]] == [1]
    assert not allied(s, 0, 1) and s.in_play[0] >= 1


def test_a9_a_shared_region_left_to_attack_is_not_affected():
    """A9: the attacker's meeple leaves a shared region to attack; that region is no longer shared."""
    sc = scenario(3)
    shared = sc.r(0, 4)
    am = sc.put(0, shared)[0]
    sc.put(1, shared)
    sc.put(1, sc.r(0, 5), down=False)
    sc.put(0, sc.r(0, 0))
    sc.put(1, sc.r(1, 0))
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 5, 5, 0)
    sc.set_res(1, 0, 0, 0)
    sc.start(0)
    reach_act(sc, "patrol")
    sc.do(0, ("patrol", am, sc.r(0, 5)))
    sc.do(0, ("bid", 2))
    s = sc.state
    settle(sc)
    assert [s.m_owner[i] for i in s.reg[shared]] == [1]       # untouched: not shared after the move


def test_k49_the_view_lists_alliances():
    sc, shared, a, b = allies_on()
    assert sc.view(2)["alliances"] == [[0, 1]]
