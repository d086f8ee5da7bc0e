"""Solo Galaxies at bot speed Instant, animations on as by default: how many
presses a hostile turn costs the player (issue 36, item 11: a copy or reroll
window for every hostile die and a Next per step made 6-12).  The hostile
galaxy's steps go on by themselves, and the table asks only what can help: a
hostile turn needs no press when nothing can help.  Played through the real
board and controller, time moved by a stepped clock."""

from __future__ import annotations

import pygame
import pytest

from game.core.bots import make_bot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui import controller as controller_module
from game.ui.galaxies.auto_pass import NO, can_help
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from game.ui.table.motion import StepClock

SIZE = (1024, 640)
FRAME = 0.1             # seconds a frame moves the clocks
STALL = 40              # frames without a change while no person decides: the table waits for a press


def presses_in_hostile_turns(monkeypatch, seed: int, rounds: int = 4) -> dict[str, int]:
    """Play a solo game's first ``rounds`` rounds; the person's own turns by an easy
    bot (those presses are the game itself).  Counts the hostile turns, the windows
    the person was asked in them (and of those, ones that could not help) and the
    times the table stood still until a press (a Next)."""
    now = [1000.0]
    monkeypatch.setattr(controller_module.time, "monotonic", lambda: now[0])
    clock = StepClock(now[0])
    match = Match(GameConfig("galaxies", 1, seed, "hostile2"))
    app = build_app("en", SIZE, clock=clock)
    app.reset(MenuScene(app))
    app.settings.anim_speed, app.settings.bot_speed = "normal", "instant"
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    surf = pygame.Surface(SIZE)
    me = make_bot("galaxies", "easy", 0, seed)
    asked = useless = stalls = idle = 0
    for _ in range(20_000):
        if match.is_over() or match.state.round_no > rounds:
            break
        before = len(match.log)
        now[0] += FRAME
        clock.advance(FRAME)
        app.frame(surf, [], FRAME)
        if app.top is not board:
            app.pop()                           # (a window the test does not play in)
            continue
        if len(match.log) != before:
            idle = 0
            continue
        if 0 in match.to_move() and match.automaton_to_move() is None:
            decision = match.view(0).get("decision") or {}
            prompt = decision.get("prompt", "")
            if prompt in NO:
                asked += 1
                useless += not can_help(match, 0, prompt, decision.get("info") or {})
            board.ctl.submit_human(0, me.choose(match.view(0), match.legal(0)))
            idle = 0
            continue
        idle += 1
        if idle >= STALL:                       # nothing moves and nobody is asked: a press is needed
            stalls += 1
            board.next_step()
            idle = 0
    assert not app.errors, app.errors[-1]
    turns = sum(1 for e in match.state.events if e.kind == "hostile_turn")
    return {"turns": turns, "asked": asked, "useless": useless, "stalls": stalls}


@pytest.mark.parametrize("seed", [3, 11])
def test_a_hostile_turn_at_instant_needs_no_press_when_nothing_can_help(monkeypatch, seed):
    counts = presses_in_hostile_turns(monkeypatch, seed)
    assert counts["turns"] >= 3
    assert counts["stalls"] == 0, counts        # the hostile steps go on by themselves
    assert counts["useless"] == 0, counts       # no window that could not help
