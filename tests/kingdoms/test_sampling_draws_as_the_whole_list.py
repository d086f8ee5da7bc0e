"""Kingdoms' own ``sample_action`` reads the "act" and "select" lists by their
layout instead of grouping them by kind: it must draw exactly what
``random_choice`` draws over the whole legal list, and the same numbers."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.protocol import GameConfig, random_choice
from game.kingdoms import engine
from game.kingdoms.rules import RULES


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_sample_action_draws_as_random_choice_over_the_legal_list(players):
    decisions: Counter[str] = Counter()
    for game in range(4):
        state = RULES.new_state(GameConfig("kingdoms", players, 100 * players + game))
        rng = random.Random(game)
        for n in range(3000):
            seats = RULES.to_move(state)
            if not seats:
                break
            seat = seats[rng.randrange(len(seats))]
            one, two = random.Random(n), random.Random(n)
            drawn = RULES.sample_action(state, seat, one)
            assert drawn == random_choice(two, RULES.legal_actions(state, seat)), (state.dec, state.act_action)
            assert one.getstate() == two.getstate()
            if state.dec == "act" and state.act_action != "patrol" and seat == state.dec_seat:
                assert engine.sample_act(state, random.Random(n)) is not None  # the shortcut was taken
            decisions[f"{state.dec}/{state.act_action if state.dec == 'act' else ''}"] += 1
            RULES.apply(state, seat, drawn)
        assert RULES.is_over(state)
    # every layout the shortcut reads was met, and the patrol list it leaves to random_choice
    for kind in ("select/", "act/patrol", "act/quest", "act/trade", "act/expand", "act/build", "act/research"):
        assert decisions[kind] > 0, (kind, decisions)


def test_an_act_list_whose_runs_end_elsewhere_is_grouped_as_a_whole():
    state = RULES.new_state(GameConfig("kingdoms", 4, 7))
    rng = random.Random(3)
    while not (state.dec == "act" and state.act_action == "trade" and state.dec_seat != state.active):
        seat = RULES.to_move(state)[0]
        RULES.apply(state, seat, RULES.sample_action(state, seat, rng))
    # no free pick, so one collect should head the list; here a second one follows it
    state.legal = [("collect", ()), ("collect", ("mana",)), ("trade", "mana", "ore", 1), ("collect", ("ore",))]
    for n in range(20):
        one, two = random.Random(n), random.Random(n)
        assert RULES.sample_action(state, state.dec_seat, one) == random_choice(two, list(state.legal))
        assert one.getstate() == two.getstate()
