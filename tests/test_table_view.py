"""The table kit reads the table once per change into a frozen ``TableView``
and hands it to the board's one hook (``table_changed``); an undo and a new
language are handled once, in the kit.  Checked on the Kingdoms board, whose
panels draw from the reading."""

from __future__ import annotations

import dataclasses

import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.ui import i18n
from game.ui.kingdoms import words
from game.ui.kingdoms.board import BoardScene
from game.ui.kingdoms.positions import controller_for
from game.ui.screenshot import build_app
from game.ui.table.view import TableView, group_by_kind

SIZE = (1024, 640)


def board_at_the_humans_turn(lang: str = "en") -> BoardScene:
    """A 3-player game played by random bots until the human (seat 0) decides in play."""
    match = Match(words.make_config(3, 5, True, None))
    bots = [RandomBot(s, 3 + s) for s in range(3)]
    for _ in range(3000):
        if match.state.phase == "play" and 0 in match.to_move() and len(match.log) > 12:
            break
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    assert 0 in match.to_move()
    app = build_app(lang, SIZE)
    board = BoardScene(app, controller_for(match, app))
    board.ctl.paused = True                       # the bots wait: only the test moves
    app.push(board)
    board.ensure_layout()
    return board


def count_readings(board: BoardScene) -> list[TableView]:
    """Every TableView the board is handed from now on."""
    seen: list[TableView] = []
    real = board.table_changed

    def hook(tv: TableView) -> None:
        seen.append(tv)
        real(tv)

    board.table_changed = hook            # type: ignore[method-assign]
    return seen


def test_the_kit_reads_the_table_once_per_move_and_the_reading_is_frozen():
    board = board_at_the_humans_turn()
    seen = count_readings(board)
    for _ in range(3):                    # frames with nothing new read nothing
        board.update(0.016)
        board.ensure_layout()
    assert seen == []
    tv = board.table
    match = board.ctl.match
    assert tv.viewer == 0 and tv.cover is None
    assert tv.legal == tuple(match.legal(0)) and tv.legal
    assert tv.by_kind == group_by_kind(tv.legal)
    assert sum(len(v) for v in tv.by_kind.values()) == len(tv.legal)
    assert all(a[0] == kind for kind, acts in tv.by_kind.items() for a in acts)
    assert tv.told == len(match.state.events) and not tv.over
    with pytest.raises(dataclasses.FrozenInstanceError):
        tv.viewer = 1                     # type: ignore[misc]
    # the board's panels draw from it: its choices are the reading's legal actions
    assert {c.action for c in board.choices} == set(tv.legal)

    action = next(c.action for c in board.choices)
    board.ctl.submit_human(0, action)
    board.update(0.016)
    assert len(seen) == 1                 # one move: one reading, handed over once
    assert seen[0] is board.table and seen[0].key[0] == len(match.log)
    assert not seen[0].quiet


def test_undo_and_a_new_language_are_retold_once_by_the_kit():
    board = board_at_the_humans_turn("en")
    seen = count_readings(board)
    english = [text for text, _seat in board.log_lines if text]
    assert english
    i18n.set_language("ru")
    try:
        board.ensure_layout()
        board.ensure_layout()
        russian = [text for text, _seat in board.log_lines if text]
        assert len(seen) == 1 and seen[0].quiet          # read again once, quietly
        assert len(russian) == len(english) and russian != english
        assert board.choices and all(c.label for c in board.choices)
    finally:
        i18n.set_language("en")
    board.ensure_layout()
    assert [text for text, _seat in board.log_lines if text] == english

    seen.clear()
    action = next(c.action for c in board.choices)
    board.ctl.submit_human(0, action)
    assert board.ctl.can_undo(0)
    board.undo()
    assert seen and seen[-1].quiet                      # the undo retold the log quietly
    assert [text for text, _seat in board.log_lines if text] == english
