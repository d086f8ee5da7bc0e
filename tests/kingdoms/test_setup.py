"""Kingdoms setup (spec 2): K1-K9 and config validation."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.kingdoms.rules import RULES, KingdomsRules
from game.kingdoms.setup import SPLITS
from game.kingdoms.state import DOWN, MEEPLES, NEUTRAL
from tests.kingdoms.helpers import grid_rules, play_random, setup_state, sides


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_k1_two_meeples_in_one_home_region_five_in_supply(players):
    rules = grid_rules()
    for seed in range(3):
        s = setup_state(rules, players, seed)
        b = s.board
        for p in range(players):
            regions = [s.m_region[i] for i in range(p * MEEPLES, p * MEEPLES + MEEPLES) if s.m_region[i] >= 0]
            assert len(regions) == 2 and regions[0] == regions[1]
            assert b.card[regions[0]] == p and b.occupiable[regions[0]]
            assert s.in_play[p] == 2 and MEEPLES - s.in_play[p] == 5


def test_k2_start_resources_sum_to_six_each_zero_to_six():
    assert len(SPLITS) == 28
    assert all(a[1] + a[2] + a[3] == 6 and all(0 <= v <= 6 for v in a[1:]) for a in SPLITS)
    rules = grid_rules()
    s = setup_state(rules, 4, 7)
    for p in range(4):
        assert sum(s.res[p]) == 6 and all(0 <= v <= 6 for v in s.res[p])


def test_k3_tower_magic_crown_captured_start_at_zero():
    s = setup_state(grid_rules(), 3, 2)
    assert s.tower == [0, 0, 0] and s.magic == [0, 0, 0]
    assert s.crown == -1 and s.captured == [0, 0, 0]


def test_k4_no_shields_first_player_active():
    rules = grid_rules()
    s = setup_state(rules, 4, 3, first_player=2)
    assert s.nshields == 0 and not any(s.shields)
    assert s.active == 2 and s.first == 2
    assert s.dec == "select" and rules.to_move(s) == (2,)


def test_k5_start_region_never_water_or_crags_and_ruins_knock_over():
    rules = KingdomsRules(sides={sd.id: sd for sd in sides(3)})
    s = rules.new_state(GameConfig("kingdoms", 2, 1, None, {"first_player": 0}))
    rng = random.Random(0)
    while s.setup_step != "start":
        seat = rules.to_move(s)[0]
        rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))
    for seat in (0, 1):
        options = rules.legal_actions(s, rules.to_move(s)[0])
        terrains = {s.board.terrain[a[1]] for a in options}
        assert not terrains & {"water", "crags"}
        ruins = [a for a in options if s.board.terrain[a[1]] == "ruins"]
        target = ruins[0] if ruins else options[0]
        who = rules.to_move(s)[0]
        rules.apply(s, who, target)
        placed = [i for i in range(who * 7, who * 7 + 7) if s.m_region[i] >= 0]
        assert all(s.m_down[i] == (s.board.terrain[target[1]] == "ruins") for i in placed)
        assert seat in (0, 1)


def test_k6_two_player_lost_kingdom_with_one_neutral_per_occupiable_region():
    rules = grid_rules()
    seen_sides = set()
    for seed in range(12):
        s = setup_state(rules, 2, seed)
        lk = s.lost_kingdom
        assert lk and int(lk[1:-1]) not in s.home_card
        seen_sides.add(lk[-1])
        b = s.board
        assert b.card_ids[2] == lk
        for r in b.card_regions[2]:
            owners = [s.m_owner[i] for i in s.reg[r]]
            assert owners == ([NEUTRAL] if b.occupiable[r] else [])
    assert seen_sides == {"A", "B"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_k7_exploration_tokens_on_empty_occupiable_regions_only(players):
    rules = grid_rules()
    s = setup_state(rules, players, 5, "exploration")
    b = s.board
    eligible = [r for c in range(players) for r in b.card_regions[c] if b.occupiable[r] and not any(
        s.m_owner[i] >= 0 for i in s.reg[r])]
    placed = [s.tok_region[t] for t in range(16) if s.tok_state[t] == DOWN]
    assert len(placed) == min(16, len(eligible))
    assert set(placed) <= set(eligible)
    assert all(b.occupiable[r] and b.card[r] < players for r in placed)
    assert len(set(placed)) == len(placed)


def test_k8_five_players_blank_back_three_tokens_per_home_card_in_picked_regions():
    rules = grid_rules()
    s = rules.new_state(GameConfig("kingdoms", 5, 4, "exploration", {}))
    rng = random.Random(4)
    picks = {}
    while s.phase == "setup":
        seat = rules.to_move(s)[0]
        action = rng.choice(rules.legal_actions(s, seat))
        if action[0] == "token_regions":
            assert len(action[1]) == 3
            picks[seat] = set(action[1])
        rules.apply(s, seat, action)
    assert s.blank_returned
    blank = [t for t in range(16) if s.tok_type[t] == "blank"]
    assert any(s.tok_state[t] == 3 for t in blank)
    for p in range(5):
        regions = {s.tok_region[t] for t in range(16) if s.tok_state[t] == DOWN and s.board.card[s.tok_region[t]] == p}
        assert regions == picks[p] and len(regions) == 3
    for seat in [None, *range(5)]:
        view = rules.view(s, seat)
        assert all(t["type"] == "unknown" for t in view["tokens"] if t["state"] == "down")


def test_k9_same_seed_and_decisions_give_the_same_game():
    for players, variant in ((2, None), (4, "exploration"), (5, None)):
        config = GameConfig("kingdoms", players, 99, variant, {})
        first = Match(config, RULES)
        rng = random.Random(3)
        while first.to_move():
            seat = first.to_move()[0]
            first.submit(seat, rng.choice(first.legal(seat)))
        again = Match.replay(config, first.log, RULES)
        assert again.view(None) == first.view(None)
        assert [e.kind for e in again.state.events] == [e.kind for e in first.state.events]
        assert RULES.result(again.state).scores == RULES.result(first.state).scores


def test_faction_choice_mode_each_seat_picks_a_different_faction():
    rules = grid_rules()
    s = rules.new_state(GameConfig("kingdoms", 3, 1, None, {"faction_mode": "choice", "first_player": 1}))
    assert s.dec == "faction" and rules.to_move(s) == (1,)
    order = []
    while s.dec == "faction":
        seat = rules.to_move(s)[0]
        order.append(seat)
        rules.apply(s, seat, rules.legal_actions(s, seat)[0])
    assert order == [1, 2, 0]
    assert len(set(s.factions)) == 3


def test_random_deal_leaves_out_the_alliance_faction_in_two_player_games():
    rules = grid_rules()
    ally = rules.content.alliance_faction
    for seed in range(30):
        s = rules.new_state(GameConfig("kingdoms", 2, seed))
        assert ally not in s.factions
    found = any(ally in rules.new_state(GameConfig("kingdoms", 2, seed, None,
                {"exclude_alliance_faction_in_2p": False})).factions for seed in range(60))
    assert found


def test_fixed_factions_option():
    s = grid_rules().new_state(GameConfig("kingdoms", 2, 1, None, {"factions": ["ember_legion", "crag_kin"]}))
    assert s.factions == ["ember_legion", "crag_kin"]


@pytest.mark.parametrize("config, name", [
    (GameConfig("kingdoms", 6, 1), "players"),
    (GameConfig("kingdoms", 3, 1, "nope"), "variant"),
    (GameConfig("kingdoms", 3, 1, None, {"colour": 1}), "colour"),
    (GameConfig("kingdoms", 3, 1, None, {"faction_mode": "draft"}), "faction_mode"),
    (GameConfig("kingdoms", 3, 1, None, {"first_player": 3}), "first_player"),
    (GameConfig("kingdoms", 3, 1, None, {"factions": ["crag_kin"]}), "factions"),
    (GameConfig("kingdoms", 2, 1, None, {"exclude_alliance_faction_in_2p": "yes"}), "exclude_alliance_faction_in_2p"),
])
def test_bad_config_raises_value_error_naming_the_option(config, name):
    with pytest.raises(ValueError, match=name):
        grid_rules().new_state(config)


def test_setup_decisions_come_in_seat_order_from_the_first_player():
    """A31: sides, resources and start regions in seat order from the first player."""
    rules = grid_rules()
    s = rules.new_state(GameConfig("kingdoms", 3, 1, None, {"first_player": 2}))
    seen: dict[str, list[int]] = {}
    rng = random.Random(1)
    while s.phase == "setup":
        seat = rules.to_move(s)[0]
        seen.setdefault(s.dec, []).append(seat)
        rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))
    assert seen == {"side": [2, 0, 1], "resources": [2, 0, 1], "start": [2, 0, 1]}
    log = play_random(rules, s, random.Random(2))
    assert log and s.over
