"""The kingdoms on the Chronicles table: the viewer's own kingdom drawn large
(slots, payment order, buildings) and every rival's small box along the top
(head line with stats, mini slots, building tiles), with the hover hints of
both.  What the panels beside them decide, they only show.
"""

from __future__ import annotations

import pygame

from game.chronicles.content import BUILDING_KEYS
from game.chronicles.state import BUILDING
from game.ui import theme, widgets
from game.ui.chronicles import art, words
from game.ui.i18n import number, tr
from game.ui.table.identity import draw_chip


class KingdomTableau:
    """Mixin for the board scene: the kingdoms' buttons (hints, slot and building clicks) and drawing."""

    def kingdom_buttons(self, b: list[widgets.Button]) -> None:
        """Add my slots and buildings (hover hints; clicks while placing or choosing) and the rivals' hints."""
        phase = self.phase()
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

    def slot_uid(self, s: int) -> int | None:
        if self.plan is not None and not self.covered:
            return self.plan.uid_at(s)
        c = self.view["kingdoms"][self.me]["slots"][s]
        return None if c is None else c["uid"]

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
        # a seat still deciding says so in its status line; a leading "…" read as a cut-off name
        mark = "✓ " if s not in self.view.get("to_move", []) and k["submitted"] else ""
        who = tr("board.you") if spec and spec.kind == "human" and s == self.viewer else (tr(f"seat.bot.{spec.level}") if spec and spec.kind == "bot" else "")
        line1 = mark + " · ".join(x for x in (name, tag) if x)
        widgets.text(surf, line1, (r.x + self.u(22), r.y + self.u(1)), self.u(14 if small else 16), theme.TEXT, "bold", max_width=r.w - self.u(24),
                     shorten=True)
        status = who
        if s in self.view.get("to_move", []):
            status = (who + " · " if who else "") + (tr("seat.thinking") if self.ctl.bot_thinking() == s else tr("chronicles.deciding", you="yes" if who == tr("board.you") else "no"))
        y2 = r.y + self.u(22)
        x = r.x
        x = self.stat(surf, x, y2, "vp", number(k["vp"]))
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
