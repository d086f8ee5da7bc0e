"""Random input on every Conquest scene: clicks, keys, wheel and resizes, with
bots playing live on the board; no error may ever be shown."""

from __future__ import annotations

import random
import time
import zlib

import pygame
import pytest

from game.ui.conquest.positions import stage
from game.ui.screenshot import build_app
from tests.frame_truth import watch
from tests.test_ui_fuzz import random_event as shared_random_event
from tests.ui_helpers import clicks_let_go

KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_u, pygame.K_l, pygame.K_h,
        pygame.K_r, pygame.K_a, pygame.K_c, pygame.K_s, pygame.K_z, pygame.K_F1, *range(pygame.K_0, pygame.K_9 + 1)]
SCENES = ("setup", "board", "scoring", "rules")
SECONDS_PER_SCENE = 6.0


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    return shared_random_event(rng, size, KEYS, motion=0.3, wheel=0.63, letters=True)


@pytest.mark.parametrize("scene", SCENES)
def test_random_input_never_breaks_a_conquest_scene(scene):
    rng = random.Random(zlib.crc32(scene.encode()))
    app = build_app(rng.choice(("en", "ru", "uk")), (900, 560))
    watch(app, every=8)                 # the screen stays the state (issue 18)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "fast"

    def restage(seed: int) -> None:
        app.running = True
        stage(app, scene, seed)
        if scene == "board":
            app.top.ctl.paused = False          # bots play on while the input rains down

    restage(3)
    sizes = [(900, 560), (1280, 800), (820, 520)]
    surf = pygame.Surface(sizes[0])
    events_sent = 0
    start = time.monotonic()
    step = 0
    # at least 200 batches (600 events) whatever the machine's load, more while time allows
    while step < 200 or (time.monotonic() - start < SECONDS_PER_SCENE and step < 1500):
        step += 1
        if step % 200 == 199:
            surf = pygame.Surface(sizes[(step // 200) % len(sizes)])       # the window was resized
        if not app.stack or not app.running:
            restage(3 + step)
        batch = [random_event(rng, surf.get_size()) for _ in range(3)]
        events_sent += len(batch)
        app.frame(surf, clicks_let_go(batch), 0.02)
        assert not app.errors, app.errors[-1]
    assert events_sent >= 600
