"""A player's own territory sides (issue 15): .tmx files dropped into the ``maps`` folder of
the per-user data folder are offered in setup and play; a broken one is listed with its
named error and never blocks the others."""

from __future__ import annotations

import random
import shutil

import pytest

from game.core.protocol import GameConfig
from game.kingdoms import maps
from game.kingdoms.rules import KingdomsRules
from game.paths import resource
from tests.kingdoms.helpers import play_random


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    folder = maps.user_folder()
    shutil.copy(resource("maps", "kingdoms", "T3A.tmx"), folder / "my lake.tmx")
    (folder / "broken.tmx").write_text("<map><object", encoding="utf-8")
    (folder / "notes.txt").write_text("not a map", encoding="utf-8")
    return folder


def test_the_user_maps_folder_is_in_the_per_user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    assert maps.user_folder() == tmp_path / "maps" and (tmp_path / "maps").is_dir()
    assert maps.user_maps() == ()


def test_a_broken_user_map_is_listed_with_its_named_error_and_the_good_one_still_loads(home):
    found = {u.file: u for u in maps.user_maps()}
    assert set(found) == {"broken.tmx", "my lake.tmx"}
    broken = found["broken.tmx"]
    assert broken.side is None and "broken.tmx" in broken.error and "XML" in broken.error
    good = found["my lake.tmx"]
    assert good.error is None and good.side.id == "T3A~my_lake" and good.official_id == "T3A"
    assert all(r.id.startswith("T3A~my_lake.") for r in good.side.regions)
    assert "T3A~my_lake" in KingdomsRules().sides                 # the UI and bots can draw it


def test_a_user_map_chosen_in_setup_is_played_to_the_end(home):
    rules = KingdomsRules()
    for seed in range(50):
        config = GameConfig("kingdoms", 5, seed, None, {"user_maps": ["T3A~my_lake"]})
        state = rules.new_state(config)
        if 3 in state.home_card:
            break
    seat = state.home_card.index(3)
    assert state.sides["T3A"].id == "T3A~my_lake"
    rng = random.Random(1)

    while rules.to_move(state) and state.phase == "setup":
        for p in rules.to_move(state):
            legal = rules.legal_actions(state, p)
            action = ("side", "A") if p == seat and ("side", "A") in legal else legal[rng.randrange(len(legal))]
            rules.apply(state, p, action)
    view = rules.view(state, 0)
    assert "T3A~my_lake" in view["cards"]
    play_random(rules, state, rng)
    assert rules.result(state).winners


def test_a_missing_user_map_is_a_named_error(home):
    with pytest.raises(ValueError, match="user_maps: 'T5B~gone' is not a usable map"):
        KingdomsRules().new_state(GameConfig("kingdoms", 3, 1, None, {"user_maps": ["T5B~gone"]}))


def test_setup_offers_a_user_map_and_lists_a_broken_one_with_its_error(home):
    """The setup screen shows a chip per usable user map and a note naming each broken one;
    choosing the chip puts the map into the game's config, and the game starts with it."""
    import pygame

    from game.ui.i18n import tr
    from game.ui.kingdoms.setup import SetupScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.screenshot import build_app
    from tests.test_ui_game import click

    size = (1280, 800)
    app = build_app("en", size)
    app.reset(MenuScene(app))
    setup = SetupScene(app, 5)
    app.push(setup)
    surf = pygame.Surface(size)
    app.frame(surf, [], 0.016)
    chip = next(b for b in setup.group.buttons if b.caption() == "3A · my lake")
    broken = next(u for u in setup.user_maps if u.side is None)
    note = tr("kingdoms.setup.maps.broken", error=broken.error)
    assert "broken.tmx" in note
    drawn: list[str] = []
    from game.ui import widgets

    original = widgets.wrapped

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return original(surface, text, *args, **kwargs)

    widgets.wrapped = spy
    try:
        app.frame(surf, [], 0.016)
    finally:
        widgets.wrapped = original
    assert note in drawn
    app.frame(surf, click(chip.rect.center), 0.016)
    assert setup.chosen_maps == ["T3A~my_lake"]
    assert setup.config().options["user_maps"] == ["T3A~my_lake"]
    KingdomsRules().new_state(setup.config())                     # a valid game config
    assert not app.errors
