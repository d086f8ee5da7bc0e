"""Kingdoms turn structure (spec 3): K10-K19."""

from __future__ import annotations

from game.kingdoms.engine import ACTIONS
from tests.kingdoms.helpers import reach_act, scenario

ALL5 = ("patrol", "quest", "build", "research", "expand")


def base(players=3, **kw):
    sc = scenario(players, **kw)
    for p in range(players):
        sc.put(p, sc.r(p, 2), 2)          # two meeples on each home plains
    return sc


def test_k10_five_shields_are_cleared_at_step_one():
    sc = base().start(0, ALL5)
    s = sc.state
    assert s.nshields == 0 and not any(s.shields)
    assert sorted(a[1] for a in sc.legal(0)) == sorted(ACTIONS)


def test_k11_five_players_the_clearing_player_is_skipped():
    sc = base(5).start(0, ALL5)
    s = sc.state
    kinds = [e.kind for e in s.events]
    assert "turn_skipped" in kinds and "action_selected" not in kinds
    assert s.active == 1 and sc.to_move() == (1,) and s.dec == "select"
    assert len(sc.legal(1)) == 6


def test_k12_with_two_to_four_players_the_clearer_selects_at_once():
    for players in (2, 3, 4):
        sc = base(players).start(0, ALL5)
        assert sc.state.active == 0 and sc.to_move() == (0,) and sc.state.dec == "select"
        assert len(sc.legal(0)) == 6


def test_k13_only_actions_without_a_shield_can_be_selected():
    sc = base().start(0, ("patrol", "trade"))
    assert {a[1] for a in sc.legal(0)} == {"quest", "build", "research", "expand"}
    sc.do(0, ("select", "build"))
    assert sc.state.shields[ACTIONS.index("build")] and sc.state.nshields == 3


def test_k14_active_player_may_do_nothing_but_never_collects():
    sc = base()
    sc.set_res(0, 0, 0, 9)
    sc.start(0)
    reach_act(sc, "trade")
    legal = sc.legal(0)
    assert ("nothing",) in legal and not any(a[0] == "collect" for a in legal)
    assert any(a[0] == "trade" for a in legal)


def test_k15_other_players_act_clockwise_from_the_left_and_cannot_do_nothing():
    sc = base(4)
    for p in range(4):
        sc.set_res(p, 1, 1, 1)
    sc.start(2)
    sc.do(2, ("select", "trade"))
    order = []
    while sc.state.dec == "act":
        seat = sc.state.dec_seat
        order.append(seat)
        legal = sc.legal(seat)
        if seat != 2:
            assert ("nothing",) not in legal and any(a[0] == "collect" for a in legal)
        sc.do(seat, legal[-1])
    assert order == [2, 3, 0, 1]


def test_k16_take_is_offered_only_when_the_action_can_be_carried_out():
    sc = base()
    sc.set_res(1, 0, 0, 0)
    sc.set_res(2, 0, 5, 0)
    sc.start(0)
    sc.do(0, ("select", "build"))   # seat 0 has no ore: "nothing" is applied alone
    s = sc.state
    assert s.dec_seat == 2          # seat 1 could not build and collected without asking
    collected = [e for e in s.events if e.kind == "collected"]
    assert [e.args["seat"] for e in collected] == [1]
    assert any(e.kind == "did_nothing" and e.args["seat"] == 0 for e in s.events)
    assert ("build",) in sc.legal(2)


def test_k17_a_war_is_finished_before_the_next_player_is_asked():
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 1)
    sc.put(0, sc.r(0, 0), 1)
    sc.put(1, sc.r(0, 5), 1, down=False)
    sc.put(1, sc.r(1, 0), 1)
    sc.put(2, sc.r(2, 0), 2)
    sc.set_res(0, 2, 2, 2)
    sc.set_res(1, 2, 2, 2)
    sc.start(1)
    sc.do(1, ("select", "patrol"))
    sc.do(1, ("patrol", 7, sc.r(0, 2)))
    assert set(sc.to_move()) == {0, 1} and sc.state.dec == "bid"
    sc.do(1, ("bid", 3))
    assert sc.to_move() == (0,)
    sc.do(0, ("bid", 1))
    s = sc.state
    while s.dec not in ("act",):
        seat = sc.to_move()[0]
        sc.do(seat, sc.legal(seat)[0])
    assert s.dec_seat == 2


def test_k18_end_check_runs_even_when_the_active_player_did_nothing():
    # Seat 0 selects Expand and does nothing; seat 1 expands to its seventh meeple.
    sc = scenario(3)
    sc.put(0, sc.r(0, 2), 2)
    for cell in (0, 1, 3, 5, 6):
        sc.put(1, sc.r(1, cell))
    sc.put(1, sc.r(1, 2))
    sc.set_res(1, 0, 0, 9)
    sc.put(2, sc.r(2, 0), 2)
    sc.start(0)
    s = sc.state
    assert s.in_play[1] == 6 and not s.end_triggered
    sc.do(0, ("select", "expand"))     # seat 0 holds no food: doing nothing is its only choice
    assert any(e.kind == "did_nothing" and e.args["seat"] == 0 for e in s.events)
    sc.do(1, ("expand", sc.r(1, 2)))
    assert s.in_play[1] == 7
    while s.dec == "act":
        seat = s.dec_seat
        sc.do(seat, sc.legal(seat)[0])
    assert s.end_triggered and any(e.kind == "end_triggered" for e in s.events)


def test_k19_the_active_token_passes_clockwise():
    sc = base(3).start(2)
    sc.do(2, ("select", "build"))   # nobody can build: everybody's turn resolves by itself
    assert sc.state.active == 0 and sc.state.dec == "select"
    sc.do(0, ("select", "research"))
    assert sc.state.active == 1
