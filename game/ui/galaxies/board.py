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
as the kit narrates all automatic play, Space (Next) plays the next step at
once and the top bar's Skip the rest of the turn.  Hotseat humans get the
kit's "pass the screen" cover before their secret choices.

Each panel is an object in a module of its own, over one ``Look`` (the
kit's ``TableView``, the seats' words and chips, the scale): ``planet_row``,
``dice_tray`` (with the action column), ``decision_panel``, ``empire_mats``,
``overlays`` (the mission draft, the banner), ``picking`` (the open options
and the viewer's ``Pick``) and ``log_lines``.  Panels return intents and the
board carries them out in one place (``act``: a choice is one submit); it
composes the panels and keeps the layout, the keys and the chrome, and the
names the lesson's coach and the tests read, as read-only properties.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.controller import Controller
from game.ui.galaxies import art, changes, prompts, words
from game.ui.galaxies.decision_panel import DecisionPanel
from game.ui.galaxies.dice_tray import DiceTray
from game.ui.galaxies.empire_mats import EmpireMats
from game.ui.galaxies.log_lines import LogLines
from game.ui.galaxies.look import Look
from game.ui.galaxies.overlays import Overlays
from game.ui.galaxies.pick import Pick
from game.ui.galaxies.picking import FOLLOW_PROMPTS, Picking
from game.ui.galaxies.pieces import Pieces
from game.ui.galaxies.planet_row import PlanetRow
from game.ui.i18n import tr
from game.ui.table import toast
from game.ui.table.chrome import BoardChrome
from game.ui.table.identity import draw_chip, seat_tag
from game.ui.table.view import TableView

ANNOUNCE = frozenset({"hostile_level", "hostile_bonus", "colonize", "end_triggered", "solo_win", "hostile_attack"})


class GalaxiesBoardScene(BoardChrome):
    """The table: the panels' mixins over the shared chrome (``BoardChrome``)."""

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
        self.log_words = LogLines(self.names, self.colours, self.hostile_seat, lambda: self.ctl.match.view(None))
        self.picking = Picking()              # the open options and the viewer's half-made choice (its Pick)
        self.overlays = Overlays()            # the mission draft and the banner
        self.mats = EmpireMats(self.act)      # every seat's mat, down the right side
        self.pieces = Pieces()                # the ships as the last picture drew them
        self.planets = PlanetRow(self.click_part)     # the planet row's cards
        # animations and timers (self.motions): "dice" the dice tumbling (data: which
        # dice), "banner" a banner's time on screen
        self.cover_for: int | None = None   # hotseat: the kit's cover hides this human's secret choice (``covered_seat``)
        self.tray = DiceTray(self.act, self.why_not_main)     # the dice and the action column
        self.decisions = DecisionPanel(self.act)  # the decision panel under the dice
        self.focus_slot: int | None = None    # the card the automaton's last step happened on
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        base_delay = controller.bot_delay
        controller.bot_delay = lambda: base_delay() * (0.3 if self.bot_follow_pending() else 1.0)
        self.refresh(force=True, quiet=True)

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

    # the half-made pick, read-only (tests and the coach read it; ``self.pick`` changes it)
    @property
    def selected(self) -> list[int]:
        return list(self.pick.selected)

    @property
    def pick_prefix(self) -> tuple:
        return self.pick.prefix

    @property
    def narrowed(self) -> list[tuple] | None:
        return self.pick.narrowed

    def look(self) -> Look:
        """What the panels draw from now: the kit's reading, the seats' words and chips, the scale."""
        tv = self.table or TableView(viewer=None, cover=None, view=self.view, legal=())
        return Look(tv, self.name, self.seat_identity, self.u, self.k, self.hostile_seat, self.lang, self.palette,
                    tuple(self.names), tuple(self.colours))

    def act(self, intent: tuple | None) -> None:
        """Carry out a panel's intent: ``("choose", option)`` is one submit of one
        action; ``("narrow", options)`` offers only those; ``("use_die",)`` is
        the Use button; ``("explain", text)`` says why a click did nothing."""
        if intent is None:
            return
        kind = intent[0]
        if kind == "submit":
            assert self.viewer is not None      # only a seated player's panels submit
            self.ctl.submit_human(self.viewer, intent[1])
        elif kind == "redraw":
            self.rebuild()
        elif kind == "why_not_main":
            self.explain(self.why_not_main())
        elif kind == "choose":
            self.choose(intent[1])
        elif kind == "prefix":
            self.choose_prefix(intent[1])
        elif kind == "more":
            self.pick.next_page()
            self.rebuild()
        elif kind == "narrow":
            self.pick.narrow(intent[1])
            self.rebuild()
        elif kind == "use_die":
            self.use_die()
        elif kind == "die":
            self.click_die(intent[1])
        elif kind == "reroll":
            self.reroll()
        elif kind == "convert":
            self.convert()
        elif kind == "end_turn":
            self.end_turn()
        elif kind == "scores":
            self.open_scoring()
        elif kind == "leave":
            self.leave()
        elif kind == "explain":
            self.explain(intent[1])

    # the picking, as the panels, the coach and the tests ask it
    @property
    def pick(self) -> Pick:
        return self.picking.pick

    def current_options(self) -> list[tuple]:
        return self.picking.current_options(self.look())

    def steps(self, options: list[tuple]) -> tuple[list[tuple], bool]:
        return self.picking.steps(self.look(), options)

    def choice_lists(self) -> list[list[str]]:
        return self.picking.choice_lists(self.look())

    def lit_parts(self) -> dict[tuple[int, str], list[tuple]]:
        return self.picking.lit_parts(self.look())

    def lit_dice(self) -> set[int]:
        return self.picking.lit_dice(self.look())

    def aim_view(self) -> dict:
        return self.picking.aim_view(self.look())

    def aim(self, die: int, narrowed: list[tuple] | None = None) -> None:
        self.act(self.picking.aim(die, narrowed))

    def choose(self, option: tuple) -> None:
        self.act(self.picking.choose(self.look(), option))

    def choose_prefix(self, prefix: tuple) -> None:
        self.act(self.picking.choose_prefix(prefix))

    def click_part(self, slot: int, part: str) -> None:
        self.act(self.picking.click_part(self.look(), slot, part))

    # the dice tray: its names the coach and the tests read, and what its keys do
    @property
    def die_rects(self) -> list[pygame.Rect]:
        return self.tray.die_rects

    @property
    def action_buttons(self) -> list[widgets.Button]:
        return self.tray.action_buttons

    @property
    def drawn_dice(self) -> list[str | None] | None:
        return self.tray.drawn_dice

    def action_x(self) -> int:
        return self.tray.action_x(self.look())

    def converter_slots(self) -> list[pygame.Rect]:
        return self.tray.converter_slots(self.look())

    def can_reroll(self) -> bool:
        return self.my_main() and any(o[0] == "reroll" for o in self.legal())

    def why_not_main(self) -> str:
        return prompts.why_not_main(self.look(), self.ctl.automaton_due(), self.ctl.is_bot)

    def click_die(self, i: int) -> None:
        self.act(self.picking.click_die(self.look(), i))

    def use_die(self) -> None:
        self.act(self.picking.use_die(self.look()))

    def reroll(self) -> None:
        self.act(self.tray.reroll(self.look(), self.pick))

    def convert(self) -> None:
        self.act(self.tray.convert(self.look(), self.pick))

    def end_turn(self) -> None:
        self.act(DiceTray.end_turn(self.look()))

    # the decision panel's names the coach and the tests read
    @property
    def panel(self) -> pygame.Rect:
        return self.decisions.rect

    @property
    def option_buttons(self) -> list[widgets.Button]:
        return self.decisions.buttons

    def help_text(self) -> str:
        return DecisionPanel.help_text(self.look(), self.pick, self.ctl.automaton_due(), self.bot_deciding, self.ctl.is_bot,
                                       self.waiting_line)

    def draw_decision_panel(self, surf: pygame.Surface) -> None:
        cover = self.name(self.cover_for) if self.cover_for is not None else None
        self.decisions.draw(surf, self.look(), self.aim_view(), cover, self.help_text(), self.focused)

    # the row's, the mats' and the pieces' names the coach and the tests read
    @property
    def row_area(self) -> pygame.Rect:
        return self.planets.area

    @property
    def card_rects(self) -> list[pygame.Rect]:
        return self.planets.card_rects

    @property
    def part_rects(self) -> dict[tuple[int, str], pygame.Rect]:
        return self.planets.part_rects

    def lit_ship(self) -> tuple[int, int] | None:
        """The ship (owner, index) the option under the mouse, or under the
        keyboard focus, would move: the board lights it."""
        b = self.group.hovered() or (self.group.focused() if self.group.keyboard else None)
        if b is None or not isinstance(b.data, tuple) or len(b.data) < 3 or b.data[0] != "option":
            return None
        assert self.viewer is not None          # option buttons show only for a seated player's decision
        return words.option_ship(self.view, self.viewer, b.data[2])

    @property
    def mat_rects(self) -> list[pygame.Rect]:
        return self.mats.rects

    @property
    def drawn_ships(self) -> list[tuple]:
        return self.pieces.drawn

    def mat_tip(self, seat: int) -> str:
        return EmpireMats.tip(self.look(), seat, self.ctl.is_automaton)

    def lit_mats(self) -> set[int]:
        return EmpireMats.lit(self.current_options())

    # the overlays' names the coach and the tests read
    @property
    def draft_rects(self) -> list[tuple[pygame.Rect, tuple]]:
        return self.overlays.draft_rects

    def draft_options(self) -> list[tuple]:
        return self.overlays.draft_options(self.look())

    @property
    def banner(self) -> str | None:
        """The banner's text while it shows (a timer on the board's clock: its end takes it away)."""
        return self.motions.data("banner")

    @property
    def decision(self) -> dict:
        return self.view.get("decision") or {}

    def bot_follow_pending(self) -> bool:
        d = self.ctl.match.view(None).get("decision") or {}
        return d.get("prompt") in FOLLOW_PROMPTS

    def my_decision(self) -> bool:
        """The viewer (a human) owes the decision now and the screen shows it."""
        return self.table is not None and self.table.owes

    def my_main(self) -> bool:
        return self.my_decision() and self.decision.get("prompt") == "main"

    def legal(self) -> list[tuple]:
        return list(self.table.legal) if self.table is not None else []

    def hostile_turn(self) -> bool:
        """The hostile galaxy's turn is on (its action track shows)."""
        return self.solo and self.view.get("active") == self.hostile_seat and not self.view.get("over")

    def seen_view(self, viewer: int | None, cover: int | None) -> dict:
        """A shared screen shows the viewer's secrets only during their covered secret choice."""
        shared = len(self.ctl.humans) > 1
        secret = viewer is not None and (self.ctl.match.view(None).get("decision") or {}).get("prompt") == "keep_mission"
        view = self.ctl.match.view(viewer if cover is None else None)
        if shared and not secret:
            view["my_mission"] = view["my_discarded"] = None
        return view

    def table_changed(self, tv: TableView) -> None:
        """A new reading of the table: the half-made picks start again."""
        self.cover_for = tv.cover
        self.pick.clear()

    # --- what changed (the kit's pulses and bot marks) ------------------------------------------
    def counter_values(self, tv: TableView) -> dict:
        return changes.counter_values(tv.view)

    def counter_spots(self) -> dict:
        return dict(self.mats.spots)

    def counter_texts(self) -> list:
        return self.mats.texts

    def counter_rooms(self) -> dict:
        """The mats are full: a pill may lie between them too (never down in the log)."""
        side = self.mats.right
        bottom = self.log_rect.top if self.show_log and self.log_rect.top > side.top else side.bottom
        return dict.fromkeys(self.mats.spots, pygame.Rect(side.x, side.y, side.w, bottom - side.y))

    def move_marks(self, seat: int, action: tuple, events: list) -> list:
        return changes.move_marks(events, self.view.get("row") or [])

    def mark_spots(self) -> dict:
        return changes.mark_spots(self.planets, self.tray)

    # --- the log -------------------------------------------------------------------------
    turn_event = "turn_start"

    def forget_log(self) -> None:
        super().forget_log()
        self.log_words.forget()

    def event_line(self, ev) -> tuple[str, int | None] | None:
        """The kit's log hook: one event in words (``log_lines.LogLines``)."""
        return self.log_words.line(ev)

    def on_event(self, ev) -> None:
        """A new event's picture cues: the dice tumbling, the card it happened on,
        a banner for the big ones (none while a skipped run of hostile steps is told)."""
        if self.ctl.hurry:
            return
        args = ev.args
        slot = args.get("slot")
        self.focus_slot = slot if isinstance(slot, int) and slot >= 0 else None
        if ev.kind in ("roll", "reroll"):
            # only the dice thrown tumble: all of them on a roll, the chosen ones on a reroll
            dice = args.get("dice") if ev.kind == "reroll" else range(len(args.get("faces") or ()))
            self.motions.start("dice", self.app.settings.anim_seconds * 1.6, data=frozenset(dice or ()))
        if ev.kind in ANNOUNCE or ev.kind in ("hostile_turn",):
            toast.show_banner(self.motions, self.log_lines[-1][0])     # the line just told (``event_line``)

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(290), int(w * 0.23))
        self.topbar = pygame.Rect(0, 0, w, top)
        self.right = pygame.Rect(w - rp, top, rp, h - top)
        main_w = w - rp
        seats = self.view.get("seats", 1)
        pad = self.u(8)
        look = self.look()
        # each mat as tall as what it shows: rivals compact, the viewer's with its mission, the hostile galaxy's with its attack
        heights = [self.u(EmpireMats.height(look, i)) for i in range(seats)]
        tops = [top + pad + sum(heights[:i]) for i in range(seats)]
        mat_rects = [pygame.Rect(self.right.x + pad, tops[i], rp - 2 * pad, heights[i] - self.u(4)) for i in range(seats)]
        self.mats.layout(self.right, mat_rects)
        mats_bottom = mat_rects[-1].bottom if mat_rects else top
        self.log_rect = pygame.Rect(self.right.x + pad, mats_bottom + pad, rp - 2 * pad, h - mats_bottom - 2 * pad)
        cc_h = self.u(262)
        self.cc = pygame.Rect(self.u(10), h - cc_h - self.u(8), main_w - self.u(20), cc_h)
        if not self.show_log and mats_bottom + pad < self.cc.y:     # the log's room goes to the control center
            self.right.h = mats_bottom + pad - top
            self.cc.w = w - self.u(20)
            self.log_rect.h = 0
        self.planets.layout(pygame.Rect(self.u(10), top + self.u(8), main_w - self.u(20), self.cc.y - top - self.u(16)), self.look())
        self.build_buttons()

    def build_buttons(self) -> None:
        """Every button of the table, in focus order: the dice and the action column, the
        decision panel's options, the top bar, the planet cards, the mats (under the mission
        draft's veil: only its cards, the top bar and the planet row it leaves in view)."""
        look = self.look()
        cc = self.cc
        self.tray.layout(cc, look)
        buttons = self.tray.buttons(look, self.pick)
        top = cc.y + self.u(40) + self.tray.die_size(look) + self.u(40)
        self.decisions.layout(pygame.Rect(cc.x + self.u(12), top, self.tray.action_x(look) - cc.x - self.u(28), cc.bottom - top - self.u(10)))
        buttons += self.decisions.build(self.look(), self.picking)
        draft = self.overlays.draft_buttons(look, self.app.size, self.row_area, self.right.x, self.choose)
        if draft:       # the draft lies over the table: its cards, the top bar and the planet row if it is in view
            row = self.planets.buttons(look) if self.overlays.row_in_view(self.app.size, self.u, self.row_area, self.right.x) else []
            self.group.set(draft + self.top_buttons() + row)
            self.group.focus = 0
            return
        buttons += self.top_buttons()
        buttons += self.planets.buttons(self.look())
        buttons += self.mats.buttons(self.look(), self.ctl.is_automaton,
                                     lambda seat: EmpireMats.click(self.look(), seat, self.pick, self.current_options()),
                                     lambda: self.mouse)
        self.group.set(buttons)
        if self.option_buttons and self.cover_for is None:
            first = next((b for b in self.option_buttons if b.style == "primary"), self.option_buttons[0])
            self.group.focus = buttons.index(first)

    # --- the kit's hooks -----------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def seat_identity(self, seat: int) -> theme.Identity:
        """A player's chip; the hostile galaxy's is its own colour with an "H" on a star."""
        if seat == self.hostile_seat and self.view.get("hostile"):
            rgb = self.hostile_rgb()
            return theme.Identity("hostile", rgb, (20, 20, 24) if sum(rgb) / 3 > 140 else (245, 245, 240), "H", "star")
        return super().seat_identity(seat)

    def drop_pick(self) -> bool:
        return self.pick.clear()

    def more_choices(self) -> bool:
        if not any(b.data == "more" for b in self.option_buttons):
            return False
        self.act(("more",))
        return True

    # --- scenes and keys -----------------------------------------------------------------
    def open_rules(self) -> None:
        from game.ui.galaxies.rules import GalaxiesRulesScene

        self.app.push(GalaxiesRulesScene(self.app))

    def open_scoring(self) -> None:
        from game.ui.galaxies.scoring import GalaxiesScoringScene

        self.app.push(GalaxiesScoringScene(self.app, self))

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
        super().handle(event)

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()

    # --- seats and the top bar ----------------------------------------------------------
    def hostile_rgb(self) -> tuple[int, int, int]:
        hid = (self.view.get("hostile") or {}).get("id")
        h = next((x for x in words.content().hostiles if x.id == hid), None)
        return art.HOSTILE_RGB.get(h.color if h else "", (200, 80, 80))

    def who(self, seat: int) -> str:
        if self.ctl.is_automaton(seat) or seat >= len(self.ctl.seats):
            return ""                           # the hostile galaxy: its name and level line say it
        return seat_tag(self.ctl, seat, self.viewer)        # the kit's words: "you", "easy bot · thinking…"

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
        return prompts.topbar_prompt(self.look(), self.pick, self.ctl.automaton_due(), self.ctl.is_bot, self.waiting_line)

    def bot_deciding(self, seat: int) -> str:
        return prompts.bot_deciding(self.look(), seat)

    def focused(self, b: widgets.Button) -> bool:
        return self.group.keyboard and self.group.focused() is b

    # --- when to draw ------------------------------------------------------------------------
    def forget_frame(self) -> None:
        self._layer_key = None

    def drawn_facts(self) -> dict:
        facts = {"ships": sorted(self.drawn_ships)}
        return facts if self.drawn_dice is None else facts | {"dice": list(self.drawn_dice)}

    def state_facts(self) -> dict:
        facts = {"ships": prompts.ship_facts(self.look())}
        return facts if self.hostile_turn() else facts | {"dice": [d["face"] for d in self.view.get("dice") or []]}

    def frame_key(self) -> tuple:
        """Everything the table's picture depends on (bar the timed banner and the dice tumbling)."""
        drawn = self.action_buttons + self.option_buttons + [b for b in self.group.buttons if b.data == "top"]
        hovered = next((i for i, b in enumerate(drawn) if b.hover), None)
        draft = self.mouse if self.draft_options() else None
        return (self.table_key, self.app.size, self.lang, self.palette, self.pick.key(), self.focus_slot, self.cover_for, self.ctl.pending is not None, self.ctl.bot_thinking(),
                self.group.focus, self.group.keyboard, hovered, self.log_key(), draft,
                self.top_buttons_left, self.lit_ship())

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
        self.draw_changes(surf)
        widgets.next_layer()                     # the banner lies over the table
        self.overlays.draw_banner(surf, self.look(), self.banner, self.row_area, self.cc.y)

    def draw_table(self, surf: pygame.Surface, now: float) -> None:
        self.background(surf)
        self.pieces.start()
        look, lit = self.look(), self.lit_parts()
        focused = self.group.focused() if self.group.keyboard else None
        focus = None
        if self.focus_slot is not None and self.hostile_turn():
            focus = (self.focus_slot, self.hostile_rgb() if self.solo else theme.ACCENT)
        self.planets.draw(surf, look, lit, self.lit_ship(), self.pieces, focused, focus)
        self.tray.draw(surf, look, self.pick, now, self.motions.data("dice", frozenset()), self.lit_dice(), focused)
        self.draw_decision_panel(surf)
        self.tray.draw_actions(surf, look, self.focused)
        self.mats.draw(surf, self.look(), EmpireMats.lit(self.current_options()), self.lit_ship(), self.pieces, self.who)
        if self.show_log:
            self.draw_log(surf)
        self.draw_topbar(surf)
        self.draw_top_buttons(surf)
        self.overlays.draw_draft(surf, self.look(), self.mouse, self.row_area, self.right.x, focused)
