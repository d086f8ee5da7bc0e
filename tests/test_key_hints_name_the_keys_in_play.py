"""A key hint names the number keys that pick something now: the dice in play.
Galaxies' help said "press 1–7" while four unused dice showed, and Conquest's
tray said "keys 1–7" after dice were set aside; the keys past the last die do
nothing, so the hint must stop at it (en, ru and uk alike)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.i18n import LANGS, number_keys, set_language, tr
from game.ui.screenshot import build_app, stage
from tests.test_text_marks import drawn_texts
from tests.ui_helpers import SIZE, click, tap


def test_number_keys_names_a_run_one_key_or_the_keys_around_a_gap():
    assert number_keys(range(1, 6)) == "1–5"
    assert number_keys([3]) == "3"
    assert number_keys([4, 1, 2]) == "1, 2, 4"


@pytest.mark.parametrize("lang", LANGS)
def test_galaxies_help_and_its_why_name_the_dice_showing(lang):
    set_language(lang)
    try:
        app = build_app(lang, SIZE)
        stage(app, "galaxies", "board", 2)
        board = app.top
        board.ctl.paused = True
        dice = [i + 1 for i, d in enumerate(board.look().view["dice"]) if d["status"] == "unused"]
        assert board.look().my_main() and 1 < len(dice) < 7
        texts = " ".join(drawn_texts(app))
        assert number_keys(dice) in texts and "1–7" not in texts
        # a planet clicked (pressed and let go) with no die picked says which keys pick one
        surf = pygame.Surface(app.size)
        spot = board.part_rects[(0, "card")].center
        app.frame(surf, click(spot), 0.016)
        assert board.message and number_keys(dice) in board.message and "1–7" not in board.message
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_conquest_tray_and_fill_key_name_the_free_dice(lang):
    set_language(lang)
    try:
        app = build_app(lang, SIZE)
        stage(app, "conquest", "board", 1)
        board = app.top
        if board.hint_on:
            board.toggle_hint()             # the hint's chance would stand where the help is
        free = len(board.view["turn"]["free"])
        assert board.my_turn() and 1 < free < 7
        texts = " ".join(drawn_texts(app))
        assert number_keys(range(1, free + 1)) in texts and "1–7" not in texts
        surf = pygame.Surface(app.size)
        app.frame(surf, tap(pygame.K_f), 0.016)            # F with no die picked explains how to pick
        assert board.message and number_keys(range(1, free + 1)) in board.message and "1–7" not in board.message
    finally:
        set_language("en")


def test_kingdoms_secret_bid_names_the_bids_that_can_be_paid():
    """The bid window said "1–9 = bid" to a player who could pay three."""
    from game.core.bots import RandomBot
    from game.core.match import Match
    from game.ui.kingdoms import words
    from game.ui.kingdoms.board import BoardScene
    from game.ui.kingdoms.positions import controller_for
    from game.ui.kingdoms.war import WarScene

    match = Match(words.make_config(3, 3, True, None))
    bots = [RandomBot(s, 31 + s) for s in range(3)]

    def paid_bids() -> list[int]:
        return [a[1] for a in match.legal(0) if a[0] == "bid" and isinstance(a[1], int)]

    for _ in range(6000):
        if match.is_over() or (match.state.dec == "bid" and 0 in match.to_move() and 1 < len(paid_bids()) < 9):
            break
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    bids = paid_bids()
    assert match.state.dec == "bid" and 1 < len(bids) < 9, "no war where the human can pay a few bids"
    app = build_app("en", SIZE)
    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    assert isinstance(app.top, WarScene)
    texts = " ".join(drawn_texts(app))
    assert number_keys(b for b in bids if b <= 9) in texts and "1–9" not in texts
    app.frame(surf, tap(pygame.K_1 + max(bids)), 0.016)       # the key past the last bid one can pay says why
    assert app.top.message == tr("kingdoms.war.cannot_pay")
