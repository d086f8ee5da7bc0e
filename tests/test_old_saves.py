"""Saves made before the windows moved (issue 9) still load, replay and open.

The Conquest fixture under tests/data/saves/ was written by the code of commit
b134118, before the move; it must keep loading after any reorganisation of the
packages.  The Kingdoms rules changed since (edition 2: research costs 1-5,
issue 15), so its in-progress fixture is of edition 2, and the edition-1 save
of b134118 must be refused with a message that says why.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pygame
import pytest

from game.core.saves import load_match

SAVES = Path(__file__).parent / "data" / "saves"
FIXTURES = sorted(SAVES.glob("*_in_progress.json"))


def test_fixture_saves_exist_for_each_windowed_game():
    assert {p.name.split("_")[0] for p in FIXTURES} >= {"kingdoms", "conquest"}


def test_a_save_of_an_earlier_rules_edition_says_so():
    from game.core.saves import SaveError

    with pytest.raises(SaveError, match="earlier edition of the kingdoms rules"):
        load_match(SAVES / "kingdoms_edition1.json")


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_old_save_loads_replays_and_plays_on(path):
    match, meta = load_match(path)
    expect = meta["expect"]
    assert len(match.log) == expect["moves"]
    assert list(match.to_move()) == expect["to_move"]
    assert getattr(match.state, "phase", None) == expect["phase"]
    assert match.rules.check_invariants(match.state) == []
    rng = random.Random(5)
    for _ in range(20_000):
        seats = match.to_move()
        if not seats:
            break
        seat = seats[rng.randrange(len(seats))]
        match.submit(seat, match.rules.sample_action(match.state, seat, rng))
        assert match.rules.check_invariants(match.state) == []
    assert match.is_over()


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_old_save_opens_its_board_in_the_window(path, tmp_path, monkeypatch):
    from game.ui import session
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings
    from game.ui.stack import App

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    pygame.init()
    app = App(Settings(bot_speed="instant", anim_speed="off"), (960, 600), persist=False)
    app.reset(MenuScene(app))
    session.load_path(app, copy)
    board = app.stack[-1]
    assert board.ctl.match.config.game == json.loads(path.read_text())["game"]
    assert len(board.ctl.match.log) == json.loads(path.read_text())["meta"]["expect"]["moves"]
    surf = pygame.Surface((960, 600))
    app.frame(surf, [], 0.016)
