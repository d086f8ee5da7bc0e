"""The Kingdoms board: the composition of its panels, and the table around them.

Each panel lives in a module named for what it holds and is mixed into
``BoardScene``: ``map_panel`` (territory cards, layout, hit-testing),
``pieces`` (meeples, tokens, tower markers), ``highlights`` (lit regions),
``picking`` (choices narrowed by clicks), ``decision_panel``, ``action_card``,
``players_strip`` and ``overlays`` (banner band, faction card, tooltip words).
Here stay what ties them together (the model refreshed from the match, the
layout of the panels, the drawing order) and the board's seams with the table
kit (``game.ui.table``), which holds the top bar, keys and mouse, the hotseat
cover before a war bid, undo, the log and the war reveal's pacing.

Static art (cards with terrain) is composed once per layout into one surface;
each frame blits it and draws only what moves.  The viewer is the human who
owes a decision (or the only human; a spectator when all seats are bots).
Decisions are buttons (mouse, Tab/arrows + Enter, or number keys); those that
name regions can also be made by clicking the regions, which light up when
they are legal targets.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme, widgets
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.kingdoms import words
from game.ui.kingdoms.action_card import ActionCard
from game.ui.kingdoms.board_model import BoardModel
from game.ui.kingdoms.decision_panel import DecisionPanel
from game.ui.kingdoms.highlights import Highlights
from game.ui.kingdoms.map_panel import MapPanel
from game.ui.kingdoms.overlays import Overlays
from game.ui.kingdoms.picking import PAGE_MAX, Picking
from game.ui.kingdoms.pieces import Pieces
from game.ui.kingdoms.players_strip import PlayersStrip
from game.ui.table import pace
from game.ui.table.chrome import BoardChrome
from game.ui.table.toast import TIP_DELAY


class BoardScene(MapPanel, Pieces, Highlights, Picking, DecisionPanel, ActionCard, PlayersStrip, Overlays,
                 BoardChrome):
    game_id = "kingdoms"
    sounds = {"patrolled": "meeple", "quested": "meeple", "expanded": "meeple", "start_region": "meeple",
              "retreated": "meeple", "relocated": "meeple", "church_used": "meeple",
              "war_started": "war", "neutral_war": "war", "war_revealed": "dice",
              "war_won": "capture", "neutral_captured": "capture", "turn_started": "turn"}

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        self.colours: list[str] = self.seat_colours(theme.PLAYER_COLOURS)
        self.viewer: int | None = None
        self.view: dict = {}
        self.model: BoardModel | None = None
        self.model_key: tuple | None = None
        self.selected: tuple[int, str] | None = None     # this turn's action and who selected it
        self.choices: list[words.Choice] = []
        self.pick: list[str] = []
        self.page = 0
        self.hover_region: str | None = None
        self.card_rects: dict[str, pygame.Rect] = {}
        self.region_polys: dict[str, list[tuple[float, float]]] = {}
        self.region_anchor: dict[str, tuple[float, float]] = {}
        self.board_surf: pygame.Surface | None = None
        self.board_key: tuple | None = None
        # where each meeple stands (region, place in the region, meeples there), or
        # ("box", seat) for its owner's panel; a move starts the walk ("walk", id)
        # from the old place (self.motions), drawn eased to the new one
        self.places: dict[int, tuple] | None = None
        self.drawn_meeples: dict[int, tuple[int, int]] = {}     # where the last picture drew them
        self.war_shown: tuple[int, int | None] | None = None
        self.reveal_seen = 0
        self.decision_buttons: list[widgets.Button] = []
        self.new_decision = True
        self.page_size = PAGE_MAX
        self.log_lang: tuple | None = None
        self.quiet = False                # no reveal overlays while the log is retold
        self.tower_rect: pygame.Rect | None = None
        # timers: "tip" the pointer's rest before a region's tooltip, ("flash", region) a recent move
        controller.listeners.append(self.on_applied)
        self.refresh(force=True)

    # --- the model ------------------------------------------------------------------------
    def refresh(self, force: bool = False) -> None:
        viewer = self.pick_viewer()
        covered = self.covered_seat(viewer) is not None      # hotseat: the others look away first
        key = (len(self.ctl.match.log), viewer, self.ctl.match.barrier, covered)
        if not force and key == self.model_key:
            return
        self.model_key = key
        self.viewer = viewer
        self.view = self.ctl.match.view(None if covered else viewer)
        self.model = words.model(self.view, self.colours)
        self.follow_meeples()
        self.selected = words.current_action(self.ctl.match.state.events)
        legal = self.ctl.match.legal(viewer) if viewer is not None and viewer in self.ctl.match.to_move() and not covered else []
        self.choices = words.choices(self.view, legal, self.colours)
        self.pick = []
        self.page = 0
        self.new_decision = True
        self.sync_log()
        self.rebuild()

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        rid = self.view.get("region_ids") or []
        hold = max(0.8, self.app.settings.bot_delay * 2.5)
        for ev in events:
            for key in ("dest", "region"):
                r = ev.args.get(key)
                if isinstance(r, int) and ev.kind != "crown_passed" and 0 <= r < len(rid):
                    owner = ev.args.get("seat", ev.args.get("attacker"))
                    self.motions.start(("flash", rid[r]), hold, rate=30.0, data=owner if isinstance(owner, int) else None)
        if action == ("undo",):
            self.forget_log()
            self.quiet = True            # retelling the log must not replay old reveals
            self.refresh(force=True)
            self.quiet = False
            return
        self.refresh(force=True)

    turn_event = "turn_started"

    def event_line(self, ev) -> tuple[str, int | None]:
        seat = next((ev.args[k] for k in ("seat", "winner", "attacker") if isinstance(ev.args.get(k), int)), None)
        return words.event_text(ev.kind, ev.args, self.view, self.colours), seat

    def on_event(self, ev) -> None:
        if ev.kind == "turn_started":
            self.event_turn = (ev.args["turn"], ev.args["seat"])      # the turn the next events belong to
        if ev.kind == "war_revealed":
            self.on_reveal(ev.args)

    def on_reveal(self, args: dict) -> None:
        if not pace.narrates(self.app.settings):     # animations off: the log tells it, the board shows the end
            return
        if self.size is None or self.quiet:        # building or retelling: no overlay
            return
        from game.ui.kingdoms.war import RevealOverlay

        self.app.push(RevealOverlay(self.app, self, args))

    # --- when to draw -------------------------------------------------------------------------
    def forget_frame(self) -> None:
        self.__dict__.pop("_panels", None)

    def ambient(self) -> bool:
        return self.model is not None and (self.model.war is not None or bool(self.choices and self.next_targets()))

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        if self.log_lang != (self.lang, self.palette):   # language or colour names changed: retell
            self.log_lang = (self.lang, self.palette)
            self.forget_log()
            self.quiet = True
            self.refresh(force=True)
            self.quiet = False
        w, h = self.app.size
        top = self.u(52)
        rp = max(self.u(370), int(w * 0.29))
        self.right = pygame.Rect(w - rp, top, rp, h - top)
        strip_h = self.u(156)
        self.strip = pygame.Rect(0, h - strip_h, w - rp, strip_h)
        self.area = pygame.Rect(0, top, w - rp, h - top - strip_h)
        self.topbar = pygame.Rect(0, 0, w, top)
        pad = self.u(12)
        self.action_rect = pygame.Rect(self.right.x + pad, top + pad, rp - 2 * pad, self.u(132))
        dec_top = self.action_rect.bottom + pad
        room = h - dec_top - (self.u(190) if self.show_log else pad) - self.u(80)
        self.page_size = max(3, min(PAGE_MAX, room // self.u(40)))
        if len(self.choices) > self.page_size:
            self.page_size = max(3, min(PAGE_MAX, (room - self.u(40)) // self.u(40)))
        n_buttons = min(self.page_size, len(self.choices)) if self.choices else 0
        if self.choices and self.choices[0].action[0] == "resources":
            n_buttons = 4
        elif self.war_pending():
            n_buttons = 1
        paging = len(self.choices) > self.page_size and self.choices[0].action[0] not in ("resources", "bid")
        dec_h = self.u(80) + n_buttons * self.u(42) + (self.u(40) if paging else 0)
        dec_h = max(dec_h, self.u(120))
        if not self.show_log:
            dec_h = h - dec_top - pad
        self.decision_rect = pygame.Rect(self.right.x + pad, dec_top, rp - 2 * pad, dec_h)
        self.log_rect = pygame.Rect(self.right.x + pad, self.decision_rect.bottom + pad, rp - 2 * pad, h - self.decision_rect.bottom - 2 * pad)
        self.layout_cards()
        self.build_buttons()

    # --- buttons ------------------------------------------------------------------------------
    def build_buttons(self) -> None:
        buttons: list[widgets.Button] = []
        self.build_decision_buttons(buttons)
        self.build_tiles(buttons)
        buttons += self.top_buttons()
        self.group.set(buttons)
        if self.new_decision:
            self.new_decision = False
            self.focus_decision()

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
        if not self.pick:
            return False
        self.pick = []
        return True

    def more_choices(self) -> bool:
        pages = math.ceil(len(self.candidates()) / self.page_size)
        if pages <= 1:
            return False
        self.page = (self.page + 1) % pages
        self.rebuild()
        return True

    # --- events --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            region = self.region_at(event.pos)
            if region != self.hover_region or abs(event.pos[0] - self.mouse[0]) + abs(event.pos[1] - self.mouse[1]) > 6:
                self.motions.start("tip", TIP_DELAY, rate=0)     # the tooltip waits for the pointer to rest
            self.hover_region = region
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_9 and not event.mod & pygame.KMOD_CTRL:
                i = event.key - pygame.K_1
                if self.choices and self.choices[0].action[0] == "resources":
                    confirm = self.decision_buttons[0] if self.decision_buttons else None
                    if confirm is not None and confirm.enabled and confirm.action:
                        confirm.action()
                    return
                vis = self.visible_choices()
                if i < len(vis) and not self.war_pending():
                    self.choose(vis[i])
                return
        if self.handle_chrome(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.group.buttons:
                if b.rect.collidepoint(event.pos):
                    break
            else:
                region = self.region_at(event.pos)
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
        self.board_fresh = False
        board = self.compose_board(surf.get_size())
        surf.blit(board, (0, 0))
        if self.board_fresh:
            widgets.placed(board, surf, (0, 0))
        if self.model is None:
            return
        self.draw_highlights(surf)
        self.draw_pieces(surf)
        self.draw_tower_markers(surf)
        if self.choices and self.choices[0].action[0] == "faction":
            self.draw_faction_card(surf)
        self.draw_banner(surf)
        self.draw_topbar(surf)
        self.cached(surf, "players", self.strip, (self.model_key, self.app.settings.colorblind, self.lang, self.size, self.ctl.bot_thinking()), self.draw_players)
        self.draw_action_card(surf)
        self.draw_decision(surf)
        if self.show_log:
            self.cached(surf, "log", self.log_rect, (self.log_key(), self.lang, self.palette, self.size), self.draw_log)
        for b in self.group.buttons:
            if not (isinstance(b.data, tuple) and b.data and b.data[0] == "tile"):
                b.draw(surf, self.k, focused=self.group.keyboard and b is self.group.focused())
        if (self.app.top is self and self.group.hovered() is None and self.app.tip_delay is not None
                and not self.motions.running("tip")):      # (screenshots show no tooltips: tip_delay None)
            tip = self.tooltip_text()
            if tip:
                from game.ui.tooltip import draw_tip

                box = next((b for b in getattr(self, "player_boxes", []) if b.collidepoint(self.mouse)), None)
                draw_tip(surf, tip, self.mouse, self.k, avoid=box)       # a player's tip never hides their panel

    def name(self, seat: int) -> str:
        """A seat's name, as every game's board gives it."""
        return words.player_name(seat, self.colours)

    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        m = self.model
        told = self.told_head()              # the turn a war reveal is telling, not the one already reached
        if told is not None:
            head = told
        elif m.phase == "setup":
            head = tr("kingdoms.board.setup")
        elif m.over:            # nobody is active any more (the engine has already passed the turn on)
            head = tr("board.turn_over", turn=m.turn)
        else:
            head = tr("board.turn", turn=m.turn, player=words.player_name(m.active, self.colours))
        rect = widgets.text(surf, head, (r.x + self.u(14), r.centery), self.u(17), theme.GOLD, "bold", "midleft", max_width=self.u(300))
        return rect.right + self.u(18)

    def topbar_prompt(self) -> str:
        prompt = words.prompt(self.view, self.viewer, self.colours)
        if self.model.end_triggered and not self.model.over:
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
