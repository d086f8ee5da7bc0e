"""Space steps through the seasons' narration.  A player tapping it at a
person's pace (about a second apart) pressed one Space more than the steps, a
second after the last one closed them, and passed the build without a word:
the board let Space and Enter wait only half a second.  Now they wait a second
and a half, and each tap in that time holds them again."""

from __future__ import annotations

import pygame

from game.ui.screenshot import build_app, render, stage
from game.ui.table.motion import StepClock
from tests.ui_helpers import key

SIZE = (1280, 800)


def test_a_space_a_second_after_the_seasons_closed_does_not_pass_the_build():
    from game.ui.chronicles.steps import StepsOverlay

    app = build_app("en", SIZE, clock=StepClock())
    stage(app, "chronicles", "building", 1)
    board = next(s for s in app.stack if getattr(s, "ctl", None) is not None)
    board.ctl.paused = True
    surf = render(app, 2)
    app.settings.anim_speed = "normal"
    assert board.phase() == "building" and board.my_turn()
    app.push(StepsOverlay(app, board, ["reveal", "war", "income"], []))
    before = len(board.ctl.match.log)
    for _ in range(4):                                  # one Space more than the steps, a second apart
        app.frame(surf, key(pygame.K_SPACE), 0.016)
        app.clock.advance(1.0)
        app.frame(surf, [], 0.016)
    assert app.top is board
    assert len(board.ctl.match.log) == before, "the extra Space, a second after the seasons, passed the build"
    app.clock.advance(2.0)                              # the player stopped tapping; a Space now shows the focus, the next acts
    app.frame(surf, [], 0.016)
    app.frame(surf, key(pygame.K_SPACE), 0.016)
    assert len(board.ctl.match.log) == before and board.group.keyboard, "the focus was not shown: the Space only shows it"
    app.frame(surf, key(pygame.K_SPACE), 0.016)
    assert board.ctl.match.log[before:] == [(0, ("pass",))]
