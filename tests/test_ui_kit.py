"""The shared table kit every game's window builds on: the per-viewer log
filter in the core, one policy for bots under overlays, the hotseat cover."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import windowed
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseMenu
from game.ui.screenshot import build_app
from game.ui.table.handover import HandoverCover


def test_events_for_hides_private_events_from_others_and_on_a_shared_screen(monkeypatch):
    import game.registry as registry

    monkeypatch.setitem(registry.GAMES, "toy", "tests.toy_game:ENTRY")
    match = Match(GameConfig("toy", 2, 1))
    match.state.emit("secret", to=frozenset({0}), bid=2)
    match.state.emit("public", n=1)
    assert [e.kind for e in match.events_for(0)] == ["secret", "public"]
    assert [e.kind for e in match.events_for(1)] == ["public"]
    assert [e.kind for e in match.events_for(None)] == ["public"]          # a spectator
    assert [e.kind for e in match.events_for(0, shared_screen=True)] == ["public"]
    assert [e.kind for e in match.events_for(0, start=1)] == ["public"]
    registry._entry.cache_clear()


def run(app, seconds: float) -> None:
    surf = pygame.Surface(app.size)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.frame(surf, [], 0.016)
        time.sleep(0.002)


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_bots_wait_under_menus_and_move_under_scenes_of_play(game):
    app = build_app("en", (960, 600))
    window = next(e for e in windowed() if e.id == game).load_window()
    board = window.bench_board(app, window.bench_players, 3)
    app.reset(MenuScene(app))
    app.push(board)
    board.ctl.bot_delay = lambda: 0.0
    app.push(PauseMenu(app, board))
    before = len(board.ctl.match.log)
    run(app, 0.4)
    assert len(board.ctl.match.log) == before            # the pause menu pauses every game's bots
    app.pop()
    app.push(HandoverCover(app, "Ada", None, lambda: None))
    run(app, 1.5)
    assert len(board.ctl.match.log) > before             # a scene that is part of play lets them move


def test_autosave_points_come_from_the_rules_not_from_state_attributes(monkeypatch):
    """The controller saves when ``Rules.autosave_point`` changes (and after human
    decisions); it reads no game-specific attribute of the state."""
    import game.registry as registry
    from game.ui.controller import Controller, SeatSpec
    from tests.toy_game import RULES

    monkeypatch.setitem(registry.GAMES, "toy", "tests.toy_game:ENTRY")
    registry._entry.cache_clear()
    saves = []
    match = Match(GameConfig("toy", 2, 3))
    ctl = Controller(match, [SeatSpec("bot", "random"), SeatSpec("bot", "random")], None, lambda: 0.0)
    monkeypatch.setattr(ctl, "save_async", lambda: saves.append(len(match.log)))
    monkeypatch.setattr(type(RULES), "autosave_point", lambda self, state: state.round)
    ctl.last_turn_key = ctl.turn_key()
    while not match.is_over():
        seat = match.to_move()[0]
        ctl.apply(seat, match.legal(seat)[0])
    assert saves == [2, 4, 6]                  # each round's end (the last one is also the end)
    registry._entry.cache_clear()


def test_package_windows_name_scene_classes_and_functions_that_exist():
    """A ``PackageWindow`` finds its scenes by name when first called; a typo
    would only show when that screen opens, so check every registered one."""
    import importlib

    from game.registry import entries
    from game.ui.window import PackageWindow

    found = 0
    for entry in entries():
        window = entry.load_window()
        if not isinstance(window, PackageWindow):
            continue
        found += 1
        package = f"game.ui.{window.game_id}"
        for module, name in (("setup", window.setup_scene), ("rules", window.rules_scene),
                             ("board", window.table_scene), ("positions", "stage"),
                             ("positions", "bench_board"), ("emblem", "draw")):
            assert callable(getattr(importlib.import_module(f"{package}.{module}"), name, None)), (package, module, name)
    assert found >= 3
