"""Normal play writes nothing to error.log: a short UI fuzz of every game, in
Russian and Ukrainian, with real user files (saves of every game in the Load
list, settings, lessons), must leave the log empty.  Anything there means a
player's run wrote a problem (a name without its form, a failed save, a crash)."""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import windowed
from game.ui import text_truth
from game.ui.controller import Controller, SeatSpec, writer
from game.ui.scenes.load import LoadScene
from game.ui.screenshot import scenes_of, stage
from game.ui.settings import Settings
from game.ui.stack import App
from game.ui.table.motion import StepClock
from tests.test_ui_fuzz import random_event

GAMES = [e.id for e in windowed()]


def fill_saves(home) -> None:
    """Two saves of every game, played a little way in (so the Load list has leaders)."""
    folder = home / "saves"
    folder.mkdir(exist_ok=True)
    for n, game in enumerate(GAMES):
        for players in (2, 3):
            match = Match(GameConfig(game, players, 7 + n))
            rng = random.Random(n)
            for _ in range(40):
                if match.is_over():
                    break
                seat = match.to_move()[0]
                match.submit(seat, match.rules.sample_action(match.state, seat, rng))
            Controller(match, [SeatSpec("human")] + [SeatSpec("bot")] * (players - 1)).save_to(folder / f"{game}-{players}.json")


@pytest.mark.parametrize("game", GAMES)
def test_a_short_ui_fuzz_of_every_game_leaves_error_log_empty(game, tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    from game.core import userlog

    userlog.reset_repeats()
    monkeypatch.setattr(text_truth, "_logged", set())       # a problem logged by an earlier test is logged again here
    fill_saves(tmp_path)
    rng = random.Random(zlib.crc32(game.encode()))
    pygame.init()
    surf = pygame.Surface((1024, 640))
    scenes = ["menu", "load", *[s for s in scenes_of(game) if s not in ("menu", "settings")]]
    for i, scene in enumerate(scenes):
        lang = ("ru", "uk")[i % 2]
        app = App(Settings(language=lang, bot_speed="instant", anim_speed="off"), surf.get_size(), persist=True, clock=StepClock())
        app.tip_delay = None
        if scene == "load":
            stage(app, game, "menu", 1)
            app.push(LoadScene(app))
        else:
            stage(app, game, scene, 3 + i)
        for step in range(150):
            if not app.stack or not app.running:
                app.running = True
                stage(app, game, "menu", step)
            app.frame(surf, [random_event(rng, surf.get_size()) for _ in range(2)], 0.02)
        assert not app.errors, app.errors[-1]
    writer().submit(lambda: None).result(timeout=30)
    log = tmp_path / "error.log"
    assert not log.exists() or log.read_text() == "", log.read_text()[:2000]
