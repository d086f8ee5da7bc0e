"""The decision panel's lists on the Chronicles table: the building choices
(paged rows with tile, needs and price) and an ability's character choice
when a card enters or ages, with the texts that explain each option.
"""

from __future__ import annotations

import pygame

from game.chronicles.state import AGING, BUILDING, ENTER, PLACEMENT, RECRUIT
from game.ui import fonts, theme, widgets
from game.ui.chronicles import art, words
from game.ui.i18n import tr


class DecisionPanel:
    """Mixin for the board scene: the build and ability-choice rows, their picking and drawing."""

    def build_option_buttons(self, b: list[widgets.Button], body: pygame.Rect) -> None:
        P = self.panel
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

    def choice_buttons(self, b: list[widgets.Button], body: pygame.Rect) -> None:
        choice = self.view["choice"]
        self.panel_title = tr(f"chronicles.choice.{choice['kind']}", card=self.choice_source_name())
        for i, (a, label) in enumerate(self.option_rows()):
            r = pygame.Rect(body.x, body.y + self.u(40) + i * self.u(52), body.w, self.u(46))
            b.append(widgets.Button(r, f"{i + 1}. " + label, (lambda a=a: self.submit(a)), data=("choice", a[1])))

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

    def next_page(self) -> None:
        self.build_page = (self.build_page + 1) % max(1, self.build_pages)
        self.rebuild()

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
        """The build list or the character choice; in the draft the pack, while
        placing the hand (cards to click, captioned as their buttons are)."""
        rows = self.option_rows()
        if rows:
            return [[label for _a, label in rows]]
        me = self.view.get("me")
        if self.covered or not self.my_turn() or not me:
            return []
        if self.phase() == RECRUIT:
            return [words.card_captions(list(me["pack"]))]
        if self.phase() == PLACEMENT:
            return [words.card_captions(self.plan.loose() if self.plan else list(me["hand"]))]
        return []

    def choice_label(self, slot: int | None) -> str:
        if slot is None:
            return tr("chronicles.choice.none")
        c = self.view["kingdoms"][self.me]["slots"][slot]
        return f"{words.slot_name(slot)}: {words.card_name(c['uid'])}" if c else words.slot_name(slot)

    def draw_build_note(self, surf: pygame.Surface) -> None:
        """What the viewer has to build with: gold and production."""
        P = self.panel
        v = self.view
        facts = words.KingdomFacts(self.view, self.me)
        note = tr("chronicles.build.note", gold=v["kingdoms"][self.me]["gold"], prod=words.amounts_text(facts.production))
        lines = fonts.wrap(note, self.u(12), P.w - self.u(24))[:2]
        for i, line in enumerate(lines):
            widgets.text(surf, line, (P.x + self.u(12), P.y + self.u(33) + i * self.u(14)), self.u(12), theme.MUTED, max_width=P.w - self.u(24))

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
