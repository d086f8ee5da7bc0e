"""The Chronicles position builder (game/chronicles/scenario.py): its demo positions show
what a tutorial needs them to, and a preset lays out exactly what it says."""

from __future__ import annotations

import pytest

from game.chronicles.scenario import Scenario, demos
from game.chronicles.state import BOTTOM_1, TOP_1
from game.core.match import Match
from game.core.scenario import ScenarioError


def played(name: str) -> Match:
    demo = next(d for d in demos() if d.name == name)
    return Match.replay(demo.config, demo.actions)


def test_demos_teach_the_draft_pay_order_war_income_building_and_aging():
    """C10, C29, C32, C41, C43, C60: each demo reaches the rule it shows."""
    draft = played("draft")
    assert draft.state.phase == "recruit" and set(draft.to_move()) == {1, 2}
    pay = played("placement_pay_order").state
    kinds = [pay.content.kind_of(c[0]).key for c in pay.players[0].slots if c is not None]
    assert kinds == ["magpie", "gem_digger"] and not any(e.kind == "unpaid" for e in pay.events)
    war = played("war_and_income").state
    result = next(e for e in war.events if e.kind == "war")
    assert result.args["wins"][0] == 2 and any(e.kind == "income" for e in war.events)
    build = played("build").state
    assert build.players[0].buildings[0] == 1
    aging = played("aging")
    assert aging.state.phase == "aging" and aging.state.choice["kind"] == "save"


def test_a_preset_lays_out_kingdoms_hands_and_the_deck():
    sc = Scenario(3, seed=4, round=2)
    rider = sc.put(0, TOP_1, "lance_rider", tokens=1)
    tinker = sc.put(1, BOTTOM_1, "tinker")
    hand = [sc.give(0, "magpie"), sc.give(0, "dusk_piper")]
    top = sc.deck("sleeping_giant", "brigand")
    sc.seat(0, gold=6, vp=4, buildings={"shrine": 1})
    state = sc.state()
    p = state.players[0]
    assert p.slots[TOP_1] == [rider, 1, 1] and state.players[1].slots[BOTTOM_1] == [tinker, 0, 1]
    assert p.hand[:2] == hand and len(p.hand) == 5 and all(len(q.hand) == 5 for q in state.players)
    assert state.deck[-2:] == top[::-1]             # the top of the deck is the end of the list
    assert (p.gold, p.vp, p.buildings) == (6, 4, [0, 0, 0, 1, 0]) and state.round == 2
    assert state.phase == "placement" and set(state.order) == {0, 1, 2}


def test_a_bad_preset_names_the_entry():
    sc = Scenario(3, round=1)
    sc.put(0, TOP_1, "tinker")          # round 1's Placement: nothing can be in play yet
    with pytest.raises(ScenarioError, match=r"^scenario\.seats\[0\]\.slots\.top_1: round 1"):
        sc.state()
    sc = Scenario(3, round=2)
    sc.preset["seats"] = [{"hand": ["tinker:0", "tinker:0"]}]
    with pytest.raises(ScenarioError, match=r"^scenario\.seats\[0\]\.hand\[1\]: the same card"):
        sc.state()
