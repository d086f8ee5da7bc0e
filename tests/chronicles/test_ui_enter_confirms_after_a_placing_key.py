"""The placement's keys line says "Enter: confirm".  A player who picked a card
with its number and kept it as reserve with R (or put it in a slot with Q W E /
Z X) pressed Enter and met nothing: the number had left the keyboard focus on
that card, so Enter pressed the card again (once the focus was shown, after a
Space or an arrow key).  A placing key ends what the number
started: Enter then confirms."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scene import MessageDialog
from tests.chronicles.test_ui_keyboard_focus_and_draft import staged
from tests.ui_helpers import key


@pytest.mark.parametrize("number", [pygame.K_1, pygame.K_2, pygame.K_3])
@pytest.mark.parametrize("placing", [pygame.K_r, pygame.K_q, pygame.K_z])
def test_enter_confirms_the_placement_after_a_number_and_a_placing_key(number, placing):
    app, board, surf = staged("placement")
    assert board.my_turn()
    board.group.keyboard = True          # the keyboard's focus is shown (a Space or an arrow key earlier in the game)
    for k in (number, placing):
        app.frame(surf, key(k), 0.016)
        app.frame(surf, [], 0.016)
    before = len(board.ctl.match.log)
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    app.frame(surf, [], 0.016)
    asked = isinstance(app.top, MessageDialog)       # (the cards it would discard are named first)
    assert asked or len(board.ctl.match.log) > before, \
        f"Enter after {pygame.key.name(number)} and {pygame.key.name(placing)} neither confirmed nor asked to: top is {type(app.top).__name__}"
