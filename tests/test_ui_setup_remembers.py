"""Each game's setup screen starts from that game's last setup (seats person or
bot, levels, colours, player count, who goes first and the game's own options),
kept in the settings; a damaged entry drops only itself (issue 30).  And the
level tips say what each level means in that game, from its measured ladder."""

from __future__ import annotations

import json

import pygame
import pytest

from game.registry import windowed
from game.ui.i18n import LANGS, set_language, tr
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.seat_setup import SeatSetupScene
from game.ui.screenshot import build_app
from game.ui.settings import load_settings

GAMES = [e.id for e in windowed()]


def open_setup(app, game: str) -> SeatSetupScene:
    app.reset(MenuScene(app))
    next(e for e in windowed() if e.id == game).load_window().open_setup(app)
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    setup.ensure_layout()
    return setup


def press(app, surf, button) -> None:
    """A whole click on ``button`` through the app's event loop."""
    pos = button.rect.center
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def find(setup: SeatSetupScene, test) -> object:
    setup.ensure_layout()
    return next(b for b in setup.group.buttons if test(b))


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_the_setup_screen_starts_from_the_last_setup_of_its_game(game):
    size = (1280, 800)
    app = build_app("en", size)
    surf = pygame.Surface(size)
    setup = open_setup(app, game)
    players = next(n for n in setup.counts if n != setup.players and n >= 2)
    press(app, surf, find(setup, lambda b: b.caption() == str(players) and b.style == "chip" and b.data is None))
    assert setup.players == players
    if setup.kinds[1] == "human":
        press(app, surf, find(setup, lambda b: b.data == ("kind", 1)))
    press(app, surf, find(setup, lambda b: b.data == ("level", 1)))          # normal -> hard
    level = setup.kinds[1]
    press(app, surf, find(setup, lambda b: b.data == ("kind", 0)))           # the person's seat becomes a bot
    press(app, surf, find(setup, lambda b: b.data == ("colour", 0)))
    colours = list(setup.colours)
    extra = {}
    if game == "kingdoms":
        setup.set_expl(True)
        extra = {"exploration": True}
    chosen = {"players": players, "kinds": list(setup.kinds), "colours": colours, "first": setup.first}
    setup.keep_setup()               # what Play does first (playing a whole game is not the point here)
    again = open_setup(app, game)
    assert again is not setup
    assert {"players": again.players, "kinds": list(again.kinds), "colours": list(again.colours), "first": again.first} == chosen
    assert again.kinds[1] == level and level != "normal"
    for name, value in extra.items():
        assert getattr(again, name) == value
    # another game's screen is not touched by this one
    other = next(g for g in GAMES if g != game)
    fresh = open_setup(build_app("en", size), other)
    assert fresh.kinds[0] == "human"


def test_play_keeps_the_setup():
    size = (1280, 800)
    app = build_app("en", size)
    surf = pygame.Surface(size)
    setup = open_setup(app, "conquest")
    press(app, surf, find(setup, lambda b: b.caption() == "4" and b.style == "chip" and b.data is None))
    press(app, surf, find(setup, lambda b: b.data == "play"))
    assert app.settings.games["conquest"]["setup.players"] == 4
    assert open_setup(app, "conquest").players == 4


def test_a_damaged_entry_drops_only_itself(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"games": {"kingdoms": {
        "setup.players": 4,
        "setup.seats": "human,hard,bogus,easy,normal",      # a kind that does not exist
        "setup.levels": {"nested": "no"},                      # not a plain value: the file's check drops it
        "setup.colours": "red,red,red,red,red",               # two seats never share a colour
        "setup.first": 9,                                      # no such seat
        "setup.exploration": True,
        "setup.factions": ",,,,",
    }}}))
    settings = load_settings(path, repair=False)
    assert "setup.levels" not in settings.games["kingdoms"]
    app = build_app("en", (1280, 800))
    app.settings = settings
    setup = open_setup(app, "kingdoms")
    assert setup.players == 4 and setup.exploration is True
    assert setup.kinds[:2] == ["human", "normal"]                 # the damaged seats entry: the defaults
    assert len(set(setup.colours)) == len(setup.colours)
    assert setup.first is None
    assert setup.factions == [None] * 5


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_each_level_tip_says_what_the_level_measured_in_this_game(game, lang):
    set_language(lang)
    setup = open_setup(build_app(lang, (1280, 800)), game)
    for level in ("easy", "normal", "hard", "expert"):
        tip = setup.level_tip(level)
        assert tip.startswith(tr("setup.level.tip"))
        assert tr(f"{game}.setup.level_about.{level}") in tip
        assert any(ch.isdigit() for ch in tr(f"{game}.setup.level_about.{level}"))       # a measured figure
