"""The panels' picking keys on the Chronicles table: 1-9 pick the n-th card of
the pack or hand, or the n-th build or choice row; while placing, Q W E / Z X
pick a slot, R keeps the selected card as reserve, P pays for a slot earlier
and D (Delete, Backspace) discards or takes back.  Enter, Space and the
hotseat cover stay with the board's chrome.  All of them are read here, in
one place, and answer with the intents the panels' buttons make.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.chronicles.state import AGING, BUILDING, ENTER, PLACEMENT, RECRUIT
from game.ui import widgets
from game.ui.chronicles.view import Intent

SLOT_KEYS = {pygame.K_q: 0, pygame.K_w: 1, pygame.K_e: 2, pygame.K_z: 3, pygame.K_x: 4}
# the buttons 1-9 count, by phase
NUMBERED = {RECRUIT: "pack", PLACEMENT: "hand", BUILDING: "build", ENTER: "choice", AGING: "choice"}
# the placement's letter keys, as the intents its buttons make
PLACING = {pygame.K_r: ("reserve",), pygame.K_p: ("pay_first",),
           pygame.K_DELETE: ("discard",), pygame.K_BACKSPACE: ("discard",), pygame.K_d: ("discard",)}


def pick_key(k: int, phase: str, buttons: list[widgets.Button], selected: Any = None) -> tuple[bool, Any, list[Intent]]:
    """A picking key (asked only on the viewer's turn): whether ``k`` is one, the
    data of the button the keyboard focus should move to (else None), and the
    intents it makes.  A number presses the n-th card or row's own button; while
    placing, on the card already ``selected`` it keeps it (a number picks, never
    unpicks: "1 Q" must put card 1 in a slot even if a stray 1 had picked it
    before).  In the draft a second press picks the card, as a second click does."""
    if pygame.K_1 <= k <= pygame.K_9:
        i = k - pygame.K_1
        want = NUMBERED.get(phase)
        items = [b for b in buttons if isinstance(b.data, tuple) and b.data[0] == want]
        if phase == PLACEMENT and i < len(items) and selected is not None and items[i].data == selected:
            return True, items[i].data, []
        action = items[i].action if i < len(items) else None
        if action:
            action()
            return True, items[i].data, []          # Enter now means this card, not where the focus was
        return True, None, []
    if phase == PLACEMENT and k in SLOT_KEYS:
        return True, None, [("slot", SLOT_KEYS[k])]
    if phase == PLACEMENT and k in PLACING:
        return True, None, [PLACING[k]]
    return False, None, []
