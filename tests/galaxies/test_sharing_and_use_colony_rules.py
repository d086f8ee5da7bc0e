"""Issue 22, items 10-11: two Galaxies rules slips (spec §10.3.1 F3, §10.3.2 use_colony)."""

from __future__ import annotations

from game.galaxies import effects
from game.galaxies.state import Ctx

from .helpers import MOVE, UTIL, act, aims, at_main, legal, planet, planets_by, prompt, scenario


def _gain_planets() -> list[str]:
    """Plain gain planets: no cost, no limit (a colony that is always usable)."""
    return [p for p in planets_by("gain") if not planet(p).effect.cost_energy and not planet(p).effect.cost_culture
            and not planet(p).once_per_turn and not planet(p).own_turn_only]


def test_g93_g95_the_active_player_sharing_a_followers_free_action_is_on_their_own_turn():
    """F3 forbids own-turn-only effects as a shared action *on another player's turn*.
    Seat 1 follows seat 0's Utilize with P31 (free action: Utilize); seat 0, the active
    player, takes the shared Utilize on its own turn, so its P13 (reroll_dice, own turn
    only) is offered.  It was refused: the shared context always said "not your turn"."""
    free = planets_by("free_action")[0]
    mine, theirs = _gain_planets()[:2]
    own_turn = "P13"
    assert planet(own_turn).own_turn_only and planet(free).effect.key == "free_action"
    sc = scenario(2).seat(1, colonies=[free, theirs]).seat(0, colonies=[mine, own_turn]).resources([0, 0], [0, 3])
    st = at_main(sc, [UTIL, MOVE, MOVE])
    act(st, "activate", 0, "colony", mine)
    assert prompt(st) == (1, "follow")
    act(st, "follow")
    act(st, "colony", free)
    act(st, "free", UTIL)
    act(st, "colony", theirs)
    assert prompt(st) == (0, "shared")
    act(st, "take")
    assert prompt(st) == (0, "utilize") and ("colony", own_turn) in legal(st)
    act(st, "colony", own_turn)
    assert prompt(st) == (0, "reroll")                 # P13 resolves: reroll unused dice for free


def test_g93_a_rival_sharing_the_active_players_free_action_still_may_not_use_own_turn_effects():
    """The other side of F3 is unchanged: a shared action on another player's turn."""
    free = planets_by("free_action")[0]
    sc = scenario(2).seat(0, colonies=[free]).seat(1, colonies=[*_gain_planets()[:2], "P13"])
    st = at_main(sc.resources(culture=[0, 0]), [UTIL, MOVE])
    act(st, "activate", 0, "colony", free)
    act(st, "free", UTIL)
    if prompt(st) == (0, "utilize"):
        act(st, *legal(st)[0])
    assert prompt(st) == (1, "shared")
    act(st, "take")
    assert prompt(st) == (1, "utilize") and len(legal(st)) >= 2
    assert ("colony", "P13") not in legal(st)


def test_g91_use_colony_judges_the_rivals_colony_after_the_payment_to_that_rival():
    """§10.3.2 use_colony: "such a colony has an available effect after the payment".
    P30 pays 1 energy to the rival; the rival's P16 (steal 1 energy) is usable because
    of that very energy.  It was not offered: only the payer's side of the payment counted."""
    assert planet("P30").effect.params == {"pay": "energy"} and planet("P16").effect.key == "steal"
    sc = scenario(2).seat(0, colonies=["P30"]).seat(1, colonies=["P16"]).resources([2, 0], [0, 0])
    assert effects.available(sc.state(), 0, "P30", Ctx(0, True, "die", set(), False, 0), "colony")
    st = at_main(sc, [UTIL, MOVE])
    assert ("colony", "P30") in aims(st, 0)
    act(st, "activate", 0, "colony", "P30")
    if prompt(st)[1] == "borrow":
        assert legal(st) == [("borrow", 1, "P16")]
        act(st, "borrow", 1, "P16")
    assert st.energy == [2, 0]                           # paid 1 to the rival, stole it back


def test_g91_use_colony_payment_to_a_full_rival_is_clipped_when_judging():
    """A rival at 7 gains nothing from the payment (F6), and nothing is left changed."""
    st = scenario(2).seat(0, colonies=["P30"]).seat(1, colonies=["P16"]).resources([2, 7], [0, 0]).state()
    before = (list(st.energy), list(st.culture))
    assert effects._borrowable_colonies(st, 0, Ctx(0, True, "die", set(), False, 0), "energy") == [("borrow", 1, "P16")]
    assert (st.energy, st.culture) == before
