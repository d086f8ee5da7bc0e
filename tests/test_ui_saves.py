"""Autosave, continue, load and undo through the UI layer."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.protocol import GameConfig
from game.ui import session
from game.ui.controller import SeatSpec, writer
from game.ui.i18n import tr
from game.ui.kingdoms.board import BoardScene
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings, load_settings, save_settings
from game.ui.stack import App


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    return tmp_path


def make_app() -> App:
    pygame.init()
    app = App(Settings(bot_speed="instant", anim_speed="off"), (960, 600), persist=True)
    app.reset(MenuScene(app))
    return app


def run_until_human(app: App, surf: pygame.Surface, limit: float = 20) -> BoardScene:
    board = next(s for s in app.stack if isinstance(s, BoardScene))
    started = time.monotonic()
    while not board.ctl.human_to_move() and not board.ctl.match.is_over():
        app.frame(surf, [], 0.016)
        time.sleep(0.0005)
        assert time.monotonic() - started < limit
    app.frame(surf, [], 0.016)
    return board


def flush_saves() -> None:
    writer().submit(lambda: None).result(timeout=10)


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_continue_restores_the_exact_position(home):
    app = make_app()
    surf = pygame.Surface((960, 600))
    session.start(app, GameConfig("kingdoms", 3, 99), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "normal")],
                  {"colours": ["orange", "blue", "black"]})
    for _ in range(6):
        board = run_until_human(app, surf)
        app.frame(surf, [key(pygame.K_1)], 0.016)
    board = run_until_human(app, surf)
    flush_saves()
    log = list(board.ctl.match.log)
    assert (home / "saves" / "autosave-kingdoms.json").is_file()     # one autosave per game

    app2 = make_app()
    app2.top.ensure_layout()
    # "Continue" is offered, and says what it continues (issue 30)
    cont = next(b for b in app2.top.group.buttons if b.caption() == tr("menu.continue_of", game=tr("kingdoms.name")))
    assert cont.enabled
    assert tr("saves.round" if session.summarize(home / "saves" / "autosave-kingdoms.json").round else "saves.turn",
              n=session.summarize(home / "saves" / "autosave-kingdoms.json").turn) in cont.tip()
    session.continue_last(app2)
    board2 = app2.top
    assert isinstance(board2, BoardScene)
    assert board2.ctl.match.log == log
    assert board2.colours == ["orange", "blue", "black"]
    assert board2.ctl.match.view(0) == board.ctl.match.view(0)


def test_undo_rewinds_to_the_humans_previous_decision(home):
    app = make_app()
    surf = pygame.Surface((960, 600))
    session.start(app, GameConfig("kingdoms", 3, 5), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    board = run_until_human(app, surf)
    before = len(board.ctl.match.log)
    app.frame(surf, [key(pygame.K_1)], 0.016)
    board = run_until_human(app, surf)
    assert len(board.ctl.match.log) > before
    point = board.ctl.match.undo_point(0)
    assert point is not None and point >= before      # no reveal in between with this seed
    app.frame(surf, [key(pygame.K_u)], 0.016)
    assert len(board.ctl.match.log) == point
    assert 0 in board.ctl.match.to_move()


def test_undo_never_crosses_a_reveal(home):
    app = make_app()
    surf = pygame.Surface((960, 600))
    session.start(app, GameConfig("kingdoms", 3, 5), [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    board = run_until_human(app, surf)
    match = board.ctl.match
    match.barrier = len(match.log) - 1          # as if the last action revealed a bid or a token
    board.refresh(force=True)
    app.frame(surf, [key(pygame.K_u)], 0.016)
    assert len(match.log) == match.barrier + 1
    assert board.message                        # the player is told why nothing happened


def test_manual_save_and_load_scene(home):
    app = make_app()
    surf = pygame.Surface((960, 600))
    session.start(app, GameConfig("kingdoms", 2, 8), [SeatSpec("human"), SeatSpec("bot", "easy")])
    board = run_until_human(app, surf)
    app.frame(surf, [key(pygame.K_s)], 0.016)
    saved = [p for p in (home / "saves").glob("kingdoms-*.json")]
    assert len(saved) == 1
    log = list(board.ctl.match.log)
    session.load_path(app, saved[0])
    assert isinstance(app.top, BoardScene) and app.top.ctl.match.log == log


def test_a_broken_save_shows_a_message_not_a_crash(home):
    app = make_app()
    bad = home / "broken.json"
    bad.write_text('{"format": "pocket-epics-save", "version": 1, "config": {"game": "kingdoms", "players": 3}, "actions": [[0, ["nonsense"]]]}')
    session.load_path(app, bad)
    assert app.top.__class__.__name__ == "MessageDialog"
    assert not app.errors


def test_settings_round_trip(home):
    s = Settings(language="uk", bot_speed="instant", colorblind=True, window=[1440, 900])
    save_settings(s)
    back = load_settings()
    assert (back.language, back.bot_speed, back.colorblind, back.window) == ("uk", "instant", True, [1440, 900])
    (home / "settings.json").write_text("{not json")
    assert load_settings().language == "en"


def test_undo_retells_the_log_without_replaying_old_reveals(home):
    from game.ui.kingdoms.war import RevealOverlay

    app = make_app()
    app.settings.anim_speed = "normal"
    surf = pygame.Surface((960, 600))
    from game.ui.kingdoms.positions import play_to

    match = play_to("war", 5, 3)                  # a position with wars revealed before it
    assert sum(1 for e in match.state.events if e.kind == "war_revealed") >= 1
    ctl = session.make_controller(app, match, [SeatSpec("human"), SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    session.open_board(app, ctl)
    board = app.top
    app.frame(surf, [], 0.016)
    ctl.listeners[0](0, ("undo",), [])            # what Controller.undo tells the board
    assert not any(isinstance(s, RevealOverlay) for s in app.stack)
    assert board.log_lines


def test_random_home_sides_are_chosen_for_the_humans(home):
    app = make_app()
    surf = pygame.Surface((960, 600))
    config = GameConfig("kingdoms", 3, 21, None, {"first_player": 0})
    session.start(app, config, [SeatSpec("human"), SeatSpec("human"), SeatSpec("bot", "easy")], {"auto": ["side"]})
    board = app.top
    match = board.ctl.match
    started = time.monotonic()
    while match.view(None)["decision"]["kind"] == "side":      # nobody clicks: the table deals the sides
        assert time.monotonic() - started < 20
        app.frame(surf, [], 0.016)
        time.sleep(0.001)
    assert {seat for seat, a in match.log if a[0] == "side"} == {0, 1, 2}
