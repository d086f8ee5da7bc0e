"""The panels' picking keys on the Chronicles table: 1-9 pick the n-th card of
the pack or hand, or the n-th build or choice row; while placing, Q W E / Z X
pick a slot, R keeps the selected card as reserve, P pays for a slot earlier
and D (Delete, Backspace) discards or takes back.  Enter, Space and the
hotseat cover stay with the board's chrome.
"""

from __future__ import annotations

import pygame

from game.chronicles.state import AGING, BUILDING, ENTER, PLACEMENT, RECRUIT

SLOT_KEYS = {pygame.K_q: 0, pygame.K_w: 1, pygame.K_e: 2, pygame.K_z: 3, pygame.K_x: 4}


class PickingKeys:
    """Mixin for the board scene: the keys that pick in the panels (only called on the viewer's turn)."""

    def pick_key(self, k: int, phase: str) -> bool:
        """Act on a picking key; True when ``k`` was one."""
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            kinds = {RECRUIT: "pack", PLACEMENT: "hand", BUILDING: "build", ENTER: "choice", AGING: "choice"}
            want = kinds.get(phase)
            items = [b for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == want]
            if i < len(items) and items[i].action:
                items[i].action()
                self.focus_on(items[i].data)          # Enter now means this card, not where the focus was
            return True
        if phase == PLACEMENT and k in SLOT_KEYS:
            self.click_slot(SLOT_KEYS[k])
            return True
        if phase == PLACEMENT and k == pygame.K_r:
            self.toggle_reserve()
            return True
        if phase == PLACEMENT and k == pygame.K_p:
            self.pay_first()
            return True
        if phase == PLACEMENT and k in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_d):
            self.discard_selected()
            return True
        return False

    def focus_on(self, data) -> None:
        """Put the keyboard focus on the button standing for ``data`` (a card just selected)."""
        for i, b in enumerate(self.group.buttons):
            if b.data == data:
                self.group.focus = i
                return
