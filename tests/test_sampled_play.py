"""The driver's loop for random play (``Driver.play_sampled``, what ``simulate
--no-check`` and the speed table's driver column run) plays the same games as
asking step by step, and still reports a sampler's crash or empty answer as a
defect."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import GameConfig
from game.core.runner import BotDefect, Driver
from game.registry import entries, get_rules
from tests.defect_guard import expect_defects


def _unchecked(rules, state):
    def submit(seat, action):
        rules.apply(state, seat, action)
        state.log.append((seat, action))
    return submit


@pytest.mark.parametrize("game", [e.id for e in entries()])
def test_the_sampled_loop_plays_the_games_step_by_step_plays(game):
    rules = get_rules(game)
    for players in sorted({rules.min_players, min(rules.max_players, 4)}):
        for seed in (3, 4):
            config = GameConfig(game, players, seed)
            one, two = rules.new_state(config), rules.new_state(config)
            one.mute_events = two.mute_events = True
            n = Driver.sampling(rules, config, random.Random(seed)).play_sampled(one, _unchecked(rules, one), 50_000)
            driver = Driver.sampling(rules, config, random.Random(seed))
            steps = 0
            while driver.step(two, _unchecked(rules, two)) is not None:
                steps += 1
            assert n == steps == len(one.log) > 0
            assert one.log == two.log and rules.is_over(one)
            assert one.rng.getstate() == two.rng.getstate()


def test_the_sampled_loop_stops_at_its_action_limit():
    rules = get_rules("chronicles")
    config = GameConfig("chronicles", 3, 1)
    state = rules.new_state(config)
    assert Driver.sampling(rules, config, random.Random(1)).play_sampled(state, _unchecked(rules, state), 7) == 7
    assert len(state.log) == 7 and not rules.is_over(state)


@pytest.mark.parametrize("answer", ["crash", "none"])
def test_a_sampler_that_crashes_or_finds_nothing_is_a_defect(monkeypatch, answer):
    from game.tools.simulate import simulate

    rules = get_rules("chronicles")

    def faulty(self, state, seat, rng):
        if answer == "crash":
            raise ZeroDivisionError("deliberate")
        return None

    monkeypatch.setattr(type(rules), "sample_action", faulty)
    config = GameConfig("chronicles", 2, 1)
    state = rules.new_state(config)
    with expect_defects(1), pytest.raises(BotDefect):
        Driver.sampling(rules, config, random.Random(1)).play_sampled(state, _unchecked(rules, state), 100)
    assert state.log == []
    with expect_defects(1):
        report = simulate("chronicles", 2, 1, 1, check=False)
    assert report["errors"] == 1 and "bot defect" in report["error_details"][0]
