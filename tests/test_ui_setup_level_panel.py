"""The setup screen says, in its info panel, what the bot level the player is
looking at means in this game (its measured ladder), for every registered game:
a click on a seat's level shows "Seat 2 — Expert" and the level's words beside
the rows (before, only a tooltip said it, after the pointer rested, and the
panel kept showing the game's blurb); the level button's own tip is then the
short one; any other press gives the panel back to the game."""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.i18n import catalog, set_language, tr
from game.ui.screenshot import stage
from tests.ui_helpers import click, menu_app


def about(game: str, level: str) -> str:
    own = f"{game}.setup.level_about.{level}"
    return tr(own if catalog().has(own) else f"setup.level_about.{level}")


def drawn(app, surf, events) -> list[widgets.Drawn]:
    with widgets.recording() as texts:
        app.frame(surf, events, 0.016)
    return texts


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_a_clicked_bot_level_is_explained_in_the_info_panel(game, lang, size):
    app, surf = menu_app(size, lang)
    try:
        stage(app, game, "setup", 1)
        setup = app.top
        setup.kinds[1] = "hard"
        setup.rebuild()
        setup.ensure_layout()

        def button(data):
            setup.ensure_layout()
            return next(b for b in setup.group.buttons if b.data == data)

        head = tr("setup.seat", n=2) + " — " + tr("setup.level.expert")
        texts = drawn(app, surf, [])
        assert head not in [d.text for d in texts]         # the game's own panel at first

        texts = drawn(app, surf, click(button(("level", 1)).rect.center))
        texts = drawn(app, surf, [])
        assert setup.kinds[1] == "expert"
        shown = [d.text for d in texts]
        assert head in shown
        words = " ".join(shown)
        assert " ".join(about(game, "expert").split()[:5]) in words
        note = [d for d in texts if d.text == head or d.text in about(game, "expert")]
        assert not [d.problem for d in note if d.problem], f"{game}: the level's note is cut or too wide"
        assert button(("level", 1)).tip() == tr("setup.level.tip")    # said once, in the panel

        away = pygame.event.Event(pygame.MOUSEMOTION, pos=(2, size[1] // 2), rel=(0, 0), buttons=(0, 0, 0))
        assert head in [d.text for d in drawn(app, surf, [away])]     # still the one just clicked

        drawn(app, surf, click(button(("colour", 1)).rect.center))   # any other press
        assert head not in [d.text for d in drawn(app, surf, [])]
    finally:
        set_language("en")


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_the_keyboard_reaches_the_level_and_the_panel_follows(game):
    """Tab until the focus (shown) is on seat 2's level: the panel says that level;
    Enter changes it and the panel says the new one; nothing else opens."""
    from tests.ui_helpers import tap

    app, surf = menu_app((1280, 800), "en")
    stage(app, game, "setup", 1)
    setup = app.top
    setup.kinds[1] = "hard"
    setup.rebuild()
    setup.ensure_layout()
    for _ in range(len(setup.group.buttons) + 1):
        drawn(app, surf, tap(pygame.K_TAB))
        b = setup.group.focused()
        if setup.group.keyboard and b is not None and b.data == ("level", 1):
            break
    else:
        pytest.fail(f"{game}: Tab never reached seat 2's level")
    head = tr("setup.seat", n=2) + " — "
    assert head + tr("setup.level.hard") in [d.text for d in drawn(app, surf, [])]
    texts = drawn(app, surf, tap(pygame.K_RETURN))
    texts = drawn(app, surf, [])
    assert app.top is setup and setup.kinds[1] == "expert"
    assert head + tr("setup.level.expert") in [d.text for d in texts]
