"""The About screen, opened from the menu: the game's version (the one version
the builds use), the bundled fonts' licence, and the user folder, in every
language, fitting the smallest window; opening it creates nothing."""

from __future__ import annotations

import pygame
import pytest

from game import __version__
from game.ui import widgets
from game.ui.i18n import LANGS, tr
from game.ui.scenes.about import AboutScene
from game.ui.scenes.menu import MenuScene
from tests.ui_helpers import click, key, menu_app


def press(app, surf, pos) -> None:
    app.frame(surf, click(pos), 0.016)


def about_button(menu: MenuScene) -> widgets.Button:
    menu.ensure_layout()
    (button,) = [b for b in menu.group.buttons if b.caption() == tr("menu.about")]
    return button


@pytest.mark.parametrize("lang", LANGS)
def test_the_menu_opens_about_which_shows_version_licence_and_user_folder(monkeypatch, tmp_path, lang):
    home = tmp_path / "home"
    monkeypatch.setenv("POCKET_EPICS_HOME", str(home))
    app, surf = menu_app(lang=lang)
    press(app, surf, about_button(app.top).rect.center)
    assert isinstance(app.top, AboutScene)
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.016)
    texts = " ".join(d.text for d in drawn)
    assert __version__ in texts
    assert "DejaVu-LICENSE.txt" in texts and "Bitstream Vera" in texts
    assert str(home) in texts
    assert [d for d in drawn if d.problem] == []
    assert not home.exists(), "showing the user folder must not create it"
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)
    assert isinstance(app.top, MenuScene)


def test_back_returns_to_the_menu(monkeypatch, tmp_path):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    app, surf = menu_app()
    press(app, surf, about_button(app.top).rect.center)
    app.top.ensure_layout()
    (back,) = app.top.group.buttons
    press(app, surf, back.rect.center)
    assert isinstance(app.top, MenuScene)
