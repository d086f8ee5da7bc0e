"""The menu's Continue says what it continues: the game on its first line, the
round (or turn) and who leads on a second (issue 30).

The round and the leader come from the save's ``progress``, which the
controller writes from the game's own rules (its registry entry's
``turn_shown``, ``turn_word`` and scores), and the leader is named as that game
names its seats (the save's names, else its colours in the game's catalog), so
the shell names no game here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr


@dataclass(eq=False)
class TwoLineButton(widgets.Button):
    """A button with a smaller second line under its label (``sub``)."""

    sub: str = ""

    def draw(self, surf: pygame.Surface, k: float, focused: bool = False) -> None:
        label = self.label
        self.label = ""
        try:
            super().draw(surf, k, focused)          # the button's face, its focus and hover
        finally:
            self.label = label
        r = self.rect
        pad = int(10 * k)
        if self.style == "primary":
            fg = theme.INK if self.enabled else theme.MUTED
        else:
            fg = theme.TEXT if self.enabled else theme.MUTED
        top = int(min(r.h * 0.36, 18 * k))
        low = int(min(r.h * 0.27, 14 * k))
        widgets.text(surf, self.caption(), (r.centerx, r.centery - r.h // 5), top, fg, "bold", "center", max_width=r.w - 2 * pad)
        widgets.text(surf, self.sub, (r.centerx, r.centery + r.h // 4), low, theme.mix(fg, theme.MUTED, 0.4), "regular", "center",
                     max_width=r.w - 2 * pad)


def progress_line(info) -> str:
    """"round 6 · White leads (12)": where the save stands, as its board says it ("" if unknown)."""
    from game.ui import session

    parts = [tr("saves.round" if info.round else "saves.turn", n=info.turn)] if info.turn is not None else []
    leader = session.leader_words(info)
    return " · ".join(parts + ([leader] if leader else []))
