"""One unusable game entry in settings.json costs only that entry: every other
game's preferences (finished lesson parts, first-time offers, setups) are kept,
on loading and on the next save, and the dropped entry has its line in error.log."""

from __future__ import annotations

import json

import pytest

from game.ui.settings import load_settings, save_settings
from tests.user_folder import home_fixture  # noqa: F401 - the fixture `home`

GOOD = {"kingdoms": {"tutorial_offered": True, "tutorial_finished": "first"},
        "galaxies": {"tutorial_offered": True, "players": 3}}


@pytest.mark.parametrize("bad", [5, "yes", [1, 2], None])
def test_one_bad_game_entry_drops_only_that_entry_and_the_next_save_keeps_the_rest(home, bad):
    path = home / "settings.json"
    path.write_text(json.dumps({"language": "ru", "games": dict(GOOD, chronicles=bad)}))
    settings = load_settings(path)
    assert settings.games == GOOD
    assert settings.language == "ru"
    log = (home / "error.log").read_text()
    assert log.count("settings:") == 1 and "chronicles" in log
    save_settings(settings, path)
    assert load_settings(path).games == GOOD
    assert json.loads(path.read_text())["games"] == GOOD


def test_a_bad_preference_drops_only_that_preference(home):
    path = home / "settings.json"
    path.write_text(json.dumps({"games": {"kingdoms": {"tutorial_offered": True, "setup": {"nested": [1]}}}}))
    settings = load_settings(path)
    assert settings.games == {"kingdoms": {"tutorial_offered": True}}
    log = (home / "error.log").read_text()
    assert log.count("settings:") == 1 and "kingdoms" in log and "setup" in log


def test_a_games_value_that_is_no_table_at_all_falls_back_with_one_line(home):
    path = home / "settings.json"
    path.write_text(json.dumps({"games": [1], "colorblind": True}))
    settings = load_settings(path)
    assert settings.games == {} and settings.colorblind is True
    assert (home / "error.log").read_text().count("settings:") == 1
