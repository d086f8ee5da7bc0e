"""Where a lesson in parts starts: "Learn to play" once a part has been finished.

A player who finished a part (Galaxies' 2-player lesson) may go straight to
the part after it (the solo game) without playing the first again: the menu's
"Learn to play" then asks where to start, one button a line (each reads in
full in every language; arrows, Tab and Enter move and press, Esc goes back):
"Carry on" (a lesson left unfinished), "Start from the beginning", then each
later part the player has reached (its title).  Which parts were finished is
remembered in the settings (``lesson.FINISHED``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene


class PartChooser(Scene):
    overlay = True

    def __init__(self, app, title: str, body: str, choices: list[tuple[str, str, Callable[[], None]]]) -> None:
        """``choices``: (label, data, what it starts), the first one the primary."""
        super().__init__(app)
        self.title_text = title
        self.body = body
        self.choices = choices
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        bw = min(self.u(520), w - self.u(40))
        inner = bw - self.u(60)
        body_h = widgets.wrapped_height(self.body, self.u(17), inner)
        bh, gap = self.u(46), self.u(10)
        rows = len(self.choices) + 1            # ... and Cancel
        self.box = pygame.Rect(0, 0, bw, min(h - self.u(20), self.u(90) + body_h + self.u(16) + rows * (bh + gap)))
        self.box.center = (w // 2, h // 2)
        y = self.box.y + self.u(76) + body_h + self.u(16)
        buttons = []
        for i, (label, data, start) in enumerate(self.choices):
            r = pygame.Rect(self.box.x + self.u(30), y + i * (bh + gap), inner, bh)
            buttons.append(widgets.Button(r, label, self.choose(start), style="primary" if i == 0 else "normal", data=data))
        r = pygame.Rect(self.box.x + self.u(30), y + len(self.choices) * (bh + gap), inner, bh)
        buttons.append(widgets.Button(r, tr("ui.cancel"), self.back, data="cancel"))
        self.group.set(buttons)
        self.group.focus = 0

    def choose(self, start: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.pop(self)
            start()
        return run

    def draw(self, surf: pygame.Surface) -> None:
        self.modal_box(surf, self.box)
        widgets.text(surf, self.title_text, (self.box.x + self.u(30), self.box.y + self.u(22)), self.u(24), theme.GOLD, "bold",
                     max_width=self.box.w - self.u(60))
        body = pygame.Rect(self.box.x + self.u(30), self.box.y + self.u(72), self.box.w - self.u(60), self.box.h)
        widgets.wrapped(surf, self.body, body, self.u(17))
        self.group.draw(surf, self.k)
