"""The draft panel of the Chronicles table: the pack to pick from (and, with
two players, the card to discard), the cards kept so far, the pick button and
the way the packs pass.  What is picked is the ``Pick``'s; the pick itself is
one move (``("pick", card)`` or, with two players, ``("pick2", keep, discard)``).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import theme, widgets
from game.ui.chronicles import words
from game.ui.chronicles.card_panel import CardPanel
from game.ui.chronicles.cards import CARD_ASPECT
from game.ui.chronicles.view import ChroniclesView, Intent
from game.ui.i18n import tr


class DraftPanel(CardPanel):
    """The draft's buttons, picking and drawing."""

    def buttons(self, tv: ChroniclesView, body: pygame.Rect) -> list[widgets.Button]:
        P = self.geo.panel
        me = tv.view["me"]
        mine = tv.mine
        b: list[widgets.Button] = []
        self.title = tr("chronicles.draft.title2" if tv.view["players"] == 2 else "chronicles.draft.title")
        kept_h = self.u(70)
        area = pygame.Rect(body.x, body.y, body.w, body.h - kept_h - self.u(8))
        pack, kept = sent_pick(me)
        captions = words.card_captions(pack)
        for i, (r, uid) in enumerate(zip(self.cards.card_grid(area, len(pack), self.u(170)), pack, strict=False)):
            b.append(widgets.Button(r, captions[i], partial(self.act, ("pack", uid)), enabled=mine,
                                    tooltip=partial(words.card_tip_nth, i, uid),
                                    why_disabled=lambda: tr("chronicles.why.wait"), data=("pack", uid)))
        kx = body.x
        kr = pygame.Rect(kx, body.bottom - kept_h + self.u(24), int((kept_h - self.u(22)) / CARD_ASPECT), kept_h - self.u(22))
        for uid in kept:
            b.append(widgets.Button(kr.copy(), words.card_name(uid), None, tooltip=words.card_tip(uid), data=("kept", uid)))
            kr.x += kr.w + self.u(6)
        self.made = list(b)
        if mine:
            label, ok = self.pick_label(tv)
            r = pygame.Rect(P.x + self.u(10), P.bottom - self.u(56), P.w - self.u(20), self.u(46))
            b.append(widgets.Button(r, label, lambda: self.act(("confirm",)), enabled=ok, style="primary", why_disabled=label, data="confirm"))
        return b

    def pick_label(self, tv: ChroniclesView) -> tuple[str, bool]:
        """The pick button's caption, and whether it may be pressed."""
        sel = self.pick.picked("pack")
        if sel is None:
            return tr("chronicles.draft.choose"), False
        if tv.view["players"] == 2:
            if self.pick.discard_pick is None:
                return tr("chronicles.draft.choose_discard", card=words.card_name(sel)), False
            return tr("chronicles.draft.keep_discard", card=words.card_name(sel), other=words.card_name(self.pick.discard_pick)), True
        return tr("chronicles.draft.pick", card=words.card_name(sel)), True

    def action(self, tv: ChroniclesView) -> tuple | None:
        """The one move the pick makes, once it is whole."""
        sel = self.pick.picked("pack")
        if sel is None:
            return None
        if tv.view["players"] == 2:
            return None if self.pick.discard_pick is None else ("pick2", sel, self.pick.discard_pick)
        return ("pick", sel)

    def click(self, tv: ChroniclesView, uid: int) -> list[Intent]:
        """A pack card: pick it (3+ players: again picks it for good); with two
        players the first card is kept and the second discarded."""
        if not tv.mine:
            return []
        pick = self.pick
        sel = pick.picked("pack")
        if tv.view["players"] == 2:
            if sel is None:
                pick.selected = ("pack", uid)
            elif uid == sel:
                pick.selected, pick.discard_pick = None, None
            elif uid == pick.discard_pick:
                pick.discard_pick = None
            else:
                pick.discard_pick = uid
        elif sel == uid:
            return [("confirm",)]
        else:
            pick.selected = ("pack", uid)
        return [("redraw",)]

    def confirm(self, tv: ChroniclesView) -> list[Intent]:
        """The pick as one move, or why it is not whole yet."""
        action = self.action(tv)
        if action is None:
            return [("explain", self.pick_label(tv)[0])]
        return [("move", action)]

    def draw(self, surf: pygame.Surface, tv: ChroniclesView) -> None:
        P = self.geo.panel
        v = tv.view
        d = v["direction"]
        arrow = "←" if d == 1 else "→"     # left (seat+1) points like "◀ your left neighbour", right like "▶"
        nxt = tv.name((tv.me + d) % v["players"])
        ky = P.bottom - self.u(66) - self.u(70) + self.u(8)
        widgets.text(surf, tr("chronicles.draft.passing", arrow=arrow, player=nxt), (P.right - self.u(12), ky), self.u(13), theme.ACCENT, anchor="topright",
                     max_width=P.w // 2 - self.u(16))
        sel = self.pick.picked("pack")
        for b in self.made:
            tag = self.tag(b)
            if tag[0] == "pack":
                uid = tag[1]
                r = b.rect
                self.cards.card(surf, uid, r)
                if uid == sel:
                    self.cards.badge(surf, r, tr("chronicles.draft.keep"), theme.GOOD)
                elif uid == self.pick.discard_pick:
                    self.cards.badge(surf, r, tr("chronicles.draft.discard"), theme.BAD)
        kept = [b for b in self.made if self.tag(b)[0] == "kept"]
        widgets.text(surf, tr("chronicles.draft.kept", n=len(kept)), (P.x + self.u(10), ky), self.u(12), theme.MUTED, max_width=P.w // 2)
        for b in kept:
            self.cards.card(surf, self.tag(b)[1], b.rect, text=False)


def sent_pick(me: dict) -> tuple[list[int], list[int]]:
    """The pack still to pick from and the cards kept, counting a pick already sent
    (the others still pick): the card leaves the pack at once, and one discarded
    with it (two players)."""
    pack = list(me["pack"])
    kept = list(me["picks"]) + ([me["reserve"]] if me["reserve"] is not None else [])
    pending = me.get("pending")
    if pending and pending[0] in ("pick", "pick2"):
        pack = [u for u in pack if u not in pending[1:]]
        kept.append(pending[1])
    return pack, kept
