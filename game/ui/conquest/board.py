"""The Conquest board: 14 city cards in their province columns, the dice tray,
the players with their scores and province stacks, and the game log.

A human fills a line by picking dice (click them or press 1-7) and then
clicking a glowing line; a line clicked with no dice picked takes the fewest
dice that fill it.  Lines that cannot be filled now are disabled buttons, so a
click on them explains why.  Every decision is also reachable by keyboard:
Tab/arrows move the focus over dice, lines and buttons, Enter presses.
Bots think on the controller's worker thread; their moves are paced by the
bot-speed setting and shown with the same dice and line animations.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.conquest import solver
from game.ui import fonts, theme, widgets
from game.ui.conquest import art, words
from game.ui.controller import Controller, worker
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.table import toast
from game.ui.table.chrome import BoardChrome

PARCHMENT = (236, 224, 196)
LINE_BG = (246, 238, 218)


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
        self.viewer: int | None = None
        self.view: dict[str, Any] = {}
        self.model_key: tuple | None = None
        self.selected: list[int] = []
        # animations and timers (self.motions): "dice" tumbling, ("flash", city) a
        # conquest's glow, "line" a filled line's glow, "banner" a banner's time
        self.roll_seed = 0
        self.preview: tuple | None = None   # the move a bot will make once its delay is over
        self.drawn_dice: list[str | None] = []   # the faces the last picture showed (None: tumbling)
        self.card_rects: dict[str, pygame.Rect] = {}
        self.line_rects: dict[tuple[str, Any], pygame.Rect] = {}
        self.die_rects: list[pygame.Rect] = []
        self.hints: dict[str, float] = {}
        self.rows_two_lines = False        # player rows: kind and counts on two lines
        self._card_cache: dict[tuple, pygame.Surface] = {}
        self.log_lang: tuple | None = None
        controller.listeners.append(self.on_applied)
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
        return bool(turn) and self.viewer is not None and turn["player"] == self.viewer and not self.ctl.is_bot(self.viewer)

    def refresh(self, force: bool = False, animate: bool = True) -> None:
        viewer = self.pick_viewer()
        key = (len(self.ctl.match.log), viewer, self.ctl.match.barrier, self.ctl.match.is_over())
        if not force and key == self.model_key:
            return
        self.model_key = key
        self.viewer = viewer
        self.view = self.ctl.match.view(viewer)
        self.selected = []
        self.hints = solver.chance_to_conquer(self.view) if self.hint_on and self.my_turn() else {}
        self.sync_log(animate=animate and self.size is not None)
        self.rebuild()

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        if action == ("undo",):
            self.forget_log()
            self.refresh(force=True, animate=False)
            return
        self.refresh(force=True)

    turn_event = "turn_start"

    def event_line(self, ev) -> tuple[str, int | None]:
        seat = ev.args.get("player")
        return words.event_text(ev.kind, ev.args, self.names, self.colours), seat if isinstance(seat, int) else None

    def on_event(self, ev) -> None:
        if ev.kind == "roll":
            self.roll_seed += 1
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
        """A banner over the tray for the kit's one banner time."""
        toast.show_banner(self.motions, text)

    @property
    def banner(self) -> str | None:
        """The banner's text while it shows."""
        return toast.banner_text(self.motions)

    def drawn_facts(self) -> dict:
        return {"dice": list(self.drawn_dice)}

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
        if self.log_lang != (self.lang, self.palette):    # a new language: the log is retold in it
            self.log_lang = (self.lang, self.palette)
            self.forget_log()
            self.sync_log(animate=False)
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(300), int(w * 0.24))
        self.topbar = pygame.Rect(0, 0, w, top)
        self.right = pygame.Rect(w - rp, top, rp, h - top)
        main_w = w - rp
        tray_h = self.u(176)
        self.tray = pygame.Rect(self.u(10), h - tray_h - self.u(8), main_w - self.u(20), tray_h)
        self.cards_area = pygame.Rect(self.u(10), top + self.u(6), main_w - self.u(20), self.tray.y - top - self.u(14))
        n = self.ctl.match.config.players
        pad = self.u(10)
        row_h = min(self.u(62), (self.right.h // 2 - pad) // max(1, n))
        self.player_rows = [pygame.Rect(self.right.x + pad, top + pad + i * row_h, rp - 2 * pad, row_h - self.u(4)) for i in range(n)]
        players_bottom = self.player_rows[-1].bottom if self.player_rows else top
        self.log_rect = pygame.Rect(self.right.x + pad, players_bottom + pad, rp - 2 * pad, h - players_bottom - 2 * pad)
        if not self.show_log:               # the log's room goes to the tray, which runs on under the players
            self.right.h = players_bottom + pad - top
            self.tray.w = w - self.u(20)
            self.log_rect.h = 0
        self.layout_cards()
        self.build_buttons()

    def layout_cards(self) -> None:
        area = self.cards_area
        provinces = self.content.provinces
        gap = self.u(8)
        cols = len(provinces)
        col_w = (area.w - gap * (cols - 1)) // cols
        room = col_w - self.u(28) - fonts.font(self.u(13), "bold").size("+10")[0] - self.u(10)
        two = any(fonts.fit_size(words.province_name(p.id), self.u(13), room, "bold") < self.u(11) for p in provinces)
        self.header_h = self.u(36) if two else self.u(24)      # a long province name takes two lines
        rows = max(len(p.cities) for p in provinces)
        card_h = (area.h - self.header_h - gap * (rows - 1)) // rows
        self.card_rects, self.col_rects = {}, {}
        for i, p in enumerate(provinces):
            x = area.x + i * (col_w + gap)
            self.col_rects[p.id] = pygame.Rect(x, area.y, col_w, area.h)
            for j, cid in enumerate(p.cities):
                self.card_rects[cid] = pygame.Rect(x, area.y + self.header_h + j * (card_h + gap), col_w, card_h)
        self.line_rects = {}
        for city in self.view.get("cities", []):
            rect = self.card_rects[city["id"]]
            for lid, rr in self.card_line_rects(rect, city).items():
                self.line_rects[(city["id"], lid)] = rr

    def card_parts(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Header, lines area and owner ribbon of a face-up card."""
        head = pygame.Rect(rect.x, rect.y, rect.w, max(self.u(30), rect.h // 5))
        ribbon = pygame.Rect(rect.x, rect.bottom - self.u(22), rect.w, self.u(22))
        body = pygame.Rect(rect.x + self.u(6), head.bottom + self.u(3), rect.w - self.u(12), ribbon.y - head.bottom - self.u(6))
        return head, body, ribbon

    def card_line_rects(self, rect: pygame.Rect, city: dict) -> dict[Any, pygame.Rect]:
        if city["stacked"]:
            return {}
        _head, body, _ribbon = self.card_parts(rect)
        lines = words.city_lines(self.view, city)
        n = max(4, len(lines))
        lh = min(self.u(30), body.h // n)
        out = {}
        for i, (lid, _line, _req) in enumerate(lines):
            out[lid] = pygame.Rect(body.x, body.y + i * lh + (self.u(4) if lid == "G" else 0), body.w, lh - self.u(3))
        return out

    def build_buttons(self) -> None:
        buttons: list[widgets.Button] = []
        turn = self.view.get("turn")
        mine = self.my_turn()
        # dice
        self.die_rects = []
        size = self.die_size()
        x0 = self.tray.x + self.u(16)
        y0 = self.tray.y + self.u(42)
        for i in range(7):
            self.die_rects.append(pygame.Rect(x0 + i * (size + self.u(10)), y0, size, size))
        free = turn["free"] if turn else []
        for i, face in enumerate(free):
            buttons.append(widgets.Button(self.die_rects[i], f"{i + 1}: {tr('conquest.face.' + face)}", (lambda i=i: self.toggle_die(i)),
                                          enabled=mine, tooltip=tr("conquest.die.tip", n=i + 1, face=tr(f"conquest.face.{face}")),
                                          why_disabled=self.not_your_turn, data=("die", i)))
        # lines (legal ones first in the focus order)
        legal_lines, other_lines = [], []
        cities = {c["id"]: c for c in self.view.get("cities", [])}
        for (cid, lid), rect in self.line_rects.items():
            city = cities[cid]
            line = dict((i, ln) for i, ln, _r in words.city_lines(self.view, city))[lid]
            ok = mine and not words.why_not(self.view, city, lid, line, [], self.viewer)
            b = widgets.Button(rect, self.line_caption(cid, lid), (lambda c=cid, li=lid: self.click_line(c, li)), enabled=ok,
                               tooltip=(lambda c=cid, li=lid, ln=line: self.line_tip(c, li, ln)),
                               why_disabled=(lambda c=city, li=lid, ln=line: words.why_not(self.view, c, li, ln, [], self.viewer) or self.line_tip(c["id"], li, ln)),
                               data=("line", cid, lid))
            (legal_lines if ok else other_lines).append(b)
        buttons += legal_lines
        # the tray's actions
        bw = self.u(250)
        bx = self.tray.right - bw - self.u(14)
        self.lose_button = widgets.Button(pygame.Rect(bx, self.tray.y + self.u(38), bw, self.u(50)), tr("conquest.lose_die"), self.lose_die,
                                          enabled=mine, style="primary", tooltip=tr("conquest.lose_die.tip"), why_disabled=self.not_your_turn, data="lose")
        self.abandon_button = widgets.Button(pygame.Rect(bx, self.tray.y + self.u(98), bw, self.u(44)), tr("conquest.abandon"), self.abandon,
                                             enabled=mine, tooltip=tr("conquest.abandon.tip"), why_disabled=self.not_your_turn, data="abandon")
        if self.view.get("over"):
            self.lose_button = widgets.Button(self.lose_button.rect, tr("score.title"), self.open_scoring, style="primary", data="scores")
            self.abandon_button = widgets.Button(self.abandon_button.rect, tr("score.menu"), self.leave, data="leave")
        buttons += [self.lose_button, self.abandon_button]
        # the top bar
        buttons += self.top_buttons()
        buttons += other_lines
        for city in self.view.get("cities", []):
            rect = self.card_rects[city["id"]]
            head = self.card_parts(rect)[0] if not city["stacked"] else rect
            info = self.city_info(city)
            buttons.append(widgets.Button(head, words.city_name(city["id"]), None, enabled=False, tooltip=info, why_disabled=info, data=("card", city["id"])))
        self.group.set(buttons)

    @staticmethod
    def line_caption(cid: str, lid: Any) -> str:
        return f"{words.city_name(cid)} — {words.line_name(lid)}"

    def choice_lists(self) -> list[list[str]]:
        """The lines the player can fill now (each a place on a city card), with Lose a die and Abandon."""
        if not self.my_turn():
            return []
        lines = [self.line_caption(*b.data[1:]) for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line" and b.enabled]
        return [lines + [self.lose_button.caption(), self.abandon_button.caption()]]

    def die_size(self) -> int:
        room = self.tray.w - self.u(250) - self.u(50)
        return max(self.u(30), min(self.u(64), (room - 6 * self.u(10)) // 7))

    # --- decisions -------------------------------------------------------------------------
    def not_your_turn(self) -> str:
        if self.view.get("over"):
            return tr("prompt.over")
        turn = self.view.get("turn") or {}
        return tr("conquest.why.wait", player=self.name(turn.get("player", 0)))

    def city_info(self, city: dict) -> str:
        c = self.content.city(city["id"])
        p = self.content.province(c.province)
        text = tr("conquest.card.info", city=words.city_name(c.id), province=words.province_name(p.id), vp=c.vp, size=len(p.cities),
                  bonus=p.bonus, p_centre=round(c.p_centre * 100), p_opponent=round(c.p_opponent * 100))
        if city["stacked"]:
            text += " " + tr("conquest.card.stacked", player=self.name(city["owner"]))
        elif city["owner"] >= 0:
            text += " " + tr("conquest.card.owned", player=self.name(city["owner"]))
        return text

    def line_tip(self, cid: str, lid: Any, line) -> str:
        text = tr("conquest.line.tip", line=words.line_name(lid), need=words.line_text(line))
        if lid == "G":
            text += " " + tr("conquest.line.general.tip")
        return text

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
        if action not in self.ctl.match.legal(self.viewer):
            self.explain(tr("conquest.why.not_legal"))
            return
        self.ctl.submit_human(self.viewer, action)

    def lose_die(self) -> None:
        if self.my_turn():
            self.ctl.submit_human(self.viewer, ("lose_die",))
        else:
            self.explain(self.not_your_turn())

    def abandon(self) -> None:
        """Ask first: an abandoned attack cannot be taken back (dice follow)."""
        if not self.my_turn():
            self.explain(self.not_your_turn())
            return
        seat, log_len = self.viewer, len(self.ctl.match.log)

        def confirm() -> None:
            if len(self.ctl.match.log) == log_len and seat in self.ctl.match.to_move():
                self.ctl.submit_human(seat, ("abandon",))

        self.app.push(MessageDialog(self.app, tr("conquest.abandon.title"), tr("conquest.abandon.body"),
                                    [(tr("conquest.abandon.keep"), None), (tr("conquest.abandon"), confirm)]))

    def toggle_hint(self) -> None:
        self.app.settings.set_game_pref("conquest", "hint", not self.hint_on)
        self.app.save_settings()
        self.refresh(force=True)

    def topbar_extra(self) -> list:
        return [("conquest.hint", self.toggle_hint, True, self.hint_on)]

    def open_rules(self) -> None:
        from game.ui.conquest.rules import ConquestRulesScene

        self.app.push(ConquestRulesScene(self.app))

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
            shortcuts = {pygame.K_r: self.lose_die, pygame.K_a: self.abandon, pygame.K_h: self.toggle_hint,
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
        """Fill the one line that takes exactly the picked dice (key F)."""
        if not self.my_turn():
            self.explain(self.not_your_turn())
            return
        faces = self.selected_faces()
        if not faces:
            self.explain(tr("conquest.fill.none_picked"))
            return
        legal = set(self.ctl.match.legal(self.viewer))
        fits = [b.data for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line" and b.enabled
                and words.fill_action(b.data[1], b.data[2], faces) in legal]
        if len(fits) == 1:
            self.click_line(fits[0][1], fits[0][2])
        elif fits:
            self.explain(tr("conquest.fill.several"))
        else:
            self.explain(tr("conquest.fill.no_line", dice=words.faces_text(faces)))

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()

    def open_scoring(self) -> None:
        from game.ui.conquest.scoring import ConquestScoringScene

        self.app.push(ConquestScoringScene(self.app, self))

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        now = self.app.now
        self.draw_cards(surf, now)
        self.draw_tray(surf, now)
        self.draw_players(surf)
        if self.show_log:
            self.draw_log(surf)
        self.draw_topbar(surf)
        self.draw_top_buttons(surf)
        self.draw_banner(surf, now)

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
            if self.ctl.is_bot(turn["player"]):
                return tr("conquest.tray.thinking", player=who)
            return tr("conquest.prompt.wait", player=who)
        if turn["target"] is None:
            return tr("conquest.prompt.first", player=who)
        return tr("conquest.prompt.target", player=who, city=words.city_name(turn["target"]))

    def focused(self, b: widgets.Button) -> bool:
        return self.group.keyboard and self.group.focused() is b

    # cards
    def draw_cards(self, surf: pygame.Surface, now: float) -> None:
        turn = self.view.get("turn")
        target = turn["target"] if turn else None
        filled = words.filled_map(self.view)
        mine = self.my_turn()
        sel = self.selected_faces()
        buttons = {b.data[1:]: b for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line"}
        plan = self.bot_preview() if not self.motions.running("dice") else None
        if plan and plan[0] != "fill":
            plan = None
        for p in self.content.provinces:
            col = self.col_rects[p.id]
            rgb = art.hex_rgb(p.colour)
            head = pygame.Rect(col.x, col.y, col.w, self.header_h - self.u(4))
            pygame.draw.rect(surf, theme.mix(rgb, (0, 0, 0), 0.35), head, border_radius=self.u(6))
            art.draw_province_symbol(surf, p.symbol, (head.x + self.u(12), head.centery), self.u(7), (250, 240, 210))
            bonus = widgets.text(surf, f"+{p.bonus}", (head.right - self.u(6), head.centery), self.u(13), theme.GOLD, "bold", "midright")
            name_box = pygame.Rect(head.x + self.u(24), head.y, bonus.x - head.x - self.u(28), head.h)
            name = words.province_name(p.id)
            with widgets.clipped(surf, name_box):
                if fonts.fit_size(name, self.u(13), name_box.w, "bold") >= self.u(11) or " " not in name:
                    widgets.text(surf, name, (name_box.x, head.centery), self.u(13), (250, 240, 210), "bold", "midleft", max_width=name_box.w)
                else:
                    lines = fonts.wrap(name, self.u(12), name_box.w, "bold")[:2]
                    size = min(fonts.fit_size(t, self.u(12), name_box.w, "bold") for t in lines)
                    lh = int(size * 1.1)
                    for i, t in enumerate(lines):
                        widgets.text(surf, t, (name_box.x, head.centery + int((i - (len(lines) - 1) / 2) * lh)), size, (250, 240, 210), "bold", "midleft")
        for city in self.view.get("cities", []):
            cid = city["id"]
            rect = self.card_rects[cid]
            card = self.card_surface(city, rect.size)
            surf.blit(card, rect.topleft)
            widgets.placed(card, surf, rect.topleft)
            if city["stacked"]:
                continue
            # glow for the target, attackable cities and recent conquests
            flash = self.motions.get(("flash", cid))
            if flash is not None:
                t = flash.progress(now)
                width = max(2, int(self.u(7) * (1 - t)) + 2)
                pygame.draw.rect(surf, flash.data, rect.inflate(self.u(6), self.u(6)), width, border_radius=self.u(12))
            if cid == target:
                pygame.draw.rect(surf, theme.GOLD, rect.inflate(self.u(4), self.u(4)), max(2, self.u(4)), border_radius=self.u(11))
            lines = words.city_lines(self.view, city)
            for lid, line, _required in lines:
                lr = self.line_rects.get((cid, lid))
                if lr is None:
                    continue
                on_target = cid == target and lid in filled
                b = buttons.get((cid, lid))
                if on_target:
                    self.draw_filled(surf, lr, filled[lid])
                if b is not None and b.enabled and mine:
                    ok_sel = sel and not words.why_not_faces(line, sel)
                    colour = theme.GOLD if ok_sel else theme.GOOD
                    if not sel or ok_sel:
                        pulse = self.app.pulse(now)
                        glow = pygame.Surface(lr.size, pygame.SRCALPHA)
                        glow.fill((*colour, int(40 + 50 * pulse)))
                        surf.blit(glow, lr.topleft)
                    pygame.draw.rect(surf, colour, lr, max(2, self.u(2)) + (1 if b.hover else 0), border_radius=self.u(5))
                if b is not None and self.focused(b):
                    pygame.draw.rect(surf, theme.ACCENT, lr.inflate(self.u(4), self.u(4)), max(2, self.u(3)), border_radius=self.u(6))
                if plan and plan[1] == cid and plan[2] == lid:
                    pulse = 0.5 + 0.5 * math.sin(now * 8)
                    pygame.draw.rect(surf, theme.GOLD, lr.inflate(self.u(2), self.u(2)), max(2, self.u(3)) + int(pulse * 2), border_radius=self.u(6))
                lf = self.motions.get("line")
                if lf is not None and lf.data == (cid, lid):
                    t = lf.progress(now)
                    glow = pygame.Surface(lr.size, pygame.SRCALPHA)
                    glow.fill((255, 240, 170, int(170 * (1 - t))))
                    surf.blit(glow, lr.topleft)
            hint = self.hints.get(cid)
            if hint is not None:
                self.draw_hint(surf, rect, hint)

    def hint_width(self) -> int:
        """The widest chance pill ("100%"), so the owner's name leaves room for it."""
        return fonts.font(self.u(13), "bold").size("100%")[0] + self.u(12)

    def draw_hint(self, surf: pygame.Surface, rect: pygame.Rect, p: float) -> None:
        """The chance to conquer, at the right end of the owner ribbon (never over the name)."""
        text = f"{round(p * 100)}%"
        size = self.u(13)
        img = fonts.render(text, size, (255, 255, 255), "bold")
        pill = img.get_rect()
        pill.inflate_ip(self.u(12), self.u(6))
        ribbon = self.card_parts(rect)[2]
        pill.midright = (rect.right - self.u(4), ribbon.centery - self.u(2))
        colour = theme.mix(theme.BAD, theme.GOOD, p)
        pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.25), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surf, (255, 255, 255), pill, 1, border_radius=pill.h // 2)
        widgets.blit_text(surf, img, text, img.get_rect(center=pill.center))

    def draw_filled(self, surf: pygame.Surface, lr: pygame.Rect, faces: list[str]) -> None:
        pygame.draw.rect(surf, (214, 236, 200), lr, border_radius=self.u(5))
        s = min(lr.h - self.u(2), self.u(24))
        x = lr.x + self.u(4)
        for f in faces:
            surf.blit(art.die_surface(f, s), (x, lr.centery - s // 2))
            x += s + self.u(2)
        cx = lr.right - self.u(12)
        pygame.draw.lines(surf, (40, 130, 60), False, [(cx - self.u(6), lr.centery), (cx - self.u(2), lr.centery + self.u(5)), (cx + self.u(6), lr.centery - self.u(6))], max(2, self.u(3)))

    def card_surface(self, city: dict, size: tuple[int, int]) -> pygame.Surface:
        """The card without what changes every frame (cached)."""
        colorblind = self.app.settings.colorblind
        turn = self.view.get("turn") or {}
        player = turn.get("player", -1)
        gen_required = city["owner"] >= 0 and city["owner"] != player
        hinted = city["id"] in self.hints
        key = (city["id"], size, city["owner"], city["stacked"], gen_required, colorblind, self.lang, tuple(self.colours), hinted)
        cached = self._card_cache.get(key)
        if cached is not None:
            return cached
        if len(self._card_cache) > 120:
            self._card_cache.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        c = self.content.city(city["id"])
        prov = self.content.province(c.province)
        rgb = art.hex_rgb(prov.colour)
        k = self.k
        if city["stacked"]:
            art.draw_card_back(surf, rect, rgb, prov.symbol, prov.bonus, k)
            owner = city["owner"]
            art.draw_token(surf, (rect.x + self.u(18), rect.y + self.u(18)), self.u(22), owner, self.colours[owner], colorblind)
            lock = pygame.Rect(0, 0, self.u(14), self.u(11))
            lock.topright = (rect.right - self.u(10), rect.y + self.u(14))
            pygame.draw.rect(surf, (250, 240, 210), lock, border_radius=self.u(2))
            pygame.draw.arc(surf, (250, 240, 210), pygame.Rect(lock.x + self.u(2), lock.y - self.u(7), lock.w - self.u(4), self.u(14)), 0, math.pi, max(1, self.u(2)))
            widgets.text(surf, words.city_name(c.id), (rect.centerx, rect.y + self.u(32)), self.u(12), (250, 240, 210), "bold", "midtop", max_width=rect.w - self.u(16))
            self._card_cache[key] = surf
            return surf
        rad = self.u(9)
        pygame.draw.rect(surf, theme.mix(rgb, (0, 0, 0), 0.5), rect, border_radius=rad)
        inner = rect.inflate(-self.u(4), -self.u(4))
        pygame.draw.rect(surf, PARCHMENT, inner, border_radius=rad)
        head, body, ribbon = self.card_parts(rect)
        hr = head.inflate(-self.u(4), 0).move(0, self.u(2))
        pygame.draw.rect(surf, rgb, hr, border_top_left_radius=rad, border_top_right_radius=rad)
        art.draw_province_symbol(surf, prov.symbol, (hr.x + self.u(13), hr.centery), self.u(8), (250, 244, 226))
        art.draw_vp_badge(surf, (hr.right - self.u(14), hr.centery - self.u(1)), self.u(10), c.vp)
        self.draw_city_name(surf, words.city_name(c.id), pygame.Rect(hr.x + self.u(25), hr.y, hr.w - self.u(52), hr.h))
        lines = words.city_lines(self.view, city)
        n = max(4, len(lines))
        lh = min(self.u(30), body.h // n)
        for i, (lid, line, required) in enumerate(lines):
            lr = pygame.Rect(body.x, body.y + i * lh + (self.u(4) if lid == "G" else 0), body.w, lh - self.u(3))
            if lid == "G":
                y = lr.y - self.u(4)
                for x in range(lr.x, lr.right, self.u(8)):
                    pygame.draw.line(surf, theme.mix(rgb, (0, 0, 0), 0.3), (x, y), (x + self.u(4), y), 1)
            self.draw_requirement(surf, lr, lid, line, required)
        free_top = body.y + len(lines) * lh + self.u(6)
        if body.bottom - free_top > self.u(14):
            art.draw_skyline(surf, pygame.Rect(body.x, free_top, body.w, body.bottom - free_top + self.u(2)), c.id, theme.mix(rgb, PARCHMENT, 0.55))
        if city["owner"] >= 0:
            o = city["owner"]
            orgb = art.player_rgb(self.colours[o], colorblind)
            rr = ribbon.inflate(-self.u(4), 0).move(0, -self.u(2))
            pygame.draw.rect(surf, orgb, rr, border_bottom_left_radius=rad, border_bottom_right_radius=rad)
            art.draw_token(surf, (rr.x + self.u(12), rr.centery), self.u(16), o, self.colours[o], colorblind)
            room = rr.w - self.u(28) - (self.hint_width() + self.u(4) if hinted else 0)    # the chance stands at the right
            widgets.text(surf, self.name(o), (rr.x + self.u(24), rr.centery), self.u(12), art.ink_on(orgb), "bold", "midleft", max_width=room, shorten=True)
        self._card_cache[key] = surf
        return surf

    def draw_city_name(self, surf: pygame.Surface, name: str, box: pygame.Rect) -> None:
        """The name in one line, or in two smaller lines when it is long."""
        size = fonts.fit_size(name, self.u(15), box.w, "title")
        name_words = name.split(" ")
        fits = fonts.font(size, "title").size(name)[0] <= box.w
        with widgets.clipped(surf, box):
            if (size >= self.u(12) and fits) or len(name_words) < 2:
                widgets.text(surf, name, (box.x, box.centery), size, (255, 250, 236), "title", "midleft")
                return
            best = min(range(1, len(name_words)), key=lambda i: max(len(" ".join(name_words[:i])), len(" ".join(name_words[i:]))))
            parts = [" ".join(name_words[:best]), " ".join(name_words[best:])]
            size = min(fonts.fit_size(t, self.u(13), box.w, "title") for t in parts)
            lh = int(size * 1.1)
            for i, t in enumerate(parts):
                widgets.text(surf, t, (box.x, box.centery + (i - 0.5) * lh), size, (255, 250, 236), "title", "midleft")

    def draw_requirement(self, surf: pygame.Surface, lr: pygame.Rect, lid: Any, line, required: bool) -> None:
        faded = not required
        bg = LINE_BG if not faded else (226, 216, 192)
        pygame.draw.rect(surf, bg, lr, border_radius=self.u(5))
        pygame.draw.rect(surf, (190, 176, 146), lr, 1, border_radius=self.u(5))
        ink = theme.INK if not faded else (150, 136, 116)
        tag = "G" if lid == "G" else str(lid + 1)
        widgets.text(surf, tag, (lr.x + self.u(7), lr.centery), self.u(11), ink if lid != "G" else (120, 60, 150), "bold", "midleft")
        x = lr.x + self.u(22)
        s = min(lr.h - self.u(4), self.u(22))
        if line.infantry:
            art.draw_sword(surf, (x + s // 2, lr.centery), s // 2, (150, 44, 40) if not faded else ink)
            x += s + self.u(2)
            img = fonts.render(str(line.infantry), self.u(16), ink, "bold")
            surf.blit(img, img.get_rect(midleft=(x, lr.centery)))
            x += img.get_width() + self.u(8)
        for sym, count in zip(("cav", "arc", "gen"), line.symbols, strict=True):
            for _ in range(count):
                box = pygame.Rect(x, lr.centery - s // 2, s, s)
                pygame.draw.rect(surf, (252, 248, 236), box, border_radius=self.u(4))
                pygame.draw.rect(surf, (170, 156, 128), box, 1, border_radius=self.u(4))
                art.draw_face_symbol(surf, sym, box.inflate(-self.u(3), -self.u(3)), None if not faded else ink)
                x += s + self.u(3)
        if lid == "G" and faded:
            widgets.text(surf, tr("conquest.line.general.short"), (lr.right - self.u(5), lr.centery), self.u(10), ink, "regular", "midright", max_width=max(8, lr.right - x - self.u(8)))

    # the tray
    def draw_tray(self, surf: pygame.Surface, now: float) -> None:
        r = self.tray
        self.drawn_dice = []
        widgets.shadow(surf, r, self.u(12))
        felt = pygame.Rect(r)
        pygame.draw.rect(surf, (36, 74, 56), felt, border_radius=self.u(12))
        pygame.draw.rect(surf, (120, 90, 50), felt, max(3, self.u(5)), border_radius=self.u(12))
        turn = self.view.get("turn")
        if not turn:
            winners = " & ".join(self.name(s) for s in self.view.get("winners") or [])
            text = tr("score.winner", player=winners) if len(self.view.get("winners") or []) == 1 else tr("score.shared", players=winners)
            widgets.text(surf, text, (r.x + self.u(24), r.centery), self.u(22), theme.GOLD, "title", "midleft", max_width=self.lose_button.rect.x - r.x - self.u(40))
            for b in (self.lose_button, self.abandon_button):
                b.draw(surf, self.k, self.focused(b))
            return
        status = tr("conquest.tray.status", player=self.name(turn["player"]), roll=turn["rolls"], free=len(turn["free"]), placed=turn["placed"], lost=turn["lost"])
        widgets.text(surf, status, (r.x + self.u(16), r.y + self.u(12)), self.u(15), (236, 232, 210), "bold", max_width=self.lose_button.rect.x - r.x - self.u(30))
        rolling = self.motions.running("dice")
        rng = random.Random(self.roll_seed * 1000 + int(now * 14))
        self.drawn_dice = [None if rolling else f for f in turn["free"]]
        free = turn["free"]
        size = self.die_size()
        preview = self.bot_preview() if not rolling else None
        planned = self.preview_dice(preview, free)
        for i, rect in enumerate(self.die_rects):
            if i < len(free):
                sel = i in self.selected or i in planned
                if rolling:
                    face = ("i1", "i2", "i3", "cav", "arc", "gen")[rng.randrange(6)]
                    img = pygame.transform.rotate(art.die_surface(face, size), rng.randrange(-40, 40))
                    jitter = (rng.randrange(-self.u(6), self.u(6) + 1), rng.randrange(-self.u(8), self.u(3)))
                    surf.blit(img, img.get_rect(center=(rect.centerx + jitter[0], rect.centery + jitter[1])))
                else:
                    lift = self.u(8) if sel else 0
                    surf.blit(art.die_surface(free[i], size, selected=sel), (rect.x, rect.y - lift))
                    b = next((b for b in self.group.buttons if b.data == ("die", i)), None)
                    if b is not None and self.focused(b):
                        pygame.draw.rect(surf, theme.ACCENT, rect.inflate(self.u(6), self.u(6)).move(0, -lift), max(2, self.u(3)), border_radius=self.u(10))
                    widgets.text(surf, str(i + 1), (rect.centerx, rect.bottom + self.u(4)), self.u(11), (190, 200, 180), "bold", "midtop")
                    if preview and preview[0] == "lose_die" and i == len(free) - 1:
                        cross = rect.inflate(-self.u(14), -self.u(14))
                        pygame.draw.line(surf, theme.BAD, cross.topleft, cross.bottomright, max(3, self.u(5)))
                        pygame.draw.line(surf, theme.BAD, cross.topright, cross.bottomleft, max(3, self.u(5)))
            elif i < len(free) + turn["placed"]:
                pygame.draw.rect(surf, (60, 100, 80), rect, max(1, self.u(2)), border_radius=self.u(8))
                widgets.text(surf, tr("conquest.tray.on_card"), rect.center, self.u(10), (160, 190, 170), "regular", "center", max_width=rect.w - self.u(4))
            else:
                pygame.draw.rect(surf, (28, 50, 40), rect, border_radius=self.u(8))
                pygame.draw.line(surf, (120, 60, 56), rect.inflate(-self.u(16), -self.u(16)).topleft, rect.inflate(-self.u(16), -self.u(16)).bottomright, max(2, self.u(3)))
                pygame.draw.line(surf, (120, 60, 56), rect.inflate(-self.u(16), -self.u(16)).topright, rect.inflate(-self.u(16), -self.u(16)).bottomleft, max(2, self.u(3)))
                widgets.text(surf, tr("conquest.tray.lost"), (rect.centerx, rect.bottom + self.u(4)), self.u(10), (200, 140, 130), "regular", "midtop", max_width=rect.w)
        # help or hint below the dice
        y = self.die_rects[0].bottom + self.u(22)
        width = self.lose_button.rect.x - r.x - self.u(30)
        line = self.tray_help()
        widgets.wrapped(surf, line, pygame.Rect(r.x + self.u(16), y, width, r.bottom - y - self.u(4)), self.u(13), (214, 224, 206))
        for b in (self.lose_button, self.abandon_button):
            b.draw(surf, self.k, self.focused(b))

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

    @staticmethod
    def preview_dice(action: tuple | None, free: list[str]) -> set[int]:
        """Indices of the free dice a planned fill uses."""
        if not action or action[0] != "fill":
            return set()
        used: set[int] = set()
        for face in action[3]:
            i = next((j for j, f in enumerate(free) if f == face and j not in used), None)
            if i is not None:
                used.add(i)
        return used

    def tray_help(self) -> str:
        turn = self.view["turn"]
        if not self.my_turn():
            plan = self.bot_preview()
            if plan:
                if plan[0] == "fill":
                    return tr("conquest.tray.plan.fill", player=self.name(turn["player"]), line=words.line_label(plan[2]),
                              city=words.city_name(plan[1]), faces=words.faces_text(plan[3]))
                return tr(f"conquest.tray.plan.{plan[0]}", player=self.name(turn["player"]))
            if self.ctl.bot_thinking() == turn["player"]:
                return tr("conquest.tray.thinking", player=self.name(turn["player"]))
            return tr("conquest.tray.watch", player=self.name(turn["player"]))
        if not any(b.enabled for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line"):
            return tr("conquest.tray.no_fill")
        if self.hint_on and self.hints:
            if turn["target"]:
                p = self.hints.get(turn["target"], 0.0)
                return tr("conquest.hint.target", city=words.city_name(turn["target"]), p=round(p * 100))
            best = max(self.hints, key=self.hints.get)
            return tr("conquest.hint.best", city=words.city_name(best), p=round(self.hints[best] * 100))
        if self.selected:
            return tr("conquest.tray.selected", dice=words.faces_text(self.selected_faces()))
        return tr("conquest.tray.help")

    # players and log
    def draw_players(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, (22, 26, 36), self.right)
        pygame.draw.line(surf, theme.EDGE, self.right.topleft, self.right.bottomleft)
        turn = self.view.get("turn") or {}
        provinces = {p.id: p for p in self.content.provinces}
        # one layout for every row: the seat's kind and its counts on one line, or on two when
        # any row's (with "thinking" added) would not fit; rows then never jump while bots think
        self.rows_two_lines = False
        for seat, row in enumerate(self.player_rows):
            who, sub = self.row_texts(seat, thinking=True)
            line, room = who + " · " + sub, self.row_text_room(row)
            fit = fonts.fit_size(line, self.u(11), room)
            if fit < self.u(11) * 0.95 or fonts.font(fit).size(line)[0] > room:
                self.rows_two_lines = bool(self.player_rows) and self.player_rows[0].h >= self.u(46)
        for seat, row in enumerate(self.player_rows):
            active = turn.get("player") == seat
            winner = seat in (self.view.get("winners") or [])
            widgets.panel(surf, row, (52, 60, 80) if active else (34, 40, 54), self.u(8), theme.GOLD if active or winner else theme.EDGE, 2 if active else 1)
            with widgets.clipped(surf, row.inflate(-self.u(4), -self.u(2))):
                self.draw_player_row(surf, seat, row, provinces)

    def row_texts(self, seat: int, thinking: bool) -> tuple[str, str]:
        """What a player row says under the name: who plays the seat, and the seat's counts."""
        v = self.view
        spec = self.ctl.seats[seat] if seat < len(self.ctl.seats) else None
        who = tr("board.you") if spec and spec.kind == "human" else tr(f"seat.bot.{spec.level}" if spec else "seat.bot.normal")
        if thinking:
            who += " · " + tr("seat.thinking")
        return who, tr("conquest.row", cities=v["cities_count"][seat], provinces=v["provinces_count"][seat])

    def row_text_room(self, row: pygame.Rect) -> int:
        ts = min(self.u(30), row.h - self.u(14))
        return row.right - (row.x + ts + self.u(16)) - self.u(44) - self.u(4)

    def draw_player_row(self, surf: pygame.Surface, seat: int, row: pygame.Rect, provinces: dict) -> None:
        v = self.view
        ts = min(self.u(30), row.h - self.u(14))
        art.draw_token(surf, (row.x + self.u(8) + ts // 2, row.y + row.h // 2), ts, seat, self.colours[seat], self.app.settings.colorblind)
        x = row.x + ts + self.u(16)
        score_w = self.u(44)
        widgets.text(surf, self.name(seat), (x, row.y + self.u(5)), self.u(15), theme.TEXT, "bold", max_width=row.right - x - score_w - self.u(4))
        who, sub = self.row_texts(seat, self.ctl.bot_thinking() == seat and self.bot_preview() is None)
        room = self.row_text_room(row)
        with widgets.clipped(surf, pygame.Rect(x, row.y, room, row.h)):
            if self.rows_two_lines:
                widgets.text(surf, who, (x, row.y + self.u(23)), self.u(11), theme.MUTED, max_width=room)
                widgets.text(surf, sub, (x, row.y + self.u(35)), self.u(11), theme.MUTED, max_width=room)
            else:
                widgets.text(surf, who + " · " + sub, (x, row.y + row.h // 2 + self.u(3)), self.u(11), theme.MUTED, max_width=room)
        widgets.text(surf, str(v["scores"][seat]), (row.right - self.u(10), row.y + row.h // 2), self.u(24), theme.GOLD, "title", "midright")
        # province stacks as small card backs
        sx = row.right - score_w - self.u(4)
        for p in v["provinces"]:
            if p["stacked_by"] == seat:
                prov = provinces[p["id"]]
                chip = pygame.Rect(0, 0, self.u(14), self.u(18))
                chip.topright = (sx, row.y + self.u(4))
                pygame.draw.rect(surf, art.hex_rgb(prov.colour), chip, border_radius=self.u(3))
                art.draw_province_symbol(surf, prov.symbol, chip.center, self.u(5), (250, 240, 210))
                sx -= self.u(17)

    def draw_banner(self, surf: pygame.Surface, now: float) -> None:
        text = self.banner
        if not text:
            return
        size = self.u(18)
        img = fonts.render(text, fonts.fit_size(text, size, self.cards_area.w - self.u(60), "bold"), theme.INK, "bold")
        box = img.get_rect()
        box.inflate_ip(self.u(36), self.u(16))
        box.midbottom = (self.cards_area.centerx, self.tray.y - self.u(8))
        widgets.shadow(surf, box, self.u(10))
        widgets.panel(surf, box, theme.PARCHMENT, self.u(10), theme.GOLD, 2)
        widgets.blit_text(surf, img, text, img.get_rect(center=box.center))
