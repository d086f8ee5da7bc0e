"""What every game's setup screen shares: how many players, a row per seat
(human or bot as one toggle, the bot's level as another, colour), who goes
first, a seed to replay a setup, and Back / Play, in the same words in every
game ("Bot" · "Normal", never "Bot: normal" here and "Normal bot" there).

A game's setup scene subclasses ``SeatSetupScene``, says its player counts,
its palette and its catalog keys (``KEYS``), lays the parts out with the
helpers below and adds its own options.  It names its game (``game_id``) and
calls ``recall_setup`` once its own options exist: the screen then starts from
that game's last setup (``setup_memory``), which ``start`` keeps.
"""

from __future__ import annotations

import random
from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.controller import SeatSpec
from game.ui.i18n import tr
from game.ui.scene import Scene
from game.ui.scenes import setup_memory
from game.ui.table.identity import draw_chip

KINDS = ("human", "easy", "normal", "hard", "expert")
LEVELS = ("easy", "normal", "hard", "expert")


class SeatSetupScene(Scene):
    game_id: str = ""                    # whose last setup the screen recalls and keeps ("": none)
    counts: tuple[int, ...] = (2, 3, 4, 5)
    colour_choices: tuple[str, ...] = ()
    # the catalog keys of the shared parts
    KEYS: dict[str, str] = {
        "players.tip": "setup.players.tip",
        "colour.tip": "setup.colour.tip", "first.random": "setup.first.random", "first.tip": "setup.first.tip",
        "seed.tip": "setup.seed.tip", "seed.new": "setup.seed.new", "play": "setup.play", "play.tip": "setup.play.tip",
    }

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        most = max(self.counts)
        self.players = 3
        self.kinds = ["human"] + ["normal"] * (most - 1)
        self.levels = ["normal"] * most          # each seat's bot level, kept while a person takes the seat
        self.colours = list(self.colour_choices)
        self.first: int | None = None
        self.seed = seed if seed is not None else random.Random().randrange(1, 100000)
        self.seed_text = str(self.seed)
        self.editing_seed = False
        self.rows: list[int] = []
        self.count_y = 0                         # where the player count's row is (set by a game's ``build``)
        self.level_panel = False                 # the info panel has room to say what a bot level means
        self.clicked_level: int | None = None    # the seat whose level was just changed (until the next press)

    def colour_label(self, colour: str) -> str:
        return colour

    # --- drawing the shared parts (the same places and sizes in every game) ---------------
    def draw_seat_column(self, surf: pygame.Surface) -> None:
        """"Players" over the count, and beside each seat's row its token and "Seat n"."""
        m = self.u(40)
        widgets.text(surf, tr("setup.players"), (m, self.count_y + self.u(20)), self.u(19), theme.TEXT, "bold", "midleft", max_width=self.u(180))
        bh = (self.rows[1] - self.rows[0] if len(self.rows) > 1 else self.u(56)) - self.u(10)
        for seat, y in enumerate(self.rows):
            self.draw_seat_token(surf, (m + self.u(17), y + bh // 2), self.u(28), seat)
            widgets.text(surf, tr("setup.seat", n=seat + 1), (m + self.u(38), y + bh // 2), self.u(16), theme.TEXT, "bold", "midleft", max_width=self.u(68))

    def draw_seat_token(self, surf: pygame.Surface, centre: tuple[int, int], size: int, seat: int) -> None:
        """A seat's token in its colour: the players' chip (a game with its own pieces draws those)."""
        draw_chip(surf, centre, size, theme.identity(self.colours[seat], self.app.settings.colorblind))

    def draw_labels(self, surf: pygame.Surface, x: int, labels: list[tuple[str, int]]) -> None:
        """The right column's headings (catalog key, y): "Goes first", "Seed", a game's own."""
        w = surf.get_width()
        for key, y in labels:
            widgets.text(surf, tr(key), (x, y), self.u(18), theme.TEXT, "bold", max_width=w - x - self.u(40))

    def level_of(self, seat: int) -> str:
        kind = self.kinds[seat]
        return kind if kind in LEVELS else self.levels[seat]

    def level_tip(self, level: str) -> str:
        """The level button's tip, then what the chosen level means in this game: its
        measured ladder (``<game>.setup.level_about.<level>``, from docs/balance),
        else the shell's general words."""
        return f"{tr('setup.level.tip')} {self.level_about(level)}"

    def level_about(self, level: str) -> str:
        from game.ui.i18n import catalog

        key = f"{self.game_id}.setup.level_about.{level}"
        return tr(key) if self.game_id and catalog().has(key) else tr(f"setup.level_about.{level}")

    def level_button_tip(self, seat: int) -> str:
        """The level button's tip: short when the info panel beside says what the level means."""
        return tr("setup.level.tip") if self.level_panel else self.level_tip(self.level_of(seat))

    def level_seat(self) -> int | None:
        """The seat whose bot level the player is looking at: its level button is under the
        mouse, or holds the focus (it was just clicked, or the keyboard is on it)."""
        for b in (self.group.hovered(), self.group.focused() if self.group.keyboard else None):
            if b is not None and b.enabled and isinstance(b.data, tuple) and b.data[0] == "level":
                return int(b.data[1])
        return self.clicked_level

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.clicked_level = None            # any other press: the panel returns to the game's own
        super().handle(event)

    def draw_level_note(self, surf: pygame.Surface, rect: pygame.Rect) -> bool:
        """In the info panel, what the bot level being looked at means in this game (its
        measured ladder); False when no level is looked at (the game's own panel is drawn)."""
        self.level_panel = rect.h > self.u(60)
        seat = self.level_seat()
        if seat is None or not self.level_panel:
            return False
        level = self.level_of(seat)
        widgets.panel(surf, rect, theme.BG2, self.u(12), theme.GOLD, 2)
        inner = rect.inflate(-self.u(28), -self.u(24))
        head = tr("setup.seat", n=seat + 1) + " — " + tr(f"setup.level.{level}")
        widgets.text(surf, head, inner.topleft, self.u(20), theme.GOLD, "title", max_width=inner.w)
        body = pygame.Rect(inner.x, inner.y + self.u(34), inner.w, inner.h - self.u(34))
        widgets.wrapped(surf, self.level_about(level), body, self.u(15), theme.TEXT)
        return True

    # --- parts of the layout -------------------------------------------------------------
    def count_buttons(self, x: int, y: int, cw: int) -> list[widgets.Button]:
        return [widgets.Button(pygame.Rect(x + i * (cw + self.u(8)), y, cw, self.u(40)), str(n), partial(self.set_players, n),
                               selected=self.players == n, style="chip", tooltip=tr(self.KEYS["players.tip"]))
                for i, n in enumerate(self.counts)]

    def seat_buttons(self, seat: int, x: int, y: int, h: int, kind_w: int, col_w: int) -> list[widgets.Button]:
        """The seat's person-or-bot toggle and bot level (sharing ``kind_w``), then
        its colour, side by side from ``x``; the level is greyed for a person."""
        gap = self.u(6)
        who_w = (kind_w - gap) * 9 // 20
        human = self.kinds[seat] == "human"
        size = min(self.u(15), int(h * 0.42))         # one size for both halves (each shrinks further only if it must)
        kind = widgets.Button(pygame.Rect(x, y, who_w, h), tr("setup.who.human" if human else "setup.who.bot"), partial(self.toggle_human, seat),
                              tooltip=tr("setup.kind.tip"), data=("kind", seat), text_size=size)
        level = widgets.Button(pygame.Rect(x + who_w + gap, y, kind_w - who_w - gap, h), tr(f"setup.level.{self.level_of(seat)}"),
                               partial(self.cycle_level, seat), enabled=not human, tooltip=partial(self.level_button_tip, seat),
                               why_disabled=tr("setup.level.human"), data=("level", seat), text_size=size)
        x += kind_w + self.u(10)
        colour = widgets.Button(pygame.Rect(x, y, col_w, h), self.colour_label(self.colours[seat]), partial(self.cycle_colour, seat),
                                tooltip=tr(self.KEYS["colour.tip"]), data=("colour", seat))
        return [kind, level, colour]

    def first_buttons(self, x: int, y: int, width: int) -> list[widgets.Button]:
        """Random (twice as wide) or a seat number."""
        opts = [None, *range(self.players)]
        fw = (width - self.u(6) * len(opts)) // (len(opts) + 1)
        buttons = []
        for o in opts:
            bw = 2 * fw + self.u(6) if o is None else fw
            label = tr(self.KEYS["first.random"]) if o is None else str(o + 1)
            buttons.append(widgets.Button(pygame.Rect(x, y, bw, self.u(42)), label, partial(self.set_first, o),
                                          selected=self.first == o, style="chip", tooltip=tr(self.KEYS["first.tip"])))
            x += bw + self.u(6)
        return buttons

    def seed_buttons(self, x: int, y: int, half: int) -> list[widgets.Button]:
        field = widgets.Button(pygame.Rect(x, y, half, self.u(42)), lambda: self.seed_text + ("▌" if self.editing_seed else ""), self.edit_seed,
                               selected=self.editing_seed, tooltip=tr(self.KEYS["seed.tip"]), data="seed")
        new = widgets.Button(pygame.Rect(x + half + self.u(10), y, half, self.u(42)), tr(self.KEYS["seed.new"]), self.new_seed)
        return [field, new]

    def on_off_buttons(self, x: int, y: int, half: int, on: bool, setter, tip: str) -> list[widgets.Button]:
        """An Off / On pair of chips for a yes-or-no option."""
        return [widgets.Button(pygame.Rect(x, y, half, self.u(42)), tr("ui.off"), lambda: setter(False), selected=not on, style="chip", tooltip=tip),
                widgets.Button(pygame.Rect(x + half + self.u(10), y, half, self.u(42)), tr("ui.on"), lambda: setter(True), selected=on, style="chip", tooltip=tip)]

    def bottom_buttons(self) -> list[widgets.Button]:
        w, h = self.app.size
        m = self.u(40)
        back = pygame.Rect(m, h - self.u(80), self.u(200), self.u(52))
        play = pygame.Rect(0, 0, self.u(260), self.u(56))
        play.bottomright = (w - m, h - self.u(24))
        return [widgets.Button(back, tr("ui.back"), self.back),
                widgets.Button(play, tr(self.KEYS["play"]), self.play, style="primary", tooltip=tr(self.KEYS["play.tip"]), data="play")]

    def finish_build(self, buttons: list[widgets.Button]) -> None:
        self.group.set(buttons)
        if not self.group.keyboard:
            self.group.focus = len(buttons) - 1          # Play: one Enter starts the game

    # --- changes -------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        if self.first is not None and self.first >= n:
            self.first = None
        self.stop_editing()
        self.rebuild()

    def toggle_human(self, seat: int) -> None:
        """A person or a bot (at the level the seat had)."""
        self.kinds[seat] = self.level_of(seat) if self.kinds[seat] == "human" else "human"
        self.rebuild()

    def cycle_level(self, seat: int) -> None:
        """The bot's next level: easy, normal, hard."""
        if self.kinds[seat] == "human":
            return
        level = LEVELS[(LEVELS.index(self.level_of(seat)) + 1) % len(LEVELS)]
        self.kinds[seat] = self.levels[seat] = level
        self.clicked_level = seat
        self.rebuild()

    def cycle_colour(self, seat: int) -> None:
        """Next colour not used by another seat at the table (swapped with the seat holding it)."""
        used = set(self.colours[: self.players]) - {self.colours[seat]}
        i = self.colour_choices.index(self.colours[seat])
        ahead = [self.colour_choices[(i + step) % len(self.colour_choices)] for step in range(1, len(self.colour_choices))]
        free = [c for c in ahead if c not in used] or ahead[:1]     # all taken: swap with the next colour's seat
        j = self.colours.index(free[0])
        self.colours[j], self.colours[seat] = self.colours[seat], free[0]
        self.rebuild()

    def set_first(self, seat: int | None) -> None:
        self.first = seat
        self.rebuild()

    def edit_seed(self) -> None:
        self.editing_seed = not self.editing_seed
        self.commit_seed()

    def stop_editing(self) -> None:
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

    def handle_seed(self, event: pygame.event.Event) -> bool:
        """Typing into the seed field; True when the event was used."""
        if not (self.editing_seed and event.type == pygame.KEYDOWN):
            return False
        if event.unicode and event.unicode.isdigit() and len(self.seed_text) < 9:
            self.seed_text += event.unicode
            return True
        if event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.editing_seed = False
            self.commit_seed()
            return True
        return False

    # --- the last setup ------------------------------------------------------------------
    def setup_values(self) -> dict[str, object]:
        """What the next setup of this game starts from (plain values; a game adds its own)."""
        return {"players": self.players, "seats": ",".join(self.kinds), "levels": ",".join(self.levels),
                "colours": ",".join(self.colours), "first": -1 if self.first is None else self.first}

    def recall_setup(self) -> None:
        """Start from this game's last setup: each kept part that still fits the screen
        is used, a damaged one is left out on its own (the screen's default stays)."""
        values = setup_memory.recalled(self.app, self.game_id)
        if not values:
            return
        most = len(self.kinds)
        use = setup_memory.apply

        def seats(kinds: list[str]) -> None:
            self.kinds[:len(kinds)] = kinds

        def levels(kept: list[str]) -> None:
            self.levels[:len(kept)] = kept

        def colours(kept: list[str]) -> None:
            self.colours = kept

        def first(seat: int) -> None:
            self.first = None if seat < 0 else seat

        use(values, "players", lambda v: setup_memory.number(v, self.counts), partial(setattr, self, "players"))
        use(values, "seats", lambda v: setup_memory.names(v, KINDS, most), seats)
        use(values, "levels", lambda v: setup_memory.names(v, LEVELS, most), levels)
        use(values, "colours", lambda v: (lambda c: c if c is not None and sorted(c) == sorted(self.colour_choices) else None)(
            setup_memory.names(v, self.colour_choices, len(self.colour_choices))), colours)
        use(values, "first", lambda v: setup_memory.number(v, range(-1, self.players)), first)
        self.recall_extra(values)

    def recall_extra(self, values: dict[str, object]) -> None:
        """A game's own options from its last setup (``setup_memory.apply`` each)."""

    def keep_setup(self) -> None:
        setup_memory.remember(self.app, self.game_id, self.setup_values())

    # --- start ---------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return ""

    def seat_specs(self) -> list[SeatSpec]:
        specs = []
        for seat in range(self.players):
            kind = self.kinds[seat]
            name = self.seat_name(seat)
            specs.append(SeatSpec("human", "normal", name) if kind == "human" else SeatSpec("bot", kind, name))
        return specs

    def start(self, config, label: str, **meta) -> None:
        """Start ``config`` with these seats; the save's meta names the game
        (``label``), the seats' colours and names, plus any game extras."""
        from game.ui import session

        self.stop_editing()
        self.keep_setup()
        meta = {"label": label, "colours": list(self.colours[: self.players]),
                "names": [self.seat_name(s) for s in range(self.players)], **meta}
        session.start(self.app, config, self.seat_specs(), meta)

    def play(self) -> None:
        """Start the game (the subclass builds its config and meta)."""
