"""New Kingdoms game: seats, colours, factions, variant, first player, seed.

Defaults make "Play" work in one click: you against two normal bots, random
factions, random seed.  A seat's faction is picked from a list that shows each
faction's five abilities (``FactionPicker``).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art
from game.ui.scene import Scene
from game.ui.scenes import setup_memory
from game.ui.scenes.seat_setup import KINDS, SeatSetupScene

__all__ = ["KINDS", "FactionPicker", "SetupScene", "faction_ids"]


def faction_ids() -> list[str]:
    from game.kingdoms.content import load_content

    return list(load_content().factions)


class SetupScene(SeatSetupScene):
    game_id = "kingdoms"
    colour_choices = tuple(theme.PLAYER_COLOURS)

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app, seed)
        self.factions: list[str | None] = [None] * 5
        self.exploration = False
        self.faction_choice = False
        self.random_sides = False
        self.detail_seat = 0
        self.factions_all = faction_ids()
        from game.kingdoms.rules import user_maps

        self.user_maps = user_maps()             # the player's own sides, broken ones with their error
        self.chosen_maps: list[str] = []
        self.recall_setup()

    def setup_values(self) -> dict[str, object]:
        return {**super().setup_values(), "exploration": self.exploration, "faction_choice": self.faction_choice,
                "random_sides": self.random_sides, "factions": ",".join(f or "" for f in self.factions)}

    def recall_extra(self, values: dict[str, object]) -> None:
        use, flag = setup_memory.apply, setup_memory.flag
        use(values, "exploration", flag, partial(setattr, self, "exploration"))
        use(values, "faction_choice", flag, partial(setattr, self, "faction_choice"))
        use(values, "random_sides", flag, partial(setattr, self, "random_sides"))

        def factions(kept: list[str]) -> None:
            chosen = [f for f in kept if f]
            if len(chosen) == len(set(chosen)):         # two seats never hold one faction
                self.factions[:len(kept)] = [f or None for f in kept]

        use(values, "factions", lambda v: setup_memory.names(v, ["", *self.factions_all], len(self.factions)), factions)

    def colour_label(self, colour: str) -> str:
        return tr(theme.colour_name_key(colour))

    # --- layout ---------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        m = self.u(40)
        left_w = int(w * 0.58)
        y = self.u(110)
        self.count_y = y
        buttons = self.count_buttons(m + self.u(190), y, self.u(64))
        y += self.u(62)
        self.rows = []
        row_h = self.u(58)
        kind_w, col_w = self.u(210), self.u(130)
        fac_w = left_w - m - self.u(130) - kind_w - col_w - self.u(30)
        for seat in range(self.players):
            self.rows.append(y)
            x = m + self.u(130)
            buttons += self.seat_buttons(seat, x, y, self.u(44), kind_w, col_w)
            r = pygame.Rect(x + kind_w + col_w + self.u(20), y, fac_w, self.u(44))
            fac = self.factions[seat]
            label = tr("kingdoms.setup.faction.random") if fac is None else tr(f"kingdoms.faction.{fac}.name")
            if self.faction_choice:
                label = tr("kingdoms.setup.faction.at_table")
            buttons.append(widgets.Button(r, label, partial(self.pick_faction, seat), enabled=not self.faction_choice,
                                          tooltip=tr("kingdoms.setup.faction.tip"), why_disabled=tr("kingdoms.setup.factions.tip"), data=seat))
            y += row_h
        # faction mode
        y += self.u(10)
        self.mode_y = y
        mw = (left_w - m - self.u(130) - self.u(10)) // 2
        for i, (key, on) in enumerate((("kingdoms.setup.factions.deal", False), ("kingdoms.setup.factions.choice", True))):
            r = pygame.Rect(m + self.u(130) + i * (mw + self.u(10)), y, mw, self.u(42))
            buttons.append(widgets.Button(r, tr(key), partial(self.set_mode, on), selected=self.faction_choice == on, style="chip", tooltip=tr("kingdoms.setup.factions.tip")))
        y += self.u(54)
        self.sides_y = y
        for i, (key, on) in enumerate((("kingdoms.setup.sides.table", False), ("kingdoms.setup.sides.random", True))):
            r = pygame.Rect(m + self.u(130) + i * (mw + self.u(10)), y, mw, self.u(42))
            buttons.append(widgets.Button(r, tr(key), partial(self.set_sides, on), selected=self.random_sides == on, style="chip", tooltip=tr("kingdoms.setup.sides.tip")))
        self.maps_y = None
        usable = [u for u in self.user_maps if u.side is not None][:4]
        if usable:
            y += self.u(54)
            self.maps_y = y
            for i, u in enumerate(usable):
                r = pygame.Rect(m + self.u(130) + (i % 2) * (mw + self.u(10)), y + (i // 2) * self.u(50), mw, self.u(42))
                label = f"{u.official_id[1:]} · {u.file[:-4]}"
                buttons.append(widgets.Button(r, label, partial(self.toggle_map, u.side.id),
                                              selected=u.side.id in self.chosen_maps, style="chip",
                                              tooltip=tr("kingdoms.setup.maps.tip", side=u.official_id[1:])))
            y += self.u(50) * ((len(usable) - 1) // 2)
        self.note_y = y + self.u(62)
        # options on the right
        rx = left_w + self.u(30)
        rw = w - rx - m
        oy = self.u(110)
        self.opt_y = oy
        half = (rw - self.u(10)) // 2
        buttons += self.on_off_buttons(rx, oy + self.u(30), half, self.exploration, self.set_expl, tr("kingdoms.setup.exploration.tip"))
        oy += self.u(96)
        self.first_y = oy
        buttons += self.first_buttons(rx, oy + self.u(30), rw)
        oy += self.u(96)
        self.seed_y = oy
        buttons += self.seed_buttons(rx, oy + self.u(30), half)
        self.detail_rect = pygame.Rect(rx, oy + self.u(100), rw, h - oy - self.u(190))
        buttons += self.bottom_buttons()
        self.finish_build(buttons)

    # --- changes --------------------------------------------------------------
    def cycle_faction(self, seat: int) -> None:
        """The next faction no other seat holds (or random)."""
        self.detail_seat = seat
        options = self.faction_options(seat)
        cur = self.factions[seat]
        idx = options.index(cur) if cur in options else 0
        self.factions[seat] = options[(idx + 1) % len(options)]
        self.rebuild()

    def faction_options(self, seat: int) -> list[str | None]:
        taken = {f for i, f in enumerate(self.factions[: self.players]) if i != seat and f}
        return [None] + [f for f in self.factions_all if f not in taken]

    def pick_faction(self, seat: int) -> None:
        """Choose the seat's faction from the list of all factions."""
        self.detail_seat = seat
        self.app.push(FactionPicker(self.app, self, seat))

    def set_faction(self, seat: int, faction: str | None) -> None:
        self.factions[seat] = faction
        self.rebuild()

    def set_sides(self, random_sides: bool) -> None:
        self.random_sides = random_sides
        self.rebuild()

    def toggle_map(self, side_id: str) -> None:
        """Play with (or without) one of the player's own sides; one per official side."""
        official = side_id.split("~")[0]
        on = side_id not in self.chosen_maps
        self.chosen_maps = [c for c in self.chosen_maps if c.split("~")[0] != official]
        if on:
            self.chosen_maps.append(side_id)
        self.rebuild()

    def set_mode(self, choice: bool) -> None:
        self.faction_choice = choice
        self.rebuild()

    def set_expl(self, on: bool) -> None:
        self.exploration = on
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_seed(event):
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
    def config(self):
        from game.ui.kingdoms.words import make_config

        if self.faction_choice:
            config = make_config(self.players, self.seed, self.exploration, self.first)
            config.options["faction_mode"] = "choice"
        else:
            config = make_config(self.players, self.seed, self.exploration, self.first, self.colours[: self.players],
                                 self.factions[: self.players])
        if self.chosen_maps:
            config.options["user_maps"] = list(self.chosen_maps)
        return config

    def play(self) -> None:
        from game.ui import session

        if self.editing_seed:
            self.editing_seed = False
            self.commit_seed()
        self.keep_setup()
        meta = {"label": tr("kingdoms.name"), "colours": self.colours[: self.players]}
        if self.random_sides:
            meta["auto"] = ["side"]
        session.start(self.app, self.config(), self.seat_specs(), meta)

    # --- drawing ----------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr("kingdoms.setup.title"))
        m = self.u(40)
        k = self.k
        widgets.text(surf, tr("setup.players"), (m, self.count_y + self.u(20)), self.u(19), theme.TEXT, "bold", "midleft", max_width=self.u(180))
        for seat, y in enumerate(self.rows):
            ident = theme.identity(self.colours[seat], self.app.settings.colorblind)
            art.draw_meeple(surf, (m + self.u(22), y + self.u(22)), self.u(36), ident)
            widgets.text(surf, tr("setup.seat", n=seat + 1), (m + self.u(48), y + self.u(22)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(80))
        rx = int(surf.get_width() * 0.58) + self.u(30)
        widgets.text(surf, tr("kingdoms.setup.exploration"), (rx, self.opt_y), self.u(18), theme.TEXT, "bold", max_width=surf.get_width() - rx - m)
        widgets.text(surf, tr("setup.first"), (rx, self.first_y), self.u(18), theme.TEXT, "bold", max_width=surf.get_width() - rx - m)
        widgets.text(surf, tr("setup.seed"), (rx, self.seed_y), self.u(18), theme.TEXT, "bold", max_width=surf.get_width() - rx - m)
        widgets.text(surf, tr("kingdoms.setup.factions"), (m, self.mode_y + self.u(21)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(125))
        widgets.text(surf, tr("kingdoms.setup.sides"), (m, self.sides_y + self.u(21)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(125))
        if self.maps_y is not None:
            widgets.text(surf, tr("kingdoms.setup.maps"), (m, self.maps_y + self.u(21)), self.u(17), theme.TEXT, "bold", "midleft", max_width=self.u(125))
        self.group.draw(surf, k)
        self.draw_faction(surf)
        left_w = int(surf.get_width() * 0.58) - m
        y = self.note_y
        bottom = surf.get_height() - self.u(100)
        notes = [tr("kingdoms.setup.lost_kingdom")] if self.players == 2 else []
        notes += [tr("kingdoms.setup.maps.broken", error=u.error) for u in self.user_maps if u.side is None]
        notes.append(tr("kingdoms.setup.hint"))
        for note in notes:
            rect = pygame.Rect(m + self.u(14), y + self.u(10), left_w - self.u(28), bottom - y)
            height = widgets.wrapped_height(note, self.u(15), rect.w) + self.u(20)
            if y + height > bottom + self.u(8):
                continue                        # a note that does not fit whole is left out, never cut
            widgets.panel(surf, pygame.Rect(m, y, left_w, height), theme.BG2, self.u(10))
            widgets.wrapped(surf, note, rect, self.u(15), theme.MUTED)
            y += height + self.u(12)

    def draw_faction(self, surf: pygame.Surface) -> None:
        r = self.detail_rect
        if self.draw_level_note(surf, r) or r.h < self.u(60):
            return
        widgets.panel(surf, r, theme.BG2, self.u(12))
        seat = min(self.detail_seat, self.players - 1)
        fac = self.factions[seat]
        pad = self.u(14)
        inner = r.inflate(-2 * pad, -2 * pad)
        if fac is None:
            widgets.text(surf, tr("setup.seat", n=seat + 1) + " — " + tr("kingdoms.setup.faction.random"), inner.topleft, self.u(18), theme.GOLD, "bold", max_width=inner.w)
            widgets.wrapped(surf, tr("kingdoms.setup.faction.random.tip"), pygame.Rect(inner.x, inner.y + self.u(34), inner.w, inner.h - self.u(34)), self.u(15), theme.MUTED)
            return
        widgets.text(surf, tr(f"kingdoms.faction.{fac}.name"), inner.topleft, self.u(20), theme.GOLD, "bold", max_width=inner.w)
        y = inner.y + self.u(34)
        size = self.u(14)
        for lv in range(1, 6):
            line = tr("kingdoms.faction.level", level=lv) + "  " + tr(f"kingdoms.faction.{fac}.ability.{lv}")
            used = widgets.wrapped(surf, line, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), size)
            y += used + self.u(4)
            if y > inner.bottom:
                break


class FactionPicker(Scene):
    """A seat's faction from the list: random or any faction no other seat holds.

    The faction under the mouse (or the keyboard focus) shows its five
    abilities beside the list; a click or Enter takes it, Esc keeps the old one.
    """

    overlay = True

    def __init__(self, app, setup: SetupScene, seat: int) -> None:
        super().__init__(app)
        self.setup = setup
        self.seat = seat
        self.box = pygame.Rect(0, 0, 0, 0)
        self.detail = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        self.box = pygame.Rect(0, 0, min(w - self.u(60), self.u(1040)), min(h - self.u(40), self.u(720)))
        self.box.center = (w // 2, h // 2)
        options = [None, *self.setup.factions_all]
        allowed = set(self.setup.faction_options(self.seat))
        holder = {f: i for i, f in enumerate(self.setup.factions[: self.setup.players]) if f and i != self.seat}
        top = self.box.y + self.u(70)
        avail = self.box.bottom - self.u(80) - top
        cols = 1 if avail // len(options) >= self.u(30) else 2
        per_col = -(-len(options) // cols)
        gap = self.u(5)
        bh = min(self.u(40), avail // per_col - gap)
        list_w = min(self.u(280) * cols, self.box.w // 2)
        col_w = (list_w - (cols - 1) * self.u(8)) // cols
        buttons = []
        for i, fid in enumerate(options):
            c, r = divmod(i, per_col)
            rect = pygame.Rect(self.box.x + self.u(24) + c * (col_w + self.u(8)), top + r * (bh + gap), col_w, bh)
            label = tr("kingdoms.setup.faction.random") if fid is None else tr(f"kingdoms.faction.{fid}.name")
            if fid in holder:
                label += " · " + tr("setup.seat", n=holder[fid] + 1)
            why = tr("kingdoms.setup.faction.taken", n=holder[fid] + 1) if fid in holder else None
            buttons.append(widgets.Button(rect, label, partial(self.choose, fid), enabled=fid in allowed,
                                          selected=fid == self.setup.factions[self.seat], style="chip", why_disabled=why, data=("faction", fid)))
        x = self.box.x + self.u(24) + list_w + self.u(24)
        self.detail = pygame.Rect(x, top, self.box.right - self.u(24) - x, avail)
        cancel = pygame.Rect(0, 0, self.u(200), self.u(46))
        cancel.bottomright = (self.box.right - self.u(24), self.box.bottom - self.u(18))
        buttons.append(widgets.Button(cancel, tr("ui.back"), self.back))
        self.group.set(buttons)
        current = self.setup.factions[self.seat]
        self.group.focus = options.index(current) if current in options else 0

    def choose(self, faction: str | None) -> None:
        self.app.pop(self)
        self.setup.set_faction(self.seat, faction)

    def back(self) -> None:
        self.app.pop(self)

    def shown(self) -> str | None:
        """The faction whose abilities are shown: pointed at, else focused, else the seat's."""
        for b in (self.group.hovered(), self.group.focused()):
            if b is not None and isinstance(b.data, tuple):
                return b.data[1]
        return self.setup.factions[self.seat]

    def draw(self, surf: pygame.Surface) -> None:
        self.modal_box(surf, self.box)
        title = tr("kingdoms.setup.faction.pick", n=self.seat + 1)
        widgets.text(surf, title, (self.box.x + self.u(24), self.box.y + self.u(20)), self.u(24), theme.GOLD, "bold", max_width=self.box.w - self.u(48))
        self.group.draw(surf, self.k)
        r = self.detail
        widgets.panel(surf, r, theme.PARCHMENT, self.u(12), (110, 80, 44), 2)
        hint_h = widgets.wrapped_height(tr("kingdoms.setup.faction.pick_hint"), self.u(14), r.w - self.u(32))
        widgets.wrapped(surf, tr("kingdoms.setup.faction.pick_hint"), pygame.Rect(r.x + self.u(16), r.bottom - self.u(14) - hint_h, r.w - self.u(32), hint_h),
                        self.u(14), (110, 90, 60))
        inner = r.inflate(-self.u(32), -self.u(28))
        inner.h -= hint_h + self.u(10)
        fid = self.shown()
        if fid is None:
            widgets.text(surf, tr("kingdoms.setup.faction.random"), inner.topleft, self.u(24), theme.INK, "title", max_width=inner.w)
            widgets.wrapped(surf, tr("kingdoms.setup.faction.random.tip"), pygame.Rect(inner.x, inner.y + self.u(44), inner.w, inner.h - self.u(44)), self.u(16), theme.INK)
            return
        widgets.text(surf, tr(f"kingdoms.faction.{fid}.name"), inner.topleft, self.u(26), theme.INK, "title", max_width=inner.w)
        y = inner.y + self.u(48)
        size = self.u(16) if inner.w > self.u(380) else self.u(14)
        for lv in range(1, 6):
            badge = pygame.Rect(inner.x, y, self.u(28), self.u(28))
            pygame.draw.circle(surf, (90, 120, 200), badge.center, self.u(14))
            widgets.text(surf, str(lv), badge.center, self.u(14), (255, 255, 255), "bold", "center")
            body = pygame.Rect(badge.right + self.u(10), y + self.u(3), inner.right - badge.right - self.u(10), inner.bottom - y)
            used = widgets.wrapped(surf, tr(f"kingdoms.faction.{fid}.ability.{lv}"), body, size, theme.INK)
            y += max(self.u(34), used + self.u(12))
            if y > inner.bottom:
                break
