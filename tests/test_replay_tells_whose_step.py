"""A replay tells whose step it stands on, never "Waiting for Blue…".

In a live game the top bar (and Kingdoms' decision panel, Chronicles' side
panel) says whom the table waits for; in Records → Replay nobody waits, and
the line read as if the recorded game were stuck.  The kit's read-only board
(``ReadOnlyBoard.waiting_line``) says "Blue to move" instead, in every
registered game: checked on everything the screen draws at the steps where a
person of the recorded game must decide, seen from the table.
"""

from __future__ import annotations

import random

import pytest

from game.core.replay import Timeline, bots_game
from game.registry import windowed
from game.ui import widgets
from game.ui.controller import SeatSpec
from game.ui.i18n import set_language, tr
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.replay_table import ReadOnlyBoard
from game.ui.screenshot import build_app, render

GAMES = [e.id for e in windowed()]
WAITING = [("kingdoms.board.waiting", "who"), ("conquest.prompt.wait", "player"), ("galaxies.prompt.wait", "player"),
           ("chronicles.prompt.wait", "players"), ("chronicles.waiting.title", None), ("galaxies.prompt.draft_wait", None),
           ("galaxies.help.wait", None)]


def waiting_words() -> list[str]:
    """The live game's "waiting" lines without their names ("Waiting for", "Everyone keeps…")."""
    words = []
    for key, arg in WAITING:
        line = tr(key, **{arg: "\x00"}) if arg else tr(key)
        words.append(max(line.split("\x00"), key=len).strip(" …:"))
    return [w for w in words if w]


def people_replay(game: str, lang: str):
    """A replay of a seeded game whose seats were all people (a shared screen's record), seen by the table."""
    set_language(lang)
    app = build_app(lang, (1280, 800))
    timeline = Timeline(bots_game(game, 5))
    scene = ReplayScene(app, timeline, [SeatSpec("human")] * timeline.config.players)
    app.push(scene)
    scene.choose(None)
    render(app, 1)
    return app, scene


def drawn_texts(app) -> list[str]:
    with widgets.recording() as drawn:
        render(app, 1)
    return [d.text for d in drawn]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("game", GAMES)
def test_a_replay_at_a_persons_decision_says_whose_step_it_is_and_never_waiting(game, lang):
    app, scene = people_replay(game, lang)
    waiting = waiting_words()
    rules, players = scene.timeline.rules, scene.timeline.config.players
    steps = range(1, len(scene.timeline), max(1, len(scene.timeline) // 16))
    told = 0
    for step in steps:
        scene.go(step)
        seats = [s for s in rules.to_move(scene.match.state) if s < players]
        if not seats:
            continue
        texts = drawn_texts(app)
        assert not app.errors, app.errors[-1]
        said = [t for t in texts if any(w in t for w in waiting)]
        assert not said, f"{game} step {step}: the replay says {said}"
        line = tr("replay.to_move", who=", ".join(scene.board.seat_name(s) for s in rules.to_move(scene.match.state)))
        assert line in texts, f"{game} step {step}: {line!r} is not on the screen"
        told += 1
    assert told >= 4, "too few steps where a person decides"


def test_a_live_board_still_says_whom_it_waits_for():
    """Only the replay's board says whose step it is: a live Kingdoms board, a bot
    deciding, still says "Waiting for …" in its decision panel."""
    from game.ui.screenshot import stage

    set_language("en")
    app = build_app("en", (1280, 800))
    stage(app, "kingdoms", "board", 3)
    board = next(s for s in app.stack if getattr(s, "ctl", None) is not None)
    ctl = board.ctl
    assert not isinstance(board, ReadOnlyBoard)
    for _ in range(200):                       # the bots play on until one of them decides
        seats = ctl.match.to_move()
        if seats and not ctl.human_to_move():
            break
        seat = seats[0]
        ctl.match.submit(seat, ctl.match.rules.sample_action(ctl.match.state, seat, random.Random(seat)))
    board.refresh(force=True)
    names = ", ".join(board.seat_name(s) for s in ctl.match.to_move())
    texts = drawn_texts(app)
    assert tr("kingdoms.board.waiting", who=names) in texts
    assert tr("replay.to_move", who=names) not in texts
