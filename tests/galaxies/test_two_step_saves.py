"""Saves of Galaxies' edition 2, where a die and its target were two actions
(``("activate", die)`` then ``("move", ...)``), load in edition 3's one action
(``("activate", die, "move", ...)``) at the very position they were saved at.

The fixture was written by the code of main before the change (commit 8e10528):
a 3-player game of normal bots, saved at seat 0's main decision.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.core.match import Match
from game.core.protocol import thaw
from game.core.saves import SaveError, load_match, match_from_data, save_data
from game.galaxies.rules import RULES

from .helpers import edition2_parts

SAVE = Path(__file__).parents[1] / "data" / "saves" / "galaxies_edition2_two_step.json"


def test_an_edition_2_save_loads_at_the_position_it_was_saved_at():
    data = json.loads(SAVE.read_text())
    expect = data["meta"]["expect"]
    assert data["edition"] == 2 and RULES.edition == 3 and len(data["actions"]) == expect["moves"]
    match, _meta = load_match(SAVE)
    assert list(match.to_move()) == expect["to_move"]
    assert json.loads(json.dumps(match.view(0))) == expect["view0"]
    assert RULES.check_invariants(match.state) == []
    # fewer actions: each die and its target are one now, and the saved actions are their parts, in order
    log = [[seat, thaw(a)] for seat, a in match.log]
    assert len(log) < len(data["actions"])
    flat = iter([[seat, p] for seat, a in log for p in edition2_parts(a)])
    assert all(any(entry == saved for entry in flat) for saved in data["actions"])


def test_only_acquire_dice_are_activated_without_a_target_and_a_resave_keeps_the_log():
    match, _meta = load_match(SAVE)
    again = Match(match.config)
    aimed = 0
    for seat, action in match.log:
        if action[0] == "activate":
            face = again.state.faces[action[1]]
            assert (len(action) == 2) == (face in ("acquire_energy", "acquire_culture")), (action, face)
            aimed += len(action) > 2
        again.submit(seat, action)
    assert aimed >= 10
    resaved = save_data(match)
    assert resaved["edition"] == 3 and match_from_data(resaved).log == match.log


def test_a_loaded_edition_2_save_plays_on_to_the_end():
    match, _meta = load_match(SAVE)
    rng = random.Random(3)
    while match.to_move():
        seat = match.to_move()[0]
        match.submit(seat, RULES.sample_action(match.state, seat, rng))
        assert RULES.check_invariants(match.state) == []
    assert match.is_over()


def test_an_edition_2_save_that_does_not_replay_still_says_why():
    data = json.loads(SAVE.read_text())
    data["actions"][40][1] = ["move", 3, "orbit", 9]
    with pytest.raises(SaveError, match="earlier edition of the galaxies rules"):
        match_from_data(data)
