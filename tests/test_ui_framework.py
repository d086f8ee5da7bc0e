"""The scene stack, scaling layout, error dialogs and bundled fonts."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.scene import MessageDialog, Scene
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings
from game.ui.stack import App


class Boom(Scene):
    def draw(self, surf):
        raise RuntimeError("kaboom")


def make_app(size=(1280, 800)) -> App:
    pygame.init()
    return App(Settings(), size, persist=False)


def test_push_pop_replace_and_overlays():
    app = make_app()
    menu = MenuScene(app)
    app.push(menu)
    dialog = MessageDialog(app, "t", "b")
    app.push(dialog)
    assert app.top is dialog and dialog.overlay
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.01)                 # the menu is drawn under the dialog
    app.pop()
    assert app.top is menu
    other = MessageDialog(app, "x", "y")
    app.replace(other)
    assert app.stack == [other]
    app.pop()
    assert not app.running                    # an empty stack ends the app


def test_an_exception_in_a_scene_becomes_a_message_not_a_crash():
    app = make_app()
    app.push(MenuScene(app))
    app.push(Boom(app))
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.01)
    assert app.errors and "kaboom" in app.errors[-1]
    assert isinstance(app.top, MessageDialog)
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)], 0.01)
    assert app.running


def test_layout_scales_with_the_window():
    sizes = {}
    for size in ((1280, 800), (2560, 1600)):
        app = make_app(size)
        menu = MenuScene(app)
        app.push(menu)
        app.frame(pygame.Surface(size), [], 0.01)
        sizes[size] = menu.group.buttons[4].rect        # "New game"
    small, big = sizes[(1280, 800)], sizes[(2560, 1600)]
    assert abs(big.w - 2 * small.w) <= 2 and abs(big.h - 2 * small.h) <= 2


def test_fonts_are_bundled_with_cyrillic_and_a_licence():
    from game.paths import resource

    assert fonts.check_fonts() == []
    assert resource("assets", "fonts", "DejaVu-LICENSE.txt").is_file()
    pygame.init()
    f = fonts.font(20)
    # every Cyrillic letter we use has a real glyph (not the same box as an unknown code point)
    for ch in "ЖжЁёЇїЄєІіҐґЩщЪъ":
        assert f.metrics(ch)[0] is not None


def test_missing_font_is_reported_clearly(monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "resource", lambda *parts: tmp_path.joinpath(*parts))
    problems = fonts.check_fonts()
    assert problems and "DejaVuSans.ttf" in problems[0] and "missing" in problems[0]


def test_the_menu_comes_back_with_the_game_it_last_pointed_at():
    """Found playing a lesson in a window: leaving Chronicles' lesson came back to a menu
    with the first game chosen; the menu now keeps the game last pointed at."""
    from game.registry import entries
    from game.ui.scenes.menu import MenuScene
    from tests.ui_helpers import menu_app

    app, _surf = menu_app((1280, 800), "en")
    menu = app.top
    other = [e.id for e in entries() if e.id != menu.chosen and e.window is not None][-1]
    menu.chosen = other
    menu.follow_chosen()
    app.go_home()
    assert isinstance(app.top, MenuScene) and app.top is not menu
    assert app.top.chosen == other
