"""End of game and scoring (G60–G71, G96, G97)."""

from __future__ import annotations

from game.galaxies import board, scoring
from game.galaxies.rules import RULES

from .helpers import CONTENT, DIP, ENERGY, act, at_main, scenario


def big(n):
    """n planets of the highest VP tier, read from the data."""
    top = max(p.vp for p in CONTENT.planets)
    return [p.id for p in CONTENT.planets if p.vp == top][:n]


def mission(key, **params):
    return next(m for m in CONTENT.missions if m.key == key and all(m.params.get(k) == v for k, v in params.items()))


def test_g60_announced_vp_is_colonies_plus_level_without_mission():
    sc = scenario(2, missions=True).seat(0, colonies=big(1), level=3, mission=mission("min_resources").id)
    st = sc.seat(1, mission=mission("most", stat="colonies").id).state()
    assert st.kept[0] == mission("min_resources").id
    assert st.vp[0] == CONTENT.by_id[big(1)[0]].vp + CONTENT.empire[2].vp


def test_g61_g64_trigger_during_a_follow_is_permanent():
    # seat 2 upgrades on a follow of seat 0's Utilize
    sc = scenario(3).seat(2, colonies=big(2), level=5).resources([7, 0, 7], [0, 0, 1])
    st2 = at_main(sc, ["utilize_colony", ENERGY], seat=0)
    act(st2, "activate", 0, "upgrade", "energy")
    act(st2, "follow")
    act(st2, "upgrade", "energy")
    assert st2.end_triggered and st2.end_triggered_by == 2 and st2.vp[2] >= CONTENT.end_vp
    # VP never drop in play, so no public move can show G64; the end check itself is asked
    st2.vp[2] = 0  # even if VP later dropped, the trigger stays (G64)
    board.check_end(st2, 2)
    assert st2.end_triggered


def test_g62_g63_the_round_finishes_before_the_first_player():
    sc = scenario(3).seat(0, colonies=big(3)).resources(culture=[0, 0, 0]).end_triggered(0)
    st = at_main(sc, [ENERGY], seat=1)
    act(st, "end")
    assert not st.over and st.active == 2
    act(st, "end")
    assert st.over  # the turn would pass to the first player (seat 0)
    st = at_main(sc, [ENERGY], seat=2)  # the last seat's turn
    act(st, "end")
    assert st.over


def test_g65_an_empty_row_triggers_the_end():
    last = next(p.id for p in CONTENT.planets if p.track_length >= 2)
    sc = scenario(2).row(last, None, None, None).deck(size=0)
    st = sc.ship(0, 0, "orbit", 0, CONTENT.by_id[last].track_length - 1).state()
    board.advance_ship(st, 0, 0, 1)
    assert st.end_triggered and st.end_triggered_by is None


def test_g66_g67_missions_revealed_and_added_highest_wins():
    # the last turn of a game that ends after round 1 (max_rounds)
    sc = scenario(2, missions=True, max_rounds=1).seat(0, colonies=big(1)).resources([0, 3], [0, 3])
    sc.seat(0, mission=mission("most", stat="colonies").id).seat(1, mission=mission("min_resources").id)
    st = at_main(sc, [ENERGY], seat=1)
    final, missions, _ = scoring.final_scores(st)
    assert missions == [3, 2]
    act(st, "end")
    assert st.over
    view = RULES.view(st, 1)
    assert view["missions"] == {"0": st.kept[0], "1": st.kept[1]}
    assert RULES.result(st).winners == [0]


def test_g68_g69_g70_g71_tie_breaks():
    one = [p.id for p in CONTENT.planets if p.vp == 1]
    two = [p.id for p in CONTENT.planets if p.vp == 2]
    # G68: 2 VP each (two colonies, against one colony and level 2): more colonies
    st = scenario(2).seat(0, colonies=one[:2]).seat(1, colonies=one[2:3], level=2).state()
    assert st.vp == [2, 2] and st.kept == [None, None]
    assert scoring.winners(st) == [0]  # G68: more colonies
    # G69: 3 VP and one colony each: level 3 + a 1-VP colony against level 2 + a 2-VP colony
    st = scenario(2).seat(0, colonies=one[:1], level=3).seat(1, colonies=two[:1], level=2).state()
    assert st.vp == [3, 3]
    assert scoring.winners(st) == [0]  # G69: higher empire level
    sc = scenario(2).seat(0, colonies=one[:1], level=3).seat(1, colonies=one[1:2], level=3)
    st = sc.resources([3, 1], [0, 1]).state()
    assert scoring.winners(st) == [0]  # G70: more energy + culture
    st = sc.resources([1, 1], [1, 1]).state()
    assert scoring.winners(st) == [0, 1]  # G71: co-winners


def test_g96_most_and_fewest_pay_three_or_two_when_tied():
    most = mission("most", stat="culture")
    fewest = mission("fewest", stat="colonies")
    st = scenario(3).resources(culture=[0, 0, 0]).state()
    assert scoring.award(st, 0, most) == 0  # holding 0 is never "most"
    st = scenario(3).resources(culture=[3, 3, 1]).state()
    assert scoring.award(st, 0, most) == most.vp_tied == 2
    sc = scenario(3).resources(culture=[4, 3, 1])
    st = sc.state()
    assert scoring.award(st, 0, most) == most.vp == 3
    st = sc.seat(1, colonies=big(1)).state()
    assert scoring.award(st, 0, fewest) == 2 and scoring.award(st, 1, fewest) == 0
    st = sc.seat(2, colonies=big(2)[1:]).state()
    assert scoring.award(st, 0, fewest) == 3


def test_g97_finisher_only_for_the_seat_that_triggered():
    m08 = mission("triggered_end")
    st = scenario(2).seat(1, colonies=big(3)).end_triggered(1).state()
    assert scoring.award(st, 1, m08) == m08.vp and scoring.award(st, 0, m08) == 0
    st = scenario(2).row(None, None, None, None).deck(size=0).end_triggered("row").state()
    assert st.end_triggered_by is None
    assert scoring.award(st, 1, m08) == 0
    assert DIP
