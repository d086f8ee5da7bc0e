"""Setup, the round structure and the draft (C1-C14)."""

from __future__ import annotations

import random

import pytest

from game.chronicles.rules import RULES
from game.chronicles.state import BUILDING, PLACEMENT, RECRUIT
from game.core.protocol import IllegalAction

from .helpers import new_game, play_random, scenario, to_placement


def test_c1_four_rounds_each_running_the_six_phases_in_order():
    """C1: round_start, reveal (Placement), war, income, builds, aging, four times."""
    state = new_game(4, 3)
    phases = []
    rng = random.Random(3)
    while not RULES.is_over(state):
        if not phases or phases[-1] != (state.round, state.phase):
            phases.append((state.round, state.phase))
        seats = RULES.to_move(state)
        RULES.submit(state, seats[0], RULES.sample_action(state, seats[0], rng))
    kinds = [e.kind for e in state.events if e.kind in ("round_start", "reveal", "war", "income", "leave", "build")]
    marks = [k for k in kinds if k in ("round_start", "war", "income")]
    assert marks == ["round_start", "war", "income"] * 4
    rounds = [r for r, ph in phases if ph == RECRUIT]
    assert rounds == [1, 2, 3, 4]
    for r in (1, 2, 3, 4):
        seen = [ph for rr, ph in phases if rr == r and ph in (RECRUIT, PLACEMENT, BUILDING)]
        assert seen == [RECRUIT, PLACEMENT, BUILDING]
    assert state.events[-1].kind == "game_over" and state.round == 4


def test_c2_players_start_with_3_gold_0_vp_nothing_built_empty_slots_no_reserve():
    """C2."""
    state = new_game(5, 1)
    for p in state.players:
        assert (p.gold, p.vp, p.buildings, p.slots, p.hand, p.reserve) == (3, 0, [0] * 5, [None] * 5, [], None)


def test_c3_setup_creates_81_shuffled_cards_and_an_empty_discard():
    """C3."""
    state = new_game(3, 7)
    cards = list(state.deck) + [c for p in state.players for c in p.pack]
    assert sorted(cards) == list(range(81)) and state.discard == []
    assert cards != sorted(cards)
    assert RULES.view(state, 0)["deck_size"] == 81 - 15


@pytest.mark.parametrize("players", [3, 4, 5])
def test_c4_three_to_five_players_are_dealt_five_cards(players):
    """C4."""
    assert all(len(p.pack) == 5 for p in new_game(players).players)


def test_c5_two_players_are_dealt_nine_cards():
    """C5."""
    assert all(len(p.pack) == 9 for p in new_game(2).players)


def test_c6_a_pick_moves_one_card_to_picks_and_all_seats_decide_together():
    """C6 (and spec 6: picks are collected from every seat before any is applied)."""
    state = new_game(3)
    assert RULES.to_move(state) == (0, 1, 2)
    card = state.players[0].pack[2]
    RULES.submit(state, 0, ("pick", card))
    assert state.players[0].picks == [] and len(state.players[0].pack) == 5  # hidden until all are in
    assert RULES.to_move(state) == (1, 2)
    for seat in (1, 2):
        RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])
    assert state.players[0].picks == [card]
    assert all(len(p.pack) == 4 and len(p.picks) == 1 for p in state.players)


def test_c7_two_player_pick_keeps_one_and_discards_a_different_one():
    """C7."""
    state = new_game(2)
    p = state.players[0]
    keep, drop = p.pack[0], p.pack[1]
    with pytest.raises(IllegalAction):
        RULES.submit(state, 0, ("pick2", keep, keep))
    RULES.submit(state, 0, ("pick2", keep, drop))
    RULES.submit(state, 1, RULES.legal_actions(state, 1)[0])
    assert keep in p.picks and drop in state.discard and len(state.discard) == 2


def test_c8_c10_two_player_last_card_is_kept_automatically_and_8_cards_are_discarded():
    """C8, C10: packs 9, 7, 5, 3, then the single card is kept with no discard."""
    state = new_game(2)
    sizes = []
    while state.phase == RECRUIT:
        sizes.append(len(state.players[0].pack))
        for seat in RULES.to_move(state):
            RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])
    assert sizes == [9, 7, 5, 3]
    assert len(state.discard) == 8
    assert all(len(p.hand) == 5 for p in state.players)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_c9_after_recruit_every_player_has_five_picked_cards(players):
    """C9."""
    state = new_game(players)
    to_placement(state)
    assert state.phase == PLACEMENT and all(len(p.hand) == 5 for p in state.players)


def _passes(round_: int) -> int:
    state = scenario(4, 2, round=round_, phase="recruit").state()
    before = [list(p.pack) for p in state.players]
    picks = {}
    for seat in range(4):
        picks[seat] = before[seat][0]
        RULES.submit(state, seat, ("pick", before[seat][0]))
    after = [list(p.pack) for p in state.players]
    rest0 = [c for c in before[0] if c != picks[0]]
    return next(s for s in range(4) if after[s] == rest0)


def test_c11_packs_pass_left_in_rounds_1_and_3_and_right_in_rounds_2_and_4():
    """C11: left = seat+1 (Ambiguity 25)."""
    assert _passes(1) == 1 and _passes(3) == 1
    assert _passes(2) == 3 and _passes(4) == 3


def test_c12_c25_reserve_joins_the_hand_after_the_draft_and_can_be_placed_next_round():
    """C12, C25."""
    state = new_game(3, 5)
    to_placement(state)
    p = state.players[0]
    kept = p.hand[0]
    for seat in range(3):
        RULES.submit(state, seat, ("commit", (), (), (), kept if seat == 0 else None, ()))
    while state.phase != RECRUIT:
        for seat in RULES.to_move(state):
            RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])
    assert state.round == 2 and p.reserve == kept
    while state.phase == RECRUIT:
        assert all(kept not in q.pack for q in state.players)
        for seat in RULES.to_move(state):
            RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])
    assert kept in p.hand and len(p.hand) == 6 and p.reserve is None
    RULES.submit(state, 0, ("commit", (), (), ((0, kept),), None, (0,)))
    for seat in (1, 2):
        RULES.submit(state, seat, ("commit", (), (), (), None, ()))
    assert any(e.kind == "reveal" and e.args["player"] == 0 and [0, kept] in e.args["cards"] for e in state.events)


def test_c13_an_empty_deck_is_refilled_from_the_discard_pile_mid_deal():
    """C13: no card lost or duplicated."""
    # round 2's deal begins with three cards left in the deck, the rest discarded
    sc = scenario(5, 4, round=2, phase="recruit")
    sc.deck(size=3)
    state = sc.state()
    assert all(len(p.pack) == 5 for p in state.players)
    assert any(e.kind == "reshuffle" for e in state.events)
    assert not RULES.check_invariants(state)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_c14_cards_are_conserved_through_random_games(players):
    """C14: check_invariants counts the 81 cards after every action."""
    for seed in range(2):
        state = new_game(players, seed)
        play_random(state, random.Random(seed))
        assert RULES.is_over(state) and state.round == 4
