"""A tooltip never covers the toast that answers the click just made.

Played in a real window: after "Share" on Kingdoms' score screen the pointer
rests on the button, its tip ("Save this finished game as a small file…") came
up over the toast "Saved as kingdoms-….pocketepic in …/shared", and the player
could not read where the file went until the mouse moved away."""

from __future__ import annotations

import pygame
import pytest

import game.ui.stack as stack_module
from game.ui.i18n import tr
from tests.test_share_and_charts_on_screen import SIZE, at_the_scores, button
from tests.ui_helpers import click
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


@pytest.mark.parametrize("game", ["kingdoms", "galaxies"])
def test_the_share_buttons_tip_keeps_off_the_toast_saying_where_the_file_went(home, game, monkeypatch):
    drawn: list[pygame.Rect] = []
    real = stack_module.draw_tip
    monkeypatch.setattr(stack_module, "draw_tip", lambda *a, **kw: drawn.append(real(*a, **kw)) or drawn[-1])
    app, surf, scores = at_the_scores(game)
    app.tip_delay = stack_module.TIP_DELAY          # tooltips on, their delay on the step clock
    share = button(scores, tr("share.button"))
    pos = share.rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    app.frame(surf, click(pos), 0.016)
    assert scores.message and str(home) in scores.message       # the toast says where the file went
    app.clock.advance(1.0)                           # the pointer rests on Share: its tip's delay ends
    app.dirty = True
    app.frame(surf, [], 0.016)
    assert drawn, "no tip drawn for Share"
    toast = scores.message_layout(SIZE)[0]
    assert scores.motions.running("message"), "the toast ended before the tip showed"
    assert not drawn[-1].colliderect(toast), f"the tip {drawn[-1]} covers the toast {toast}"
