"""The control center's dice tray keeps its parts apart: the converter's two
slots and its name lie right of the last die (the 7th die of a level-6 empire
once covered them), and left of the action column, with 4 to 7 dice, in every
language, at both window sizes."""

from __future__ import annotations

import pygame
import pytest

from game.ui import widgets
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.i18n import LANGS, set_language, tr
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render
from tests.galaxies.helpers import scenario

FACES = ("acquire_culture", "acquire_culture", "move", "move", "acquire_energy", "utilize_colony", "advance_economy")
LEVELS = {4: 1, 5: 2, 6: 4, 7: 6}         # dice: the empire level that rolls them


def tray(size: tuple[int, int], lang: str, dice: int) -> tuple[GalaxiesBoardScene, list[widgets.Drawn]]:
    """A board whose viewer rolled ``dice`` dice, drawn once; the texts drawn."""
    set_language(lang)
    app = build_app(lang, size)
    app.reset(MenuScene(app))
    match = scenario(2).seat(0, level=LEVELS[dice]).turn(0).dice(*FACES[:dice]).match()
    board = GalaxiesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    app.push(board)
    with widgets.recording() as drawn:
        render(app, 1)
    assert not app.errors, app.errors[-1]
    return board, drawn


def footprint(board: GalaxiesBoardScene, die: pygame.Rect) -> pygame.Rect:
    """A die's room: its light around it, its lift when picked, its number under it."""
    u = board.u
    return pygame.Rect(die.x - u(4), die.y - u(12), die.w + u(8), die.h + u(12) + u(3) + u(14))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_converter_lies_clear_of_every_die_and_the_action_column(size):
    found = []
    for lang in LANGS:
        for n in LEVELS:
            board, drawn = tray(size, lang, n)
            assert len(board.view["dice"]) == n
            label = next(d.rect for d in drawn if d.text == tr("galaxies.converter"))
            slots = board.converter_slots()
            dice = [footprint(board, r) for r in board.die_rects[:n]]
            for name, part in [("slot 1", slots[0]), ("slot 2", slots[1]), ("name", label)]:
                hit = [i + 1 for i, r in enumerate(dice) if part.colliderect(r)]
                if hit:
                    found.append(f"{lang}, {n} dice: the converter's {name} {part} covers die {hit}")
                if part.right > board.action_x() - board.u(8):
                    found.append(f"{lang}, {n} dice: the converter's {name} {part} reaches the action column")
                if not board.cc.contains(part):
                    found.append(f"{lang}, {n} dice: the converter's {name} {part} leaves the control center")
    assert not found, "\n".join(found)


def test_the_converter_name_is_drawn_under_its_slots():
    board, drawn = tray((1280, 800), "en", 7)
    label = next(d.rect for d in drawn if d.text == tr("galaxies.converter"))
    slots = board.converter_slots()
    assert slots[0].right < slots[1].x and slots[0].y == slots[1].y
    assert label.y >= slots[0].bottom and abs(label.x - slots[0].x) <= 2
