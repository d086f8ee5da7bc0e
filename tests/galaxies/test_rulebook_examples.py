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
    legal,
    planet,
    planets_by,
    prompt,
    scenario,
)


def test_level_one_uses_four_dice_and_two_ships():
    """§2.1 step 5 (rulebook example): at level 1 a player uses 4 dice and 2 ships (G4, G5)."""
    level = CONTENT.empire[0]
    assert (level.dice, level.ships) == (4, 2)


def test_reaching_level_three_costs_three():
    """§4.5 anchor: reaching level 3 costs 3 energy or 3 culture, never mixed (G52)."""
    st = at_main(scenario(2).seat(0, level=2, energy=2, culture=2), [UTIL, MOVE])
    assert board.upgrade_cost(st, 0) == 3
    assert ("activate", 0) not in legal(st)  # 2 + 2 cannot be mixed
    st = at_main(scenario(2).seat(0, level=2, energy=2, culture=3), [UTIL, MOVE])
    act(st, "activate", 0, "upgrade", "culture")
    assert st.level[0] == 3 and st.culture[0] == 0 and st.energy[0] == 2


def test_surface_and_orbit_ship_on_one_planet_give_two():
    """§4.2: one planet can give 2 (a surface and an orbit ship of the same player) (G42)."""
    en = next(p.id for p in CONTENT.planets if p.resource == "energy")
    others = [p.id for p in CONTENT.planets if p.id != en][:3]
    st = scenario(2).row(en, *others).ship(0, 0, "surface", 0).ship(0, 1, "orbit", 0).state()
    assert board.acquire_count(st, 0, "energy") == 2


def test_p37_rivals_advance_first_and_may_colonize_your_planet():
    """P37 note: rivals advance first and may colonize the very planet you orbit, sending your ship home."""
    pha = next(p for p in planets_by("advance") if planet(p).effect.params["others_steps"])
    short = next(p.id for p in CONTENT.planets if p.track_length == 2 and p.id != pha)
    others = [p.id for p in CONTENT.planets if p.id not in (short, pha)][:3]
    sc = scenario(2).seat(0, colonies=[pha]).row(short, *others).resources(culture=[0, 0])
    st = at_main(sc.ship(0, 0, "orbit", 0, 0).ship(1, 0, "orbit", 0, 1), [UTIL, MOVE])
    act(st, "activate", 0, "colony", pha)
    assert st.colonies[1] == [short] and st.ships[0][0][0] == MAT


def test_p24_borrowing_a_costly_planet_pays_its_cost():
    """P24 note: the borrowed card's cost applies (borrowing P20 costs 2 culture)."""
    mirror = planets_by("use_row_planet")[0]
    costly = next(p for p in planets_by("advance") if planet(p).effect.cost_culture == 2)
    track = planet(costly).effect.params["track"]
    target = next(p.id for p in CONTENT.planets if p.track_type == track and p.id not in (costly, mirror))
    others = [p.id for p in CONTENT.planets if p.id not in (costly, target, mirror)][:2]
    sc = scenario(2).seat(0, colonies=[mirror]).row(costly, target, *others).resources(culture=[3, 0])
    st = at_main(sc.ship(0, 0, "orbit", 1, 0), [UTIL, MOVE])
    act(st, "activate", 0, "colony", mirror)
    if prompt(st)[1] == "borrow":
        act(st, "borrow", -1, costly)
    assert st.culture[0] == 1


def test_p10_borrowed_may_discard_itself():
    """P24/P10 note: a borrowed P10 may discard P10 itself when it is unoccupied."""
    mirror = planets_by("use_row_planet")[0]
    rep = planets_by("replace_row")[0]
    others = [p.id for p in CONTENT.planets if p.id not in (rep, mirror)][:3]
    st = scenario(2).seat(0, colonies=[mirror]).row(rep, *others).state()
    assert effects.available(st, 0, rep, Ctx(0, True, "die", set(), True), "borrowed")
    options = effects._replaceable(st)
    assert 0 in options


def test_pay_to_use_another_players_colony_example():
    """Rulebook example card: pay 1 to another player to use one of their colonies (§4.6, D#9)."""
    pay_energy = next(p for p in planets_by("use_colony") if planet(p).effect.params["pay"] == "energy")
    gain = planets_by("gain")[0]
    sc = scenario(2).seat(0, colonies=[pay_energy]).seat(1, colonies=[gain]).resources([3, 6], [0, 0])
    st = at_main(sc, [UTIL, ENERGY])
    act(st, "activate", 0, "colony", pay_energy)
    assert st.energy[1] == 7 and st.colonies[1] == [gain]
