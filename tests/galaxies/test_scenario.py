"""The Galaxies position builder (game/galaxies/scenario.py): its demo positions show
what a tutorial needs them to, and a preset lays out exactly what it says."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.scenario import ScenarioError
from game.galaxies.scenario import Scenario, demos


def played(name: str) -> Match:
    demo = next(d for d in demos() if d.name == name)
    return Match.replay(demo.config, demo.actions)


def kinds(match: Match) -> list[str]:
    return [e.kind for e in match.state.events]


def test_demos_teach_landing_colonizing_utilizing_the_converter_following_missions_and_solo():
    """G29, G46, G51, G14, G20, G6, G74: each demo reaches the rule it shows."""
    assert "planet_effect" in kinds(played("land_and_use"))
    colonized = played("colonize").state
    assert colonized.colonies[0] and "colonize" in [e.kind for e in colonized.events]
    assert "planet_effect" in kinds(played("utilize"))
    assert "convert" in kinds(played("converter"))
    follow = played("follow")
    assert any(e.kind == "follow" and e.args["player"] == 1 for e in follow.state.events)
    draft = played("mission_draft")
    assert draft.state.drafting and set(draft.to_move()) == {0, 1, 2} and draft.state.energy[0] == 4
    solo = played("hostile_turn")
    assert solo.automaton_to_move() == 1 and not [e for e in solo.state.events if e.kind == "hostile_roll"]
    solo.play_automata()                      # its steps, as the window plays them one by one
    assert [e.args["face"] for e in solo.state.events if e.kind == "hostile_roll"][:4] == \
        ["acquire_energy", "move", "acquire_energy", "move"]


def test_a_preset_lays_out_row_ships_colonies_missions_and_the_turn():
    content = Scenario().rules().content
    row = [p.id for p in content.planets][:4]
    missions = [m.id for m in content.missions][:2]
    sc = (Scenario(2, missions=True).row(*row).deck("P40").seat(0, colonies=["P39"], energy=5, level=3)
          .seat(0, mission=missions[0]).seat(1, mission=missions[1]).ship(0, 2, "orbit", 1, 0)
          .ship(1, 0, "surface", 3).turn(1, 4, spent=2).dice("move", "move", "move", "move", "move"))
    st = sc.state()
    assert st.row == row and st.deck[0] == "P40" and st.colonies[0] == ["P39"]
    assert st.ships[0] == [[1, -1, 0], [1, -1, 0], [3, 1, 0], [0, -1, 0]]     # level 3 releases a third ship
    assert st.ships[1][0] == [2, 3, 0] and st.kept == missions and not st.drafting
    assert st.active == 1 and st.round_no == 4 and st.faces == ["move"] * 4
    assert st.status.count("unused") == 2 and st.pending.seat == 1


def test_a_bad_preset_names_the_entry():
    with pytest.raises(ScenarioError, match=r"^scenario\.seats\[0\]\.colonies\[0\]: planet"):
        Scenario(2).row("P01", "P02", "P03", "P04").seat(0, colonies=["P01"]).state()
    with pytest.raises(ScenarioError, match=r"^scenario\.end_triggered: "):
        Scenario(2).seat(0, colonies=["P38", "P37", "P36"]).state()   # 21 VP: the end was set off
