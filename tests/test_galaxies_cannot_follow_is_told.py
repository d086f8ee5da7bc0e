"""A rival's die that a player could not follow for lack of culture is told to
that player, and to no one else (issue 30: a die passing by silently read as a bug)."""

from __future__ import annotations

from game.core.bots import RandomBot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui import i18n
from game.ui.galaxies import words


def test_a_follow_missed_for_culture_is_told_to_that_player_only() -> None:
    told = 0
    for seed in range(1, 6):
        match = Match(GameConfig("galaxies", 3, seed, None, {}))
        bots = [RandomBot(s, seed * 5 + s) for s in range(3)]
        for _ in range(3000):
            if match.is_over():
                break
            seat = match.to_move()[0]
            before = len(match.state.events)
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
            for ev in match.state.events[before:]:
                if ev.kind != "cannot_follow":
                    continue
                who = ev.args["player"]
                assert ev.to == frozenset({who}), ev
                assert ev.args["culture"] < ev.args["cost"], ev.args
                told += 1
        for s in range(3):
            mine = [e for e in match.events_for(s) if e.kind == "cannot_follow"]
            assert all(e.args["player"] == s for e in mine)
    assert told, "no missed follow in these games"


def test_the_missed_follow_reads_in_every_language() -> None:
    view: dict = {}
    names = ["Blue", "Orange", "Green"]
    args = {"player": 1, "action": "acquire_energy", "cost": 1, "culture": 0}
    try:
        for lang, want in (("en", "not enough culture"), ("ru", "не хватает культуры"), ("uk", "бракує культури")):
            i18n.set_language(lang)
            text = words.event_text("cannot_follow", args, view, names, ["blue", "orange", "green"])
            assert want in text and "1" in text and "0" in text, text
    finally:
        i18n.set_language("en")
