"""Kingdoms end of game and scoring (spec 6): K74-K86, K99."""

from __future__ import annotations

from game.kingdoms.scoring import score_game
from tests.kingdoms.helpers import scenario

ALL5 = ("patrol", "quest", "build", "research", "expand")


def base(players=3):
    sc = scenario(players)
    for p in range(players):
        sc.put(p, sc.r(p, 2), 2)
    return sc


def finish_turn(sc):
    """Answer every decision with its first option until the next select (or the end)."""
    s = sc.state
    while sc.to_move() and s.dec != "select":
        seat = sc.to_move()[0]
        sc.do(seat, sc.legal(seat)[0])


def test_k74_end_triggers_on_seven_meeples_tower_six_or_magic_five():
    """Each condition is reached during a turn (a build, research, expansion): the end is
    set off when that turn's actions are done."""
    for setup, action, seat in (("tower", "build", 2), ("magic", "research", 1), ("meeples", "expand", 0)):
        sc = base()
        if setup == "tower":
            sc.set_tower(2, 5)
            sc.set_res(2, 0, 9, 0)
        elif setup == "magic":
            sc.set_magic(1, 4)
            sc.set_res(1, 9, 0, 0)
        else:
            for cell in (0, 1, 5, 6):
                sc.put(0, sc.r(0, cell))
            sc.set_res(0, 0, 0, 9)
        sc.start(0)
        s = sc.state
        assert not s.end_triggered
        sc.do(0, ("select", action))
        while s.dec == "act":
            who = s.dec_seat
            legal = sc.legal(who)
            sc.do(who, next((a for a in legal if a[0] == action), legal[0]) if who == seat else legal[0])
        assert (s.tower[2], s.magic[1], s.in_play[0]) == {"tower": (6, 0, 2), "magic": (0, 5, 2),
                                                          "meeples": (0, 0, 7)}[setup]
        finish_turn(sc)
        assert s.end_triggered, setup


def test_k74_building_the_sixth_level_triggers_at_step_four():
    sc = base()
    sc.set_tower(0, 5)
    sc.set_res(0, 0, 6, 0)
    sc.start(0)
    s = sc.state
    sc.do(0, ("select", "build"))
    sc.do(0, ("build",))
    assert s.tower[0] == 6
    finish_turn(sc)
    assert s.end_triggered


def test_k75_the_trigger_stays_once_set():
    sc = base()
    sc.set_tower(0, 6)
    sc.start(0)
    s = sc.state
    sc.do(0, ("select", "patrol"))
    finish_turn(sc)
    assert s.end_triggered
    # later the tower is 5 again (e.g. lost to a dragon's lair): the trigger stays
    sc = base()
    sc.set_tower(0, 5)
    sc.end_triggered().start(1, ("patrol",))
    s = sc.state
    sc.do(s.active, ("select", "build"))
    finish_turn(sc)
    assert s.end_triggered and not s.over


def test_k76_game_ends_at_step_one_of_the_turn_finding_five_shields():
    sc = base()
    sc.set_tower(0, 6)
    sc.start(0)
    s = sc.state
    picks = ["patrol", "quest", "build", "research", "expand"]
    for k, action in enumerate(picks):
        assert not s.over
        sc.do(s.active, ("select", action))
        finish_turn(sc)
        if k == 0:
            assert s.end_triggered
    assert s.over and sc.to_move() == ()
    kinds = [e.kind for e in s.events]
    assert kinds[-1] == "game_over" and kinds.count("action_selected") == 5
    assert s.nshields == 5                # not cleared


def test_k77_trigger_in_the_fifth_shield_turn_ends_at_the_next_turn_start():
    sc = base()
    sc.set_tower(1, 5)
    sc.set_res(1, 0, 9, 0)
    sc.start(0, ("patrol", "quest", "research", "expand"))
    s = sc.state
    sc.do(0, ("select", "build"))      # seat 0 has no ore; seat 1 builds its sixth level
    sc.do(1, ("build",))
    assert s.tower[1] == 6
    finish_turn(sc)
    assert s.over
    assert [e.kind for e in s.events].count("action_selected") == 1


def test_k78_k79_ruins_meeples_are_removed_before_counting_meeples():
    sc = scenario(3)
    sc.put(0, sc.r(0, 5), 2)                 # ruins
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 2))
    result = score_game(sc.state)
    assert sc.state.in_play[0] == 1 and result.breakdown[0]["meeples"] == 1
    assert all(sc.state.m_region[i] == -1 for i in sc.state.final_ruins)


def test_k80_magic_levels_and_the_level_five_bonus():
    sc = scenario(3, factions=["moon_weavers", "rootbound", "coin_guild"])
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 2))
    sc.set_magic(0, 5)
    sc.set_magic(1, 4)
    r = score_game(sc.state)
    assert r.breakdown[0]["magic"] == 5 and r.breakdown[0]["faction"] == 1
    assert r.breakdown[1]["magic"] == 4 and r.breakdown[1]["faction"] == 0


def test_k81_tower_vp_from_the_table():
    sc = base()
    for p, level in enumerate((0, 4, 6)):
        sc.set_tower(p, level)
    r = score_game(sc.state)
    assert [b["tower"] for b in r.breakdown] == [0, 5, 10]


def test_k82_capitals_alone_two_shared_one_each():
    sc = scenario(3)
    sc.put(0, sc.r(0, 4), 2)                 # two own meeples: held alone
    sc.put(1, sc.r(1, 6))
    sc.put(2, sc.r(1, 6))                    # shared capital
    r = score_game(sc.state)
    assert [b["capitals"] for b in r.breakdown] == [2, 1, 1]


def test_k83_crown_and_towns():
    sc = scenario(3, exploration=True)
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(1, 2))
    sc.token(sc.r(1, 2), "town", up=True)
    sc.crown(0)
    r = score_game(sc.state)
    assert r.breakdown[0]["crown"] == 2 and r.breakdown[1]["crown"] == 0
    assert [b["towns"] for b in r.breakdown] == [0, 1, 1]


def test_k84_k99_two_player_lost_kingdom_and_captured_neutrals():
    sc = scenario(2)
    sc.put(0, sc.r(2, 0))
    sc.put(0, sc.r(0, 2))
    sc.put(1, sc.r(1, 6))                    # a home capital
    sc2 = scenario(2, layouts=[(["FMP", "WKR", "PCF"], ()), (["MFP", "PRF", "KMW"], ()), (["KFM", "FMP", "MPF"], ())])
    sc2.put(0, sc2.r(2, 0))                  # the Lost Kingdom capital, held alone
    sc2.put(1, sc2.r(1, 2))
    sc2.set_captured(0, 2)
    r = score_game(sc2.state)
    assert r.breakdown[0]["lost_kingdom"] == 1 and r.breakdown[0]["capitals"] == 2
    assert r.breakdown[0]["captured"] == 2
    r1 = score_game(sc.state)
    assert r1.breakdown[0]["lost_kingdom"] == 1 and r1.breakdown[1]["lost_kingdom"] == 0


def test_k85_tie_breakers_in_order():
    sc = scenario(2)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(1, 2), 2)
    sc.set_tower(0, 1)                        # 2 + 1
    sc.set_magic(1, 1)                        # 2 + 1
    r = score_game(sc.state)
    assert r.scores == [3, 3] and r.winners == [0]        # meeples tie, tower decides
    sc2 = scenario(2)
    sc2.put(0, sc2.r(0, 2), 2)
    sc2.put(1, sc2.r(1, 6), 2)                # capital alone: +2
    sc2.set_magic(0, 2)
    r2 = score_game(sc2.state)
    assert r2.scores == [4, 4] and r2.winners == [0]      # magic decides
    sc3 = scenario(2)
    sc3.put(0, sc3.r(0, 2), 2)
    sc3.put(1, sc3.r(1, 2), 2)
    sc3.set_res(1, 0, 0, 3)
    sc3.set_res(0, 1, 1, 0)
    r3 = score_game(sc3.state)
    assert r3.winners == [1] and r3.tiebreak[1] == (2, 0, 0, 3)
    sc4 = scenario(2)
    sc4.put(0, sc4.r(0, 2), 2)                 # more meeples but fewer VP elsewhere
    sc4.put(0, sc4.r(0, 1))
    sc4.put(0, sc4.r(0, 8))
    sc4.put(1, sc4.r(1, 2), 2)
    sc4.set_tower(1, 2)
    r4 = score_game(sc4.state)
    assert r4.scores == [4, 4] and r4.winners == [0]      # meeples first


def test_k86_a_complete_tie_is_a_shared_win():
    sc = scenario(3)
    for p in range(3):
        sc.put(p, sc.r(p, 2), 2)
        sc.set_res(p, 1, 1, 1)
    r = score_game(sc.state)
    assert r.winners == [0, 1, 2]
