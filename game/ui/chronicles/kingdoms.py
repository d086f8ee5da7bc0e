"""The kingdoms on the Chronicles table: the viewer's own kingdom drawn large
(slots, payment order, buildings) and every rival's small box along the top
(head line with stats, mini slots, building tiles), with the hover hints of
both.  What the panels beside them decide (the placement being edited, the
slot picked), they only show: the ``Pick`` is read, never written.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.chronicles.content import BUILDING_KEYS
from game.chronicles.state import BUILDING
from game.ui import theme, widgets
from game.ui.chronicles import art, words
from game.ui.chronicles.cards import CardDrawing
from game.ui.chronicles.layout import TableLayout
from game.ui.chronicles.pick import Pick
from game.ui.chronicles.view import Act, ChroniclesView, Panel, Ruler
from game.ui.i18n import number, tr
from game.ui.table.identity import draw_chip


class KingdomTableau(Panel):
    """The kingdoms: their buttons (hints; slot and building clicks go to the callbacks given) and drawing."""

    def __init__(self, ruler: Ruler, cards: CardDrawing, geometry: TableLayout, pick: Pick, act: Act) -> None:
        super().__init__(ruler)
        self.cards = cards
        self.geo = geometry
        self.pick = pick
        self.act = act
        self.spots: dict[tuple[int, str], pygame.Rect] = {}     # (seat, counter) -> where it was drawn (the kit's pulses)
        self.texts: dict[str, list[pygame.Rect]] = {}           # where the rivals' and my words and digits are (the pills avoid them)

    def buttons(self, tv: ChroniclesView) -> list[widgets.Button]:
        """My slots and buildings (hover hints; a click is ("slot", s) or ("building", key)) and the rivals' hints."""
        b: list[widgets.Button] = []
        tv_me = tv.me
        geo = self.geo
        kingdom = tv.view["kingdoms"][tv_me]
        for s, r in enumerate(geo.slot_rects):
            uid = self.slot_uid(tv, s)
            open_ = s != 2 or kingdom["extra_slot"]
            tip = words.card_tip(uid) if uid is not None else tr("chronicles.slot.empty.tip", slot=words.slot_name(s)) if open_ else tr("chronicles.slot.locked.tip")
            b.append(widgets.Button(r, words.slot_name(s), partial(self.act, ("slot", s)), tooltip=tip, data=("slot", s), grab=True))
        legal_keys = {a[1] for a in tv.legal if a[0] in ("build", "upgrade")} if tv.phase == BUILDING else set()
        for i, key in enumerate(BUILDING_KEYS):
            level = kingdom["buildings"][key]
            b.append(widgets.Button(geo.bld_rects[i], words.building_name(key), partial(self.act, ("building", key)),
                                    tooltip=partial(words.building_tip, key, level),
                                    selected=key in legal_keys, data=("bld", tv_me, key)))
        # the other kingdoms: hints on their characters and buildings
        for s, rect in geo.opp_rects.items():
            for slot, r in geo.mini_slots(rect).items():
                c = tv.view["kingdoms"][s]["slots"][slot]
                if c is not None:
                    b.append(widgets.Button(r, words.card_name(c["uid"]), None, tooltip=words.card_tip(c["uid"]) + "\n" + tr("chronicles.tokens", n=c["tokens"]),
                                            data=("opp", s, slot)))
            for i, r in enumerate(geo.mini_buildings(rect)):
                key = BUILDING_KEYS[i]
                level = tv.view["kingdoms"][s]["buildings"][key]
                b.append(widgets.Button(r, words.building_name(key), None, tooltip=words.building_tip(key, level), data=("bld", s, key)))
        return b

    def slot_uid(self, tv: ChroniclesView, s: int) -> int | None:
        """The card in my slot ``s``: as the placement being edited has it, else as played."""
        plan = self.pick.plan
        if plan is not None and not tv.covered:
            return plan.uid_at(s)
        sent = None if tv.covered else sent_layout(tv.view, tv.me)
        if sent is not None:
            return sent[s]
        c = tv.view["kingdoms"][tv.me]["slots"][s]
        return None if c is None else c["uid"]

    def draw_rivals(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        with widgets.texts_kept(surf) as texts:
            for seat, rect in self.geo.opp_rects.items():
                self.draw_opponent(surf, tv, seat, rect)
                texts += self.geo.mini_buildings(rect)      # the building tiles' names (drawn into the tiles)
        self.texts["rivals"] = texts

    def draw_opponent(self, surf: pygame.Surface, tv: ChroniclesView, s: int, rect: pygame.Rect) -> None:
        v = tv.view
        k = v["kingdoms"][s]
        n = v["players"]
        me = tv.me
        nb = ""
        if n > 2 and tv.viewer is not None and not tv.covered:
            if s == (me + 1) % n:
                nb = tr("chronicles.neighbour.left")
            elif s == (me - 1) % n:
                nb = tr("chronicles.neighbour.right")
        elif n == 2 and tv.viewer is not None:
            nb = tr("chronicles.neighbour.opponent")
        winner = s in (v.get("winners") or [])
        widgets.panel(surf, rect, (40, 46, 62) if not nb else (52, 50, 60), self.u(8), theme.GOLD if winner or nb else theme.EDGE, 2 if nb else 1)
        self.draw_kingdom_head(surf, tv, s, pygame.Rect(rect.x + self.u(8), rect.y + self.u(6), rect.w - self.u(16), self.u(46)), small=True, tag=nb)
        for slot, r in self.geo.mini_slots(rect).items():
            c = k["slots"][slot]
            if slot == 2 and not k["extra_slot"] and c is None:
                art.slot_frame(surf, r, True, self.k * 0.6, open_=False)
            elif c is None:
                art.slot_frame(surf, r, slot < 3, self.k * 0.6)
            else:
                self.cards.card(surf, c["uid"], r, text=False)
                self.cards.tokens(surf, r, c["tokens"], max(3, self.u(5)))
        for i, r in enumerate(self.geo.mini_buildings(rect)):
            key = BUILDING_KEYS[i]
            surf.blit(art.building_tile(key, k["buildings"][key], r.size), r.topleft)

    def draw_kingdom_head(self, surf: pygame.Surface, tv: ChroniclesView, s: int, r: pygame.Rect, small: bool, tag: str = "") -> None:
        k = tv.view["kingdoms"][s]
        facts = words.KingdomFacts(tv.view, s)
        ident = theme.identity(tv.colours[s], tv.colorblind)
        dot = (r.x + self.u(9), r.y + self.u(10))
        draw_chip(surf, dot, self.u(16), ident)
        name = tv.name(s)
        kind, level = tv.seats[s] if s < len(tv.seats) else ("", "")
        # a seat still deciding says so in its status line; a leading "…" read as a cut-off name
        mark = "✓ " if s not in tv.view.get("to_move", []) and k["submitted"] else ""
        who = tr("board.you") if kind == "human" and s == tv.viewer else (tr(f"seat.bot.{level}") if kind == "bot" else "")
        line1 = mark + " · ".join(x for x in (name, tag) if x)
        widgets.text(surf, line1, (r.x + self.u(22), r.y + self.u(1)), self.u(14 if small else 16), theme.TEXT, "bold", max_width=r.w - self.u(24),
                     shorten=True)
        status = who
        if s in tv.view.get("to_move", []):
            status = (who + " · " if who else "") + (tr("seat.thinking") if tv.thinking == s else tr("chronicles.deciding", you="yes" if who == tr("board.you") else "no"))
        y2 = r.y + self.u(22)
        x = r.x
        x = self.stat(surf, x, y2, "vp", number(k["vp"]), s)
        x = self.stat(surf, x, y2, "gold", str(k["gold"]), s)
        x = self.stat(surf, x, y2, "str", str(facts.strength), s)
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

    def stat(self, surf: pygame.Surface, x: int, y: int, what: str, value: str, seat: int) -> int:
        c = (x + self.u(8), y + self.u(9))
        if what == "gold":
            art.coin(surf, c, self.u(8), "")
        elif what == "str":
            art.shield(surf, c, self.u(7), "")
        else:
            pygame.draw.polygon(surf, theme.GOLD, [(c[0], c[1] - self.u(8)), (c[0] + self.u(8), c[1]), (c[0], c[1] + self.u(8)), (c[0] - self.u(8), c[1])])
        rect = widgets.text(surf, value, (x + self.u(19), c[1]), self.u(14), theme.TEXT, "bold", "midleft")
        self.spots[(seat, what)] = rect.union(pygame.Rect(x, y, self.u(16), self.u(18)))
        return rect.right + self.u(8)

    def draw_mine(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        with widgets.texts_kept(surf) as texts:
            self.draw_my_kingdom(surf, tv)
        self.texts["mine"] = texts + list(self.geo.bld_rects)

    def draw_my_kingdom(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        geo = self.geo
        R = geo.kingdom_rect
        me = tv.me
        widgets.panel(surf, R, (44, 40, 40), self.u(10), theme.GOLD if tv.viewer is not None else theme.EDGE, 2)
        self.draw_kingdom_head(surf, tv, me, pygame.Rect(R.x + self.u(8), R.y + self.u(4), R.w - self.u(16), self.u(40)), small=False)
        k = tv.view["kingdoms"][me]
        plan = self.pick.plan if not tv.covered else None
        facts = words.KingdomFacts(tv.view, me)
        pay = {}
        if plan is not None:
            rows, _left, _credit = plan.payment()
            pay = {s: (i + 1, cost, ok) for i, (s, cost, ok) in enumerate(rows)}
        legal_slots = {a[1] for a in tv.legal if a[0] in ("age", "save") and a[1] is not None}
        for s, r in enumerate(geo.slot_rects):
            open_ = s != 2 or k["extra_slot"]
            uid = self.slot_uid(tv, s)
            if uid is None:
                art.slot_frame(surf, r, s < 3, self.k, open_)
                label = words.slot_name(s) if open_ else tr("chronicles.slot.locked")
                widgets.text(surf, label, (r.centerx, r.bottom - self.u(16)), self.u(12), theme.MUTED, anchor="center", max_width=r.w - self.u(6))
            else:
                self.cards.card(surf, uid, r)
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
                self.cards.tokens(surf, r, tokens, max(4, self.u(7)))
                if s in pay:
                    n, _cost, ok = pay[s]
                    tag = pygame.Rect(r.x - self.u(4), r.bottom - self.u(26), self.u(26), self.u(22))
                    pygame.draw.rect(surf, theme.GOOD if ok else theme.BAD, tag, border_radius=self.u(5))
                    widgets.text(surf, str(n), tag.center, self.u(13), (255, 255, 255), "bold", "center")
            if self.pick.selected == ("slot", s) or s in legal_slots:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(self.u(6), self.u(6)), max(2, self.u(3)), border_radius=self.u(6))
        # the bottom row's label, in the room left of its slots: what the row does (a lone "bottom" told nothing)
        bottom = geo.slot_rects[3]
        room = pygame.Rect(R.x + self.u(6), bottom.y, bottom.x - R.x - self.u(12), bottom.h)
        widgets.wrapped_fit(surf, tr("chronicles.row.bottom"), room.move(0, room.h // 2 - self.u(16)), self.u(12), theme.MUTED, minimum=8)
        legal_keys = {a[1] for a in tv.legal if a[0] in ("build", "upgrade")}
        for i, key in enumerate(BUILDING_KEYS):
            r = geo.bld_rects[i]
            surf.blit(art.building_tile(key, k["buildings"][key], r.size), r.topleft)
            if key in legal_keys:
                pygame.draw.rect(surf, theme.GOOD, r.inflate(self.u(4), self.u(4)), max(2, self.u(3)), border_radius=self.u(5))


def sent_layout(view: dict, me: int) -> list[int | None] | None:
    """My kingdom's slots as the placement I sent lays them out (moves, discards,
    new cards), while the others still place: my own cards stay in view until
    the reveal instead of the slots looking empty.  None when nothing is sent."""
    pending = (view.get("me") or {}).get("pending")
    if not pending or pending[0] != "commit":
        return None
    _kind, discard, moves, place = pending[:4]
    old = [None if c is None else c["uid"] for c in view["kingdoms"][me]["slots"]]
    new: list[int | None] = [None if s in discard else uid for s, uid in enumerate(old)]
    for src, _dst in moves:
        new[src] = None
    for src, dst in moves:
        new[dst] = old[src]
    for slot, uid in place:
        new[slot] = uid
    return new
