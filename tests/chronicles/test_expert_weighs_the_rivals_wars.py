"""Before the last round the expert's layout value is hard's less the war VP the rival is
expected to win against it, weighed by ``ExpertBot.war_deny``: the knob the tuning runs
of issue 33 varied (0.5 and 0.75 won no more than 1.0, which stays)."""

from __future__ import annotations

import pytest

from game.chronicles.bots import ExpertBot
from game.chronicles.duel import Rival, duel_value
from game.chronicles.rules import RULES
from game.chronicles.seen import player_from_view
from game.chronicles.worth import evaluate

from .helpers import T
from .test_expert_plays_for_the_win import last_round


def test_war_deny_scales_the_rivals_expected_war_vp():
    """An empty kingdom against a rival of strength 7 hands it both wars (6 VP and more):
    with ``war_deny`` 0 the value is hard's, and each unit of weight takes that much off."""
    state = last_round(lead=0)
    rival = Rival(T, player_from_view(RULES.view(state, 1), 1))
    me = player_from_view(RULES.view(state, 0), 0)
    samples = [[float(rival.strength)]]
    hard = evaluate(T, me, samples, True, 1)
    assert duel_value(T, me, [rival], samples, 1, war_deny=0.0) == pytest.approx(hard)
    denied = hard - duel_value(T, me, [rival], samples, 1)
    assert denied >= 6.0 * 0.9                          # two wars, nearly sure
    assert hard - duel_value(T, me, [rival], samples, 1, war_deny=0.5) == pytest.approx(denied / 2)
    assert ExpertBot.war_deny == 1.0                    # today's expert: the whole war VP
