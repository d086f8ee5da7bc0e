"""The Kingdoms position builder (game/kingdoms/scenario.py): its demo positions (on the
real maps) show what a tutorial needs them to, and a preset lays out exactly what it says."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.scenario import ScenarioError
from game.kingdoms.scenario import demos
from game.kingdoms.state import FLAG, HELD, UP
from tests.kingdoms.helpers import scenario


def played(name: str) -> Match:
    demo = next(d for d in demos() if d.name == name)
    return Match.replay(demo.config, demo.actions)


def test_demos_teach_following_a_war_bid_an_alliance_and_the_end():
    """K13, K32, K49, K74, K76: each demo reaches the rule it shows."""
    follow = played("action_and_following").state
    assert follow.act_action == "expand" and follow.dec == "act" and follow.dec_seat == 1
    war = played("war_bid").state
    assert any(e.kind == "war_revealed" for e in war.events)
    alliance = played("alliance").state
    revealed = next(e for e in alliance.events if e.kind == "war_revealed")
    assert (revealed.args["attacker_bid"], revealed.args["defender_bid"]) == (FLAG, FLAG)
    assert any(e.kind == "alliance_formed" for e in alliance.events)
    end = played("the_end")
    assert end.state.tower[0] == 6 and not end.is_over()
    while end.state.dec == "act":            # the others take the fifth action, then the game ends
        seat = end.to_move()[0]
        end.submit(seat, end.legal(seat)[0])
    assert end.state.end_triggered and end.is_over()


def test_a_preset_lays_out_meeples_resources_tokens_and_the_turn():
    sc = scenario(3, exploration=True)
    a, b = sc.put(0, sc.r(0, 5), 2, down=False)
    sc.put(1, sc.r(1, 2))
    sc.put(2, sc.r(2, 2))
    sc.set_res(0, 1, 2, 3)
    sc.set_magic(1, 2)
    sc.set_tower(2, 3)
    fort = sc.token(sc.r(1, 2), "fort", up=True)
    sc.crown(2)
    sc.start(1, ("patrol", "trade"), turn=7)
    s = sc.state
    assert s.m_region[a] == s.m_region[b] == sc.r(0, 5) and not s.m_down[a]
    assert s.res[0] == [1, 2, 3] and s.magic[1] == 2 and s.tower[2] == 3
    assert s.tok_state[fort] == UP and s.crown == 2 and HELD in s.tok_state
    assert s.active == 1 and s.turn == 8 and s.nshields == 2 and s.dec == "select"
    assert not s.end_triggered and s.log == []


def test_a_bad_preset_names_the_entry():
    sc = scenario(3)
    sc.put(0, sc.r(0, 3))            # water
    with pytest.raises(ScenarioError, match=r"^scenario\.seats\[0\]\.meeples\[0\]: region"):
        sc.start()
    sc = scenario(3, exploration=True)
    sc.put(0, sc.r(0, 2))
    sc.token(sc.r(0, 2), "bandit")   # face down under a meeple
    with pytest.raises(ScenarioError, match=r"^scenario\.tokens\[0\]\[2\]: a face-down token"):
        sc.start()
