"""The toy game, registered with a minimal window in a test registry, is
listed by the menu, opens its board, plays to its scores by simulated input,
renders screenshots and is covered by the selftest: all through its entry,
with no shared file naming it."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pygame
import pytest

import game.registry as registry
from game.cli import main
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, scenes_of
from tests.toy_window import ToyBoardScene, ToyScoringScene, ToySetupScene

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture()
def toy(monkeypatch, raw_text_allowed):
    raw_text_allowed.append("'toy.")       # a test game has no catalogs: the shell shows its keys
    monkeypatch.setitem(registry.GAMES, "toy", "tests.toy_window:ENTRY")
    registry._entry.cache_clear()
    yield
    registry._entry.cache_clear()


def frame(app, events=()):
    app.frame(pygame.Surface(app.size), list(events), 0.016)


def click(pos):
    """Pressed and let go at ``pos``."""
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k):
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]


def test_menu_lists_the_toy_and_its_board_plays_to_the_scores_by_input(toy):
    app = build_app("en", (1280, 800))
    app.settings.bot_speed = "instant"
    app.reset(MenuScene(app))
    frame(app)
    card = next(b for b in app.top.group.buttons if b.data == "toy")
    assert card.enabled                                   # on the menu, playable
    frame(app, click(card.rect.center))
    assert isinstance(app.top, ToySetupScene)
    frame(app, click(app.top.group.buttons[0].rect.center))
    board = app.top
    assert isinstance(board, ToyBoardScene)
    deadline = time.monotonic() + 20
    while not isinstance(app.top, ToyScoringScene):
        assert time.monotonic() < deadline, "no scores"
        frame(app, key(pygame.K_2) if board.ctl.human_to_move() else ())
        assert not app.errors, app.errors[-1]
        time.sleep(0.002)
    assert board.ctl.match.is_over() and len(board.ctl.match.log) == 6
    assert board.log_lines                                 # the shared log told it with the toy's hook
    frame(app)
    assert not app.errors


def test_toy_screenshots_render_and_selftest_covers_the_toy(toy, tmp_path, monkeypatch):
    assert scenes_of("toy") == ("menu", "settings", "about", "records", "replay", "setup", "board", "scoring", "rules",
                                "records-chart", "how-it-went", "history")
    for scene in scenes_of("toy"):
        out = tmp_path / f"{scene}.png"
        assert main(["screenshot", "--game", "toy", "--scene", scene, "--size", "640x400", "--out", str(out)]) == 0
        assert pygame.image.load(str(out)).get_size() == (640, 400)
    from game.ui import selftest

    covered = []
    real = selftest.render_scenes
    monkeypatch.setattr(selftest, "render_scenes", lambda game, scenes, langs: covered.append((game, scenes)) or real(game, scenes, langs))
    problems = selftest.selftest()
    assert problems and all("text: no catalog has the key 'toy." in p for p in problems)    # the toy has no catalogs: only that
    assert ("toy", ("setup", "board", "scoring", "rules", "records-chart", "how-it-went", "history")) in covered


def test_no_shared_file_names_the_toy():
    naming = [p for p in (ROOT / "game").rglob("*.py") if re.search(r"\btoy\b", p.read_text(encoding="utf-8"), re.IGNORECASE)]
    assert naming == []
