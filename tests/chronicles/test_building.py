"""Build actions (C43-C56, C90, C91)."""

from __future__ import annotations

import pytest

from game.chronicles.building import apply_build, build_price, legal_builds
from game.chronicles.kingdom import land_cost, production
from game.chronicles.rules import RULES
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2, TOP_EXTRA
from game.core.protocol import IllegalAction

from .helpers import (
    T,
    all_pass_build,
    answer_choices,
    commit,
    commit_all,
    in_play,
    scenario,
    to_building,
)

KEYS = ["township", "feast_hall", "quarry", "shrine", "garrison"]
NONE = (0, 0, 0)


def _player(*cards, gold=3, built=None):
    """Round 2's Placement with seat 0 holding ``cards`` = (slot, kind), ``gold`` and buildings."""
    sc = in_play().seat(0, gold=gold, buildings=built)
    for slot, kind in cards:
        sc.put(0, slot, kind)
    state = sc.state()
    return state, state.players[0]


def test_c44_land_cost_is_2_per_building_built_and_0_with_a_steward():
    """C44, C91; RB 264: two buildings -> land cost 4."""
    costs = []
    for n in range(5):
        _, p = _player(built={key: 1 for key in KEYS[:n]})
        costs.append(land_cost(T, p))
    assert costs == [0, 2, 4, 6, 8]
    _, p = _player((BOTTOM_1, "steward"), built={"quarry": 1, "shrine": 2})
    assert land_cost(T, p) == 0
    assert build_price(T, p, ("build", "township", 1, (False,), NONE)) == 0  # the Steward's wood
    _, p = _player((BOTTOM_1, "steward"), gold=0, built={"quarry": 1, "shrine": 2})
    assert build_price(T, p, ("build", "garrison", 1, (False,), NONE)) == 0  # C91: level 1 or 2


def test_c45_c48_upgrade_has_no_land_cost_and_needs_level1_and_cost2():
    """C45, C48."""
    _, p = _player((BOTTOM_1, "log_splitter"), (BOTTOM_2, "log_splitter"), gold=0,
                   built={"township": 1, "quarry": 1})
    # Township L1 makes 1 wood + 2 splitters = 3 wood >= cost2 2 wood; no land cost with 0 gold
    assert build_price(T, p, ("upgrade", "township", (False,), NONE)) == 0
    assert build_price(T, p, ("upgrade", "feast_hall", (False,), NONE)) is None  # C49: unbuilt


def test_c46_c47_level1_needs_cost1_level2_directly_needs_cost1_plus_cost2():
    """C46, C47 (Ambiguity 11): Feast Hall straight to level 2 needs 1 wood + 2 food (RB 264)."""
    _, p = _player((BOTTOM_1, "acorn_sprite"), gold=10)
    assert build_price(T, p, ("build", "feast_hall", 1, (False,), NONE)) == 0
    assert build_price(T, p, ("build", "feast_hall", 2, (False, False), NONE)) is None
    _, p = _player((BOTTOM_1, "acorn_sprite"), (BOTTOM_2, "ploughman"), gold=10)
    assert build_price(T, p, ("build", "feast_hall", 2, (False, False), NONE)) == 0


def test_c49_a_building_cannot_be_built_twice_or_upgraded_unbuilt():
    """C49."""
    _, p = _player((BOTTOM_1, "oak_warden"), gold=10, built={"township": 1})
    assert build_price(T, p, ("build", "township", 1, (False,), NONE)) is None
    assert build_price(T, p, ("upgrade", "garrison", (False,), NONE)) is None
    _, p = _player((BOTTOM_1, "oak_warden"), gold=10, built={"township": 2})
    assert build_price(T, p, ("upgrade", "township", (False,), NONE)) is None


def test_c50_c52_building_never_consumes_production_and_own_production_counts_only_for_upgrade():
    """C50, C52, C97 (Ambiguity 12, 13): a Quarry's own gem pays the gem of its upgrade."""
    _, p = _player((BOTTOM_1, "log_splitter"), gold=10)
    before = production(T, p)
    assert apply_build(T, p, ("build", "quarry", 1, (False,), NONE)) == 0
    assert production(T, p) == [1, 0, 1]  # wood unchanged, the Quarry's gem added
    assert before == [1, 0, 0]
    assert build_price(T, p, ("build", "garrison", 1, (False,), NONE)) == 2  # same wood again, land 2
    assert build_price(T, p, ("upgrade", "quarry", (False,), NONE)) == 0  # 1 wood + its own gem
    _, p = _player((BOTTOM_1, "gem_digger"), gold=10)
    assert build_price(T, p, ("build", "quarry", 1, (False,), NONE)) is None  # needs wood; its gem does not help


def test_c51_characters_placed_this_round_produce_in_this_building_phase():
    """C51, C43: one build action per round."""
    sc = scenario()
    splitter = sc.give(0, "log_splitter")
    state = sc.state()
    commit_all(state, {0: commit(place=[(BOTTOM_1, splitter)])})
    answer_choices(state)
    assert state.phase == "building"
    action = ("build", "township", 1, (False,), NONE)
    assert action in RULES.legal_actions(state, 0)
    RULES.submit(state, 0, action)
    with pytest.raises(IllegalAction):
        RULES.submit(state, 0, ("upgrade", "township", (False,), NONE))
    all_pass_build(state)
    assert state.players[0].buildings[0] == 1
    assert sum(1 for e in state.events if e.kind == "build") == 1


def test_c53_shrine_parts_paid_by_production_or_gold_price_per_part():
    """C53 (Ambiguity 15)."""
    _, p = _player(gold=10)
    assert build_price(T, p, ("build", "shrine", 1, (True,), NONE)) == 2
    assert build_price(T, p, ("build", "shrine", 1, (False,), NONE)) is None
    assert build_price(T, p, ("build", "shrine", 2, (True, True), NONE)) == 5
    _, p = _player((BOTTOM_1, "gem_digger"), (BOTTOM_2, "lantern_kobold"), gold=10)
    assert build_price(T, p, ("build", "shrine", 2, (True, False), NONE)) == 2  # part 2 by 2 gems
    assert build_price(T, p, ("build", "shrine", 2, (False, True), NONE)) == 3
    assert build_price(T, p, ("build", "quarry", 1, (True,), NONE)) is None  # no gold price


def test_c54_a_build_costing_more_gold_than_owned_is_illegal():
    """C54: land + Shrine gold prices + purchases."""
    _, p = _player(gold=3, built={"township": 1})
    assert build_price(T, p, ("build", "shrine", 1, (True,), NONE)) is None  # 2 land + 2
    _, p = _player(gold=4, built={"township": 1})
    assert build_price(T, p, ("build", "shrine", 1, (True,), NONE)) == 4


def test_c55_a_level2_building_opens_the_fifth_slot_only_from_the_next_placement():
    """C55 (Ambiguity 19)."""
    sc = in_play().seat(0, gold=10)
    warden = sc.give(0, "oak_warden")
    state = sc.state()
    commit_all(state, {0: commit(place=[(BOTTOM_1, warden)])})
    answer_choices(state)
    RULES.submit(state, 0, ("build", "township", 2, (False, False), NONE))
    all_pass_build(state)
    answer_choices(state)
    p = state.players[0]
    assert p.buildings[0] == 2
    assert state.phase == "recruit" and not p.extra_open
    while state.phase == "recruit":
        for seat in RULES.to_move(state):
            RULES.submit(state, seat, RULES.legal_actions(state, seat)[0])
    assert p.extra_open and TOP_EXTRA in p.available_slots()


def test_c56_only_the_face_up_side_is_active():
    """C56 (Ambiguity 18): a Quarry at level 1 scores nothing in War; at level 2 it does."""
    state, p = _player(built={"quarry": 1})
    to_building(state)  # War, then Income
    assert p.vp == 6
    state, p = _player(built={"quarry": 2})
    to_building(state)
    assert p.vp == 6 + 2


def test_c90_purchases_timber_broker_wood_only_sage_any_never_above_shortfall():
    """C90 (Ambiguity 16)."""
    _, p = _player((BOTTOM_1, "timber_broker"), gold=5)
    assert build_price(T, p, ("build", "township", 1, (False,), (1, 0, 0))) == 1
    assert build_price(T, p, ("build", "township", 1, (False,), (2, 0, 0))) is None  # above the shortfall
    assert build_price(T, p, ("build", "feast_hall", 1, (False,), (0, 1, 0))) is None  # wood only
    assert build_price(T, p, ("build", "township", 1, (False,), NONE)) is None
    _, p = _player((BOTTOM_1, "blueprint_sage"), gold=5)
    assert build_price(T, p, ("build", "feast_hall", 1, (False,), (0, 1, 0))) == 1
    assert build_price(T, p, ("build", "shrine", 1, (False,), (0, 0, 1))) == 1
    apply_build(T, p, ("build", "shrine", 1, (False,), (0, 0, 1)))
    assert production(T, p) == [0, 0, 0]  # purchases do not survive the action
    assert p.gold == 4


def test_legal_builds_are_exactly_the_legal_actions():
    _, p = _player((BOTTOM_1, "blueprint_sage"), (TOP_1, "acorn_sprite"), (TOP_2, "gem_digger"), gold=6,
                   built={"quarry": 1})
    legal = legal_builds(T, p)
    assert ("pass",) in legal and len(legal) > 5
    for a in legal:
        assert build_price(T, p, a) is not None


def test_priced_builds_are_every_legal_build_at_build_price_in_random_games():
    """The options are priced once as they are made; that must agree with
    ``build_price`` on every action of the whole space, in random positions."""
    import random
    from itertools import product

    from game.chronicles.building import priced_builds
    from game.chronicles.state import BUILDING
    from game.core.protocol import GameConfig

    checked = 0
    for seed in range(12):
        state = RULES.new_state(GameConfig("chronicles", 2 + seed % 4, seed))
        rng = random.Random(seed)
        while not state.over:
            seats = RULES.to_move(state)
            seat = seats[rng.randrange(len(seats))]
            if state.phase == BUILDING:
                p = state.players[seat]
                priced = priced_builds(T, p)
                assert priced == [(a, build_price(T, p, a)) for a in legal_builds(T, p)]
                space = [("pass",)]
                for key in KEYS:
                    for buys in product(range(4), repeat=3):
                        space += [("build", key, 1, g, buys) for g in product((False, True), repeat=1)]
                        space += [("build", key, 2, g, buys) for g in product((False, True), repeat=2)]
                        space += [("upgrade", key, g, buys) for g in product((False, True), repeat=1)]
                accepted = {a: build_price(T, p, a) for a in space if build_price(T, p, a) is not None}
                assert dict(priced) == accepted
                checked += 1
            RULES.apply(state, seat, RULES.sample_action(state, seat, rng))
    assert checked > 100


def test_a_pass_at_the_building_is_told_to_everyone_once_the_builds_are_carried_out():
    """The log named who built and left out who passed: a reader could not tell
    a pass from a line missed."""
    state = in_play().state()
    to_building(state)
    seats = list(RULES.to_move(state))
    start = len(state.events)
    RULES.submit(state, seats[0], ("pass",))
    assert not [e for e in state.events[start:] if e.kind == "build_pass"]    # a secret until all have chosen
    for seat in seats[1:]:
        RULES.submit(state, seat, ("pass",))
    told = [e for e in state.events[start:] if e.kind == "build_pass"]
    assert sorted(e.args["player"] for e in told) == sorted(seats)
    assert all(e.to is None and e.reveal for e in told)
