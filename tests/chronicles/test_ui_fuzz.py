"""Random input on every Chronicles scene (issue 13): clicks, drags, keys,
wheel and resizes, with bots playing live on the table; thousands of events
and no error may ever be shown."""

from __future__ import annotations

import random
import time
import zlib

import pygame
import pytest

from game.ui.chronicles import WINDOW
from game.ui.chronicles.positions import stage
from game.ui.screenshot import build_app
from tests.frame_truth import watch
from tests.test_ui_fuzz import random_event as shared_random_event
from tests.ui_helpers import clicks_let_go

KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_u, pygame.K_l,
        pygame.K_q, pygame.K_w, pygame.K_e, pygame.K_z, pygame.K_x, pygame.K_r, pygame.K_d, pygame.K_p, pygame.K_s,
        pygame.K_F1, *range(pygame.K_0, pygame.K_9 + 1)]
SECONDS_PER_SCENE = 3.0
MIN_EVENTS = 1000


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    if rng.random() < 0.08:                     # a drag's release somewhere
        pos = (rng.randrange(size[0]), rng.randrange(size[1]))
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    return shared_random_event(rng, size, KEYS, motion=0.3, wheel=0.6, letters=True)


@pytest.mark.parametrize("scene", WINDOW.scenes)
def test_random_input_never_breaks_a_chronicles_scene(scene):
    rng = random.Random(zlib.crc32(scene.encode()))
    app = build_app(rng.choice(("en", "ru", "uk")), (900, 560))
    watch(app, every=8)                 # the screen stays the state (issue 18)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "fast"

    def restage(seed: int) -> None:
        app.running = True
        stage(app, scene, seed)
        for s in app.stack:
            if getattr(s, "ctl", None) is not None:
                s.ctl.paused = False            # bots play on while the input rains down

    restage(1)
    sizes = [(900, 560), (1280, 800), (1024, 640)]
    surf = pygame.Surface(sizes[0])
    events_sent = 0
    start = time.monotonic()
    step = 0
    while (time.monotonic() - start < SECONDS_PER_SCENE or events_sent < MIN_EVENTS) and step < 3000:
        step += 1
        if step % 150 == 149:
            surf = pygame.Surface(sizes[(step // 150) % len(sizes)])       # the window was resized
        if not app.stack or not app.running:
            restage(1)
        batch = [random_event(rng, surf.get_size()) for _ in range(4)]
        events_sent += len(batch)
        app.frame(surf, clicks_let_go(batch), 0.02)
        assert not app.errors, app.errors[-1]
    assert events_sent >= MIN_EVENTS
