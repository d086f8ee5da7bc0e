"""The secret mission window leaves the planet row in view (the lesson's first
step lights the row: the window covered its lower half) and keeps clear of the
log's column, where the lesson's coach stands; the coach's lit draft cards are
the cards the board draws."""

from __future__ import annotations

import pygame
import pytest

from game.ui.galaxies.overlays import draft_box
from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_mission_window_leaves_the_lit_planet_row_and_the_coach_clear(size):
    app = build_app("en", size)
    app.settings.anim_speed = "off"
    open_lesson(app, "galaxies")
    coach = app.top
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    app.frame(surf, [], 0.016)
    board = coach.board
    assert coach.step.id == "welcome" and board.draft_rects, "the lesson starts at the mission draft"
    row = coach.targets()[0]
    cards = [pygame.Rect(r) for r, _o in board.draft_rects]
    assert not any(r.colliderect(row) or r.colliderect(coach.panel) for r in cards)
    box = draft_box(app.size, board.u, board.row_area, board.right.x)
    assert not box.colliderect(row)
    assert not box.colliderect(coach.panel)
    assert cards == coach.hooks.draft_cards(board)
    assert all(box.contains(r) for r in cards)
