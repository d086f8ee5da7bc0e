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
    new,
    place,
    planets_by,
    set_row,
)


def four_planets(st, energy_first=True):
    en = [p.id for p in CONTENT.planets if p.resource == "energy" and p.effect.key == "gain"]
    cu = [p.id for p in CONTENT.planets if p.resource == "culture" and p.effect.key == "gain"]
    set_row(st, [en[0], cu[0], en[1], cu[1]])
    return st


def test_g29_g30_a_move_relocates_one_ship_in_play_to_surface_orbit_or_home():
    st = four_planets(new(2))
    moves = legal_moves(st, 0)
    assert {m[1] for m in moves} == {0}  # mat ships are interchangeable; fleet ships never move
    assert {(m[2], m[3]) for m in moves} == {(k, t) for t in range(4) for k in ("surface", "orbit")}
    place(st, 0, 1, "orbit", 2, 0)
    homes = [m for m in legal_moves(st, 0) if m[2] == "home"]
    assert homes == [("move", 1, "home", -1)]


def test_g31_g33_not_the_same_planet_but_surface_and_track_together():
    st = four_planets(new(2))
    place(st, 0, 0, "surface", 1)
    moves = legal_moves(st, 0)
    assert not [m for m in moves if m[1] == 0 and m[3] == 1]  # G31: not to its own planet
    place(st, 0, 1, "orbit", 2)
    assert ("move", 0, "orbit", 2) not in legal_moves(st, 0)  # G32: one ship per track
    assert ("move", 1, "surface", 1) not in legal_moves(st, 0)  # G32: one ship per surface
    assert ("move", 0, "surface", 2) in legal_moves(st, 0)  # G33: surface and track of one planet


def test_g34_ships_of_different_players_share_spaces():
    st = four_planets(new(2))
    place(st, 1, 0, "orbit", 0)
    place(st, 1, 1, "surface", 0)
    assert ("move", 0, "orbit", 0) in legal_moves(st, 0)
    assert ("move", 0, "surface", 0) in legal_moves(st, 0)


def test_g35_no_move_onto_a_colonized_planet_or_another_mat():
    st = four_planets(new(2))
    st.colonies[0].append(st.row[0])
    st.row[0] = None
    assert all(m[3] != 0 for m in legal_moves(st, 0))
    assert all(m[2] in ("surface", "orbit", "home") for m in legal_moves(st, 0))


def test_g36_g39_orbit_starts_at_zero_and_progress_is_lost():
    st = four_planets(new(2))
    place(st, 0, 0, "orbit", 1, 1)
    st.culture = [0, 0]
    at_main(st, [MOVE, MOVE])
    act(st, "activate", 0)
    act(st, "move", 0, "orbit", 3)
    assert st.ships[0][0] == [ORBIT, 3, 0]
    act(st, "activate", 1)
    act(st, "move", 0, "home", -1)
    assert st.ships[0][0] == [MAT, -1, 0]


def test_g37_landing_offers_the_planet_action_before_any_follow():
    st = four_planets(new(2))
    st.culture = [1, 1]
    at_main(st, [MOVE, ENERGY])
    act(st, "activate", 0)
    act(st, "move", 0, "surface", 0)
    assert kinds(st) == {"use_planet", "skip"} and st.pending.seat == 0
    energy = st.energy[0]
    act(st, "use_planet", st.row[0])
    assert st.energy[0] > energy
    assert st.pending.prompt == "follow"


def test_g38_chain_guard_and_meta_never_nest():
    """G38: in one scope each planet triggers once; a META effect offers no META effect."""
    st = new(2)
    mover = planets_by("move_ships")[0]
    gain = planets_by("gain")[0]
    borrow = planets_by("use_row_planet")[0]
    set_row(st, [mover, gain, borrow, planets_by("gain")[1]])
    st.culture = [5, 0]
    at_main(st, [MOVE, ENERGY])
    act(st, "activate", 0)
    act(st, "move", 0, "surface", 0)
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
    st = four_planets(new(2))
    en = st.row[0]
    place(st, 0, 0, "surface", 0)
    place(st, 0, 1, "orbit", 0)
    st.energy[0] = 0
    assert board.acquire_count(st, 0, "energy") == 2
    st.level[0] = 3
    place(st, 0, 2, "mat")
    assert board.acquire_count(st, 0, "energy") == 3
    assert CONTENT.by_id[en].resource == "energy"


def test_g41_acquire_culture_ignores_mat_ships():
    st = four_planets(new(2))
    assert board.acquire_count(st, 0, "culture") == 0
    place(st, 0, 0, "orbit", 1)
    assert board.acquire_count(st, 0, "culture") == 1


def test_g43_gains_are_capped_at_seven():
    st = four_planets(new(2))
    st.energy[0] = 6
    st.culture = [0, 0]
    at_main(st, [ENERGY, CULTURE])
    act(st, "activate", 0)
    assert st.energy[0] == 7


def test_g44_costs_are_paid_in_full_or_not_at_all():
    st = new(2)
    st.culture[0] = 1
    with pytest.raises(AssertionError):
        board.pay(st, 0, "culture", 2)
    assert st.culture[0] == 1
    assert board.lose(st, 0, "culture", 5) == 1 and st.culture[0] == 0
    assert SURFACE != ORBIT
