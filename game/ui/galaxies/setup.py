"""New Galaxies game: 1-5 seats (human or bot level, hotseat humans), colour,
first player and a seed; with one seat, the solo game against one of the five
hostile galaxies, each shown with its difficulty and attack ladder.

Defaults make "Play" work in one click: you against two normal bots.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art, words
from game.ui.i18n import tr
from game.ui.scenes import setup_memory
from game.ui.scenes.seat_setup import SeatSetupScene


class GalaxiesSetupScene(SeatSetupScene):
    counts = (1, 2, 3, 4, 5)
    colour_choices = words.COLOURS
    KEYS = {
        "players.tip": "galaxies.setup.players.tip",
        "colour.tip": "galaxies.setup.colour.tip", "first.random": "setup.first.random", "first.tip": "setup.first.tip",
        "seed.tip": "galaxies.setup.seed.tip", "seed.new": "setup.seed.new", "play": "setup.play", "play.tip": "galaxies.setup.play.tip",
    }

    game_id = "galaxies"

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app, seed)
        self.hostile = 1
        self.recall_setup()

    def setup_values(self) -> dict[str, object]:
        return {**super().setup_values(), "hostile": self.hostile}

    def recall_extra(self, values: dict[str, object]) -> None:
        setup_memory.apply(values, "hostile", lambda v: setup_memory.number(v, range(1, 6)), partial(setattr, self, "hostile"))

    def colour_label(self, colour: str) -> str:
        return tr(f"galaxies.colour.{colour}")


    @property
    def solo(self) -> bool:
        return self.players == 1

    def build(self) -> None:
        w, h = self.app.size
        m = self.u(40)
        left_w = int(w * 0.56)
        y = self.u(104)
        self.count_y = y
        buttons = self.count_buttons(m + self.u(190), y, self.u(52))
        y += self.u(58)
        self.rows = []
        row_h = min(self.u(56), (h - y - self.u(110)) // 5)
        kind_w, col_w = self.u(220), self.u(150)
        bh = row_h - self.u(10)
        if self.solo:
            self.kinds[0] = "human"
        for seat in range(self.players):
            self.rows.append(y)
            x = m + self.u(110)
            seat_buttons = self.seat_buttons(seat, x, y, bh, kind_w, col_w)
            if self.solo:
                seat_buttons[0].enabled = False
                seat_buttons[0].why_disabled = tr("galaxies.setup.solo_human")
            buttons += seat_buttons
            y += row_h
        rx = left_w + self.u(30)
        rw = w - rx - m
        oy = self.u(104)
        self.first_y = oy
        self.hostile_rows = []
        if self.solo:
            # the five hostile galaxies as rows under the seat, the chosen one's ladder on the right
            hy = y + self.u(40)
            self.hostile_head_y = hy - self.u(8)
            hw = left_w - m - self.u(40)
            for d in range(1, 6):
                r = pygame.Rect(m + self.u(40), hy + self.u(24) + (d - 1) * self.u(52), hw, self.u(44))
                self.hostile_rows.append((d, r))
                buttons.append(widgets.Button(r, tr("galaxies.setup.hostile.row", name=words.hostile_name(f"H{d}"), d=d),
                                              partial(self.set_hostile, d), selected=self.hostile == d, style="chip",
                                              tooltip=tr("galaxies.setup.hostile.tip", name=words.hostile_name(f"H{d}"), d=d), data=("hostile", d)))
        else:
            buttons += self.first_buttons(rx, oy + self.u(30), rw)
        oy += 0 if self.solo else self.u(96)
        self.seed_y = oy
        half = (rw - self.u(10)) // 2
        buttons += self.seed_buttons(rx, oy + self.u(30), half)
        self.about_rect = pygame.Rect(rx, oy + self.u(90), rw, h - oy - self.u(190))
        buttons += self.bottom_buttons()
        self.finish_build(buttons)

    def set_hostile(self, d: int) -> None:
        self.hostile = d
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_seed(event):
            return
        super().handle(event)

    def config(self):
        from game.core.protocol import GameConfig

        if self.solo:
            return GameConfig("galaxies", 1, self.seed, None, {"hostile": self.hostile})
        options = {} if self.first is None else {"first_player": self.first}
        return GameConfig("galaxies", self.players, self.seed, None, options)

    def play(self) -> None:
        self.start(self.config(), tr("galaxies.name"))

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("galaxies.setup.title"))
        m = self.u(40)
        w = surf.get_width()
        self.draw_seat_column(surf)
        self.draw_labels(surf, int(w * 0.56) + self.u(30), [("setup.seed", self.seed_y)] + ([] if self.solo else [("setup.first", self.first_y)]))
        self.group.draw(surf, self.k)
        if self.solo:
            widgets.text(surf, tr("galaxies.setup.hostile"), (m, self.hostile_head_y), self.u(18), theme.TEXT, "bold", max_width=int(w * 0.5))
            for d, r in self.hostile_rows:
                h = next(x for x in words.content().hostiles if x.difficulty == d)
                pygame.draw.circle(surf, art.HOSTILE_RGB.get(h.color, theme.GOLD), (r.x - self.u(18), r.centery), self.u(11))
                for k in range(5):              # difficulty as five pips
                    rgb = theme.GOLD if k < d else theme.EDGE
                    pygame.draw.circle(surf, rgb, (r.right - self.u(14) - (4 - k) * self.u(14), r.centery), self.u(4))
        r = self.about_rect
        if not self.draw_level_note(surf, r) and r.h > self.u(60):
            widgets.panel(surf, r, theme.BG2, self.u(12))
            inner = r.inflate(-self.u(28), -self.u(20))
            if self.solo:
                hid = f"H{self.hostile}"
                h = next(x for x in words.content().hostiles if x.id == hid)
                rgb = art.HOSTILE_RGB.get(h.color, theme.GOLD)
                widgets.text(surf, tr("galaxies.setup.hostile.head", name=words.hostile_name(hid), d=self.hostile), inner.topleft, self.u(19), rgb, "title", max_width=inner.w)
                y = inner.y + self.u(32)
                size = self.u(16)
                for line in words.hostile_ladder(hid):
                    used = widgets.wrapped(surf, line, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), size, theme.TEXT, spacing=1.15)
                    y += used + self.u(8)
                    if y > inner.bottom:
                        break
            else:
                widgets.text(surf, tr("galaxies.name"), inner.topleft, self.u(20), theme.GOLD, "title", max_width=inner.w)
                widgets.wrapped(surf, tr("galaxies.setup.about"), pygame.Rect(inner.x, inner.y + self.u(34), inner.w, inner.h - self.u(34)), self.u(15), theme.MUTED)
