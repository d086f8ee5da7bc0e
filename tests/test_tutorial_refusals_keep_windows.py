"""A move the lesson refuses is refused before anything else happens: a
refused bid leaves Kingdoms' bid window open (it closed), and Conquest's
Abandon is refused before it asks to confirm (it asked, then was refused)."""

from __future__ import annotations

import pygame

from game.ui.scene import MessageDialog
from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to


def lesson_at(game: str, step_id: str):
    app = build_app("en", (1280, 800))
    open_lesson(app, game)
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == step_id))
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    return app, coach, surf


def test_a_refused_bid_leaves_the_bid_window_open():
    from game.ui.kingdoms.war import WarScene

    app, coach, surf = lesson_at("kingdoms", "bid_three")
    war = next((s for s in app.stack if isinstance(s, WarScene)), None)
    if war is None:
        coach.board.open_war()
        war = next(s for s in app.stack if isinstance(s, WarScene))
    war.ensure_layout()
    wrong = next(b for b in war.group.buttons if b.enabled and b.data not in (3,))
    refusals = coach.refusals
    wrong.action()
    assert coach.refusals == refusals + 1 and war in app.stack


def test_a_refused_abandon_asks_nothing():
    from game.registry import get_entry

    first_do = next(s.id for s in get_entry("conquest").load_tutorial().parts()[0].steps if s.kind == "do")
    app, coach, surf = lesson_at("conquest", first_do)
    board = coach.board
    assert board.my_turn()
    refusals = coach.refusals
    board.abandon()
    assert coach.refusals == refusals + 1
    assert not any(isinstance(s, MessageDialog) for s in app.stack)
