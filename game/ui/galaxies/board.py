"""The Galaxies board: the planet row as cards, every empire's galaxy mat, the
control center with the dice, and the game log.

On their turn a human clicks a die (or presses 1-7) and then a lit target:
a Move die and a planet's surface or orbit, an Advance die and the orbit
holding their ship; other dice are used with "Use die" (D).  Reroll (R),
the converter (C, two steps: two dice in, then a die and a face) and End
turn (E) are buttons that say what they cost.  Every other decision (a
follow, a planet effect's choices, the solo opponent's windows) uses one
picking mode: the legal options are buttons in the decision panel (keys 1-9)
and, where they point at a planet, the card part lights up and takes the
click; a click elsewhere explains why it is not a choice.

The solo hostile galaxy is an automaton seat: the controller plays each of
its steps (a logged action) at the narration pace, and the board draws
``view()`` after each one, its events' lines added to the log as they come;
Space shows the rest of its turn at once.  Hotseat humans get a "pass the
screen" cover before their secret choices.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.galaxies import actions as gx_actions
from game.galaxies.state import ORBIT as ST_ORBIT
from game.ui import fonts, theme, widgets
from game.ui.controller import Controller
from game.ui.galaxies import art, words
from game.ui.i18n import catalog, tr
from game.ui.table import toast
from game.ui.table.chrome import BoardChrome
from game.ui.table.identity import draw_chip

CARD_BG = (28, 34, 58)
CARD_EDGE = (90, 110, 160)
LIT = (250, 210, 90)
ANNOUNCE = frozenset({"hostile_level", "hostile_bonus", "colonize", "end_triggered", "solo_win", "hostile_attack"})
FOLLOW_PROMPTS = ("follow", "shared", "copy", "force_reroll")
# The highlighted answer (Enter) of a yes/no window: the one that costs nothing
# (pass a follow, let the hostile roll stand; take a free shared action).
SAFE_ANSWER = {"follow": ("pass",), "copy": ("pass",), "force_reroll": ("let",), "shared": ("take",)}


class GalaxiesBoardScene(BoardChrome):
    game_id = "galaxies"
    undo_none_key = "galaxies.undo.none"
    undo_tip_key = "galaxies.undo.tip"
    scoring_delay = 1.5
    prompt_size = 15
    sounds = {"roll": "dice", "reroll": "dice", "hostile_roll": "dice", "move": "meeple", "hostile_move": "meeple",
              "colonize": "conquest", "solo_win": "conquest", "hostile_attack": "war", "hostile_level": "war",
              "turn_start": "turn"}

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        self.colours: list[str] = self.seat_colours(words.COLOURS)
        self.names: list[str] = self.seat_names()
        self.viewer: int | None = None
        self.view: dict[str, Any] = {}
        self.model_key: tuple | None = None
        self.selected: list[int] = []
        self.pick_prefix: tuple = ()          # the chosen first part of a two-step option (a ship, a die)
        self.narrowed: list[tuple] | None = None   # options left after a click on a card part
        self.option_page = 0
        # animations and timers (self.motions): "dice" the dice tumbling (data: which
        # dice), "banner" a banner's time on screen
        self.drawn_dice: list[str | None] | None = None   # the faces the last picture showed (None: tumbling)
        self.cover_for: int | None = None   # hotseat: the kit's cover hides this human's secret choice (``covered_seat``)
        self.card_rects: list[pygame.Rect] = []
        self.part_rects: dict[tuple[int, str], pygame.Rect] = {}
        self.die_rects: list[pygame.Rect] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.mat_rects: list[pygame.Rect] = []
        self.log_row: list | None = None      # the planet row as the log has told it so far
        self.focus_slot: int | None = None    # the card the automaton's last step happened on
        self._layer: pygame.Surface | None = None
        self.log_lang = (catalog().lang, app.settings.colorblind)
        self._faces: dict[tuple, pygame.Surface] = {}
        self._layer_key: tuple | None = None
        base_delay = controller.bot_delay
        controller.bot_delay = lambda: base_delay() * (0.3 if self.bot_follow_pending() else 1.0)
        controller.listeners.append(self.on_applied)
        self.refresh(force=True, animate=False)

    # --- the model -------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return words.player_name(seat, self.names, self.colours, self.view or None)

    @property
    def solo(self) -> bool:
        return bool(self.view.get("solo"))

    @property
    def hostile_seat(self) -> int | None:
        """The solo opponent's seat: the automaton of ``Rules.automata`` (None in a game without one)."""
        return min(self.ctl.automata) if self.ctl.automata else None

    def automaton_moving(self) -> bool:
        """The automaton's steps are being played (the controller paces them)."""
        return self.ctl.automaton_due() is not None

    @property
    def decision(self) -> dict:
        return self.view.get("decision") or {}

    def bot_follow_pending(self) -> bool:
        d = self.ctl.match.view(None).get("decision") or {}
        return d.get("prompt") in FOLLOW_PROMPTS

    def my_decision(self) -> bool:
        """The viewer (a human) owes the decision now and the screen shows it."""
        if self.viewer is None or self.ctl.is_bot(self.viewer) or self.cover_for is not None:
            return False
        return self.viewer in self.ctl.match.to_move()

    def my_main(self) -> bool:
        return self.my_decision() and self.decision.get("prompt") == "main"

    def legal(self) -> list[tuple]:
        return list(self.ctl.match.legal(self.viewer)) if self.viewer is not None else []

    def refresh(self, force: bool = False, animate: bool = True) -> None:
        viewer = self.pick_viewer()
        covered = self.covered_seat(viewer)
        key = (len(self.ctl.match.log), viewer, self.ctl.match.is_over(), covered)
        if not force and key == self.model_key:
            return
        self.model_key = key
        shared = len(self.ctl.humans) > 1
        secret = viewer is not None and (self.ctl.match.view(None).get("decision") or {}).get("prompt") == "keep_mission"
        self.cover_for = covered
        self.viewer = viewer
        # a shared screen shows the viewer's secrets only during their covered secret choice
        self.view = self.ctl.match.view(viewer if self.cover_for is None else None)
        if shared and not secret:
            self.view["my_mission"] = self.view["my_discarded"] = None
        self.selected = []
        self.pick_prefix = ()
        self.narrowed = None
        self.option_page = 0
        # a skipped run of hostile steps is told without its banners
        self.sync_log(animate=animate and self.size is not None and not self.ctl.hurry)
        self.rebuild()

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        if action == ("undo",):
            self.forget_log()
            self.refresh(force=True, animate=False)
            return
        self.refresh(force=True)

    def sync_log(self, animate: bool = True) -> None:
        """The shared log sync (``Match.events_for``): each new event's line, with
        its picture cues when ``animate`` (see :meth:`show_event`)."""
        events = self.ctl.match.state.events
        if self.log_seen > len(events):
            self.log_lines, self.log_seen = [], 0
        for ev in self.ctl.match.events_for(self.log_viewer, self.log_seen, shared_screen=len(self.ctl.humans) > 1):
            self.show_event(self.format_event(ev), animate)
        self.log_seen = len(events)
        self.trim_log()

    def event_line(self, ev) -> tuple[str, int | None] | None:
        """The shared log hook: one event as (text, seat for the dot)."""
        text, seat, _kind, _args = self.format_event(ev)
        return text, seat

    def format_event(self, ev) -> tuple[str, int | None, str, dict]:
        """An event as a log item, with planets named as the row was when it happened."""
        if ev.kind == "game_start" or self.log_row is None:
            self.log_row = list(ev.args.get("row") or self.ctl.match.view(None)["row"])
        view = dict(self.ctl.match.view(None), row=self.log_row)
        if ev.kind == "hostile_roll" and ev.args.get("again"):
            text = tr("galaxies.event.hostile_bonus_again", hostile=words.hostile_name(view["hostile"]["id"]) if view.get("hostile") else "",
                      face=words.action_name(ev.args.get("face", "")))
        else:
            text = words.event_text(ev.kind, ev.args, view, self.names, self.colours)
        if ev.kind in ("colonize", "replace_row") and isinstance(ev.args.get("slot"), int) and ev.args["slot"] < len(self.log_row):
            self.log_row[ev.args["slot"]] = ev.args.get("drawn")
        seat = ev.args.get("player")
        if not isinstance(seat, int) and (ev.kind.startswith("hostile_") or ev.kind in ("attack_part", "force_reroll")):
            seat = self.hostile_seat                      # the hostile galaxy's lines carry its dot
        return (text, seat if isinstance(seat, int) else None, ev.kind, dict(ev.args))

    def forget_log(self) -> None:
        super().forget_log()
        self.log_row = None

    def show_event(self, item: tuple, animate: bool = True) -> None:
        """One event's line in the log; with ``animate``, its picture cues (the
        dice tumbling, the card it happened on, a banner for the big ones)."""
        text, seat, kind, args = item
        if kind == "turn_start":
            self.log_lines.append(("", None))
        self.log_lines.append((text, seat))
        if not animate:
            return
        slot = args.get("slot")
        self.focus_slot = slot if isinstance(slot, int) and slot >= 0 else None
        if kind in ("roll", "reroll"):
            # only the dice thrown tumble: all of them on a roll, the chosen ones on a reroll
            dice = args.get("dice") if kind == "reroll" else range(len(args.get("faces") or ()))
            self.motions.start("dice", self.app.settings.anim_seconds * 1.6, data=frozenset(dice or ()))
        if kind in ANNOUNCE or kind in ("hostile_turn",):
            toast.show_banner(self.motions, text)

    @property
    def banner(self) -> str | None:
        """The banner's text while it shows (a timer: its end takes it away)."""
        return toast.banner_text(self.motions)

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        if self.log_lang != (self.lang, self.palette):      # a new language: the log is retold in it
            self.log_lang = (self.lang, self.palette)
            self.forget_log()
            self.sync_log(animate=False)
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(290), int(w * 0.23))
        self.topbar = pygame.Rect(0, 0, w, top)
        self.right = pygame.Rect(w - rp, top, rp, h - top)
        main_w = w - rp
        seats = self.view.get("seats", 1)
        pad = self.u(8)
        mat_h = min(self.u(84), (self.right.h * 3 // 5 - pad) // max(1, seats))
        # solo: the hostile galaxy's mat is taller, to say what its attack does now
        heights = [mat_h + (self.u(34) if self.solo and i == self.hostile_seat else 0) for i in range(seats)]
        tops = [top + pad + sum(heights[:i]) for i in range(seats)]
        self.mat_rects = [pygame.Rect(self.right.x + pad, tops[i], rp - 2 * pad, heights[i] - self.u(4)) for i in range(seats)]
        mats_bottom = self.mat_rects[-1].bottom if self.mat_rects else top
        self.log_rect = pygame.Rect(self.right.x + pad, mats_bottom + pad, rp - 2 * pad, h - mats_bottom - 2 * pad)
        cc_h = self.u(262)
        self.cc = pygame.Rect(self.u(10), h - cc_h - self.u(8), main_w - self.u(20), cc_h)
        if not self.show_log and mats_bottom + pad < self.cc.y:     # the log's room goes to the control center
            self.right.h = mats_bottom + pad - top
            self.cc.w = w - self.u(20)
            self.log_rect.h = 0
        self.row_area = pygame.Rect(self.u(10), top + self.u(8), main_w - self.u(20), self.cc.y - top - self.u(16))
        self.layout_cards()
        self.build_buttons()

    def layout_cards(self) -> None:
        row = self.view.get("row") or []
        n = max(4, len(row))
        gap = self.u(8)
        cw = (self.row_area.w - gap * (n - 1)) // n
        self.card_rects, self.part_rects = [], {}
        for i in range(len(row)):
            r = pygame.Rect(self.row_area.x + i * (cw + gap), self.row_area.y, cw, self.row_area.h)
            self.card_rects.append(r)
            head = self.u(26)
            surface = pygame.Rect(r.x + self.u(4), r.y + head + self.u(4), r.w - self.u(8), max(self.u(50), r.h * 22 // 100))
            orbit = pygame.Rect(r.x + self.u(4), surface.bottom + self.u(4), r.w - self.u(8), max(self.u(56), r.h * 24 // 100))
            self.part_rects[(i, "surface")] = surface
            self.part_rects[(i, "orbit")] = orbit
            self.part_rects[(i, "card")] = r

    def build_buttons(self) -> None:
        buttons: list[widgets.Button] = []
        cc = self.cc
        dsize = self.die_size()
        x0, y0 = cc.x + self.u(16), cc.y + self.u(40)
        self.die_rects = [pygame.Rect(x0 + i * (dsize + self.u(10)), y0, dsize, dsize) for i in range(7)]
        mine_main = self.my_main()
        dice = self.view.get("dice") or []
        for i, d in enumerate(dice):
            face = d["face"]
            buttons.append(widgets.Button(self.die_rects[i], f"{i + 1}: {words.action_name(face)}", (lambda i=i: self.click_die(i)),
                                          enabled=True, tooltip=tr("galaxies.die.tip", n=i + 1, action=words.action_name(face),
                                                                   text=tr(f"galaxies.action.{face}.tip")), data=("die", i)))
        # the control center's actions
        bw = self.u(210)
        bx = cc.right - bw - self.u(14)
        by = cc.y + self.u(14)
        bh = self.u(40)
        self.action_buttons = [
            widgets.Button(pygame.Rect(bx, by, bw, bh), self.use_label, self.use_die, enabled=mine_main, style="primary",
                           tooltip=tr("galaxies.use.tip"), why_disabled=self.why_not_main, data="use"),
            widgets.Button(pygame.Rect(bx, by + bh + self.u(8), bw, bh), self.reroll_label, self.reroll, enabled=mine_main and self.can_reroll(),
                           tooltip=tr("galaxies.reroll.tip"), why_disabled=self.why_no_reroll, data="reroll"),
            widgets.Button(pygame.Rect(bx, by + 2 * (bh + self.u(8)), bw, bh), self.convert_label, self.convert,
                           enabled=mine_main and self.can_convert(), tooltip=tr("galaxies.convert.tip"), why_disabled=self.why_no_convert, data="convert"),
            widgets.Button(pygame.Rect(bx, by + 3 * (bh + self.u(8)), bw, bh), tr("galaxies.end_turn"), self.end_turn, enabled=mine_main,
                           tooltip=tr("galaxies.end_turn.tip"), why_disabled=self.why_not_main, data="end"),
        ]
        if self.view.get("over"):
            self.action_buttons = [
                widgets.Button(pygame.Rect(bx, by, bw, bh), tr("galaxies.score.title"), self.open_scoring, style="primary", data="scores"),
                widgets.Button(pygame.Rect(bx, by + bh + self.u(8), bw, bh), tr("score.menu"), self.leave, data="leave")]
        buttons += self.action_buttons
        # the decision panel (picking mode)
        self.panel = pygame.Rect(cc.x + self.u(12), cc.y + self.u(40) + dsize + self.u(40), bx - cc.x - self.u(28),
                                 cc.bottom - (cc.y + self.u(40) + dsize + self.u(40)) - self.u(10))
        self.option_buttons = self.build_options()
        buttons += self.option_buttons
        buttons += self.top_buttons()
        # hover hints for every planet, and clicks on card parts
        row = self.view.get("row") or []
        for i, pid in enumerate(row):
            if pid is None:
                continue
            for part in ("surface", "orbit", "card"):
                rect = self.part_rects[(i, part)] if part != "card" else pygame.Rect(self.card_rects[i].x, self.part_rects[(i, "orbit")].bottom, self.card_rects[i].w, self.card_rects[i].bottom - self.part_rects[(i, "orbit")].bottom)
                buttons.append(widgets.Button(rect, f"{words.planet_name(pid)} ({tr('galaxies.part.' + part)})", (lambda i=i, p=part: self.click_part(i, p)),
                                              tooltip=(lambda pid=pid: words.planet_info(pid)), data=("part", i, part)))
            head = pygame.Rect(self.card_rects[i].x, self.card_rects[i].y, self.card_rects[i].w, self.u(26))
            buttons.append(widgets.Button(head, words.planet_name(pid), None, enabled=False, tooltip=words.planet_info(pid),
                                          why_disabled=words.planet_info(pid), data=("card", i)))
        for seat, r in enumerate(self.mat_rects):
            tip = self.mat_tip(seat)
            buttons.append(widgets.Button(r, self.name(seat), (lambda s=seat: self.click_mat(s)), tooltip=tip, data=("mat", seat)))
        self.group.set(buttons)
        if self.option_buttons and self.cover_for is None:
            first = next((b for b in self.option_buttons if b.style == "primary"), self.option_buttons[0])
            self.group.focus = buttons.index(first)

    def die_size(self) -> int:
        room = self.cc.w - self.u(210) - self.u(60)
        return max(self.u(30), min(self.u(58), (room - 6 * self.u(10)) // 7))

    # --- picking mode ------------------------------------------------------------------------------
    def current_options(self) -> list[tuple]:
        """The options still open in the decision panel (after a first step or a card click)."""
        if not self.my_decision() or self.decision.get("prompt") in ("main", "keep_mission"):
            return []
        legal = self.legal()
        if self.narrowed is not None:
            return [o for o in self.narrowed if o in legal]
        return legal

    def steps(self, options: list[tuple]) -> tuple[list[tuple], bool]:
        """Buttons to show: for moves and dice faces first the ship or die (a
        prefix), then the rest; returns (entries, is_prefix_step)."""
        kinds = {o[0] for o in options}
        if len(options) > 9 and kinds <= {"move", "set_face", "set"} and not self.pick_prefix:
            prefixes: list[tuple] = []
            for o in options:
                p = o[:2]
                if p not in prefixes:
                    prefixes.append(p)
            if len(prefixes) > 1:
                return prefixes, True
        if self.pick_prefix:
            options = [o for o in options if o[:2] == self.pick_prefix]
        # the converter may leave a die as it is (D#7): that choice says "keep" and comes last
        keep = [o for o in options if words.keeps_face(self.view, o)]
        return [o for o in options if o not in keep] + keep, False

    def prefix_label(self, prefix: tuple) -> str:
        if prefix[0] == "move":
            return tr("galaxies.pick.ship", where=words.ship_where(self.view, self.viewer, prefix[1]))
        return tr("galaxies.pick.die", n=prefix[1] + 1, action=words.action_name(self.view["dice"][prefix[1]]["face"]))

    def option_labels(self, entries: list[tuple], is_prefix: bool) -> list[str]:
        """The captions of the options shown together (a ship named where two would read alike)."""
        if is_prefix:
            return [self.prefix_label(e) for e in entries]
        return words.option_labels(self.view, self.viewer, entries, self.names, self.colours)

    def choice_lists(self) -> list[list[str]]:
        """Every list the decision panel can show the viewer now: as it opens,
        after a click on each lit card part, and after each first step (a ship,
        a die); captioned by ``option_labels``, as the buttons are."""
        if not self.current_options():
            return []
        saved = self.narrowed, self.pick_prefix
        lists = []
        try:
            self.narrowed, self.pick_prefix = None, ()
            narrowings = [None] + [group for group in self.lit_parts().values() if len(group) > 1]
            for narrowed in narrowings:
                self.narrowed, self.pick_prefix = narrowed, ()
                entries, is_prefix = self.steps(self.current_options())
                lists.append(self.option_labels(entries, is_prefix))
                for prefix in entries if is_prefix else []:
                    self.pick_prefix = prefix
                    lists.append(self.option_labels(self.steps(self.current_options())[0], False))
        finally:
            self.narrowed, self.pick_prefix = saved
        return lists

    def build_options(self) -> list[widgets.Button]:
        """The decision panel's buttons; more options than fit are paged ("More")."""
        options = self.current_options()
        self.option_entries = []
        if not options:
            return []
        entries, is_prefix = self.steps(options)
        self.option_entries = [] if is_prefix else entries
        p = self.panel
        prompt_h = self.u(30)
        follow = self.decision.get("prompt") in FOLLOW_PROMPTS
        cols = 2 if follow or len(entries) <= 6 else (3 if len(entries) <= 12 else 4)
        labels = self.option_labels(entries, is_prefix)
        widest = max(fonts.font(self.u(12), "bold").size("9. " + t)[0] for t in labels)

        def fits(n: int) -> bool:
            return (p.w - self.u(16) - (n - 1) * self.u(6)) // n - self.u(20) >= widest

        bh = self.u(30)
        rows = max(1, (p.h - prompt_h - self.u(6)) // (bh + self.u(4)))
        while not follow and len(entries) > rows * cols and fits(cols + 1):
            cols += 1                            # more columns before a "More" page, while the labels fit
        while cols > 1 and not fits(cols):
            cols -= 1                            # long labels (Ukrainian, Russian) get wider buttons
        per_page = rows * cols
        if len(entries) > per_page:
            per_page -= 1                    # the last place pages on
            pages = -(-len(entries) // per_page)
            self.option_page %= pages
            shown = list(enumerate(entries))[self.option_page * per_page:(self.option_page + 1) * per_page]
        else:
            pages, self.option_page = 1, 0
            shown = list(enumerate(entries))
        bw = (p.w - self.u(16) - (cols - 1) * self.u(6)) // cols
        out = []
        for k, (n, entry) in enumerate(shown):
            r = pygame.Rect(p.x + self.u(8) + (k % cols) * (bw + self.u(6)), p.y + prompt_h + (k // cols) * (bh + self.u(4)), bw, bh)
            label = labels[n]
            cb = partial(self.choose_prefix, entry) if is_prefix else partial(self.choose, entry)
            number = f"{k + 1}. " if k < 9 else ""
            safe = follow and entry == SAFE_ANSWER.get(self.decision.get("prompt"))
            out.append(widgets.Button(r, number + label, cb, style="primary" if safe else "normal",
                                      tooltip=self.option_tip(entry), data=("option", n, entry)))
        if pages > 1:
            k = len(shown)
            r = pygame.Rect(p.x + self.u(8) + (k % cols) * (bw + self.u(6)), p.y + prompt_h + (k // cols) * (bh + self.u(4)), bw, bh)
            out.append(widgets.Button(r, tr("galaxies.more", page=self.option_page + 1, pages=pages), self.next_page, style="chip", data="more"))
        return out

    def next_page(self) -> None:
        self.option_page += 1
        self.rebuild()

    def option_tip(self, option: tuple) -> str | None:
        kind = option[0]
        if kind in ("colony", "use_planet"):
            return words.planet_info(option[1])
        if kind == "borrow":
            return words.planet_info(option[2])
        if kind == "keep":
            return words.mission_info(option[1])
        return None

    def lit_parts(self) -> dict[tuple[int, str], list[tuple]]:
        """Card parts that take a click now, with the options each stands for."""
        out: dict[tuple[int, str], list[tuple]] = {}
        if self.my_main() and len(self.selected) == 1:
            for o in self.pre_targets(self.selected[0]):
                spot = words.option_slot(self.view, self.viewer, o)
                if spot:
                    out.setdefault(spot, []).append(o)
            return out
        options = self.current_options()
        if self.pick_prefix:
            options = [o for o in options if o[:2] == self.pick_prefix]
        for o in options:
            spot = words.option_slot(self.view, self.viewer, o)
            if spot:
                out.setdefault(spot, []).append(o)
        return out

    def pre_targets(self, die: int) -> list[tuple]:
        """Where a Move or Advance die could go, before it is used (the real
        options come once it is activated; only the human's own pieces count)."""
        st = self.ctl.match.state
        face = self.view["dice"][die]["face"]
        seat = self.viewer
        if face == "move":
            return gx_actions.legal_moves(st, seat)
        if face in ("advance_diplomacy", "advance_economy"):
            track = face.split("_")[1]
            by_id = st.content.by_id
            return [("ship", i) for i, s in enumerate(st.ships[seat])
                    if s[0] == ST_ORBIT and st.row[s[1]] and by_id[st.row[s[1]]].track_type == track]
        return []

    def choose(self, option: tuple) -> None:
        if not self.my_decision():
            self.explain(self.why_not_main())
            return
        if option not in self.legal():
            self.explain(tr("galaxies.why.not_legal"))
            return
        self.ctl.submit_human(self.viewer, option)

    def choose_prefix(self, prefix: tuple) -> None:
        self.pick_prefix = prefix
        self.option_page = 0
        self.rebuild()

    def click_part(self, slot: int, part: str) -> None:
        lit = self.lit_parts()
        spot = (slot, part)
        if spot not in lit and part == "card":
            spot = next((s for s in lit if s[0] == slot), spot)
        if spot not in lit:
            if self.my_main() and len(self.selected) == 1:
                self.explain(tr("galaxies.why.not_target", planet=words.planet_name(self.view["row"][slot])))
            elif self.current_options():
                self.explain(tr("galaxies.why.pick_lit"))
            elif self.my_main():
                self.explain(tr("galaxies.why.die_first"))
            return
        options = lit[spot]
        if self.my_main():
            self.activate_to(self.selected[0], options)
            return
        if len(options) == 1:
            self.choose(options[0])
        else:
            self.narrowed = options
            self.pick_prefix = ()
            self.rebuild()

    def activate_to(self, die: int, targets: list[tuple]) -> None:
        """Use ``die`` and send it straight to the clicked target when that is one option."""
        seat = self.viewer
        self.activate(die)
        if self.ctl.match.is_over() or seat not in self.ctl.match.to_move():
            return
        legal = list(self.ctl.match.legal(seat))
        wanted = [t for t in targets if t in legal]
        if len(wanted) == 1:
            self.ctl.submit_human(seat, wanted[0])
        elif wanted:
            self.narrowed = wanted
            self.rebuild()

    def click_mat(self, seat: int) -> None:
        if self.my_main() and len(self.selected) == 1 and self.view["dice"][self.selected[0]]["face"] == "utilize_colony" and seat == self.viewer:
            self.use_die()
            return
        options = self.current_options()
        rivals = [o for o in options if o[0] in ("rival",) and o[1] == seat]
        if rivals:
            self.choose(rivals[0])
            return
        homes = [o for o in options if o[0] == "move" and o[2] == "home"]
        if self.pick_prefix:
            homes = [o for o in homes if o[:2] == self.pick_prefix]
        if seat == self.viewer and homes:
            if len(homes) == 1:
                self.choose(homes[0])
            else:
                self.narrowed = homes
                self.rebuild()
            return
        if options:
            self.explain(tr("galaxies.why.pick_lit"))

    def die_options(self, i: int) -> list[tuple]:
        """The open options that name die ``i`` (set a face, repeat, give up dice)."""
        out = []
        for o in self.current_options():
            if o[0] in ("set_face", "set", "repeat") and o[1] == i:
                out.append(o)
            elif o[0] == "discard" and i in (o[1] if isinstance(o[1], (list, tuple)) else o[1:]):
                out.append(o)
        return out

    def lit_dice(self) -> set[int]:
        if self.decision.get("prompt") == "repeat":
            return set()                         # repeat names used dice by their action: the buttons say it
        return {i for i in range(len(self.view.get("dice") or [])) if self.die_options(i)}

    def lit_mats(self) -> set[int]:
        return {o[1] for o in self.current_options() if o[0] == "rival"}

    # --- the main loop -----------------------------------------------------------------------------
    def why_not_main(self) -> str:
        if self.view.get("over"):
            return tr("galaxies.why.over")
        if self.automaton_moving():
            return tr("galaxies.why.showing")
        d = self.decision
        seat = d.get("seat")
        if seat is None:
            return tr("galaxies.why.draft")
        if seat != self.viewer or self.ctl.is_bot(seat):
            return tr("galaxies.why.wait", player=self.name(seat))
        return tr("galaxies.why.decide_first")

    def unused(self) -> list[int]:
        return [i for i, d in enumerate(self.view.get("dice") or []) if d["status"] == "unused"]

    def click_die(self, i: int) -> None:
        dice = self.view.get("dice") or []
        if self.my_decision() and self.decision.get("prompt") != "main":
            # a die as the answer to an effect's choice (set a face, repeat, discard, reroll some)
            opts = self.die_options(i)
            if opts and opts[0][0] in ("set_face", "set"):
                self.choose_prefix(opts[0][:2])
            elif len(opts) == 1:
                self.choose(opts[0])
            elif opts:
                self.narrowed, self.pick_prefix = opts, ()
                self.rebuild()
            else:
                self.explain(tr("galaxies.why.pick_lit"))
            return
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        if i >= len(dice):
            return
        status = dice[i]["status"]
        if status != "unused":
            self.explain(tr(f"galaxies.why.die_{status}", n=i + 1))
            return
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)
        self.rebuild()

    def use_label(self) -> str:
        if len(self.selected) == 1 and self.view.get("dice"):
            return tr("galaxies.use.one", action=words.action_name(self.view["dice"][self.selected[0]]["face"]))
        return tr("galaxies.use")

    def use_die(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        if len(self.selected) != 1:
            self.explain(tr("galaxies.why.one_die"))
            return
        self.activate(self.selected[0])

    def activate(self, i: int) -> None:
        face = self.view["dice"][i]["face"]
        legal = self.legal()
        dice = self.view["dice"]
        option = next((o for o in legal if o[0] == "activate" and dice[o[1]]["face"] == face), None)
        if option is None:
            self.explain(tr("galaxies.why.no_use", action=words.action_name(face), reason=words.why_not_die(self.view, face)))
            return
        self.ctl.submit_human(self.viewer, option)

    def can_reroll(self) -> bool:
        return any(o[0] == "reroll" for o in self.legal()) if self.my_main() else False

    def why_no_reroll(self) -> str:
        if not self.my_main():
            return self.why_not_main()
        return tr("galaxies.why.reroll_energy")

    def reroll_label(self) -> str:
        n = len(self.selected) or len(self.unused())
        if not n:
            return tr("galaxies.reroll.none")
        cost = tr("galaxies.free") if not self.view.get("free_reroll_used") else tr("galaxies.cost.energy", n=1)
        return tr("galaxies.reroll.label", n=n, cost=cost)

    def reroll(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        dice = tuple(sorted(self.selected or self.unused()))
        option = next((o for o in self.legal() if o[0] == "reroll" and tuple(sorted(o[1])) == dice), None)
        if option is None:
            self.explain(self.why_no_reroll())
            return
        self.ctl.submit_human(self.viewer, option)

    def can_convert(self) -> bool:
        return any(o[0] == "convert" for o in self.legal()) if self.my_main() else False

    def why_no_convert(self) -> str:
        if not self.my_main():
            return self.why_not_main()
        if self.view.get("converter_used"):
            return tr("galaxies.why.converter_used")
        return tr("galaxies.why.converter_dice")

    def convert_label(self) -> str:
        if self.view.get("converter_used"):
            return tr("galaxies.convert.used")
        if len(self.selected) == 2:
            return tr("galaxies.convert.go", a=self.selected[0] + 1, b=self.selected[1] + 1)
        return tr("galaxies.convert.label")

    def convert(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        if not self.can_convert():
            self.explain(self.why_no_convert())
            return
        if len(self.selected) != 2:
            self.explain(tr("galaxies.why.convert_two"))
            return
        dice = self.view["dice"]
        faces = sorted(dice[i]["face"] for i in self.selected)
        option = next((o for o in self.legal() if o[0] == "convert" and sorted((dice[o[1]]["face"], dice[o[2]]["face"])) == faces), None)
        if option is None:
            self.explain(self.why_no_convert())
            return
        self.ctl.submit_human(self.viewer, option)

    def end_turn(self) -> None:
        if not self.my_main():
            self.explain(self.why_not_main())
            return
        self.ctl.submit_human(self.viewer, ("end",))

    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def mat_tip(self, seat: int) -> str:
        e = self.view["empires"][seat]
        name = self.name(seat) + (" (" + tr("galaxies.mat.automaton") + ")" if self.ctl.is_automaton(seat) else "")
        text = tr("galaxies.mat.tip", name=name, level=e["level"], energy=e["energy"], culture=e["culture"], vp=e["vp"],
                  colonies=", ".join(words.planet_name(p) for p in e["colonies"]) or "—")
        if e["hostile"] and self.view.get("hostile"):
            text += " " + " ".join(words.hostile_ladder(self.view["hostile"]["id"]))
        nxt = words.next_level(e["level"]) if not e["hostile"] else None
        if nxt is not None:
            text += tr("galaxies.mat.tip_next", level=nxt.level, cost=nxt.cost, dice=nxt.dice, ships=nxt.ships, vp=nxt.vp)
        if seat == self.viewer and self.view.get("my_mission"):
            text += " " + words.mission_info(self.view["my_mission"])
        return text

    def open_rules(self) -> None:
        from game.ui.galaxies.rules import GalaxiesRulesScene

        self.app.push(GalaxiesRulesScene(self.app))

    def open_scoring(self) -> None:
        from game.ui.galaxies.scoring import GalaxiesScoringScene

        self.app.push(GalaxiesScoringScene(self.app, self))

    def drop_pick(self) -> bool:
        if not (self.selected or self.pick_prefix or self.narrowed is not None):
            return False
        self.selected, self.pick_prefix, self.narrowed = [], (), None
        return True

    def more_choices(self) -> bool:
        if not any(b.data == "more" for b in self.option_buttons):
            return False
        self.next_page()
        return True

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            k = event.key
            if pygame.K_1 <= k <= pygame.K_9:
                n = k - pygame.K_1
                if self.option_buttons:
                    if n < len(self.option_buttons):
                        b = self.option_buttons[n]
                        if b.action:
                            b.action()
                    return
                if self.draft_options():
                    opts = self.draft_options()
                    if n < len(opts):
                        self.choose(opts[n])
                    return
                self.click_die(n)
                return
            prompt = self.decision.get("prompt")
            if prompt in FOLLOW_PROMPTS and self.my_decision() and k in (pygame.K_f, pygame.K_y, pygame.K_p, pygame.K_n):
                yes = {"follow": ("follow",), "shared": ("take",), "copy": ("copy",), "force_reroll": ("force_reroll",)}[prompt]
                no = {"follow": ("pass",), "shared": ("decline",), "copy": ("pass",), "force_reroll": ("let",)}[prompt]
                self.choose(yes if k in (pygame.K_f, pygame.K_y) else no)
                return
            shortcuts = {pygame.K_d: self.use_die, pygame.K_r: self.reroll, pygame.K_c: self.convert, pygame.K_e: self.end_turn}
            if k in shortcuts and self.my_main():
                shortcuts[k]()
                return
        if self.handle_chrome(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.draft_rects:
            for rect, option in self.draft_rects:
                if rect.collidepoint(event.pos):
                    self.choose(option)
                    return
        super().handle(event)

    def draft_options(self) -> list[tuple]:
        if self.my_decision() and self.decision.get("prompt") == "keep_mission":
            return self.legal()
        return []

    draft_rects: list = []

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()

    # --- drawing ---------------------------------------------------------------------------
    def seat_identity(self, seat: int) -> theme.Identity:
        """A player's chip; the hostile galaxy's is its own colour with an "H" on a star."""
        if seat == self.hostile_seat and self.view.get("hostile"):
            rgb = self.hostile_rgb()
            return theme.Identity("hostile", rgb, (20, 20, 24) if sum(rgb) / 3 > 140 else (245, 245, 240), "H", "star")
        return super().seat_identity(seat)

    def hostile_rgb(self) -> tuple[int, int, int]:
        hid = (self.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        return art.HOSTILE_RGB.get(h.color if h else "", (200, 80, 80))

    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        x = r.x + self.u(14)
        if self.view.get("over"):
            head = tr("galaxies.over")
        else:
            active = self.view.get("active", 0)
            draw_chip(surf, (x + self.u(10), r.centery), self.u(20), self.seat_identity(active))
            x += self.u(26)
            head = tr("galaxies.turn", round=self.view.get("round", 1), player=self.name(active))
        rect = widgets.text(surf, head, (x, r.centery), self.u(16), theme.GOLD, "bold", "midleft", max_width=self.u(250))
        return rect.right + self.u(14)

    def topbar_prompt(self) -> str:
        if self.view.get("over"):
            return tr("galaxies.prompt.over")
        if self.automaton_moving():
            return tr("galaxies.prompt.showing", player=self.name(self.ctl.automaton_due()))
        d = self.decision
        if self.my_decision():
            if d.get("prompt") == "main":
                if len(self.selected) == 1:
                    face = self.view["dice"][self.selected[0]]["face"]
                    return tr(f"galaxies.hint.{face}") if tr(f"galaxies.hint.{face}") != f"galaxies.hint.{face}" else tr("galaxies.prompt.main")
                return tr("galaxies.prompt.main")
            return words.prompt(self.view, self.viewer, self.names, self.colours)
        seat = d.get("seat")
        if seat is None and d.get("prompt") == "keep_mission":
            return tr("galaxies.prompt.draft_wait")
        if seat is not None:
            if self.ctl.is_bot(seat):
                return self.bot_deciding(seat)
            return tr("galaxies.prompt.wait", player=self.name(seat))
        return ""

    def bot_deciding(self, seat: int) -> str:
        """Who is thinking and about what: the header names the active player, so
        a rival deciding during that turn is said as such ("Blue decides whether
        to follow Purple's Move…", never "Purple · Blue is thinking…")."""
        active = self.view.get("active")
        d = self.decision
        if seat == active or not isinstance(active, int):
            return tr("galaxies.prompt.bot", player=self.name(seat))
        info = d.get("info") or {}
        if d.get("prompt") == "follow" and "action" in info:
            return tr("galaxies.prompt.bot_follow", player=self.name(seat), active=self.name(active),
                      action=words.action_name(info["action"]))
        return tr("galaxies.prompt.bot_other", player=self.name(seat), active=self.name(active))

    def focused(self, b: widgets.Button) -> bool:
        return self.group.keyboard and self.group.focused() is b

    # --- when to draw ------------------------------------------------------------------------
    def forget_frame(self) -> None:
        self._layer_key = None

    def drawn_facts(self) -> dict:
        return {} if self.drawn_dice is None else {"dice": list(self.drawn_dice)}

    def state_facts(self) -> dict:
        return {} if self.hostile_turn() else {"dice": [d["face"] for d in self.view.get("dice") or []]}

    def frame_key(self) -> tuple:
        """Everything the table's picture depends on (bar the timed banner and the dice tumbling)."""
        drawn = self.action_buttons + self.option_buttons + [b for b in self.group.buttons if b.data in ("top", "ready")]
        hovered = next((i for i, b in enumerate(drawn) if b.hover), None)
        draft = self.mouse if self.draft_options() else None
        return (self.model_key, self.app.size, self.lang, self.palette, tuple(self.selected), self.pick_prefix,
                None if self.narrowed is None else tuple(self.narrowed), self.option_page, self.focus_slot, self.cover_for, self.ctl.pending is not None, self.ctl.bot_thinking(),
                self.group.focus, self.group.keyboard, hovered, self.log_key(), draft,
                self.top_buttons_left)

    def draw(self, surf: pygame.Surface) -> None:
        """The table is drawn once into a layer and reused while nothing changes,
        so frames stay cheap while a bot thinks."""
        now = self.app.now
        rolling = self.motions.running("dice")
        key = self.frame_key()
        if rolling or key != self._layer_key or self._layer is None or self._layer.get_size() != surf.get_size():
            if self._layer is None or self._layer.get_size() != surf.get_size():
                self._layer = pygame.Surface(surf.get_size())
            self.draw_table(self._layer, now)
            self._layer_key = None if rolling else key
        surf.blit(self._layer, (0, 0))
        widgets.next_layer()                     # the banner lies over the table
        self.draw_banner(surf, now)

    def draw_table(self, surf: pygame.Surface, now: float) -> None:
        self.background(surf)
        lit = self.lit_parts()
        self.draw_row(surf, lit)
        self.draw_cc(surf, now)
        self.draw_mats(surf)
        if self.show_log:
            self.draw_log(surf)
        self.draw_topbar(surf)
        self.draw_top_buttons(surf)
        self.draft_rects = []
        if self.draft_options():
            widgets.next_layer()                 # the draft lies over the table
            self.draw_draft(surf)

    # the planet row
    def lit_ship(self) -> tuple[int, int] | None:
        """The ship (owner, index) the option under the mouse, or under the
        keyboard focus, would move: the board lights it."""
        b = self.group.hovered() or (self.group.focused() if self.group.keyboard else None)
        if b is None or not isinstance(b.data, tuple) or len(b.data) < 3 or b.data[0] != "option":
            return None
        return words.option_ship(self.view, self.viewer, b.data[2])

    def draw_row(self, surf: pygame.Surface, lit: dict) -> None:
        row = self.view["row"] or []
        lit_ship = self.lit_ship()
        for i, pid in enumerate(row):
            r = self.card_rects[i]
            if pid is None:
                pygame.draw.rect(surf, (30, 32, 44), r, border_radius=self.u(10))
                widgets.text(surf, tr("galaxies.planet.none"), r.center, self.u(13), theme.MUTED, "regular", "center", max_width=r.w - 8)
                continue
            p = words.content().planet(pid)
            widgets.shadow(surf, r, self.u(10))
            face = self.card_face(i, pid)
            surf.blit(face, r.topleft)
            widgets.placed(face, surf, r.topleft)
            s, o = self.part_rects[(i, "surface")], self.part_rects[(i, "orbit")]
            for part, rect in (("surface", s), ("orbit", o)):
                if lit.get((i, part)) is not None:
                    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
                    pygame.draw.rect(glow, (250, 210, 90, 70), glow.get_rect(), border_radius=self.u(6))
                    surf.blit(glow, rect.topleft)
                    pygame.draw.rect(surf, LIT, rect, max(2, self.u(2)), border_radius=self.u(6))
            # landed ships
            x = s.x + self.u(72)
            for seat, e in enumerate(self.view["empires"]):
                for n, (loc, slot, _pos) in enumerate(e["ships"]):
                    if loc == "surface" and slot == i:
                        if lit_ship == (seat, n):
                            art.draw_ship_light(surf, (x, s.centery + self.u(4)), self.u(10))
                        art.draw_ship(surf, (x, s.centery + self.u(4)), self.u(10), self.seat_rgb(seat), upright=True)
                        x += self.u(18)
            # ships on the track
            for k, cr in enumerate(self.track_cells(o, p.track_length)):
                ships = [(seat, n) for seat, e in enumerate(self.view["empires"]) for n, (loc, slot, pos) in enumerate(e["ships"])
                         if loc == "orbit" and slot == i and pos == k]
                for j, (seat, n) in enumerate(ships):
                    cy = cr.y + self.u(8) + j * self.u(9)
                    if cy < cr.bottom:
                        size = max(4, min(self.u(8), cr.w // 3))
                        if lit_ship == (seat, n):
                            art.draw_ship_light(surf, (cr.centerx, cy), size)
                        art.draw_ship(surf, (cr.centerx, cy), size, self.seat_rgb(seat))
            if self.focus_slot == i and self.hostile_turn():
                pygame.draw.rect(surf, self.hostile_rgb() if self.solo else theme.ACCENT, r.inflate(self.u(4), self.u(4)), max(3, self.u(4)), border_radius=self.u(12))
            if lit.get((i, "card")) is not None:
                pygame.draw.rect(surf, LIT, r, max(2, self.u(3)), border_radius=self.u(10))
            b = next((b for b in self.group.buttons if b.data and isinstance(b.data, tuple) and b.data[:2] == ("part", i) and self.focused(b)), None)
            if b is not None:
                pygame.draw.rect(surf, theme.ACCENT, b.rect, max(2, self.u(3)), border_radius=self.u(6))

    def track_cells(self, o: pygame.Rect, length: int) -> list[pygame.Rect]:
        """The spaces of a colonization track inside the orbit part ``o`` (start .. final)."""
        steps = length + 1
        cell = min(self.u(26), (o.w - self.u(8)) // steps)
        ch = min(self.u(40), o.bottom - o.y - self.u(24))
        ty = o.y + self.u(20) + (o.bottom - o.y - self.u(24) - ch) // 2
        return [pygame.Rect(o.x + self.u(4) + k * cell, ty, cell - self.u(2), ch) for k in range(steps)]

    def card_face(self, i: int, pid: str) -> pygame.Surface:
        """What never changes on a planet card (name, VP, picture, track, action), cached."""
        r = self.card_rects[i]
        key = (pid, r.size, self.lang, self.palette)
        img = self._faces.get(key)
        if img is not None:
            return img
        if len(self._faces) > 80:
            self._faces.clear()
        p = words.content().planet(pid)
        img = pygame.Surface(r.size, pygame.SRCALPHA)
        box = img.get_rect()
        dx, dy = -r.x, -r.y
        pygame.draw.rect(img, CARD_BG, box, border_radius=self.u(10))
        pygame.draw.rect(img, art.TRACK_RGB[p.track_type], box, max(2, self.u(3)), border_radius=self.u(10))
        with widgets.clipped(img, box):
            widgets.text(img, words.planet_name(pid), (self.u(8), self.u(13)), self.u(15), theme.TEXT, "bold", "midleft", max_width=box.w - self.u(44))
            badge = pygame.Rect(box.right - self.u(34), self.u(4), self.u(28), self.u(20))
            pygame.draw.rect(img, theme.GOLD, badge, border_radius=self.u(6))
            widgets.text(img, str(p.vp), badge.center, self.u(13), theme.INK, "bold", "center")
            s = self.part_rects[(i, "surface")].move(dx, dy)
            self.draw_part_bg(img, s, False)
            disc_r = min(self.u(24), s.h // 2 - self.u(6))
            art.draw_planet_disc(img, (s.x + disc_r * 13 // 10 + self.u(4), s.centery), disc_r, int(pid[1:]), theme.mix(art.TRACK_RGB[p.track_type], (120, 120, 200), 0.4))
            art.draw_resource(img, p.resource, (s.x + self.u(58), s.y + self.u(14)), self.u(10))
            widgets.text(img, tr("galaxies.part.surface"), (s.right - self.u(4), s.bottom - self.u(2)), self.u(10), theme.MUTED, "regular", "bottomright")
            o = self.part_rects[(i, "orbit")].move(dx, dy)
            self.draw_part_bg(img, o, False)
            widgets.text(img, words.track_name(p.track_type), (o.x + self.u(4), o.y + self.u(2)), self.u(11), art.TRACK_RGB[p.track_type], "bold", max_width=o.w - self.u(8))
            cells = self.track_cells(o, p.track_length)
            for k, cr in enumerate(cells):
                pygame.draw.rect(img, (50, 58, 90) if k < len(cells) - 1 else (90, 80, 40), cr, border_radius=self.u(4))
            ey = o.bottom + self.u(6)
            track = p.effect.params.get("track") if p.effect.params.get("track") in ("diplomacy", "economy") else p.track_type
            art.draw_effect_icon(img, p.effect.key, pygame.Rect(self.u(5), ey + self.u(1), self.u(18), self.u(18)), art.effect_resource(p), track)
            text = words.planet_text(pid)
            tb = pygame.Rect(self.u(26), ey, box.w - self.u(32), box.bottom - ey - self.u(6))
            size = self.u(15)
            while size > self.u(9) and widgets.wrapped_height(text, size, tb.w) > tb.h:
                size -= 1
            widgets.wrapped(img, text, tb, size, (214, 218, 230), spacing=1.15)
        self._faces[key] = img
        return img

    def draw_part_bg(self, surf: pygame.Surface, rect: pygame.Rect, lit: bool) -> None:
        pygame.draw.rect(surf, (40, 48, 78) if not lit else (84, 76, 40), rect, border_radius=self.u(6))
        if lit:
            pygame.draw.rect(surf, LIT, rect, max(2, self.u(2)), border_radius=self.u(6))

    # the control center
    def draw_cc(self, surf: pygame.Surface, now: float) -> None:
        r = self.cc
        widgets.shadow(surf, r, self.u(12))
        pygame.draw.rect(surf, (30, 36, 50), r, border_radius=self.u(12))
        pygame.draw.rect(surf, (96, 110, 150), r, max(2, self.u(3)), border_radius=self.u(12))
        title = tr("galaxies.cc.title")
        hostile_turn = self.hostile_turn()
        if hostile_turn:
            title += " · " + tr("galaxies.action_track.title", hostile=self.name(self.hostile_seat))
        elif self.view.get("decision") and not self.view.get("over"):
            title += " · " + tr("galaxies.cc.follow_cost", n=self.view.get("follow_cost", 1))
        widgets.text(surf, title, (r.x + self.u(16), r.y + self.u(10)), self.u(14), theme.MUTED, "bold", max_width=r.w - self.u(260))
        dice = self.view.get("dice") or []
        size = self.die_size()
        tumbling = self.motions.data("dice", frozenset())
        self.drawn_dice = None
        if hostile_turn:
            self.draw_action_track(surf, size)
        else:
            import random as _random
            rng = _random.Random(int(now * 14))
            lit_dice = self.lit_dice()
            self.drawn_dice = [None if d["status"] == "unused" and i in tumbling else d["face"] for i, d in enumerate(dice)]
            for i, d in enumerate(dice):
                rect = self.die_rects[i]
                status = d["status"]
                if status == "unused" and i in tumbling:
                    img = pygame.transform.rotate(art.die_surface(art_face(rng), size), rng.randrange(-30, 30))
                    surf.blit(img, img.get_rect(center=rect.center))
                    continue
                sel = i in self.selected
                lift = self.u(8) if sel else 0
                dim = status != "unused"
                surf.blit(art.die_surface(d["face"], size, selected=sel, dim=dim), (rect.x, rect.y - lift))
                tag = str(i + 1) if status == "unused" else tr(f"galaxies.die.status.{status}")
                widgets.text(surf, tag, (rect.centerx, rect.bottom + self.u(3)), self.u(11), (190, 200, 210), "bold", "midtop", max_width=rect.w + self.u(8))
                if i in lit_dice:
                    pygame.draw.rect(surf, LIT, rect.inflate(self.u(8), self.u(8)).move(0, -lift), max(2, self.u(3)), border_radius=self.u(10))
                b = next((b for b in self.group.buttons if b.data == ("die", i)), None)
                if b is not None and self.focused(b):
                    pygame.draw.rect(surf, theme.ACCENT, rect.inflate(self.u(6), self.u(6)).move(0, -lift), max(2, self.u(3)), border_radius=self.u(10))
            # the converter: two slots, named under them
            if dice:
                conv = [i for i, d in enumerate(dice) if d["status"] == "in_converter"]
                cx = self.die_rects[min(6, max(len(dice), 4))].x + self.u(10)
                cs = self.u(30)
                for k in range(2):
                    slot = pygame.Rect(cx + k * (cs + self.u(6)), self.die_rects[0].y + self.u(8), cs, cs)
                    pygame.draw.rect(surf, (44, 52, 74), slot, border_radius=self.u(6))
                    pygame.draw.rect(surf, (120, 130, 170), slot, 1, border_radius=self.u(6))
                    if k < len(conv):
                        surf.blit(art.die_surface(dice[conv[k]]["face"], cs - self.u(4), dim=True), slot.inflate(-self.u(4), -self.u(4)))
                widgets.text(surf, tr("galaxies.converter"), (cx, self.die_rects[0].y + self.u(8) + cs + self.u(4)), self.u(11), theme.MUTED, "bold")
        # the decision panel or help
        p = self.panel
        widgets.panel(surf, p, (24, 28, 40), self.u(8), (70, 80, 110), 1)
        if self.cover_for is not None:
            widgets.text(surf, tr("handover.prompt", player=self.name(self.cover_for)), (p.x + self.u(10), p.y + self.u(8)), self.u(14), theme.GOLD, "bold", max_width=p.w - self.u(20))
        elif self.option_buttons:
            text = words.prompt(self.view, self.viewer, self.names, self.colours)
            widgets.text(surf, text, (p.x + self.u(10), p.y + self.u(8)), self.u(14), theme.GOLD, "bold", max_width=p.w - self.u(20))
            for b in self.option_buttons:
                b.draw(surf, self.k, self.focused(b))
        else:
            widgets.wrapped(surf, self.help_text(), p.inflate(-self.u(20), -self.u(14)), self.u(13), (206, 214, 226))
        for b in self.action_buttons:
            b.draw(surf, self.k, self.focused(b))

    def hostile_turn(self) -> bool:
        """The hostile galaxy's turn is on (its action track shows)."""
        return self.solo and self.view.get("active") == self.hostile_seat and not self.view.get("over")

    def draw_action_track(self, surf: pygame.Surface, size: int) -> None:
        """The solo action track: the hostile galaxy's dice as they are placed, and
        the die it rolled and has not yet resolved."""
        track = list(self.view.get("track") or [])
        rolled = self.view.get("hostile_die")
        for k in range(7):
            rect = self.die_rects[k]
            pygame.draw.rect(surf, (44, 40, 56), rect, border_radius=self.u(8))
            pygame.draw.rect(surf, (120, 90, 110), rect, 1, border_radius=self.u(8))
            if k < len(track):
                surf.blit(art.die_surface(track[k], size), rect)
            elif k == len(track) and rolled:
                img = art.die_surface(rolled, size, selected=True)
                surf.blit(img, rect.move(0, -self.u(8)))

    def help_text(self) -> str:
        if self.view.get("over"):
            return tr("galaxies.help.over")
        if self.automaton_moving():
            return tr("galaxies.help.showing", player=self.name(self.ctl.automaton_due()))
        if self.my_main():
            if len(self.selected) == 1:
                return tr("galaxies.help.one", action=words.action_name(self.view["dice"][self.selected[0]]["face"]))
            if len(self.selected) == 2:
                return tr("galaxies.help.two")
            return tr("galaxies.help.main")
        d = self.decision
        seat = d.get("seat")
        if seat is not None and self.ctl.is_bot(seat):
            return self.bot_deciding(seat)
        return tr("galaxies.help.wait")

    # the mats
    def draw_mats(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, (22, 26, 36), self.right)
        pygame.draw.line(surf, theme.EDGE, self.right.topleft, self.right.bottomleft)
        active = self.view.get("active")
        winners = self.view.get("winners") or []
        lit_mats = self.lit_mats()
        lit_ship = self.lit_ship()
        empire = words.content().empire
        for seat, row in enumerate(self.mat_rects):
            e = self.view["empires"][seat]
            on = active == seat and not self.view.get("over")
            edge = LIT if seat in lit_mats else (theme.GOLD if on or seat in winners else theme.EDGE)
            widgets.panel(surf, row, (52, 60, 80) if on else (34, 40, 54), self.u(8), edge, 3 if seat in lit_mats else (2 if on else 1))
            with widgets.clipped(surf, row.inflate(-self.u(4), -self.u(2))):
                rgb = self.seat_rgb(seat)
                pygame.draw.rect(surf, rgb, (row.x + self.u(4), row.y + self.u(4), self.u(6), row.h - self.u(8)), border_radius=self.u(3))
                draw_chip(surf, (row.x + self.u(23), row.y + self.u(13)), self.u(17), self.seat_identity(seat))
                x = row.x + self.u(36)
                room = row.right - self.u(48) - x
                who = self.who(seat)
                name_rect = widgets.text(surf, self.name(seat), (x, row.y + self.u(4)), self.u(14), theme.TEXT, "bold", max_width=room * 3 // 5, shorten=True)
                if who:                                   # who plays the seat, after the name
                    wx = name_rect.right + self.u(6)
                    avail = max(8, x + room - wx)
                    if fonts.font(fonts.fit_size(who, self.u(11), avail), "regular").size(who)[0] > avail:
                        who = who.split(" · ")[-1]        # no room for both: "thinking…" alone
                    widgets.text(surf, who, (wx, name_rect.centery + self.u(1)), self.u(11), theme.MUTED, "regular", "midleft", max_width=avail)
                widgets.text(surf, str(e["vp"]), (row.right - self.u(10), row.y + self.u(4)), self.u(22), theme.GOLD, "title", "topright")
                widgets.text(surf, tr("galaxies.vp"), (row.right - self.u(10), row.y + self.u(30)), self.u(9), theme.MUTED, "regular", "topright")
                y2 = row.y + self.u(24)
                if e["hostile"]:
                    line = tr("galaxies.mat.hostile", level=e["level"], dice=self.hostile_dice(e["level"]))
                else:
                    lv, nxt = empire[e["level"] - 1], words.next_level(e["level"])
                    line = (tr("galaxies.mat.level_next", level=e["level"], dice=lv.dice, ships=lv.ships, cost=nxt.cost) if nxt
                            else tr("galaxies.mat.level", level=e["level"], dice=lv.dice, ships=lv.ships))
                widgets.text(surf, line, (x, y2), self.u(11), theme.MUTED, max_width=room)
                y3 = row.y + self.u(44)
                art.draw_resource(surf, "energy", (x + self.u(8), y3 + self.u(8)), self.u(8))
                widgets.text(surf, str(e["energy"]), (x + self.u(20), y3 + self.u(8)), self.u(13), theme.TEXT, "bold", "midleft")
                art.draw_resource(surf, "culture", (x + self.u(44), y3 + self.u(8)), self.u(8))
                widgets.text(surf, str(e["culture"]), (x + self.u(56), y3 + self.u(8)), self.u(13), theme.TEXT, "bold", "midleft")
                home = sum(1 for s in e["ships"] if s[0] == "mat")
                if lit_ship is not None and lit_ship[0] == seat and e["ships"][lit_ship[1]][0] == "mat":
                    art.draw_ship_light(surf, (x + self.u(86), y3 + self.u(8)), self.u(7))
                art.draw_ship(surf, (x + self.u(86), y3 + self.u(8)), self.u(7), rgb)
                widgets.text(surf, str(home), (x + self.u(96), y3 + self.u(8)), self.u(13), theme.TEXT, "bold", "midleft")
                cxp = x + self.u(118)
                for pid in e["colonies"]:
                    p = words.content().planet(pid)
                    chip = pygame.Rect(cxp, y3 + self.u(1), self.u(12), self.u(15))
                    if chip.right > row.right - self.u(6):
                        break
                    pygame.draw.rect(surf, art.TRACK_RGB[p.track_type], chip, border_radius=self.u(3))
                    cxp += self.u(14)
                if e["hostile"] and self.view.get("hostile"):
                    attack = self.hostile_attack(e["level"])
                    if attack:
                        box = pygame.Rect(x, row.y + self.u(62), row.right - self.u(8) - x, row.bottom - self.u(2) - (row.y + self.u(62)))
                        size = self.u(11)
                        while size > self.u(8) and widgets.wrapped_height(attack, size, box.w) > box.h:
                            size -= 1
                        widgets.wrapped(surf, attack, box, size, (236, 190, 170))
                if not e["hostile"] and e.get("has_mission"):
                    mark = tr("galaxies.mat.mission") if seat != self.viewer or not self.view.get("my_mission") else words.mission_name(self.view["my_mission"])
                    if row.h > self.u(70):
                        widgets.text(surf, mark, (x, row.y + self.u(62)), self.u(10), (190, 180, 140), max_width=row.w - self.u(24))

    def hostile_attack(self, level: int) -> str:
        """What the hostile galaxy's attack does at ``level`` (its Utilize), in words; "" on the skull."""
        hid = (self.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        if h is None or not 0 < level <= len(h.levels) or h.levels[level - 1].is_skull:
            return ""
        return tr("galaxies.mat.attack", attack=words.attack_text(hid, level))

    def hostile_dice(self, level: int) -> int:
        hid = (self.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        return h.levels[level - 1].dice if h else 0

    def who(self, seat: int) -> str:
        if self.ctl.is_automaton(seat) or seat >= len(self.ctl.seats):
            return ""                           # the hostile galaxy: its name and level line say it
        spec = self.ctl.seats[seat]
        text = tr("board.you") if spec.kind == "human" else tr(f"seat.bot.{spec.level}")
        if self.ctl.bot_thinking() == seat:
            text += " · " + tr("seat.thinking")
        return text

    def draw_banner(self, surf: pygame.Surface, now: float) -> None:
        text = self.banner
        if not text:
            return
        size = self.u(17)
        width = self.row_area.w - self.u(60)
        lines = fonts.wrap(text, size, width, "bold")[:2]
        lh = int(size * 1.3)
        box = pygame.Rect(0, 0, max(fonts.font(size, "bold").size(x)[0] for x in lines) + self.u(36), len(lines) * lh + self.u(16))
        box.midbottom = (self.row_area.centerx, self.cc.y - self.u(6))
        widgets.shadow(surf, box, self.u(10))
        widgets.panel(surf, box, theme.PARCHMENT, self.u(10), theme.GOLD, 2)
        y = box.y + self.u(8)
        for line in lines:
            widgets.text(surf, line, (box.centerx, y), size, theme.INK, "bold", "midtop")
            y += lh

    def draw_draft(self, surf: pygame.Surface) -> None:
        """The secret mission draft: two cards, keep one."""
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surf.blit(veil, (0, 0))
        w, h = surf.get_size()
        box = pygame.Rect(0, 0, min(self.u(760), w - self.u(40)), self.u(400))
        box.center = (w // 2, h // 2)
        widgets.panel(surf, box, theme.BG2, self.u(14), theme.GOLD, 2)
        widgets.text(surf, tr("galaxies.draft.title", player=self.name(self.viewer)), (box.centerx, box.y + self.u(20)), self.u(24), theme.GOLD, "title", "midtop", max_width=box.w - self.u(40))
        widgets.text(surf, tr("galaxies.draft.body"), (box.centerx, box.y + self.u(60)), self.u(14), theme.MUTED, "regular", "midtop", max_width=box.w - self.u(40))
        opts = self.draft_options()
        cw = (box.w - self.u(60)) // max(1, len(opts))
        for k, option in enumerate(opts):
            card = pygame.Rect(box.x + self.u(20) + k * (cw + self.u(20)), box.y + self.u(96), cw - self.u(10), box.h - self.u(120))
            hover = card.collidepoint(self.mouse)
            widgets.panel(surf, card, (64, 56, 40) if hover else (48, 44, 36), self.u(10), theme.GOLD, 2 if hover else 1)
            m = next(x for x in words.content().missions if x.id == option[1])
            widgets.text(surf, f"{k + 1}. {words.mission_name(m.id)}", (card.x + self.u(14), card.y + self.u(14)), self.u(20), theme.GOLD, "bold", max_width=card.w - self.u(70))
            vp = f"{m.vp}" + (f" / {m.vp_tied}" if m.vp_tied else "")
            widgets.text(surf, tr("galaxies.draft.vp", vp=vp), (card.right - self.u(14), card.y + self.u(16)), self.u(14), theme.TEXT, "bold", "topright")
            widgets.wrapped(surf, words.mission_text(m.id), pygame.Rect(card.x + self.u(14), card.y + self.u(54), card.w - self.u(28), card.h - self.u(100)), self.u(16), theme.TEXT)
            widgets.text(surf, tr("galaxies.draft.keep"), (card.centerx, card.bottom - self.u(14)), self.u(14), theme.ACCENT, "bold", "midbottom", max_width=card.w - self.u(20))
            self.draft_rects.append((card, option))


def art_face(rng) -> str:
    return words.ACTIONS[rng.randrange(6)]
