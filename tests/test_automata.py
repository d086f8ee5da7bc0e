"""The shared mechanism for automata (``Rules.automata``, issue 19): an
automaton's turn is a run of logged steps, each its seat's one legal action,
played by the bot driver (tools at once, the window at the narration pace),
undone together with the person's decision before them, and filled in when a
save of an earlier edition lacks them.  Proved on the toy dealer game
(tests/toy_game.py), then on Galaxies' hostile galaxy."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig, IllegalAction
from game.core.runner import Driver
from game.ui.controller import Controller, SeatSpec
from tests.toy_game import DEALER

CONFIG = GameConfig("toy_dealer", 1, seed=11)


def dealer_match() -> Match:
    return Match(CONFIG, DEALER)


def test_an_automaton_owes_steps_in_to_move_with_one_legal_action():
    match = dealer_match()
    assert match.to_move() == (0,) and match.automaton_to_move() is None
    match.submit(0, ("bid", 2))
    assert match.to_move() == (1,) and match.automaton_to_move() == 1
    assert match.legal(1) == [("step", "roll")] == [DEALER.automaton_step(match.state, 1)]
    with pytest.raises(IllegalAction):
        match.submit(1, ("step", "score"))              # not the step due: refused like any illegal action
    with pytest.raises(IllegalAction):
        match.submit(0, ("bid", 1))                      # the person waits for the dealer
    with pytest.raises(IllegalAction):
        DEALER.automaton_step(match.state, 0)            # a person's choice is no automaton step


def test_the_driver_plays_the_automaton_steps_in_every_tool():
    state = DEALER.new_state(CONFIG)
    played = []
    Driver.sampling(DEALER, CONFIG, random.Random(3)).play(state, after=played.append)
    assert DEALER.is_over(state)
    steps = [(s, a) for s, a in state.log if s == 1]
    assert steps == [(1, ("step", "roll")), (1, ("step", "score"))] * DEALER.ROUNDS
    assert [m.seat for m in played] == [s for s, _ in state.log]


def test_undo_returns_to_the_persons_decision_never_into_the_automatons_run():
    match = dealer_match()
    match.submit(0, ("bid", 1))
    match.play_automata()
    match.submit(0, ("bid", 2))
    match.play_one_step()                               # the dealer rolled, has yet to score
    assert match.undo(0)
    assert len(match.log) == 3 and match.to_move() == (0,)
    assert match.log[-1][0] == 1 and match.log[-1][1] == ("step", "score")


def test_a_log_without_the_automaton_steps_replays_with_them_filled_in():
    full = dealer_match()
    for bid in (2, 0, 1):
        full.submit(0, ("bid", bid))
        full.play_automata()
    old = [(s, a) for s, a in full.log if s == 0]        # an earlier edition logged the person's moves only
    with pytest.raises(IllegalAction):
        Match.replay(CONFIG, old, DEALER)
    filled = Match.replay(CONFIG, old, DEALER, fill_automata=True)
    assert filled.log == full.log and filled.view(0) == full.view(0) and filled.is_over()


def test_the_window_plays_the_steps_at_the_narration_pace_and_skip_plays_the_rest():
    match = dealer_match()
    ctl = Controller(match, [SeatSpec("human")], None, lambda: 0.0)
    saves = []
    ctl.save_async = lambda: saves.append(len(match.log))
    delay = [60.0]
    ctl.step_delay = lambda: delay[0]
    ctl.submit_human(0, ("bid", 1))
    assert ctl.human_to_move() == [] and ctl.automaton_due() == 1
    ctl.tick()
    assert len(match.log) == 1                           # the pace has not passed: no step yet
    ctl.tick(ctl.last_applied + 61)
    assert len(match.log) == 2                           # one step per beat
    ctl.tick(ctl.last_applied + 61)
    assert len(match.log) == 3 and ctl.human_to_move() == [0]
    assert saves == [1, 3]                               # after the person, and when the run ended
    ctl.submit_human(0, ("bid", 2))
    assert ctl.skip()
    ctl.tick()
    assert len(match.log) == 6 and ctl.human_to_move() == [0]      # skipped: the rest of the run at once
    assert not ctl.skip()                                # nothing runs now
    delay[0] = 0.0                                       # animations off: no pace
    ctl.submit_human(0, ("bid", 0))
    ctl.tick()
    assert match.is_over()
