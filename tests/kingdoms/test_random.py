"""Many random Kingdoms games with invariants after every action, exact replay,
clones and saves (K9, K26, K72 and the invariants over whole games)."""

from __future__ import annotations

import json
import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import load_match, save_match
from game.kingdoms.rules import RULES
from tests.kingdoms.helpers import grid_rules, play_random


@pytest.mark.parametrize("players, variant", [(2, None), (3, None), (4, None), (5, None),
                                              (2, "exploration"), (3, "exploration"),
                                              (4, "exploration"), (5, "exploration")])
def test_random_games_end_with_invariants_after_every_action(players, variant):
    """20 games each (160 in all): K26 two-meeple limit, K72 0..9 resources, 7 meeples,
    shields, tower/magic bounds and hidden bids/tokens, checked after every action."""
    for rules in (grid_rules(), RULES):
        for g in range(10):
            seed = 1000 * players + g
            state = rules.new_state(GameConfig("kingdoms", players, seed, variant, {}))
            log = play_random(rules, state, random.Random(seed))
            assert state.over and rules.to_move(state) == ()
            assert len(log) < 3000
            result = rules.result(state)
            assert result.winners and len(result.scores) == players
            assert all(isinstance(x, int) for x in result.scores)


def test_k9_replay_gives_the_same_final_state():
    for players, variant in ((3, "exploration"), (2, None), (5, "exploration")):
        config = GameConfig("kingdoms", players, 4242, variant, {"faction_mode": "choice"})
        state = RULES.new_state(config)
        log = play_random(RULES, state, random.Random(7), check=False)
        again = Match.replay(config, log, RULES)
        assert RULES.view(again.state, None) == RULES.view(state, None)
        assert again.state.rng.getstate() == state.rng.getstate()
        assert [(e.kind, e.args) for e in again.state.events] == [(e.kind, e.args) for e in state.events]


def test_clone_is_independent_and_equal():
    rules = grid_rules()
    state = rules.new_state(GameConfig("kingdoms", 4, 5, "exploration", {}))
    play_random(rules, state, random.Random(5), stop=lambda s: len(s.log) > 0 or s.turn > 6)
    copy = rules.clone(state)
    assert rules.view(copy, None) == rules.view(state, None)
    play_random(rules, copy, random.Random(6))
    assert copy.over and not state.over
    play_random(rules, state, random.Random(6))
    assert rules.view(copy, None) == rules.view(state, None)


def test_save_and_load_round_trip_mid_war(tmp_path):
    config = GameConfig("kingdoms", 3, 31, "exploration", {})
    match = Match(config, RULES)
    rng = random.Random(31)
    from game.core.bots import random_choice
    while match.to_move() and match.state.dec != "bid":
        seat = match.to_move()[0]
        match.submit(seat, random_choice(rng, match.legal(seat)))
    path = tmp_path / "k.json"
    save_match(match, path)
    loaded, _ = load_match(path)
    for seat in (None, 0, 1, 2):
        assert loaded.view(seat) == match.view(seat)
        json.dumps(loaded.view(seat))


def test_every_event_is_listed_with_its_argument_names_and_actions_survive_json():
    from game.core.protocol import freeze, thaw
    from game.kingdoms.events import EVENT_KINDS

    rules = grid_rules()
    seen = set()
    for players, variant in ((2, "exploration"), (3, "exploration"), (4, None), (5, "exploration")):
        for seed in range(4):
            state = rules.new_state(GameConfig("kingdoms", players, seed, variant, {"faction_mode": "choice"}))
            rng = random.Random(seed)
            while rules.to_move(state):
                seats = rules.to_move(state)
                seat = seats[rng.randrange(len(seats))]
                legal = rules.legal_actions(state, seat)
                for action in legal:
                    assert freeze(json.loads(json.dumps(thaw(action)))) == action
                rules.apply(state, seat, legal[rng.randrange(len(legal))])
            for event in state.events:
                assert event.kind in EVENT_KINDS, event.kind
                assert tuple(event.args) == EVENT_KINDS[event.kind], event
                json.dumps(event.to_json())
                seen.add(event.kind)
    assert {"war_revealed", "token_revealed", "collected", "game_over"} <= seen


def test_view_layout_matches_its_documentation():
    """The keys the UI reads (game.kingdoms.view docstring) are all present."""
    from game.kingdoms.state import MEEPLES

    state = RULES.new_state(GameConfig("kingdoms", 3, 2, "exploration", {}))
    play_random(RULES, state, random.Random(2), stop=lambda s: s.phase != "setup")
    view = RULES.view(state, 1)
    for key in ("seat", "players", "variant", "phase", "first", "active", "turn", "action", "shields",
                "end_triggered", "decision", "cards", "lost_kingdom", "home_cards", "region_ids", "seats",
                "meeples", "alliances", "tokens", "token_mix", "blank_returned", "war", "result"):
        assert key in view, key
    assert set(view["decision"]) == {"kind", "seats"}
    assert set(view["seats"][0]) == {"faction", "home", "mana", "ore", "food", "tower", "magic", "research_cost",
                                     "build_cost", "retreat_cost", "expand_cost", "in_play", "supply", "crown", "captured",
                                     "trade_bonus"}
    assert len(view["meeples"]) == 3 * MEEPLES and len(view["region_ids"]) == state.board.R
    assert all(set(t) == {"id", "state", "region", "type"} for t in view["tokens"])
