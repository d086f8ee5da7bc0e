"""The paired-trial tool for the Kingdoms hard bot changes the search only inside its block.

``build_scripts/kingdoms_hard_variants.py`` monkeypatches the search to try a
change without editing the bot; a patch that leaked past the run would change
every later game in the process (and the normal bot must never change).
"""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

from game.kingdoms import bots
from game.kingdoms.ai import evaluate, policy, search

TOOL = Path(__file__).resolve().parents[2] / "build_scripts" / "kingdoms_hard_variants.py"


def _tool():
    spec = importlib.util.spec_from_file_location("kingdoms_hard_variants", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _globals():
    return (search.advance_policy, search.ROLLOUT_TURNS, search.EXPLORE, search.NOW, search.utility,
            search.values, policy.war_game, policy.MEEPLE_WORTH, bots.HardBot.iterations,
            bots.ExpertBot.iterations, evaluate.values, evaluate.utility, search.PLAN_VISITS, search.PRODUCTIVE,
            search.MOVE_FLOOR, search.ROOT_WIDTH, policy.step_gain, search.leaf, search.LEARNED,
            bots.HardBot.setup)


def test_every_variant_applies_inside_the_block_and_is_undone_after():
    tool = _tool()
    before = _globals()
    with tool.variant("endroll+roll1+it520+exp0.8+now0.2+tanh6+mw2.4+meep0.5"):
        assert search.ROLLOUT_TURNS == 1 and search.EXPLORE == 0.8 and search.NOW == 0.2
        assert bots.HardBot.iterations == 520 and bots.ExpertBot.iterations == before[9]
        assert search.advance_policy is not before[0] and policy.war_game is not before[6]
        assert math.isclose(search.utility([30.0, 0.0], 0), 6 * math.tanh(5.0))
        # the normal bot's evaluation and utility are the module's own, untouched
        assert evaluate.values is before[10] and evaluate.utility is before[11]
    assert _globals() == before


def test_the_old_search_and_the_war_rollouts_apply_inside_the_block_and_are_undone_after():
    tool = _tool()
    before = _globals()
    with tool.variant("old+war"):
        assert search.PLAN_VISITS > 10**6 and search.NOW == 0.0 and search.PRODUCTIVE == ()
        assert search.ROOT_WIDTH == 0 and search.MOVE_FLOOR < -1e6
        assert policy.step_gain is not before[16]
        assert search.LEARNED is False
    with tool.variant("fresh+floor-1e9+root0"):
        assert search.MOVE_FLOOR < -1e6 and search.ROOT_WIDTH == 0
        assert search.PLAN_VISITS > 10**6 and search.NOW == before[3] and search.PRODUCTIVE == before[13]
    assert _globals() == before


def test_the_leaf_variants_and_the_start_apply_inside_the_block_and_are_undone_after():
    tool = _tool()
    before = _globals()
    with tool.variant("hand"):
        assert search.LEARNED is False
    with tool.variant("learned0.5+cap-1"):
        assert search.leaf is not before[17] and bots.HardBot.setup is not before[19]
        assert bots.NormalBot.setup is bots.KingdomsBot.setup
    assert _globals() == before


def _capital_held_by_seat_1(mine: tuple[int, int, int], theirs: tuple[int, int, int]):
    """Seat 0 (two meeples on the T1A plains, Patrol selected) next to seat 1's lone meeple
    on the capital."""
    from game.kingdoms.scenario import Scenario

    sc = Scenario(2, ["T1A", "T2A", "T3A"])
    sc.no_neutrals()
    sc.put(0, sc.r(0, 0), 2)
    sc.put(0, sc.r(0, 3), 1)
    sc.put(1, sc.r(0, 2), 1)
    sc.put(1, sc.r(1, 0), 2)
    sc.set_res(0, *mine)
    sc.set_res(1, *theirs)
    sc.start(active=0, turn=12)
    sc.do(0, ("select", "patrol"))
    s = sc.state
    return s, [a for a in s.legal if a[0] == "patrol" and s.reg[a[2]] and s.m_owner[s.reg[a[2]][0]] == 1]


@pytest.mark.parametrize("spec", ["war", "warclone"])
def test_war_rollouts_attack_with_bids_in_reserve_and_keep_the_peace_without(spec):
    tool = _tool()
    rich, attacks = _capital_held_by_seat_1((4, 4, 2), (0, 0, 0))
    poor, _ = _capital_held_by_seat_1((0, 0, 0), (4, 4, 2))
    assert attacks and all(policy.step_gain(rich, 0, a) < 0 for a in attacks)     # the easy policy's peace
    with tool.variant(spec):
        assert all(policy.step_gain(rich, 0, a) > 1.0 for a in attacks)
        assert all(policy.step_gain(poor, 0, a) < 0 for a in attacks)


def test_an_unknown_variant_is_refused_and_leaves_nothing_patched():
    tool = _tool()
    before = _globals()
    with pytest.raises(ValueError, match="unknown variant"), tool.variant("roll1+bogus"):
        pass
    assert _globals() == before


def test_compare_pairs_games_by_index():
    tool = _tool()
    base = {"played": [[0, ["hard", "normal"], [0]], [1, ["normal", "hard"], [0]], [2, ["hard", "normal"], [1]]]}
    run = {"played": [[0, ["hard", "normal"], [1]], [1, ["normal", "hard"], [1]], [2, ["hard", "normal"], [1]]],
           "levels": {"hard": {"decision_cpu_mean": 0.07, "decision_cpu_p95": 0.17}}}
    line = tool.compare(run, [base])
    assert line.startswith("hard won 1 of 3 (base 1)")
    assert "gained games [1], lost games [0]" in line
