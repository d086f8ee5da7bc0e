"""The menu's Continue names what it continues: the game, then the round (or
turn, as that game's board says it) and who leads, for every registered game
(issue 30).  The save is a real autosave of a game played some way in by bots."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.bots import RandomBot
from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import windowed
from game.ui import session
from game.ui.controller import Controller, SeatSpec
from game.ui.i18n import LANGS, set_language, tr
from game.ui.scenes.continue_button import TwoLineButton
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings
from game.ui.stack import App

GAMES = [e.id for e in windowed()]


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    set_language("en")
    yield tmp_path
    set_language("en")


def autosave_of(game: str, share: float = 0.5) -> None:
    """An autosave of ``game`` ``share`` of the way through a game random bots played."""
    players = 3
    config = GameConfig(game, players, 5)
    whole = Match(config)
    bots = [RandomBot(s, 7 + s) for s in range(players)]
    rng = random.Random(3)
    for _ in range(20000):
        if whole.is_over():
            break
        seat = rng.choice(whole.to_move())
        whole.submit(seat, bots[seat].choose(whole.view(seat), whole.legal(seat)))
    match = Match.replay(config, whole.log[: int(len(whole.log) * share)])
    assert not match.is_over()
    seats = [SeatSpec("human")] + [SeatSpec("bot", "easy")] * (players - 1)
    ctl = Controller(match, seats, session.autosave_path(game), lambda: 0.0, {"label": tr(f"{game}.name")})
    ctl.save_to(session.autosave_path(game))


def continue_button(lang: str = "en"):
    set_language(lang)
    pygame.init()
    app = App(Settings(language=lang), (1280, 800), persist=True)
    app.reset(MenuScene(app))
    app.top.ensure_layout()
    name = tr("menu.continue_of", game="")
    return next(b for b in app.top.group.buttons if b.caption().startswith(name.strip()))


@pytest.mark.parametrize("game", GAMES)
def test_continue_names_the_game_round_and_leader_of_its_save(home, game):
    autosave_of(game)
    info = session.summarize(session.autosave_path(game))
    assert info.turn is not None
    for lang in LANGS:
        button = continue_button(lang)
        assert button.caption() == tr("menu.continue_of", game=tr(f"{game}.name"))
        assert isinstance(button, TwoLineButton)
        assert tr("saves.round" if info.round else "saves.turn", n=info.turn) in button.sub
        if info.leaders:
            assert session.leader_words(info) in button.sub and session.leader_words(info)
        # drawn whole, both lines
        surf = pygame.Surface((1280, 800))
        button.draw(surf, 1.0)


def test_the_second_line_names_the_leader_as_the_board_does(home):
    autosave_of("kingdoms", 0.8)
    info = session.summarize(session.autosave_path("kingdoms"))
    assert info.leaders, "the position should have a leader to name"
    button = continue_button()
    names = [session.player_label(info, s) for s in info.leaders]
    assert all(str(n) in button.sub for n in names)
