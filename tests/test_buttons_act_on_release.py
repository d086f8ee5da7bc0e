"""A button acts as on a desktop: the press shows it pressed and does nothing
yet, the release over the same button acts, a press dragged off and released
elsewhere is cancelled, and a release whose press the button never had (a
dialog that opened under the pointer) does nothing.  Buttons acted on the
press, so a dialog opened by a press could take the release of the same click."""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.scenes.about import AboutScene
from game.ui.scenes.menu import MenuScene
from tests.ui_helpers import click, menu_app, press, release


def _about(menu):
    menu.ensure_layout()
    return next(b for b in menu.group.buttons if b.caption() == tr("menu.about"))


def test_the_press_shows_the_button_pressed_and_the_release_acts():
    app, surf = menu_app()
    menu = app.top
    about = _about(menu)
    spot = about.rect.center
    inside = (about.rect.x + 4, about.rect.centery)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    lit = surf.get_at(inside)
    app.frame(surf, press(spot), 0.016)
    assert app.top is menu and about.pressed, "the press alone acted"
    assert surf.get_at(inside) != lit, "the pressed button looks as if only pointed at"
    app.frame(surf, release(spot), 0.016)
    assert isinstance(app.top, AboutScene) and not about.pressed


def test_a_press_dragged_off_and_released_elsewhere_does_nothing():
    app, surf = menu_app()
    menu = app.top
    about = _about(menu)
    app.frame(surf, press(about.rect.center), 0.016)
    away = (about.rect.centerx, about.rect.bottom + 200)
    app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(1, 0, 0))], 0.016)
    app.frame(surf, release(away), 0.016)
    assert app.top is menu and not about.pressed
    app.frame(surf, click(about.rect.center), 0.016)            # a whole click still works after it
    assert isinstance(app.top, AboutScene)


def test_a_release_over_a_button_it_was_not_pressed_on_does_nothing():
    app, surf = menu_app()
    chosen: list[str] = []
    dialog = MessageDialog(app, "?", "?", [("A", lambda: chosen.append("A")), ("B", lambda: chosen.append("B"))])
    app.push(dialog)
    dialog.ensure_layout()
    a, b = dialog.group.buttons
    app.frame(surf, release(b.rect.center), 0.016)             # the release of a press the dialog never had
    assert not chosen and app.top is dialog
    app.frame(surf, press(a.rect.center) + release(b.rect.center), 0.016)   # pressed on A, let go on B
    assert not chosen and app.top is dialog
    app.frame(surf, click(b.rect.center), 0.016)
    assert chosen == ["B"] and isinstance(app.top, MenuScene)
