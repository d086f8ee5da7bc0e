"""The log panel follows new lines while it shows the newest; scrolled back, it
stays put as lines come (the same lines on screen) and a "new lines" marker at
its foot says so; a click on the marker shows the newest again.  In every
registered game, through the real scene stack."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.i18n import tr
from game.ui.table.chrome import BoardChrome
from tests.table_helpers import SIZE, staged_board


def until_new_lines(board: BoardChrome, seed: int = 3) -> None:
    """Moves (anyone's, as the controller applies them) until the log has told new lines."""
    ctl, rng = board.ctl, random.Random(seed)
    before = len(board.history)
    for _ in range(200):
        match = ctl.match
        if len(board.history) > before + 2 or match.is_over():
            break
        seat = match.to_move()[0]
        action = match.rules.automaton_step(match.state, seat) if ctl.is_automaton(seat) else rng.choice(match.legal(seat))
        ctl.apply(seat, action)
    assert len(board.history) > before, "no new line came"


def log_rows(board: BoardChrome) -> list[str]:
    """The log's rows as the panel draws them now, top to bottom (its title, marker and notes left out)."""
    surf = pygame.Surface(SIZE)
    with widgets.recording() as drawn:
        board.draw_log(surf)
    notes = {tr("board.log"), tr("board.log_scrolled"), tr("history.new_lines")}
    return [d.text for d in sorted(drawn, key=lambda d: d.rect.y) if d.text not in notes]


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_the_log_follows_new_lines_at_the_newest(game):
    app, surf, board = staged_board(game)
    assert board.show_log and board.log_view().h > 0
    until_new_lines(board)
    app.frame(surf, [], 0.016)
    assert board.log_scroll == 0 and not board.log_unread and not board.log_marker.w
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_scrolled_back_the_log_stays_put_and_its_marker_jumps_to_the_newest(game):
    app, surf, board = staged_board(game)
    r = board.log_view()
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 0.016)    # one notch back
    assert board.log_scroll > 0
    lowest = log_rows(board)[-1]
    until_new_lines(board)
    app.frame(surf, [], 0.016)
    assert board.log_unread > 0 and board.log_marker.w > 0
    rows = log_rows(board)
    assert rows[-1] == lowest                              # the view stays where the player left it
    assert board.history[-1].text not in rows               # the newest lines wait below
    with widgets.recording() as drawn:
        board.draw_log(pygame.Surface(SIZE))
    assert not widgets.overlaps(drawn) and not widgets.overflows(drawn)     # the marker has its own room
    pos = board.log_marker.center
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    assert board.log_scroll == 0 and not board.log_unread and not board.log_marker.w
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_a_scroll_clamped_to_the_newest_draws_as_the_newest(game):
    """Scrolled back with unread lines, but with too few lines to scroll at all: the
    drawing clamps to the newest, and then it keeps no room for a marker it does not
    draw (a board keeping the panel between frames showed an empty foot once)."""
    app, surf, board = staged_board(game)
    board.log_lines = board.log_lines[-2:]
    board.log_scroll, board.log_unread = 0, 0
    newest = pygame.Surface(SIZE)
    board.draw_log(newest)
    board.log_scroll, board.log_unread = 5, 2
    clamped = pygame.Surface(SIZE)
    board.draw_log(clamped)
    assert board.log_scroll == 0 and board.log_unread == 0
    assert clamped.get_view("2").raw == newest.get_view("2").raw
