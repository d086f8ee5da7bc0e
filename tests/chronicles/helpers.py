"""Shared helpers for the Chronicles tests: build a state by hand and drive it."""

from __future__ import annotations

import random

from game.chronicles.content import default_content
from game.chronicles.kingdom import tables
from game.chronicles.rules import RULES
from game.chronicles.state import ChroniclesState
from game.core.protocol import GameConfig

C = default_content()
T = tables(C)


def uid(kind: str, copy: int = 0) -> int:
    """The uid of copy ``copy`` of ``kind``."""
    return C.uids(kind)[copy]


def new_game(players: int = 4, seed: int = 1) -> ChroniclesState:
    return RULES.new_state(GameConfig("chronicles", players, seed))


def take(state: ChroniclesState, card: int) -> int:
    """Remove ``card`` from wherever it is (so a test can put it somewhere)."""
    for pile in (state.deck, state.discard):
        if card in pile:
            pile.remove(card)
            return card
    for p in state.players:
        for pile in (p.hand, p.pack, p.picks):
            if card in pile:
                pile.remove(card)
                return card
        if p.reserve == card:
            p.reserve = None
            return card
        for s, c in enumerate(p.slots):
            if c is not None and c[0] == card:
                p.slots[s] = None
                return card
    raise AssertionError(f"card {card} is nowhere")


def put(state: ChroniclesState, seat: int, slot: int, kind: str, tokens: int = 0, copy: int = 0) -> int:
    """Put a copy of ``kind`` into a slot of ``seat`` (taken from wherever it was)."""
    card = uid(kind, copy)
    take(state, card)
    state.players[seat].slots[slot] = [card, tokens, state.round]
    return card


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


def at_placement(players: int = 3, seed: int = 1) -> ChroniclesState:
    """A game at round 1's Placement with every hand emptied into the discard pile."""
    state = new_game(players, seed)
    to_placement(state)
    for p in state.players:
        state.discard.extend(p.hand)
        p.hand = []
    return state


def give(state: ChroniclesState, seat: int, kind: str, copy: int = 0) -> int:
    """Put a copy of ``kind`` into ``seat``'s hand."""
    card = uid(kind, copy)
    take(state, card)
    state.players[seat].hand.append(card)
    return card


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
