"""The Chronicles table: every kingdom at a glance along the top (neighbours
marked), the viewer's own kingdom large below with its slots and buildings,
and beside it the decision at hand: the draft pack, the placement editor,
the build choices or an ability choice.  The game log is on the right.

This module holds the model, the chrome and the composition; each panel
(layout, cards, kingdoms, draft, placement, decisions, waiting) is a mixin
in its own module beside it.

The board draws only from ``self.view``, the rules' view of the seat whose
eyes the screen shows; in a hotseat game a cover hides everything private
until the next person says it is them (``covered``), and the view is then
the spectator's.  Bots think on the controller's worker thread.
"""

from __future__ import annotations

import pygame

from game.chronicles.state import AGING, BUILDING, ENTER, OVER, PLACEMENT, RECRUIT
from game.ui import theme, widgets
from game.ui.chronicles import art, words
from game.ui.chronicles.cards import CARD_ASPECT, CardDrawing
from game.ui.chronicles.decision import DecisionPanel
from game.ui.chronicles.draft import DraftPanel
from game.ui.chronicles.keys import PickingKeys
from game.ui.chronicles.kingdoms import KingdomTableau
from game.ui.chronicles.layout import TableLayout
from game.ui.chronicles.placement import PlacementPanel
from game.ui.chronicles.plan import PlacementPlan
from game.ui.chronicles.waiting import WaitingPanel
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.table import pace
from game.ui.table.chrome import BoardChrome


class ChroniclesBoardScene(TableLayout, CardDrawing, KingdomTableau, DraftPanel, PlacementPanel, DecisionPanel, WaitingPanel,
                           PickingKeys, BoardChrome):
    """The table scene: the model (view, legal actions, the hotseat cover), the chrome (top bar, log,
    undo, keys, the seasons' steps) and the composition of the panels, which live in the mixins."""

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
        self.viewer: int | None = None
        self.view: dict = {}
        self.view_key: tuple | None = None
        self.decision_key: tuple | None = None    # what the viewer is deciding (its half-made choices belong to it)
        self.legal: list = []
        self.covered = False                   # hotseat: the kit's cover hides this seat's secrets (``covered_seat``)
        self.plan: PlacementPlan | None = None
        self.selected: tuple | None = None     # ("pack"|"hand", uid) or ("slot", s)
        self.discard_pick: int | None = None   # 2-player draft: the card to discard
        self.build_page = 0
        self.drag: tuple | None = None         # (data, start pos)
        self.drawn: set[int] = set()           # card uids drawn face up in the last frame
        self.quiet = False
        self.log_lang: tuple | None = None
        self.last_phase: str | None = None
        self.step_events: list = []            # events the next season overlay tells
        self.overlay_open = False
        self.panels: dict[str, tuple] = {}        # cached layers (see ``cached``)
        self.layout_gen = 0
        controller.listeners.append(self.on_applied)
        self.refresh(force=True)

    # --- who, what ---------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return words.player_name(seat, self.names, self.colours)

    @property
    def me(self) -> int:
        """The seat shown large: the viewer, else seat 0 (a spectator)."""
        return self.viewer if self.viewer is not None else 0

    def my_turn(self) -> bool:
        return (not self.covered and self.viewer is not None and self.view.get("seat") == self.viewer
                and self.viewer in self.ctl.match.to_move() and not self.ctl.is_bot(self.viewer))

    def phase(self) -> str:
        return self.view.get("phase", "")

    def hotseat(self) -> bool:
        return len(self.ctl.humans) > 1

    # --- the model ---------------------------------------------------------------------------
    def refresh(self, force: bool = False) -> None:
        viewer = self.pick_viewer()
        covered = self.covered_seat(viewer) is not None
        key = (len(self.ctl.match.log), viewer, covered, self.ctl.match.barrier)
        if not force and key == self.view_key:
            return
        old_key = self.view_key
        self.view_key = key
        self.viewer = viewer
        self.covered = covered
        # hotseat: a seat's secrets show only while it owes a decision and said "it is me"
        private = not covered and not (self.hotseat() and viewer not in self.ctl.human_to_move())
        self.view = self.ctl.match.view(viewer if private else None)
        mine = self.my_turn()
        self.legal = self.ctl.match.legal(viewer) if mine else []
        # what the viewer is deciding: another seat's (hidden) commit leaves a half-made
        # placement or a picked card as it is; the viewer's own move, undo or a new pack resets it
        me = self.view.get("me") or {}
        decision = (viewer, covered, self.phase(), mine, sum(1 for s, _a in self.ctl.match.log if s == viewer),
                    tuple(me.get("pack") or ()), tuple(me.get("hand") or ()))
        if old_key is None or decision != self.decision_key:
            self.decision_key = decision
            self.selected = None
            self.discard_pick = None
            self.build_page = 0
            self.plan = PlacementPlan(self.view) if mine and self.phase() == PLACEMENT and self.view.get("me") else None
        self.sync_log(animate=not self.quiet)
        self.sync_steps()
        self.rebuild()

    def on_applied(self, seat: int, action: tuple, events: list) -> None:
        if action == ("undo",):
            self.forget_log()
            self.quiet = True
            self.refresh(force=True)
            self.quiet = False
            return
        self.refresh(force=True)

    # --- the log and the season steps ----------------------------------------------------------
    turn_event = "round_start"
    STEP_KINDS = frozenset({"reveal", "unpaid", "enter", "mimic_replaced", "war", "war_result", "income", "build",
                            "build_failed", "save", "leave", "leave_rewards", "age_chosen"})

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
        if prev is None or self.quiet:
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
        if not pace.narrates(self.app.settings) or self.size is None:
            return
        from game.ui.chronicles.steps import StepsOverlay

        self.app.push(StepsOverlay(self.app, self, steps, events))

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        if self.log_lang != (self.lang, self.palette):
            self.log_lang = (self.lang, self.palette)
            self.forget_log()
            self.quiet = True
            self.refresh(force=True)
            self.quiet = False
        w, h = self.app.size
        top = self.u(52)
        self.topbar = pygame.Rect(0, 0, w, top)
        rp = max(self.u(280), int(w * 0.22)) if self.show_log else 0
        pad = self.u(10)
        self.log_rect = pygame.Rect(w - rp + pad // 2, top + pad, rp - pad - pad // 2, h - top - 2 * pad) if rp else pygame.Rect(0, 0, 0, 0)
        left = pygame.Rect(pad, top + pad, w - rp - 2 * pad + (pad // 2 if rp else 0), h - top - 2 * pad)
        self.lay_out(left, pad)
        self.build_buttons()

    def build_buttons(self) -> None:
        self.layout_gen += 1
        b: list[widgets.Button] = []
        self.card_rects: list[tuple[pygame.Rect, object]] = []
        self.panel_title = ""
        self.panel_note = ""
        P = self.panel
        body = pygame.Rect(P.x + self.u(10), P.y + self.u(40), P.w - self.u(20), P.h - self.u(40) - self.u(66))
        self.action_y = P.bottom - self.u(58)
        phase = self.phase()
        me = self.view.get("me")
        mine = self.my_turn()
        if self.covered:
            pass                                # the kit's cover: its "Show my choice" is in the top bar (Enter)
        elif phase == RECRUIT and me:
            self.draft_buttons(b, body, me, mine)
        elif phase == PLACEMENT and me and not me.get("pending"):      # once sent: the waiting list (draw_panel)
            self.placement_buttons(b, body, me, mine)
        elif phase == BUILDING and mine:
            self.build_option_buttons(b, body)
        elif phase in (ENTER, AGING) and mine and self.view.get("choice"):
            self.choice_buttons(b, body)
        self.kingdom_buttons(b)
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
        if self.selected is None and self.discard_pick is None:
            return False
        self.selected, self.discard_pick = None, None
        return True

    def more_choices(self) -> bool:
        if getattr(self, "build_pages", 1) <= 1:
            return False
        self.next_page()
        return True

    def confirm(self) -> None:
        if not self.my_turn():
            return
        phase = self.phase()
        if phase == RECRUIT:
            self.confirm_draft()
        elif phase == PLACEMENT and self.plan is not None:
            self.confirm_placement()

    def submit(self, action: tuple) -> None:
        if not self.my_turn() or not self.ctl.match.rules.is_legal(self.ctl.match.state, self.viewer, action):
            self.explain(tr("chronicles.why.not_legal"))
            return
        self.ctl.submit_human(self.viewer, action)

    # --- events --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_drag(event):
            return
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
        if self.pick_key(k, phase):
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus_acts(phase):
                return False                        # the focused control (another card, a slot, a button) answers
            if phase == PLACEMENT and self.refuse_untouched():
                return True
            if phase in (RECRUIT, PLACEMENT):
                self.confirm()
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
        if data == self.selected or (self.discard_pick is not None and data == ("pack", self.discard_pick)):
            return False
        if phase == RECRUIT and not (isinstance(data, tuple) and data[0] == "pack"):
            return False                            # in the draft only the pack's cards answer Enter
        return True

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
            if phase == RECRUIT:
                d = tr("chronicles.dir.left" if v["direction"] == 1 else "chronicles.dir.right")
                key = "chronicles.prompt.draft2" if v["players"] == 2 else "chronicles.prompt.draft"
                return tr(key, player=self.name(self.viewer), direction=d)
            return tr(f"chronicles.prompt.phase.{phase}", player=self.name(self.viewer))
        waiting = [self.name(s) for s in v["to_move"]]
        if not waiting:
            return ""
        return tr("chronicles.prompt.wait", players=", ".join(waiting))

    # --- drawing ------------------------------------------------------------------------------------
    def focused(self, b: widgets.Button) -> bool:
        return self.group.keyboard and self.group.focused() is b

    def draw(self, surf: pygame.Surface) -> None:
        art.trim()
        self.background(surf)
        self.drawn = set()
        thinking = self.ctl.bot_thinking()
        base = (self.view_key, surf.get_size(), self.lang, self.palette, thinking)
        self.cached(surf, "strip", self.strip.inflate(self.u(4), self.u(4)), base,
                    lambda s: [self.draw_opponent(s, seat, rect) for seat, rect in self.opp_rects.items()])
        self.cached(surf, "kingdom", self.kingdom_rect.inflate(self.u(4), self.u(4)), (*base, self.layout_gen), self.draw_my_kingdom)
        self.draw_panel(surf)
        if self.show_log:
            self.cached(surf, "log", self.log_rect, (surf.get_size(), self.lang, len(self.log_lines), self.log_seen, self.log_scroll, self.log_yield,
                                                    self.log_lines[-1] if self.log_lines else None), self.draw_log)
        self.draw_topbar(surf)
        for b in self.group.buttons:
            if b.data == "top" or b.data in ("confirm", "reserve", "payfirst", "uncover", "page") or (
                    isinstance(b.data, tuple) and b.data[0] in ("build", "choice")):
                if isinstance(b.data, tuple) and b.data[0] == "build":
                    self.draw_build_row(surf, b)
                else:
                    b.draw(surf, self.k, self.focused(b))
            elif isinstance(b.data, tuple) and self.focused(b):
                pygame.draw.rect(surf, theme.GOLD, b.rect.inflate(self.u(6), self.u(6)), max(2, self.u(3)), border_radius=self.u(6))
        self.draw_drag(surf)

    def cached(self, surf: pygame.Surface, name: str, rect: pygame.Rect, key: tuple, draw) -> None:
        """Blit a part that changes only with the game (or an edit), redrawn when ``key`` changes;
        the cards it shows count as drawn each time it is blitted.  Each part keeps one
        full-size layer (redrawn in place), so the texts on it stay checkable."""
        entry = self.panels.get(name)
        if entry is None or entry[0] != key:
            layer = entry[1] if entry is not None and entry[1].get_size() == surf.get_size() else pygame.Surface(surf.get_size())
            layer.blit(self.app.backdrop(surf.get_size()), (0, 0))      # opaque: a plain blit each frame
            outer, self.drawn = self.drawn, set()
            draw(layer)
            entry = (key, layer, self.drawn)
            self.drawn = outer
            self.panels[name] = entry
        area = rect.clip(surf.get_rect())
        surf.blit(entry[1], area.topleft, area)
        widgets.placed(entry[1], surf, (0, 0))
        self.drawn |= entry[2]

    def draw_panel(self, surf: pygame.Surface) -> None:
        P = self.panel
        widgets.panel(surf, P, theme.BG2, self.u(10))
        v = self.view
        me = v.get("me")
        if self.covered:
            widgets.text(surf, tr("handover.title"), (P.centerx, P.y + self.u(40)), self.u(28), theme.GOLD, "title", "midtop", max_width=P.w - self.u(30))
            body = pygame.Rect(P.x + self.u(30), P.y + self.u(100), P.w - self.u(60), P.h // 2 - self.u(80))
            widgets.wrapped(surf, tr("handover.body", player=self.name(self.viewer)), body, self.u(17))
            return
        title = self.panel_title
        if title:
            widgets.text(surf, title, (P.x + self.u(12), P.y + self.u(10)), self.u(17), theme.GOLD, "bold", max_width=P.w - self.u(24))
        phase = v["phase"]
        if phase == RECRUIT and me:
            self.draw_draft(surf)
        elif phase == PLACEMENT and me and not me.get("pending"):
            self.draw_placement(surf, me)
        elif phase == BUILDING and self.my_turn():
            self.draw_build_note(surf)
        elif not self.my_turn():
            self.draw_waiting(surf)
        if me and me.get("reserve") is not None and phase != RECRUIT:
            r = pygame.Rect(P.right - self.u(50), P.bottom - self.u(62), self.u(40), int(self.u(40) * CARD_ASPECT))
            widgets.text(surf, tr("chronicles.reserve"), (r.x - self.u(6), r.centery), self.u(12), theme.MUTED, anchor="midright")
            self.card(surf, me["reserve"], r, text=False)

    def thinking_text(self) -> str:
        s = self.ctl.bot_thinking()
        return "" if s is None else tr("chronicles.thinking_of", player=self.name(s))


__all__ = ["ChroniclesBoardScene"]
