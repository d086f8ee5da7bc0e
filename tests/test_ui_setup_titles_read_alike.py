"""Every game's New game screen is titled the same way in each language.

Played through the menu with whole clicks (press and release) on each game's
card, "Not now" to the lesson's offer: the setup's title is the language's one
form with the game's name in it ("New game of Galaxies"; Kingdoms said "New
game — Kingdoms", and Russian mixed «…», ":" and "—").
"""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.i18n import tr
from tests.ui_helpers import answer_offer, menu_app

GAMES = [e.id for e in windowed()]


def press_release(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def setup_title(game: str, lang: str) -> str:
    """The title the setup of ``game`` shows, its name put back as "{}"."""
    app, surf = menu_app(lang=lang)
    app.frame(surf, [], 0.016)
    menu = app.top
    card = next(rect for g, rect in menu.cards if g == game)
    app.frame(surf, press_release(card.center), 0.016)
    answer_offer(app, surf)
    app.frame(surf, [], 0.016)
    assert app.top is not menu, f"{game}: the card's click opened nothing"
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.016, force=True)
    name = tr(f"{game}.name")
    titles = [d.text for d in drawn if name in d.text and d.rect.y < surf.get_height() // 6]
    assert titles, f"{game}: no title with its name at the top of the setup"
    return titles[0].replace(name, "{}")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_setup_is_titled_alike(lang):
    forms = {game: setup_title(game, lang) for game in GAMES}
    assert len(set(forms.values())) == 1, forms
