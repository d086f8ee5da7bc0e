"""An alliance that breaks is told in the game log, in every language."""

from __future__ import annotations

from game.kingdoms.state import FLAG
from game.ui.i18n import LANGS, set_language
from game.ui.kingdoms import words
from game.ui.theme import PLAYER_COLOURS
from tests.kingdoms.test_alliances import break_war


def test_an_alliance_break_emits_alliance_broken_and_reads_as_words():
    sc, _shared, _am, _dm = break_war(3, FLAG)
    while sc.state.stack:                      # pay and leave the shared regions
        seat = sc.to_move()[0]
        legal = sc.legal(seat)
        sc.do(seat, next((x for x in legal if x[0] == "remove"), legal[0]))
    events = [e for e in sc.state.events if e.kind == "alliance_broken"]
    assert len(events) == 1
    assert events[0].args == {"winner": 0, "loser": 1, "shared": 1}
    colours = list(PLAYER_COLOURS)
    view = {"region_ids": []}
    try:
        for lang in LANGS:
            set_language(lang)
            text = words.event_text("alliance_broken", events[0].args, view, colours)
            assert "{" not in text and not text.startswith("kingdoms.event.")
            assert words.player_name(0, colours) in text and words.player_name(1, colours) in text
    finally:
        set_language("en")


def test_flags_between_allies_break_nothing():
    sc, _shared, _am, _dm = break_war(FLAG, FLAG)
    assert not any(e.kind == "alliance_broken" for e in sc.state.events)
