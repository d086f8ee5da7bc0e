"""Issue 19: one table kit, one behaviour.  The same sequence is driven on every
registered game through its real board (keys and clicks as the player makes
them) and the same outcome is checked in each; no game is named here.

open the log · hide it (its room goes to the table) · undo (confirmed in words)
· right click (drops a pick, never opens a menu) · PageUp / PageDown (scroll
the log, nothing else) · a hotseat handover (the one cover before every
secret decision, ``Rules.secret_decision``) · animations off (nothing narrated).
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import get_rules, windowed
from game.ui import session
from game.ui.controller import SeatSpec
from game.ui.i18n import tr
from game.ui.scenes.pause import PauseMenu
from game.ui.table.handover import HandoverCover
from game.ui.table.narration import NarrationOverlay
from tests.ui_helpers import click, key, menu_app

GAMES = [e.id for e in windowed()]
SHARED_TOP = ("board.menu", "table.log", "table.history", "table.rules", "board.undo", "board.save")


def players_of(game: str) -> int:
    return max(2, get_rules(game).min_players)


def open_table(game: str, humans: int, seed: int = 1, anim: str = "normal"):
    """A new game of ``game`` in the window: the first ``humans`` seats people, the rest bots
    that never get to move (their delay is an hour)."""
    app, surf = menu_app()
    app.settings.anim_speed = anim
    n = players_of(game)
    match = Match(GameConfig(game, n, seed))
    seats = [SeatSpec("human", name=f"P{s + 1}") if s < humans else SeatSpec("bot", "easy") for s in range(n)]
    ctl = session.make_controller(app, match, seats)
    ctl.bot_delay = lambda: 3600.0
    session.open_board(app, ctl)
    board = app.top
    app.frame(surf, [], 0.016)
    return app, surf, board, match


def top_captions(board) -> list[str]:
    return [b.caption() for b in board.group.buttons if b.data == "top"]


def region(surf: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surf.subsurface(rect.clip(surf.get_rect())).copy(), "RGB")


@pytest.mark.parametrize("game", GAMES)
def test_the_same_top_bar_log_undo_right_click_and_page_keys_in_every_game(game):
    app, surf, board, match = open_table(game, humans=1)
    # the same buttons in the same order, the game's own after them
    assert top_captions(board)[:len(SHARED_TOP)] == [tr(k) for k in SHARED_TOP]
    # open the log (L): it shows; hide it (L): its room goes to the table
    if not board.show_log:
        app.frame(surf, key(pygame.K_l), 0.016)
    assert board.show_log and board.log_rect.h > 0
    shown_log = board.log_rect.copy()
    board.show_log = False                       # hidden but laid out as before: an empty strip
    board.draw(surf)
    strip = region(surf, shown_log)
    board.show_log = True
    app.frame(surf, key(pygame.K_l), 0.016)      # hidden the player's way: the table is laid out again
    assert not board.show_log and board.log_room().size == (0, 0)
    assert region(surf, shown_log) != strip, "hiding the log left an empty strip"
    app.frame(surf, key(pygame.K_l), 0.016)
    assert board.show_log
    # undo, confirmed in words: a decision of the one person, then U
    seat = match.to_move()[0]
    rng = random.Random(3)
    legal = match.legal(seat)
    undoable = [a for a in legal[:40] if _undoable(match, seat, a)]
    action = undoable[0] if undoable else rng.choice(legal)
    log = list(match.log)
    board.ctl.submit_human(seat, action)
    app.frame(surf, [], 0.016)
    could = board.can_undo()
    app.frame(surf, key(pygame.K_u), 0.016)
    if could:
        assert match.log == log and board.message == tr("table.undone")
    else:
        assert board.message == board.undo_refusal() and board.message
    # a right click never opens a menu and never plays; it drops a pick (then there is none)
    before = list(match.log)
    app.frame(surf, click(board.topbar.center, button=3), 0.016)
    assert app.top is board and not isinstance(app.top, PauseMenu) and match.log == before
    assert board.drop_pick() is False
    # PageUp / PageDown scroll the log and nothing else
    board.log_lines += [(f"line {i}", None) for i in range(200)]
    app.frame(surf, [], 0.016)
    captions = [b.caption() for b in board.group.buttons]
    app.frame(surf, key(pygame.K_PAGEUP), 0.016)
    assert board.log_scroll > 0
    app.frame(surf, key(pygame.K_PAGEDOWN), 0.016)
    assert board.log_scroll == 0
    assert [b.caption() for b in board.group.buttons] == captions and match.log == before
    assert not app.errors


def _undoable(match: Match, seat: int, action) -> bool:
    m = Match.replay(match.config, list(match.log) + [(seat, action)])
    return m.undo_point(seat) is not None


@pytest.mark.parametrize("game", GAMES)
def test_every_secret_decision_gets_the_same_cover_and_no_other_does(game):
    """Hotseat (every seat a person): the kit's cover shows exactly before the
    decisions the rules call secret, with the same words; Enter gives the screen."""
    app, surf, board, match = open_table(game, humans=players_of(game))
    rules = match.rules
    rng = random.Random(5)
    covered = 0
    for _ in range(400):
        seats = match.to_move()
        if not seats or match.is_over():
            break
        app.frame(surf, [], 0.016)
        secret = [s for s in seats if rules.secret_decision(match.state, s)]
        cover = app.top if isinstance(app.top, HandoverCover) else None
        if secret:
            assert cover is not None, f"no cover before a secret decision of {secret}"
            assert cover.player == board.seat_name(board.pick_viewer())
            app.frame(surf, key(pygame.K_RETURN), 0.016)     # the named person takes the screen
            assert not isinstance(app.top, HandoverCover) and board.covered_seat() is None
            while app.top is not board:          # the game's own secret-choice scene (a bid): answered below
                app.pop()
            covered += 1
        else:
            assert cover is None, "a cover before a decision that is not secret"
        seat = board.pick_viewer() if board.pick_viewer() in seats else seats[0]
        board.ctl.submit_human(seat, rules.sample_action(match.state, seat, rng))
        if covered >= 2:
            break
    assert covered >= 2 or not any(_ever_secret(game)), "a game with secret decisions never met one"


def _ever_secret(game: str):
    """Whether random play of ``game`` meets a secret decision (within a few hundred moves)."""
    rules = get_rules(game)
    match = Match(GameConfig(game, players_of(game), 1))
    rng = random.Random(5)
    for _ in range(400):
        seats = match.to_move()
        if not seats:
            return
        if any(rules.secret_decision(match.state, s) for s in seats):
            yield True
            return
        match.submit(seats[0], rules.sample_action(match.state, seats[0], rng))


@pytest.mark.parametrize("game", GAMES)
def test_with_animations_off_nothing_is_narrated(game):
    """Animations off: automatic play (bots, an automaton, a resolution) is never
    told in steps; the board shows where it ends at once."""
    app, surf, board, match = open_table(game, humans=0, anim="off")
    board.ctl.bot_delay = lambda: 0.0
    assert board.narration_delay() == 0.0
    start = len(match.log)
    for _ in range(400):
        app.frame(surf, [], 0.016)
        assert not any(isinstance(s, NarrationOverlay) for s in app.stack)
        assert not board.narration_items()
        if len(match.log) > start + 40 or match.is_over():
            break
    assert len(match.log) > start and not app.errors
