"""The decision panel's lists on the Chronicles table: the building choices
(paged rows with tile, needs and price) and an ability's character choice
when a card enters or ages, with the texts that explain each option.  Each
row is one move, submitted as it is.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.chronicles.state import AGING, BUILDING, ENTER, PLACEMENT, RECRUIT
from game.ui import fonts, theme, widgets
from game.ui.chronicles import art, words
from game.ui.chronicles.layout import TableLayout
from game.ui.chronicles.pick import Pick
from game.ui.chronicles.view import Act, ChroniclesView, Intent, Panel, Ruler
from game.ui.i18n import tr
from game.ui.table.paging import declines, page_count, page_of


class DecisionPanel(Panel):
    """The build and ability-choice rows, their picking and drawing."""

    def __init__(self, ruler: Ruler, geometry: TableLayout, pick: Pick, act: Act) -> None:
        super().__init__(ruler)
        self.geo = geometry
        self.pick = pick
        self.act = act
        self.title = ""
        self.per_page = 1                  # build rows shown on a page, as last laid out

    def build_buttons(self, tv: ChroniclesView, body: pygame.Rect) -> list[widgets.Button]:
        P = self.geo.panel
        pick = self.pick
        b: list[widgets.Button] = []
        self.title = tr("chronicles.build.title", land=words.KingdomFacts(tv.view, tv.me).land_cost)
        row_h = self.u(50)
        per_page = max(1, (body.h - self.u(26)) // (row_h + self.u(6)))
        rows = self.option_rows(tv)

        def pinned(row: tuple[tuple, str]) -> bool:
            return declines(row[0])                 # "Pass: build nothing" is on every page (``table.paging``)

        pick.build_pages = page_count(rows, per_page, pinned)
        pick.build_page = min(pick.build_page, pick.build_pages - 1)
        shown = page_of(rows, pick.build_page, per_page, pinned)
        self.per_page = max(1, per_page - sum(1 for row in rows if pinned(row)))      # the other rows on a page
        for i, (a, label) in enumerate(shown):
            r = pygame.Rect(body.x, body.y + self.u(26) + i * (row_h + self.u(6)), body.w, row_h)
            gold = self.build_gold(tv, a)
            b.append(widgets.Button(r, f"{i + 1}. " + label, partial(self.act, ("move", a)),
                                    tooltip=partial(self.build_tip, tv, a, gold), data=("build", a, gold)))
        if pick.build_pages > 1:
            r = pygame.Rect(P.x + self.u(10), P.bottom - self.u(56), self.u(160), self.u(46))
            b.append(widgets.Button(r, tr("chronicles.build.more", page=pick.build_page + 1, pages=pick.build_pages), lambda: self.act(("page",)), data="page"))
        return b

    def choice_buttons(self, tv: ChroniclesView, body: pygame.Rect) -> list[widgets.Button]:
        choice = tv.view["choice"]
        self.title = tr(f"chronicles.choice.{choice['kind']}", card=self.choice_source_name(tv))
        b: list[widgets.Button] = []
        for i, (a, label) in enumerate(self.option_rows(tv)):
            r = pygame.Rect(body.x, body.y + self.u(40) + i * self.u(52), body.w, self.u(46))
            b.append(widgets.Button(r, f"{i + 1}. " + label, partial(self.act, ("move", a)), data=("choice", a[1])))
        return b

    def click_building(self, tv: ChroniclesView, key: str) -> list[Intent]:
        """A building of my kingdom: its row's page and what building it takes, or why it cannot be built."""
        for i, a in enumerate([a for a in tv.legal if not declines(a)]):
            if a[0] in ("build", "upgrade") and a[1] == key:
                self.pick.build_page = i // self.per_page
                return [("redraw",), ("inform", self.build_tip(tv, a, self.build_gold(tv, a)), 6)]
        if tv.phase == BUILDING and tv.mine:
            return [("explain", tr("chronicles.build.cannot", building=words.building_name(key)))]
        return []

    def next_page(self) -> list[Intent]:
        self.pick.build_page = (self.pick.build_page + 1) % max(1, self.pick.build_pages)
        return [("redraw",)]

    def build_gold(self, tv: ChroniclesView, action: tuple) -> int:
        from game.chronicles.building import build_price
        from game.chronicles.seen import player_from_view

        price = build_price(words.t(), player_from_view(tv.view, tv.me), action)
        return 0 if price is None else price

    def build_tip(self, tv: ChroniclesView, action: tuple, gold: int) -> str:
        if action[0] == "pass":
            return tr("chronicles.build.pass.tip")
        facts = words.KingdomFacts(tv.view, tv.me)
        land = facts.land_cost if action[0] == "build" else 0
        return tr("chronicles.build.tip", needs=words.build_needs(tv.view, tv.me, action), land=land, gold=gold,
                  left=tv.view["kingdoms"][tv.me]["gold"] - gold) + "\n" + words.building_tip(action[1])

    def choice_source_name(self, tv: ChroniclesView) -> str:
        choice = tv.view.get("choice") or {}
        c = tv.view["kingdoms"][choice.get("seat", tv.me)]["slots"][choice.get("source", 0)] if choice.get("source") is not None else None
        return words.card_name(c["uid"]) if c else ""

    def option_rows(self, tv: ChroniclesView) -> list[tuple[tuple, str]]:
        """The decision panel's list (a build, or a character to choose) as (action, caption)."""
        if tv.covered or not tv.mine:
            return []
        legal = list(tv.legal)
        if tv.phase == BUILDING:
            return list(zip(legal, words.build_labels(legal), strict=True))
        if tv.phase in (ENTER, AGING) and tv.view.get("choice"):
            return [(a, self.choice_label(tv, a[1])) for a in legal]
        return []

    def choice_lists(self, tv: ChroniclesView) -> list[list[str]]:
        """The build list or the character choice; in the draft the pack, while
        placing the hand (cards to click, captioned as their buttons are)."""
        rows = self.option_rows(tv)
        if rows:
            return [[label for _a, label in rows]]
        me = tv.view.get("me")
        if tv.covered or not tv.mine or not me:
            return []
        if tv.phase == RECRUIT:
            return [words.card_captions(list(me["pack"]))]
        if tv.phase == PLACEMENT:
            plan = self.pick.plan
            return [words.card_captions(plan.loose() if plan else list(me["hand"]))]
        return []

    def choice_label(self, tv: ChroniclesView, slot: int | None) -> str:
        if slot is None:
            return tr("chronicles.choice.none")
        c = tv.view["kingdoms"][tv.me]["slots"][slot]
        return f"{words.slot_name(slot)}: {words.card_name(c['uid'])}" if c else words.slot_name(slot)

    def draw_build_note(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        """What the viewer has to build with: gold and production."""
        P = self.geo.panel
        v = tv.view
        facts = words.KingdomFacts(v, tv.me)
        note = tr("chronicles.build.note", gold=v["kingdoms"][tv.me]["gold"], prod=words.amounts_text(facts.production))
        lines = fonts.wrap(note, self.u(12), P.w - self.u(24))[:2]
        for i, line in enumerate(lines):
            widgets.text(surf, line, (P.x + self.u(12), P.y + self.u(33) + i * self.u(14)), self.u(12), theme.MUTED, max_width=P.w - self.u(24))

    def draw_build_row(self, surf: pygame.Surface, tv: ChroniclesView, b: widgets.Button, focused: bool) -> None:
        tag = self.tag(b)
        action, gold = tag[1], tag[2]
        r = b.rect
        base = theme.PANEL_HI if not b.hover else theme.mix(theme.PANEL_HI, (255, 255, 255), 0.12)
        widgets.panel(surf, r, base, self.u(8), theme.GOLD if focused else theme.EDGE, 2 if focused else 1)
        x = r.x + self.u(8)
        if action[0] != "pass":
            tile = pygame.Rect(x, r.y + self.u(4), self.u(52), r.h - self.u(8))
            level = action[2] if action[0] == "build" else 2
            surf.blit(art.building_tile(action[1], level, tile.size, named=False), tile.topleft)
            x = tile.right + self.u(8)
        widgets.text(surf, b.caption(), (x, r.y + self.u(5)), self.u(15), theme.TEXT, "bold", max_width=r.right - x - self.u(70))
        needs = words.build_needs(tv.view, tv.me, action)
        widgets.text(surf, needs, (x, r.y + self.u(27)), self.u(12), theme.MUTED, max_width=r.right - x - self.u(70))
        if action[0] != "pass":
            art.coin(surf, (r.right - self.u(44), r.centery), self.u(12), str(gold))
