"""The Aging phase: leaving, saves, leave triggers (C57-C61, C74, C92-C96;
spec 9.3.3 example 6; the rulebook example RB 294)."""

from __future__ import annotations

from game.chronicles import aging
from game.chronicles.rules import RULES
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2

from .helpers import T, age, all_pass_build, answer_choices, commit, commit_all, in_play, scenario


def building(*cards, vp=None):
    """Round 2's Building phase, Aging next; ``cards`` = (seat, slot, kind, tokens)."""
    sc = in_play(phase="building")
    for seat, slot, kind, tokens in cards:
        sc.put(seat, slot, kind, tokens)
    if vp is not None:
        sc.seat(0, vp=vp)
    return sc.state()


def test_c57_rb294_cards_at_threshold_leave_phoenix_needs_two_portrait_never():
    """C57; RB 294: a Sleeping Giant and a Ploughman with one token each leave."""
    state = building((0, TOP_1, "sleeping_giant", 1), (0, TOP_2, "ploughman", 1), (0, BOTTOM_1, "phoenix_chick", 1),
                     (0, BOTTOM_2, "ancestral_portrait", 5))
    assert aging.leaving_set(T, state.players[0].slots) == [TOP_1, TOP_2]
    age(state)
    p = state.players[0]
    assert p.slots[TOP_1] is None and p.slots[TOP_2] is None
    assert p.slots[BOTTOM_1][1] == 2 and p.slots[BOTTOM_2][1] == 6  # C58: +1 for every survivor
    assert aging.leaving_set(T, p.slots) == [BOTTOM_1]


def test_c58_c59_a_character_entering_in_round_r_leaves_in_round_r_plus_1():
    """C58, C59."""
    sc = scenario()
    rider = sc.give(0, "lance_rider")
    state = sc.state()
    commit_all(state, {0: commit(place=[(TOP_1, rider)])})
    answer_choices(state)
    all_pass_build(state)
    answer_choices(state)
    p = state.players[0]
    assert state.round == 2 and p.slots[TOP_1] == [rider, 1, 1]
    while state.round == 2:
        for seat in RULES.to_move(state):
            action = ("commit", (), (), (), None, ()) if state.phase == "placement" else \
                RULES.legal_actions(state, seat)[0]
            RULES.submit(state, seat, action)
    assert rider in state.discard and p.slots[TOP_1] is None


def test_c60_c94_herbalist_saves_at_most_one_may_save_itself_or_decline():
    """C60, C94: a saved card triggers no leave key and gets +1 token."""
    state = building((0, TOP_1, "herbalist", 1), (0, TOP_2, "court_scribe", 1))
    age(state, [TOP_1])
    p = state.players[0]
    assert p.slots[TOP_1][1] == 2 and p.slots[TOP_2] is None and p.vp == 3
    state = building((0, TOP_1, "herbalist", 1), (0, TOP_2, "court_scribe", 1))
    age(state, [TOP_2])
    p = state.players[0]
    assert p.slots[TOP_1] is None and p.slots[TOP_2][1] == 2 and p.vp == 0
    state = building((0, TOP_1, "herbalist", 1))
    age(state, [None])
    assert state.players[0].slots[TOP_1] is None


def test_c94_save_choices_go_through_the_protocol_with_none_offered():
    """C94: the request lists the leaving slots and None; two Herbalists save two."""
    state = building((0, TOP_1, "herbalist", 1), (0, TOP_2, "herbalist", 1), (0, BOTTOM_1, "court_scribe", 1))
    all_pass_build(state)  # then Aging begins
    assert state.phase == "aging" and RULES.to_move(state) == (0,)
    assert set(RULES.legal_actions(state, 0)) == {("save", TOP_1), ("save", TOP_2), ("save", BOTTOM_1),
                                                   ("save", None)}
    RULES.submit(state, 0, ("save", TOP_1))
    assert ("save", TOP_1) not in RULES.legal_actions(state, 0)
    RULES.submit(state, 0, ("save", TOP_2))
    p = state.players[0]
    assert p.slots[TOP_1][1] == 2 and p.slots[TOP_2][1] == 2 and p.slots[BOTTOM_1] is None


def test_c61_c95_leave_scoring_counts_tokens_on_own_leavers_only_including_itself():
    """C61, C95; spec 9.3.3 example 6: Titan (1), Scribe (1), Stargazer (2) leave: +11 VP."""
    state = building((0, TOP_1, "tide_titan", 1), (0, TOP_2, "court_scribe", 1), (0, BOTTOM_1, "stargazer", 2),
                     (1, TOP_1, "lance_rider", 3))
    age(state)
    assert state.players[0].vp == 11 and state.players[1].vp == 0


def test_c74_old_sergeant_leaves_in_the_round_it_entered():
    """C74, C30 (enter_age_self)."""
    sc = scenario()
    sergeant = sc.give(0, "old_sergeant")
    state = sc.state()
    commit_all(state, {0: commit(place=[(TOP_1, sergeant)])})
    answer_choices(state)
    assert state.players[0].slots[TOP_1] == [sergeant, 1, 1]
    all_pass_build(state)
    answer_choices(state)
    assert sergeant in state.discard


def test_c92_portrait_never_leaves_and_scores_8_after_four_rounds():
    """C92, C64 (end_vp_per_own_token)."""
    sc = scenario()
    portrait = sc.give(0, "ancestral_portrait")
    state = sc.state()
    commit_all(state, {0: commit(place=[(BOTTOM_1, portrait)])})
    while not RULES.is_over(state):
        for seat in RULES.to_move(state):
            action = ("commit", (), (), (), None, ()) if state.phase == "placement" else \
                RULES.legal_actions(state, seat)[0]
            RULES.submit(state, seat, action)
    p = state.players[0]
    assert p.slots[BOTTOM_1] == [portrait, 4, 1]
    assert RULES.final_scores(state)[0]["characters"] == 8


def test_c93_phoenix_chick_leaves_in_round_r_plus_2():
    """C93."""
    state = building((0, TOP_1, "phoenix_chick", 0))
    age(state)
    assert state.players[0].slots[TOP_1][1] == 1
    age(state)  # round 3 played through
    assert state.players[0].slots[TOP_1][1] == 2
    age(state)
    assert state.players[0].slots[TOP_1] is None


def test_c96_warlord_scribe_magpie_leave_keys_summed_before_the_floor():
    """C96: at 1 VP a leaving Warlord (-3) and Scribe (+3) leave the player at 1."""
    state = building((0, TOP_1, "cursed_warlord", 1), (0, TOP_2, "court_scribe", 1), (0, BOTTOM_1, "magpie", 2),
                     vp=1)
    p = state.players[0]
    age(state)
    assert p.vp == 1 and p.gold == 3 + 2
    state = building((0, TOP_1, "cursed_warlord", 2))
    age(state)
    assert state.players[0].vp == 0
    state = building((0, TOP_1, "cursed_warlord", 1), vp=5)
    age(state)
    assert state.players[0].vp == 2
