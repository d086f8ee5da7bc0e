"""Move (G29–G39) and Acquire (G40–G44)."""

from __future__ import annotations

import pytest

from game.galaxies import board
from game.galaxies.actions import legal_moves
from game.galaxies.state import MAT, ORBIT, SURFACE

from .helpers import (
    CONTENT,
    CULTURE,
    ENERGY,
    MOVE,
    act,
    at_main,
    kinds,
    legal,
    planets_by,
    scenario,
)


def four_planets(players: int = 2):
    """A position builder whose row is energy, culture, energy, culture (gain planets)."""
    en = [p.id for p in CONTENT.planets if p.resource == "energy" and p.effect.key == "gain"]
    cu = [p.id for p in CONTENT.planets if p.resource == "culture" and p.effect.key == "gain"]
    return scenario(players).row(en[0], cu[0], en[1], cu[1])


def test_g29_g30_a_move_relocates_one_ship_in_play_to_surface_orbit_or_home():
    st = four_planets().state()
    moves = legal_moves(st, 0)
    assert {m[1] for m in moves} == {0}  # mat ships are interchangeable; fleet ships never move
    assert {(m[2], m[3]) for m in moves} == {(k, t) for t in range(4) for k in ("surface", "orbit")}
    st = four_planets().ship(0, 1, "orbit", 2, 0).state()
    homes = [m for m in legal_moves(st, 0) if m[2] == "home"]
    assert homes == [("move", 1, "home", -1)]


def test_g31_g33_not_the_same_planet_but_surface_and_track_together():
    st = four_planets().ship(0, 0, "surface", 1).state()
    moves = legal_moves(st, 0)
    assert not [m for m in moves if m[1] == 0 and m[3] == 1]  # G31: not to its own planet
    st = four_planets().ship(0, 0, "surface", 1).ship(0, 1, "orbit", 2).state()
    assert ("move", 0, "orbit", 2) not in legal_moves(st, 0)  # G32: one ship per track
    assert ("move", 1, "surface", 1) not in legal_moves(st, 0)  # G32: one ship per surface
    assert ("move", 0, "surface", 2) in legal_moves(st, 0)  # G33: surface and track of one planet


def test_g34_ships_of_different_players_share_spaces():
    st = four_planets().ship(1, 0, "orbit", 0).ship(1, 1, "surface", 0).state()
    assert ("move", 0, "orbit", 0) in legal_moves(st, 0)
    assert ("move", 0, "surface", 0) in legal_moves(st, 0)


def test_g35_no_move_onto_a_colonized_planet_or_another_mat():
    # slot 0's planet was colonized and the deck had run out: the slot stays empty
    sc = four_planets()
    colonized = sc.preset["row"][0]
    st = sc.row(None, *sc.preset["row"][1:]).deck(size=0).seat(0, colonies=[colonized]).state()
    assert st.row[0] is None
    assert all(m[3] != 0 for m in legal_moves(st, 0))
    assert all(m[2] in ("surface", "orbit", "home") for m in legal_moves(st, 0))


def test_g36_g39_orbit_starts_at_zero_and_progress_is_lost():
    # one step along slot 3's track of 4
    st = at_main(four_planets().ship(0, 0, "orbit", 3, 1).resources(culture=[0, 0]), [MOVE, MOVE])
    act(st, "activate", 0, "move", 0, "orbit", 1)
    assert st.ships[0][0] == [ORBIT, 1, 0]
    act(st, "activate", 1, "move", 0, "home", -1)
    assert st.ships[0][0] == [MAT, -1, 0]


def test_g37_landing_offers_the_planet_action_before_any_follow():
    st = at_main(four_planets().resources(culture=[1, 1]), [MOVE, ENERGY])
    act(st, "activate", 0, "move", 0, "surface", 0)
    assert kinds(st) == {"use_planet", "skip"} and st.pending.seat == 0
    energy = st.energy[0]
    act(st, "use_planet", st.row[0])
    assert st.energy[0] > energy
    assert st.pending.prompt == "follow"


def test_g38_chain_guard_and_meta_never_nest():
    """G38: in one scope each planet triggers once; a META effect offers no META effect."""
    mover = planets_by("move_ships")[0]
    gain = planets_by("gain")[0]
    borrow = planets_by("use_row_planet")[0]
    sc = scenario(2).row(mover, gain, borrow, planets_by("gain")[1]).resources(culture=[5, 0])
    st = at_main(sc, [MOVE, ENERGY])
    act(st, "activate", 0, "move", 0, "surface", 0)
    act(st, "use_planet", mover)  # two more moves
    act(st, "move", 1, "surface", 1)
    act(st, "use_planet", gain)
    # the second move may not land back on the mover's effect: it is used in this scope
    moves = [a for a in legal(st) if a[0] == "move"]
    assert all(m[1] != 1 for m in moves)
    act(st, "move", 0, "surface", 2)
    # landing on the META card: its effect may borrow only non-META cards not yet used in scope
    act(st, "use_planet", borrow)
    # the only borrowable card left is the other gain planet (taken without asking)
    used = [e.args["planet"] for e in st.events if e.kind == "planet_effect"]
    assert used == [mover, gain, borrow, st.row[3]]


def test_g40_g42_acquire_energy_counts_surface_orbit_and_mat_ships():
    sc = four_planets().ship(0, 0, "surface", 0).ship(0, 1, "orbit", 0).seat(0, energy=0)
    st = sc.state()
    en = st.row[0]
    assert board.acquire_count(st, 0, "energy") == 2
    st = sc.seat(0, level=3).ship(0, 2, "mat").state()  # level 3 released a third ship to the mat
    assert board.acquire_count(st, 0, "energy") == 3
    assert CONTENT.by_id[en].resource == "energy"


def test_g41_acquire_culture_ignores_mat_ships():
    st = four_planets().state()
    assert board.acquire_count(st, 0, "culture") == 0
    st = four_planets().ship(0, 0, "orbit", 1).state()
    assert board.acquire_count(st, 0, "culture") == 1


def test_g43_gains_are_capped_at_seven():
    st = at_main(four_planets().seat(0, energy=6).resources(culture=[0, 0]), [ENERGY, CULTURE])
    act(st, "activate", 0)
    assert st.energy[0] == 7


def test_g44_costs_are_paid_in_full_or_not_at_all():
    st = scenario(2).seat(0, culture=1).state()
    with pytest.raises(AssertionError):
        board.pay(st, 0, "culture", 2)
    assert st.culture[0] == 1
    assert board.lose(st, 0, "culture", 5) == 1 and st.culture[0] == 0
    assert SURFACE != ORBIT
