"""The exact attack solver: hand-calculated probabilities, an independent
brute force over ordered dice outcomes, Monte Carlo runs of the optimal
policy (directly and through the rules engine), and the UI hint."""

from __future__ import annotations

import math
import random
from functools import cache
from itertools import product

import pytest

from game.conquest.content import FACES, Line, default_content
from game.conquest.fills import counts_of, legal_fills
from game.conquest.rules import RULES
from game.conquest.solver import (
    attack_probability,
    best_action,
    chance_to_conquer,
    city_probability,
    position,
    rolls,
)
from tests.conquest.test_rules import fresh, scenario, showing

CAV = Line(symbols=(1, 0, 0))
ARC = Line(symbols=(0, 1, 0))
ARC2 = Line(symbols=(0, 2, 0))


def test_roll_multisets_are_a_distribution():
    for k in range(1, 8):
        assert len(rolls(k)) == math.comb(k + 5, 5)
        assert sum(p for _c, p in rolls(k)) == pytest.approx(1.0)
    assert len(rolls(7)) == 792


def test_single_symbol_line_by_hand():
    """One cavalry: roll, and if no cavalry shows lose a die and try again."""
    p = 0.0
    for k in range(1, 8):
        miss = (5 / 6) ** k
        p = (1 - miss) + miss * p
        assert attack_probability([CAV], k) == pytest.approx(p, abs=1e-12)


def test_single_infantry_one_by_hand():
    p = 0.0
    for k in range(1, 8):
        p = 1 - 0.5**k + 0.5**k * p
        assert attack_probability([Line(1)], k) == pytest.approx(p, abs=1e-12)


def test_small_cases_by_hand():
    # two archers: 2 dice must both be archers; with 3 dice at least two, else reroll 2
    assert attack_probability([ARC2], 1) == 0.0
    assert attack_probability([ARC2], 2) == pytest.approx(1 / 36)
    assert attack_probability([ARC2], 3) == pytest.approx(16 / 216 + 200 / 216 / 36)
    # cavalry and archers as two lines with 2 dice: fill one (needs a cav or an
    # archer showing), then 1 die must show the other symbol
    assert attack_probability([CAV, ARC], 2) == pytest.approx((1 - (4 / 6) ** 2) / 6)
    # infantry 8 with 3 dice: only {3,3,2} (3 orders) and {3,3,3} reach 8
    assert attack_probability([Line(8)], 3) == pytest.approx(4 / 216)
    # a line needing more dice than there are
    assert attack_probability([Line(8), CAV], 3) == 0.0
    # the rulebook's single infantry-8 city with all 7 dice is the stored table value
    assert city_probability(default_content(), "cinderford") == pytest.approx(0.6919, abs=1e-4)


# --- independent brute force ----------------------------------------------------------


def brute(lines: tuple[Line, ...], k: int) -> float:
    """Optimal value over every ordered outcome and every legal fill (not only
    the fewest dice), sharing no code with the solver except legal_fills."""

    @cache
    def value(remaining: tuple[Line, ...], k: int) -> float:
        if not remaining:
            return 1.0
        if k == 0:
            return 0.0
        total = 0.0
        for outcome in product(FACES, repeat=k):
            best = value(remaining, k - 1)
            counts = counts_of(outcome)
            for i, line in enumerate(remaining):
                rest = remaining[:i] + remaining[i + 1:]
                for fill in legal_fills(line, counts):
                    best = max(best, value(rest, k - len(fill)))
            total += best
        return total / 6**k

    return value(tuple(sorted(lines)), k)


@pytest.mark.parametrize("lines, k", [
    ((Line(5), ARC), 4),
    ((CAV, ARC, Line(symbols=(0, 0, 1))), 4),
    ((Line(4), Line(4)), 4),
    ((Line(6), Line(symbols=(2, 0, 0))), 4),
    ((Line(7), CAV), 3),
])
def test_solver_matches_a_brute_force(lines, k):
    assert attack_probability(lines, k) == pytest.approx(brute(lines, k), abs=1e-12)


def test_position_choice_is_the_best_of_all_legal_options():
    """The fewest-dice shortcut never misses a better fill or a better reroll."""
    rng = random.Random(4)
    content = default_content()
    for _ in range(300):
        c = content.cities[rng.randrange(14)]
        lines = list(c.lines) + ([c.general_line] if rng.random() < 0.5 else [])
        free = [rng.choice(FACES) for _ in range(rng.randint(1, 7))]
        p, faces, i = position(lines, free)
        k = len(free)
        options = [attack_probability(lines, k - 1) if k > 1 else 0.0]
        for j, line in enumerate(lines):
            rest = lines[:j] + lines[j + 1:]
            for fill in legal_fills(line, counts_of(free)):
                options.append(1.0 if not rest else attack_probability(rest, k - len(fill)))
        assert p == pytest.approx(max(options), abs=1e-12)
        if faces is not None:
            assert faces in legal_fills(lines[i], counts_of(free))


# --- Monte Carlo of the optimal policy -----------------------------------------------


def simulate_policy(lines: list[Line], trials: int, rng: random.Random) -> float:
    wins = 0
    for _ in range(trials):
        remaining, k = list(lines), 7
        while k > 0:
            free = [FACES[rng.randrange(6)] for _ in range(k)]
            p, faces, i = position(remaining, free)
            if faces is None:
                k -= 1  # lose a die (also when nothing can succeed any more)
                continue
            remaining.pop(i)
            k -= len(faces)
            if not remaining:
                wins += 1
                break
    return wins / trials


@pytest.mark.parametrize("city_id", ["galehold", "hawksrest", "skyhold"])
def test_monte_carlo_agrees_with_the_exact_value(city_id):
    content = default_content()
    c = content.city(city_id)
    exact = attack_probability(c.lines, 7)
    trials = 6000
    estimate = simulate_policy(list(c.lines), trials, random.Random(city_id))
    sigma = math.sqrt(exact * (1 - exact) / trials)
    assert abs(estimate - exact) < 4 * sigma, (estimate, exact, sigma)


def test_monte_carlo_through_the_rules_engine():
    """Playing best_action in real turns conquers cinderford at the exact rate."""
    state = fresh(2, seed=21)
    index = state.content.index["cinderford"]
    trials = wins = 0
    while trials < 2500:
        seat = state.current
        action, _p = best_action(RULES.view(state, seat), "cinderford")
        RULES.submit(state, seat, action)
        if state.current != seat:  # the turn ended
            trials += 1
            if state.owner[index] == seat:
                wins += 1
                state = fresh(2, first=state.current, seed=21 + trials)   # cinderford back in the centre
    exact = city_probability(state.content, "cinderford")
    sigma = math.sqrt(exact * (1 - exact) / trials)
    assert abs(wins / trials - exact) < 4 * sigma


# --- the hint for the UI ----------------------------------------------------------------


def test_chance_to_conquer_hint():
    state = scenario().owns(1, "gullwatch").state()
    view = RULES.view(state, 0)
    hint = chance_to_conquer(view)
    assert set(hint) == {c.id for c in state.content.cities}
    state = scenario().owns(1, "gullwatch").dice("arc arc i3 i3 i2 cav gen").state()
    hint = chance_to_conquer(RULES.view(state, 0))
    assert hint["cinderford"] == 1.0  # 3+3+2 fills its only line now
    gull = state.content.city("gullwatch")
    assert hint["gullwatch"] == pytest.approx(position([*gull.lines, gull.general_line], state.free)[0])
    RULES.submit(state, 0, ("fill", "gullwatch", "G", ("gen",)))
    hint = chance_to_conquer(RULES.view(state, 0))
    assert list(hint) == ["gullwatch"]
    assert hint["gullwatch"] == pytest.approx(position(list(gull.lines), state.free)[0])


def test_best_action_is_legal_and_abandons_hopeless_turns():
    state = scenario().dice("i3 i3 i2 i1 i1 i1 i1").state()
    action, p = best_action(RULES.view(state, 0), "cinderford")
    assert action == ("fill", "cinderford", 0, ("i2", "i3", "i3")) and p == 1.0
    assert action in RULES.legal_actions(state, 0)
    state = showing("i1", "i1")
    action, p = best_action(RULES.view(state, 0), "skyhold")
    assert action == ("abandon",) and p == 0.0
