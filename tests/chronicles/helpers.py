"""Shared helpers for the Chronicles tests: positions come from the public builder
(game.chronicles.scenario), then the tests drive them with legal actions."""

from __future__ import annotations

import random

from game.chronicles.content import default_content
from game.chronicles.kingdom import tables
from game.chronicles.rules import RULES
from game.chronicles.scenario import Scenario
from game.chronicles.state import ChroniclesState
from game.core.protocol import GameConfig

C = default_content()
T = tables(C)


def new_game(players: int = 4, seed: int = 1) -> ChroniclesState:
    return RULES.new_state(GameConfig("chronicles", players, seed))


def to_placement(state: ChroniclesState, rng: random.Random | None = None) -> None:
    """Finish the draft with first-card picks."""
    while state.phase == "recruit":
        for seat in RULES.to_move(state):
            RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])


def empty_commit() -> tuple:
    return ("commit", (), (), (), None, ())


def commit_all(state: ChroniclesState, commits: dict[int, tuple]) -> None:
    """Submit the given commits; every other seat commits nothing."""
    for seat in range(state.n):
        RULES.submit(state, seat, commits.get(seat, empty_commit()))


def play_random(state: ChroniclesState, rng: random.Random, check: bool = True, limit: int = 5000) -> int:
    n = 0
    while not RULES.is_over(state):
        seats = RULES.to_move(state)
        seat = seats[rng.randrange(len(seats))]
        action = RULES.sample_action(state, seat, rng)
        RULES.submit(state, seat, action)
        n += 1
        if check:
            problems = RULES.check_invariants(state)
            assert not problems, problems
        assert n < limit
    return n


def scenario(players: int = 3, seed: int = 1, round: int = 1, phase: str = "placement") -> Scenario:
    """A position builder (game.chronicles.scenario): by default round 1's Placement,
    hands dealt from the seeded deck around the cards a test names."""
    return Scenario(players, seed, round, phase)


def in_play(players: int = 3, seed: int = 1, phase: str = "placement") -> Scenario:
    """A builder for round 2, the first round whose kingdoms may hold characters and buildings."""
    return Scenario(players, seed, 2, phase)


def commit_empty(state: ChroniclesState) -> None:
    """Every seat still to commit commits nothing."""
    for seat in RULES.to_move(state):
        RULES.submit(state, seat, empty_commit())


def to_building(state: ChroniclesState) -> None:
    """From the Placement: empty commits, ENTER choices answered, War and Income run."""
    commit_empty(state)
    answer_choices(state)
    assert state.phase == "building"


def age(state: ChroniclesState, answers=None) -> None:
    """Play on through the next Aging (answers: save choices in turn, None = decline):
    first cards drafted, empty commits, first ENTER choices, every build passed."""
    answers = list(answers or [])
    start = state.round
    while not RULES.is_over(state) and state.round == start:
        seat = RULES.to_move(state)[0]
        if state.phase == "aging":
            RULES.submit(state, seat, ("save", answers.pop(0) if answers else None))
        elif state.phase == "placement":
            RULES.submit(state, seat, empty_commit())
        elif state.phase == "building":
            RULES.submit(state, seat, ("pass",))
        else:
            RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])


def commit(discard=(), moves=(), place=(), reserve=None, pay_order=None) -> tuple:
    from game.chronicles.placement import make_commit

    return make_commit(T, discard, moves, place, reserve, pay_order)


def answer_choices(state: ChroniclesState, pick=None) -> None:
    """Answer open ability choices: ``pick(choice) -> answer`` or the first option."""
    while state.phase in ("enter", "aging") and state.choice is not None:
        choice = state.choice
        answer = pick(choice) if pick else choice["options"][0]
        RULES.submit(state, choice["seat"], ("age" if choice["kind"] == "age" else "save", answer))


def all_pass_build(state: ChroniclesState) -> None:
    for seat in RULES.to_move(state):
        RULES.submit(state, seat, ("pass",))
