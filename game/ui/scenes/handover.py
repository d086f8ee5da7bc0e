"""Hotseat: "pass the screen" before a secret choice.

When several people share one screen and one of them must choose in secret
(a war bid, a draft pick, a hidden placement), the board first shows this
cover: everyone else looks away, the named player takes the screen and
confirms, and only then does the secret choice open.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import pieces, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene


class HandoverCover(Scene):
    overlay = True
    lets_bots_move = True        # the others may be deciding at the same time

    def __init__(self, app, player: str, colour: str | None, then: Callable[[], None]) -> None:
        super().__init__(app)
        self.player = player     # the name to call out
        self.colour = colour     # the player's colour (its piece is shown), if any
        self.then = then         # opens the secret choice once the player has the screen
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        self.box = pygame.Rect(0, 0, min(w - self.u(40), self.u(760)), min(h - self.u(40), self.u(470)))
        self.box.center = (w // 2, h // 2)
        r = pygame.Rect(0, 0, self.u(420), self.u(56))
        r.midbottom = (self.box.centerx, self.box.bottom - self.u(40))
        self.group.set([widgets.Button(r, tr("handover.show", player=self.player), self.show, style="primary")])

    def show(self) -> None:
        self.app.pop(self)
        self.then()

    def back(self) -> None:
        self.app.pop(self)       # look at the board; it offers the choice again

    def draw(self, surf: pygame.Surface) -> None:
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((8, 10, 16, 235))
        surf.blit(veil, (0, 0))
        widgets.shadow(surf, self.box, self.u(16))
        widgets.panel(surf, self.box, theme.BG2, self.u(16), theme.GOLD, 3)
        cx = self.box.centerx
        widgets.text(surf, tr("handover.title"), (cx, self.box.y + self.u(60)), self.u(30), theme.GOLD, "title", "midtop", max_width=self.box.w - self.u(40))
        body = pygame.Rect(self.box.x + self.u(50), self.box.y + self.u(130), self.box.w - self.u(100), self.u(180))
        widgets.wrapped(surf, tr("handover.body", player=self.player), body, self.u(19))
        if self.colour is not None:
            ident = theme.identity(self.colour, self.app.settings.colorblind)
            pieces.draw_meeple(surf, (cx, self.box.y + self.u(290)), self.u(70), ident)
        self.group.draw(surf, self.k)
