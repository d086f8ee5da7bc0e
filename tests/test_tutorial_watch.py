"""At every watch step of every registered game's lesson (each part), the
board's own ways to play automatic moves on act as the coach's "Show me":
Space shows the next move at once, and where an automaton's turn is told
(the top bar's Next and Skip, animations on) Next shows its next step at once
and Skip the rest of the watch step at once, stopping where the step ends.
The pace is set slow, so a move that comes at once came from the key or button.
"""

from __future__ import annotations

import pygame
import pytest

from game.registry import entries
from game.ui.i18n import tr
from game.ui.table import pace
from game.ui.table.narration import NarrationOverlay
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import advance
from tests.tutorial_helpers import SIZE, frames, wait_for
from tests.ui_helpers import click, key, menu_app

WATCHING = [pytest.param(e.id, k, id=e.id if k == 0 else f"{e.id}-{part.part}")
            for e in entries() if e.tutorial is not None for k, part in enumerate(e.load_tutorial().parts())
            if any(s.kind == "watch" for s in part.steps)]
AT_ONCE = 1.0           # seconds: well under the pace's wait (a slow bot: 1.4 s; a narrated step: 2.1 s)


def in_front(app, surf) -> None:
    """What the board showed over the coach (a reveal) dismissed, as a player would."""
    coach = next(s for s in app.stack if isinstance(s, CoachScene))
    while app.top is not coach and coach in app.stack and app.top.overlay:
        app.pop()
    for told in [s for s in app.stack if isinstance(s, NarrationOverlay)]:
        told.close()                    # (the coach stands above a narration: it is closed under it)
    frames(app, surf)


def test_some_part_has_an_automatons_watch_step():
    assert WATCHING and any(p.values[1] > 0 for p in WATCHING)


@pytest.mark.parametrize("game,part", WATCHING)
def test_space_and_the_top_bars_next_and_skip_act_as_show_me(game, part):
    app, surf = menu_app(SIZE, "en")
    app.settings.bot_speed = "slow"
    app.settings.anim_speed = "normal"
    assert pace.step_seconds(app.settings) > AT_ONCE * 2 and app.settings.bot_delay > AT_ONCE
    open_lesson(app, game, part=part)
    coach = app.top
    log = coach.ctl.match.log
    used = {"space": 0, "next": 0, "skip": 0}
    while not coach.at_end:
        step = coach.step
        if step.kind != "watch":
            advance(coach)
            continue
        in_front(app, surf)
        index, start = coach.cursor, len(log)
        frames(app, surf, 3)
        assert len(log) == start and coach.cursor == index, f"{step.id}: played before it was asked"
        board = coach.board
        board.ensure_layout()
        bar = {b.label: b for b in board.group.buttons if b.data == "top"}
        told = coach.ctl.automaton_due() is not None
        if told:
            assert tr("narration.next") in bar and tr("narration.skip") in bar, f"{step.id}: no Next and Skip in the top bar"
        if told and used["skip"] <= used["next"]:
            frames(app, surf, 1, click(bar[tr("narration.skip")].rect.center))
            wait_for(app, surf, lambda index=index: coach.cursor > index, AT_ONCE * 2, in_front)
            used["skip"] += 1
        else:
            for k in range(len(step.moves)):
                if told and k == 0:
                    frames(app, surf, 1, click(bar[tr("narration.next")].rect.center))
                    used["next"] += 1
                else:
                    in_front(app, surf)
                    frames(app, surf, 1, key(pygame.K_SPACE))
                    used["space"] += 1
                wait_for(app, surf, lambda k=k, start=start: len(log) > start + k, AT_ONCE, in_front)
            wait_for(app, surf, lambda index=index: coach.cursor > index, AT_ONCE, in_front)
        assert len(log) == start + len(step.moves), f"{step.id}: played past its watch step"
        assert coach.refusals == 0 and not app.errors
    assert used["space"]
    if any(coach.ctl.is_automaton(seat) for seat, _ in log):
        assert used["next"] and used["skip"]
