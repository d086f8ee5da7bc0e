"""Following (G20–G28)."""

from __future__ import annotations

from game.galaxies.state import ORBIT, SURFACE

from .helpers import (
    CONTENT,
    ENERGY,
    MOVE,
    UTIL,
    act,
    at_main,
    kinds,
    planets_by,
    prompt,
    scenario,
)


def test_g20_g24_followers_decide_in_order_from_the_left_each_resolving_fully():
    st = at_main(scenario(4).resources(culture=[1, 1, 1, 1]), [ENERGY, MOVE], seat=2)
    act(st, "activate", 0)
    order = []
    while prompt(st)[1] == "follow":
        seat = prompt(st)[0]
        order.append(seat)
        before = st.energy[seat]
        act(st, "follow")
        assert st.energy[seat] == min(7, before + 2)  # resolved before the next one decides
    assert order == [3, 0, 1]


def test_g21_g23_follow_costs_culture_once_per_activation_never_self():
    st = at_main(scenario(2).resources(culture=[3, 3]), [ENERGY, ENERGY])
    act(st, "activate", 0)
    assert prompt(st) == (1, "follow")
    act(st, "follow")
    assert st.culture[1] == 2 and st.follows_this_turn == 1
    assert prompt(st) == (0, "main")  # no second window for the same activation, none for the active player


def test_g21_follow_tax_raises_the_cost_to_two():
    tax = planets_by("follow_tax")[0]
    sc = scenario(2).resources(culture=[3, 1]).seat(0, colonies=[tax])
    st = at_main(sc, [UTIL, ENERGY, ENERGY])
    act(st, "activate", 0, "colony", tax)
    assert st.follow_cost == 2
    assert prompt(st) == (0, "main")  # seat 1 holds 1 culture: no follow offered (G25)
    st = at_main(scenario(2).resources(culture=[3, 2]).seat(0, colonies=[tax]), [UTIL, ENERGY, ENERGY])
    act(st, "activate", 0, "colony", tax)
    act(st, "pass") if prompt(st)[1] == "follow" else None   # the utilize itself may be followed at 1
    assert st.follow_cost == 2 and st.culture[1] == 2
    act(st, "activate", 1)
    assert prompt(st) == (1, "follow")
    act(st, "follow")
    assert st.culture[1] == 0


def test_g22_g58_follower_uses_own_pieces_and_own_upgrade():
    st = at_main(scenario(2).resources([5, 0], [3, 3]), [UTIL, MOVE])
    act(st, "activate", 0, "upgrade", "energy")
    assert prompt(st) == (1, "follow")
    act(st, "follow")  # pays 1 culture, then its own upgrade costs 2 culture
    assert st.level[1] == 2 and st.culture[1] == 0 and st.energy[1] == 0


def test_g25_follow_needs_the_cost_and_a_legal_resolution():
    # seat 1's two ships sit on culture planets' tracks: none produces energy
    cu = [p.id for p in CONTENT.planets if p.resource == "culture"][:4]
    sc = scenario(2).row(*cu).resources(culture=[0, 1]).ship(1, 0, "orbit", 0).ship(1, 1, "orbit", 1)
    st = at_main(sc, [ENERGY, MOVE])
    act(st, "activate", 0)
    assert prompt(st) == (0, "main")  # seat 1 has no ship producing energy
    st = at_main(scenario(2).resources(culture=[0, 0]), [MOVE])  # the last die
    act(st, "activate", 0, "move", 0, "orbit", 0)
    assert prompt(st) == (1, "main")  # no culture: no follow window, the turn passed on


def test_g26_follows_and_planet_actions_are_never_followed():
    st = at_main(scenario(3).resources(culture=[2, 2, 2]), [ENERGY, MOVE])
    act(st, "activate", 0)
    act(st, "follow")  # seat 1 follows
    act(st, "follow")  # seat 2 follows; nobody can follow a follow
    assert prompt(st) == (0, "main")


def test_g27_the_last_die_gets_its_follow_window():
    st = at_main(scenario(2).resources(culture=[1, 1]), [ENERGY])  # the other three dice already used
    act(st, "activate", 0)
    assert prompt(st) == (1, "follow")
    act(st, "follow")
    assert st.active == 1  # then the turn ended


def test_g28_a_follower_moving_may_land_and_use_the_planet():
    gain = planets_by("gain")[0]
    others = [p.id for p in CONTENT.planets if p.id != gain][:3]
    st = at_main(scenario(2).row(gain, *others).resources(culture=[1, 1]), [MOVE, ENERGY])
    act(st, "activate", 0, "move", 0, "orbit", 1)
    act(st, "follow")
    act(st, "move", 0, "surface", 0)
    assert st.ships[1][0][:2] == [SURFACE, 0]
    assert "use_planet" in kinds(st)
    act(st, "use_planet", gain)
    assert st.ships[0][0][0] == ORBIT
