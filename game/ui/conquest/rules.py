"""Conquest's rules reference and in-game menu, built on the shared scenes.

The shared ``RulesScene`` reads ``rules.<section>.title/body``; Conquest's
sections are named ``conquest.<topic>`` so their texts live under
``rules.conquest.*`` in the Conquest catalogs.
"""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.i18n import tr
from game.ui.scenes.pause import PauseMenu
from game.ui.scenes.rules import RulesScene

TOPICS = ("goal", "turn", "lines", "dice", "opponents", "provinces", "end", "hint", "controls")
SECTIONS = tuple(f"conquest.{t}" for t in TOPICS)


class ConquestRulesScene(RulesScene):
    def __init__(self, app, section: str = "conquest.goal") -> None:
        super().__init__(app, section if section in SECTIONS else SECTIONS[0])

    def build(self) -> None:
        w, h = self.app.size
        buttons = []
        bw = self.u(250)
        y = self.u(110)
        bh = min(self.u(48), (h - self.u(220)) // len(SECTIONS) - self.u(6))
        for s in SECTIONS:
            r = pygame.Rect(self.u(40), y, bw, bh)
            buttons.append(widgets.Button(r, tr(f"rules.{s}.title"), (lambda s=s: self.show(s)), selected=(s == self.section), style="chip"))
            y += bh + self.u(6)
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(24))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        self.body = pygame.Rect(self.u(40) + bw + self.u(30), self.u(110), w - bw - self.u(150), h - self.u(200))
        focus = self.group.focus
        self.group.set(buttons)
        self.group.focus = min(focus, len(buttons) - 1) if self.group.keyboard else SECTIONS.index(self.section)


    def title(self, surf: pygame.Surface, s: str) -> None:
        super().title(surf, tr("cq.rules.title"))


class ConquestPauseMenu(PauseMenu):
    """The shared in-game menu, opening Conquest's rules."""

    def rules(self) -> None:
        self.app.pop(self)
        self.app.push(ConquestRulesScene(self.app))
