"""The History view, in every registered game: every log line the viewer may
see appears in it exactly once and in order (also past the log panel's trim),
grouped under round and turn headers; the player filter shows only the chosen
players' lines; H opens and closes it through real key presses, and Esc closes it."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import windowed
from game.ui.i18n import set_language, tr
from game.ui.screenshot import build_app, stage
from game.ui.table.chrome import BoardChrome
from game.ui.table.history_view import HistoryScene
from game.ui.table.motion import StepClock
from tests.table_helpers import SIZE, staged_board

GAMES = [e.id for e in windowed()]


def press(app, surf, k: int) -> None:
    """One whole key press: down, then up, a frame each."""
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=pygame.key.name(k), scancode=0)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)], 0.016)


def click(app, surf, pos) -> None:
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def history_app(game: str):
    """The ``history`` scene: a seeded bots-only game some way in, the History view open over it."""
    set_language("en")
    app = build_app("en", SIZE, clock=StepClock())
    stage(app, game, "history", 2)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    view = app.top
    assert isinstance(view, HistoryScene), type(view).__name__
    board = next(s for s in app.stack if isinstance(s, BoardChrome))
    return app, surf, board, view


def play_on(board: BoardChrome, moves: int, seed: int = 5) -> None:
    """More moves, each read by the board as the window reads them (its controller's listeners)."""
    ctl, rng = board.ctl, random.Random(seed)
    for _ in range(moves):
        match = ctl.match
        if match.is_over():
            return
        seat = match.to_move()[0]
        legal = match.legal(seat)
        action = match.rules.automaton_step(match.state, seat) if ctl.is_automaton(seat) else rng.choice(legal)
        ctl.apply(seat, action)


def visible_indices(board: BoardChrome) -> list[int]:
    match = board.ctl.match
    seen = match.events_for(board.log_viewer, 0, shared_screen=len(board.ctl.humans) > 1)
    ids = {id(ev) for ev in seen}
    return [i for i, ev in enumerate(match.state.events) if id(ev) in ids]


@pytest.mark.parametrize("game", GAMES)
def test_every_visible_event_appears_once_in_order_in_the_history(game):
    app, surf, board, view = history_app(game)
    view.close()
    play_on(board, 120)
    board.refresh()
    assert [line.at for line in board.history] == visible_indices(board)        # each visible event once, in order
    told = [text for text, _seat in board.log_lines if text]
    assert [line.text for line in board.history][-len(told):] == told           # the very lines the log panel tells
    board.open_history()
    app.frame(surf, [], 0.016)
    shown = app.top.shown_lines()
    assert shown == [(line.text, line.seat) for line in board.history]
    assert any(kind in ("round", "turn") for kind, *_ in app.top.rows), "no round or turn header"
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", GAMES)
def test_the_filter_shows_only_the_chosen_players_lines(game):
    app, surf, board, view = history_app(game)
    seats = view.seats()
    assert len(seats) >= 2, seats
    seat = seats[1]
    chip = next(b for b in view.group.buttons if b.data == ("seat", seat))
    click(app, surf, chip.rect.center)
    shown = view.shown_lines()
    assert shown and all(s == seat for _text, s in shown)
    assert len(shown) == sum(1 for line in board.history if line.seat == seat)
    everyone = next(b for b in view.group.buttons if b.data == ("seat", None))
    click(app, surf, everyone.rect.center)
    assert len(view.shown_lines()) == len(board.history)
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", GAMES)
def test_key_h_opens_and_closes_the_history_on_every_board(game):
    app, surf, board = staged_board(game)
    press(app, surf, pygame.K_h)
    assert isinstance(app.top, HistoryScene)
    press(app, surf, pygame.K_h)
    assert app.top is board
    press(app, surf, pygame.K_h)
    press(app, surf, pygame.K_ESCAPE)
    assert app.top is board
    button = next(b for b in board.group.buttons if b.data == "top" and b.caption() == tr("table.history"))
    assert "(H)" in (button.tip() or "")                   # the key is shown where the others' are
    click(app, surf, button.rect.center)
    assert isinstance(app.top, HistoryScene)
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", GAMES)
def test_the_history_scrolls_by_wheel_page_keys_and_home_end(game):
    app, surf, board, view = history_app(game)
    bottom = view.max_offset()
    assert bottom > 0 and view.top_offset() == bottom        # it opens at the newest lines
    press(app, surf, pygame.K_HOME)
    assert view.top_offset() == 0
    press(app, surf, pygame.K_PAGEDOWN)
    page = view.top_offset()
    assert 0 < page <= bottom
    app.frame(surf, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 0.016)     # wheel up: older
    assert view.top_offset() < page
    press(app, surf, pygame.K_END)
    assert view.top_offset() == bottom
    press(app, surf, pygame.K_PAGEUP)
    assert view.top_offset() < bottom
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", GAMES)
def test_the_filter_offers_every_player_from_the_first_turn_and_its_chips_stay_put(game):
    """The chips were only the seats with lines: early on a player who had not
    acted had none, and when they first acted a chip came and the others moved."""
    app, surf, board = staged_board(game)
    players = board.ctl.match.config.players
    board.history = [line for line in board.history if line.seat in (0, None)]   # as before the others acted
    press(app, surf, pygame.K_h)
    view = app.top
    assert isinstance(view, HistoryScene)
    chips = {b.data[1]: b.rect.copy() for b in view.group.buttons if isinstance(b.data, tuple) and b.data[0] == "seat"}
    assert set(range(players)) <= set(chips) and None in chips
    silent = players - 1
    click(app, surf, chips[silent].center)
    assert view.shown_lines() == [] and [row[1] for row in view.rows] == [tr("history.empty")]
    press(app, surf, pygame.K_h)
    board.forget_log()
    board.sync_log(animate=False)                  # every line told again: now every player has acted
    press(app, surf, pygame.K_h)
    view = app.top
    again = {b.data[1]: b.rect for b in view.group.buttons if isinstance(b.data, tuple) and b.data[0] == "seat"}
    assert {s: again[s] for s in chips} == chips  # the same chips in the same places
    assert not app.errors, app.errors[-1]
