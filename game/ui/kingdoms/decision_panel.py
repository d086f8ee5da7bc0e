"""The decision panel at the right: its buttons (one per visible choice, the
pages, the war's button, the starting-resources editor), which of them takes
the keyboard focus, and its drawing.

An object the board composes: the panel's buttons and drawing sit together;
what the choices are comes from ``picking``, what they do goes back to the
board as intents.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.kingdoms import art, words
from game.ui.kingdoms.action_card import ActionCard
from game.ui.kingdoms.board_model import RESOURCES
from game.ui.kingdoms.look import Look
from game.ui.kingdoms.picking import Intent, Picking
from game.ui.kingdoms.trade_controls import TradeControls


class DecisionPanel:
    """Buttons and drawing of the decision panel's rectangle (``rect``).

    Its buttons call back ``act(intent)``: ("choose", Choice), ("open_war",),
    ("redraw",) (a page turned, a counter bumped); it writes nothing elsewhere."""

    def __init__(self, act: Callable[[Intent], None]) -> None:
        self.act = act
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[widgets.Button] = []      # the decision's own (not the pages')
        self.split = [2, 1, 3]
        self.split_for: tuple | None = None           # the reading the split was started for
        self.split_rows: list[tuple[str, pygame.Rect]] = []
        self.trade = TradeControls(act)
        self.trading = False                          # the trade controls show (built for this decision)

    def build(self, rect: pygame.Rect, picking: Picking, key: tuple, u: Callable[[float], int],
              seat: dict | None = None) -> list[widgets.Button]:
        """The panel's buttons in ``rect`` (those of the decision kept in ``buttons``);
        ``key`` names the decision (a new one starts the split editor and the trade
        afresh); ``seat`` is the decider's row of the view (what the trade can give)."""
        self.rect = r = rect
        y = r.y + u(72)
        bh = u(36)
        out: list[widgets.Button] = []
        self.buttons = []
        self.trading = False
        if picking.war_pending():
            b = widgets.Button(pygame.Rect(r.x + u(12), y, r.w - u(24), bh), tr("kingdoms.war.open"), lambda: self.act(("open_war",)), style="primary")
            out.append(b)
            self.buttons.append(b)
        elif picking.kind() == "resources":
            out += self.build_split_editor(picking, key, r, y, bh, u)
        else:
            visible = picking.visible_choices()
            labels = [f"{i + 1}. {c.label}" for i, c in enumerate(visible)]
            room = r.w - (u(76) if any(c.idle for c in visible) else u(44))    # leave the idle mark its place
            size = min([u(16)] + [fonts.fit_size(t, u(16), room, "bold") for t in labels])
            for i, c in enumerate(visible):
                rect = pygame.Rect(r.x + u(12), y + i * u(40), r.w - u(24), bh)
                b = widgets.Button(rect, labels[i], partial(self.act, ("choose", c)), tooltip=c.tip, data=c, text_size=size)
                out.append(b)
                self.buttons.append(b)
            pages = picking.pages()
            if pages > 1:
                yy = y + picking.page_size * u(40)
                half = (r.w - u(36)) // 2
                out.append(widgets.Button(pygame.Rect(r.x + u(12), yy, half, bh), tr("kingdoms.board.prev"), lambda: self.act(picking.turn_page(-1)), enabled=picking.page > 0))
                out.append(widgets.Button(pygame.Rect(r.x + u(24) + half, yy, half, bh), tr("kingdoms.board.next"), lambda: self.act(picking.turn_page(1)), enabled=picking.page < pages - 1))
                y = yy + u(40)
            else:
                y += len(visible) * u(40)
            if picking.direct_trade():
                self.trading = True
                self.trade.start(picking, key, seat or {})
                controls = self.trade.build(r, y + u(4), picking, u)
                out += controls
                # the Trade button first: a new trade decision's focus and the coach find it there
                self.buttons = [c for c in controls if c is self.trade.trade_button] + self.buttons
                self.buttons += [c for c in controls if c is not self.trade.trade_button]
        return out

    def keys(self, event: pygame.event.Event, picking: Picking) -> Intent | None:
        """The number keys: 1-9 make the visible choice of that number (any of them
        confirms the starting resources); ("taken",) when the key is the panel's but
        does nothing now, None when it is not the panel's."""
        if self.trading and not picking.war_pending():
            intent = self.trade.keys(event, picking)
            if intent is not None:
                return intent
        if event.type != pygame.KEYDOWN or not pygame.K_1 <= event.key <= pygame.K_9 or event.mod & pygame.KMOD_CTRL:
            return None
        if picking.kind() == "resources":
            confirm = self.buttons[0] if self.buttons else None
            if confirm is not None and confirm.enabled and isinstance(confirm.data, words.Choice):
                return ("choose", confirm.data)
            return ("taken",)
        visible = picking.visible_choices()
        i = event.key - pygame.K_1
        if i < len(visible) and not picking.war_pending():
            return ("choose", visible[i])
        return ("taken",)

    def focus(self, group: widgets.FocusGroup) -> None:
        """A new decision takes the keyboard focus (it kept the focus of the previous
        screen, e.g. the Menu button while others decided): Enter or Space first shows
        it there, the next answers (``FocusGroup``: an unseen focus presses nothing)."""
        for b in self.buttons:
            if b.enabled and b in group.buttons:
                group.focus = group.buttons.index(b)
                return

    def build_split_editor(self, picking: Picking, key: tuple, r: pygame.Rect, y: int, bh: int, u) -> list[widgets.Button]:
        """Starting resources: three -/+ counters that must add up to 6, then confirm."""
        if self.split_for != key:
            self.split_for = key
            self.split = [2, 1, 3]                      # the rules' suggestion for new players
        total = sum(self.split)
        bw = u(44)
        out: list[widgets.Button] = []
        self.split_rows = []
        for i, res in enumerate(RESOURCES):
            row = pygame.Rect(r.x + u(12), y + i * u(42), r.w - u(24), bh)
            self.split_rows.append((res, row))
            minus = pygame.Rect(row.right - 2 * bw - u(60), row.y, bw, bh)
            plus = pygame.Rect(row.right - bw, row.y, bw, bh)
            out.append(widgets.Button(minus, "−", partial(self.bump, i, -1), self.split[i] > 0, tooltip=tr(f"kingdoms.res.{res}")))
            out.append(widgets.Button(plus, "+", partial(self.bump, i, 1), total < 6, tooltip=tr(f"kingdoms.res.{res}"), why_disabled=tr("kingdoms.split.full")))
        action = ("resources", *self.split)
        match = next((c for c in picking.choices if c.action == action), None)
        ok = pygame.Rect(r.x + u(12), y + 3 * u(42) + u(6), r.w - u(24), bh)
        label = tr("kingdoms.split.confirm", what=words.resource_list(*self.split)) if total == 6 else tr("kingdoms.split.total", n=total)
        b = widgets.Button(ok, label, (partial(self.act, ("choose", match)) if match else None), match is not None, style="primary",
                           why_disabled=tr("kingdoms.split.need"), data=match)
        out.append(b)
        self.buttons = [b]
        return out

    def bump(self, i: int, step: int) -> None:
        self.split[i] = max(0, min(6, self.split[i] + step))
        self.act(("redraw",))

    def draw_idle_marks(self, surf: pygame.Surface, u: Callable[[float], int]) -> list[pygame.Rect]:
        """The amber mark of the action card's tiles on each choice row whose action would
        do nothing now (drawn over the rows' buttons); the marks' rectangles."""
        marks = []
        for b in self.buttons:
            if getattr(b.data, "idle", None):
                center = (b.rect.right - u(16), b.rect.centery)
                ActionCard.draw_idle(surf, center, u(8))
                marks.append(pygame.Rect(center[0] - u(8), center[1] - u(8), u(16), u(16)))
        return marks

    def draw(self, surf: pygame.Surface, look: Look, picking: Picking, shared_screen: bool,
             waiting_line: Callable[[str], str] = str) -> None:
        """``waiting_line``: the kit's words for the seats waited for (a replay says whose step it is)."""
        r = self.rect
        u = look.u
        mine = bool(picking.choices)
        widgets.panel(surf, r, (48, 44, 34) if mine else theme.BG2, u(10), theme.GOLD if mine else theme.EDGE, 2 if mine else 1)
        x = r.x + u(12)
        if mine:
            viewer = look.viewer
            who = words.player_name(viewer, list(look.colours)) if viewer is not None else ""
            title = tr("kingdoms.board.your_decision", player=who) if shared_screen else tr("kingdoms.board.your_turn")
            widgets.text(surf, title, (x, r.y + u(10)), u(17), theme.GOLD, "bold", max_width=r.w - u(24))
            hint = tr("kingdoms.board.pick_region") if picking.next_targets() else tr("kingdoms.board.pick_button")
            if picking.effective_pick():
                hint = tr("kingdoms.board.picked", region=words.region_name(picking.effective_pick()[-1]))
            widgets.wrapped_fit(surf, hint, pygame.Rect(x, r.y + u(34), r.w - u(24), u(34)), u(13), theme.MUTED, spacing=1.1,
                                minimum=max(8, u(10)))
            if picking.kind() == "resources":
                for i, (res, row) in enumerate(self.split_rows):
                    surf.blit(art.resource_icon(res, u(26)), (row.x, row.centery - u(13)))
                    widgets.text(surf, tr(f"kingdoms.res.{res}"), (row.x + u(34), row.centery), u(16), theme.TEXT, "bold", "midleft")
                    widgets.text(surf, str(self.split[i]), (row.right - u(44) - u(30), row.centery), u(20), theme.GOLD, "bold", "center")
            if self.trading:
                self.trade.draw(surf, u)
        else:
            model = look.model
            waiting = list(model.deciders)
            if model.over:
                text = tr("prompt.over")
            elif waiting:
                text = waiting_line(tr("kingdoms.board.waiting", who=", ".join(words.player_name(s, list(look.colours)) for s in waiting)))
            else:
                text = tr("kingdoms.board.resolving")
            widgets.text(surf, tr("kingdoms.board.decision"), (x, r.y + u(10)), u(17), theme.TEXT, "bold", max_width=r.w - u(24))
            widgets.wrapped_fit(surf, text, pygame.Rect(x, r.y + u(40), r.w - u(24), r.h - u(48)), u(15), theme.MUTED,
                                minimum=max(8, u(11)))
