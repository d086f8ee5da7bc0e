"""Random input on every Galaxies scene (issue 11): thousands of clicks, keys
and wheel turns, with bots moving on; no exception may reach the error dialog."""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.ui.galaxies import WINDOW
from game.ui.screenshot import build_app, stage
from tests.frame_truth import watch
from tests.ui_helpers import clicks_let_go

KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_7, pygame.K_9, pygame.K_d, pygame.K_r,
        pygame.K_c, pygame.K_e, pygame.K_f, pygame.K_p, pygame.K_u, pygame.K_l, pygame.K_s, pygame.K_TAB, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_ESCAPE, pygame.K_BACKSPACE]


def random_events(rng: random.Random, size: tuple[int, int], n: int) -> list[pygame.event.Event]:
    out = []
    for _ in range(n):
        roll = rng.random()
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
        if roll < 0.45:
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))))
        elif roll < 0.55:
            out.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        elif roll < 0.65:
            out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        else:
            k = rng.choice(KEYS)
            # Escape would often leave for the menu; keep most of the input on the scene
            if k == pygame.K_ESCAPE and rng.random() < 0.7:
                k = pygame.K_TAB
            out.append(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=chr(k) if 32 <= k < 127 else "", scancode=0))
    return out


@pytest.mark.parametrize("scene", WINDOW.scenes)
def test_random_input_on_every_galaxies_scene(scene):
    size = (1024, 640)
    app = build_app(("en", "ru", "uk")[WINDOW.scenes.index(scene) % 3], size)      # every language, under the text-truth guard
    watch(app, every=8)                 # the screen stays the state (issue 18)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "off"
    stage(app, "galaxies", scene, 3)
    for s in app.stack:
        if getattr(s, "ctl", None) is not None:
            s.ctl.paused = False            # bots move on while the input rains
    surf = pygame.Surface(size)
    rng = random.Random(zlib.crc32(scene.encode()) % 1000)       # the same events every run
    events = 0
    for _ in range(200):
        batch = random_events(rng, size, 6)
        events += len(batch)
        app.frame(surf, clicks_let_go(batch), 0.016)
        assert not app.errors, app.errors[-1]
        if not app.stack:
            break
    assert events >= 1000
