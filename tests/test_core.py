"""The shared protocol: submit, replay, undo barriers, saves."""

import json

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig, IllegalAction, freeze, thaw
from game.core.saves import SaveError, load_match, parse_save, save_match
from tests.toy_game import RULES


def new_match(seed=3):
    return Match(GameConfig("toy", 2, seed), RULES)


def test_simultaneous_seats_both_owe_a_decision_and_hidden_until_reveal():
    m = new_match()
    assert m.to_move() == (0, 1)
    m.submit(0, ("bid", 2))
    assert m.to_move() == (1,)
    assert "my_bid" in m.view(1) and m.view(1)["my_bid"] is None


def test_illegal_action_is_rejected_and_changes_nothing():
    m = new_match()
    with pytest.raises(IllegalAction):
        m.submit(0, ("bid", 9))
    with pytest.raises(IllegalAction):
        m.submit(0, ("bid", 1)) or m.submit(0, ("bid", 1))
    assert m.log == [(0, ("bid", 1))]


def test_replay_same_seed_same_actions_same_state():
    m = new_match(7)
    for a in [(0, ("bid", 2)), (1, ("bid", 0)), (1, ("bid", 1)), (0, ("bid", 0))]:
        m.submit(*a)
    again = Match.replay(m.config, m.log, RULES)
    assert again.state.points == m.state.points and again.state.rng.getstate() == m.state.rng.getstate()


def test_undo_never_crosses_a_reveal():
    m = new_match()
    m.submit(0, ("bid", 1))
    assert m.undo_point(0) == 0
    m.submit(1, ("bid", 2))  # reveal happens here
    assert m.undo_point(0) is None and m.undo_point(1) is None
    m.submit(0, ("bid", 0))
    assert m.undo(0) and m.log == [(0, ("bid", 1)), (1, ("bid", 2))]


def test_undo_takes_back_only_the_undoing_seats_own_decisions():
    m = new_match()
    m.submit(0, ("bid", 1))                             # a secret bid; seat 1 still owes its own
    assert m.undo_point(1) is None                      # seat 1 has nothing of its own to take back
    assert m.undo_point(0, keep=[1]) == 0               # nobody else decided since: seat 0 may
    m.submit(1, ("bid", 2))                             # reveal
    m.submit(0, ("bid", 0))
    m.submit(1, ("bid", 1))                             # reveal again
    m.barrier = -1                                      # (as if no reveal) only ``keep`` stands in the way
    assert m.undo_point(0) == 2                         # against a bot: back past its answer
    assert m.undo_point(0, keep=[1]) is None            # another person decided since: never theirs
    assert not m.undo(0, keep=[1]) and len(m.log) == 4


def test_freeze_thaw_round_trip():
    a = ("x", (1, ("y", None)), True)
    assert freeze(json.loads(json.dumps(thaw(a)))) == a


def test_save_load_round_trip(tmp_path, monkeypatch):
    import game.registry as registry

    monkeypatch.setitem(registry.GAMES, "toy", "tests.toy_game:ENTRY")
    m = new_match()
    m.submit(0, ("bid", 1))
    m.submit(1, ("bid", 0))
    path = tmp_path / "s.json"
    save_match(m, path, {"seats": ["human", "easy"]})
    loaded, meta = load_match(path)
    assert loaded.log == m.log and loaded.state.points == m.state.points
    assert meta["seats"] == ["human", "easy"]
    assert not list(tmp_path.glob(".*tmp")), "no temporary file is left behind"


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("", "empty"),
        ('{"format": "pocket-epics-save", "version": 1, "config"', "corrupt or truncated"),
        ('{"format": "something-else"}', "not a Pocket Epics save"),
        ('{"format": "pocket-epics-save", "version": 99, "config": {}, "actions": []}', "newer version"),
        ('{"format": "pocket-epics-save", "version": 1}', "missing"),
    ],
)
def test_bad_saves_give_clear_errors(text, fragment):
    with pytest.raises(SaveError, match=fragment):
        parse_save(text)


def test_save_with_illegal_moves_is_refused(tmp_path, monkeypatch):
    import game.registry as registry

    monkeypatch.setitem(registry.GAMES, "toy", "tests.toy_game:ENTRY")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "pocket-epics-save", "version": 1,
                                "config": {"game": "toy", "players": 2, "seed": 1},
                                "actions": [[0, ["bid", 7]]]}))
    with pytest.raises(SaveError, match="do not replay"):
        load_match(path)


def test_unknown_game_in_save(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "pocket-epics-save", "version": 1,
                                "config": {"game": "chess", "players": 2}, "actions": []}))
    with pytest.raises(SaveError, match="unknown game"):
        load_match(path)


class _CompoundToy(type(RULES)):
    """The toy with a compound decision: any bid 0..99 is legal though only
    three are listed, and a third seat that the rules play themselves."""

    def seat_count(self, config):
        return config.players + 1

    def is_legal(self, state, seat, action):
        return seat in self.to_move(state) and action[0] == "bid" and 0 <= action[1] < 100

    def sample_action(self, state, seat, rng):
        return ("bid", rng.randrange(100))


def test_compound_decisions_are_checked_by_is_legal_and_sampled():
    import random

    rules = _CompoundToy()
    state = rules.new_state(GameConfig("toy", 2, seed=3))
    rules.submit(state, 0, ("bid", 57))  # not in the listed few, still legal
    with pytest.raises(IllegalAction):
        rules.submit(state, 1, ("bid", 100))
    action = rules.sample_action(state, 1, random.Random(1))
    assert rules.is_legal(state, 1, action)


def test_automaton_seats_follow_the_players():
    rules = _CompoundToy()
    config = GameConfig("toy", 2)
    assert rules.seat_count(config) == 3
    assert rules.automata(config) == (2,)
    assert RULES.automata(config) == ()
