"""Advance and colonize (G45–G50), Utilize and the empire (G51–G59)."""

from __future__ import annotations

from game.galaxies import board
from game.galaxies.state import FLEET, MAT, ORBIT

from .helpers import (
    CONTENT,
    DIP,
    ECO,
    ENERGY,
    MOVE,
    UTIL,
    act,
    at_main,
    hostile_turn,
    kinds,
    legal,
    new,
    place,
    planet,
    planets_by,
    set_row,
)


def by(track, length):
    return [p.id for p in CONTENT.planets if p.track_type == track and p.track_length == length]


def test_g45_advance_moves_one_ship_of_that_track_type_one_space():
    st = new(2)
    d3, e3 = by("diplomacy", 3)[0], by("economy", 3)[0]
    set_row(st, [d3, e3, by("diplomacy", 3)[1], by("economy", 4)[0]])
    place(st, 0, 0, "orbit", 0, 0)
    place(st, 0, 1, "orbit", 2, 1)
    st.culture = [0, 0]
    at_main(st, [DIP, ECO, ENERGY])
    act(st, "activate", 0)
    assert {a for a in legal(st)} == {("ship", 0), ("ship", 1)}
    act(st, "ship", 1)
    assert st.ships[0][1][2] == 2 and st.ships[0][0][2] == 0
    assert ("activate", 1) not in legal(st)  # no ship on an economy track


def test_g46_g47_g48_g49_colonize_sends_everyone_home_scores_and_refills():
    st = new(2)
    d1 = by("diplomacy", 1)[0]
    set_row(st, [d1, *by("economy", 2)[:3]])
    top = st.deck[0]
    place(st, 0, 0, "orbit", 0, 0)
    place(st, 0, 1, "surface", 0)
    place(st, 1, 0, "orbit", 0, 0)
    st.culture = [0, 0]
    at_main(st, [DIP, ENERGY])
    act(st, "activate", 0)
    assert st.colonies[0] == [d1] and st.vp[0] == planet(d1).vp
    assert all(s[0] == MAT for s in st.ships[0][:2]) and st.ships[1][0][0] == MAT
    assert st.row[0] == top


def test_g49_empty_deck_leaves_the_slot_empty():
    st = new(2)
    d1 = by("diplomacy", 1)[0]
    set_row(st, [d1, *by("economy", 2)[:3]])
    st.deck = []
    place(st, 0, 0, "orbit", 0, 0)
    board.advance_ship(st, 0, 0, 1)
    assert st.row[0] is None


def test_g50_several_colonizations_resolve_left_to_right_with_draws():
    st = new(1)
    d1 = by("diplomacy", 1)
    set_row(st, [d1[0], by("economy", 2)[0], d1[1], by("economy", 2)[1]])
    first, second = st.deck[0], st.deck[1]
    h = st.hostile_seat
    place(st, h, 0, "orbit", 2, 0)
    place(st, h, 1, "orbit", 0, 0)
    st.energy[0] = st.culture[0] = 0
    hostile_turn(st, [DIP, ENERGY, ENERGY, ENERGY])
    assert st.colonies[h][:2] == [d1[0], d1[1]]
    assert st.row[0] == first and st.row[2] == second


def test_g51_g52_utilize_upgrade_in_one_resource_or_a_colony():
    st = new(2)
    gain = planets_by("gain")[0]
    st.colonies[0] = [gain]
    st.energy[0], st.culture[0] = 1, 2
    at_main(st, [UTIL, MOVE])
    act(st, "activate", 0)
    assert set(legal(st)) == {("upgrade", "culture"), ("colony", gain)}
    act(st, "upgrade", "culture")
    assert st.level[0] == 2 and st.culture[0] == 0 and st.energy[0] == 1


def test_g53_no_upgrade_at_the_top_level():
    st = new(2)
    st.level[0] = CONTENT.max_level
    st.energy[0] = 7
    assert board.upgrade_cost(st, 0) is None


def test_g54_g55_empire_vp_is_the_level_value_and_ships_arrive_at_once():
    st = new(2)
    st.level[0] = 2
    st.energy[0] = 7
    st.culture = [0, 0]
    at_main(st, [UTIL, MOVE])
    act(st, "activate", 0)  # the only choice (pay in energy) is taken without asking
    assert st.vp[0] == CONTENT.empire[2].vp  # not 0 + 1 + 2
    assert sum(1 for s in st.ships[0] if s[0] == MAT) == 3 and st.ships[0][3][0] == FLEET
    act(st, "activate", 1)
    assert ("move", 0, "orbit", 0) in legal(st)


def test_g56_g57_new_dice_next_turn_several_upgrades_per_turn():
    st = new(2)
    st.energy[0] = 7
    st.culture = [0, 0]
    at_main(st, [UTIL, UTIL, ENERGY])
    act(st, "activate", 0)
    act(st, "activate", 1)
    assert st.level[0] == 3 and len(st.faces) == 3
    act(st, "end")
    act(st, "end") if st.active == 1 else None
    assert st.active == 0 and len(st.faces) == CONTENT.empire[2].dice


def test_g59_paying_a_rival_to_use_their_colony():
    st = new(2)
    user = planets_by("use_colony")
    pay_culture = next(p for p in user if planet(p).effect.params["pay"] == "culture")
    gain = planets_by("gain")[1]
    st.colonies[0] = [pay_culture]
    st.colonies[1] = [gain]
    st.culture = [3, 7]
    st.energy = [0, 0]
    at_main(st, [UTIL, MOVE])
    act(st, "activate", 0)
    act(st, "colony", pay_culture)
    assert st.culture[0] == 2 and st.culture[1] == 7  # paid in full, the receiver is capped
    assert st.colonies[1] == [gain]
    assert st.energy[0] + st.culture[0] > 2  # the borrowed gain resolved for the payer
    assert ORBIT and kinds(st)
