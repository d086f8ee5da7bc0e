"""The decision panel at the right: its buttons (one per visible choice, the
pages, the war's button, the starting-resources editor), which of them takes
the keyboard focus, and its drawing.

Apart from the board scene so the panel's buttons and drawing sit together;
what the choices are comes from ``picking``.
"""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art, words
from game.ui.kingdoms.board_model import RESOURCES


class DecisionPanel:
    """Buttons and drawing of ``decision_rect``."""

    def build_decision_buttons(self, buttons: list[widgets.Button]) -> None:
        """The panel's buttons, added to ``buttons`` (and kept in ``decision_buttons``)."""
        r = self.decision_rect
        y = r.y + self.u(72)
        bh = self.u(36)
        self.decision_buttons = []
        if self.war_pending():
            b = widgets.Button(pygame.Rect(r.x + self.u(12), y, r.w - self.u(24), bh), tr("kingdoms.war.open"), self.open_war, style="primary")
            buttons.append(b)
            self.decision_buttons.append(b)
        elif self.choices and self.choices[0].action[0] == "resources":
            self.build_split_editor(buttons, r, y, bh)
        else:
            visible = self.visible_choices()
            labels = [f"{i + 1}. {c.label}" for i, c in enumerate(visible)]
            size = min([self.u(16)] + [fonts.fit_size(t, self.u(16), r.w - self.u(44), "bold") for t in labels])
            for i, c in enumerate(visible):
                rect = pygame.Rect(r.x + self.u(12), y + i * self.u(40), r.w - self.u(24), bh)
                b = widgets.Button(rect, labels[i], (lambda c=c: self.choose(c)), tooltip=c.tip, data=c, text_size=size)
                buttons.append(b)
                self.decision_buttons.append(b)
            pages = math.ceil(len(self.candidates()) / self.page_size)
            if pages > 1:
                yy = y + self.page_size * self.u(40)
                half = (r.w - self.u(36)) // 2
                buttons.append(widgets.Button(pygame.Rect(r.x + self.u(12), yy, half, bh), tr("kingdoms.board.prev"), lambda: self.turn_page(-1), enabled=self.page > 0))
                buttons.append(widgets.Button(pygame.Rect(r.x + self.u(24) + half, yy, half, bh), tr("kingdoms.board.next"), lambda: self.turn_page(1), enabled=self.page < pages - 1))

    def focus_decision(self) -> None:
        """A new decision takes the keyboard focus, so Enter answers it (it kept the
        focus of the previous screen, e.g. the Menu button while others decided)."""
        for b in self.decision_buttons:
            if b.enabled and b in self.group.buttons:
                self.group.focus = self.group.buttons.index(b)
                return

    def build_split_editor(self, buttons: list, r: pygame.Rect, y: int, bh: int) -> None:
        """Starting resources: three -/+ counters that must add up to 6, then confirm."""
        if getattr(self, "split_for", None) != self.table_key[:2]:
            self.split_for = self.table_key[:2]
            self.split = [2, 1, 3]                      # the rules' suggestion for new players
        total = sum(self.split)
        bw = self.u(44)
        self.split_rows = []
        for i, res in enumerate(RESOURCES):
            row = pygame.Rect(r.x + self.u(12), y + i * self.u(42), r.w - self.u(24), bh)
            self.split_rows.append((res, row))
            minus = pygame.Rect(row.right - 2 * bw - self.u(60), row.y, bw, bh)
            plus = pygame.Rect(row.right - bw, row.y, bw, bh)
            buttons.append(widgets.Button(minus, "−", (lambda i=i: self.bump(i, -1)), self.split[i] > 0, tooltip=tr(f"kingdoms.res.{res}")))
            buttons.append(widgets.Button(plus, "+", (lambda i=i: self.bump(i, 1)), total < 6, tooltip=tr(f"kingdoms.res.{res}"), why_disabled=tr("kingdoms.split.full")))
        action = ("resources", *self.split)
        match = next((c for c in self.choices if c.action == action), None)
        ok = pygame.Rect(r.x + self.u(12), y + 3 * self.u(42) + self.u(6), r.w - self.u(24), bh)
        label = tr("kingdoms.split.confirm", what=words.resource_list(*self.split)) if total == 6 else tr("kingdoms.split.total", n=total)
        b = widgets.Button(ok, label, (lambda c=match: self.choose(c) if c else None), match is not None, style="primary",
                           why_disabled=tr("kingdoms.split.need"), data=match)
        buttons.append(b)
        self.decision_buttons = [b]

    def bump(self, i: int, step: int) -> None:
        self.split[i] = max(0, min(6, self.split[i] + step))
        self.rebuild()

    def draw_decision(self, surf: pygame.Surface) -> None:
        r = self.decision_rect
        mine = bool(self.choices)
        widgets.panel(surf, r, (48, 44, 34) if mine else theme.BG2, self.u(10), theme.GOLD if mine else theme.EDGE, 2 if mine else 1)
        x = r.x + self.u(12)
        if mine:
            who = words.player_name(self.viewer, self.colours) if self.viewer is not None else ""
            title = tr("kingdoms.board.your_decision", player=who) if len(self.ctl.humans) > 1 else tr("kingdoms.board.your_turn")
            widgets.text(surf, title, (x, r.y + self.u(10)), self.u(17), theme.GOLD, "bold", max_width=r.w - self.u(24))
            hint = tr("kingdoms.board.pick_region") if self.next_targets() else tr("kingdoms.board.pick_button")
            if self.effective_pick():
                hint = tr("kingdoms.board.picked", region=words.region_name(self.effective_pick()[-1]))
            widgets.wrapped_fit(surf, hint, pygame.Rect(x, r.y + self.u(34), r.w - self.u(24), self.u(34)), self.u(13), theme.MUTED, spacing=1.1,
                                minimum=max(8, self.u(10)))
            if self.choices[0].action[0] == "resources":
                for i, (res, row) in enumerate(getattr(self, "split_rows", [])):
                    surf.blit(art.resource_icon(res, self.u(26)), (row.x, row.centery - self.u(13)))
                    widgets.text(surf, tr(f"kingdoms.res.{res}"), (row.x + self.u(34), row.centery), self.u(16), theme.TEXT, "bold", "midleft")
                    widgets.text(surf, str(self.split[i]), (row.right - self.u(44) - self.u(30), row.centery), self.u(20), theme.GOLD, "bold", "center")
        else:
            waiting = [s for s in self.model.deciders]
            if self.model.over:
                text = tr("prompt.over")
            elif waiting:
                text = tr("kingdoms.board.waiting", who=", ".join(words.player_name(s, self.colours) for s in waiting))
            else:
                text = tr("kingdoms.board.resolving")
            widgets.text(surf, tr("kingdoms.board.decision"), (x, r.y + self.u(10)), self.u(17), theme.TEXT, "bold", max_width=r.w - self.u(24))
            widgets.wrapped_fit(surf, text, pygame.Rect(x, r.y + self.u(40), r.w - self.u(24), r.h - self.u(48)), self.u(15), theme.MUTED,
                                minimum=max(8, self.u(11)))
