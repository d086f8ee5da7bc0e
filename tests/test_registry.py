"""The registry: one declared entry per game, loaded lazily, and a registered
game that cannot be loaded is an error, never silently dropped."""

from __future__ import annotations

import subprocess
import sys

import pytest

import game.registry as registry
from game.core.bots import RandomBot, make_bot
from game.core.entry import EntryError, GameEntry
from game.registry import entries, get_entry, get_rules

BROKEN = GameEntry(id="broken", rules="game.no_such_game.rules:RULES")
NO_BOTS_MODULE = GameEntry(id="toy", rules="tests.toy_game:RULES", bots="tests.no_such_bots:BOTS")


@pytest.fixture()
def extra(monkeypatch):
    """Register extra entries for one test (the test registry)."""
    def add(game: str, target: str) -> None:
        monkeypatch.setitem(registry.GAMES, game, target)
        registry._entry.cache_clear()
    yield add
    registry._entry.cache_clear()


def test_every_entry_loads_with_its_own_id():
    for entry in entries():
        assert entry.load_rules().id == entry.id
        assert all(isinstance(level, str) for level in entry.load_bots())


def test_listing_the_registry_imports_no_rules_and_no_pygame():
    code = ("import sys; from game.registry import entries; entries(); "
            "bad = [m for m in sys.modules if m == 'pygame' or m.endswith('.rules') or m.endswith('.engine')]; "
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_a_registered_game_that_fails_to_import_is_an_error(extra):
    extra("broken", "tests.test_registry:BROKEN")
    with pytest.raises(EntryError, match="broken: rules 'game.no_such_game.rules:RULES' cannot be imported"):
        registry.available()
    with pytest.raises(EntryError, match="broken"):
        get_rules("broken")


def test_a_registry_line_that_is_not_an_entry_says_how_to_fix_it(extra):
    extra("toy", "tests.toy_game:RULES")            # the old form: a Rules object
    with pytest.raises(EntryError, match="not a GameEntry"):
        get_entry("toy")


def test_make_bot_never_turns_a_missing_bots_module_into_random_bots(extra):
    extra("toy", "tests.test_registry:NO_BOTS_MODULE")
    with pytest.raises(EntryError, match="toy: bots 'tests.no_such_bots:BOTS' cannot be imported"):
        make_bot("toy", "normal", 0)


def test_an_entry_without_bots_plays_every_level_at_random(extra):
    extra("toy", "tests.toy_game:ENTRY")
    assert isinstance(make_bot("toy", "hard", 0), RandomBot)


def test_a_game_without_a_window_is_coming_everywhere(extra):
    """Registered without a window: on the menu as coming, no screenshot scenes,
    no selftest scenes, not offered by the bench or the load screen."""
    from game.ui.scenes.menu import menu_games, setup_opener
    from game.ui.screenshot import scenes_of, screenshot

    extra("toy", "tests.toy_game:ENTRY")
    assert "toy" in menu_games() and setup_opener("toy") is None
    assert scenes_of("toy") == ()
    assert screenshot("toy", "menu", 1, "en", (320, 200), "unused.png") == 2
    assert "toy" not in [e.id for e in registry.windowed()]
