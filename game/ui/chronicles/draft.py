"""The draft panel of the Chronicles table: the pack to pick from (and, with
two players, the card to discard), the cards kept so far, the pick button and
the way the packs pass.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.chronicles import words
from game.ui.chronicles.cards import CARD_ASPECT
from game.ui.i18n import tr


class DraftPanel:
    """Mixin for the board scene: the draft's buttons, picking and drawing."""

    def draft_buttons(self, b: list[widgets.Button], body: pygame.Rect, me: dict, mine: bool) -> None:
        P = self.panel
        self.panel_title = tr("chronicles.draft.title2" if self.view["players"] == 2 else "chronicles.draft.title")
        kept_h = self.u(70)
        area = pygame.Rect(body.x, body.y, body.w, body.h - kept_h - self.u(8))
        pack = me["pack"]
        captions = words.card_captions(pack)
        for i, (r, uid) in enumerate(zip(self.card_grid(area, len(pack), self.u(170)), pack, strict=False)):
            b.append(widgets.Button(r, captions[i], (lambda u=uid: self.click_pack(u)), enabled=mine,
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

    def confirm_draft(self) -> None:
        action = self.draft_action()
        if action is None:
            self.explain(self.pick_label()[0])
            return
        self.submit(action)

    def draw_draft(self, surf: pygame.Surface) -> None:
        P = self.panel
        v = self.view
        d = v["direction"]
        arrow = "←" if d == 1 else "→"     # left (seat+1) points like "◀ your left neighbour", right like "▶"
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
