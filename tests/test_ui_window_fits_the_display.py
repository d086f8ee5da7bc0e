"""The window fits the display: Settings offers only sizes the display shows
whole, and a saved size larger than the display is shrunk when the window
opens (1920×1200 on a smaller display opened off-screen, and Settings' Back
button could not be reached by the mouse).  The display's size is faked."""

from __future__ import annotations

import pygame

from game.ui import app as window_app
from game.ui import settings as ui_settings
from game.ui.scenes.settings import SettingsScene
from game.ui.screenshot import build_app
from game.ui.settings import MIN_WINDOW, WINDOW_SIZES, Settings


def offered_sizes(app) -> list[str]:
    app.push(SettingsScene(app))
    app.top.ensure_layout()
    return [b.caption() for b in app.top.group.buttons if "×" in b.caption()]


def test_settings_offers_only_window_sizes_that_fit_the_display():
    app = build_app("en", (1024, 640))
    app.desktop = (1440, 820)                 # a 1440×900 display less its task bar
    assert offered_sizes(app) == ["1024×640", "1280×800"]


def test_every_size_is_offered_on_a_large_display():
    app = build_app("en", (1024, 640))
    app.desktop = (2560, 1360)
    assert offered_sizes(app) == [f"{a}×{b}" for a, b in WINDOW_SIZES]


def test_a_window_larger_than_the_display_is_shrunk_when_it_opens(monkeypatch):
    opened = []
    monkeypatch.setattr(ui_settings, "desktop_room", lambda: (1280, 720))
    monkeypatch.setattr(window_app, "desktop_room", lambda: (1280, 720))
    monkeypatch.setattr(pygame.display, "set_mode", lambda size, flags=0: opened.append(size) or pygame.Surface(size))
    monkeypatch.setattr(window_app, "set_minimum_size", lambda: None)
    settings = Settings(window=[1920, 1200])
    screen = window_app._set_mode(settings)
    assert opened == [(1280, 720)] and screen.get_size() == (1280, 720)
    assert settings.window == [1280, 720]


def test_a_tiny_display_still_gets_the_smallest_window_the_boards_lay_out():
    assert ui_settings.window_that_fits([1920, 1200], (640, 480)) == list(MIN_WINDOW)
    assert ui_settings.sizes_that_fit((640, 480)) == [WINDOW_SIZES[0]]
