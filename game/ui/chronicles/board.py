"""The Chronicles table: every kingdom at a glance along the top (neighbours
marked), the viewer's own kingdom large below with its slots and buildings,
and beside it the decision at hand: the draft pack, the placement editor,
the build choices or an ability choice.  The game log is on the right.

This module holds the model, the chrome and the composition; each panel
(layout, cards, kingdoms, draft, placement, decisions, waiting, keys) is an
object in its own module beside it, given what it draws (``ChroniclesView``),
its rectangles (``TableLayout``) and the half-made decision (``Pick``); it
answers with intents, which the board carries out in one place (``act``): a
move is one submit.  None of them writes on the board or imports it.

The board draws only from ``self.tv``, built once per change from the rules'
view of the seat whose eyes the screen shows; in a hotseat game a cover hides
everything private until the next person says it is them (``covered``), and
the view is then the spectator's.  Bots think on the controller's worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import pygame

from game.chronicles.seen import commit_is_legal
from game.chronicles.state import AGING, BUILDING, ENTER, OVER, PLACEMENT, RECRUIT
from game.ui import theme, widgets
from game.ui.chronicles import art, changes, words
from game.ui.chronicles.cards import CARD_ASPECT, CardDrawing
from game.ui.chronicles.decision import DecisionPanel
from game.ui.chronicles.draft import DraftPanel
from game.ui.chronicles.keys import pick_key
from game.ui.chronicles.kingdoms import KingdomTableau
from game.ui.chronicles.layout import TableLayout
from game.ui.chronicles.pick import Pick
from game.ui.chronicles.placement import PlacementPanel
from game.ui.chronicles.plan import PlacementPlan
from game.ui.chronicles.view import ChroniclesView, Intent, Ruler
from game.ui.chronicles.waiting import WaitingPanel
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.table import pace
from game.ui.table.chrome import BoardChrome
from game.ui.table.view import TableView


class ChroniclesBoardScene(BoardChrome):
    """The table scene: the model (the view, legal actions, the hotseat cover), the chrome (top bar,
    log, undo, keys, the seasons' steps) and the composition of the panels."""

    game_id = "chronicles"
    # the shared sound effects: a new round, the kingdoms revealed, the wars, a building raised
    sounds = {"round_start": "turn", "reveal": "meeple", "war": "war", "build": "capture"}
    undo_none_key = "chronicles.undo.none"
    undo_tip_key = "chronicles.undo.tip"

    def __init__(self, app, controller: Controller) -> None:
        super().__init__(app, controller)
        n = controller.match.config.players
        self.colours: list[str] = list(controller.meta.get("colours") or theme.PLAYER_COLOURS[:n])
        self.names: list[str] = list(controller.meta.get("names") or [""] * n)
        self.tv = ChroniclesView()             # what every panel draws from (``table_changed``)
        self.decision_key: tuple | None = None    # what the viewer is deciding (its half-made choices belong to it)
        self.pick = Pick()                     # the viewer's half-made decision, handed to the panels that edit it
        self.panel_title = ""
        self.last_phase: str | None = None
        self.step_events: list = []            # events the next season overlay tells
        self.panels: dict[str, tuple] = {}        # cached layers (see ``cached``)
        self.layout_gen = 0
        ruler = Ruler(lambda: self.k)
        self.geo = TableLayout(ruler)
        self.cards = CardDrawing(ruler)
        self.kingdoms = KingdomTableau(ruler, self.cards, self.geo, self.pick, self.act)
        self.draft = DraftPanel(ruler, self.cards, self.geo, self.pick, self.act)
        self.placement = PlacementPanel(ruler, self.cards, self.geo, self.pick, self.act)
        self.decisions = DecisionPanel(ruler, self.geo, self.pick, self.act)
        self.waiting = WaitingPanel(ruler, self.cards, self.geo)
        self.refresh(force=True)

    # --- who, what ---------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return words.player_name(seat, self.names, self.colours)

    # what the view says, for the chrome's hooks, the lesson's coach and the tests
    @property
    def covered(self) -> bool:
        return self.tv.covered

    @property
    def legal(self) -> tuple[tuple, ...]:
        return self.tv.legal

    @property
    def me(self) -> int:
        """The seat shown large: the viewer, else seat 0 (a spectator)."""
        return self.tv.me

    def my_turn(self) -> bool:
        return self.tv.mine

    def phase(self) -> str:
        return self.tv.phase

    # the half-made decision and the table's rectangles, as the coach and the tests read them
    @property
    def plan(self) -> PlacementPlan | None:
        return self.pick.plan

    @property
    def selected(self) -> tuple | None:
        return self.pick.selected

    @selected.setter
    def selected(self, value: tuple | None) -> None:
        self.pick.selected = value

    @property
    def drag(self) -> tuple | None:
        return self.pick.drag

    @property
    def drawn(self) -> set[int]:
        """Card uids drawn face up in the last frame."""
        return self.cards.drawn

    @property
    def panel(self) -> pygame.Rect:
        return self.geo.panel

    @property
    def kingdom_rect(self) -> pygame.Rect:
        return self.geo.kingdom_rect

    @property
    def slot_rects(self) -> list[pygame.Rect]:
        return self.geo.slot_rects

    @property
    def opp_rects(self) -> dict[int, pygame.Rect]:
        return self.geo.opp_rects

    def draft_action(self) -> tuple | None:
        return self.draft.action(self.tv)

    def hotseat(self) -> bool:
        return len(self.ctl.humans) > 1

    # --- the model ---------------------------------------------------------------------------
    def seen_view(self, viewer: int | None, cover: int | None) -> dict:
        """Hotseat: a seat's secrets show only while it owes a decision and said "it is me"."""
        private = cover is None and not (self.hotseat() and viewer not in self.ctl.human_to_move())
        return self.ctl.match.view(viewer if private else None)

    # --- what changed (the kit's pulses and bot marks) ------------------------------------------
    def counter_values(self, tv: TableView) -> dict:
        return changes.counter_values(tv.view)

    def counter_spots(self) -> dict:
        return dict(self.kingdoms.spots)

    def counter_texts(self) -> list:
        return [r for texts in self.kingdoms.texts.values() for r in texts]

    def counter_rooms(self) -> dict:
        rooms = {seat: self.geo.opp_rects.get(seat, self.geo.kingdom_rect) for seat, _what in self.kingdoms.spots}
        return {key: rooms[key[0]] for key in self.kingdoms.spots}

    def move_marks(self, seat: int, action: tuple, events: list) -> list:
        return changes.move_marks(events)

    def mark_spots(self) -> dict:
        return changes.mark_spots(self.geo, self.tv.me)

    def table_changed(self, tv: TableView) -> None:
        """A new reading of the table (its new events already told): what the panels
        draw from, the half-made choices of a new decision, the seasons a resolution ran."""
        ctl = self.ctl
        self.tv = ChroniclesView(table=tv, names=tuple(self.names), colours=tuple(self.colours),
                                 seats=tuple((spec.kind, spec.level) for spec in ctl.seats),
                                 thinking=ctl.bot_thinking(), colorblind=self.app.settings.colorblind)
        viewer, mine = tv.viewer, self.tv.mine
        # what the viewer is deciding: another seat's (hidden) commit leaves a half-made
        # placement or a picked card as it is; the viewer's own move, undo or a new pack resets it
        me = tv.view.get("me") or {}
        decision = (viewer, self.covered, self.phase(), mine, sum(1 for s, _a in ctl.match.log if s == viewer),
                    tuple(me.get("pack") or ()), tuple(me.get("hand") or ()))
        if decision != self.decision_key:
            self.decision_key = decision
            self.pick.reset(self.tv)
        self.sync_steps()

    # --- the log and the season steps ----------------------------------------------------------
    turn_event = "round_start"
    STEP_KINDS = frozenset({"reveal", "unpaid", "enter", "mimic_replaced", "war", "war_result", "income", "build",
                            "build_failed", "build_pass", "save", "leave", "leave_rewards", "age_chosen"})

    @property
    def log_viewer(self) -> int | None:
        """Only the seat whose secrets the screen shows now (never a covered one)."""
        return self.view.get("seat") if self.view else None

    def event_line(self, ev) -> tuple[str, int | None]:
        seat = ev.args.get("player")
        return words.event_text(ev.kind, ev.args, self.names, self.colours), seat if isinstance(seat, int) else None

    def on_event(self, ev) -> None:
        if ev.kind in self.STEP_KINDS:
            self.step_events.append(ev)

    def sync_steps(self) -> None:
        """After a resolution: the seasons it ran, as steps (reveal, war, income; building; aging)."""
        phase = self.phase()
        prev = self.last_phase
        self.last_phase = phase
        if prev is None or self.table is None or self.table.quiet:
            self.step_events = []
            return
        steps = []
        if prev in (PLACEMENT, ENTER) and phase not in (PLACEMENT, ENTER):
            steps += ["reveal", "war", "income"]
        if prev == BUILDING and phase != BUILDING:
            steps.append("building")
        if prev in (BUILDING, AGING) and phase in (RECRUIT, OVER):
            steps.append("aging")
        if steps:
            self.open_steps(steps)

    def open_steps(self, steps: list[str]) -> None:
        events, self.step_events = self.step_events, []
        stays = self.summary_stays()           # every season touches every kingdom: a person's too (never in a lesson)
        lesson = "tutorial" in self.ctl.meta         # a lesson's coach explains each season on its own: told even with animations off
        if not (stays or pace.narrates(self.app.settings) or lesson) or (self.size is None and not lesson):
            return
        from game.ui.chronicles.steps import StepsOverlay

        self.app.push(StepsOverlay(self.app, self, steps, events, stays=stays))

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        top = self.u(52)
        self.topbar = pygame.Rect(0, 0, w, top)
        rp = max(self.u(280), int(w * 0.22)) if self.show_log else 0
        pad = self.u(10)
        self.log_rect = pygame.Rect(w - rp + pad // 2, top + pad, rp - pad - pad // 2, h - top - 2 * pad) if rp else pygame.Rect(0, 0, 0, 0)
        left = pygame.Rect(pad, top + pad, w - rp - 2 * pad + (pad // 2 if rp else 0), h - top - 2 * pad)
        self.geo.lay_out(left, pad, self.view["players"], self.me)
        self.build_buttons()

    def build_buttons(self) -> None:
        self.layout_gen += 1
        b: list[widgets.Button] = []
        tv = self.tv
        P = self.geo.panel
        body = pygame.Rect(P.x + self.u(10), P.y + self.u(40), P.w - self.u(20), P.h - self.u(40) - self.u(66))
        phase = tv.phase
        me = tv.view.get("me")
        side: DraftPanel | PlacementPanel | DecisionPanel | None = None
        if tv.covered:
            pass                                # the kit's cover: its "Show my choice" is in the top bar (Enter)
        elif phase == RECRUIT and me:
            side, b = self.draft, self.draft.buttons(tv, body)
        elif phase == PLACEMENT and me and not me.get("pending"):      # once sent: the waiting list (draw_panel)
            side, b = self.placement, self.placement.buttons(tv, body)
        elif phase == BUILDING and tv.mine:
            side, b = self.decisions, self.decisions.build_buttons(tv, body)
        elif phase in (ENTER, AGING) and tv.mine and tv.view.get("choice"):
            side, b = self.decisions, self.decisions.choice_buttons(tv, body)
        self.panel_title = side.title if side is not None else ""
        b += self.kingdoms.buttons(tv)
        b += self.top_buttons()
        self.group.set(b)
        confirm = next((i for i, x in enumerate(b) if x.data in ("confirm", "uncover")), None)
        if confirm is not None and not self.group.keyboard:
            self.group.focus = confirm

    # --- decisions ---------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def topbar_extra(self) -> list:
        """Once the game is over: back to the final scores."""
        return [("chronicles.scores", self.open_scoring, True, None)] if self.view.get("over") else []

    def drop_pick(self) -> bool:
        return self.pick.drop()

    def more_choices(self) -> bool:
        if self.pick.build_pages <= 1:
            return False
        self.act(("page",))
        return True

    def choice_lists(self) -> list[list[str]]:
        return self.decisions.choice_lists(self.tv)

    # --- intents: the one place the panels' answers are carried out --------------------------------
    def act(self, *intents: Intent) -> None:
        """Carry out the panels' intents in order (an intent may answer with more)."""
        todo = list(intents)
        while todo:
            todo[:0] = self.carry(todo.pop(0))

    def carry(self, intent: Intent) -> list[Intent]:
        """One intent: a move, a confirm, a word to the player, or a click routed
        to the panel that owns it (its answer: more intents)."""
        kind, args, tv = intent[0], intent[1:], self.tv
        if kind == "move":
            self.submit(args[0])
        elif kind == "confirm":
            return self.confirm(*args)
        elif kind == "redraw":
            self.rebuild()
        elif kind == "explain":
            self.explain(args[0])
        elif kind == "inform":
            self.inform(args[0], args[1])
        elif kind == "ask":
            title, text, answers = args
            buttons: list[tuple[str, Callable[[], None] | None]] = [
                (label, None if then is None else partial(self.act, then)) for label, then in answers]
            self.app.push(MessageDialog(self.app, title, text, buttons))
        elif kind == "pack":
            return self.draft.click(tv, args[0])
        elif kind == "slot":
            return self.placement.click_slot(tv, args[0])
        elif kind == "building":
            return self.decisions.click_building(tv, args[0])
        elif kind == "page":
            return self.decisions.next_page()
        else:                                   # the placement's edits
            placing = self.placement
            edits: dict[str, Callable[..., list[Intent]]] = {"hand": placing.click_hand, "restore": placing.restore, "reserve": placing.toggle_reserve,
                     "pay_first": placing.pay_first, "discard": placing.discard_selected}
            return edits[kind](*args)
        return []

    def confirm(self, warned: bool = False) -> list[Intent]:
        """Enter or the primary button: the draft's pick or the placement, as one move
        (``warned``: the placement's warning was answered Confirm)."""
        if not self.my_turn():
            return []
        phase = self.phase()
        if phase == RECRUIT:
            return self.draft.confirm(self.tv)
        if phase == PLACEMENT and self.plan is not None:
            return self.placement.confirm(warned)
        return []

    def submit(self, action: tuple) -> None:
        """One intent, one move: checked against the view (the placement by the
        rules' view-level check, any other move against the legal actions), then
        submitted once (the controller autosaves once)."""
        tv = self.tv
        ok = tv.mine and (commit_is_legal(tv.view, action) if tv.phase == PLACEMENT else action in tv.legal)
        if not ok:
            self.explain(tr("chronicles.why.not_legal"))
            return
        assert tv.viewer is not None            # the move is the viewer's own (tv.mine)
        self.ctl.submit_human(tv.viewer, action)

    # --- events --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.act(*self.placement.handle_drag(self.tv, event, self.group.buttons))     # the release still reaches the buttons
        if event.type == pygame.KEYDOWN and self.handle_keys(event):
            return
        if self.handle_chrome(event):
            return
        super().handle(event)

    def handle_keys(self, event: pygame.event.Event) -> bool:
        k = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if self.covered and k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.hand_over()
            return True
        phase = self.phase()
        if not self.my_turn():
            return False
        used, focus, intents = pick_key(k, phase, self.group.buttons, self.pick.selected)
        if focus is not None:
            self.focus_on(focus)
        elif used and intents and phase == PLACEMENT:
            self.focus_on("confirm")                # a slot, reserve or discard key ends what the number began: Enter confirms
        self.act(*intents)
        if used:
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus_acts(phase):
                return False                        # the focused control (another card, a slot, a button) answers
            refusal = self.placement.refuse_untouched() if phase == PLACEMENT else []
            if refusal:
                self.act(*refusal)
                return True
            if phase in (RECRUIT, PLACEMENT):
                self.act(("confirm",))
                return True
        return False

    def focus_acts(self, phase: str) -> bool:
        """Whether Enter presses the focused button rather than confirming the
        selection: only a control the player moved the focus to that does
        something else (another card, a slot, a button), never the selected
        card itself nor a part of the board that does nothing now."""
        focused = self.group.focused()
        if not self.group.keyboard or focused is None or not focused.enabled or focused.action is None:
            return False
        data = focused.data
        if data in ("confirm", None, "top"):
            return False
        if data == self.pick.selected or (self.pick.discard_pick is not None and data == ("pack", self.pick.discard_pick)):
            return False
        if phase == RECRUIT and not (isinstance(data, tuple) and data[0] == "pack"):
            return False                            # in the draft only the pack's cards answer Enter
        return True

    def focus_on(self, data: object) -> None:
        """Put the keyboard focus on the button standing for ``data`` (a card just selected)."""
        for i, b in enumerate(self.group.buttons):
            if b.data == data:
                self.group.focus = i
                return

    def update(self, dt: float) -> None:
        self.refresh()
        self.update_chrome()

    def open_scoring(self) -> None:
        from game.ui.chronicles.scoring import ChroniclesScoringScene

        self.app.push(ChroniclesScoringScene(self.app, self))

    # --- the top bar ------------------------------------------------------------------------------
    def topbar_head(self, surf: pygame.Surface, r: pygame.Rect) -> int:
        x = r.x + self.u(14)
        v = self.view
        told = self.told_head()             # the season a narration is telling, not the phase already reached
        if told is not None:
            head = told
        elif v.get("over"):
            head = tr("chronicles.over")
        else:
            head = tr("chronicles.round", round=v["round"], phase=tr(f"chronicles.phase.{v['phase']}"))
        rect = widgets.text(surf, head, (x, r.centery), self.u(17), theme.GOLD, "bold", "midleft", max_width=self.u(330))
        return rect.right + self.u(16)

    def topbar_prompt(self) -> str:
        v = self.view
        if v.get("over"):
            return tr("chronicles.prompt.over")
        phase = v["phase"]
        if self.my_turn():
            assert self.viewer is not None      # my turn: a seated player's
            if phase == RECRUIT:
                d = tr("chronicles.dir.left" if v["direction"] == 1 else "chronicles.dir.right")
                key = "chronicles.prompt.draft2" if v["players"] == 2 else "chronicles.prompt.draft"
                return tr(key, player=self.name(self.viewer), direction=d)
            return tr(f"chronicles.prompt.phase.{phase}", player=self.name(self.viewer))
        waiting = [self.name(s) for s in v["to_move"]]
        if not waiting:
            return ""
        return self.waiting_line(tr("chronicles.prompt.wait", players=", ".join(waiting)))

    # --- drawing ------------------------------------------------------------------------------------
    def focused(self, b: widgets.Button) -> bool:
        return self.group.keyboard and self.group.focused() is b

    def draw(self, surf: pygame.Surface) -> None:
        art.trim()
        self.background(surf)
        self.cards.drawn = set()
        thinking = self.ctl.bot_thinking()
        if thinking != self.tv.thinking:            # "… is thinking" comes or goes between two moves
            self.tv = replace(self.tv, thinking=thinking)
        tv = self.tv
        base = (self.table_key, surf.get_size(), self.lang, self.palette, thinking)
        self.cached(surf, "strip", self.geo.strip.inflate(self.u(4), self.u(4)), base, lambda s: self.kingdoms.draw_rivals(s, tv))
        self.cached(surf, "kingdom", self.geo.kingdom_rect.inflate(self.u(4), self.u(4)), (*base, self.layout_gen),
                    lambda s: self.kingdoms.draw_mine(s, tv))
        self.draw_panel(surf, tv)
        if self.show_log:
            self.cached(surf, "log", self.log_rect, (surf.get_size(), self.lang, len(self.log_lines), self.log_seen, self.log_scroll, self.log_yield,
                                                    self.log_lines[-1] if self.log_lines else None), self.draw_log)
        self.draw_topbar(surf)
        for b in self.group.buttons:
            if b.data == "top" or b.data in ("confirm", "reserve", "payfirst", "uncover", "page") or (
                    isinstance(b.data, tuple) and b.data[0] in ("build", "choice")):
                if isinstance(b.data, tuple) and b.data[0] == "build":
                    self.decisions.draw_build_row(surf, tv, b, self.focused(b))
                else:
                    b.draw(surf, self.k, self.focused(b))
            elif isinstance(b.data, tuple) and self.focused(b):
                pygame.draw.rect(surf, theme.GOLD, b.rect.inflate(self.u(6), self.u(6)), max(2, self.u(3)), border_radius=self.u(6))
        self.draw_changes(surf)
        self.placement.draw_drag(surf, self.mouse)

    def cached(self, surf: pygame.Surface, name: str, rect: pygame.Rect, key: tuple, draw) -> None:
        """Blit a part that changes only with the game (or an edit), redrawn when ``key`` changes;
        the cards it shows count as drawn each time it is blitted.  The part is painted
        on a full-size picture made for the occasion (its painters draw in window
        coordinates) and only its own rectangle is kept: three full-size layers were
        27 MB at 1920x1200.  Its texts move with it, so they stay checkable."""
        area = rect.clip(surf.get_rect())
        entry = self.panels.get(name)
        if entry is None or entry[0] != key or entry[3] != area:
            scratch = pygame.Surface(surf.get_size())
            scratch.blit(self.app.backdrop(surf.get_size()), (0, 0))      # opaque: a plain blit each frame
            cards = self.cards
            outer, cards.drawn = cards.drawn, set()
            since = widgets.recorded()
            draw(scratch)
            kept = scratch.subsurface(area).copy()
            widgets.placed(scratch, kept, (-area.x, -area.y), since)
            entry = (key, kept, cards.drawn, area)
            cards.drawn = outer
            self.panels[name] = entry
        surf.blit(entry[1], area.topleft)
        widgets.placed(entry[1], surf, area.topleft)
        self.cards.drawn |= entry[2]

    def draw_panel(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        """The decision panel beside my kingdom: the hotseat cover's words, else the panel of the phase."""
        P = self.geo.panel
        widgets.panel(surf, P, theme.BG2, self.u(10))
        v = tv.view
        me = v.get("me")
        if tv.covered:
            widgets.text(surf, tr("handover.title"), (P.centerx, P.y + self.u(40)), self.u(28), theme.GOLD, "title", "midtop", max_width=P.w - self.u(30))
            body = pygame.Rect(P.x + self.u(30), P.y + self.u(100), P.w - self.u(60), P.h // 2 - self.u(80))
            widgets.wrapped(surf, tr("handover.body", player=tv.name(tv.me)), body, self.u(17))
            return
        title = self.panel_title
        if title:
            widgets.text(surf, title, (P.x + self.u(12), P.y + self.u(10)), self.u(17), theme.GOLD, "bold", max_width=P.w - self.u(24))
        phase = v["phase"]
        if phase == RECRUIT and me:
            self.draft.draw(surf, tv)
        elif phase == PLACEMENT and me and not me.get("pending"):
            self.placement.draw(surf, tv)
        elif phase == BUILDING and tv.mine:
            self.decisions.draw_build_note(surf, tv)
        elif not tv.mine:
            self.waiting.draw(surf, tv, self.waiting_line)
        if me and me.get("reserve") is not None and phase != RECRUIT:
            r = pygame.Rect(P.right - self.u(50), P.bottom - self.u(62), self.u(40), int(self.u(40) * CARD_ASPECT))
            widgets.text(surf, tr("chronicles.reserve"), (r.x - self.u(6), r.centery), self.u(12), theme.MUTED, anchor="midright")
            self.cards.card(surf, me["reserve"], r, text=False)

    def thinking_text(self) -> str:
        s = self.ctl.bot_thinking()
        return "" if s is None else tr("chronicles.thinking_of", player=self.name(s))


__all__ = ["ChroniclesBoardScene"]
