"""New Kingdoms game: seats, colours, factions, variant, first player, seed.

Defaults make "Play" work in one click: you against two normal bots, random
factions, random seed.
"""

from __future__ import annotations

import random

import pygame

from game.ui import board_art, theme, widgets
from game.ui.controller import SeatSpec
from game.ui.i18n import tr
from game.ui.scene import Scene

KINDS = ("human", "easy", "normal", "hard")


def faction_ids() -> list[str]:
    from game.kingdoms.content import load_content

    return list(load_content().factions)


class SetupScene(Scene):
    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.players = 3
        self.kinds = ["human", "normal", "normal", "normal", "normal"]
        self.colours = list(theme.PLAYER_COLOURS)
        self.factions: list[str | None] = [None] * 5
        self.exploration = False
        self.faction_choice = False
        self.random_sides = False
        self.first: int | None = None
        self.seed = seed if seed is not None else random.Random().randrange(1, 100000)
        self.seed_text = str(self.seed)
        self.editing_seed = False
        self.detail_seat = 0
        self.rows: list[int] = []
        self.factions_all = faction_ids()

    # --- layout ---------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        buttons: list[widgets.Button] = []
        m = self.u(40)
        left_w = int(w * 0.58)
        y = self.u(110)
        # player count
        self.count_y = y
        cw = self.u(64)
        for i, n in enumerate(range(2, 6)):
            r = pygame.Rect(m + self.u(190) + i * (cw + self.u(8)), y, cw, self.u(40))
            buttons.append(widgets.Button(r, str(n), (lambda n=n: self.set_players(n)), selected=self.players == n, style="chip", tooltip=tr("setup.players.tip")))
        y += self.u(62)
        self.rows = []
        row_h = self.u(58)
        kind_w, col_w = self.u(170), self.u(150)
        fac_w = left_w - m - self.u(130) - kind_w - col_w - self.u(30)
        for seat in range(self.players):
            self.rows.append(y)
            x = m + self.u(130)
            r = pygame.Rect(x, y, kind_w, self.u(44))
            buttons.append(widgets.Button(r, tr(f"setup.kind.{self.kinds[seat]}"), (lambda s=seat: self.cycle_kind(s)), tooltip=tr("setup.kind.tip")))
            x += kind_w + self.u(10)
            r = pygame.Rect(x, y, col_w, self.u(44))
            buttons.append(widgets.Button(r, tr(theme.colour_name_key(self.colours[seat])), (lambda s=seat: self.cycle_colour(s)), tooltip=tr("setup.colour.tip")))
            x += col_w + self.u(10)
            r = pygame.Rect(x, y, fac_w, self.u(44))
            fac = self.factions[seat]
            label = tr("setup.faction.random") if fac is None else tr(f"faction.{fac}.name")
            if self.faction_choice:
                label = tr("setup.faction.at_table")
            buttons.append(widgets.Button(r, label, (lambda s=seat: self.cycle_faction(s)), enabled=not self.faction_choice,
                                          tooltip=tr("setup.faction.tip"), why_disabled=tr("setup.factions.tip"), data=seat))
            y += row_h
        # faction mode
        y += self.u(10)
        self.mode_y = y
        mw = (left_w - m - self.u(130) - self.u(10)) // 2
        for i, (key, on) in enumerate((("setup.factions.deal", False), ("setup.factions.choice", True))):
            r = pygame.Rect(m + self.u(130) + i * (mw + self.u(10)), y, mw, self.u(42))
            buttons.append(widgets.Button(r, tr(key), (lambda on=on: self.set_mode(on)), selected=self.faction_choice == on, style="chip", tooltip=tr("setup.factions.tip")))
        y += self.u(54)
        self.sides_y = y
        for i, (key, on) in enumerate((("setup.sides.table", False), ("setup.sides.random", True))):
            r = pygame.Rect(m + self.u(130) + i * (mw + self.u(10)), y, mw, self.u(42))
            buttons.append(widgets.Button(r, tr(key), (lambda on=on: self.set_sides(on)), selected=self.random_sides == on, style="chip", tooltip=tr("setup.sides.tip")))
        self.note_y = y + self.u(62)
        # options on the right
        rx = left_w + self.u(30)
        rw = w - rx - m
        oy = self.u(110)
        self.opt_y = oy
        half = (rw - self.u(10)) // 2
        buttons.append(widgets.Button(pygame.Rect(rx, oy + self.u(30), half, self.u(42)), tr("ui.off"), lambda: self.set_expl(False), selected=not self.exploration, style="chip", tooltip=tr("setup.exploration.tip")))
        buttons.append(widgets.Button(pygame.Rect(rx + half + self.u(10), oy + self.u(30), half, self.u(42)), tr("ui.on"), lambda: self.set_expl(True), selected=self.exploration, style="chip", tooltip=tr("setup.exploration.tip")))
        oy += self.u(96)
        self.first_y = oy
        opts = [None, *range(self.players)]
        fw = (rw - self.u(6) * len(opts)) // (len(opts) + 1)
        x = rx
        for o in opts:
            width = fw * 2 if o is None else fw
            label = tr("setup.first.random") if o is None else str(o + 1)
            buttons.append(widgets.Button(pygame.Rect(x, oy + self.u(30), width, self.u(42)), label, (lambda o=o: self.set_first(o)), selected=self.first == o, style="chip", tooltip=tr("setup.first.tip")))
            x += width + self.u(6)
        oy += self.u(96)
        self.seed_y = oy
        seed_btn = widgets.Button(pygame.Rect(rx, oy + self.u(30), half, self.u(42)), lambda: self.seed_text + ("▌" if self.editing_seed else ""), self.edit_seed, selected=self.editing_seed, tooltip=tr("setup.seed.tip"), data="seed")
        buttons.append(seed_btn)
        buttons.append(widgets.Button(pygame.Rect(rx + half + self.u(10), oy + self.u(30), half, self.u(42)), tr("setup.seed.new"), self.new_seed))
        self.detail_rect = pygame.Rect(rx, oy + self.u(100), rw, h - oy - self.u(190))
        # bottom
        back = pygame.Rect(m, h - self.u(80), self.u(200), self.u(52))
        play = pygame.Rect(0, 0, self.u(260), self.u(56))
        play.bottomright = (w - m, h - self.u(24))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back))
        buttons.append(widgets.Button(play, tr("setup.play"), self.play, style="primary", tooltip=tr("setup.play.tip")))
        self.group.set(buttons)
        if not self.group.keyboard:
            self.group.focus = len(buttons) - 1

    # --- changes --------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        if self.first is not None and self.first >= n:
            self.first = None
        self.rebuild()

    def cycle_kind(self, seat: int) -> None:
        self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + 1) % len(KINDS)]
        self.rebuild()

    def cycle_colour(self, seat: int) -> None:
        used = set(self.colours[: self.players]) - {self.colours[seat]}
        i = theme.PLAYER_COLOURS.index(self.colours[seat])
        for step in range(1, 6):
            c = theme.PLAYER_COLOURS[(i + step) % 5]
            if c not in used:
                # swap with the seat beyond the table that holds it, keeping all five distinct
                j = self.colours.index(c)
                self.colours[j], self.colours[seat] = self.colours[seat], c
                break
        self.rebuild()

    def cycle_faction(self, seat: int) -> None:
        self.detail_seat = seat
        taken = {f for i, f in enumerate(self.factions[: self.players]) if i != seat and f}
        options: list[str | None] = [None] + [f for f in self.factions_all if f not in taken]
        cur = self.factions[seat]
        idx = options.index(cur) if cur in options else 0
        self.factions[seat] = options[(idx + 1) % len(options)]
        self.rebuild()

    def set_sides(self, random_sides: bool) -> None:
        self.random_sides = random_sides
        self.rebuild()

    def set_mode(self, choice: bool) -> None:
        self.faction_choice = choice
        self.rebuild()

    def set_expl(self, on: bool) -> None:
        self.exploration = on
        self.rebuild()

    def set_first(self, seat: int | None) -> None:
        self.first = seat
        self.rebuild()

    def edit_seed(self) -> None:
        self.editing_seed = not self.editing_seed
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
        if event.type in (pygame.MOUSEMOTION,):
            super().handle(event)
            b = self.group.hovered()
            if b is not None and isinstance(b.data, int):
                self.detail_seat = b.data
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
            super().handle(event)
            b = self.group.focused()
            if b is not None and isinstance(b.data, int):
                self.detail_seat = b.data
            return
        super().handle(event)

    # --- start ----------------------------------------------------------------
    def seat_specs(self) -> list[SeatSpec]:
        specs = []
        for seat in range(self.players):
            kind = self.kinds[seat]
            specs.append(SeatSpec("human", "normal") if kind == "human" else SeatSpec("bot", kind))
        return specs

    def config(self):
        from game.ui.kingdoms_adapter import make_config

        if self.faction_choice:
            config = make_config(self.players, self.seed, self.exploration, self.first)
            config.options["faction_mode"] = "choice"
            return config
        return make_config(self.players, self.seed, self.exploration, self.first, self.colours[: self.players], self.factions[: self.players])

    def play(self) -> None:
        from game.ui import session

        if self.editing_seed:
            self.editing_seed = False
            self.commit_seed()
        meta = {"label": tr("game.kingdoms"), "colours": self.colours[: self.players]}
        if self.random_sides:
            meta["auto"] = ["side"]
        session.start(self.app, self.config(), self.seat_specs(), meta)

    # --- drawing ----------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("setup.title"))
        m = self.u(40)
        k = self.k
        widgets.text(surf, tr("setup.players"), (m, self.count_y + self.u(20)), self.u(19), theme.TEXT, "bold", "midleft", max_width=self.u(180))
        for seat, y in enumerate(self.rows):
            ident = theme.identity(self.colours[seat], self.app.settings.colorblind)
            board_art.draw_meeple(surf, (m + self.u(22), y + self.u(22)), self.u(36), ident)
            widgets.text(surf, tr("setup.seat", n=seat + 1), (m + self.u(48), y + self.u(22)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(80))
        rx = int(surf.get_width() * 0.58) + self.u(30)
        widgets.text(surf, tr("setup.exploration"), (rx, self.opt_y), self.u(18), theme.TEXT, "bold", max_width=surf.get_width() - rx - m)
        widgets.text(surf, tr("setup.first"), (rx, self.first_y), self.u(18), theme.TEXT, "bold", max_width=surf.get_width() - rx - m)
        widgets.text(surf, tr("setup.seed"), (rx, self.seed_y), self.u(18), theme.TEXT, "bold", max_width=surf.get_width() - rx - m)
        widgets.text(surf, tr("setup.factions"), (m, self.mode_y + self.u(21)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(125))
        widgets.text(surf, tr("setup.sides"), (m, self.sides_y + self.u(21)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(125))
        self.group.draw(surf, k)
        self.draw_faction(surf)
        left_w = int(surf.get_width() * 0.58) - m
        y = self.note_y
        bottom = surf.get_height() - self.u(100)
        notes = [tr("setup.lost_kingdom")] if self.players == 2 else []
        notes.append(tr("setup.hint"))
        for note in notes:
            if y > bottom - self.u(40):
                break
            rect = pygame.Rect(m + self.u(14), y + self.u(10), left_w - self.u(28), bottom - y)
            height = min(widgets.wrapped_height(note, self.u(15), rect.w), rect.h) + self.u(20)
            widgets.panel(surf, pygame.Rect(m, y, left_w, height), theme.BG2, self.u(10))
            widgets.wrapped(surf, note, rect, self.u(15), theme.MUTED)
            y += height + self.u(12)

    def draw_faction(self, surf: pygame.Surface) -> None:
        r = self.detail_rect
        if r.h < self.u(60):
            return
        widgets.panel(surf, r, theme.BG2, self.u(12))
        seat = min(self.detail_seat, self.players - 1)
        fac = self.factions[seat]
        pad = self.u(14)
        inner = r.inflate(-2 * pad, -2 * pad)
        if fac is None:
            widgets.text(surf, tr("setup.seat", n=seat + 1) + " — " + tr("setup.faction.random"), inner.topleft, self.u(18), theme.GOLD, "bold", max_width=inner.w)
            widgets.wrapped(surf, tr("setup.faction.random.tip"), pygame.Rect(inner.x, inner.y + self.u(34), inner.w, inner.h - self.u(34)), self.u(15), theme.MUTED)
            return
        widgets.text(surf, tr(f"faction.{fac}.name"), inner.topleft, self.u(20), theme.GOLD, "bold", max_width=inner.w)
        y = inner.y + self.u(34)
        size = self.u(14)
        for lv in range(1, 6):
            line = tr("faction.level", level=lv) + "  " + tr(f"faction.{fac}.ability.{lv}")
            used = widgets.wrapped(surf, line, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), size)
            y += used + self.u(4)
            if y > inner.bottom:
                break
