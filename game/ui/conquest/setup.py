"""New Conquest game: 2-6 seats (human or bot level), colour, name, first
player, the "chance to conquer" hint and a seed.

Defaults make "Play" work in one click: you against two normal bots.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.conquest import art, words
from game.ui.i18n import tr
from game.ui.scenes.seat_setup import KINDS, SeatSetupScene
from game.ui.session import NAME_LIMIT

__all__ = ["KINDS", "ConquestSetupScene"]
MAX_NAME = NAME_LIMIT           # what a board shows of a name, also from a save


class ConquestSetupScene(SeatSetupScene):
    game_id = "conquest"
    counts = (2, 3, 4, 5, 6)
    colour_choices = tuple(art.COLOURS)
    KEYS = {
        "players.tip": "conquest.setup.players.tip",
        "colour.tip": "setup.colour.tip", "first.random": "setup.first.random", "first.tip": "conquest.setup.first.tip",
        "seed.tip": "conquest.setup.seed.tip", "seed.new": "setup.seed.new", "play": "setup.play", "play.tip": "conquest.setup.play.tip",
    }

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app, seed)
        self.names = [""] * 6
        self.editing_name: int | None = None
        self.recall_setup()

    def colour_label(self, colour: str) -> str:
        return tr(f"conquest.colour.{colour}")


    # --- layout -----------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        m = self.u(40)
        left_w = int(w * 0.6)
        y = self.u(104)
        self.count_y = y
        buttons = self.count_buttons(m + self.u(190), y, self.u(56))
        y += self.u(58)
        self.rows = []
        row_h = min(self.u(56), (h - y - self.u(110)) // 6)
        kind_w, col_w = self.u(210), self.u(120)
        name_w = left_w - m - self.u(110) - kind_w - col_w - self.u(20)
        bh = row_h - self.u(10)
        for seat in range(self.players):
            self.rows.append(y)
            x = m + self.u(110)
            buttons += self.seat_buttons(seat, x, y, bh, kind_w, col_w)
            buttons.append(widgets.Button(pygame.Rect(x + kind_w + col_w + self.u(20), y, name_w, bh), partial(self.name_label, seat),
                                          partial(self.edit_name, seat), selected=self.editing_name == seat,
                                          tooltip=tr("conquest.setup.name.tip"), data=("name", seat)))
            y += row_h
        # options on the right
        rx = left_w + self.u(30)
        rw = w - rx - m
        oy = self.u(104)
        self.first_y = oy
        buttons += self.first_buttons(rx, oy + self.u(30), rw)
        oy += self.u(96)
        self.hint_y = oy
        half = (rw - self.u(10)) // 2
        hint = bool(self.app.settings.game_pref("conquest", "hint"))
        buttons += self.on_off_buttons(rx, oy + self.u(30), half, hint, self.set_hint, tr("conquest.setup.hint.tip"))
        oy += self.u(96)
        self.seed_y = oy
        buttons += self.seed_buttons(rx, oy + self.u(30), half)
        self.about_rect = pygame.Rect(rx, oy + self.u(100), rw, h - oy - self.u(200))
        buttons += self.bottom_buttons()
        self.finish_build(buttons)

    def name_label(self, seat: int) -> str:
        text = self.names[seat]
        if self.editing_name == seat:
            return tr("conquest.setup.name", name=text + "▌")
        return tr("conquest.setup.name", name=text or words.player_name(seat, [], self.colours))

    # --- changes ----------------------------------------------------------------------------
    def set_hint(self, on: bool) -> None:
        self.app.settings.set_game_pref("conquest", "hint", on)
        self.app.save_settings()
        self.rebuild()

    def edit_name(self, seat: int) -> None:
        self.editing_seed = False
        self.editing_name = None if self.editing_name == seat else seat
        self.rebuild()

    def edit_seed(self) -> None:
        self.editing_name = None
        super().edit_seed()

    def stop_editing(self) -> None:
        self.editing_name = None
        super().stop_editing()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.editing_name is not None:
            seat = self.editing_name
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing_name = None
                self.rebuild()
                return
            if event.key == pygame.K_BACKSPACE:
                self.names[seat] = self.names[seat][:-1]
                return
            ch = event.unicode or ""
            if ch and ch.isprintable() and len(self.names[seat]) < MAX_NAME:
                self.names[seat] += ch
            return
        if self.handle_seed(event):
            return
        super().handle(event)

    # --- start ------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.names[seat].strip()

    def config(self):
        from game.core.protocol import GameConfig

        options = {} if self.first is None else {"first_player": self.first}
        return GameConfig("conquest", self.players, self.seed, None, options)

    def play(self) -> None:
        self.start(self.config(), tr("conquest.name"))

    # --- drawing ----------------------------------------------------------------------------
    def draw_seat_token(self, surf: pygame.Surface, centre: tuple[int, int], size: int, seat: int) -> None:
        art.draw_token(surf, centre, size, seat, self.colours[seat], self.app.settings.colorblind)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("conquest.setup.title"))
        self.draw_seat_column(surf)
        labels = [("setup.first", self.first_y), ("conquest.setup.hint", self.hint_y), ("setup.seed", self.seed_y)]
        self.draw_labels(surf, int(surf.get_width() * 0.6) + self.u(30), labels)
        self.group.draw(surf, self.k)
        r = self.about_rect
        if not self.draw_level_note(surf, r) and r.h > self.u(60):
            widgets.panel(surf, r, theme.BG2, self.u(12))
            inner = r.inflate(-self.u(28), -self.u(24))
            widgets.text(surf, tr("conquest.name"), inner.topleft, self.u(20), theme.GOLD, "title", max_width=inner.w)
            widgets.wrapped(surf, tr("conquest.setup.about"), pygame.Rect(inner.x, inner.y + self.u(34), inner.w, inner.h - self.u(34)), self.u(15), theme.MUTED)
