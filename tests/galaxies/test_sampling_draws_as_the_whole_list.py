"""Galaxies' own ``sample_action`` and its die targets are shortcuts for random
play: they must make exactly the draws, and list exactly the actions, of the
slow definitions (the whole legal list; a die's targets only when it can act)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.core.protocol import GameConfig, random_choice
from game.galaxies import actions
from game.galaxies.rules import RULES
from game.galaxies.state import ACTIONS, UNUSED, GalaxiesState, MainDecision


def decisions(players: int, seed: int, variant: str | None = None) -> Iterator[tuple[GalaxiesState, int]]:
    """(state, seat) at every decision of a random game played by the rules' own sampler."""
    state = RULES.new_state(GameConfig("galaxies", players, seed, variant))
    rng = random.Random(seed)
    for _ in range(6000):
        seats = RULES.to_move(state)
        if not seats:
            return
        seat = seats[rng.randrange(len(seats))]
        yield state, seat
        RULES.apply(state, seat, RULES.sample_action(state, seat, rng))
    raise AssertionError("game did not end")


@pytest.mark.parametrize(("players", "variant"), [(1, None), (1, "hostile3"), (2, None), (4, None), (5, None)])
def test_sample_action_draws_as_random_choice_over_the_legal_list(players, variant):
    main = 0
    for n, (state, seat) in enumerate(decisions(players, players + 10, variant)):
        main += isinstance(state.pending, MainDecision)
        one, two = random.Random(n), random.Random(n)
        drawn = RULES.sample_action(state, seat, one)   # first, so it lists only what it draws
        assert drawn == random_choice(two, RULES.legal_actions(state, seat))
        assert one.getstate() == two.getstate()
    assert main > 20


def test_a_die_is_offered_targets_exactly_when_it_can_act():
    checked = 0
    for state, seat in decisions(3, 4):
        pending = state.pending
        if not isinstance(pending, MainDecision) or pending.seat != seat:
            continue
        for i, status in enumerate(state.status):
            face = state.faces[i]
            if status != UNUSED or face not in ACTIONS:
                continue
            found = RULES._targets(state, seat, face, i)
            if not RULES._can_activate(state, seat, face, i):
                assert found == []
                continue
            checked += 1
            state.status[i] = "activated"
            try:
                ctx = actions.Ctx(seat, True, "die", set(), False, i)
                assert found == actions.targets(state, seat, face, ctx)
            finally:
                state.status[i] = UNUSED
    assert checked > 200


@pytest.mark.parametrize("players", [1, 3])
def test_early_exit_checks_agree_with_the_counts_they_shortcut(players):
    """``can_acquire`` and ``has_orbiting`` stop at the first ship: they answer
    what ``acquire_count(...) > 0`` and ``bool(orbiting(...))`` answer."""
    from game.galaxies import board

    checked = 0
    for state, _seat in decisions(players, players + 20):
        for seat in range(state.n):
            for res in ("energy", "culture"):
                assert board.can_acquire(state, seat, res) == (board.acquire_count(state, seat, res) > 0)
            for track in ("diplomacy", "economy"):
                assert board.has_orbiting(state, seat, track) == bool(board.orbiting(state, seat, track))
            checked += 1
    assert checked > 100
