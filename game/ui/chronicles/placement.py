"""The placement panel of the Chronicles table: the hand, the cards being
discarded, reserve / pay-first / confirm, the money and war preview, and the
picking that goes with it (click a card then a slot, or drag it; click a
slot to move, discard or restore).  The half-made placement itself is the
``Pick``'s ``PlacementPlan``; sending it is one move (``("commit", ...)``).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.chronicles.state import AGING, ENTER
from game.ui import theme, widgets
from game.ui.chronicles import art, words
from game.ui.chronicles.card_panel import CardPanel
from game.ui.chronicles.cards import CARD_ASPECT
from game.ui.chronicles.plan import PlacementPlan
from game.ui.chronicles.view import ChroniclesView, Intent
from game.ui.i18n import tr


class PlacementPanel(CardPanel):
    """The placement's buttons, picking (clicks and drags) and drawing."""

    def buttons(self, tv: ChroniclesView, body: pygame.Rect) -> list[widgets.Button]:
        P = self.geo.panel
        me = tv.view["me"]
        mine = tv.mine
        b: list[widgets.Button] = []
        self.title = tr("chronicles.place.title")
        plan = self.pick.plan
        hand = plan.loose() if plan else list(me["hand"])
        extra = self.u(84) if plan is not None and plan.credit_matters() else 0
        area = pygame.Rect(body.x, body.y, body.w, body.h - self.u(96) - extra)
        captions = words.card_captions(hand)
        for i, (r, uid) in enumerate(zip(self.cards.card_grid(area, len(hand), self.u(150)), hand, strict=False)):
            b.append(widgets.Button(r, captions[i], partial(self.act, ("hand", uid)), enabled=mine,
                                    tooltip=partial(words.card_tip_nth, i, uid),
                                    why_disabled=lambda: tr("chronicles.why.wait"), data=("hand", uid), grab=True))
        if plan:
            dx = body.x
            for from_slot in sorted(plan.discard):
                r = pygame.Rect(dx, area.bottom + self.u(26), self.u(46), int(self.u(46) * CARD_ASPECT))
                uid = plan.old_uid(from_slot)
                b.append(widgets.Button(r, words.card_name(uid), partial(self.act, ("restore", from_slot)),
                                        tooltip=tr("chronicles.place.restore.tip", card=words.card_name(uid)), data=("disc", from_slot)))
                dx += self.u(52)
        self.made = list(b)
        if plan:
            two_rows = plan.credit_matters()        # "pay earlier" only when a credit makes the order matter
            half = (P.w - self.u(30)) // 2
            y = P.bottom - self.u(104) if two_rows else P.bottom - self.u(54)
            res_w = half if two_rows else (P.w - self.u(30)) * 2 // 5
            sel_uid = self.pick.picked("hand")
            b.append(widgets.Button(pygame.Rect(P.x + self.u(10), y, res_w, self.u(42 if two_rows else 44)),
                                    tr("chronicles.place.reserve") if sel_uid is None or sel_uid != plan.reserve else tr("chronicles.place.unreserve"),
                                    lambda: self.act(("reserve",)), enabled=sel_uid is not None, tooltip=tr("chronicles.place.reserve.tip"),
                                    why_disabled=tr("chronicles.place.reserve.why"), data="reserve"))
            if two_rows:
                sel_slot = self.pick.selected[1] if self.pick.selected and self.pick.selected[0] == "slot" else None
                can_pay_first = sel_slot is not None and sel_slot in plan.order() and plan.order().index(sel_slot) > 0
                b.append(widgets.Button(pygame.Rect(P.x + self.u(20) + half, y, half, self.u(42)), tr("chronicles.place.pay_first"),
                                        lambda: self.act(("pay_first",)), enabled=can_pay_first, tooltip=tr("chronicles.place.pay_first.tip"),
                                        why_disabled=tr("chronicles.place.pay_first.why"), data="payfirst"))
            confirm_x = P.x + self.u(10) if two_rows else P.x + self.u(20) + res_w
            ok = plan.legal()
            b.append(widgets.Button(pygame.Rect(confirm_x, P.bottom - self.u(54), P.right - self.u(10) - confirm_x, self.u(44)), tr("chronicles.place.confirm"),
                                    lambda: self.act(("confirm",)), enabled=ok and mine, style="primary", tooltip=tr("chronicles.place.confirm.tip"),
                                    why_disabled=tr("chronicles.place.illegal"), data="confirm"))
        return b

    # --- picking -------------------------------------------------------------------------------
    def click_hand(self, uid: int) -> list[Intent]:
        if self.pick.plan is None:
            return []
        self.pick.selected = None if self.pick.selected == ("hand", uid) else ("hand", uid)
        return [("redraw",)]

    def click_slot(self, tv: ChroniclesView, s: int) -> list[Intent]:
        """A slot of my kingdom: an ability's choice when one is asked, else place,
        move or pick the card there."""
        pick = self.pick
        plan = pick.plan
        if tv.phase in (ENTER, AGING) and tv.legal:
            for a in tv.legal:
                if a[1] == s:
                    return [("move", a)]
        if plan is None or not tv.mine:
            return []
        if not plan.available(s):
            return [("explain", tr("chronicles.slot.locked.tip"))]
        sel = pick.selected
        if sel and sel[0] == "hand":
            held = plan.slots[s]
            if held is not None and held[0] == "old":
                return [("explain", tr("chronicles.place.occupied"))]
            plan.place(sel[1], s)
            pick.selected = None
        elif sel and sel[0] == "slot" and sel[1] != s:
            plan.move(sel[1], s)
            pick.selected = None
        elif plan.slots[s] is not None:
            pick.selected = None if sel == ("slot", s) else ("slot", s)
        return [("redraw",)]

    def discard_selected(self) -> list[Intent]:
        plan, sel = self.pick.plan, self.pick.selected
        if plan is None or sel is None:
            return []
        if sel[0] == "slot":
            e = plan.slots[sel[1]]
            if e is not None and e[0] == "old":
                plan.toggle_discard(sel[1])
            elif e is not None:
                plan.take_back(e[1])
        self.pick.selected = None
        return [("redraw",)]

    def restore(self, from_slot: int) -> list[Intent]:
        if self.pick.plan is not None and not self.pick.plan.restore(from_slot):
            return [("explain", tr("chronicles.place.no_room")), ("redraw",)]
        return [("redraw",)]

    def toggle_reserve(self) -> list[Intent]:
        pick = self.pick
        if pick.plan is not None and pick.selected and pick.selected[0] == "hand":
            pick.plan.set_reserve(pick.selected[1])
            pick.selected = None
            return [("redraw",)]
        return []

    def pay_first(self) -> list[Intent]:
        pick = self.pick
        if pick.plan is not None and pick.selected and pick.selected[0] == "slot":
            pick.plan.pay_earlier(pick.selected[1])
            return [("redraw",)]
        return []

    def confirm(self, warned: bool = False) -> list[Intent]:
        """Send the placement: one move; a placement that loses or leaves unpaid
        cards asks first (``warned``: it was asked and the answer was Confirm)."""
        plan = self.pick.plan
        if plan is None:
            return []
        if not plan.legal():
            return [("explain", tr("chronicles.place.illegal"))]
        lost = plan.discarded_at_end()
        unpaid = [s for s, _c, ok in plan.payment()[0] if not ok]
        if (lost or unpaid) and not warned:
            bits = []
            if lost:
                bits.append(tr("chronicles.place.warn_discard", cards=", ".join(words.card_name(u) for u in lost)))
            if unpaid:
                bits.append(tr("chronicles.place.warn_unpaid", cards=", ".join(words.slot_name(s) for s in unpaid)))
            answers = [(tr("ui.back"), None), (tr("chronicles.place.confirm"), ("confirm", True))]
            return [("ask", tr("chronicles.place.confirm"), "\n".join(bits), answers)]
        return [("move", plan.action())]

    def refuse_untouched(self) -> list[Intent]:
        """Enter on a placement nothing was done to explains what to do rather
        than confirming: an Enter meant for the draft (its last card is kept by itself)
        must not offer to send a placement that discards the whole hand."""
        if self.pick.plan is None or not self.pick.plan.untouched():
            return []
        return [("explain", tr("chronicles.place.untouched"))]

    def handle_drag(self, tv: ChroniclesView, event: pygame.event.Event, buttons: list[widgets.Button]) -> list[Intent]:
        """Drag a hand card or a slot's card onto a slot (``buttons``: the table's,
        where the press and the drop land); the drop's intents (the release
        still reaches the buttons)."""
        pick = self.pick
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(buttons, event.pos)
            if hit is not None and isinstance(hit.data, tuple) and hit.data[0] in ("hand", "slot"):
                pick.drag = (hit.data, event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and pick.drag is not None:
            data, start = pick.drag
            pick.drag = None
            hit = button_at(buttons, event.pos)
            far = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > self.u(12)
            if far and hit is not None and isinstance(hit.data, tuple) and hit.data[0] == "slot" and hit.data != data:
                pick.selected = data if data[0] == "hand" else ("slot", data[1])
                return self.click_slot(tv, hit.data[1])
        return []

    # --- drawing -------------------------------------------------------------------------------
    def draw_drag(self, surf: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The card under the mouse while a hand card is dragged."""
        drag = self.pick.drag
        if drag is not None and drag[0][0] == "hand":
            pos = pygame.mouse.get_pos() if pygame.display.get_init() and pygame.display.get_surface() else mouse
            size = (self.u(70), int(self.u(70) * CARD_ASPECT))
            img = art.card_surface(drag[0][1], size, text=False)
            surf.blit(img, img.get_rect(center=pos))

    def draw(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        plan = self.pick.plan
        for b in self.made:
            tag = self.tag(b)
            if tag[0] == "hand":
                uid = tag[1]
                sel = self.pick.selected == ("hand", uid)
                r = b.rect
                self.cards.card(surf, uid, r)
                if plan is not None and plan.reserve == uid:
                    self.cards.badge(surf, r, tr("chronicles.place.reserved"), theme.ACCENT)
                elif sel:
                    self.cards.badge(surf, r, tr("chronicles.place.selected"), theme.GOOD)
            elif tag[0] == "disc":
                self.cards.card(surf, plan.old_uid(tag[1]) if plan else 0, b.rect, text=False)
                pygame.draw.line(surf, theme.BAD, b.rect.topleft, b.rect.bottomright, max(2, self.u(3)))
        if plan is not None:
            self.draw_money(surf, tv, plan)

    def money_y(self, plan: PlacementPlan) -> int:
        """Where the money line stands (the lesson points at it)."""
        return self.geo.panel.bottom - self.u(58) - self.u(126 if plan.credit_matters() else 44)

    def draw_money(self, surf: pygame.Surface, tv: ChroniclesView, plan: PlacementPlan) -> None:
        P = self.geo.panel
        y = self.money_y(plan)
        rows, text = money_line(plan)
        widgets.text(surf, text, (P.x + self.u(12), y), self.u(15), theme.TEXT, "bold", max_width=P.w - self.u(24))
        widgets.text(surf, self.war_preview(tv, plan), (P.x + self.u(12), y - self.u(24)), self.u(14), theme.GOLD, "bold", max_width=P.w - self.u(24))
        bits = []
        if plan.credit_matters():
            # its own wrapped lines at a readable size: a long order shrunk onto one line
            # with the other notes was about 7 px high at 1280x800 (issue 30)
            order = " → ".join(f"{words.card_name(plan.new_uid(s))}" for s in plan.order())
            room = pygame.Rect(P.x + self.u(12), y + self.u(44), P.w - self.u(24), self.u(34))
            widgets.wrapped_fit(surf, tr("chronicles.place.order", order=order), room, self.u(14), theme.MUTED,
                                spacing=1.1, minimum=max(9, self.u(12)))
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

    def war_preview(self, tv: ChroniclesView, plan: PlacementPlan) -> str:
        """The war strength this placement gives, against the neighbours' as they
        stand (their new cards are still secret)."""
        from game.chronicles.seen import neighbours

        mine = plan.war_strength()
        now = words.KingdomFacts(tv.view, tv.me).strength
        rivals = ", ".join(f"{tv.name(s)} {words.KingdomFacts(tv.view, s).strength}" for s in dict.fromkeys(neighbours(tv.view)))
        return tr("chronicles.place.war", strength=mine, now=now, rivals=rivals)


def money_line(plan: PlacementPlan) -> tuple[list[tuple[int, int, bool]], str]:
    """The payment rows and the footer's money line, every number after the Magpie's
    credit: what you pay, what you have, what is left (pay + left = have)."""
    rows, left, _credit = plan.payment()
    gold = plan.kingdom["gold"]
    cost = sum(max(0, c) for _s, c, ok in rows if ok)
    pay = gold - left
    if cost > pay:
        return rows, tr("chronicles.place.money_credit", cost=cost, credit=cost - pay, pay=pay, gold=gold, left=left)
    return rows, tr("chronicles.place.money", cost=pay, gold=gold, left=left)


def button_at(buttons: list[widgets.Button], pos: tuple[int, int]) -> widgets.Button | None:
    """The first of ``buttons`` under ``pos``."""
    for b in buttons:
        if b.rect.collidepoint(pos):
            return b
    return None
