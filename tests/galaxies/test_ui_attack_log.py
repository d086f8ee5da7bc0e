"""Hostile attacks are logged as what happened to you ("You lose 1 energy."),
not as jargon ("The attack strikes: a drain"): the rules' event carries the
amounts, the log says them, in every language."""

from __future__ import annotations

import pytest

from game.core.bots import make_bot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.galaxies import hostile
from game.ui.galaxies import words
from game.ui.i18n import LANGS, set_language, tr


def attack_parts(seeds=range(1, 9), rounds: int = 8) -> list[tuple[dict, dict]]:
    """(event args, view) of every attack part in a few solo games."""
    found = []
    for seed in seeds:
        match = Match(GameConfig("galaxies", 1, seed, "hostile3"))
        bot = make_bot("galaxies", "easy", 0, seed)
        while not match.is_over() and match.state.round_no <= rounds:
            before = len(match.state.events)
            if match.automaton_to_move() is not None:
                match.play_one_step()
            else:
                match.submit(0, bot.choose(match.view(0), match.legal(0)))
            view = match.view(0)
            found += [(dict(ev.args), view) for ev in match.state.events[before:] if ev.kind == "attack_part"]
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_attack_parts_say_what_happened(lang):
    parts = attack_parts()
    assert parts, "no attack in the games played"
    set_language(lang)
    try:
        for args, view in parts:
            text = words.event_text("attack_part", args, view, [""], ["white"])
            assert tr(f"galaxies.attack.{args['key']}") not in text, text
            assert "{" not in text and "galaxies." not in text, text
            if args["key"] in ("drain", "plunder", "hoard") and (args["energy"] or args["culture"]):
                assert any(ch.isdigit() for ch in text), text
    finally:
        set_language("en")


def test_a_drain_event_carries_what_was_lost():
    from game.galaxies.state import GalaxiesState  # noqa: F401 - the state the rules keep

    match = Match(GameConfig("galaxies", 1, 4, "hostile1"))
    st = match.state
    st.energy[0], st.culture[0] = 1, 3
    before = len(st.events)
    hostile._attack_part(st, "drain", {"energy": 2, "culture": 1})
    ev = st.events[before]
    assert ev.kind == "attack_part" and dict(ev.args) == {"key": "drain", "energy": 1, "culture": 1}
    set_language("en")
    assert words.event_text("attack_part", dict(ev.args), match.view(0), [""], ["white"]) == "You lose 1 energy, 1 culture."
