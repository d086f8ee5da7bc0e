"""New Conquest game: 2-6 seats (human or bot level), colour, name, first
player, the "chance to conquer" hint and a seed.

Defaults make "Play" work in one click: you against two normal bots.
"""

from __future__ import annotations

import random

import pygame

from game.ui import theme, widgets
from game.ui.conquest import art
from game.ui.conquest import model as cm
from game.ui.controller import SeatSpec
from game.ui.i18n import tr
from game.ui.scene import Scene

KINDS = ("human", "easy", "normal", "hard")
MAX_NAME = 16


class ConquestSetupScene(Scene):
    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.players = 3
        self.kinds = ["human", "normal", "normal", "normal", "normal", "normal"]
        self.colours = list(art.COLOURS)
        self.names = [""] * 6
        self.first: int | None = None
        self.seed = seed if seed is not None else random.Random().randrange(1, 100000)
        self.seed_text = str(self.seed)
        self.editing_seed = False
        self.editing_name: int | None = None
        self.rows: list[int] = []

    # --- layout -----------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        buttons: list[widgets.Button] = []
        m = self.u(40)
        left_w = int(w * 0.6)
        y = self.u(104)
        self.count_y = y
        cw = self.u(56)
        for i, n in enumerate(range(2, 7)):
            r = pygame.Rect(m + self.u(190) + i * (cw + self.u(8)), y, cw, self.u(40))
            buttons.append(widgets.Button(r, str(n), (lambda n=n: self.set_players(n)), selected=self.players == n, style="chip", tooltip=tr("cq.setup.players.tip")))
        y += self.u(58)
        self.rows = []
        row_h = min(self.u(56), (h - y - self.u(110)) // 6)
        kind_w, col_w = self.u(170), self.u(130)
        name_w = left_w - m - self.u(110) - kind_w - col_w - self.u(20)
        bh = row_h - self.u(10)
        for seat in range(self.players):
            self.rows.append(y)
            x = m + self.u(110)
            buttons.append(widgets.Button(pygame.Rect(x, y, kind_w, bh), tr(f"cq.setup.kind.{self.kinds[seat]}"), (lambda s=seat: self.cycle_kind(s)),
                                          tooltip=tr("cq.setup.kind.tip"), data=("kind", seat)))
            x += kind_w + self.u(10)
            buttons.append(widgets.Button(pygame.Rect(x, y, col_w, bh), tr(f"cq.colour.{self.colours[seat]}"), (lambda s=seat: self.cycle_colour(s)),
                                          tooltip=tr("cq.setup.colour.tip"), data=("colour", seat)))
            x += col_w + self.u(10)
            buttons.append(widgets.Button(pygame.Rect(x, y, name_w, bh), (lambda s=seat: self.name_label(s)), (lambda s=seat: self.edit_name(s)),
                                          selected=self.editing_name == seat, tooltip=tr("cq.setup.name.tip"), data=("name", seat)))
            y += row_h
        # options on the right
        rx = left_w + self.u(30)
        rw = w - rx - m
        oy = self.u(104)
        self.first_y = oy
        opts = [None, *range(self.players)]
        fw = (rw - self.u(6) * len(opts)) // (len(opts) + 1)       # "random" is twice as wide
        x = rx
        for o in opts:
            label = tr("cq.setup.first.random") if o is None else str(o + 1)
            bw = 2 * fw + self.u(6) if o is None else fw
            buttons.append(widgets.Button(pygame.Rect(x, oy + self.u(30), bw, self.u(42)), label, (lambda o=o: self.set_first(o)),
                                          selected=self.first == o, style="chip", tooltip=tr("cq.setup.first.tip")))
            x += bw + self.u(6)
        oy += self.u(96)
        self.hint_y = oy
        half = (rw - self.u(10)) // 2
        hint = bool(getattr(self.app.settings, "conquest_hint", False))
        buttons.append(widgets.Button(pygame.Rect(rx, oy + self.u(30), half, self.u(42)), tr("ui.off"), lambda: self.set_hint(False), selected=not hint, style="chip", tooltip=tr("cq.setup.hint.tip")))
        buttons.append(widgets.Button(pygame.Rect(rx + half + self.u(10), oy + self.u(30), half, self.u(42)), tr("ui.on"), lambda: self.set_hint(True), selected=hint, style="chip", tooltip=tr("cq.setup.hint.tip")))
        oy += self.u(96)
        self.seed_y = oy
        buttons.append(widgets.Button(pygame.Rect(rx, oy + self.u(30), half, self.u(42)), lambda: self.seed_text + ("▌" if self.editing_seed else ""), self.edit_seed,
                                      selected=self.editing_seed, tooltip=tr("cq.setup.seed.tip"), data="seed"))
        buttons.append(widgets.Button(pygame.Rect(rx + half + self.u(10), oy + self.u(30), half, self.u(42)), tr("cq.setup.seed.new"), self.new_seed))
        self.about_rect = pygame.Rect(rx, oy + self.u(100), rw, h - oy - self.u(200))
        back = pygame.Rect(m, h - self.u(80), self.u(200), self.u(52))
        play = pygame.Rect(0, 0, self.u(260), self.u(56))
        play.bottomright = (w - m, h - self.u(24))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back))
        buttons.append(widgets.Button(play, tr("cq.setup.play"), self.play, style="primary", tooltip=tr("cq.setup.play.tip"), data="play"))
        self.group.set(buttons)
        if not self.group.keyboard:
            self.group.focus = len(buttons) - 1

    def name_label(self, seat: int) -> str:
        text = self.names[seat]
        if self.editing_name == seat:
            return tr("cq.setup.name", name=text + "▌")
        return tr("cq.setup.name", name=text or cm.player_name(seat, [], self.colours))

    # --- changes ----------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        if self.first is not None and self.first >= n:
            self.first = None
        self.stop_editing()
        self.rebuild()

    def cycle_kind(self, seat: int) -> None:
        self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + 1) % len(KINDS)]
        self.rebuild()

    def cycle_colour(self, seat: int) -> None:
        """Next colour not used by another seat at the table (swapped with the spare)."""
        used = set(self.colours[: self.players]) - {self.colours[seat]}
        i = art.COLOURS.index(self.colours[seat])
        free = [art.COLOURS[(i + step) % len(art.COLOURS)] for step in range(1, len(art.COLOURS))]
        free = [c for c in free if c not in used] or free[:1]    # all taken (6 seats): swap with the next colour's seat
        j = self.colours.index(free[0])
        self.colours[j], self.colours[seat] = self.colours[seat], free[0]
        self.rebuild()

    def set_first(self, seat: int | None) -> None:
        self.first = seat
        self.rebuild()

    def set_hint(self, on: bool) -> None:
        self.app.settings.conquest_hint = on
        self.app.save_settings()
        self.rebuild()

    def edit_name(self, seat: int) -> None:
        self.editing_seed = False
        self.editing_name = None if self.editing_name == seat else seat
        self.rebuild()

    def edit_seed(self) -> None:
        self.editing_name = None
        self.editing_seed = not self.editing_seed
        self.commit_seed()

    def stop_editing(self) -> None:
        self.editing_name = None
        if self.editing_seed:
            self.editing_seed = False
            self.commit_seed()

    def commit_seed(self) -> None:
        try:
            self.seed = int(self.seed_text or "0")
        except ValueError:
            self.seed_text = str(self.seed)
        self.rebuild()

    def new_seed(self) -> None:
        self.seed = random.Random().randrange(1, 100000)
        self.seed_text = str(self.seed)
        self.editing_seed = False
        self.rebuild()

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
        if self.editing_seed and event.type == pygame.KEYDOWN:
            if event.unicode and event.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text += event.unicode
                return
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.editing_seed = False
                self.commit_seed()
                return
        super().handle(event)

    # --- start ------------------------------------------------------------------------------
    def seat_specs(self) -> list[SeatSpec]:
        specs = []
        for seat in range(self.players):
            kind = self.kinds[seat]
            name = self.names[seat].strip()
            specs.append(SeatSpec("human", "normal", name) if kind == "human" else SeatSpec("bot", kind, name))
        return specs

    def config(self):
        from game.core.protocol import GameConfig

        options = {} if self.first is None else {"first_player": self.first}
        return GameConfig("conquest", self.players, self.seed, None, options)

    def play(self) -> None:
        from game.ui import session

        self.stop_editing()
        meta = {"label": tr("game.conquest"), "colours": self.colours[: self.players],
                "names": [n.strip() for n in self.names[: self.players]]}
        session.start(self.app, self.config(), self.seat_specs(), meta)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("cq.setup.title"))
        m = self.u(40)
        w = surf.get_width()
        widgets.text(surf, tr("cq.setup.players"), (m, self.count_y + self.u(20)), self.u(19), theme.TEXT, "bold", "midleft", max_width=self.u(180))
        bh = (self.rows[1] - self.rows[0] if len(self.rows) > 1 else self.u(56)) - self.u(10)
        for seat, y in enumerate(self.rows):
            art.draw_token(surf, (m + self.u(18), y + bh // 2), self.u(30), seat, self.colours[seat], self.app.settings.colorblind)
            widgets.text(surf, tr("cq.setup.seat", n=seat + 1), (m + self.u(40), y + bh // 2), self.u(16), theme.TEXT, "bold", "midleft", max_width=self.u(66))
        rx = int(w * 0.6) + self.u(30)
        for key, y in (("cq.setup.first", self.first_y), ("cq.setup.hint", self.hint_y), ("cq.setup.seed", self.seed_y)):
            widgets.text(surf, tr(key), (rx, y), self.u(18), theme.TEXT, "bold", max_width=w - rx - m)
        self.group.draw(surf, self.k)
        r = self.about_rect
        if r.h > self.u(60):
            widgets.panel(surf, r, theme.BG2, self.u(12))
            inner = r.inflate(-self.u(28), -self.u(24))
            widgets.text(surf, tr("game.conquest"), inner.topleft, self.u(20), theme.GOLD, "title", max_width=inner.w)
            widgets.wrapped(surf, tr("cq.setup.about"), pygame.Rect(inner.x, inner.y + self.u(34), inner.w, inner.h - self.u(34)), self.u(15), theme.MUTED)
