"""The Placement commit: slots, legality, hidden commits, payment (C15-C30, C73)."""

from __future__ import annotations

import random

import pytest

from game.chronicles import entering
from game.chronicles.rules import RULES
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2, TOP_EXTRA, TOP_ROW
from game.core.protocol import IllegalAction

from .helpers import T, commit, empty_commit, in_play, scenario


def _pay(state, commits):
    """Apply every seat's commit and the payment (steps 3-5) without ENTER.

    The payment is observed between steps of one automatic resolution, where no
    position or public call stops, so this drives the step itself: the commits
    are checked legal, then handed to it as the rules would."""
    commits = {s: commits.get(s, empty_commit()) for s in range(state.n)}
    assert all(RULES.is_legal(state, s, c) for s, c in commits.items())
    state.pending = commits
    entering.apply_commits(T, state)


def test_c15_without_a_level2_building_there_are_exactly_four_slots():
    """C15."""
    sc = scenario()
    card = sc.give(0, "lance_rider")
    state = sc.state()
    assert state.players[0].available_slots() == (TOP_1, TOP_2, BOTTOM_1, BOTTOM_2)
    assert not RULES.is_legal(state, 0, commit(place=[(TOP_EXTRA, card)]))


def test_c16_a_level2_building_opens_a_fifth_top_row_slot():
    """C16."""
    sc = in_play().seat(0, buildings={"township": 2})
    card = sc.give(0, "lance_rider")
    state = sc.state()
    assert TOP_EXTRA in state.players[0].available_slots() and TOP_EXTRA in TOP_ROW
    assert RULES.is_legal(state, 0, commit(place=[(TOP_EXTRA, card)]))


def test_c18_no_view_shows_a_commit_before_all_are_in():
    """C18 (Ambiguity 38): a submitted commit changes no other seat's view."""
    sc = scenario()
    card = sc.give(0, "lance_rider")
    state = sc.state()
    before = RULES.view(state, 1)
    RULES.submit(state, 0, commit(place=[(TOP_1, card)]))
    after = RULES.view(state, 1)
    assert after["kingdoms"][0]["submitted"] and not before["kingdoms"][0]["submitted"]
    before["kingdoms"][0]["submitted"] = True
    before["to_move"] = after["to_move"]
    assert before == after
    assert RULES.view(state, 0)["me"]["pending"] is not None


def test_c19_placing_into_a_slot_still_occupied_is_rejected():
    """C19."""
    sc = in_play()
    sc.put(0, TOP_1, "lance_rider")
    card = sc.give(0, "tinker")
    state = sc.state()
    with pytest.raises(IllegalAction):
        RULES.submit(state, 0, commit(place=[(TOP_1, card)]))
    assert RULES.is_legal(state, 0, commit(discard=[TOP_1], place=[(TOP_1, card)]))
    assert RULES.is_legal(state, 0, commit(moves=[(TOP_1, TOP_2)], place=[(TOP_1, card)]))
    assert not RULES.is_legal(state, 0, commit(moves=[(TOP_1, TOP_2)], place=[(TOP_2, card)]))


def test_c20_placing_a_card_not_in_hand_or_twice_is_rejected():
    """C20."""
    sc = scenario()
    card = sc.give(0, "tinker")
    (other,) = sc.discard("tinker")  # another copy, in nobody's hand
    state = sc.state()
    assert not RULES.is_legal(state, 0, commit(place=[(TOP_1, other)]))
    assert not RULES.is_legal(state, 0, commit(place=[(TOP_1, card), (TOP_2, card)]))
    assert not RULES.is_legal(state, 0, commit(place=[(TOP_1, card)], reserve=card))
    assert not RULES.is_legal(state, 0, ("commit", (), (), ((TOP_1, card),), None, ()))  # pay order


def test_c21_discarding_in_placement_is_not_leaving_play():
    """C21: a discarded Court Scribe goes to the discard pile and scores nothing."""
    sc = in_play()
    scribe = sc.put(0, TOP_1, "court_scribe", tokens=1)
    state = sc.state()
    RULES.submit(state, 0, commit(discard=[TOP_1]))
    for seat in (1, 2):
        RULES.submit(state, seat, empty_commit())
    assert scribe in state.discard and state.players[0].slots[TOP_1] is None
    assert not any(e.kind == "leave" for e in state.events)
    assert state.players[0].vp == 6  # two wars at 0-0 strength, no +3 for the Scribe


def test_c22_c23_a_moved_character_keeps_tokens_and_entry_round_and_is_not_paid_or_entered_again():
    """C22, C23."""
    sc = in_play()
    sergeant = sc.put(0, TOP_1, "old_sergeant", tokens=1, entered=1)
    rider = sc.put(0, BOTTOM_1, "lance_rider", tokens=0, entered=1)
    state = sc.state()
    assert state.round == 2
    _pay(state, {0: commit(moves=[(TOP_1, BOTTOM_2), (BOTTOM_1, TOP_1)])})
    p = state.players[0]
    assert p.slots[BOTTOM_2] == [sergeant, 1, 1] and p.slots[TOP_1] == [rider, 0, 1]
    assert p.gold == 3 and state.entered[0] == []


def test_c24_one_reserve_card_the_rest_of_the_hand_is_discarded():
    """C24 (Ambiguity 40)."""
    sc = scenario()
    cards = [sc.give(0, k) for k in ("tinker", "ploughman", "lance_rider")]
    state = sc.state()
    _pay(state, {0: commit(place=[(TOP_1, cards[2])], reserve=cards[0])})
    p = state.players[0]
    assert p.reserve == cards[0] and p.hand == [] and cards[1] in state.discard
    assert not RULES.is_legal(scenario().state(), 0, ("commit", (), (), (), (1, 2), ()))


def test_c26_new_characters_cost_their_printed_cost_old_ones_nothing():
    """C26."""
    sc = in_play()
    sc.put(0, TOP_2, "banner_captain")
    captain = sc.give(0, "clockwork_mason")
    state = sc.state()
    _pay(state, {0: commit(place=[(TOP_1, captain)])})
    assert state.players[0].gold == 1


def test_c27_c28_unaffordable_cards_are_discarded_in_pay_order_and_resolve_nothing():
    """C27, C28: 3 gold; Warlord (2), Piper (1) unaffordable after a Basilisk (3)?
    Paid in pay order: Basilisk 3 paid, Warlord unpaid, Tinker (0) paid."""
    sc = scenario()
    basilisk = sc.give(0, "hoard_basilisk")
    piper = sc.give(0, "dusk_piper")
    tinker = sc.give(0, "tinker")
    state = sc.state()
    c = commit(place=[(TOP_1, basilisk), (TOP_2, piper), (BOTTOM_1, tinker)], pay_order=[TOP_1, TOP_2, BOTTOM_1])
    RULES.submit(state, 0, c)
    for seat in (1, 2):
        RULES.submit(state, seat, empty_commit())
    p = state.players[0]
    assert p.slots[TOP_2] is None and piper in state.discard
    assert p.slots[TOP_1][0] == basilisk and p.slots[BOTTOM_1][0] == tinker
    assert p.slots[BOTTOM_1][1] == 0  # the unpaid Piper aged no one
    assert any(e.kind == "unpaid" and e.args["card"] == piper for e in state.events)


def test_c29_c73_magpie_credit_pays_later_cards_only_and_expires():
    """C29, C73: with 0 gold, Magpie then a cost-1 card: both enter; reversed, the cost-1 card is lost."""
    for order, paid in (([TOP_1, TOP_2], True), ([TOP_2, TOP_1], False)):
        sc = in_play().seat(0, gold=0)
        magpie = sc.give(0, "magpie")
        digger = sc.give(0, "gem_digger")
        state = sc.state()
        _pay(state, {0: commit(place=[(TOP_1, magpie), (TOP_2, digger)], pay_order=order)})
        p = state.players[0]
        assert p.slots[TOP_1][0] == magpie
        assert (p.slots[TOP_2] is not None) == paid and p.gold == 0
    sc = scenario()
    magpie = sc.give(0, "magpie")
    state = sc.state()
    _pay(state, {0: commit(place=[(TOP_1, magpie)])})
    assert state.players[0].gold == 3  # unused credit is lost, never gold


def test_c30_an_entering_character_starts_with_no_tokens_a_mimic_replacement_with_one():
    """C30."""
    sc = scenario()
    rider = sc.give(0, "lance_rider")
    mimic = sc.give(0, "paper_mimic")
    (giant,) = sc.deck("sleeping_giant")  # the next card drawn
    state = sc.state()
    RULES.submit(state, 0, commit(place=[(TOP_1, rider), (TOP_2, mimic)]))
    for seat in (1, 2):
        RULES.submit(state, seat, empty_commit())
    p = state.players[0]
    assert p.slots[TOP_1][0] == rider and p.slots[TOP_2][0] == giant
    entered = [e for e in state.events if e.kind == "enter" and e.args["player"] == 0]
    assert [e.args["card"] for e in entered] == [rider, mimic]
    # still before Aging: the rider has 0 tokens, the replacement Giant 1
    assert state.phase == "building" and p.slots[TOP_2][1] == 1 and p.slots[TOP_1][1] == 0


def test_placing_nothing_and_keeping_nothing_is_legal_and_random_commits_are_legal():
    """Ambiguity 6, 39; the sampler draws only legal commits."""
    sc = scenario(4, 9)
    for seat in range(4):
        for k in ("tinker", "ploughman", "log_splitter") if seat < 3 else ("acorn_sprite", "lance_rider", "magpie"):
            sc.give(seat, k)
    state = sc.state()
    assert RULES.is_legal(state, 0, empty_commit())
    rng = random.Random(1)
    for _ in range(300):
        seat = rng.randrange(4)
        assert RULES.is_legal(state, seat, RULES.sample_action(state, seat, rng))
    for a in RULES.legal_actions(state, 0):
        assert RULES.is_legal(state, 0, a)
