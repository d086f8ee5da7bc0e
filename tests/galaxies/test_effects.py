"""Planet effects (G91–G95, and G13 for dice spent by an effect)."""

from __future__ import annotations

from game.galaxies import effects
from game.galaxies.state import DISCARDED, Ctx

from .helpers import (
    CONTENT,
    CULTURE,
    DIP,
    ENERGY,
    MOVE,
    UTIL,
    act,
    at_main,
    kinds,
    legal,
    planet,
    planets_by,
    prompt,
    scenario,
)


def die_ctx(seat=0):
    return Ctx(seat, True, "die", set(), False, 0)


def test_g91_effect_offered_only_when_limits_cost_and_use_hold():
    costly = next(p for p in planets_by("advance") if planet(p).effect.cost_culture)
    sc = scenario(2).seat(0, colonies=[costly], culture=planet(costly).effect.cost_culture - 1)
    st = sc.state()
    assert not effects.available(st, 0, costly, die_ctx(), "colony")  # cost
    st = sc.seat(0, culture=7).state()
    assert not effects.available(st, 0, costly, die_ctx(), "colony")  # no ship on a matching track
    track = planet(costly).effect.params["track"]
    target = next(p.id for p in CONTENT.planets if p.track_type == track and p.id != costly)
    others = [p.id for p in CONTENT.planets if p.id not in (target, costly)][:3]
    st = sc.row(target, *others).ship(0, 0, "orbit", 0, 0).state()
    assert effects.available(st, 0, costly, die_ctx(), "colony")


def test_g92_once_per_turn_per_user_and_card_across_sources_resets_each_turn():
    steal = planets_by("steal")[0]
    assert planet(steal).once_per_turn
    sc = scenario(2).seat(0, colonies=[steal], culture=0).seat(1, energy=3, culture=3)
    st = at_main(sc, [UTIL, UTIL, MOVE])
    act(st, "activate", 0, "colony", steal)
    assert (0, steal) in st.once_used
    assert not effects.available(st, 0, steal, die_ctx(), "borrowed")
    assert effects.available(st, 1, steal, Ctx(1, False, "follow", set()), "borrowed")  # per user
    while prompt(st)[1] == "follow":
        act(st, "pass")
    act(st, "end")
    assert (0, steal) not in st.once_used


def test_g93_own_turn_only_never_while_following_copying_or_shared():
    rr = planets_by("reroll_dice")[0]
    assert planet(rr).own_turn_only
    st = at_main(scenario(2).seat(1, colonies=[rr]), [UTIL, MOVE])
    assert not effects.available(st, 1, rr, Ctx(1, False, "follow", set()), "colony")
    assert not effects.available(st, 1, rr, Ctx(1, False, "shared", set(), True), "colony")
    assert effects.available(st, 0, rr, die_ctx(), "borrowed")


def test_g94_replace_row_discards_an_empty_planet_and_draws():
    rep = planets_by("replace_row")[0]
    sc = scenario(2).seat(0, colonies=[rep]).ship(1, 0, "orbit", 0, 0)
    st = at_main(sc, [UTIL, MOVE])
    top = st.deck[0]
    act(st, "activate", 0, "colony", rep)
    assert ("replace", 0) not in legal(st)  # slot 0 carries a ship
    old = st.row[1]
    act(st, "replace", 1)
    assert st.discard == [old] and st.row[1] == top
    st = at_main(sc.deck(size=0), [UTIL, MOVE])  # the deck has run out
    assert not effects.available(st, 0, rep, die_ctx(), "colony")


def test_g95_free_action_then_each_rival_may_take_it_for_free_in_order():
    free = planets_by("free_action")[0]
    st = at_main(scenario(3).seat(0, colonies=[free]).resources(culture=[0, 0, 0]), [UTIL, MOVE])
    act(st, "activate", 0, "colony", free)
    act(st, "free", ENERGY)
    assert prompt(st) == (1, "shared")
    act(st, "take")
    assert prompt(st) == (2, "shared")
    act(st, "decline")
    assert st.energy == [4, 4, 2]
    assert prompt(st) == (0, "main")  # no follow window for the free action


def test_g13_dice_spent_by_an_effect_cannot_be_rerolled():
    sac = planets_by("discard_dice")[0]
    st = at_main(scenario(2).seat(0, colonies=[sac]).resources(culture=[0, 0]), [UTIL, MOVE, ENERGY, DIP])
    act(st, "activate", 0, "colony", sac)
    act(st, "discard", (1, 2))
    assert st.status[1] == st.status[2] == DISCARDED
    assert all(set(a[1]) <= {3} for a in legal(st) if a[0] == "reroll")


def test_regress_pushes_rival_ships_back_and_never_off_the_track():
    reg = next(p for p in planets_by("regress") if planet(p).effect.params["max_ships"] == 2)
    long = [p.id for p in CONTENT.planets if p.track_length >= 2 and p.id != reg][:4]
    sc = scenario(2).row(*long).seat(0, colonies=[reg], energy=7).resources(culture=[0, 0])
    st = at_main(sc.ship(1, 0, "orbit", 0, 1).ship(1, 1, "orbit", 1, 0), [UTIL, MOVE])
    act(st, "activate", 0, "colony", reg)
    assert st.ships[1][0][2] == 0


def test_advance_with_others_steps_rivals_first():
    pha = next(p for p in planets_by("advance") if planet(p).effect.params["others_steps"])
    sc = scenario(2).seat(0, colonies=[pha]).resources(culture=[0, 0])
    sc.row(*[p.id for p in CONTENT.planets if p.track_length == 5 and p.id != pha][:4])
    st = at_main(sc.ship(0, 0, "orbit", 0, 0).ship(1, 0, "orbit", 1, 0), [UTIL, MOVE])
    act(st, "activate", 0, "colony", pha)
    assert st.ships[1][0][2] == 1 and st.ships[0][0][2] == 2
    assert CULTURE and kinds
