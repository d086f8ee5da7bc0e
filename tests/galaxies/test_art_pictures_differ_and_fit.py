"""Galaxies' pictures (issue 35): every planet is its own picture, the same on
every run (seeded from its id), every mission its own symbol; the contact sheet
(``--scene art``) shows them all with no text cut or overlapping in any
language at both window sizes, and the planets there differ too."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from game.ui.galaxies import planet_art, words
from game.ui.galaxies.art_sheet import GalaxiesArtScene
from game.ui.i18n import LANGS
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render, stage
from tests.test_ui_text_fits import SIZES, problems


def digest(surf: pygame.Surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(surf, "RGBA")).hexdigest()


@pytest.mark.parametrize("r", [16, 32])
def test_no_two_planets_look_the_same(r):
    ids = [p.id for p in words.content().planets]
    assert len(ids) == 40
    pictures = {digest(planet_art.planet_surface(pid, r)) for pid in ids}
    assert len(pictures) == len(ids)


def test_a_planet_is_drawn_the_same_every_time():
    pid = words.content().planets[7].id
    first = digest(planet_art.planet_surface(pid, 24))
    planet_art._cache.clear()
    assert digest(planet_art.planet_surface(pid, 24)) == first
    looks = [planet_art.planet_look(p.id) for p in words.content().planets]
    assert {lk["pattern"] for lk in looks} == {"bands", "lava", "storm", "continents", "craters", "ice"}
    assert any(lk["rings"] for lk in looks) and any(lk["moons"] for lk in looks)


def test_no_two_missions_have_the_same_symbol():
    seen = set()
    for m in words.content().missions:
        surf = pygame.Surface((96, 48), pygame.SRCALPHA)
        planet_art.draw_mission_symbol(surf, surf.get_rect(), m.id)
        seen.add(digest(surf))
    assert len(seen) == len(words.content().missions)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_contact_sheet_fits_its_text_and_its_planets_differ(size):
    found = []
    for lang in LANGS:
        app = build_app(lang, size)
        app.reset(MenuScene(app))
        stage(app, "galaxies", "art", 1)
        sheet = app.top
        assert isinstance(sheet, GalaxiesArtScene)
        found += [f"{lang}: {p}" for p in problems(app)]
        surf = render(app, 1)
        screen = pygame.Rect((0, 0), size)
        rects = [r for r, _ in sheet.planet_rects + sheet.die_rects + sheet.hostile_rects + sheet.mission_rects]
        assert len(sheet.planet_rects) == 40 and len(sheet.mission_rects) == 12 and len(sheet.hostile_rects) == 5
        assert all(screen.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        cells = {digest(surf.subsurface(r.inflate(-4, -4)).copy()) for r, _ in sheet.planet_rects}
        assert len(cells) == 40
    assert not found, "\n".join(found)
