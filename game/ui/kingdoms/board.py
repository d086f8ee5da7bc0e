"""The Kingdoms board: the composition of its panels, and the table around them.

Each panel is an object in a module named for what it holds: ``map_panel``
(territory cards, layout, hit-testing), ``pieces`` (meeples, tokens, tower
markers), ``highlights`` (lit regions), ``picking`` (choices narrowed by
clicks), ``decision_panel``, ``action_card``, ``players_strip`` and
``overlays`` (banner band, faction card, tooltip words).  Each is given what
it reads (a ``Look``: the kit's ``TableView`` with the game's model, the
colours and the frame's scale and clock; its rectangle; the callbacks it may
call) and returns intents; none writes on the board or imports it.  Here stay
what ties them together (the model made from each new ``TableView``, the
layout, the drawing order, carrying out intents) and the board's seams with
the table kit (``game.ui.table``), which holds the refresh, the top bar, keys
and mouse, the hotseat cover before a war bid, undo, the log and the war
reveal's pacing.

Static art (cards with terrain) is composed once per layout into one surface;
each frame blits it and draws only what moves.  The viewer is the human who
owes a decision (or the only human; a spectator when all seats are bots).
Decisions are buttons (mouse, Tab/arrows + Enter, or number keys); those that
name regions can also be made by clicking the regions, which light up when
they are legal targets.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.kingdoms import changes, words
from game.ui.kingdoms.action_card import ActionCard
from game.ui.kingdoms.board_model import BoardModel
from game.ui.kingdoms.decision_panel import DecisionPanel
from game.ui.kingdoms.highlights import Highlights, previewed
from game.ui.kingdoms.look import Look
from game.ui.kingdoms.map_panel import MapPanel
from game.ui.kingdoms.overlays import Overlays
from game.ui.kingdoms.picking import PAGE_MAX, Intent, Picking
from game.ui.kingdoms.pieces import Pieces
from game.ui.kingdoms.players_strip import PlayersStrip
from game.ui.kingdoms.trade_controls import TradeControls
from game.ui.table import pace
from game.ui.table.chrome import BoardChrome
from game.ui.table.identity import seat_tag
from game.ui.table.toast import TIP_DELAY
from game.ui.table.view import TableView


class BoardScene(BoardChrome):
    game_id = "kingdoms"
    sounds = {"patrolled": "meeple", "quested": "meeple", "expanded": "meeple", "start_region": "meeple",
              "retreated": "meeple", "relocated": "meeple", "church_used": "meeple",
              "war_started": "war", "neutral_war": "war", "war_revealed": "dice",
              "war_won": "capture", "neutral_captured": "capture", "turn_started": "turn"}

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        self.colours: list[str] = self.seat_colours(theme.PLAYER_COLOURS)
        self.model: BoardModel | None = None
        self.selected: tuple[int, str] | None = None     # this turn's action and who selected it
        self.hover_region: str | None = None
        self.war_shown: tuple[int, int | None] | None = None
        self.new_decision = True                          # the next layout gives the decision the focus
        self.armed: tuple | None = None                   # an idle action chosen once: chosen again, it is taken
        self.idle_marks: list[pygame.Rect] = []           # where the last picture marked choice rows that would do nothing
        self.event_turn: tuple[int, int] | None = None     # the turn the log's last events belong to
        self.area = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        # the panels (timers on the one clock: "tip" the pointer's rest before a region's
        # tooltip, ("flash", region) a recent move, ("walk", meeple) a meeple's walk)
        self.picking = Picking()
        self.board_map = MapPanel()
        self.pieces = Pieces(self.motions)
        self.highlights = Highlights()
        self.decision_panel = DecisionPanel(self.act)
        self.action_card = ActionCard(self.act)
        self.players_strip = PlayersStrip()
        self.overlays = Overlays()
        controller.listeners.append(self.on_applied)
        self.refresh(force=True)

    # --- the model ------------------------------------------------------------------------
    def table_changed(self, tv: TableView) -> None:
        """A new reading of the table: the model, this turn's action, the choices afresh."""
        self.model = words.model(tv.view, self.colours)
        self.pieces.changed(self.model, self.app.settings.anim_seconds, told_before=not tv.quiet)
        self.selected = words.current_action(self.ctl.match.state.events)
        self.picking.changed(words.choices(tv.view, list(tv.legal), self.colours))
        self.new_decision = True
        self.armed = None

    # --- what changed (the kit's pulses and bot marks) ------------------------------------------
    def counter_values(self, tv: TableView) -> dict:
        return changes.counter_values(self.model)

    def counter_spots(self) -> dict:
        return dict(self.players_strip.spots)

    def counter_texts(self) -> list:
        return self.players_strip.texts

    def counter_pictures(self) -> list:
        return self.players_strip.pictures

    def counter_rooms(self) -> dict:
        boxes = self.players_strip.boxes
        return {key: boxes[key[0]] for key in self.players_strip.spots if key[0] < len(boxes)}

    def move_marks(self, seat: int, action: tuple, events: list) -> list:
        return changes.move_marks(events, self.view.get("region_ids") or [])

    def mark_spots(self) -> dict:
        return changes.mark_spots(self.board_map)

    def look(self) -> Look | None:
        """What the panels draw from this frame (None before the first reading)."""
        if self.model is None or self.table is None:
            return None
        now = self.app.now
        return Look(self.table, self.model, tuple(self.colours), self.u, self.app.settings.colorblind, now, self.app.pulse(now))

    # --- what the panels hold, by the names the lesson's coach and the tests use --------------
    @property
    def choices(self) -> list[words.Choice]:
        return self.picking.choices

    @property
    def pick(self) -> list[str]:
        return self.picking.pick

    @pick.setter
    def pick(self, regions: list[str]) -> None:
        self.picking.pick = regions

    def visible_choices(self) -> list[words.Choice]:
        return self.picking.visible_choices()

    def effective_pick(self) -> list[str]:
        return self.picking.effective_pick()

    def next_targets(self) -> set[str]:
        return self.picking.next_targets()

    def war_pending(self) -> bool:
        return self.picking.war_pending()

    def choice_lists(self) -> list[list[str]]:
        return self.picking.choice_lists()

    def previewed(self) -> words.Choice | None:
        return previewed(self.decision_panel.buttons, self.group)

    @property
    def decision_buttons(self) -> list[widgets.Button]:
        return self.decision_panel.buttons

    @property
    def decision_rect(self) -> pygame.Rect:
        return self.decision_panel.rect

    @property
    def action_rect(self) -> pygame.Rect:
        return self.action_card.rect

    @property
    def tiles(self) -> dict[str, pygame.Rect]:
        return self.action_card.tiles

    @property
    def player_boxes(self) -> list[pygame.Rect]:
        return self.players_strip.boxes

    @property
    def card_rects(self) -> dict[str, pygame.Rect]:
        return self.board_map.card_rects

    @property
    def region_polys(self) -> dict[str, list[tuple[float, float]]]:
        return self.board_map.region_polys

    @property
    def region_anchor(self) -> dict[str, tuple[float, float]]:
        return self.board_map.region_anchor

    @property
    def tower_rect(self) -> pygame.Rect | None:
        return self.board_map.tower_rect

    # --- intents ---------------------------------------------------------------------------
    def act(self, intent: Intent | None) -> None:
        """Carry out what a panel asked for."""
        if intent is None:
            return
        kind = intent[0]
        if kind == "choose":
            self.choose(intent[1])
        elif kind == "explain":
            self.explain(intent[1])
        elif kind == "open_war":
            self.open_war()
        elif kind == "redraw":
            self.rebuild()

    def choose(self, c: words.Choice) -> None:
        """One submit for one choice the viewer made; an action that would do nothing
        now (``Choice.idle``) is first only said, and taken when chosen again."""
        if self.viewer is None or self.viewer not in self.ctl.match.to_move():
            self.explain(tr("kingdoms.why.not_your_turn"))
            return
        if c.idle and self.armed != c.action:
            self.armed = c.action
            self.explain(tr("kingdoms.idle.confirm", why=c.idle))
            return
        self.armed = None
        self.ctl.submit_human(self.viewer, c.action)

    def click_region(self, region_id: str) -> None:
        self.act(self.picking.click(region_id, self.view, self.viewer))

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        """A move's regions flash a moment in their mover's colour."""
        rid = self.view.get("region_ids") or []
        hold = max(0.8, self.app.settings.bot_delay * 2.5)
        for ev in events:
            for key in ("dest", "region"):
                r = ev.args.get(key)
                if isinstance(r, int) and ev.kind != "crown_passed" and 0 <= r < len(rid):
                    owner = ev.args.get("seat", ev.args.get("attacker"))
                    self.motions.start(("flash", rid[r]), hold, rate=30.0, data=owner if isinstance(owner, int) else None)

    turn_event = "turn_started"

    def event_line(self, ev) -> tuple[str, int | None]:
        if ev.kind == "turn_started":
            self.event_turn = (ev.args["turn"], ev.args["seat"])      # the turn the next events belong to
        seat = next((ev.args[k] for k in ("seat", "winner", "attacker") if isinstance(ev.args.get(k), int)), None)
        return words.event_text(ev.kind, ev.args, self.view, self.colours), seat

    def on_event(self, ev) -> None:
        if ev.kind == "war_revealed":
            self.on_reveal(ev.args)

    def on_reveal(self, args: dict) -> None:
        """A war's bids flip over: told when narrated, and always (staying until dismissed) to a person who fought it."""
        stays = self.summary_stays([s for s in (args.get("attacker"), args.get("defender")) if isinstance(s, int)])
        if not (stays or pace.narrates(self.app.settings)):     # the log tells it, the board shows the end
            return
        from game.ui.kingdoms.war import RevealOverlay

        self.app.push(RevealOverlay(self.app, self, args, stays=stays))

    # --- when to draw -------------------------------------------------------------------------
    def forget_frame(self) -> None:
        self.__dict__.pop("_panels", None)

    def ambient(self) -> bool:
        return self.model is not None and (self.model.war is not None or bool(self.choices and self.next_targets()))

    def drawn_facts(self) -> dict:
        return self.pieces.drawn_facts()

    def state_facts(self) -> dict:
        return self.pieces.state_facts(self.look(), self.board_map, self.players_strip.boxes)

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(370), int(w * 0.29))
        self.right = pygame.Rect(w - rp, top, rp, h - top)
        strip_h = self.u(156)
        self.strip = pygame.Rect(0, h - strip_h, w - rp, strip_h)
        self.players_strip.layout(self.strip)
        self.area = pygame.Rect(0, top, w - rp, h - top - strip_h)
        self.topbar = pygame.Rect(0, 0, w, top)
        pad = self.u(12)
        action_rect = pygame.Rect(self.right.x + pad, top + pad, rp - 2 * pad, self.u(132))
        dec_top = action_rect.bottom + pad
        room = h - dec_top - (self.u(190) if self.show_log else pad) - self.u(80)
        picking = self.picking
        choices = picking.listed()
        trading = picking.direct_trade() and not picking.war_pending()
        if trading:
            room -= TradeControls.height(self.u)       # the give / get / amount controls below the list
        picking.page_size = max(3, min(PAGE_MAX, room // self.u(40)))
        if len(choices) > picking.page_size:
            picking.page_size = max(3, min(PAGE_MAX, (room - self.u(40)) // self.u(40)))
        n_buttons = min(picking.page_size, len(choices)) if choices else 0
        if picking.kind() == "resources":
            n_buttons = 4
        elif picking.war_pending():
            n_buttons = 1
        paging = len(choices) > picking.page_size and picking.kind() not in ("resources", "bid")
        dec_h = self.u(80) + n_buttons * self.u(42) + (self.u(40) if paging else 0)
        if trading:
            dec_h += TradeControls.height(self.u)
        dec_h = max(dec_h, self.u(120))
        if not self.show_log:
            dec_h = h - dec_top - pad
        decision_rect = pygame.Rect(self.right.x + pad, dec_top, rp - 2 * pad, dec_h)
        self.log_rect = pygame.Rect(self.right.x + pad, decision_rect.bottom + pad, rp - 2 * pad, h - decision_rect.bottom - 2 * pad)
        self.board_map.layout(self.area, self.look())
        self.overlays.layout(self.area, self.u)
        self.build_buttons(action_rect, decision_rect)

    # --- buttons ------------------------------------------------------------------------------
    def build_buttons(self, action_rect: pygame.Rect, decision_rect: pygame.Rect) -> None:
        seats = self.view.get("seats") or []
        seat = seats[self.viewer] if self.viewer is not None and self.viewer < len(seats) else None
        buttons = self.decision_panel.build(decision_rect, self.picking, (self.table_key or ())[:2], self.u, seat)
        buttons += self.action_card.build(action_rect, self.picking.choices, self.model, self.u)
        buttons += self.top_buttons()
        self.group.set(buttons)
        if self.new_decision:
            self.new_decision = False
            self.decision_panel.focus(self.group)

    # --- acting ------------------------------------------------------------------------------
    def open_war(self) -> None:
        """The secret bid (on a shared screen the kit's cover came first: ``update_chrome``)."""
        from game.ui.kingdoms.war import WarScene

        if self.viewer is None or self.covered_seat() is not None:
            return
        self.war_shown = self.war_key()
        self.app.push(WarScene(self.app, self))

    def war_key(self) -> tuple[int, int | None]:
        """Whose bid in which war: the moves made before the bids, and the viewer
        (a rival's bid, made while the window is closed, is the same war: Esc keeps it closed)."""
        return sum(1 for _, action in self.ctl.match.log if action[0] != "bid"), self.viewer

    def seat_name(self, seat: int) -> str:
        return words.player_name(seat, self.colours)

    def drop_pick(self) -> bool:
        return self.picking.drop()

    def more_choices(self) -> bool:
        if not self.picking.next_page():
            return False
        self.rebuild()
        return True

    # --- events --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            region = self.board_map.region_at(event.pos)
            if region != self.hover_region or abs(event.pos[0] - self.mouse[0]) + abs(event.pos[1] - self.mouse[1]) > 6:
                self.motions.start("tip", TIP_DELAY, rate=0)     # the tooltip waits for the pointer to rest
            self.hover_region = region
            self.mouse = event.pos
        intent = self.decision_panel.keys(event, self.picking)
        if intent is not None:
            self.act(intent)
            return
        if self.handle_chrome(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.group.buttons:
                if b.rect.collidepoint(event.pos):
                    break
            else:
                region = self.board_map.region_at(event.pos)
                if region is not None:
                    self.click_region(region)
                    return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()
        if self.war_pending() and self.war_shown != self.war_key() and self.app.top is self:
            self.open_war()

    def open_scoring(self) -> None:
        from game.ui.kingdoms.scoring import ScoringScene

        self.app.push(ScoringScene(self.app, self))

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        look = self.look()
        size = surf.get_size()
        board, fresh = self.board_map.compose(size, look, self.colours, self.app.settings.colorblind, self.lang, self.app.backdrop(size))
        surf.blit(board, (0, 0))
        if fresh:
            widgets.placed(board, surf, (0, 0))
        if look is None:
            return
        self.highlights.draw(surf, look, self.board_map, self.picking, self.hover_region, self.previewed(), self.motions)
        self.pieces.draw(surf, look, self.board_map, self.players_strip.boxes)
        self.pieces.draw_tower_markers(surf, look, self.board_map.tower_rect)
        if self.picking.kind() == "faction":
            self.overlays.draw_faction_card(surf, self.decision_panel.buttons, self.group, self.picking.visible_choices())
        self.overlays.draw_banner(surf, look, self.selected)
        self.draw_topbar(surf)
        self.cached(surf, "players", self.strip, (self.table_key, self.app.settings.colorblind, self.lang, self.size, self.ctl.bot_thinking()),
                    lambda s: self.players_strip.draw(s, look, self.seat_words))
        self.action_card.draw(surf, look, self.group)
        self.decision_panel.draw(surf, look, self.picking, len(self.ctl.humans) > 1, self.waiting_line)
        if self.show_log:
            self.cached(surf, "log", self.log_rect, (self.log_key(), self.lang, self.palette, self.size), self.draw_log)
        for b in self.group.buttons:
            if not (isinstance(b.data, tuple) and b.data and b.data[0] == "tile"):
                b.draw(surf, self.k, focused=self.group.keyboard and b is self.group.focused())
        self.idle_marks = self.decision_panel.draw_idle_marks(surf, self.u)
        self.draw_changes(surf)
        if (self.model is not None and self.app.top is self and self.group.hovered() is None and self.app.tip_delay is not None
                and not self.motions.running("tip")):      # (screenshots show no tooltips: tip_delay None)
            tip = self.overlays.tooltip_text(self.model, self.players_strip.boxes, self.mouse, self.hover_region, self.picking)
            if tip:
                from game.ui.tooltip import draw_tip

                box = next((b for b in self.players_strip.boxes if b.collidepoint(self.mouse)), None)
                draw_tip(surf, tip, self.mouse, self.k, avoid=box)       # a player's tip never hides their panel

    def seat_words(self, seat: int, short: bool = False) -> str:
        """The kit's words for a seat in the players' strip ("you", "easy bot · thinking…")."""
        return seat_tag(self.ctl, seat, self.viewer, short=short)

    def name(self, seat: int) -> str:
        """A seat's name, as every game's board gives it."""
        return words.player_name(seat, self.colours)

    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        m = self.model
        told = self.told_head()              # the turn a war reveal is telling, not the one already reached
        if told is not None:
            head = told
        elif m is None or m.phase == "setup":
            head = tr("kingdoms.board.setup")
        elif m.over:            # nobody is active any more (the engine has already passed the turn on)
            head = tr("board.turn_over", turn=m.turn)
        else:
            head = tr("board.turn", turn=m.turn, player=words.player_name(m.active, self.colours))
        rect = widgets.text(surf, head, (r.x + self.u(14), r.centery), self.u(17), theme.GOLD, "bold", "midleft", max_width=self.u(300))
        return rect.right + self.u(18)

    def topbar_prompt(self) -> str:
        prompt = words.prompt(self.view, self.viewer, self.colours)
        if self.model is not None and self.model.end_triggered and not self.model.over:
            prompt = tr("kingdoms.board.last_round") + "  " + prompt
        return prompt

    def cached(self, surf: pygame.Surface, name: str, rect: pygame.Rect, key: tuple, draw) -> None:
        """Blit a panel that only changes with the game, redrawing it when ``key`` changes."""
        cache = self.__dict__.setdefault("_panels", {})
        entry = cache.get(name)
        if entry is None or entry[0] != key:
            panel = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            panel.set_clip(rect)            # what falls outside is not kept: let the text checks see it
            draw(panel)
            widgets.placed(panel, surf, (0, 0))
            entry = (key, panel.subsurface(rect.clip(panel.get_rect())).copy())
            cache[name] = entry
        surf.blit(entry[1], rect.topleft)
