"""The panels' picking keys on the Chronicles table: 1-9 pick the n-th card of
the pack or hand, or the n-th build or choice row; while placing, Q W E / Z X
pick a slot, R keeps the selected card as reserve, P pays for a slot earlier
and D (Delete, Backspace) discards or takes back.  Enter, Space and the
hotseat cover stay with the board's chrome.  All of them are read here, in
one place; they act through the placement panel and the buttons' own actions.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.chronicles.state import AGING, BUILDING, ENTER, PLACEMENT, RECRUIT
from game.ui import widgets
from game.ui.chronicles.placement import PlacementPanel

SLOT_KEYS = {pygame.K_q: 0, pygame.K_w: 1, pygame.K_e: 2, pygame.K_z: 3, pygame.K_x: 4}
# the buttons 1-9 count, by phase
NUMBERED = {RECRUIT: "pack", PLACEMENT: "hand", BUILDING: "build", ENTER: "choice", AGING: "choice"}


class PickingKeys:
    """The keys that pick in the panels (only asked on the viewer's turn)."""

    def __init__(self, placement: PlacementPanel) -> None:
        self.placement = placement

    def press(self, k: int, phase: str, buttons: list[widgets.Button]) -> tuple[bool, Any]:
        """Act on a picking key: (whether ``k`` was one, the data of the button the
        keyboard focus should move to, else None)."""
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            want = NUMBERED.get(phase)
            items = [b for b in buttons if isinstance(b.data, tuple) and b.data[0] == want]
            if i < len(items) and items[i].action:
                items[i].action()
                return True, items[i].data          # Enter now means this card, not where the focus was
            return True, None
        placing = self.placement
        if phase == PLACEMENT and k in SLOT_KEYS:
            placing.click_slot(SLOT_KEYS[k])
            return True, None
        if phase == PLACEMENT and k == pygame.K_r:
            placing.toggle_reserve()
            return True, None
        if phase == PLACEMENT and k == pygame.K_p:
            placing.pay_first()
            return True, None
        if phase == PLACEMENT and k in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_d):
            placing.discard_selected()
            return True, None
        return False, None
