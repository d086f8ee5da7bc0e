"""The rulebook's examples and the spec's worked card notes, as tests
(spec §2.1 step 5, §4.5 anchor, §4.2, §10.3.3 card notes)."""

from __future__ import annotations

from game.galaxies import board, effects
from game.galaxies.state import MAT, Ctx

from .helpers import (
    CONTENT,
    ENERGY,
    MOVE,
    UTIL,
    act,
    at_main,
    colonies,
    legal,
    new,
    place,
    planet,
    planets_by,
    prompt,
    set_row,
)


def test_level_one_uses_four_dice_and_two_ships():
    """§2.1 step 5 (rulebook example): at level 1 a player uses 4 dice and 2 ships (G4, G5)."""
    level = CONTENT.empire[0]
    assert (level.dice, level.ships) == (4, 2)


def test_reaching_level_three_costs_three():
    """§4.5 anchor: reaching level 3 costs 3 energy or 3 culture, never mixed (G52)."""
    st = new(2)
    st.level[0] = 2
    st.energy[0], st.culture[0] = 2, 2
    assert board.upgrade_cost(st, 0) == 3
    at_main(st, [UTIL, MOVE])
    assert ("activate", 0) not in legal(st)  # 2 + 2 cannot be mixed
    st.culture[0] = 3
    at_main(st, [UTIL, MOVE])
    act(st, "activate", 0)
    assert st.level[0] == 3 and st.culture[0] == 0 and st.energy[0] == 2


def test_surface_and_orbit_ship_on_one_planet_give_two():
    """§4.2: one planet can give 2 (a surface and an orbit ship of the same player) (G42)."""
    st = new(2)
    en = next(p.id for p in CONTENT.planets if p.resource == "energy")
    set_row(st, [en, *[p for p in st.row if p != en][:3]])
    place(st, 0, 0, "surface", 0)
    place(st, 0, 1, "orbit", 0)
    assert board.acquire_count(st, 0, "energy") == 2


def test_p37_rivals_advance_first_and_may_colonize_your_planet():
    """P37 note: rivals advance first and may colonize the very planet you orbit, sending your ship home."""
    st = new(2)
    pha = next(p for p in planets_by("advance") if planet(p).effect.params["others_steps"])
    colonies(st, 0, [pha])
    short = next(p.id for p in CONTENT.planets if p.track_length == 2 and p.id != pha)
    set_row(st, [short, *[p for p in st.row if p != short][:3]])
    place(st, 0, 0, "orbit", 0, 0)
    place(st, 1, 0, "orbit", 0, 1)
    st.culture = [0, 0]
    at_main(st, [UTIL, MOVE])
    act(st, "activate", 0)
    if prompt(st)[1] == "utilize":
        act(st, "colony", pha)
    assert st.colonies[1] == [short] and st.ships[0][0][0] == MAT


def test_p24_borrowing_a_costly_planet_pays_its_cost():
    """P24 note: the borrowed card's cost applies (borrowing P20 costs 2 culture)."""
    st = new(2)
    mirror = planets_by("use_row_planet")[0]
    costly = next(p for p in planets_by("advance") if planet(p).effect.cost_culture == 2)
    track = planet(costly).effect.params["track"]
    target = next(p.id for p in CONTENT.planets if p.track_type == track and p.id not in (costly, mirror))
    colonies(st, 0, [mirror])
    set_row(st, [costly, target, *[p for p in st.row if p not in (costly, target)][:2]])
    place(st, 0, 0, "orbit", 1, 0)
    st.culture = [3, 0]
    at_main(st, [UTIL, MOVE])
    act(st, "activate", 0)
    if prompt(st)[1] == "utilize":
        act(st, "colony", mirror)
    if prompt(st)[1] == "borrow":
        act(st, "borrow", -1, costly)
    assert st.culture[0] == 1


def test_p10_borrowed_may_discard_itself():
    """P24/P10 note: a borrowed P10 may discard P10 itself when it is unoccupied."""
    st = new(2)
    mirror = planets_by("use_row_planet")[0]
    rep = planets_by("replace_row")[0]
    colonies(st, 0, [mirror])
    set_row(st, [rep, *[p for p in st.row if p != rep][:3]])
    assert effects.available(st, 0, rep, Ctx(0, True, "die", set(), True), "borrowed")
    options = effects._replaceable(st)
    assert 0 in options


def test_pay_to_use_another_players_colony_example():
    """Rulebook example card: pay 1 to another player to use one of their colonies (§4.6, D#9)."""
    st = new(2)
    pay_energy = next(p for p in planets_by("use_colony") if planet(p).effect.params["pay"] == "energy")
    gain = planets_by("gain")[0]
    colonies(st, 0, [pay_energy])
    colonies(st, 1, [gain])
    st.energy = [3, 6]
    st.culture = [0, 0]
    at_main(st, [UTIL, ENERGY])
    act(st, "activate", 0)
    if prompt(st)[1] == "utilize":
        act(st, "colony", pay_energy)
    assert st.energy[1] == 7 and st.colonies[1] == [gain]
