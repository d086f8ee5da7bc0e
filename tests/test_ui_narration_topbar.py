"""The top bar tells what a narration tells (``table.narration``, ``table.topbar``).

A resolution is told in steps after the rules have already moved on: while
Chronicles' seasons of round 2 were told, the bar said "Round 2/4 · Building"
over the war, and over round 3's aging it said "Round 4/4 · Draft"; Kingdoms'
war reveal could show the next player's turn.  The bar's head is the phase (or
turn) of the step on screen and changes with the step; its prompt is what the
player can do with the narration; when the narration closes the bar is the board's again.
Measured on what is drawn (``fonts.render``), through the screens the window shows.
"""

from __future__ import annotations

import pygame
import pytest

from game.registry import get_entry
from game.ui import i18n
from game.ui.i18n import tr
from game.ui.screenshot import build_app, stage
from game.ui.table.motion import StepClock
from game.ui.table.narration import NarrationOverlay
from tests.test_text_marks import drawn_texts


def board_head(board) -> str:
    """The head the board says of its own position (no narration)."""
    v = board.view
    return tr("chronicles.round", round=v["round"], phase=tr(f"chronicles.phase.{v['phase']}"))


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_chronicles_bar_names_the_season_being_told_and_follows_the_steps(lang):
    app = build_app(lang, (1280, 800))
    stage(app, "chronicles", "war", 3)
    told = app.top
    board = told.board
    assert isinstance(told, NarrationOverlay) and told.step == "war"
    own = board_head(board)
    war = tr("chronicles.round", round=told.round, phase=tr("chronicles.phase.war"))
    texts = drawn_texts(app)
    assert tr("chronicles.steps.title.war") in texts and war in texts, texts[:8]
    assert own not in texts, own                    # the phase the rules already reached is not told yet
    assert tr("narration.keys") in texts
    told.next()                                     # the narration moves on: so does the bar
    texts = drawn_texts(app)
    assert tr("chronicles.round", round=told.round, phase=tr("chronicles.phase.income")) in texts and war not in texts
    told.close()
    texts = drawn_texts(app)
    assert own in texts and tr("narration.keys") not in texts


@pytest.mark.parametrize("lang", ("en", "ru"))
def test_chronicles_aging_is_told_in_its_own_round_not_the_next(lang):
    app = build_app(lang, (1280, 800))
    stage(app, "chronicles", "aging", 3)
    told = app.top
    board = told.board
    assert told.step == "aging" and board.view["phase"] == "recruit"
    texts = drawn_texts(app)
    aging = tr("chronicles.round", round=board.view["round"] - 1, phase=tr("chronicles.phase.aging"))
    assert aging in texts and board_head(board) not in texts, [t for t in texts if "·" in t]


@pytest.mark.parametrize("lang", ("en", "uk"))
def test_kingdoms_war_reveal_names_the_turn_of_the_war(lang):
    """A bot game with narration on until a war's bids are revealed: the bar names the
    turn the war was fought in (the last turn started before it), whatever turn the game is in."""
    app = build_app(lang, (1280, 800), clock=StepClock())
    app.settings.anim_speed = "normal"
    window = get_entry("kingdoms").load_window()
    board = window.bench_board(app, 3, 5)
    from game.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    app.push(board)
    board.ctl.bot_delay = lambda: 0.0
    surf = pygame.Surface(app.size)
    seen = 0
    for _ in range(6000):
        app.frame(surf, [], 0.05)
        top = app.top
        if isinstance(top, NarrationOverlay) and top.board is board:
            events = board.ctl.match.state.events
            reveal = max(i for i, e in enumerate(events) if e.kind == "war_revealed")
            start = next(e for e in reversed(events[:reveal]) if e.kind == "turn_started")
            want = tr("board.turn", turn=start.args["turn"], player=board.name(start.args["seat"]))
            texts = drawn_texts(app)
            assert want in texts, (want, texts[:6])
            m = board.model
            now = tr("board.turn", turn=m.turn, player=board.name(m.active))
            assert now == want or now not in texts
            seen += 1
            top.close()
            if seen >= 3:
                break
        if board.ctl.match.is_over():
            break
    assert seen >= 1, "no war was revealed"
