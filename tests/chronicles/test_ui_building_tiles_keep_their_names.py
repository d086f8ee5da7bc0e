"""Every Chronicles building tile the board draws shows its building's name, in
every language at both window sizes (in Russian at 1024x640 the Quarry's tile,
"Каменоломня", stood nameless in a row of named ones: no bold size fitted);
the small icons beside a line that names the building show none (the name
fitted some icons of the Building list and not others)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import widgets
from game.ui.chronicles import art, words
from game.ui.i18n import LANGS, set_language
from game.ui.screenshot import build_app, render, stage

SCENES = ("placement", "war", "building", "aging")


@pytest.fixture(scope="module")
def tile_sizes() -> list[tuple[int, int]]:
    """The sizes the board draws building tiles at (not the small chips, whose
    names the hover hint has) at 1024x640 and 1280x800."""
    seen: set[tuple[int, int]] = set()
    icons: set[tuple[int, int]] = set()
    real = art._draw_building

    def spy(key: str, level: int, size: tuple[int, int], named: bool = True) -> pygame.Surface:
        if size[1] >= 30:
            (seen if named else icons).add(size)
        return real(key, level, size, named)

    art._draw_building = spy
    try:
        for size in ((1024, 640), (1280, 800)):
            for scene in SCENES:
                app = build_app("ru", size)
                stage(app, "chronicles", scene, 3)
                render(app, 2)
                assert not app.errors, app.errors[-1]
    finally:
        art._draw_building = real
    assert seen and icons
    return sorted(seen)


@pytest.mark.parametrize("lang", LANGS)
def test_every_building_tile_shows_its_name_whole(lang, tile_sizes):
    set_language(lang)
    missing = []
    for size in tile_sizes:
        for key in art.BUILDING_KEYS:
            for level in (0, 1, 2):
                with widgets.recording() as drawn:
                    art._draw_building(key, level, size)
                name = words.building_name(key)
                if name not in [d.text for d in drawn] or widgets.overflows(drawn):
                    missing.append(f"{key} level {level} at {size}")
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_the_building_choices_icons_carry_no_name_beside_the_line_naming_it(lang):
    app = build_app(lang, (1024, 640))
    with widgets.recording() as drawn:
        stage(app, "chronicles", "building", 3)
        render(app, 2)
    assert not app.errors, app.errors[-1]
    texts = [d.text for d in drawn]
    for key in art.BUILDING_KEYS:
        with widgets.recording() as icon:
            art._draw_building(key, 1, (42, 34), named=False)
        assert [d.text for d in icon] == ["I"]              # the level mark only
    assert any(words.building_name(key) in t for t in texts for key in art.BUILDING_KEYS)   # the lines name them
