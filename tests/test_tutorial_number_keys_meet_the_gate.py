"""A number key that picks a die nobody lit is refused like the click on that
die (Galaxies and Conquest lessons): the die is not left picked and the lit
move still goes through."""

from __future__ import annotations

import pygame
import pytest

from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance, walk_to
from tests.test_tutorial_wrong_click_at_every_step import press


def dice(board) -> list[pygame.Rect]:
    tray = getattr(board, "dice_tray", None)
    return list(tray.die_rects if tray is not None else board.die_rects)


@pytest.mark.parametrize("game,step_id", [("galaxies", "use_move"), ("conquest", "fill_first")])
def test_a_number_key_off_the_lit_dice_is_refused_and_picks_nothing(game, step_id):
    app = build_app("en", (1280, 800))
    open_lesson(app, game)
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == step_id))
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    lit = [t.inflate(8, 8) for t in coach.targets()]
    unlit = [n for n, r in enumerate(dice(coach.board)) if not any(r.colliderect(t) for t in lit)]
    assert unlit, "a die nobody lit"
    digit = pygame.K_1 + unlit[0]
    refusals, log = coach.refusals, len(coach.ctl.match.log)
    app.frame(surf, press(digit), 0.016)
    assert coach.refusals == refusals + 1 and len(coach.ctl.match.log) == log
    assert not coach.board.drop_pick()
    assert advance(coach) and coach.step.id != step_id
