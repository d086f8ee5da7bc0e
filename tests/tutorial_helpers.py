"""What every game's lesson test does the same way: frames, the coach's buttons
and lit targets, reaching the lesson from the menu's first-time offer, waiting
for the bots' scripted moves."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.tutorial.coach import CoachScene
from tests.ui_helpers import click, menu_app

SIZE = (1280, 800)


def frames(app, surf, n: int = 1, events=None) -> None:
    app.frame(surf, events or [], 0.016)
    for _ in range(n - 1):
        app.frame(surf, [], 0.016)


def coach_button(coach: CoachScene, data: str):
    coach.ensure_layout()
    found = [b for b in coach.group.buttons if b.data == data]
    assert found, f"step {coach.step.id}: the coach shows no {data} button"
    return found[0]


def open_lesson_from_menu(game: str, board_type: type, lang: str, prepare: Callable | None = None):
    """Menu -> the game's card -> the first-time offer -> "Learn to play"."""
    app, surf = menu_app(SIZE, lang)
    if prepare is not None:
        prepare(app)
    frames(app, surf)
    card = next(b for b in app.top.group.buttons if b.data == game)
    frames(app, surf, 1, click(card.rect.center))
    offer = app.top
    assert isinstance(offer, MessageDialog)
    assert offer.title_text == tr("tutorial.offer.title", game=tr(f"{game}.name"))
    offer.ensure_layout()
    frames(app, surf, 2, click(offer.group.buttons[-1].rect.center))
    coach = app.top
    assert isinstance(coach, CoachScene) and isinstance(coach.board, board_type)
    assert app.settings.games[game]["tutorial_offered"] is True        # offered once only
    return app, surf, coach


def lit(coach: CoachScene) -> pygame.Rect:
    """The first target the coach lights now (what a player clicks)."""
    rects = coach.targets()
    assert rects, f"step {coach.step.id}: nothing lit"
    return rects[0]


def wait_for(app, surf, done, seconds: float = 20.0, each: Callable | None = None) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the lesson did not move on"
        if each is not None:
            each(app, surf)
        frames(app, surf)
        time.sleep(0.005)
    assert not app.errors, app.errors[-1]


def play_a_real_game(app, surf, coach: CoachScene, board_type: type):
    """The end's "Play a real game": a plain game (no gate, no scenario) with the lesson's seats."""
    tutorial = coach.tutorial
    frames(app, surf, 2, click(coach_button(coach, "coach_play").rect.center))
    real = app.top
    assert isinstance(real, board_type) and not isinstance(real, CoachScene)
    assert real.ctl.gate is None
    assert "scenario" not in real.ctl.match.config.options
    assert [s.kind for s in real.ctl.seats] == [s.kind for s in tutorial.seats]
    assert real.ctl.match.config.players == tutorial.players
    return real


def wrong_clicks_to_the_end(app, surf, coach: CoachScene, wrong_clicks: Callable, follow: Callable,
                            explained: bool = True, before: Callable | None = None) -> None:
    """Play the lesson to its end, trying the game's wrong clicks at every step the
    learner acts in; with ``explained`` a refused move must say why on the board.
    ``follow(step)`` makes the step's right move; ``before(app, surf)`` runs first."""
    while not coach.at_end:
        step = coach.step
        if before is not None:
            before(app, surf)
        if step.kind != "watch":
            wrong_clicks(app, surf, coach)
        if explained and step.kind == "do":
            assert coach.board.message, f"step {step.id}: the refusal says why"
        follow(step)
