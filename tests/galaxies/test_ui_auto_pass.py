"""Solo Galaxies at bot speed Instant asks the player only what can help them.

A solo player was asked to copy or force a reroll for every hostile die, even
when the answer could not matter: 6-12 presses per hostile turn.  With "ask me
only when it can help" (the default) the table passes a window that cannot
help (the log keeps it); with "always pass", every one; "always ask" asks all.
Counted over whole games played through the window's controller."""

from __future__ import annotations

import pygame
import pytest

from game.core.bots import make_bot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui.galaxies.auto_pass import NO, can_help
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app

SIZE = (1024, 640)


def play_solo(policy: str, seed: int, rounds: int = 4) -> tuple[int, int]:
    """Play a solo game's first ``rounds`` rounds, the person's main turns by an easy bot;
    return (presses the person was asked for in hostile turns, of them ones that could not help)."""
    match = Match(GameConfig("galaxies", 1, seed, "hostile2"))
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    app.settings.anim_speed, app.settings.bot_speed = "off", "instant"
    app.settings.set_game_pref("galaxies", "auto_pass", policy)
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    surf = pygame.Surface(SIZE)
    me = make_bot("galaxies", "easy", 0, seed)
    presses = useless = 0
    for _ in range(3000):
        if match.is_over() or match.state.round_no > rounds:
            break
        before = len(match.log)
        app.frame(surf, [], 0.016)
        if len(match.log) != before:
            continue                            # the table played on (the hostile, a pass): look again next frame
        if app.top is not board or 0 not in match.to_move() or match.automaton_to_move() is not None:
            if app.top is not board:
                app.pop()
            continue
        decision = match.view(0).get("decision") or {}
        prompt = decision.get("prompt", "")
        if prompt in NO:
            presses += 1
            if not can_help(match, 0, prompt, decision.get("info") or {}):
                useless += 1
        board.ctl.submit_human(0, me.choose(match.view(0), match.legal(0)))
    assert not app.errors, app.errors[-1]
    return presses, useless


@pytest.mark.parametrize("seed", [3, 11])
def test_solo_at_instant_asks_only_what_can_help(seed):
    asked_all, useless_all = play_solo("ask", seed)
    helpful, useless = play_solo("helpful", seed)
    always, _ = play_solo("always", seed)
    assert useless == 0                      # target: no press when nothing can help
    assert always == 0
    assert helpful <= asked_all and (useless_all == 0 or helpful < asked_all)


def test_an_undone_pass_is_asked_again():
    match = Match(GameConfig("galaxies", 1, 5, "hostile2"))
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    app.settings.set_game_pref("galaxies", "auto_pass", "always")
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    ctl = board.ctl
    ctl.asked_at.add(len(match.log))
    assert not ctl.answer_for_people(len(match.log))           # where an undo returned, the person decides
