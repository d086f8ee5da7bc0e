"""War, strength keys and Income (C31-C42, C81-C88; spec 9.3.3 examples 1-4)."""

from __future__ import annotations

import pytest

from game.chronicles.kingdom import character_strengths, production, projected_income, strength
from game.chronicles.seasons import wars_won
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2

from .helpers import T, in_play, to_building


def _builder(*cards, buildings=None, players=3, others=()):
    """Round 2's Placement; seat 0 holds ``cards`` = (slot, kind, tokens), ``others`` = (seat, slot, kind)."""
    sc = in_play(players)
    for slot, kind, tokens in cards:
        sc.put(0, slot, kind, tokens)
    for seat, slot, kind in others:
        sc.put(seat, slot, kind)
    return sc.seat(0, buildings=buildings)


def _kingdom(*cards, buildings=None, players=3, others=()):
    """A state whose seat 0 holds ``cards`` = (slot, kind, tokens)."""
    state = _builder(*cards, buildings=buildings, players=players, others=others).state()
    return state, state.players[0]


def _war(state):
    """Play the Placement with empty commits: War and Income run (the rules' own order)."""
    to_building(state)
    return next(e for e in reversed(state.events) if e.kind == "war")


def test_c31_c81_bottom_row_counts_only_with_fights_from_bottom():
    """C31, C81: reed_bowman and counsel_owl fight from the bottom row."""
    state, p = _kingdom((TOP_1, "lance_rider", 0), (BOTTOM_1, "lance_rider", 0), (BOTTOM_2, "reed_bowman", 0))
    assert strength(T, p) == 4 + 2
    state, p = _kingdom((BOTTOM_1, "counsel_owl", 0), (BOTTOM_2, "tinker", 2))
    assert strength(T, p) == 1 + 2


def test_c32_c33_c34_three_to_five_players_compare_with_both_neighbours_ties_win():
    """C32, C33, C34, C45 (an empty kingdom still takes part: 0 >= 0 wins)."""
    assert wars_won([3, 3, 3], False) == [2, 2, 2]
    assert wars_won([0, 0, 0, 0, 0], False) == [2] * 5
    assert wars_won([5, 1, 1, 9, 2], False) == [2, 1, 1, 2, 0]


def test_c35_c36_the_rulebook_war_example_awards_3_6_0_6():
    """C35, C36 (RB 208-210): strengths 5, 5, 3, 9 in a cycle."""
    assert [3 * w for w in wars_won([5, 5, 3, 9], False)] == [3, 6, 0, 6]
    sc = in_play(4)
    for seat, kind in enumerate(["lance_rider", "lance_rider", "brigand", "hoard_basilisk"]):
        sc.put(seat, TOP_1, kind)
    sc.put(0, TOP_2, "tinker")
    sc.put(1, TOP_2, "tinker")
    sc.put(3, TOP_2, "gem_digger")  # gem: Basilisk 7 + Digger 2 = 9
    state = sc.state()
    assert _war(state).args["strengths"] == [5, 5, 3, 9]
    assert [p.vp for p in state.players] == [3, 6, 0, 6]


def test_c37_c38_c39_c40_two_player_war_single_comparison_and_double_win():
    """C37, C38, C39, C40 (Ambiguity 20, 21)."""
    assert wars_won([5, 4], True) == [1, 0]
    assert wars_won([8, 4], True) == [2, 0]
    assert wars_won([4, 4], True) == [1, 1]
    assert wars_won([0, 0], True) == [1, 1]
    assert wars_won([1, 0], True) == [2, 0]


def test_c41_c88_rulebook_income_2_plus_tinker_plus_shrine_is_5():
    """C41, C88 (RB 224)."""
    state, p = _kingdom((BOTTOM_1, "tinker", 0), buildings={"shrine": 1})
    assert projected_income(T, p) == 5
    _war(state)  # then Income
    assert p.gold == 3 + 5


def test_c88_income_keys_of_characters_in_any_slot_and_buildings():
    """C88: gold_flat, gold_per_resource, gold_if_aged; Feast Hall per food."""
    state, p = _kingdom((BOTTOM_1, "pie_baker", 0), (BOTTOM_2, "acorn_sprite", 0), (TOP_1, "bridge_troll", 1),
                        (TOP_2, "ink_witch", 0), buildings={"feast_hall": 1})
    # 2 + pie baker 1 food + troll 3 + witch 1 per wood + feast hall 1 per food
    assert projected_income(T, p) == 2 + 1 + 3 + 1 + 1


def test_c42_c83_mercenary_fights_at_2_plus_projected_income():
    """C42, C83 (spec 9.3.3 example 1): Tinker and Shrine L1 -> income 5 -> strength 7."""
    state, p = _kingdom((TOP_1, "mercenary", 0), (BOTTOM_1, "tinker", 0), buildings={"shrine": 1})
    assert strength(T, p) == 7
    assert character_strengths(T, p)[TOP_1] == 2 + projected_income(T, p)


def test_c82_set_keys_override_additive_keys():
    """C82, C86 (Bridge Troll), spec 9.3.3 example 3 (Harbor Whale)."""
    cases = [
        ([(TOP_1, "harbor_whale", 0), (BOTTOM_1, "ploughman", 0), (BOTTOM_2, "berry_bear", 0)], 8),
        ([(TOP_1, "harbor_whale", 1), (BOTTOM_1, "ploughman", 0), (BOTTOM_2, "berry_bear", 0)], 0),
        ([(TOP_1, "hoard_basilisk", 0)], 0),
        ([(TOP_1, "hoard_basilisk", 0), (BOTTOM_1, "gem_digger", 0)], 7),
        ([(TOP_1, "bone_hound", 0)], 2),
        ([(TOP_1, "bone_hound", 0), (BOTTOM_1, "ploughman", 0)], 3),
        ([(TOP_1, "sleeping_giant", 0)], 1),
        ([(TOP_1, "sleeping_giant", 1)], 7),
        ([(TOP_1, "bridge_troll", 0)], 4),
        ([(TOP_1, "bridge_troll", 2)], 0),
    ]
    for cards, expected in cases:
        _, p = _kingdom(*cards)
        assert character_strengths(T, p)[TOP_1] == expected, cards


def test_c86_bridge_troll_income_only_once_aged():
    """C86."""
    _, p = _kingdom((TOP_1, "bridge_troll", 0))
    assert projected_income(T, p) == 2
    _, p = _kingdom((TOP_1, "bridge_troll", 1))
    assert projected_income(T, p) == 5


def test_c89_harbor_whale_produces_two_food_only_when_aged():
    """C89 (also spec 9.3.3 example 3)."""
    assert production(T, _kingdom((TOP_1, "harbor_whale", 0))[1]) == [0, 0, 0]
    assert production(T, _kingdom((TOP_1, "harbor_whale", 1))[1]) == [0, 2, 0]


def test_c84_token_strength_keys():
    """C84: village_guard and phoenix_chick +1 per own token; counsel_owl per kingdom token."""
    _, p = _kingdom((TOP_1, "village_guard", 2), (TOP_2, "phoenix_chick", 1), (BOTTOM_1, "counsel_owl", 0),
                    (BOTTOM_2, "tinker", 3))
    s = character_strengths(T, p)
    assert s[TOP_1] == 4 and s[TOP_2] == 5 and s[BOTTOM_1] == 1 + 6


def test_c85_griffin_top_row_only_garrison_per_wood_from_any_source():
    """C85, spec 9.3.3 examples 2 and 4."""
    _, p = _kingdom((TOP_1, "feasting_griffin", 0), (BOTTOM_1, "ploughman", 0), (BOTTOM_2, "acorn_sprite", 0))
    assert character_strengths(T, p)[TOP_1] == 6 and strength(T, p) == 6
    state, p = _kingdom((BOTTOM_2, "feasting_griffin", 0), (BOTTOM_1, "ploughman", 0), (TOP_1, "acorn_sprite", 0),
                        buildings={"garrison": 2})
    assert strength(T, p) == 1 + 1  # Sprite 1 + Garrison 1 per wood; the Griffin adds nothing from the bottom
    _war(state)
    # Garrison L2 counts the bottom-row Griffin (6 >= 3): war VP 2 wars * 3 + 1
    assert p.vp == 2 * 3 + 1
    _, p = _kingdom((BOTTOM_1, "oak_warden", 0), buildings={"garrison": 1})
    assert strength(T, p) == 3


@pytest.mark.parametrize("wars", [0, 1, 2])
def test_c85_per_war_won_keys_multiply_by_wars_won(wars):
    """C85: vp_per_war_won, gold_per_war_won, vp_per_war_won_per_resource, from any slot;
    a 2-player double win counts 2."""
    # seat 0 strength: witch 1 + digger 2 = 3; choose the opponent's strength for 0/1/2 wins
    kinds = {0: "hoard_basilisk", 1: "old_sergeant", 2: None}
    if kinds[wars]:
        others = [(1, TOP_1, kinds[wars])] + ([(1, TOP_2, "gem_digger")] if wars == 0 else [])
    else:
        others = [(1, TOP_1, "tinker")]  # 1: 3 >= 2 x 1
    state, p = _kingdom((BOTTOM_1, "banner_captain", 0), (BOTTOM_2, "brigand", 0), (TOP_1, "ink_witch", 0),
                        (TOP_2, "gem_digger", 0), players=2, others=others)
    opp = state.players[1]
    _war(state)
    income = next(e for e in reversed(state.events) if e.kind == "income").args["gold"][0]
    assert state.last_wars[0] == wars
    assert p.vp == 3 * wars + 1 * wars + 1 * wars and p.gold - income == 3 + wars
    assert opp.vp >= 0


def test_c87_level2_building_war_bonuses_score_win_or_lose():
    """C87: Feast Hall, Quarry, Shrine and Garrison level 2 score every War phase."""
    state, p = _kingdom((BOTTOM_1, "ploughman", 0), (BOTTOM_2, "lance_rider", 0),
                        buildings={"feast_hall": 2, "quarry": 2, "shrine": 2, "garrison": 2},
                        others=[(1, TOP_1, "hoard_basilisk"), (1, TOP_2, "gem_digger"), (2, TOP_1, "cursed_warlord")])
    _war(state)
    assert state.last_wars[0] == 0
    # feast hall 1 food + quarry 2 x 1 gem + shrine 2 + garrison 1 (the rider, 4 >= 3)
    assert p.vp == 1 + 2 + 2 + 1


def test_c68_strength_is_floored_at_zero_and_reported_so():
    """C68: strength never below 0."""
    _, p = _kingdom((TOP_1, "bridge_troll", 1))
    assert strength(T, p) == 0
