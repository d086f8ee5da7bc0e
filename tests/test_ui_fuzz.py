"""Random input on every scene of the shell and of every registered game's
window: thousands of events, never an error dialog."""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.registry import windowed
from game.ui.screenshot import SHELL_SCENES, build_app, scenes_of, stage
from game.ui.table.motion import StepClock
from tests.frame_truth import watch
from tests.ui_helpers import clicks_let_go

KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_u, pygame.K_l, pygame.K_f,
        pygame.K_s, pygame.K_z, pygame.K_F1, *range(pygame.K_0, pygame.K_9 + 1)]
GAMES = [e.id for e in windowed()]
# the shell's scenes once (with the first game), then each game's own scenes
SCENES = [(GAMES[0], s) for s in SHELL_SCENES] + [(g, s) for g in GAMES for s in scenes_of(g) if s not in SHELL_SCENES]


def random_event(rng: random.Random, size: tuple[int, int], keys: list[int] = KEYS, motion: float = 0.35, wheel: float = 0.65,
                 letters: bool = False) -> pygame.event.Event:
    """A mouse move (below ``motion``), a click (below 0.6), a wheel turn (below ``wheel``)
    or a key from ``keys`` (typing digits, and letters with ``letters``)."""
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    roll = rng.random()
    if roll < motion:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < wheel:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    k = rng.choice(keys)
    uni = chr(k) if pygame.K_0 <= k <= pygame.K_9 or (letters and pygame.K_a <= k <= pygame.K_z) else ""
    mod = pygame.KMOD_CTRL if rng.random() < 0.05 else (pygame.KMOD_SHIFT if rng.random() < 0.05 else 0)
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)


@pytest.mark.parametrize("game, scene", SCENES)
def test_random_input_never_breaks_a_scene(game, scene):
    rng = random.Random(zlib.crc32(f"{game}.{scene}".encode()))
    # a step clock: time moves by each frame's dt, so a timer never ends between the
    # frame and the full redraw it is compared with (a busy machine made that flaky)
    app = build_app(rng.choice(("en", "ru", "uk")), (900, 560), clock=StepClock())
    watch(app, every=8)                 # the screen stays the state (issue 18)
    app.settings.bot_speed = "instant"
    stage(app, game, scene, 3)
    sizes = [(900, 560), (1280, 800), (820, 520)]
    surf = pygame.Surface(sizes[0])
    events_sent = 0
    for step in range(400):
        if step % 130 == 129:
            surf = pygame.Surface(sizes[(step // 130) % len(sizes)])       # the window was resized
        if not app.stack or not app.running:
            app.running = True
            stage(app, game, scene, 3 + step)
        batch = [random_event(rng, surf.get_size()) for _ in range(3)]
        events_sent += len(batch)
        app.frame(surf, clicks_let_go(batch), 0.02)
        assert not app.errors, app.errors[-1]
    assert events_sent >= 1200
