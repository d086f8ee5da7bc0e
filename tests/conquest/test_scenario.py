"""The Conquest position builder (game/conquest/scenario.py): its demo positions
show what a tutorial needs them to, and a preset says exactly what it says."""

from __future__ import annotations

import pytest

from game.conquest.scenario import Scenario, demos
from game.core.match import Match
from game.core.scenario import ScenarioError


def played(name: str) -> Match:
    demo = next(d for d in demos() if d.name == name)
    return Match.replay(demo.config, demo.actions)


def kinds(match: Match) -> list[str]:
    return [e.kind for e in match.state.events]


def test_demos_teach_filling_the_general_line_losing_a_die_and_completing_a_province():
    """W19, W28, W7, W34: each demo ends in the rule it shows."""
    assert "conquer_centre" in kinds(played("fill_a_line"))
    assert any(e.kind == "conquer_from" and e.args["victim"] == 1 for e in played("general_line").state.events)
    lost = played("lose_a_die")
    assert kinds(lost).count("lose_die") == 1 and "conquer_centre" in kinds(lost)
    assert any(e.kind == "province_complete" and e.args["province"] == "saltreach"
               for e in played("complete_a_province").state.events)


def test_a_preset_lays_out_cities_stacks_the_turn_and_the_dice_to_come():
    state = (Scenario(3, seed=4).owns(1, "brinehaven", "gullwatch").owns(2, "cinderford")
             .turn(2, 9).dice("gen gen gen i1 i1 i1 i1", "arc arc").state())
    index = state.content.index
    assert state.owner[index["gullwatch"]] == 1 and state.stacked[index["gullwatch"]]   # saltreach whole: a stack
    assert state.owner[index["cinderford"]] == 2 and not state.stacked[index["cinderford"]]
    assert state.current == 2 and state.turn_number == 8 and state.free == ["gen", "gen", "gen"] + ["i1"] * 4
    assert state.dice_to_come == ["arc", "arc"]


def test_showing_reaches_fewer_dice_by_legal_lose_die_moves():
    sc = Scenario(2).showing("cav", "gen")
    state = sc.state()
    assert state.free == ["cav", "gen"] and state.lost == 5 and len(state.log) == 5
    assert all(action == ("lose_die",) for _seat, action in state.log)


def test_a_bad_preset_names_the_entry():
    with pytest.raises(ScenarioError, match=r"^scenario\.turn: "):
        Scenario(2).turn(0, 0).state()
    with pytest.raises(ScenarioError, match=r"^scenario\.cities\.fogwick: "):
        Scenario(2).owns(-1, "fogwick").state()
