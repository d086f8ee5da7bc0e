"""Every card its own picture: the vendored icons exist for every entry of the
picture mapping, the credits name every icon's author, no two characters,
buildings, cities or factions share a picture, and a Chronicles card's text is
never cut at the sizes the table draws cards at 1280x800 and 1024x640."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pygame
import pytest

from game.ui import icons, widgets
from game.ui.screenshot import build_app, render, stage

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons" / "game-icons"
sys.path.insert(0, str(ROOT / "build_scripts"))
from vendor_icons import read_authors, wanted_icons  # noqa: E402


def mapping() -> dict:
    return json.loads((ROOT / "game" / "ui" / "pictures.json").read_text(encoding="utf-8"))


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surf, "RGBA")).hexdigest()


@pytest.fixture(scope="module")
def app():
    return build_app("en", (1280, 800))


def test_every_icon_the_pictures_name_is_vendored_as_an_svg():
    names = wanted_icons(mapping())
    assert len(names) >= 100
    missing = [n for n in sorted(names) if not (ICON_DIR / f"{n}.svg").is_file()]
    assert missing == []
    assert sorted(p.stem for p in ICON_DIR.glob("*.svg")) == sorted(names)      # nothing vendored that no card uses


def test_the_credits_name_the_licence_the_source_version_and_every_icons_author():
    credits = (ICON_DIR / "CREDITS.md").read_text(encoding="utf-8")
    licence = (ICON_DIR / "LICENSE.txt").read_text(encoding="utf-8")
    assert "CC BY 3.0" in licence and "creativecommons.org/licenses/by/3.0" in licence
    assert "@iconify-json/game-icons" in credits and "1.2.4" in credits
    authors = read_authors(ROOT / "assets" / "icons" / "authors.tsv")
    rows = {line.split("|")[1].strip(): line.split("|")[2].strip() for line in credits.splitlines()
            if line.startswith("| ") and not line.startswith("| icon") and not line.startswith("| ---")}
    for name in wanted_icons(mapping()):
        assert name in authors, name
        assert rows.get(name), f"{name} has no author in CREDITS.md"


def test_the_mapping_covers_exactly_the_games_content():
    from game.chronicles.content import BUILDING_KEYS
    from game.kingdoms.content import load_content
    from game.ui.chronicles import words as chronicles_words
    from game.ui.conquest import words as conquest_words

    icons.pictures("chronicles", "characters", [k.key for k in chronicles_words.RULES.content.kinds])
    icons.pictures("chronicles", "buildings", list(BUILDING_KEYS))
    icons.pictures("conquest", "cities", [c.id for c in conquest_words.content().cities])
    icons.pictures("kingdoms", "factions", list(load_content().factions))
    with pytest.raises(icons.IconError, match="no picture for"):
        icons.pictures("kingdoms", "factions", [*load_content().factions, "new_faction"])


def test_an_icon_is_drawn_in_the_colour_and_size_asked():
    img = icons.icon("plow", 48, (200, 10, 10))
    assert img.get_size() == (48, 48)
    opaque = [img.get_at((x, y)) for x in range(48) for y in range(48) if img.get_at((x, y)).a == 255]
    assert len(opaque) > 100
    assert all(c.r == 200 and c.g == 10 for c in opaque)


def test_every_chronicles_character_and_building_level_has_its_own_picture(app):
    from game.chronicles.content import BUILDING_KEYS
    from game.ui.chronicles import art, words

    keys = [k.key for k in words.RULES.content.kinds]
    assert len(keys) == 42
    pictures = {}
    for key in keys:
        surf = pygame.Surface((120, 90), pygame.SRCALPHA)
        art.figure(surf, surf.get_rect(), key)
        pictures[key] = digest(surf)
    assert len(set(pictures.values())) == len(keys)
    faces = {digest(art.card_surface(key, (120, 168), text=False)) for key in keys}
    assert len(faces) == len(keys)
    tiles = {digest(art.building_tile(b, level, (100, 60))) for b in BUILDING_KEYS for level in (1, 2)}
    assert len(tiles) == 2 * len(BUILDING_KEYS)


def test_every_conquest_city_has_its_own_picture(app):
    from game.ui.conquest import city_picture, words

    cities = [c.id for c in words.content().cities]
    assert len(cities) == 14
    seen = set()
    for city in cities:
        surf = pygame.Surface((140, 40), pygame.SRCALPHA)
        city_picture.draw(surf, surf.get_rect(), city, (60, 40, 30))
        seen.add(digest(surf))
    assert len(seen) == len(cities)


def test_every_kingdoms_faction_has_its_own_emblem_on_its_meeples(app):
    from game.ui import theme
    from game.ui.kingdoms import faction_emblem
    from game.ui.pieces import meeple_surface

    factions = list(faction_emblem.pictures())
    assert len(factions) == 13
    assert len({digest(faction_emblem.emblem(f, 40)) for f in factions}) == 13
    ident = theme.identity(theme.PLAYER_COLOURS[0], False)
    meeples = {digest(meeple_surface(40, ident, emblem=faction_emblem.icon_name(f))) for f in factions}
    assert len(meeples) == 13
    assert digest(meeple_surface(40, ident)) not in meeples


def card_sizes(size: tuple[int, int]) -> set[tuple[int, int]]:
    """The sizes the Chronicles table draws cards with their text at, in the draft and placement."""
    from game.ui.chronicles import art

    seen: set[tuple[int, int]] = set()
    real = art.card_surface

    def spy(uid_or_kind, size_, text=True):
        if text:
            seen.add(tuple(size_))
        return real(uid_or_kind, size_, text)

    art.card_surface = spy
    try:
        a = build_app("en", size)
        for scene in ("draft", "placement"):
            stage(a, "chronicles", scene, 1)
            render(a)
    finally:
        art.card_surface = real
    return seen


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_chronicles_card_text_is_cut_at_the_tables_card_sizes(size, lang):
    """Every card's text is whole at 1280x800 and in English at 1024x640; there the
    longest Russian and Ukrainian texts on the 94 px hand cards fit at no size, and
    end in a visible "…" (the card's hint has the whole text), never cut unseen."""
    from game.ui.chronicles import art, words
    from game.ui.i18n import set_language

    sizes = card_sizes(size)
    assert sizes, "the table drew no card with its text"
    set_language(lang)
    shortened = []
    try:
        for card in sorted(sizes):
            for kind in words.RULES.content.kinds:
                with widgets.recording() as drawn:
                    art._draw_card(kind.key, card, True)
                bad = [(d.text, d.problem) for d in drawn if d.problem]
                assert bad == [], f"{kind.key} at {card} in {lang}: {bad}"
                assert any(d.text for d in drawn)
                if any(d.text.endswith("…") for d in drawn):
                    shortened.append((kind.key, card))
                    assert words.kind_text(kind.key) in words.kind_tip(kind.key)
    finally:
        set_language("en")
    if lang == "en" or size == (1280, 800):
        assert shortened == []
    else:
        assert len(shortened) <= 3, shortened


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_about_screen_names_every_icon_author(lang):
    from vendor_icons import author_name

    from game.ui.i18n import set_language, tr

    set_language(lang)
    try:
        body = tr("about.icons.body")
    finally:
        set_language("en")
    folders = set(read_authors(ROOT / "assets" / "icons" / "authors.tsv").values())
    assert all(author_name(f) in body for f in folders), (sorted(folders), body)
    assert "CC BY 3.0" in body and "CREDITS.md" in body
