"""Before the last round the expert values a kingdom by its expected final score: this
round's outcome, then the VP the fitted outlook (``game.chronicles.outlook``) says it
will still gain from where the round leaves it.  Hard's value sees only this round, so
it spends gold that the rest of the game would have paid more for."""

from __future__ import annotations

from game.chronicles.bots import ExpertBot, HardBot
from game.chronicles.duel import duel_value
from game.chronicles.outlook import (
    FEATURES,
    Outlook,
    aged,
    build_then_age,
    default_outlook,
    score_now,
)
from game.chronicles.rules import RULES
from game.chronicles.scenario import Scenario
from game.chronicles.seen import player_from_view
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2
from game.chronicles.worth import evaluate

from .helpers import T
from .test_expert_plays_for_the_win import last_round


def round_two_building(gold: int):
    """Round 2's Building, two players: seat 0 holds ``gold`` and two small cards, no buildings."""
    sc = Scenario(2, seed=3, round=2, phase="building")
    sc.seat(0, gold=gold, vp=10).seat(1, gold=3, vp=10)
    sc.put(0, TOP_1, "ploughman")
    sc.put(0, BOTTOM_1, "tinker")
    sc.put(1, TOP_1, "lance_rider")
    return sc.state()


def test_expert_keeps_the_gold_the_rest_of_the_game_pays_more_for():
    """With 8 gold in round 2 hard pays 5 for the Shrine's level 2 (3 printed VP and its
    income and war bonus, which this round's horizon rates above the gold).  The expert's
    outlook, fitted on 285 self-play games, says each gold still held after round 2 brings
    about 1.0 VP by the end (cards and buildings of rounds 3 and 4), more than the Shrine
    adds: it builds the free Feast Hall and keeps the 8 gold."""
    state = round_two_building(8)
    view, legal = RULES.view(state, 0), RULES.legal_actions(state, 0)
    hard = HardBot(0, 1).choose(view, legal)
    expert = ExpertBot(0, 1).choose(view, legal)
    assert hard[:3] == ("build", "shrine", 2)
    assert expert[:3] == ("build", "feast_hall", 1)
    me = player_from_view(view, 0)
    _, action = build_then_age(T, me, default_outlook(), 2)
    assert action == expert
    RULES.submit(state, 0, expert)
    assert state.players[0].gold == 8                   # the Feast Hall costs no gold


def test_aging_as_the_outlook_sees_it_is_the_rules_aging():
    """The outlook scores the kingdom after Aging; its reckoning of Aging (leave keys,
    leavers gone, a token on each survivor) gives what the rules do."""
    sc = Scenario(2, seed=4, round=2, phase="building")
    sc.seat(0, gold=2, vp=5).seat(1, gold=0, vp=5)
    sc.put(0, TOP_1, "magpie", tokens=3)                # leaves: a gold per token
    sc.put(0, TOP_2, "stargazer", tokens=3)             # leaves: a VP per token leaving
    sc.put(0, BOTTOM_1, "ploughman")
    sc.put(0, BOTTOM_2, "tinker", tokens=1)
    state = sc.state()
    expected = aged(T, player_from_view(RULES.view(state, 0), 0))
    # three leave (7 tokens: 7 VP from the Stargazer, 3 gold from the Magpie); the ploughman ages
    assert (expected.vp, expected.gold, expected.slots.count(None)) == (12, 5, 4)
    for seat in (0, 1):
        RULES.submit(state, seat, ("pass",))
    while RULES.to_move(state) and state.round == 2:    # saves, if the rules ask
        seat = RULES.to_move(state)[0]
        RULES.submit(state, seat, RULES.legal_actions(state, seat)[-1])
    after = state.players[0]
    assert (after.vp, after.gold, after.slots) == (expected.vp, expected.gold, expected.slots)
    assert score_now(T, after) == score_now(T, expected)


def test_the_last_round_and_three_players_are_valued_as_before():
    """The outlook covers two players in rounds 1-3: the last round keeps the chance to
    finish ahead, and three players keep hard's value (nothing was measured there)."""
    assert ExpertBot.horizon == 1.0 and ExpertBot.outlook_build
    state = last_round(lead=0)
    view = RULES.view(state, 0)
    expert = ExpertBot(0, 1)
    samples = expert.samples_for(T, view)
    me = player_from_view(view, 0)
    assert expert.value(T, view, me, samples, 0) == duel_value(T, me, expert.rivals, samples, 0)
    three = Scenario(3, seed=2, round=2).state()
    view = RULES.view(three, 0)
    samples = expert.samples_for(T, view)
    me = player_from_view(view, 0)
    assert expert.value(T, view, me, samples, 2) == evaluate(T, me, samples, False, 2)


def test_the_expert_plays_by_the_outlook_it_is_given():
    """The expert reads its fit through ``ExpertBot.outlook`` (how a trial of another fit,
    ``chronicles_expert_variants.py``'s ``"outlook"``, swaps it): with an outlook that
    holds nothing still to come, gold kept after round 2 is worth nothing and the expert
    spends it on the Shrine, as hard does; the shipped fit keeps it."""
    nothing = Outlook({r: (0.0, [0.0] * len(FEATURES)) for r in (1, 2, 3)})

    class Blind(ExpertBot):
        def outlook(self) -> Outlook:
            return nothing

    state = round_two_building(8)
    view, legal = RULES.view(state, 0), RULES.legal_actions(state, 0)
    assert Blind(0, 1).choose(view, legal)[:3] == ("build", "shrine", 2)
    assert ExpertBot(0, 1).choose(view, legal)[:3] == ("build", "feast_hall", 1)
