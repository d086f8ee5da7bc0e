"""The screenshot command renders every scene of every registered game with a
window to a PNG, and the selftest renders them all."""

import pygame
import pytest

from game.cli import main
from game.registry import windowed
from game.ui.screenshot import scenes_of

LANGS = ("en", "ru", "uk")
SHOTS = [(e.id, scene) for e in windowed() for scene in scenes_of(e.id)]


@pytest.mark.parametrize("game, scene", SHOTS)
def test_screenshot_command_writes_a_png(tmp_path, game, scene):
    out = tmp_path / f"{scene}.png"
    lang = LANGS[SHOTS.index((game, scene)) % len(LANGS)]
    assert main(["screenshot", "--game", game, "--scene", scene, "--seed", "2", "--lang", lang, "--size", "800x500", "--out", str(out)]) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (800, 500)
    # not a blank frame: many distinct colours
    colours = {img.get_at((x, y))[:3] for x in range(0, 800, 23) for y in range(0, 500, 17)}
    assert len(colours) > 20


def test_screenshot_rejects_unknown_scene_and_game(tmp_path):
    assert main(["screenshot", "--scene", "nope", "--out", str(tmp_path / "x.png")]) == 2
    assert main(["screenshot", "--game", "nope", "--scene", "menu", "--out", str(tmp_path / "x.png")]) == 2


def test_selftest_renders_every_scene():
    from game.ui.selftest import selftest

    assert selftest() == []


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_screenshots_are_deterministic(tmp_path, game):
    scene = scenes_of(game)[3]            # a game scene past menu, settings and setup: a position
    shots = []
    for i in range(2):
        out = tmp_path / f"{scene}{i}.png"
        assert main(["screenshot", "--game", game, "--scene", scene, "--seed", "4", "--lang", "en", "--size", "640x400", "--out", str(out)]) == 0
        shots.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert shots[0] == shots[1]



HASH_PROBE = """
import hashlib, sys
import pygame
from game.ui.screenshot import build_app, render, scenes_of, stage
game = sys.argv[1]
for scene in scenes_of(game):
    app = build_app("en", (1280, 800))
    stage(app, game, scene, 7)
    for shown in app.stack:
        if getattr(shown, "ctl", None) is not None:
            shown.ctl.paused = True
    print(scene, hashlib.sha1(pygame.image.tobytes(render(app), "RGB")).hexdigest())
"""


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_screenshots_do_not_depend_on_the_hash_seed(game):
    """Two processes with different PYTHONHASHSEED draw every scene alike: nothing is
    drawn in a set's order (Kingdoms' lit regions once overlapped in hash order)."""
    import os
    import subprocess
    import sys

    digests = []
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        run = subprocess.run([sys.executable, "-c", HASH_PROBE, game], env=env, capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stderr[-2000:]
        digests.append(run.stdout.splitlines())
    assert len(digests[0]) == len(scenes_of(game))
    assert digests[0] == digests[1]
