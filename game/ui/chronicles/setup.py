"""New Chronicles game: 2-5 seats (human or bot level, several humans play
hotseat), colours and a seed; with two players the two-player rules are
spelled out on screen.  Defaults make "Play" one click: you against two
normal bots.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scenes.seat_setup import KINDS, SeatSetupScene

__all__ = ["KINDS", "ChroniclesSetupScene"]


class ChroniclesSetupScene(SeatSetupScene):
    game_id = "chronicles"
    counts = (2, 3, 4, 5)
    colour_choices = theme.PLAYER_COLOURS
    KEYS = {
        "players.tip": "chronicles.setup.players.tip",
        "colour.tip": "chronicles.setup.colour.tip", "first.random": "setup.seed.new", "first.tip": "chronicles.setup.seed.tip",
        "seed.tip": "chronicles.setup.seed.tip", "seed.new": "setup.seed.new", "play": "setup.play", "play.tip": "chronicles.setup.play.tip",
    }

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app, seed)
        self.recall_setup()

    def colour_label(self, colour: str) -> str:
        return tr(theme.colour_name_key(colour))


    def build(self) -> None:
        w, h = self.app.size
        m = self.u(40)
        left_w = int(w * 0.56)
        y = self.u(104)
        self.count_y = y
        buttons = self.count_buttons(m + self.u(190), y, self.u(56))
        y += self.u(62)
        self.rows = []
        row_h = min(self.u(58), (h - y - self.u(110)) // 5)
        kind_w = self.u(230)
        col_w = left_w - m - self.u(110) - kind_w - self.u(10)
        for seat in range(self.players):
            self.rows.append(y)
            buttons += self.seat_buttons(seat, m + self.u(110), y, row_h - self.u(10), kind_w, col_w)
            y += row_h
        rx = left_w + self.u(30)
        rw = w - rx - m
        self.seed_y = self.u(104)
        half = (rw - self.u(10)) // 2
        buttons += self.seed_buttons(rx, self.seed_y + self.u(30), half)
        self.about_rect = pygame.Rect(rx, self.seed_y + self.u(96), rw, min(self.u(330), h - self.seed_y - self.u(200)))
        buttons += self.bottom_buttons()
        self.finish_build(buttons)

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_seed(event):
            return
        super().handle(event)

    def config(self):
        from game.core.protocol import GameConfig

        return GameConfig("chronicles", self.players, self.seed, None, {})

    def play(self) -> None:
        self.start(self.config(), tr("chronicles.name"))

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("chronicles.setup.title"))
        self.draw_seat_column(surf)
        self.draw_labels(surf, int(surf.get_width() * 0.56) + self.u(30), [("setup.seed", self.seed_y)])
        self.group.draw(surf, self.k)
        r = self.about_rect
        if not self.draw_level_note(surf, r) and r.h > self.u(60):
            two = self.players == 2
            widgets.panel(surf, r, theme.BG2, self.u(12), theme.GOLD if two else theme.EDGE, 2 if two else 1)
            inner = r.inflate(-self.u(28), -self.u(24))
            head = tr("chronicles.setup.two.title") if two else tr("chronicles.name")
            widgets.text(surf, head, inner.topleft, self.u(20), theme.GOLD, "title", max_width=inner.w)
            body = tr("chronicles.setup.two.body") if two else tr("chronicles.setup.about")
            hot = sum(1 for k in self.kinds[: self.players] if k == "human") > 1
            if hot:
                body += "\n" + tr("chronicles.setup.hotseat")
            y = inner.y + self.u(34)
            for para in body.split("\n"):
                y += widgets.wrapped(surf, para, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), self.u(15), theme.TEXT if two else theme.MUTED) + self.u(6)
