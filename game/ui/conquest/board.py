"""The Conquest board: 14 city cards in their province columns, the dice tray,
the players with their scores and province stacks, and the game log.

The board composes its panels (``city_map`` with ``city_card``, ``dice_tray``,
``side_panel``) and keeps what is the game's own: the view it shows, the
human's pick and decisions, the hints, the bots' planned moves, and the
chrome around the table (top bar, keys, undo, log, banners).

A human fills a line by picking dice (click them or press 1-7) and then
clicking a glowing line; a line clicked with no dice picked takes the fewest
dice that fill it.  Lines that cannot be filled now are disabled buttons, so a
click on them explains why.  Every decision is also reachable by keyboard:
Tab/arrows move the focus over dice, lines and buttons, Enter presses.
Bots think on the controller's worker thread; their moves are paced by the
bot-speed setting and shown with the same dice and line animations.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.conquest import solver
from game.ui import fonts, theme, widgets
from game.ui.conquest import art, changes, words
from game.ui.conquest.city_map import CityMap
from game.ui.conquest.dice_tray import DiceTray
from game.ui.conquest.panel import ConquestActions, ConquestTable
from game.ui.conquest.side_panel import SidePanel
from game.ui.controller import Controller, worker
from game.ui.i18n import number_keys, tr
from game.ui.scene import MessageDialog
from game.ui.table import toast
from game.ui.table.chrome import BoardChrome
from game.ui.table.history import Mark
from game.ui.table.layer import FrameLayer, RegionCache
from game.ui.table.view import TableView

HEAD_H = 30         # a city card's name band (scaled), which the banner avoids most


class ConquestBoardScene(BoardChrome):
    game_id = "conquest"
    undo_none_key = "conquest.undo.none"
    undo_tip_key = "conquest.undo.tip"
    scoring_delay = 1.5
    prompt_size = 15
    sounds = {"roll": "dice", "fill": "meeple", "turn_failed": "war", "conquer_centre": "capture",
              "conquer_from": "capture", "province_complete": "capture", "turn_start": "turn"}

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        self.colours: list[str] = self.seat_colours(art.COLOURS)
        self.names: list[str] = self.seat_names()
        self.selected: list[int] = []
        # animations and timers (self.motions): "dice" tumbling, ("flash", city) a
        # conquest's glow, "line" a filled line's glow, "banner" a banner's time
        self.preview: tuple | None = None   # the move a bot will make once its delay is over
        self.hints: dict[str, float] = {}
        self._banner_at: tuple[tuple, tuple[int, int]] | None = None   # (box and cards, where the banner went)
        actions = ConquestActions(toggle_die=self.toggle_die, click_line=self.click_line, lose_die=self.lose_die,
                                  abandon=self.abandon, open_scoring=self.open_scoring, leave=self.leave,
                                  not_your_turn=self.not_your_turn)
        self.city_map = CityMap(self.u, self.panel_table, actions)
        self.dice_tray = DiceTray(self.u, self.panel_table, actions)
        self.side_panel = SidePanel(self.u, self.panel_table)
        self.layer = FrameLayer()           # the table as last drawn (see ``draw``)
        self.side_column = RegionCache()    # the players' rows and the log, kept while the table moves
        self.map_region = RegionCache()     # the city map, kept while only the dice tumble
        self.tray_region = RegionCache()    # the dice tray, kept while only the lines pulse
        self.refresh(force=True)
        # fill the solver's cache on the worker thread so the first hint does not stall a frame
        worker().submit(solver.chance_to_conquer, controller.match.view(None))

    # --- the model -------------------------------------------------------------------------
    @property
    def content(self):
        return words.content()

    def name(self, seat: int) -> str:
        return words.player_name(seat, self.names, self.colours)

    @property
    def hint_on(self) -> bool:
        return bool(self.app.settings.game_pref("conquest", "hint"))

    def my_turn(self) -> bool:
        turn = self.view.get("turn")
        if not turn:
            return False
        return self.viewer is not None and turn["player"] == self.viewer and not self.ctl.is_bot(self.viewer)

    def panel_table(self) -> ConquestTable:
        """The table as the panels see it now (``panel.ConquestTable``)."""
        return ConquestTable(
            view=self.view, viewer=self.viewer, mine=self.my_turn(), selected=self.selected, selected_faces=self.selected_faces(),
            hint_on=self.hint_on, hints=self.hints, preview=self.bot_preview(), thinking=self.ctl.bot_thinking(),
            seats=self.ctl.seats, colours=self.colours, colorblind=self.app.settings.colorblind, lang=self.lang, k=self.k,
            buttons=self.group.buttons, motions=self.motions, name=self.name, focused=self.focused, pulse=self.app.pulse)

    def table_changed(self, tv: TableView) -> None:
        """A new reading of the table: the dice picked start again, the hints are worked out afresh."""
        self.selected = []
        self.hints = solver.chance_to_conquer(tv.view) if self.hint_on and self.my_turn() else {}

    # --- what changed (the kit's pulses and bot marks) ------------------------------------------
    def counter_values(self, tv: TableView) -> dict:
        return changes.counter_values(tv.view)

    def counter_spots(self) -> dict:
        return changes.counter_spots(self.view, self.side_panel, self.dice_tray)

    def counter_texts(self) -> list:
        return self.side_panel.texts + self.dice_tray.texts

    def counter_rooms(self) -> dict:
        return changes.counter_rooms(self.view, self.side_panel, self.dice_tray)

    def move_marks(self, seat: int, action: tuple, events: list) -> list:
        return changes.move_marks(events)

    def mark_spots(self) -> dict:
        return changes.mark_spots(self.city_map)

    turn_event = "turn_start"

    def history_mark(self, ev) -> Mark | None:
        """History's groups: the turn as the board counts it (from 1), a round being every player's turn once."""
        if ev.kind != self.turn_event:
            return None
        turn = int(ev.args["turn"])
        return Mark(round=turn // max(1, self.ctl.match.config.players) + 1, turn=turn + 1, seat=ev.args.get("player"))

    def event_line(self, ev) -> tuple[str, int | None]:
        seat = ev.args.get("player")
        return words.event_text(ev.kind, ev.args, self.names, self.colours), seat if isinstance(seat, int) else None

    def on_event(self, ev) -> None:
        if ev.kind == "roll":
            self.dice_tray.roll_seed += 1
            self.motions.start("dice", self.roll_time())     # every free die is rolled
        elif ev.kind == "fill":
            self.motions.start("line", 1.0, data=(ev.args["city"], ev.args["line"]))
        elif ev.kind in ("conquer_centre", "conquer_from"):
            rgb = art.player_rgb(self.colours[ev.args["player"]], self.app.settings.colorblind)
            self.motions.start(("flash", ev.args["city"]), 1.6, data=rgb)
            self.show_banner(words.event_text(ev.kind, ev.args, self.names, self.colours))
        elif ev.kind == "province_complete":
            self.show_banner(words.event_text(ev.kind, ev.args, self.names, self.colours))
        elif ev.kind == "turn_failed" and ev.args.get("player") is not None:
            self.show_banner(words.event_text(ev.kind, ev.args, self.names, self.colours))

    def show_banner(self, text: str) -> None:
        """A banner over the tray for a moment (a timer: its end takes it away)."""
        toast.show_banner(self.motions, text)

    @property
    def banner(self) -> str | None:
        """The banner's text while it shows."""
        return toast.banner_text(self.motions)

    def drawn_facts(self) -> dict:
        return {"dice": list(self.dice_tray.drawn_dice)}

    def state_facts(self) -> dict:
        turn = self.view.get("turn")
        return {"dice": list(turn["free"]) if turn else []}

    # --- when to draw ------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Bots move; and the move a bot has chosen is noted here, once a frame, so
        every picture of this frame shows the same plan (the bot's thread
        finishes whenever it likes)."""
        super().tick(dt)
        preview = self.read_preview()
        if preview != self.preview:
            self.preview = preview
            self.app.dirty = True

    def frame_rate(self, now: float) -> float:
        rate = super().frame_rate(now)                      # dice tumbling, cities and lines glowing
        if self.preview is not None:
            rate = max(rate, 30.0)                          # the bot's planned line pulses
        return rate

    def ambient(self) -> bool:
        return self.my_turn()

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(300), int(w * 0.24))
        self.topbar = pygame.Rect(0, 0, w, top)
        right = pygame.Rect(w - rp, top, rp, h - top)
        main_w = w - rp
        tray_h = self.u(176)
        tray = pygame.Rect(self.u(10), h - tray_h - self.u(8), main_w - self.u(20), tray_h)
        self.city_map.layout(pygame.Rect(self.u(10), top + self.u(6), main_w - self.u(20), tray.y - top - self.u(14)))
        players_bottom = self.side_panel.layout(right, self.ctl.match.config.players)
        pad = self.u(10)
        self.log_rect = pygame.Rect(right.x + pad, players_bottom + pad, rp - 2 * pad, h - players_bottom - 2 * pad)
        if not self.show_log:               # the log's room goes to the tray, which runs on under the players
            self.side_panel.rect.h = players_bottom + pad - top
            tray.w = w - self.u(20)
            self.log_rect.h = 0
        self.dice_tray.layout(tray)
        self.build_buttons()

    def build_buttons(self) -> None:
        """The panels' buttons and the top bar's, in the keyboard's focus order: dice,
        the lines that can be filled, the tray's actions, the top bar, the other lines, the cards."""
        mine = self.my_turn()
        legal_lines, other_lines = self.city_map.line_buttons(mine)
        buttons = self.dice_tray.dice_buttons(mine) + legal_lines + self.dice_tray.action_buttons(mine)
        buttons += self.top_buttons()       # the kit's top bar, then Hint (``topbar_extra``)
        buttons += other_lines
        buttons += self.city_map.card_buttons()
        self.group.set(buttons)

    def choice_lists(self) -> list[list[str]]:
        """The lines the player can fill now (each a place on a city card), with Lose a die and Abandon."""
        if not self.my_turn():
            return []
        lines = [CityMap.line_caption(*b.data[1:]) for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line" and b.enabled]
        return [lines + [self.dice_tray.lose_button.caption(), self.dice_tray.abandon_button.caption()]]

    # --- decisions -------------------------------------------------------------------------
    def not_your_turn(self) -> str:
        if self.view.get("over"):
            return tr("prompt.over")
        turn = self.view.get("turn") or {}
        return tr("conquest.why.wait", player=self.name(turn.get("player", 0)))

    def selected_faces(self) -> list[str]:
        free = (self.view.get("turn") or {}).get("free", [])
        return [free[i] for i in self.selected if i < len(free)]

    def toggle_die(self, i: int) -> None:
        if not self.my_turn():
            self.explain(self.not_your_turn())
            return
        free = self.view["turn"]["free"]
        if i >= len(free):
            return
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)

    def click_line(self, cid: str, lid: Any) -> None:
        city = next(c for c in self.view["cities"] if c["id"] == cid)
        line = dict((i, ln) for i, ln, _r in words.city_lines(self.view, city))[lid]
        faces = self.selected_faces()
        reason = words.why_not(self.view, city, lid, line, faces, self.viewer)
        if reason:
            self.explain(reason)
            return
        if not faces:
            faces = list(words.auto_fill(line, self.view["turn"]["free"]) or ())
        action = words.fill_action(cid, lid, faces)
        seat = self.viewer
        if seat is None or action not in self.ctl.match.legal(seat):       # (a spectator is told why_not above)
            self.explain(tr("conquest.why.not_legal"))
            return
        self.ctl.submit_human(seat, action)

    def lose_die(self) -> None:
        if self.my_turn() and self.viewer is not None:
            self.ctl.submit_human(self.viewer, ("lose_die",))
        else:
            self.explain(self.not_your_turn())

    def abandon(self) -> None:
        """Ask first: an abandoned attack cannot be taken back (dice follow)."""
        if not self.my_turn() or self.viewer is None:
            self.explain(self.not_your_turn())
            return
        seat, log_len = self.viewer, len(self.ctl.match.log)
        if not self.ctl.allowed(seat, ("abandon",)):
            return                              # refused (the lesson said why): nothing to confirm

        def confirm() -> None:
            if len(self.ctl.match.log) == log_len and seat in self.ctl.match.to_move():
                self.ctl.submit_human(seat, ("abandon",))

        self.app.push(MessageDialog(self.app, tr("conquest.abandon.title"), tr("conquest.abandon.body"),
                                    [(tr("conquest.abandon.keep"), None), (tr("conquest.abandon"), confirm)]))

    def toggle_hint(self) -> None:
        self.app.settings.set_game_pref("conquest", "hint", not self.hint_on)
        self.app.save_settings()
        self.refresh(force=True)

    def open_rules(self) -> None:
        from game.ui.conquest.rules import ConquestRulesScene

        self.app.push(ConquestRulesScene(self.app))

    def topbar_extra(self) -> list:
        return [("conquest.hint", self.toggle_hint, True, self.hint_on)]

    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def seat_identity(self, seat: int):
        return art.identity(self.colours[seat] if 0 <= seat < len(self.colours) else "", self.app.settings.colorblind)

    def drop_pick(self) -> bool:
        if not self.selected:
            return False
        self.selected = []
        return True

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if pygame.K_1 <= k <= pygame.K_7 and not event.mod & pygame.KMOD_CTRL:
                self.toggle_die(k - pygame.K_1)
                return
            shortcuts = {pygame.K_r: self.lose_die, pygame.K_a: self.abandon, pygame.K_i: self.toggle_hint,
                         pygame.K_c: self.clear_selection, pygame.K_f: self.fill_selection}
            if k in shortcuts and not event.mod & pygame.KMOD_CTRL:
                shortcuts[k]()
                return
        if self.handle_chrome(event):
            return
        super().handle(event)

    def clear_selection(self) -> None:
        self.selected = []

    def fill_selection(self) -> None:
        """Fill a line that takes exactly the picked dice (key F): the first of several, said in a toast."""
        if not self.my_turn():
            self.explain(self.not_your_turn())
            return
        faces = self.selected_faces()
        if not faces:
            self.explain(tr("conquest.fill.none_picked", keys=number_keys(range(1, min(len(self.view["turn"]["free"]), 7) + 1))))
            return
        legal = set(self.ctl.match.legal(self.viewer)) if self.viewer is not None else set()
        fits = [b.data for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line" and b.enabled
                and words.fill_action(b.data[1], b.data[2], faces) in legal]
        if fits:
            self.click_line(fits[0][1], fits[0][2])     # several fit: the first (Undo to choose another)
            if len(fits) > 1:
                self.inform(tr("conquest.fill.several"))
        else:
            self.explain(tr("conquest.fill.no_line", dice=words.faces_text(faces)))

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()

    def open_scoring(self) -> None:
        from game.ui.conquest.scoring import ConquestScoringScene

        self.app.push(ConquestScoringScene(self.app, self))

    # --- drawing ---------------------------------------------------------------------------
    def forget_frame(self) -> None:
        self.layer.forget()
        self.side_column.forget()
        self.map_region.forget()
        self.tray_region.forget()

    def moving(self) -> bool:
        """The table's picture changes by itself: dice tumbling, a glow fading, a
        bot's planned line or the lines the player may fill pulsing."""
        if self.motions.rate(self.app.now) > 0:          # an animation (a timer alone moves nothing)
            return True
        if self.preview is not None and self.preview[0] == "fill":
            return True
        return self.my_turn() and any(b.enabled and isinstance(b.data, tuple) and b.data[0] == "line" for b in self.group.buttons)

    def frame_key(self) -> tuple | None:
        """Everything the table's picture shows bar the banner (None while it moves by itself)."""
        if self.moving():
            return None
        buttons = tuple((b.data if isinstance(b.data, (str, tuple)) else None, b.enabled, b.selected, b.hover and b.enabled)
                        for b in self.group.buttons)
        narration = self.narration()
        return (self.table_key, self.app.size, self.lang, self.palette, self.app.settings.colorblind, self.hint_on,
                tuple(sorted(self.hints.items())), tuple(self.selected), self.preview, self.ctl.bot_thinking(),
                self.group.focus, self.group.keyboard, buttons, self.log_key(), self.log_rect.topleft,
                id(narration) if narration is not None else None, self.shown_prompt(), self.dice_tray.roll_seed, self.timers())

    def draw(self, surf: pygame.Surface) -> None:
        """The table is drawn once into a layer and reused while nothing on it
        changes (a bot thinking, the mouse over nothing new): frames stay cheap."""
        now = self.app.now
        self.layer.draw(surf, self.frame_key(), self.draw_table)
        self.draw_changes(surf)                 # the kit's pulses and bot marks lie over the kept table
        self.draw_banner(surf, now)

    def draw_table(self, surf: pygame.Surface) -> None:
        self.background(surf)
        now = self.app.now
        # the map and the tray are kept apart, so one moving (dice tumbling, lines
        # pulsing) does not redraw the other; each region takes in the glow rings
        # and the shadow its panel draws just outside, over nothing but the backdrop
        ring = self.u(8)
        self.map_region.draw(surf, self.city_map.area.inflate(2 * ring, 2 * ring), self.map_key(), partial(self.city_map.draw, now=now))
        tray = self.dice_tray.rect
        self.tray_region.draw(surf, pygame.Rect(tray.x, tray.y, tray.w + 8, tray.h + 8), self.tray_key(), partial(self.dice_tray.draw, now=now))
        column = self.side_panel.rect
        # (a pixel row more: the column's edge line ends on the pixel under it)
        self.side_column.draw(surf, pygame.Rect(column.x, column.y, column.w, column.h + 1), self.side_key(), self.draw_side)
        self.draw_topbar(surf)
        self.draw_top_buttons(surf)

    def buttons_key(self, kinds: tuple[str, ...]) -> tuple:
        """The state, hover and focus of the buttons a panel draws (by the kind in their data)."""
        keyboard = self.group.keyboard
        focused = self.group.focused()
        return tuple((b.data, b.enabled, b.hover and b.enabled, keyboard and b is focused) for b in self.group.buttons
                     if (b.data[0] if isinstance(b.data, tuple) else b.data) in kinds)

    # the part of the table each of the board's animations moves; one it does not know moves every part
    MOTION_PARTS: dict[str, str] = {"dice": "tray", "line": "map", "flash": "map"}

    def moves(self, part: str) -> bool:
        """True while an animation moves ``part`` ("map", "tray", "side") of the table."""
        for k in self.motions.keys():
            anim = self.motions.get(k)
            name = k[0] if isinstance(k, tuple) else k
            if anim is not None and anim.rate > 0 and self.MOTION_PARTS.get(name if isinstance(name, str) else "", part) == part:
                return True
        return False

    def timers(self) -> tuple:
        """The motions running now (a timer's start and end may change a part; the banner lies on top)."""
        return tuple(k for k in self.motions.keys() if k != "banner")

    def map_key(self) -> tuple | None:
        """What the city map shows (None while it moves: a glow, a flash, a planned line)."""
        rolling = self.motions.running("dice")
        if self.moves("map"):
            return None
        if self.preview is not None and self.preview[0] == "fill" and not rolling:
            return None
        if self.my_turn() and any(b.enabled and isinstance(b.data, tuple) and b.data[0] == "line" for b in self.group.buttons):
            return None
        return (self.table_key, self.app.size, self.lang, self.palette, self.app.settings.colorblind, tuple(self.colours), tuple(self.names),
                tuple(sorted(self.hints.items())), tuple(self.selected), self.preview, rolling, self.buttons_key(("line",)), self.timers())

    def tray_key(self) -> tuple | None:
        """What the dice tray shows (None while the dice tumble)."""
        if self.moves("tray"):
            return None
        return (self.table_key, self.app.size, self.lang, self.palette, tuple(self.names), tuple(sorted(self.hints.items())), self.hint_on,
                tuple(self.selected), self.preview, self.ctl.bot_thinking(), self.my_turn(), self.dice_tray.roll_seed,
                self.buttons_key(("die", "lose", "abandon", "scores", "leave", "line")), self.timers())

    def side_key(self) -> tuple | None:
        """What the right-hand column (the players' rows, the log) shows: it does not
        move while the dice tumble or the lines pulse, so it is kept between frames."""
        if self.moves("side"):
            return None
        return (self.timers(), self.table_key, self.lang, self.palette, self.app.settings.colorblind, self.ctl.bot_thinking(), self.preview is None,
                tuple(self.side_panel.rows), self.side_panel.rect.size, self.log_key(), self.log_rect.topleft, self.show_log)

    def draw_side(self, surf: pygame.Surface) -> None:
        """The players' rows fill the column's whole rect, then the log lies in it."""
        self.side_panel.draw(surf)
        if self.show_log:
            self.draw_log(surf)

    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        x = r.x + self.u(14)
        turn = self.view.get("turn")
        if turn:
            head = tr("board.turn", turn=self.view["turn_number"] + 1, player=self.name(turn["player"]))
            art.draw_token(surf, (x + self.u(12), r.centery), self.u(24), turn["player"], self.colours[turn["player"]], self.app.settings.colorblind)
            x += self.u(30)
        else:
            head = tr("conquest.over")
        rect = widgets.text(surf, head, (x, r.centery), self.u(17), theme.GOLD, "bold", "midleft", max_width=self.u(260))
        return rect.right + self.u(16)

    def topbar_prompt(self) -> str:
        return self.prompt()

    def prompt(self) -> str:
        turn = self.view.get("turn")
        if not turn:
            return tr("prompt.over")
        who = self.name(turn["player"])
        if not self.my_turn():
            if self.ctl.is_bot(turn["player"]):         # thinking only while it does (a replay's bot never does)
                key = "conquest.tray.thinking" if self.ctl.bot_thinking() == turn["player"] else "conquest.prompt.rolling"
                return tr(key, player=who)
            return self.waiting_line(tr("conquest.prompt.wait", player=who))
        if turn["target"] is None:
            return tr("conquest.prompt.first", player=who)
        return tr("conquest.prompt.target", player=who, city=words.city_name(turn["target"]))

    def focused(self, b: widgets.Button) -> bool:
        return self.group.keyboard and self.group.focused() is b

    def roll_time(self) -> float:
        """Dice tumble this long; on a bot's turn at most half the bot delay,
        so its planned move shows before it is made."""
        t = self.app.settings.anim_seconds * 1.6
        turn = self.view.get("turn")
        if turn and self.ctl.is_bot(turn["player"]) and self.app.settings.bot_delay > 0:
            t = min(t, self.app.settings.bot_delay * 0.45)
        return t

    def bot_preview(self) -> tuple | None:
        """The move a bot has chosen and will make once the bot delay is over (as of this frame)."""
        return self.preview

    def read_preview(self) -> tuple | None:
        """The bot's chosen move, once its thread has answered (read once a frame, in ``tick``)."""
        answer = self.ctl.bot_answer()
        turn = self.view.get("turn")
        if not answer or not turn or answer[0] != turn["player"]:
            return None
        return answer[1]

    # --- overlays ---------------------------------------------------------------------------
    def banner_place(self, box: pygame.Rect) -> tuple[int, int]:
        """Where over the map the banner covers least of the city cards (the
        nearest to its place just above the tray among the best): a card it
        covers is one the player may be reading, the conquered city's too, and a
        card's name band most of all.
        Kept while the box and the cards stay where they are."""
        cards = tuple(tuple(c) for c in self.city_map.card_rects.values())
        key = (tuple(box), cards)
        if self._banner_at is not None and self._banner_at[0] == key:
            return self._banner_at[1]
        area = self.city_map.area
        pad, step = self.u(6), max(1, self.u(12))
        xs = range(area.x + pad, max(area.x + pad, area.right - pad - box.w) + 1, step)
        ys = range(box.y, max(area.y + self.city_map.header_h, box.y - area.h) - 1, -step)
        rects = [pygame.Rect(c) for c in cards]
        heads = [pygame.Rect(c.x, c.y, c.w, self.u(HEAD_H)) for c in rects]     # a card's name: worth most

        def cost(at: tuple[int, int]) -> tuple[int, int]:
            r = pygame.Rect(at, box.size)
            hidden = sum(c.clip(r).w * c.clip(r).h for c in rects) + 5 * sum(c.clip(r).w * c.clip(r).h for c in heads)
            return hidden, abs(at[0] - box.x) + abs(at[1] - box.y)

        best = min(((x, y) for y in ys for x in xs), key=cost, default=box.topleft)
        self._banner_at = (key, best)
        return best

    def banner_box(self, text: str) -> tuple[pygame.Surface, pygame.Rect]:
        """The banner's words and its box where it shows (``banner_place``)."""
        area = self.city_map.area
        img = fonts.render(text, fonts.fit_size(text, self.u(18), area.w - self.u(60), "bold"), theme.INK, "bold")
        box = img.get_rect()
        box.inflate_ip(self.u(36), self.u(16))
        box.midbottom = (area.centerx, self.dice_tray.rect.y - self.u(8))
        box.topleft = self.banner_place(box)
        return img, box

    def draw_banner(self, surf: pygame.Surface, now: float) -> None:
        text = self.banner
        if not text:
            return
        img, box = self.banner_box(text)
        widgets.shadow(surf, box, self.u(10))
        widgets.panel(surf, box, theme.PARCHMENT, self.u(10), theme.GOLD, 2)
        widgets.blit_text(surf, img, text, img.get_rect(center=box.center))
