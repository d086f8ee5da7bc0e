"""Setup (G1–G8) and the turn: dice, rerolls, converter, activation (G9–G19)."""

from __future__ import annotations

import pytest

from game.core.protocol import GameConfig, IllegalAction
from game.galaxies.rules import ROW_SIZE, RULES
from game.galaxies.state import ACTIVATED, IN_CONVERTER, MAT, UNUSED

from .helpers import (
    CONTENT,
    CULTURE,
    DIP,
    ECO,
    ENERGY,
    MOVE,
    UTIL,
    act,
    at_main,
    kinds,
    legal,
    new,
    prompt,
    scenario,
)


def test_g1_one_to_five_players_and_one_means_solo():
    for n in range(1, 6):
        st = new(n)
        assert st.n == n and st.solo == (n == 1)
        assert RULES.seat_count(st.config) == (2 if n == 1 else n)
    assert RULES.automata(GameConfig("galaxies", 1)) == (1,)
    with pytest.raises(ValueError):
        new(6)


def test_g2_row_size_by_player_count():
    assert ROW_SIZE == {1: 4, 2: 4, 3: 5, 4: 6, 5: 6}
    for n in range(1, 6):
        assert len(new(n).row) == ROW_SIZE[n]


def test_g3_g4_starting_resources_level_and_ships():
    st = new(4)
    for s in range(4):
        assert (st.energy[s], st.culture[s]) == (CONTENT.start_energy, CONTENT.start_culture) == (2, 1)
        assert st.level[s] == 1
        locs = sorted(x[0] for x in st.ships[s])
        assert locs.count(MAT) == 2 and locs.count(0) == 2  # two on the mat, two on the fleet track


def test_g5_g9_dice_at_level_one_minus_penalty_min_one_then_cleared():
    st = new(1)
    assert len(st.faces) == CONTENT.empire[0].dice == 4
    for penalty, rolled in ((1, 3), (7, 1)):  # a jam takes at most 7 dice
        st = scenario(1, seed=3).seat(0, dice_penalty=penalty).state()  # a jammed turn begins: fewer dice
        assert len(st.faces) == rolled and st.dice_penalty[0] == 0


def test_g6_mission_draft_two_dealt_keep_one_rest_unseen():
    st = RULES.new_state(GameConfig("galaxies", 3, 5))
    assert st.drafting and set(RULES.to_move(st)) == {0, 1, 2}
    assert all(len(st.dealt[s]) == 2 for s in range(3)) and len(st.box) == 12 - 6
    for s in range(3):
        RULES.submit(st, s, ("keep", st.dealt[s][1]))
    assert not st.drafting
    assert all(st.kept[s] == st.dealt[s][1] and st.dropped[s] == st.dealt[s][0] for s in range(3))
    view = RULES.view(st, 0)
    assert view["box_size"] == 6 and "box" not in view


def test_g7_solo_deals_no_missions():
    st = RULES.new_state(GameConfig("galaxies", 1, 5))
    assert not st.drafting and st.kept == [None, None] and not st.box


def test_g8_row_dealt_from_top_of_shuffled_deck():
    st = new(3, seed=9)
    everything = st.row + st.deck
    assert sorted(everything) == sorted(p.id for p in CONTENT.planets)
    assert new(3, seed=9).row == st.row and new(3, seed=10).row != st.row


def test_g10_g11_reroll_subsets_first_free_then_one_energy():
    st = at_main(scenario(2), [MOVE, ENERGY, CULTURE, DIP])
    assert ("reroll", (0, 2)) in legal(st) and ("reroll", (0, 1, 2, 3)) in legal(st)
    act(st, "reroll", (1, 3))
    assert st.energy[0] == 2 and st.free_reroll_used
    act(st, "reroll", (0, 1, 2, 3))
    assert st.energy[0] == 1
    act(st, "reroll", (0,))
    assert st.energy[0] == 0


def test_g12_paid_reroll_rejected_at_zero_energy():
    st = at_main(scenario(2).seat(0, energy=0), [MOVE, ENERGY, CULTURE, DIP], rerolled=True)
    assert "reroll" not in kinds(st)
    with pytest.raises(IllegalAction):
        act(st, "reroll", (0,))


def test_g13_g16_used_dice_cannot_be_rerolled_or_activated():
    st = at_main(scenario(2).seat(0, level=2), [MOVE, ENERGY, CULTURE, DIP, ECO])  # level 2 rolls 5 dice
    act(st, "convert", 1, 2)
    assert st.status[1] == st.status[2] == IN_CONVERTER
    act(st, "set_face", 0, MOVE)
    act(st, "activate", 0, "move", 0, "orbit", 0)
    if prompt(st)[1] == "follow":
        act(st, "pass")
    assert st.status[0] == ACTIVATED
    for a in legal(st):
        if a[0] == "reroll":
            assert set(a[1]) <= {3, 4}
        if a[0] == "activate":
            assert a[1] in (3, 4)


def test_g14_g15_converter_needs_three_dice_sets_any_face_once_per_turn():
    st = at_main(scenario(2), [ENERGY, ENERGY])  # two dice left unused
    assert "convert" not in kinds(st)
    st = at_main(scenario(2), [ENERGY, CULTURE, DIP])
    act(st, "convert", 0, 1)
    faces = {a[2] for a in legal(st)}
    assert faces == set(CONTENT.faces)  # D#7: any face, including the current one
    act(st, "set_face", 2, MOVE)
    assert st.faces[2] == MOVE and st.status[2] == UNUSED and st.converter_used
    assert "convert" not in kinds(st)


def test_g16_converter_opens_no_follow_window():
    st = at_main(scenario(2), [ENERGY, CULTURE, DIP, MOVE])
    act(st, "convert", 0, 1)
    act(st, "set_face", 2, MOVE)
    assert prompt(st) == (0, "main")


def test_g17_any_order_and_end_with_dice_unused():
    st = at_main(scenario(2).resources(culture=[1, 0]), [ENERGY, MOVE, CULTURE])
    act(st, "activate", 1, "move", 0, "orbit", 2)
    act(st, "activate", 0)
    act(st, "end")
    assert st.active == 1 and prompt(st)[0] == 1


def test_g18_only_dice_with_a_legal_resolution_can_be_activated():
    sc = scenario(2).seat(0, level=2, energy=3)  # level 2: five dice, the next upgrade costs 3
    st = at_main(sc, [DIP, ECO, CULTURE, ENERGY, UTIL])
    acts = {st.faces[a[1]] for a in legal(st) if a[0] == "activate"}
    # no ship in orbit, no culture planet occupied, upgrade costs 3 and we hold 3 energy
    assert acts == {ENERGY, UTIL}
    st = at_main(scenario(2).seat(0, level=2, energy=1), [UTIL, CULTURE])
    assert "activate" not in kinds(st)


def test_g19_end_of_turn_clears_dice_and_passes_clockwise():
    st = at_main(scenario(3).resources(culture=[0, 0, 0]), [ENERGY, MOVE], seat=2)
    act(st, "end")
    assert st.active == 0 and all(s == UNUSED for s in st.status) and st.round_no == 2
