"""Galaxies states beyond the screenshot scenes whose text must fit (issue 15's
check, applied to issue 11's window): a 5-player table with a bot thinking,
the solo scores, a hotseat board waiting behind the cover, the solo setup of
every hostile galaxy, in every language at both window sizes."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for, play_to
from game.ui.i18n import LANGS
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from tests.test_ui_text_fits import SIZES, fake_thinking, problems


def five_thinking(app) -> None:
    board = GalaxiesBoardScene(app, controller_for(play_to("board", 3, 5), app))
    board.ctl.paused = True
    app.push(board)
    fake_thinking(board, 3)


def solo_scores(app) -> None:
    board = GalaxiesBoardScene(app, controller_for(play_to("scoring", 3, 1), app))
    board.scoring_pushed = True
    app.push(board)
    board.open_scoring()


def hotseat_waiting(app) -> None:
    match = Match(GameConfig("galaxies", 3, 4, None, {"first_player": 0}))
    board = GalaxiesBoardScene(app, controller_for(match, app, humans=2))
    board.ctl.paused = True
    board.cover_shown = True                      # the cover was put away: the board asks for it again
    app.push(board)


def solo_setups(app) -> None:
    from game.ui.galaxies.setup import GalaxiesSetupScene

    s = GalaxiesSetupScene(app, 5)
    s.players, s.hostile = 1, 5
    app.push(s)


STATES = {"five-thinking": five_thinking, "solo-scores": solo_scores, "hotseat-waiting": hotseat_waiting, "solo-setup-5": solo_setups}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_more_galaxies_states_fit_their_text_in_every_language(size):
    found = []
    for lang in LANGS:
        for name, make in STATES.items():
            app = build_app(lang, size)
            app.reset(MenuScene(app))
            make(app)
            found += [f"{name} {lang}: {p}" for p in problems(app)]
    assert not found, "\n".join(found)
