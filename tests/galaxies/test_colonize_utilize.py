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
    aims,
    at_main,
    hostile_turn,
    kinds,
    legal,
    planet,
    planets_by,
    scenario,
)


def by(track, length):
    return [p.id for p in CONTENT.planets if p.track_type == track and p.track_length == length]


def test_g45_advance_moves_one_ship_of_that_track_type_one_space():
    d3, e3 = by("diplomacy", 3)[0], by("economy", 3)[0]
    sc = scenario(2).row(d3, e3, by("diplomacy", 3)[1], by("economy", 4)[0])
    sc.ship(0, 0, "orbit", 0, 0).ship(0, 1, "orbit", 2, 1).resources(culture=[0, 0])
    st = at_main(sc, [DIP, ECO, ENERGY])
    assert aims(st, 0) == {("ship", 0), ("ship", 1)}
    act(st, "activate", 0, "ship", 1)
    assert st.ships[0][1][2] == 2 and st.ships[0][0][2] == 0
    assert not aims(st, 1) and ("activate", 1) not in legal(st)  # no ship on an economy track


def test_g46_g47_g48_g49_colonize_sends_everyone_home_scores_and_refills():
    d1 = by("diplomacy", 1)[0]
    sc = scenario(2).row(d1, *by("economy", 2)[:3])
    sc.ship(0, 0, "orbit", 0, 0).ship(0, 1, "surface", 0).ship(1, 0, "orbit", 0, 0).resources(culture=[0, 0])
    st = at_main(sc, [DIP, ENERGY])
    top = st.deck[0]
    act(st, "activate", 0, "ship", 0)
    assert st.colonies[0] == [d1] and st.vp[0] == planet(d1).vp
    assert all(s[0] == MAT for s in st.ships[0][:2]) and st.ships[1][0][0] == MAT
    assert st.row[0] == top


def test_g49_empty_deck_leaves_the_slot_empty():
    d1 = by("diplomacy", 1)[0]
    st = scenario(2).row(d1, *by("economy", 2)[:3]).deck(size=0).ship(0, 0, "orbit", 0, 0).state()
    assert st.deck == []
    board.advance_ship(st, 0, 0, 1)
    assert st.row[0] is None


def test_g50_several_colonizations_resolve_left_to_right_with_draws():
    d1 = by("diplomacy", 1)
    h = 1
    sc = scenario(1).row(d1[0], by("economy", 2)[0], d1[1], by("economy", 2)[1])
    first, second = by("economy", 3)[:2]
    sc.deck(first, second).ship(h, 0, "orbit", 2, 0).ship(h, 1, "orbit", 0, 0).seat(0, energy=0, culture=0)
    st = hostile_turn(sc, [DIP, ENERGY, ENERGY, ENERGY])
    assert st.hostile_seat == h
    assert st.colonies[h][:2] == [d1[0], d1[1]]
    assert st.row[0] == first and st.row[2] == second


def test_g51_g52_utilize_upgrade_in_one_resource_or_a_colony():
    gain = planets_by("gain")[0]
    st = at_main(scenario(2).seat(0, colonies=[gain], energy=1, culture=2), [UTIL, MOVE])
    assert aims(st, 0) == {("upgrade", "culture"), ("colony", gain)}
    act(st, "activate", 0, "upgrade", "culture")
    assert st.level[0] == 2 and st.culture[0] == 0 and st.energy[0] == 1


def test_g53_no_upgrade_at_the_top_level():
    st = scenario(2).seat(0, level=CONTENT.max_level, energy=7).state()
    assert board.upgrade_cost(st, 0) is None


def test_g54_g55_empire_vp_is_the_level_value_and_ships_arrive_at_once():
    st = at_main(scenario(2).seat(0, level=2, energy=7).resources(culture=[0, 0]), [UTIL, MOVE])
    assert aims(st, 0) == {("upgrade", "energy")}
    act(st, "activate", 0, "upgrade", "energy")  # the only choice (pay in energy), named with the die
    assert st.vp[0] == CONTENT.empire[2].vp  # not 0 + 1 + 2
    assert sum(1 for s in st.ships[0] if s[0] == MAT) == 3 and st.ships[0][3][0] == FLEET
    assert ("move", 0, "orbit", 0) in aims(st, 1)


def test_g56_g57_new_dice_next_turn_several_upgrades_per_turn():
    st = at_main(scenario(2).seat(0, energy=7).resources(culture=[0, 0]), [UTIL, UTIL, ENERGY])
    act(st, "activate", 0, "upgrade", "energy")
    act(st, "activate", 1, "upgrade", "energy")
    assert st.level[0] == 3 and len(st.faces) == CONTENT.empire[0].dice  # this turn keeps its level-1 dice
    act(st, "end")
    act(st, "end") if st.active == 1 else None
    assert st.active == 0 and len(st.faces) == CONTENT.empire[2].dice


def test_g59_paying_a_rival_to_use_their_colony():
    user = planets_by("use_colony")
    pay_culture = next(p for p in user if planet(p).effect.params["pay"] == "culture")
    gain = planets_by("gain")[1]
    sc = scenario(2).seat(0, colonies=[pay_culture]).seat(1, colonies=[gain]).resources([0, 0], [3, 7])
    st = at_main(sc, [UTIL, MOVE])
    act(st, "activate", 0, "colony", pay_culture)
    assert st.culture[0] == 2 and st.culture[1] == 7  # paid in full, the receiver is capped
    assert st.colonies[1] == [gain]
    assert st.energy[0] + st.culture[0] > 2  # the borrowed gain resolved for the payer
    assert ORBIT and kinds(st)
