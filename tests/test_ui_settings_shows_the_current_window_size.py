"""Settings shows the window's own size among the sizes it offers, lit.

Played in a real window on a 1280×800 display: the saved 1280×800 was shrunk
to 1280×720 when the window opened, and Settings' "Window size" row offered
one unlit "1024×640", so nothing said how large the window was."""

from __future__ import annotations

from game.ui.scenes.settings import SettingsScene
from game.ui.screenshot import build_app


def test_a_window_shrunk_to_the_display_shows_its_size_lit_among_the_offered_ones():
    app = build_app("en", (1280, 720))
    app.desktop = (1280, 760)                  # a 1280×800 display less its bars: only 1024×640 of the list fits
    app.settings.window = [1280, 720]          # what opening the window left (``window_that_fits``)
    app.push(SettingsScene(app))
    app.top.ensure_layout()
    chips = [b for b in app.top.group.buttons if "×" in b.caption()]
    assert [b.caption() for b in chips] == ["1024×640", "1280×720"]
    assert [b.caption() for b in chips if b.selected] == ["1280×720"]


def test_a_listed_size_is_not_offered_twice():
    app = build_app("en", (1024, 640))
    app.desktop = (1440, 820)
    app.settings.window = [1024, 640]
    app.push(SettingsScene(app))
    app.top.ensure_layout()
    chips = [b.caption() for b in app.top.group.buttons if "×" in b.caption()]
    assert chips == ["1024×640", "1280×800"]
