"""Issue 22, items 12-13: a commit check that raised TypeError, and what the view and
the public log say (spec 4.2, 6; C16, C19-C21, C29, C62, C66)."""

from __future__ import annotations

import pytest

from game.chronicles import entering
from game.chronicles.rules import RULES
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2, TOP_EXTRA
from game.core.protocol import IllegalAction

from .helpers import (
    T,
    all_pass_build,
    answer_choices,
    commit,
    commit_all,
    empty_commit,
    in_play,
    scenario,
)


@pytest.mark.parametrize("pay_order", [(TOP_1, "x"), (TOP_1, None), ("x", None), (None,), (TOP_1, 1.5), ((TOP_1,),)])
def test_c19_a_pay_order_mixing_slots_with_other_values_is_refused_not_a_type_error(pay_order):
    """The pay order was sorted before its items were checked: TypeError from is_legal and submit."""
    sc = scenario()
    card = sc.give(0, "lance_rider")
    state = sc.state()
    action = ("commit", (), (), ((TOP_1, card),), None, pay_order)
    assert RULES.is_legal(state, 0, action) is False
    with pytest.raises(IllegalAction):
        RULES.submit(state, 0, action)
    assert 0 not in state.pending


def test_c16_c66_the_fifth_slot_shows_in_every_view_from_the_level2_build_on():
    """C16: a player with a level-2 building has a 5th slot.  The view said False from the
    build until the next Placement (it showed the flag fixed at the last Placement)."""
    sc = in_play().seat(0, gold=10)
    warden = sc.give(0, "oak_warden")
    state = sc.state()
    commit_all(state, {0: commit(place=[(BOTTOM_1, warden)])})
    answer_choices(state)
    RULES.submit(state, 0, ("build", "township", 2, (False, False), (0, 0, 0)))
    all_pass_build(state)
    answer_choices(state)
    p = state.players[0]
    assert state.phase == "recruit" and p.buildings[0] == 2
    assert TOP_EXTRA not in p.available_slots()                 # usable only from the next Placement (C55)
    for viewer in (0, 1, None):
        assert RULES.view(state, viewer)["kingdoms"][0]["extra_slot"] is True
        assert RULES.view(state, viewer)["kingdoms"][1]["extra_slot"] is False


def test_c62_the_draft_view_shows_no_resolution_order():
    """The order is computed at the start of the phases that use it (1.5.6); during the
    draft the view showed the previous phase's order."""
    state = scenario().state()
    assert RULES.view(state, 0)["order"] == list(state.order) and state.order
    commit_all(state, {})
    answer_choices(state)
    all_pass_build(state)
    answer_choices(state)
    assert state.phase == "recruit" and state.order            # the engine keeps the Aging order ...
    assert RULES.view(state, 0)["order"] == [] and RULES.view(state, None)["order"] == []    # ... the view shows none


def test_c29_the_public_log_records_what_each_entering_card_paid():
    """Spec 6: payments are public.  Magpie gives 1 credit; the next card pays 1 credit and
    1 gold; a third pays gold only."""
    sc = in_play().seat(0, gold=5)
    magpie, digger, rider = sc.give(0, "magpie"), sc.give(0, "gem_digger"), sc.give(0, "lance_rider")
    state = sc.state()
    p = state.players[0]
    cost = T.cost
    assert cost[magpie] == -1 and cost[digger] >= 1
    # the payment is read right after its step (War and Income follow in the same resolution)
    mine = commit(place=[(TOP_1, magpie), (TOP_2, digger), (BOTTOM_1, rider)], pay_order=[TOP_1, TOP_2, BOTTOM_1])
    assert RULES.is_legal(state, 0, mine)
    state.pending = {s: empty_commit() for s in range(state.n)}
    state.pending[0] = mine
    entering.apply_commits(T, state)
    entered = {e.args["card"]: e.args for e in state.events if e.kind == "enter"}
    assert entered[magpie]["gives"] == 1 and entered[magpie]["gold"] == 0 and entered[magpie]["credit"] == 0
    assert entered[digger]["credit"] == 1 and entered[digger]["gold"] == cost[digger] - 1
    assert entered[rider]["credit"] == 0 and entered[rider]["gold"] == cost[rider]
    assert p.gold == 5 - (cost[digger] - 1) - cost[rider]
    assert all(e.to is None for e in state.events if e.kind == "enter")     # public


def test_c66_aging_tokens_from_enter_abilities_are_in_the_public_log():
    """enter_age_self (Old Sergeant) and enter_age_others (Dusk Piper) added tokens without
    a log line; age_chosen already had one."""
    sc = in_play().seat(0, gold=10)
    other = sc.put(0, BOTTOM_2, "tinker", 0)
    sergeant, piper = sc.give(0, "old_sergeant"), sc.give(0, "dusk_piper")
    state = sc.state()
    commit_all(state, {0: commit(place=[(TOP_1, sergeant), (TOP_2, piper)])})
    answer_choices(state)
    events = [e for e in state.events if e.kind in ("age_self", "age_others")]
    self_aged = [e.args for e in events if e.kind == "age_self"]
    others = [e.args for e in events if e.kind == "age_others"]
    assert self_aged == [{"player": 0, "slot": TOP_1, "amount": 1}]
    assert len(others) == 1 and others[0]["source"] == TOP_2 and set(others[0]["slots"]) == {TOP_1, BOTTOM_2}
    p = state.players[0]
    assert p.slots[BOTTOM_2][0] == other and p.slots[BOTTOM_2][1] >= 1
    assert all(e.to is None for e in events)


def test_c66_new_log_lines_read_well_in_every_language():
    from game.ui.chronicles import words
    from game.ui.i18n import LANGS, set_language

    cases = [("enter", {"player": 0, "slot": TOP_1, "card": 0, "gold": 2, "credit": 0, "gives": 0}),
             ("enter", {"player": 0, "slot": TOP_1, "card": 0, "gold": 1, "credit": 1, "gives": 0}),
             ("enter", {"player": 0, "slot": TOP_1, "card": 0, "gold": 0, "credit": 0, "gives": 1}),
             ("enter", {"player": 0, "slot": TOP_1, "card": 0, "gold": 0, "credit": 0, "gives": 0}),
             ("age_self", {"player": 0, "slot": TOP_1, "amount": 1}),
             ("age_others", {"player": 0, "source": TOP_2, "slots": [TOP_1, BOTTOM_1], "amount": 1})]
    try:
        for lang in LANGS:
            set_language(lang)
            lines = [words.event_text(kind, args, ["Ada", "Bo", "Cy"], ["white", "blue", "purple"]) for kind, args in cases]
            assert len(set(lines)) == len(lines)
            assert all("{" not in line and "}" not in line for line in lines), lines
    finally:
        set_language("en")
