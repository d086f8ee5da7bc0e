"""The screenshot command renders every scene to a PNG."""

import pygame
import pytest

from game.cli import main
from game.ui.screenshot import SCENES


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_command_writes_a_png(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    lang = {"board": "ru", "war": "uk"}.get(scene, "en")
    assert main(["screenshot", "--game", "kingdoms", "--scene", scene, "--seed", "2", "--lang", lang, "--size", "800x500", "--out", str(out)]) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (800, 500)
    # not a blank frame: many distinct colours
    colours = {img.get_at((x, y))[:3] for x in range(0, 800, 23) for y in range(0, 500, 17)}
    assert len(colours) > 20


def test_screenshot_rejects_unknown_scene(tmp_path):
    assert main(["screenshot", "--scene", "nope", "--out", str(tmp_path / "x.png")]) == 2


def test_selftest_renders_every_scene():
    from game.ui.selftest import selftest

    assert selftest() == []


def test_screenshots_are_deterministic(tmp_path):
    shots = []
    for i in range(2):
        out = tmp_path / f"war{i}.png"
        assert main(["screenshot", "--scene", "war", "--seed", "4", "--lang", "en", "--size", "640x400", "--out", str(out)]) == 0
        shots.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert shots[0] == shots[1]
