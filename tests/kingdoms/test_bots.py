"""Kingdoms bots: legal play from views only, fairness under hidden information,
the bid game, and the view-to-state rebuild the bots think with.

Strength and decision times are measured by ``python -m game arena`` and the
balance command, not here (see docs/balance/kingdoms.md).
"""

from __future__ import annotations

import json
import random

import pytest

from game.core.bots import make_bot
from game.core.protocol import GameConfig, freeze
from game.kingdoms import bots as kbots
from game.kingdoms.ai import bids
from game.kingdoms.ai.rebuild import rebuild
from game.kingdoms.state import BOX, DOWN
from game.registry import get_rules

RULES = get_rules("kingdoms")
LEVELS = ("random", "easy", "normal", "hard")


class QuickHard(kbots.HardBot):
    """The hard bot on a smaller budget of iterations, for quick tests."""

    iterations = 24


def bot_for(level: str, seat: int, seed: int):
    if level == "hard":
        return QuickHard(seat, seed)
    return make_bot("kingdoms", level, seat, seed)


def json_view(state, seat):
    """The view as a bot on the other side of a JSON pipe would get it."""
    return json.loads(json.dumps(RULES.view(state, seat)))


def play(config: GameConfig, levels: list[str], seed: int, stop=None, max_steps: int = 4000):
    state = RULES.new_state(config)
    players = [bot_for(level, p, seed + p) for p, level in enumerate(levels)]
    for _ in range(max_steps):
        seats = RULES.to_move(state)
        if not seats or (stop and stop(state)):
            return state
        chosen = []
        for p in seats:
            view = json_view(state, p)
            assert isinstance(view, dict)
            legal = RULES.legal_actions(state, p)
            action = players[p].choose(view, legal)
            assert freeze(action) in legal, (levels[p], action)
            chosen.append((p, action))
        for p, action in chosen:
            RULES.submit(state, p, action)
    return state


@pytest.mark.parametrize("n,variant,levels", [
    (2, None, ["easy", "random"]),
    (2, "exploration", ["normal", "easy"]),
    (3, "exploration", ["normal", "random", "easy"]),
    (4, None, ["normal", "normal", "easy", "random"]),
])
def test_bots_play_legal_actions_from_json_views(n, variant, levels):
    for seed in (1, 2):
        state = play(GameConfig("kingdoms", n, seed, variant, {}), levels, seed)
        assert RULES.is_over(state)


def test_hard_bot_plays_legal_actions():
    state = play(GameConfig("kingdoms", 2, 7, "exploration", {}), ["hard", "normal"], 7, max_steps=160)
    assert state.turn > 5


def test_make_bot_offers_every_level():
    for level in LEVELS:
        bot = make_bot("kingdoms", level, 0, 1)
        assert bot.level == level


# --- fairness ---------------------------------------------------------------------------------
def _decision_state(n: int, seed: int, kinds: tuple[str, ...], min_turn: int):
    """A mid-game exploration state waiting for one of ``kinds`` with face-down tokens left."""
    def stop(s):
        return (s.turn >= min_turn and s.dec in kinds
                and sum(1 for st in s.tok_state if st in (DOWN, BOX)) >= 2)
    state = play(GameConfig("kingdoms", n, seed, "exploration", {}), ["random"] * n, seed, stop=stop)
    assert stop(state), "no suitable state reached"
    return state


def _shuffled_hidden_tokens(state, rng: random.Random):
    """A copy that differs only in what the face-down and boxed tokens are."""
    other = RULES.clone(state)
    hidden = [t for t, st in enumerate(other.tok_state) if st in (DOWN, BOX)]
    kinds = [other.tok_type[t] for t in hidden]
    for _ in range(20):
        rng.shuffle(kinds)
        if kinds != [other.tok_type[t] for t in hidden]:
            break
    for t, kind in zip(hidden, kinds, strict=True):
        other.tok_type[t] = kind
    return other


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_face_down_tokens_never_change_a_decision(level):
    rng = random.Random(3)
    checked = 0
    for n, seed, kind in ((2, 4, "select"), (3, 5, "act"), (4, 6, "select"), (3, 8, "act")):
        state = _decision_state(n, seed, (kind,), 3)
        seat = RULES.to_move(state)[0]
        variants = [state] + [_shuffled_hidden_tokens(state, rng) for _ in range(3)]
        assert any(v.tok_type != state.tok_type for v in variants[1:])
        views = [RULES.view(v, seat) for v in variants]
        assert all(v == views[0] for v in views)
        choices = {bot_for(level, seat, 99).choose(views[k], RULES.legal_actions(variants[k], seat))
                   for k in range(len(variants))}
        assert len(choices) == 1, choices
        checked += 1
    assert checked == 4


def _bid_state(n: int, seed: int):
    def stop(s):
        return s.dec == "bid" and len(RULES.to_move(s)) == 2
    for k in range(40):
        state = play(GameConfig("kingdoms", n, seed + k, "exploration", {}), ["random"] * n, seed + k, stop=stop)
        if stop(state):
            return state
    raise AssertionError("no two-sided war bid reached")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("n", [2, 3])
def test_the_other_sides_pending_bid_never_changes_a_bid(level, n):
    state = _bid_state(n, 20 + n)
    a, d = RULES.to_move(state)
    for first, second in ((a, d), (d, a)):
        choices = set()
        for bid in RULES.legal_actions(state, first):
            other = RULES.clone(state)
            RULES.submit(other, first, bid)
            assert RULES.to_move(other) == (second,)
            view = RULES.view(other, second)
            assert view == RULES.view(state, second)
            choices.add(bot_for(level, second, 5).choose(view, RULES.legal_actions(other, second)))
        assert len(choices) == 1, choices
        # and the same bid as when the other side has not bid yet
        assert choices == {bot_for(level, second, 5).choose(RULES.view(state, second),
                                                            RULES.legal_actions(state, second))}


# --- the bid game ------------------------------------------------------------------------------
def test_bid_game_is_a_mixed_strategy():
    mix_a, mix_d = bids.solve(8, 8, 0, 0, 25, 15, -999, 3)
    assert abs(sum(mix_a) - 1) < 1e-9 and abs(sum(mix_d) - 1) < 1e-9
    assert sum(1 for p in mix_a if p > 0.02) >= 2
    assert sum(1 for p in mix_d if p > 0.02) >= 2


def test_bid_game_with_nothing_to_bid_is_a_flag():
    mix_a, mix_d = bids.solve(0, 5, 0, 0, 25, 15, -999, 3)
    assert mix_a == (1.0,)
    assert mix_d[0] > 0.9  # never pay against an attacker who cannot bid


def test_bids_are_sampled_with_the_bots_own_rng():
    mix = (0.25, 0.25, 0.5)
    picks = {bids.sample(mix, random.Random(k)) for k in range(50)}
    assert picks == {0, 1, 2}


# --- the rebuild --------------------------------------------------------------------------------
def test_rebuilt_state_offers_the_same_options():
    """At every select/act/bid decision, the state rebuilt from the view lists the
    same options as the real game (up to which of two meeples in a region moves)."""
    def norm(s, actions):
        out = set()
        for a in actions:
            if a[0] in ("patrol", "quest", "stand"):
                a = (a[0], s.m_region[a[1]], *a[2:])
            out.add(a)
        return out

    checked = 0
    for n, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        state = RULES.new_state(GameConfig("kingdoms", n, seed, "exploration", {}))
        players = [make_bot("kingdoms", "normal", p, p) for p in range(n)]
        rng = random.Random(seed)
        while RULES.to_move(state):
            seats = RULES.to_move(state)
            for p in seats:
                view = RULES.view(state, p)
                if view["decision"]["kind"] in ("select", "act", "bid"):
                    s = rebuild(view, rng)
                    assert norm(s, RULES.legal_actions(s, p)) == norm(state, RULES.legal_actions(state, p))
                    checked += 1
            chosen = [(p, players[p].choose(RULES.view(state, p), RULES.legal_actions(state, p))) for p in seats]
            for p, action in chosen:
                RULES.submit(state, p, action)
    assert checked > 300


def test_the_safety_cap_stops_a_runaway_search_and_counts_it():
    """The budget is iterations; the clock only stops a runaway (arena measures the real p95)."""
    import time

    class Runaway(kbots.HardBot):
        iterations = 10**9
        safety_seconds = 0.05

    state = _decision_state(3, 5, ("select",), 3)
    seat = RULES.to_move(state)[0]
    bot = Runaway(seat, 1)
    t0 = time.perf_counter()
    action = bot.choose(RULES.view(state, seat), RULES.legal_actions(state, seat))
    assert action in RULES.legal_actions(state, seat)
    assert time.perf_counter() - t0 < 1.0
    assert bot.cap_hits == 1


def test_hard_values_face_up_camp_fort_and_church_it_controls():
    """Issue 15: the hard bot's leaf evaluation counts the face-up camp, fort and church
    tokens a seat controls (the normal bot's evaluation, which the balance runs on, does not)."""
    from game.kingdoms.ai.evaluate import TOKEN_WORTH, values
    from tests.kingdoms.helpers import scenario

    sc = scenario(3, exploration=True)
    sc.put(0, sc.r(0, 2), 2)
    sc.put(1, sc.r(1, 2), 2)
    sc.put(2, sc.r(2, 2), 2)
    plain = values(sc.position(), tokens=True)
    for k, kind in enumerate(("camp", "fort", "church")):
        sc.token(sc.r(0, 2) if k == 0 else sc.r(k, 2), kind, up=True)
    with_tokens = values(sc.state, tokens=True)
    for seat in range(3):
        assert with_tokens[seat] > plain[seat]
    assert with_tokens[0] - plain[0] > with_tokens[2] - plain[2]        # a camp is worth more than a church
    assert values(sc.state) == plain                                     # normal's view: unchanged
    assert set(TOKEN_WORTH) == {"camp", "fort", "church", "dragon_lair"}


def test_hard_bid_stakes_include_the_crown_changing_hands():
    """Issue 15: beyond the plain bid game, the hard bot's stakes count the crown (a defender
    holding it makes the war worth more to both) and cheaper war cost as the end nears."""
    from game.kingdoms.ai import policy
    from tests.kingdoms.test_war import war

    sc, _, _ = war(exploration=True)
    s = sc.state
    w = s.stack[-1]
    plain = policy.war_game(s, w)
    sharp = policy.war_game(s, w, sharp=True)
    assert sharp[2] == plain[2]                                          # no crown: same stake
    s = war(before=lambda sc: sc.crown(1), exploration=True)[0].state     # the defender holds the crown
    crowned = policy.war_game(s, s.stack[-1], sharp=True)
    assert s.crown == 1 and crowned[2] == plain[2] + 10 * 2 * s.content.tokens.crown_vp  # tenths of a VP
    s = war(before=lambda sc: sc.set_tower(0, 6))[0].state                # the end is near
    w = s.stack[-1]
    assert s.tower[0] == 6 and policy.war_game(s, w, sharp=True)[5] < policy.war_game(s, w)[5]


class PlanningHard(kbots.HardBot):
    """The hard bot on a budget large enough for its selection search to plan the act."""

    iterations = 90


def _afford_all_position(shields: tuple[str, ...]):
    """2 players on the official sides; seat 0 to select with ore, mana and food for
    its next tower level, magic level and meeple (issue 33: 3 ore for a 2-ore level)."""
    from game.kingdoms.scenario import Scenario

    sc = Scenario(2, ["T1A", "T2A", "T3A"])
    sc.no_neutrals()
    sc.put(0, sc.r(0, 0), 2)
    sc.put(0, sc.r(0, 3), 1)
    sc.put(1, sc.r(1, 2), 2)
    sc.put(1, sc.r(1, 3), 1)
    sc.set_tower(0, 1)
    sc.set_magic(0, 1)
    sc.set_res(0, mana=3, ore=3, food=5)
    sc.set_res(1, mana=2, ore=2, food=2)
    return sc.start(active=0, shields=shields, turn=20)


@pytest.mark.parametrize("seed", range(6))
def test_hard_carries_out_the_build_it_selected_with_ore_enough(seed):
    """Issue 33: with Build selected and ore enough for the next level, the hard bot builds
    (it used to decline with 6 of 8 seeds, handing the other seat the action for free)."""
    sc = _afford_all_position(())
    sc.do(0, ("select", "build"))
    assert sc.to_move() == (0,) and ("build",) in sc.legal(0)
    bot = PlanningHard(0, seed)
    assert bot.choose(sc.view(0), sc.legal(0)) == ("build",)


@pytest.mark.parametrize("seed", range(4))
def test_hard_carries_out_the_research_it_selected_in_a_real_game(seed):
    """Issue 33: a position from an arena game (tests/data/kingdoms_research_declined.json)
    where the hard bot selected research with mana enough and then, with every bot seed
    tried, played nothing; it now researches."""
    from pathlib import Path

    from game.core.match import Match

    case = json.loads((Path(__file__).parent.parent / "data" / "kingdoms_research_declined.json").read_text())
    config = GameConfig("kingdoms", case["players"], case["seed"], None, {})
    match = Match.replay(config, [(seat, freeze(a)) for seat, a in case["log"]], RULES)
    seat = case["hard_seat"]
    match.submit(seat, freeze(case["select"]))
    assert ("research",) in match.legal(seat)
    assert PlanningHard(seat, seed).choose(match.view(seat), match.legal(seat)) == ("research",)


@pytest.mark.parametrize("seed", range(4))
def test_hard_follows_through_on_the_action_it_selects(seed):
    """Issue 33: one decision for select and act.  Whatever affordable action the hard bot
    selects, its act is an execution of it (the one the selection search valued), never
    "nothing"."""
    sc = _afford_all_position(("patrol", "quest", "trade"))
    bot = PlanningHard(0, seed)
    selected = bot.choose(sc.view(0), sc.legal(0))
    assert selected[0] == "select" and selected[1] in ("build", "research", "expand")
    sc.do(0, selected)
    act = bot.choose(sc.view(0), sc.legal(0))
    assert act[0] == selected[1], (selected, act)
