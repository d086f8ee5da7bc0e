"""The Chronicles table: every kingdom at a glance along the top (neighbours
marked), the viewer's own kingdom large below with its slots and buildings,
and beside it the decision at hand: the draft pack, the placement editor,
the build choices or an ability choice.  The game log is on the right.

The board draws only from ``self.view``, the rules' view of the seat whose
eyes the screen shows; in a hotseat game a cover hides everything private
until the next person says it is them (``covered``), and the view is then
the spectator's.  Bots think on the controller's worker thread.
"""

from __future__ import annotations

import time

import pygame

from game.chronicles.content import BUILDING_KEYS
from game.chronicles.state import AGING, BUILDING, ENTER, OVER, PLACEMENT, RECRUIT
from game.ui import fonts, theme, widgets
from game.ui.chronicles import art, words
from game.ui.chronicles.plan import PlacementPlan
from game.ui.controller import Controller
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.table import pace
from game.ui.table.chrome import BoardChrome
from game.ui.table.identity import draw_chip

SLOT_KEYS = {pygame.K_q: 0, pygame.K_w: 1, pygame.K_e: 2, pygame.K_z: 3, pygame.K_x: 4}
CARD_ASPECT = 1.4
CARD_KINDS = ("pack", "hand", "slot", "disc", "opp", "kept")


class ChroniclesBoardScene(BoardChrome):
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
        others = [s for s in range(self.view["players"]) if s != self.me]
        strip_h = self.u(176)
        y0 = left.y + strip_h + pad
        mine_h = left.bottom - y0
        # my kingdom: three top slots, two bottom, the buildings underneath
        head_h = self.u(44)
        bld_h = self.u(52)
        ch = (mine_h - head_h - bld_h - self.u(26)) // 2
        # a tall window must not let the slots take the panel's width (it once left the draft 0 px)
        widest = (left.w // 2 - 4 * self.u(8)) // 3
        ch = min(ch, int(widest * CARD_ASPECT))
        cw = int(ch / CARD_ASPECT)
        kw = 3 * cw + 4 * self.u(8)
        # a single opponent stands above my kingdom only, so the panel beside them
        # runs the whole height (the 2-player draft's nine cards were tiny)
        alone = len(others) == 1
        self.strip = pygame.Rect(left.x, left.y, kw if alone else left.w, strip_h)
        self.opp_rects: dict[int, pygame.Rect] = {}
        gap = self.u(8)
        ow = (self.strip.w - gap * (len(others) - 1)) // max(1, len(others))
        for i, s in enumerate(others):
            self.opp_rects[s] = pygame.Rect(left.x + i * (ow + gap), left.y, ow, strip_h)
        self.kingdom_rect = pygame.Rect(left.x, y0, kw, mine_h)
        self.slot_rects = []
        sy = y0 + head_h
        for s in range(5):
            if s < 3:
                r = pygame.Rect(left.x + self.u(8) + s * (cw + self.u(8)), sy, cw, ch)
            else:
                r = pygame.Rect(left.x + self.u(8) + (s - 3) * (cw + self.u(8)) + (cw + self.u(8)) // 2, sy + ch + self.u(10), cw, ch)
            self.slot_rects.append(r)
        bw = (kw - self.u(8) * 6) // 5
        self.bld_rects = [pygame.Rect(left.x + self.u(8) + i * (bw + self.u(8)), self.kingdom_rect.bottom - bld_h - self.u(6), bw, bld_h)
                          for i in range(5)]
        panel_top = left.y if alone else y0
        self.panel = pygame.Rect(self.kingdom_rect.right + pad, panel_top, left.right - self.kingdom_rect.right - pad, left.bottom - panel_top)
        self.build_buttons()

    def card_grid(self, area: pygame.Rect, n: int, max_w: int | None = None) -> list[pygame.Rect]:
        """The largest cards that fit ``n`` in ``area`` (rows of equal cards, centred)."""
        if n <= 0:
            return []
        gap = self.u(8)
        best = (0, 1)
        for rows in range(1, 4):
            cols = -(-n // rows)
            cw = min((area.w - gap * (cols - 1)) / cols, ((area.h - gap * (rows - 1)) / rows) / CARD_ASPECT)
            if max_w:
                cw = min(cw, max_w)
            if cw > best[0] + 1:
                best = (cw, rows)
        cw, rows = int(best[0]), best[1]
        ch = int(cw * CARD_ASPECT)
        cols = -(-n // rows)
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x0 = area.centerx - (in_row * cw + (in_row - 1) * gap) // 2
            out.append(pygame.Rect(x0 + c * (cw + gap), area.y + r * (ch + gap), cw, ch))
        return out

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
            pass                                # the kit's cover: its button is in the top bar (Enter)
        elif phase == RECRUIT and me:
            self.panel_title = tr("chronicles.draft.title2" if self.view["players"] == 2 else "chronicles.draft.title")
            kept_h = self.u(70)
            area = pygame.Rect(body.x, body.y, body.w, body.h - kept_h - self.u(8))
            pack = me["pack"]
            for i, (r, uid) in enumerate(zip(self.card_grid(area, len(pack), self.u(170)), pack, strict=False)):
                b.append(widgets.Button(r, words.card_name(uid), (lambda u=uid: self.click_pack(u)), enabled=mine,
                                        tooltip=(lambda u=uid, i=i: f"{i + 1}: " + words.card_tip(u)),
                                        why_disabled=lambda: tr("chronicles.why.wait"), data=("pack", uid)))
            kx = body.x
            kr = pygame.Rect(kx, body.bottom - kept_h + self.u(24), int((kept_h - self.u(22)) / CARD_ASPECT), kept_h - self.u(22))
            for uid in list(me["picks"]) + ([me["reserve"]] if me["reserve"] is not None else []):
                b.append(widgets.Button(kr.copy(), words.card_name(uid), None, tooltip=words.card_tip(uid), data=("kept", uid)))
                kr.x += kr.w + self.u(6)
            if mine:
                label, ok = self.pick_label()
                r = pygame.Rect(P.x + self.u(10), P.bottom - self.u(56), P.w - self.u(20), self.u(46))
                b.append(widgets.Button(r, label, self.confirm, enabled=ok, style="primary", why_disabled=label, data="confirm"))
        elif phase == PLACEMENT and me:
            self.panel_title = tr("chronicles.place.title")
            plan = self.plan
            hand = plan.loose() if plan else list(me["hand"])
            extra = self.u(50) if self.plan is not None and self.plan.credit_matters() else 0
            area = pygame.Rect(body.x, body.y, body.w, body.h - self.u(96) - extra)
            for i, (r, uid) in enumerate(zip(self.card_grid(area, len(hand), self.u(150)), hand, strict=False)):
                b.append(widgets.Button(r, words.card_name(uid), (lambda u=uid: self.click_hand(u)), enabled=mine,
                                        tooltip=(lambda u=uid, i=i: f"{i + 1}: " + words.card_tip(u)),
                                        why_disabled=lambda: tr("chronicles.why.wait"), data=("hand", uid)))
            if plan:
                dx = body.x
                for from_slot in sorted(plan.discard):
                    r = pygame.Rect(dx, area.bottom + self.u(26), self.u(46), int(self.u(46) * CARD_ASPECT))
                    uid = plan.old_uid(from_slot)
                    b.append(widgets.Button(r, words.card_name(uid), (lambda s=from_slot: self.restore(s)),
                                            tooltip=tr("chronicles.place.restore.tip", card=words.card_name(uid)), data=("disc", from_slot)))
                    dx += self.u(52)
                two_rows = plan.credit_matters()        # "pay earlier" only when a credit makes the order matter
                half = (P.w - self.u(30)) // 2
                y = P.bottom - self.u(104) if two_rows else P.bottom - self.u(54)
                res_w = half if two_rows else (P.w - self.u(30)) * 2 // 5
                sel_uid = self.selected[1] if self.selected and self.selected[0] == "hand" else None
                b.append(widgets.Button(pygame.Rect(P.x + self.u(10), y, res_w, self.u(42 if two_rows else 44)),
                                        tr("chronicles.place.reserve") if sel_uid is None or sel_uid != plan.reserve else tr("chronicles.place.unreserve"),
                                        self.toggle_reserve, enabled=sel_uid is not None, tooltip=tr("chronicles.place.reserve.tip"),
                                        why_disabled=tr("chronicles.place.reserve.why"), data="reserve"))
                if two_rows:
                    sel_slot = self.selected[1] if self.selected and self.selected[0] == "slot" else None
                    can_pay_first = sel_slot is not None and sel_slot in plan.order() and plan.order().index(sel_slot) > 0
                    b.append(widgets.Button(pygame.Rect(P.x + self.u(20) + half, y, half, self.u(42)), tr("chronicles.place.pay_first"),
                                            self.pay_first, enabled=can_pay_first, tooltip=tr("chronicles.place.pay_first.tip"),
                                            why_disabled=tr("chronicles.place.pay_first.why"), data="payfirst"))
                confirm_x = P.x + self.u(10) if two_rows else P.x + self.u(20) + res_w
                ok = plan.legal()
                b.append(widgets.Button(pygame.Rect(confirm_x, P.bottom - self.u(54), P.right - self.u(10) - confirm_x, self.u(44)), tr("chronicles.place.confirm"),
                                        self.confirm, enabled=ok and mine, style="primary", tooltip=tr("chronicles.place.confirm.tip"),
                                        why_disabled=tr("chronicles.place.illegal"), data="confirm"))
        elif phase == BUILDING and mine:
            self.panel_title = tr("chronicles.build.title", land=words.KingdomFacts(self.view, self.me).land_cost)
            row_h = self.u(50)
            per_page = max(1, (body.h - self.u(26)) // (row_h + self.u(6)))
            rows = self.option_rows()
            self.build_pages = max(1, -(-len(rows) // per_page))
            self.build_page = min(self.build_page, self.build_pages - 1)
            shown = rows[self.build_page * per_page:(self.build_page + 1) * per_page]
            for i, (a, label) in enumerate(shown):
                r = pygame.Rect(body.x, body.y + self.u(26) + i * (row_h + self.u(6)), body.w, row_h)
                gold = self.build_gold(a)
                b.append(widgets.Button(r, f"{i + 1}. " + label, (lambda a=a: self.submit(a)),
                                        tooltip=(lambda a=a, g=gold: self.build_tip(a, g)), data=("build", a, gold)))
            if self.build_pages > 1:
                r = pygame.Rect(P.x + self.u(10), P.bottom - self.u(56), self.u(160), self.u(46))
                b.append(widgets.Button(r, tr("chronicles.build.more", page=self.build_page + 1, pages=self.build_pages), self.next_page, data="page"))
        elif phase in (ENTER, AGING) and mine and self.view.get("choice"):
            choice = self.view["choice"]
            self.panel_title = tr(f"chronicles.choice.{choice['kind']}", card=self.choice_source_name())
            for i, (a, label) in enumerate(self.option_rows()):
                r = pygame.Rect(body.x, body.y + self.u(40) + i * self.u(52), body.w, self.u(46))
                b.append(widgets.Button(r, f"{i + 1}. " + label, (lambda a=a: self.submit(a)), data=("choice", a[1])))
        # my slots and buildings (hover hints; clicks while placing or choosing)
        kingdom = self.view["kingdoms"][self.me]
        for s, r in enumerate(self.slot_rects):
            uid = self.slot_uid(s)
            open_ = s != 2 or kingdom["extra_slot"]
            tip = words.card_tip(uid) if uid is not None else tr("chronicles.slot.empty.tip", slot=words.slot_name(s)) if open_ else tr("chronicles.slot.locked.tip")
            b.append(widgets.Button(r, words.slot_name(s), (lambda s=s: self.click_slot(s)), tooltip=tip, data=("slot", s)))
        legal_keys = {a[1] for a in self.legal if a[0] in ("build", "upgrade")} if phase == BUILDING else set()
        for i, key in enumerate(BUILDING_KEYS):
            level = kingdom["buildings"][key]
            b.append(widgets.Button(self.bld_rects[i], words.building_name(key), (lambda k=key: self.click_building(k)),
                                    tooltip=(lambda k=key, lv=level: words.building_tip(k, lv)),
                                    selected=key in legal_keys, data=("bld", self.me, key)))
        # the other kingdoms: hints on their characters and buildings
        for s, rect in self.opp_rects.items():
            for slot, r in self.mini_slots(rect).items():
                c = self.view["kingdoms"][s]["slots"][slot]
                if c is not None:
                    b.append(widgets.Button(r, words.card_name(c["uid"]), None, tooltip=words.card_tip(c["uid"]) + "\n" + tr("chronicles.tokens", n=c["tokens"]),
                                            data=("opp", s, slot)))
            for i, r in enumerate(self.mini_buildings(rect)):
                key = BUILDING_KEYS[i]
                level = self.view["kingdoms"][s]["buildings"][key]
                b.append(widgets.Button(r, words.building_name(key), None, tooltip=words.building_tip(key, level), data=("bld", s, key)))
        b += self.top_buttons()
        self.group.set(b)
        confirm = next((i for i, x in enumerate(b) if x.data in ("confirm", "uncover")), None)
        if confirm is not None and not self.group.keyboard:
            self.group.focus = confirm

    def slot_uid(self, s: int) -> int | None:
        if self.plan is not None and not self.covered:
            return self.plan.uid_at(s)
        c = self.view["kingdoms"][self.me]["slots"][s]
        return None if c is None else c["uid"]

    def mini_slots(self, rect: pygame.Rect) -> dict[int, pygame.Rect]:
        y = rect.y + self.u(52)
        ch = (rect.bottom - self.u(6) - y - self.u(4)) // 2
        cw = min(int(ch / CARD_ASPECT), (rect.w - self.u(24)) // 5)
        ch = int(cw * CARD_ASPECT)
        out = {}
        for s in range(3):
            out[s] = pygame.Rect(rect.x + self.u(8) + s * (cw + self.u(4)), y, cw, ch)
        for s in (3, 4):
            out[s] = pygame.Rect(rect.x + self.u(8) + (s - 3) * (cw + self.u(4)) + cw // 2, y + ch + self.u(4), cw, ch)
        return out

    def mini_buildings(self, rect: pygame.Rect) -> list[pygame.Rect]:
        slots = self.mini_slots(rect)
        x = slots[2].right + self.u(8)
        bw = min(self.u(150), rect.right - x - self.u(8))
        bh = (rect.bottom - self.u(8) - slots[0].y - 4 * self.u(3)) // 5
        return [pygame.Rect(x, slots[0].y + i * (bh + self.u(3)), bw, bh) for i in range(5)]

    # --- decisions ---------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def topbar_extra(self) -> list:
        """Once the game is over: back to the final scores."""
        return [("chronicles.scores", self.open_scoring, True, None)] if self.view.get("over") else []

    def pick_label(self) -> tuple[str, bool]:
        sel = self.selected[1] if self.selected and self.selected[0] == "pack" else None
        if sel is None:
            return tr("chronicles.draft.choose"), False
        if self.view["players"] == 2:
            if self.discard_pick is None:
                return tr("chronicles.draft.choose_discard", card=words.card_name(sel)), False
            return tr("chronicles.draft.keep_discard", card=words.card_name(sel), other=words.card_name(self.discard_pick)), True
        return tr("chronicles.draft.pick", card=words.card_name(sel)), True

    def draft_action(self) -> tuple | None:
        sel = self.selected[1] if self.selected and self.selected[0] == "pack" else None
        if sel is None:
            return None
        if self.view["players"] == 2:
            return None if self.discard_pick is None else ("pick2", sel, self.discard_pick)
        return ("pick", sel)

    def click_pack(self, uid: int) -> None:
        if not self.my_turn():
            return
        sel = self.selected[1] if self.selected and self.selected[0] == "pack" else None
        if self.view["players"] == 2:
            if sel is None:
                self.selected = ("pack", uid)
            elif uid == sel:
                self.selected, self.discard_pick = None, None
            elif uid == self.discard_pick:
                self.discard_pick = None
            else:
                self.discard_pick = uid
        elif sel == uid:
            self.confirm()
            return
        else:
            self.selected = ("pack", uid)
        self.rebuild()

    def click_hand(self, uid: int) -> None:
        if self.plan is None:
            return
        self.selected = None if self.selected == ("hand", uid) else ("hand", uid)
        self.rebuild()

    def click_slot(self, s: int) -> None:
        plan = self.plan
        if self.phase() in (ENTER, AGING) and self.legal:
            for a in self.legal:
                if a[1] == s:
                    self.submit(a)
                    return
        if plan is None or not self.my_turn():
            return
        if not plan.available(s):
            self.explain(tr("chronicles.slot.locked.tip"))
            return
        sel = self.selected
        if sel and sel[0] == "hand":
            if plan.slots[s] is not None and plan.slots[s][0] == "old":
                self.explain(tr("chronicles.place.occupied"))
                return
            plan.place(sel[1], s)
            self.selected = None
        elif sel and sel[0] == "slot" and sel[1] != s:
            plan.move(sel[1], s)
            self.selected = None
        elif plan.slots[s] is not None:
            self.selected = None if sel == ("slot", s) else ("slot", s)
        self.rebuild()

    def click_building(self, key: str) -> None:
        for i, a in enumerate(self.legal):
            if a[0] in ("build", "upgrade") and a[1] == key:
                per = max(1, len([x for x in self.group.buttons if isinstance(x.data, tuple) and x.data[0] == "build"]))
                self.build_page = i // per
                self.rebuild()
                self.inform(self.build_tip(a, self.build_gold(a)), 6)
                return
        if self.phase() == BUILDING and self.my_turn():
            self.explain(tr("chronicles.build.cannot", building=words.building_name(key)))

    def discard_selected(self) -> None:
        plan, sel = self.plan, self.selected
        if plan is None or sel is None:
            return
        if sel[0] == "slot":
            e = plan.slots[sel[1]]
            if e is not None and e[0] == "old":
                plan.toggle_discard(sel[1])
            elif e is not None:
                plan.take_back(e[1])
        self.selected = None
        self.rebuild()

    def restore(self, from_slot: int) -> None:
        if self.plan is not None and not self.plan.restore(from_slot):
            self.explain(tr("chronicles.place.no_room"))
        self.rebuild()

    def toggle_reserve(self) -> None:
        if self.plan is not None and self.selected and self.selected[0] == "hand":
            self.plan.set_reserve(self.selected[1])
            self.selected = None
            self.rebuild()

    def pay_first(self) -> None:
        if self.plan is not None and self.selected and self.selected[0] == "slot":
            self.plan.pay_earlier(self.selected[1])
            self.rebuild()

    def next_page(self) -> None:
        self.build_page = (self.build_page + 1) % max(1, self.build_pages)
        self.rebuild()

    def confirm(self) -> None:
        if not self.my_turn():
            return
        phase = self.phase()
        if phase == RECRUIT:
            action = self.draft_action()
            if action is None:
                self.explain(self.pick_label()[0])
                return
            self.submit(action)
        elif phase == PLACEMENT and self.plan is not None:
            if not self.plan.legal():
                self.explain(tr("chronicles.place.illegal"))
                return
            lost = self.plan.discarded_at_end()
            unpaid = [s for s, _c, ok in self.plan.payment()[0] if not ok]
            if (lost or unpaid) and not getattr(self, "_confirmed", False):
                bits = []
                if lost:
                    bits.append(tr("chronicles.place.warn_discard", cards=", ".join(words.card_name(u) for u in lost)))
                if unpaid:
                    bits.append(tr("chronicles.place.warn_unpaid", cards=", ".join(words.slot_name(s) for s in unpaid)))

                def go() -> None:
                    self._confirmed = True
                    try:
                        self.confirm()
                    finally:
                        self._confirmed = False
                self.app.push(MessageDialog(self.app, tr("chronicles.place.confirm"), "\n".join(bits),
                                            [(tr("ui.back"), None), (tr("chronicles.place.confirm"), go)]))
                return
            self.submit(self.plan.action())

    def submit(self, action: tuple) -> None:
        if not self.my_turn() or not self.ctl.match.rules.is_legal(self.ctl.match.state, self.viewer, action):
            self.explain(tr("chronicles.why.not_legal"))
            return
        self.ctl.submit_human(self.viewer, action)

    def build_gold(self, action: tuple) -> int:
        from game.chronicles.building import build_price
        from game.chronicles.seen import player_from_view

        price = build_price(words.t(), player_from_view(self.view, self.me), action)
        return 0 if price is None else price

    def build_tip(self, action: tuple, gold: int) -> str:
        if action[0] == "pass":
            return tr("chronicles.build.pass.tip")
        facts = words.KingdomFacts(self.view, self.me)
        land = facts.land_cost if action[0] == "build" else 0
        return tr("chronicles.build.tip", needs=words.build_needs(self.view, self.me, action), land=land, gold=gold,
                  left=self.view["kingdoms"][self.me]["gold"] - gold) + "\n" + words.building_tip(action[1])

    def choice_source_name(self) -> str:
        choice = self.view.get("choice") or {}
        c = self.view["kingdoms"][choice.get("seat", self.me)]["slots"][choice.get("source", 0)] if choice.get("source") is not None else None
        return words.card_name(c["uid"]) if c else ""

    def option_rows(self) -> list[tuple[tuple, str]]:
        """The decision panel's list (a build, or a character to choose) as (action, caption)."""
        if self.covered or not self.my_turn():
            return []
        if self.phase() == BUILDING:
            return list(zip(self.legal, words.build_labels(self.legal), strict=True))
        if self.phase() in (ENTER, AGING) and self.view.get("choice"):
            return [(a, self.choice_label(a[1])) for a in self.legal]
        return []

    def choice_lists(self) -> list[list[str]]:
        """The build list or the character choice (the draft and placement are cards to click)."""
        rows = self.option_rows()
        return [[label for _a, label in rows]] if rows else []

    def choice_label(self, slot: int | None) -> str:
        if slot is None:
            return tr("chronicles.choice.none")
        c = self.view["kingdoms"][self.me]["slots"][slot]
        return f"{words.slot_name(slot)}: {words.card_name(c['uid'])}" if c else words.slot_name(slot)

    # --- events --------------------------------------------------------------------------------
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

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.button_at(event.pos)
            if hit is not None and isinstance(hit.data, tuple) and hit.data[0] in ("hand", "slot"):
                self.drag = (hit.data, event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            data, start = self.drag
            self.drag = None
            hit = self.button_at(event.pos)
            far = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > self.u(12)
            if far and hit is not None and isinstance(hit.data, tuple) and hit.data[0] == "slot" and hit.data != data:
                self.selected = data if data[0] == "hand" else ("slot", data[1])
                self.click_slot(hit.data[1])
            return
        if event.type == pygame.KEYDOWN and self.handle_keys(event):
            return
        if self.handle_chrome(event):
            return
        super().handle(event)

    def button_at(self, pos) -> widgets.Button | None:
        for b in self.group.buttons:
            if b.rect.collidepoint(pos):
                return b
        return None

    def handle_keys(self, event: pygame.event.Event) -> bool:
        k = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if self.covered and k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.hand_over()
            return True
        phase = self.phase()
        confirms = k in (pygame.K_RETURN, pygame.K_KP_ENTER) and phase in (RECRUIT, PLACEMENT) and self.my_turn()
        if k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and not self.group.keyboard and not confirms:
            # No focus ring shown: the key only shows where the focus is.  An extra
            # Space meant for the seasons overlay must not press "Pass" on the board.
            self.group.keyboard = True
            self.app.dirty = True
            return True
        if not self.my_turn():
            return False
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            kinds = {RECRUIT: "pack", PLACEMENT: "hand", BUILDING: "build", ENTER: "choice", AGING: "choice"}
            want = kinds.get(phase)
            items = [b for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == want]
            if i < len(items) and items[i].action:
                items[i].action()
                self.focus_on(items[i].data)          # Enter now means this card, not where the focus was
            return True
        if phase == PLACEMENT and k in SLOT_KEYS:
            self.click_slot(SLOT_KEYS[k])
            return True
        if phase == PLACEMENT and k == pygame.K_r:
            self.toggle_reserve()
            return True
        if phase == PLACEMENT and k == pygame.K_p:
            self.pay_first()
            return True
        if phase == PLACEMENT and k in (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_d):
            self.discard_selected()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus_acts(phase):
                return False                        # the focused control (another card, a slot, a button) answers
            if phase in (RECRUIT, PLACEMENT):
                self.confirm()
                return True
        return False

    def focus_on(self, data) -> None:
        """Put the keyboard focus on the button standing for ``data`` (a card just selected)."""
        for i, b in enumerate(self.group.buttons):
            if b.data == data:
                self.group.focus = i
                return

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
        if v.get("over"):
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
            self.cached(surf, "log", self.log_rect, (surf.get_size(), self.lang, len(self.log_lines), self.log_seen, self.log_scroll,
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
        if self.drag is not None and self.drag[0][0] == "hand":
            pos = pygame.mouse.get_pos() if pygame.display.get_init() and pygame.display.get_surface() else self.mouse
            size = (self.u(70), int(self.u(70) * CARD_ASPECT))
            img = art.card_surface(self.drag[0][1], size, text=False)
            surf.blit(img, img.get_rect(center=pos))

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

    def card(self, surf: pygame.Surface, uid: int, rect: pygame.Rect, text: bool = True) -> None:
        self.drawn.add(uid)
        surf.blit(art.card_surface(uid, rect.size, text), rect.topleft)

    def tokens(self, surf: pygame.Surface, rect: pygame.Rect, n: int, r: int) -> None:
        for i in range(n):
            art.token(surf, (rect.x + r + 2 + i * (2 * r + 2), rect.bottom - r - 4), r)

    def draw_opponent(self, surf: pygame.Surface, s: int, rect: pygame.Rect) -> None:
        v = self.view
        k = v["kingdoms"][s]
        n = v["players"]
        nb = ""
        if n > 2 and self.viewer is not None and not self.covered:
            if s == (self.me + 1) % n:
                nb = tr("chronicles.neighbour.left")
            elif s == (self.me - 1) % n:
                nb = tr("chronicles.neighbour.right")
        elif n == 2 and self.viewer is not None:
            nb = tr("chronicles.neighbour.opponent")
        winner = s in (v.get("winners") or [])
        widgets.panel(surf, rect, (40, 46, 62) if not nb else (52, 50, 60), self.u(8), theme.GOLD if winner or nb else theme.EDGE, 2 if nb else 1)
        self.draw_kingdom_head(surf, s, pygame.Rect(rect.x + self.u(8), rect.y + self.u(6), rect.w - self.u(16), self.u(46)), small=True, tag=nb)
        for slot, r in self.mini_slots(rect).items():
            c = k["slots"][slot]
            if slot == 2 and not k["extra_slot"] and c is None:
                art.slot_frame(surf, r, True, self.k * 0.6, open_=False)
            elif c is None:
                art.slot_frame(surf, r, slot < 3, self.k * 0.6)
            else:
                self.card(surf, c["uid"], r, text=False)
                self.tokens(surf, r, c["tokens"], max(3, self.u(5)))
        for i, r in enumerate(self.mini_buildings(rect)):
            key = BUILDING_KEYS[i]
            surf.blit(art.building_tile(key, k["buildings"][key], r.size), r.topleft)

    def draw_kingdom_head(self, surf, s: int, r: pygame.Rect, small: bool, tag: str = "") -> None:
        k = self.view["kingdoms"][s]
        facts = words.KingdomFacts(self.view, s)
        ident = theme.identity(self.colours[s], self.app.settings.colorblind)
        dot = (r.x + self.u(9), r.y + self.u(10))
        draw_chip(surf, dot, self.u(16), ident)
        name = self.name(s)
        spec = self.ctl.seats[s] if s < len(self.ctl.seats) else None
        mark = ""
        if s in self.view.get("to_move", []):
            mark = "… "
        elif k["submitted"]:
            mark = "✓ "
        who = tr("board.you") if spec and spec.kind == "human" and s == self.viewer else (tr(f"seat.bot.{spec.level}") if spec and spec.kind == "bot" else "")
        line1 = mark + " · ".join(x for x in (name, tag) if x)
        widgets.text(surf, line1, (r.x + self.u(22), r.y + self.u(1)), self.u(14 if small else 16), theme.TEXT, "bold", max_width=r.w - self.u(24),
                     shorten=True)
        status = who
        if s in self.view.get("to_move", []):
            status = (who + " · " if who else "") + (tr("seat.thinking") if self.ctl.bot_thinking() == s else tr("chronicles.deciding"))
        y2 = r.y + self.u(22)
        x = r.x
        x = self.stat(surf, x, y2, "vp", str(k["vp"]))
        x = self.stat(surf, x, y2, "gold", str(k["gold"]))
        x = self.stat(surf, x, y2, "str", str(facts.strength))
        for i, res in enumerate(words.RESOURCES):
            if facts.production[i]:
                art.resource_icon(surf, res, (x + self.u(7), y2 + self.u(9)), self.u(7))
                x += self.u(16)
                x = widgets.text(surf, str(facts.production[i]), (x, y2 + self.u(9)), self.u(13), theme.TEXT, "bold", "midleft").right + self.u(5)
        room = r.right - x - self.u(4)
        for text in (status, status.rpartition(" · ")[2]):     # the whole status, or just "deciding"
            size = art.fitting(text, self.u(12), room) if text else 0
            if size:
                widgets.text(surf, text, (r.right, y2 + self.u(9)), size, theme.ACCENT, "regular", "midright")
                break

    def stat(self, surf, x: int, y: int, what: str, value: str) -> int:
        c = (x + self.u(8), y + self.u(9))
        if what == "gold":
            art.coin(surf, c, self.u(8), "")
        elif what == "str":
            art.shield(surf, c, self.u(7), "")
        else:
            pygame.draw.polygon(surf, theme.GOLD, [(c[0], c[1] - self.u(8)), (c[0] + self.u(8), c[1]), (c[0], c[1] + self.u(8)), (c[0] - self.u(8), c[1])])
        rect = widgets.text(surf, value, (x + self.u(19), c[1]), self.u(14), theme.TEXT, "bold", "midleft")
        return rect.right + self.u(8)

    def draw_my_kingdom(self, surf: pygame.Surface) -> None:
        R = self.kingdom_rect
        widgets.panel(surf, R, (44, 40, 40), self.u(10), theme.GOLD if self.viewer is not None else theme.EDGE, 2)
        self.draw_kingdom_head(surf, self.me, pygame.Rect(R.x + self.u(8), R.y + self.u(4), R.w - self.u(16), self.u(40)), small=False)
        k = self.view["kingdoms"][self.me]
        plan = self.plan if not self.covered else None
        facts = words.KingdomFacts(self.view, self.me)
        pay = {}
        if plan is not None:
            rows, _left, _credit = plan.payment()
            pay = {s: (i + 1, cost, ok) for i, (s, cost, ok) in enumerate(rows)}
        legal_slots = {a[1] for a in self.legal if a[0] in ("age", "save") and a[1] is not None}
        for s, r in enumerate(self.slot_rects):
            open_ = s != 2 or k["extra_slot"]
            uid = self.slot_uid(s)
            if uid is None:
                art.slot_frame(surf, r, s < 3, self.k, open_)
                label = words.slot_name(s) if open_ else tr("chronicles.slot.locked")
                widgets.text(surf, label, (r.centerx, r.bottom - self.u(16)), self.u(12), theme.MUTED, anchor="center", max_width=r.w - self.u(6))
            else:
                self.card(surf, uid, r)
                entry = plan.slots[s] if plan is not None else None
                tokens = 0
                if entry is None or entry[0] == "old":
                    src = entry[1] if entry is not None else s
                    c = k["slots"][src]
                    tokens = c["tokens"] if c else 0
                    if plan is None and facts.char_strength[s] is not None and c:
                        base = words.t().strength[uid]
                        if facts.char_strength[s] != base:
                            art.shield(surf, (r.right - self.u(14), r.y + self.u(40)), self.u(10), str(facts.char_strength[s]), (60, 120, 60))
                self.tokens(surf, r, tokens, max(4, self.u(7)))
                if s in pay:
                    n, _cost, ok = pay[s]
                    tag = pygame.Rect(r.x - self.u(4), r.bottom - self.u(26), self.u(26), self.u(22))
                    pygame.draw.rect(surf, theme.GOOD if ok else theme.BAD, tag, border_radius=self.u(5))
                    widgets.text(surf, str(n), tag.center, self.u(13), (255, 255, 255), "bold", "center")
            if s < 3:
                pass
            if self.selected == ("slot", s) or s in legal_slots:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(self.u(6), self.u(6)), max(2, self.u(3)), border_radius=self.u(6))
        # the top / bottom row labels
        widgets.text(surf, tr("chronicles.row.bottom"), (self.slot_rects[3].x - self.u(8), self.slot_rects[3].centery), self.u(11), theme.MUTED, anchor="midright",
                     max_width=self.slot_rects[3].x - R.x - self.u(10))
        legal_keys = {a[1] for a in self.legal if a[0] in ("build", "upgrade")}
        for i, key in enumerate(BUILDING_KEYS):
            r = self.bld_rects[i]
            surf.blit(art.building_tile(key, k["buildings"][key], r.size), r.topleft)
            if key in legal_keys:
                pygame.draw.rect(surf, theme.GOOD, r.inflate(self.u(4), self.u(4)), max(2, self.u(3)), border_radius=self.u(5))

    def draw_panel(self, surf: pygame.Surface) -> None:
        P = self.panel
        widgets.panel(surf, P, theme.BG2, self.u(10))
        v = self.view
        me = v.get("me")
        if self.covered:
            widgets.text(surf, tr("handover.title"), (P.centerx, P.y + self.u(40)), self.u(28), theme.GOLD, "title", "midtop", max_width=P.w - self.u(30))
            body = pygame.Rect(P.x + self.u(30), P.y + self.u(100), P.w - self.u(60), P.h // 2 - self.u(80))
            widgets.wrapped(surf, tr("handover.body", player=self.name(self.viewer)), body, self.u(17))
            self.draw_buttons_of(surf, ("uncover",))
            return
        title = self.panel_title
        if title:
            widgets.text(surf, title, (P.x + self.u(12), P.y + self.u(10)), self.u(17), theme.GOLD, "bold", max_width=P.w - self.u(24))
        phase = v["phase"]
        if phase == RECRUIT and me:
            d = v["direction"]
            arrow = "→" if d == 1 else "←"
            nxt = self.name((self.me + d) % v["players"])
            ky = P.bottom - self.u(66) - self.u(70) + self.u(8)
            widgets.text(surf, tr("chronicles.draft.passing", arrow=arrow, player=nxt), (P.right - self.u(12), ky), self.u(13), theme.ACCENT, anchor="topright",
                         max_width=P.w // 2 - self.u(16))
            sel = self.selected[1] if self.selected and self.selected[0] == "pack" else None
            for b in self.group.buttons:
                if isinstance(b.data, tuple) and b.data[0] == "pack":
                    uid = b.data[1]
                    r = b.rect
                    self.card(surf, uid, r)
                    if uid == sel:
                        self.badge(surf, r, tr("chronicles.draft.keep"), theme.GOOD)
                    elif uid == self.discard_pick:
                        self.badge(surf, r, tr("chronicles.draft.discard"), theme.BAD)
            kept = [b for b in self.group.buttons if isinstance(b.data, tuple) and b.data[0] == "kept"]
            ky = P.bottom - self.u(66) - self.u(70) + self.u(8)
            widgets.text(surf, tr("chronicles.draft.kept", n=len(kept)), (P.x + self.u(10), ky), self.u(12), theme.MUTED, max_width=P.w // 2)
            for b in kept:
                self.card(surf, b.data[1], b.rect, text=False)
        elif phase == PLACEMENT and me:
            plan = self.plan
            for b in self.group.buttons:
                if isinstance(b.data, tuple) and b.data[0] == "hand":
                    uid = b.data[1]
                    sel = self.selected == ("hand", uid)
                    r = b.rect
                    self.card(surf, uid, r)
                    if plan is not None and plan.reserve == uid:
                        self.badge(surf, r, tr("chronicles.place.reserved"), theme.ACCENT)
                    elif sel:
                        self.badge(surf, r, tr("chronicles.place.selected"), theme.GOOD)
                elif isinstance(b.data, tuple) and b.data[0] == "disc":
                    self.card(surf, self.plan.old_uid(b.data[1]) if self.plan else 0, b.rect, text=False)
                    pygame.draw.line(surf, theme.BAD, b.rect.topleft, b.rect.bottomright, max(2, self.u(3)))
            if plan is not None:
                self.draw_money(surf, plan)
            elif me.get("pending"):
                widgets.text(surf, tr("chronicles.place.sent"), P.center, self.u(16), theme.MUTED, anchor="center", max_width=P.w - self.u(20))
            self.draw_buttons_of(surf, ("reserve", "payfirst", "confirm"))
        elif phase == BUILDING and self.my_turn():
            facts = words.KingdomFacts(self.view, self.me)
            note = tr("chronicles.build.note", gold=v["kingdoms"][self.me]["gold"], prod=words.amounts_text(facts.production))
            lines = fonts.wrap(note, self.u(12), P.w - self.u(24))[:2]
            for i, line in enumerate(lines):
                widgets.text(surf, line, (P.x + self.u(12), P.y + self.u(33) + i * self.u(14)), self.u(12), theme.MUTED, max_width=P.w - self.u(24))
        elif not self.my_turn():
            self.draw_waiting(surf)
        if me and me.get("reserve") is not None and phase != RECRUIT:
            r = pygame.Rect(P.right - self.u(50), P.bottom - self.u(62), self.u(40), int(self.u(40) * CARD_ASPECT))
            widgets.text(surf, tr("chronicles.reserve"), (r.x - self.u(6), r.centery), self.u(12), theme.MUTED, anchor="midright")
            self.card(surf, me["reserve"], r, text=False)

    def draw_buttons_of(self, surf, datas: tuple) -> None:
        """Nothing to do: the action buttons are drawn with the others in ``draw``."""

    def badge(self, surf, r: pygame.Rect, text: str, rgb) -> None:
        tag = pygame.Rect(0, 0, r.w - self.u(10), self.u(20))
        tag.midbottom = (r.centerx, r.bottom - self.u(4))
        pygame.draw.rect(surf, rgb, tag, border_radius=self.u(5))
        widgets.text(surf, text, tag.center, self.u(12), (255, 255, 255), "bold", "center", max_width=tag.w - self.u(4))
        pygame.draw.rect(surf, rgb, r, max(2, self.u(3)), border_radius=self.u(4))

    def draw_money(self, surf: pygame.Surface, plan: PlacementPlan) -> None:
        P = self.panel
        rows, left, credit = plan.payment()
        cost = sum(max(0, c) for _s, c, ok in rows if ok)
        y = self.action_y - self.u(92 if plan.credit_matters() else 44)
        text = tr("chronicles.place.money", cost=cost, gold=plan.kingdom["gold"], left=left)
        widgets.text(surf, text, (P.x + self.u(12), y), self.u(15), theme.TEXT, "bold", max_width=P.w - self.u(24))
        widgets.text(surf, self.war_preview(plan), (P.x + self.u(12), y - self.u(24)), self.u(14), theme.GOLD, "bold", max_width=P.w - self.u(24))
        bits = []
        if plan.credit_matters():
            order = " → ".join(f"{words.card_name(plan.uid_at(s))}" for s in plan.order())
            bits.append(tr("chronicles.place.order", order=order))
        lost = plan.discarded_at_end()
        if lost:
            bits.append(tr("chronicles.place.will_discard", n=len(lost)))
        unpaid = [s for s, _c, ok in rows if not ok]
        if unpaid:
            bits.append(tr("chronicles.place.unpaid", n=len(unpaid)))
        if not bits:
            bits.append(tr("chronicles.place.help"))
        widgets.text(surf, " · ".join(bits), (P.x + self.u(12), y + self.u(22)), self.u(12), theme.BAD if unpaid else theme.MUTED, max_width=P.w - self.u(24))

    def war_preview(self, plan: PlacementPlan) -> str:
        """The war strength this placement gives, against the neighbours' as they
        stand (their new cards are still secret)."""
        from game.chronicles.seen import neighbours

        mine = plan.war_strength()
        now = words.KingdomFacts(self.view, self.me).strength
        rivals = ", ".join(f"{self.name(s)} {words.KingdomFacts(self.view, s).strength}" for s in dict.fromkeys(neighbours(self.view)))
        return tr("chronicles.place.war", strength=mine, now=now, rivals=rivals)

    def draw_build_row(self, surf: pygame.Surface, b: widgets.Button) -> None:
        action, gold = b.data[1], b.data[2]
        r = b.rect
        base = theme.PANEL_HI if not b.hover else theme.mix(theme.PANEL_HI, (255, 255, 255), 0.12)
        widgets.panel(surf, r, base, self.u(8), theme.GOLD if self.focused(b) else theme.EDGE, 2 if self.focused(b) else 1)
        x = r.x + self.u(8)
        if action[0] != "pass":
            tile = pygame.Rect(x, r.y + self.u(4), self.u(52), r.h - self.u(8))
            level = action[2] if action[0] == "build" else 2
            surf.blit(art.building_tile(action[1], level, tile.size), tile.topleft)
            x = tile.right + self.u(8)
        widgets.text(surf, b.caption(), (x, r.y + self.u(5)), self.u(15), theme.TEXT, "bold", max_width=r.right - x - self.u(70))
        needs = words.build_needs(self.view, self.me, action)
        widgets.text(surf, needs, (x, r.y + self.u(27)), self.u(12), theme.MUTED, max_width=r.right - x - self.u(70))
        if action[0] != "pass":
            art.coin(surf, (r.right - self.u(44), r.centery), self.u(12), str(gold))

    def draw_waiting(self, surf: pygame.Surface) -> None:
        P = self.panel
        v = self.view
        y = P.y + self.u(50)
        widgets.text(surf, tr("chronicles.waiting.title"), (P.x + self.u(14), P.y + self.u(12)), self.u(17), theme.GOLD, "bold", max_width=P.w - self.u(28))
        for s in range(v["players"]):
            k = v["kingdoms"][s]
            done = s not in v["to_move"]
            mark = "✓" if done else "…"
            text = f"{mark} {self.name(s)}"
            if self.ctl.bot_thinking() == s:
                text += " · " + tr("seat.thinking")
            widgets.text(surf, text, (P.x + self.u(20), y), self.u(15), theme.GOOD if done else theme.TEXT, max_width=P.w - self.u(40))
            y += self.u(24)
            del k
        me = v.get("me")
        if me and v["phase"] == RECRUIT:
            y += self.u(10)
            widgets.text(surf, tr("chronicles.draft.kept", n=len(me["picks"])), (P.x + self.u(14), y), self.u(12), theme.MUTED)
            r = pygame.Rect(P.x + self.u(14), y + self.u(18), self.u(50), int(self.u(50) * CARD_ASPECT))
            for uid in me["picks"]:
                self.card(surf, uid, r, text=False)
                r.x += r.w + self.u(6)
        if v.get("over"):
            widgets.text(surf, tr("chronicles.prompt.over"), (P.x + self.u(14), y + self.u(10)), self.u(15), theme.GOLD, max_width=P.w - self.u(28))

    def thinking_text(self) -> str:
        s = self.ctl.bot_thinking()
        return "" if s is None else tr("chronicles.thinking_of", player=self.name(s))


def now() -> float:
    return time.monotonic()


__all__ = ["ChroniclesBoardScene", "fonts"]
