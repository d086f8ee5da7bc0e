"""An action the selecting player could not carry out now is told before it is
taken.  Selecting it stays legal (its shield blocks it for the others), but a
new player selected Expand with no lone meeple and read only "White does
nothing": the tile is marked, its tip says why, and the first pick (a click or
its number key) only says so; the second takes it."""

from __future__ import annotations

import pygame
import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.kingdoms.engine import EXECUTIONS
from game.ui.i18n import LANGS, set_language, tr
from game.ui.kingdoms import words
from game.ui.kingdoms.board import BoardScene
from game.ui.kingdoms.idle_actions import idle_reason
from game.ui.kingdoms.positions import controller_for
from game.ui.screenshot import build_app
from tests.ui_helpers import SIZE, click, tap

TOLD = ("build", "research", "expand", "trade")


def _selecting(m: Match, seat: int = 0) -> bool:
    return m.state.phase == "play" and m.state.tstage == "select" and list(m.to_move()) == [seat]


def play_until(match: Match, stop, seed: int, limit: int = 6000) -> bool:
    bots = [RandomBot(s, seed + s) for s in range(match.config.players)]
    for _ in range(limit):
        if match.is_over():
            return False
        if stop(match):
            return True
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    return False


def test_what_the_view_tells_is_what_the_rules_allow():
    """idle_reason, read from the view, says "nothing" exactly when the rules
    have no way to carry the action out (over whole random games)."""
    seen = {"idle": 0, "doable": 0}
    for seed in range(1, 5):
        match = Match(words.make_config(3, seed, True, None))
        bots = [RandomBot(s, 5 * seed + s) for s in range(3)]
        while not match.is_over():
            seat = match.to_move()[0]
            view, legal = match.view(seat), match.legal(seat)
            if match.state.phase == "play" and match.state.tstage == "select":
                for a in legal:
                    if a[0] == "select" and a[1] in TOLD:
                        can = bool(EXECUTIONS[a[1]](match.state, seat))
                        why = idle_reason(view, seat, a[1])
                        assert (why is None) == can, (seed, a, why)
                        seen["doable" if can else "idle"] += 1
            match.submit(seat, bots[seat].choose(view, legal))
    assert seen["idle"] and seen["doable"], seen


def _board_at_idle_expand(lang: str):
    match = Match(words.make_config(3, 3, True, None))

    def expand_idle(m: Match) -> bool:
        return _selecting(m) and ("select", "expand") in m.legal(0) and idle_reason(m.view(0), 0, "expand") == tr("kingdoms.idle.expand.alone")

    assert play_until(match, expand_idle, 9)
    app = build_app(lang, SIZE)
    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    board.ensure_layout()
    return app, board, match


@pytest.mark.parametrize("lang", LANGS)
def test_expand_with_no_lone_meeple_is_told_then_taken_on_a_second_click(lang):
    set_language(lang)
    try:
        app, board, match = _board_at_idle_expand(lang)
        surf = pygame.Surface(app.size)
        app.frame(surf, [], 0.016)
        tile = next(b for b in board.group.buttons if b.data == ("tile", "expand"))
        assert "expand" in board.action_card.idle
        assert tr("kingdoms.idle.expand.alone") in tile.tip()
        before = len(match.log)
        spot = tile.rect.center
        app.frame(surf, click(spot), 0.016)
        assert len(match.log) == before, "the first click took an action that does nothing"
        assert board.message == tr("kingdoms.idle.confirm", why=tr("kingdoms.idle.expand.alone"))
        app.frame(surf, click(spot), 0.016)
        assert match.log[before][1] == ("select", "expand")
    finally:
        set_language("en")


def test_a_number_key_asks_too_and_a_doable_action_goes_at_once():
    app, board, match = _board_at_idle_expand("en")
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    visible = board.picking.visible_choices()
    n = next(i for i, c in enumerate(visible) if c.action == ("select", "expand"))
    before = len(match.log)
    app.frame(surf, tap(pygame.K_1 + n), 0.016)
    assert len(match.log) == before and board.message
    doable = next(c for c in visible if c.action[0] == "select" and c.idle is None)
    app.frame(surf, tap(pygame.K_1 + visible.index(doable)), 0.016)
    assert match.log[before][1] == doable.action


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_choice_row_of_an_idle_action_is_marked_beside_its_label(lang, size):
    """The decision panel's row ("3. Expand") carries the action card's amber mark
    too, on that row only, and the mark covers none of the row's words."""
    from game.ui import widgets

    set_language(lang)
    try:
        match = Match(words.make_config(3, 3, True, None))
        assert play_until(match, lambda m: _selecting(m) and idle_reason(m.view(0), 0, "expand") is not None, 9)
        app = build_app(lang, size)
        board = BoardScene(app, controller_for(match, app))
        app.push(board)
        board.ensure_layout()
        surf = pygame.Surface(app.size)
        with widgets.texts_kept(surf) as texts:
            app.frame(surf, [], 0.016)
        rows = [b for b in board.decision_panel.buttons if getattr(b.data, "idle", None)]
        assert ("select", "expand") in [b.data.action for b in rows]
        assert len(board.idle_marks) == len(rows) >= 1
        for row, mark in zip(rows, board.idle_marks, strict=True):
            assert row.rect.contains(mark)
            words_in_row = [t for t in texts if row.rect.contains(t)]
            assert words_in_row, "the row's label was not seen"
            assert not any(mark.colliderect(t) for t in words_in_row), (mark, words_in_row)
        doable = [b for b in board.decision_panel.buttons if getattr(b.data, "idle", "x") is None]
        assert doable and not any(b.rect.colliderect(m) for b in doable for m in board.idle_marks)
    finally:
        set_language("en")
