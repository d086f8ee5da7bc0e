"""The Kingdoms lesson's trade step talks about the player's ore and mana: the
coach's panel stands clear of that player's panel (it covered it at 1024x640)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_coach_leaves_the_trading_players_panel_clear(size):
    app = build_app("en", size)
    app.settings.anim_speed = "off"
    open_lesson(app, "kingdoms")
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == "trade"))
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    app.frame(surf, [], 0.016)
    board = coach.board
    assert coach.step.id == "trade"
    mine = board.player_boxes[coach.tutorial.person]
    assert not coach.panel.colliderect(mine)
    assert not any(coach.panel.colliderect(t) for t in coach.targets())
