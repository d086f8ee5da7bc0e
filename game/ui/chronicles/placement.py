"""The placement panel of the Chronicles table: the hand, the cards being
discarded, reserve / pay-first / confirm, the money and war preview, and the
picking that goes with it (click a card then a slot, or drag it; click a
slot to move, discard or restore).  The half-made placement itself is a
``PlacementPlan``.
"""

from __future__ import annotations

import pygame

from game.chronicles.state import AGING, ENTER
from game.ui import theme, widgets
from game.ui.chronicles import art, words
from game.ui.chronicles.cards import CARD_ASPECT
from game.ui.chronicles.plan import PlacementPlan
from game.ui.i18n import tr
from game.ui.scene import MessageDialog


class PlacementPanel:
    """Mixin for the board scene: the placement's buttons, picking (clicks and drags) and drawing."""

    def placement_buttons(self, b: list[widgets.Button], body: pygame.Rect, me: dict, mine: bool) -> None:
        P = self.panel
        self.panel_title = tr("chronicles.place.title")
        plan = self.plan
        hand = plan.loose() if plan else list(me["hand"])
        extra = self.u(50) if self.plan is not None and self.plan.credit_matters() else 0
        area = pygame.Rect(body.x, body.y, body.w, body.h - self.u(96) - extra)
        captions = words.card_captions(hand)
        for i, (r, uid) in enumerate(zip(self.card_grid(area, len(hand), self.u(150)), hand, strict=False)):
            b.append(widgets.Button(r, captions[i], (lambda u=uid: self.click_hand(u)), enabled=mine,
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

    def confirm_placement(self) -> None:
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

    def refuse_untouched(self) -> bool:
        """Enter on a placement nothing was done to explains what to do (True) rather
        than confirming: an Enter meant for the draft (its last card is kept by itself)
        must not offer to send a placement that discards the whole hand."""
        if self.plan is None or not self.plan.untouched():
            return False
        self.explain(tr("chronicles.place.untouched"))
        return True

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """Drag a hand card or a slot's card onto a slot; True when a drop was handled."""
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
        return False

    def button_at(self, pos) -> widgets.Button | None:
        for b in self.group.buttons:
            if b.rect.collidepoint(pos):
                return b
        return None

    def draw_drag(self, surf: pygame.Surface) -> None:
        """The card under the mouse while a hand card is dragged."""
        if self.drag is not None and self.drag[0][0] == "hand":
            pos = pygame.mouse.get_pos() if pygame.display.get_init() and pygame.display.get_surface() else self.mouse
            size = (self.u(70), int(self.u(70) * CARD_ASPECT))
            img = art.card_surface(self.drag[0][1], size, text=False)
            surf.blit(img, img.get_rect(center=pos))

    def draw_placement(self, surf: pygame.Surface, me: dict) -> None:
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
        if bits:
            widgets.text(surf, " · ".join(bits), (P.x + self.u(12), y + self.u(22)), self.u(12), theme.BAD if unpaid else theme.MUTED, max_width=P.w - self.u(24))
        # the keys this screen takes, always shown (Q W E / Z X, D, R, Enter)
        room = pygame.Rect(P.x + self.u(12), y - self.u(58), P.w - self.u(24), self.u(30))
        widgets.wrapped_fit(surf, tr("chronicles.place.help"), room, self.u(12), theme.MUTED, spacing=1.1)

    def war_preview(self, plan: PlacementPlan) -> str:
        """The war strength this placement gives, against the neighbours' as they
        stand (their new cards are still secret)."""
        from game.chronicles.seen import neighbours

        mine = plan.war_strength()
        now = words.KingdomFacts(self.view, self.me).strength
        rivals = ", ".join(f"{self.name(s)} {words.KingdomFacts(self.view, s).strength}" for s in dict.fromkeys(neighbours(self.view)))
        return tr("chronicles.place.war", strength=mine, now=now, rivals=rivals)
