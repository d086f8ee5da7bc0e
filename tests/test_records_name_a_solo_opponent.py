"""A solo game against the rules' own opponent is not "People only" in the Records.

Played in a real window: a solo Galaxies game lost to the hostile galaxy
Hushmere (0 : 21) was listed in Records under Bots "People only", both in the
per-level table and the recent games, as if nobody had played against you."""

from __future__ import annotations

import random

import pygame

from game.core import records
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui.i18n import set_language, tr
from game.ui.scenes.records import RecordsScene
from game.ui.settings import Settings
from game.ui.stack import App
from game.ui.table.motion import StepClock
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


def solo_galaxies(seed: int = 5) -> Match:
    match = Match(GameConfig("galaxies", 1, seed, options={"hostile": 1}))
    rng = random.Random(seed)
    while not match.is_over():
        if match.automaton_to_move() is not None:
            match.play_one_step()
            continue
        seat = match.to_move()[0]
        match.submit(seat, match.rules.sample_action(match.state, seat, rng))
    return match


def test_a_solo_game_counts_against_the_solo_opponent(home):
    entry = records.make_entry(solo_galaxies(), [records.PERSON], "solo-1")
    assert len(entry["scores"]) == 2 and entry["seats"] == [records.PERSON]      # the hostile galaxy has no seat
    assert records.opponents_level(entry["seats"], len(entry["scores"])) == records.AUTOMATON
    assert records.opponents_level([records.PERSON, records.PERSON], 2) == "people"      # two people: still people only
    records.add_game(entry)
    stats = records.statistics(records.load_records().games)
    assert list(stats["galaxies"]) == [records.AUTOMATON]


def test_the_records_screen_names_the_solo_opponent(home):
    set_language("en")
    records.add_game(records.make_entry(solo_galaxies(), [records.PERSON], "solo-2"))
    app = App(Settings(), (1280, 800), persist=True, clock=StepClock())
    app.tip_delay = None
    app.reset(RecordsScene(app))
    from game.ui import widgets

    with widgets.recording() as drawn:
        app.frame(pygame.Surface(app.size), [], 0.016)
    texts = [d.text for d in drawn]
    assert tr("records.level.automaton") in texts
    assert tr("records.level.people") not in texts
