""""Since your last move", in every registered game: when a person's turn comes
after rivals acted, a panel lists each rival's lines since that person last
acted (the last few of each); it never opens before the person's first move nor
in a lesson; Enter and a click on it dismiss it without making a move, and
acting dismisses it too."""

from __future__ import annotations

import random

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.table.chrome import BoardChrome
from game.ui.table.since import PER_RIVAL
from tests.table_helpers import staged_board

GAMES = [e.id for e in windowed()]


class Table:
    """Moves as the window applies them: the person's through ``submit_human``, the rest through ``apply``."""

    def __init__(self, board: BoardChrome, seed: int = 11) -> None:
        self.board, self.ctl, self.rng = board, board.ctl, random.Random(seed)
        self.acted: set[int] = set()            # rivals that moved since the person last did
        self.ctl.listeners.insert(0, self.heard)

    def heard(self, seat, action, events) -> None:
        if seat in self.ctl.humans:
            self.acted = set()
        else:
            self.acted.add(seat)

    def move(self) -> None:
        match, ctl = self.ctl.match, self.ctl
        due = match.to_move()
        person = next((s for s in due if s in ctl.humans), None)
        if person is not None:
            ctl.submit_human(person, self.rng.choice(match.legal(person)))
            return
        seat = due[0]
        ctl.apply(seat, match.rules.automaton_step(match.state, seat) if ctl.is_automaton(seat) else self.rng.choice(match.legal(seat)))

    def until_summary(self, limit: int = 600) -> bool:
        for _ in range(limit):
            if self.board.since is not None:
                return True
            if self.ctl.match.is_over():
                return False
            self.move()
        return self.board.since is not None


@pytest.mark.parametrize("game", GAMES)
def test_the_summary_lists_each_rivals_lines_since_the_persons_last_move(game):
    app, surf, board = staged_board(game)
    assert board.since is None                              # the first turn: nothing to sum up
    table = Table(board)
    assert table.until_summary(), "the summary never opened"
    seat, rivals = board.since
    assert seat == board.viewer and seat in board.ctl.humans and seat in board.ctl.match.to_move()
    since = board.acted_at[seat]
    starts = {m.at for m in board.history_marks}
    expected: dict[int, list[str]] = {}
    for line in board.history:
        if line.at >= since and line.seat not in (None, seat) and line.at not in starts:
            expected.setdefault(line.seat, []).append(line.text)
    assert rivals == expected
    assert set(rivals) & table.acted                        # rivals that moved since are told
    assert all(s != seat for s in rivals)
    app.frame(surf, [], 0.016)
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.016)
    texts = [d.text for d in drawn if board.since_rect.contains(d.rect)]
    for rival, lines in rivals.items():
        assert board.seat_name(rival) in texts
        for text in lines[-(PER_RIVAL - 1):]:                # each rival's latest lines are told (wrapped or whole)
            assert any(t in text for t in texts), text
    assert not [d for d in drawn if d.problem], [d for d in drawn if d.problem]
    assert not app.errors, app.errors[-1]


def press(app, surf, k: int) -> None:
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="\r" if k == pygame.K_RETURN else "", scancode=0)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)], 0.016)


def at_summary(game: str):
    app, surf, board = staged_board(game)
    table = Table(board)
    assert table.until_summary()
    app.frame(surf, [], 0.016)
    return app, surf, board, table


@pytest.mark.parametrize("game", GAMES)
def test_esc_or_a_click_on_it_dismisses_the_summary_without_a_move_and_acting_does_too(game):
    app, surf, board, table = at_summary(game)
    shown = board.since
    moves = len(board.ctl.match.log)
    press(app, surf, pygame.K_ESCAPE)
    assert board.since is None and len(board.ctl.match.log) == moves and app.top is board     # (no menu either)
    board.since = shown                                    # shown again, to be clicked away this time
    app.frame(surf, [], 0.016)
    pos = board.since_rect.center
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    assert board.since is None and len(board.ctl.match.log) == moves
    board.since = shown
    table.move()                                           # the person acts: the panel goes
    assert board.since is None or board.since is not shown
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_SPACE], ids=["enter", "space"])
def test_enter_and_space_reach_the_board_once_with_the_summary_up(game, k):
    """The same press with and without the panel: the board makes the same moves (never two, never none more)."""
    made = []
    for with_panel in (True, False):
        app, surf, board, _table = at_summary(game)
        if not with_panel:
            board.since = None
        before = len(board.ctl.match.log)
        press(app, surf, k)
        assert board.since is None
        made.append((len(board.ctl.match.log) - before, type(app.top).__name__))
        assert not app.errors, app.errors[-1]
    assert made[0] == made[1]


@pytest.mark.parametrize("game", GAMES)
def test_no_summary_in_a_lesson(game):
    app, surf, board = staged_board(game)
    board.ctl.gate = lambda seat, action: True             # a lesson's coach holds the gate
    table = Table(board)
    assert not table.until_summary(300)
