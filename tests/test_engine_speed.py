"""The shortcuts that make random play fast change nothing a player or a seed
sees: ``randbelow`` draws as ``randrange``, kind-first sampling draws as
``random_choice`` over the whole legal list, and muted events leave the game
itself alone (every registered game)."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import GameConfig, Rules, randbelow, random_choice, shuffle
from game.registry import available, get_rules

GAMES = available()


def test_randbelow_draws_exactly_as_randrange():
    a, b = random.Random(7), random.Random(7)
    for n in [*range(1, 80), 1000, 2**31 - 1, 2**40 + 3] * 40:
        assert randbelow(a, n) == b.randrange(n)
    assert a.getstate() == b.getstate()


def test_shuffle_draws_exactly_as_random_shuffle():
    a, b = random.Random(3), random.Random(3)
    for size in [*range(0, 90), 200, 255, 256, 257, 600] * 3:     # past 256: beyond the bit-length table
        mine, theirs = list(range(size)), list(range(size))
        shuffle(a, mine)
        b.shuffle(theirs)
        assert mine == theirs
    assert a.getstate() == b.getstate()


def test_random_choice_draws_as_grouping_by_kind():
    """Uniform over kinds (numbered by first appearance), then within the kind;
    its shortcut for single-kind lists changes no draw."""

    def reference(rng: random.Random, legal: list[tuple]) -> tuple:
        if len(legal) == 1:
            return legal[0]
        kinds: dict[str, list[tuple]] = {}
        for action in legal:
            kinds.setdefault(action[0], []).append(action)
        group = list(kinds.values())[rng.randrange(len(kinds))]
        return group[rng.randrange(len(group))]

    maker = random.Random(9)
    for _ in range(2000):
        legal = [(maker.choice("abc"[: maker.randint(1, 3)]), i) for i in range(maker.randint(1, 12))]
        seed = maker.random()
        one, two = random.Random(seed), random.Random(seed)
        assert random_choice(one, legal) == reference(two, legal)
        assert one.getstate() == two.getstate()


def _decisions(game: str, players: int, seed: int, limit: int = 3000):
    """(state, seat) at every decision of a random game (the state is live: use it at once)."""
    rules = get_rules(game)
    state = rules.new_state(GameConfig(game, players, seed))
    rng = random.Random(seed)
    for _ in range(limit):
        seats = rules.to_move(state)
        if not seats:
            return
        seat = seats[rng.randrange(len(seats))]
        yield state, seat
        rules.apply(state, seat, rules.sample_action(state, seat, rng))


@pytest.mark.parametrize("game", GAMES)
def test_kind_first_sampling_draws_as_random_choice_over_the_whole_list(game):
    rules = get_rules(game)
    hooked = 0
    for players in sorted({rules.min_players, min(4, rules.max_players), rules.max_players}):
        for state, seat in _decisions(game, players, seed=players):
            kinds = rules.action_kinds(state, seat)
            if kinds is None:
                continue
            hooked += 1
            legal = rules.legal_actions(state, seat)
            assert kinds == list(dict.fromkeys(a[0] for a in legal))
            for kind in kinds:
                assert rules.legal_actions_of_kind(state, seat, kind) == [a for a in legal if a[0] == kind]
            one, two = random.Random(hooked), random.Random(hooked)
            assert Rules.sample_action(rules, state, seat, one) == random_choice(two, legal)
            assert one.getstate() == two.getstate()
    if type(rules).action_kinds is Rules.action_kinds:
        assert hooked == 0  # the game lists everything; sample_action groups the list
    else:
        assert hooked > 100


@pytest.mark.parametrize("game", GAMES)
def test_muted_events_change_nothing_but_the_log(game):
    rules = get_rules(game)
    players = min(4, rules.max_players)
    loud = rules.new_state(GameConfig(game, players, 5))
    quiet = rules.new_state(GameConfig(game, players, 5))
    quiet.mute_events = True
    setup_events = len(quiet.events)
    rng_loud, rng_quiet = random.Random(1), random.Random(1)
    for _ in range(400):
        seats = rules.to_move(loud)
        assert rules.to_move(quiet) == seats
        if not seats:
            break
        seat = seats[0]
        action = rules.sample_action(loud, seat, rng_loud)
        assert rules.sample_action(quiet, seat, rng_quiet) == action
        rules.apply(loud, seat, action)
        rules.apply(quiet, seat, action)
    for seat in [None, *range(players)]:
        assert rules.view(quiet, seat) == rules.view(loud, seat)
    assert len(loud.events) > setup_events and len(quiet.events) == setup_events
    assert rules.clone(quiet).mute_events


def test_randbelow_asks_a_scripted_generator_through_its_randrange():
    class Loaded(random.Random):
        def randrange(self, *args, **kwargs):
            return 5

    assert [randbelow(Loaded(1), 6) for _ in range(3)] == [5, 5, 5]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_chronicles_sampling_draws_as_random_choice_outside_placement(players):
    """Chronicles samples the draft without listing it (and Placement from the
    whole commit space); every other decision draws as ``random_choice`` does."""
    from game.chronicles.state import PLACEMENT, RECRUIT

    rules = get_rules("chronicles")
    drafts = 0
    for seed in range(3):
        for state, seat in _decisions("chronicles", players, seed=seed + 10 * players):
            if state.phase == PLACEMENT:
                continue
            drafts += state.phase == RECRUIT
            legal = rules.legal_actions(state, seat)
            one, two = random.Random(drafts), random.Random(drafts)
            assert rules.sample_action(state, seat, one) == random_choice(two, legal)
            assert one.getstate() == two.getstate()
    assert drafts > 30


def test_conquest_own_sampler_draws_as_the_protocols():
    """Conquest overrides ``sample_action`` for speed; it draws exactly what the
    protocol's kind-first sampler draws."""
    game = "conquest"
    rules = get_rules(game)
    assert type(rules).sample_action is not Rules.sample_action
    compared = 0
    for players in sorted({rules.min_players, rules.max_players}):
        for state, seat in _decisions(game, players, seed=players + 20):
            if rules.action_kinds(state, seat) is None:
                continue
            compared += 1
            one, two = random.Random(compared), random.Random(compared)
            assert rules.sample_action(state, seat, one) == Rules.sample_action(rules, state, seat, two)
            assert one.getstate() == two.getstate()
    assert compared > 100


def test_chronicles_small_sample_draws_exactly_as_random_sample():
    from game.chronicles.placement import sample_small

    a, b = random.Random(4), random.Random(4)
    for n in [*range(0, 8), 21, 30] * 30:
        population = list(range(10, 10 + n))
        for k in range(n + 1):
            assert sample_small(a, population, k) == b.sample(population, k)
    assert a.getstate() == b.getstate()


def test_conquest_counts_fresh_fills_in_the_listed_order():
    """Random play counts a fresh attack's fills and makes only the drawn one:
    fill ``k`` is the ``k``-th of the whole list, and the count is its length."""
    from game.conquest.fills import counts_of

    rules = get_rules("conquest")
    fresh = 0
    for state, seat in _decisions("conquest", 4, seed=3, limit=1500):
        if state.target is not None or state.filled or not state.free:
            continue
        fresh += 1
        plan, counts = rules.plan(state.content), counts_of(state.free)
        listed = rules._fills(state, seat)
        assert plan.fresh_fill_count(state, seat, counts) == len(listed)
        assert [plan.nth_fresh_fill(state, seat, counts, k) for k in range(len(listed) + 1)] == [*listed, None]
    assert fresh > 100
