"""In the placement "1 Q" puts the first card of the hand in the first top
slot.  When a stray 1 (or Enter that spilled over from the draft) had already
picked that card, the 1 unpicked it and Q only chose the empty slot: the card
stayed in the hand without a word.  A number picks its card, never unpicks it."""

from __future__ import annotations

import pygame

from tests.chronicles.test_ui_keyboard_focus_and_draft import staged
from tests.ui_helpers import key


def test_a_number_on_the_picked_card_keeps_it_picked():
    app, board, surf = staged("placement")
    hand = [b.data for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "hand"]
    first = hand[0]
    if board.pick.selected != first:
        app.frame(surf, key(pygame.K_1), 0.016)         # a stray 1: the first card is picked
    assert board.pick.selected == first
    app.frame(surf, key(pygame.K_1), 0.016)             # "1" again, meaning "card 1"
    assert board.pick.selected == first, "the number unpicked the card it names"
