"""Setup reads the same in every game: a seat is a person or a bot (one
toggle) and a bot has a level (another toggle, greyed for a person), in the
shared words ("Bot" · "Normal"; Galaxies said "Bot: normal", Chronicles
"Normal bot", and one button cycled normal → hard → Human → easy).  The menu's
tooltips keep off its subtitle."""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui.i18n import LANGS, set_language, tr
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.seat_setup import LEVELS, SeatSetupScene
from game.ui.screenshot import build_app
from game.ui.tooltip import draw_tip, tip_spot


def open_setup(game: str, lang: str = "en") -> SeatSetupScene:
    set_language(lang)
    app = build_app(lang, (1280, 800))
    app.reset(MenuScene(app))
    next(e for e in windowed() if e.id == game).load_window().open_setup(app)
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    setup.ensure_layout()
    return setup


def button(setup: SeatSetupScene, data):
    setup.ensure_layout()
    return next(b for b in setup.group.buttons if b.data == data)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_a_seat_is_a_person_or_a_bot_and_a_bot_has_a_level(game, lang):
    setup = open_setup(game, lang)
    try:
        seat = 1
        if setup.kinds[seat] == "human":
            button(setup, ("kind", seat)).action()
        who, level = button(setup, ("kind", seat)), button(setup, ("level", seat))
        assert who.caption() == tr("setup.who.bot") and level.enabled
        seen = []
        for _ in LEVELS:
            seen.append(button(setup, ("level", seat)).caption())
            button(setup, ("level", seat)).action()
        assert sorted(seen) == sorted(tr(f"setup.level.{lv}") for lv in LEVELS)
        kept = setup.kinds[seat]
        button(setup, ("kind", seat)).action()                   # a person takes the seat
        assert setup.kinds[seat] == "human" and button(setup, ("kind", seat)).caption() == tr("setup.who.human")
        assert not button(setup, ("level", seat)).enabled       # greyed, never removed
        button(setup, ("kind", seat)).action()                   # a bot again, at the level it had
        assert setup.kinds[seat] == kept
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 640)), ("ru", (1280, 800)), ("uk", (1280, 800))])
def test_the_menu_tooltips_keep_off_the_subtitle(lang, size):
    set_language(lang)
    app = build_app(lang, size)
    app.reset(MenuScene(app))
    menu = app.top
    menu.ensure_layout()
    surf = pygame.Surface(app.size)
    clear = menu.keep_clear()
    assert clear
    covered = 0
    for b in menu.group.buttons:
        tip = b.tip()
        if tip:
            others = app.tip_others(menu, b)
            rect = draw_tip(surf, tip, b.rect.center, menu.k, avoid=b.rect, others=others, soft=clear)
            if rect.collidelist(clear) >= 0:            # only when no spot keeps off both the buttons and the subtitle
                spot = tip_spot(surf.get_rect(), rect.size, b.rect.center, menu.k, b.rect, others + clear)
                assert spot.collidelist(others + clear) >= 0, (b.caption(), rect, spot)
            covered += rect.collidelist(clear) >= 0
    assert covered < len([b for b in menu.group.buttons if b.tip()])
    set_language("en")
