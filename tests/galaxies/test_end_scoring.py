"""End of game and scoring (G60–G71, G96, G97)."""

from __future__ import annotations

from game.galaxies import board, scoring
from game.galaxies.rules import RULES

from .helpers import CONTENT, DIP, ENERGY, act, at_main, colonies, new, place


def big(n):
    """n planets of the highest VP tier, read from the data."""
    top = max(p.vp for p in CONTENT.planets)
    return [p.id for p in CONTENT.planets if p.vp == top][:n]


def mission(key, **params):
    return next(m for m in CONTENT.missions if m.key == key and all(m.params.get(k) == v for k, v in params.items()))


def test_g60_announced_vp_is_colonies_plus_level_without_mission():
    st = new(2)
    colonies(st, 0, big(1))
    st.level[0] = 3
    board.refresh_vp(st, 0)
    st.kept[0] = mission("min_resources").id
    assert st.vp[0] == CONTENT.by_id[big(1)[0]].vp + CONTENT.empire[2].vp


def test_g61_g64_trigger_during_a_follow_is_permanent():
    # seat 2 upgrades on a follow of seat 0's Utilize
    st2 = new(3)
    colonies(st2, 2, big(2))
    st2.level[2] = 5
    board.refresh_vp(st2, 2)
    st2.energy = [7, 0, 7]
    st2.culture = [0, 0, 1]
    at_main(st2, ["utilize_colony", ENERGY], seat=0)
    act(st2, "activate", 0)
    act(st2, "follow")
    act(st2, "upgrade", "energy")
    assert st2.end_triggered and st2.end_triggered_by == 2 and st2.vp[2] >= CONTENT.end_vp
    st2.vp[2] = 0  # even if VP later dropped, the trigger stays (G64)
    board.check_end(st2, 2)
    assert st2.end_triggered


def test_g62_g63_the_round_finishes_before_the_first_player():
    st = new(3)
    st.culture = [0, 0, 0]
    st.end_triggered, st.end_triggered_by = True, 0
    at_main(st, [ENERGY], seat=1)
    act(st, "end")
    assert not st.over and st.active == 2
    act(st, "end")
    assert st.over  # the turn would pass to the first player (seat 0)
    st = new(3)
    st.end_triggered = True
    at_main(st, [ENERGY], seat=2)  # the last seat's turn
    act(st, "end")
    assert st.over


def test_g65_an_empty_row_triggers_the_end():
    st = new(2)
    st.deck = []
    st.row = [st.row[0], None, None, None]
    place(st, 0, 0, "orbit", 0, CONTENT.by_id[st.row[0]].track_length - 1)
    board.advance_ship(st, 0, 0, 1)
    assert st.end_triggered and st.end_triggered_by is None


def test_g66_g67_missions_revealed_and_added_highest_wins():
    st = new(2)
    colonies(st, 0, big(1))
    colonies(st, 1, big(1)[:0])
    st.kept = [mission("most", stat="colonies").id, mission("min_resources").id]
    st.energy, st.culture = [0, 3], [0, 3]
    final, missions, _ = scoring.final_scores(st)
    assert missions == [3, 2]
    st.over = True
    view = RULES.view(st, 1)
    assert view["missions"] == {"0": st.kept[0], "1": st.kept[1]}
    assert RULES.result(st).winners == [0]


def tie(st):
    st.kept = [None, None]
    return scoring.winners(st)


def test_g68_g69_g70_g71_tie_breaks():
    one = [p.id for p in CONTENT.planets if p.vp == 1]
    st = new(2)
    st.kept = [None, None]
    st.colonies = [one[:2], one[2:3]]
    st.vp = [10, 10]
    assert scoring.winners(st) == [0]  # G68: more colonies
    st.colonies = [one[:1], one[1:2]]
    st.level = [3, 2]
    assert scoring.winners(st) == [0]  # G69: higher empire level
    st.level = [3, 3]
    st.energy, st.culture = [3, 1], [0, 1]
    assert scoring.winners(st) == [0]  # G70: more energy + culture
    st.energy = [1, 1]
    st.culture = [1, 1]
    assert scoring.winners(st) == [0, 1]  # G71: co-winners


def test_g96_most_and_fewest_pay_three_or_two_when_tied():
    st = new(3)
    most = mission("most", stat="culture")
    fewest = mission("fewest", stat="colonies")
    st.culture = [0, 0, 0]
    assert scoring.award(st, 0, most) == 0  # holding 0 is never "most"
    st.culture = [3, 3, 1]
    assert scoring.award(st, 0, most) == most.vp_tied == 2
    st.culture = [4, 3, 1]
    assert scoring.award(st, 0, most) == most.vp == 3
    colonies(st, 1, big(1))
    assert scoring.award(st, 0, fewest) == 2 and scoring.award(st, 1, fewest) == 0
    colonies(st, 2, big(2)[1:])
    assert scoring.award(st, 0, fewest) == 3


def test_g97_finisher_only_for_the_seat_that_triggered():
    st = new(2)
    m08 = mission("triggered_end")
    st.end_triggered, st.end_triggered_by = True, 1
    assert scoring.award(st, 1, m08) == m08.vp and scoring.award(st, 0, m08) == 0
    st.end_triggered_by = None
    assert scoring.award(st, 1, m08) == 0
    assert DIP
