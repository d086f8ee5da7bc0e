"""The Galaxies lesson keeps the mission its text names: the other card is
refused with the reason (Wayfarer was kept silently while the coach spoke of
Paragon, then and twenty steps later), and only Paragon is lit."""

from __future__ import annotations

import pygame

from game.ui.i18n import tr
from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to
from tests.ui_helpers import click


def test_the_other_mission_is_refused_with_the_reason():
    app = build_app("en", (1280, 800))
    open_lesson(app, "galaxies")
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == "mission_draft"))
    board = coach.board
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    cards = dict((o[1], pygame.Rect(r)) for r, o in board.draft_rects)
    assert set(cards) == {"M10", "M12"}
    assert coach.targets() == [cards["M10"]]                # only the one the text names is lit
    log = len(board.ctl.match.log)
    app.frame(surf, click(cards["M12"].center), 0.016)
    assert len(board.ctl.match.log) == log and coach.refusals == 1
    assert board.message == tr("galaxies.tutorial.mission_draft.wrong")
    app.frame(surf, click(cards["M10"].center), 0.016)
    assert board.ctl.match.log[log] == (0, ("keep", "M10"))
