"""A move the lesson refuses leaves nothing picked (Kingdoms' quest step: after
a destination the coach refused, the refused pick stayed selected and every
click on the lit target said "None of your meeples can move there now")."""

from __future__ import annotations

import pygame

from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to


def test_a_refused_quest_leaves_nothing_picked_and_the_right_one_then_goes_through():
    app = build_app("en", (1280, 800))
    open_lesson(app, "kingdoms")
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == "follow_quest"))
    board = coach.board
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    right = coach.step.moves[0] if hasattr(coach.step, "moves") and coach.step.moves else ("quest", 2, 6)
    quests = [c for c in board.choices if c.action[0] == "quest" and c.action != tuple(right)]
    assert quests, "another quest to try"
    wrong = quests[0]
    refusals = coach.refusals
    for region in wrong.regions:
        board.click_region(region)
    assert coach.refusals == refusals + 1
    assert not board.pick and not board.drop_pick()            # nothing stays picked
    log = len(board.ctl.match.log)
    good = next(c for c in board.choices if c.action == tuple(right))
    for region in good.regions:
        board.click_region(region)
    assert len(board.ctl.match.log) == log + 1 and coach.refusals == refusals + 1
