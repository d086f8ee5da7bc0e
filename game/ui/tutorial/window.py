"""The coach's window: its panel (title, count, the step's text, its buttons)
and the lit targets drawn over the board.

Kept apart from the coach scene because it is drawing and layout only: the
panel's rectangle, the texts, the step's kind and the actions its buttons call
come in (``PanelButtons``); nothing here reads the lesson or the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.tutorial.placement import head_stacked
from game.ui.tutorial.spotlight import draw_spotlight

Scale = Callable[[float], int]


@dataclass(frozen=True)
class PanelButtons:
    """What the panel's button row offers at the step shown."""

    at_end: bool                    # the lesson's last step: Menu, "Play a real game" (and the next part)
    leads_on: bool                  # ... a part that leads on: its next part first, above the row
    next_part: str                  # the next part's title ("" when none)
    watch: bool                     # a watch step: the Next button reads "Show me"
    can_next: bool                  # Next is enabled (the coach is talking or a watch step waits)
    waiting_for: Callable[[], str]  # why Next is greyed
    end: Callable[[bool], None]     # the end: True = a real game, False = the menu
    next_part_go: Callable[[], None]
    ask_leave: Callable[[], None]
    next: Callable[[], None]


def panel_buttons(p: pygame.Rect, u: Scale, row: PanelButtons) -> list[widgets.Button]:
    """The panel's buttons along its bottom: Leave and Next (or "Show me"), or at
    the end Menu and "Play a real game" (the long one gets the room)."""
    bh = u(40)
    gap = u(8)
    inner = p.w - u(24)
    buttons: list[widgets.Button] = []
    row_y = p.bottom - u(12) - bh
    if row.at_end:
        menu_w = min(u(120), inner // 3)       # as Leave: the long "Play a real game" gets the room
        buttons.append(widgets.Button(pygame.Rect(p.x + u(12), row_y, menu_w, bh), tr("tutorial.end.menu"),
                                      lambda: row.end(False), data="coach_menu"))
        buttons.append(widgets.Button(pygame.Rect(p.x + u(12) + menu_w + gap, row_y, inner - menu_w - gap, bh),
                                      tr("tutorial.end.play"), lambda: row.end(True),
                                      style="normal" if row.leads_on else "primary", data="coach_play"))
        if row.leads_on:           # a part that leads on: its next part first, above the row
            buttons.append(widgets.Button(pygame.Rect(p.x + u(12), row_y - bh - gap, inner, bh),
                                          tr("tutorial.end.next", part=row.next_part),
                                          row.next_part_go, style="primary", data="coach_part"))
    else:
        leave_w = min(u(120), inner // 3)
        buttons.append(widgets.Button(pygame.Rect(p.x + u(12), row_y, leave_w, bh), tr("tutorial.leave"), row.ask_leave,
                                      tooltip=tr("tutorial.leave.tip"), data="coach_leave"))
        nx = p.x + u(12) + leave_w + gap
        label = tr("tutorial.watch") if row.watch else tr("tutorial.next")
        buttons.append(widgets.Button(pygame.Rect(nx, row_y, p.right - u(12) - nx, bh), label, row.next,
                                      enabled=row.can_next, style="primary", why_disabled=row.waiting_for,
                                      data="coach_next"))
    return buttons


def draw_lights(surf: pygame.Surface, targets: list[pygame.Rect], chrome: list[pygame.Rect | None],
                pulse: float, u: Scale, shapes: list[list[tuple[float, float]]] | None = None) -> None:
    """The lit targets: the board outside them dimmed (``chrome``, the top bar and
    the open log, stays readable) and a gold ring round each, pulsing; a lit
    ``shape`` (a map's region) gets a thin ring along its outline instead of a
    rectangle's, which would reach over the pieces beside it."""
    colour = theme.mix(theme.GOLD, (255, 255, 255), 0.35 * pulse)
    lit = [t.inflate(u(8), u(8)) for t in targets]
    if lit or shapes:
        draw_spotlight(surf, lit, chrome, u(9), u(4), shapes)
    for points in shapes or []:
        pygame.draw.polygon(surf, (20, 16, 8), points, max(2, u(4)))
        pygame.draw.polygon(surf, colour, points, max(1, u(2)))
    for r in lit:
        pygame.draw.rect(surf, (20, 16, 8), r.inflate(u(4), u(4)), max(2, u(3)), border_radius=u(10))
        pygame.draw.rect(surf, colour, r, max(3, u(4)), border_radius=u(9))


def draw_panel(surf: pygame.Surface, r: pygame.Rect, u: Scale, head: str, count: str, text: str,
               mine: bool, part_row: bool) -> None:
    """The panel's frame, title, count and the step's text fitted in; ``mine``
    (a do or until step) adds "your move" under the text, ``part_row`` leaves
    room for the next part's button above the row.  The buttons are drawn by
    the scene's widget group."""
    widgets.shadow(surf, r, u(12))
    widgets.panel(surf, r, (34, 40, 58), u(12), theme.GOLD, 2)
    narrow = head_stacked(r.w, head, count, u)      # the count under the title
    top = u(40)
    if narrow:
        widgets.text(surf, head, (r.x + u(14), r.y + u(10)), u(17), theme.GOLD, "bold", max_width=r.w - u(28))
        widgets.text(surf, count, (r.x + u(14), r.y + u(34)), u(13), theme.MUTED, max_width=r.w - u(28))
        top = u(58)
    else:
        crect = widgets.text(surf, count, (r.right - u(12), r.y + u(12)), u(13), theme.MUTED, anchor="topright")
        widgets.text(surf, head, (r.x + u(14), r.y + u(10)), u(17), theme.GOLD, "bold",
                     max_width=crect.x - r.x - u(24))
    bottom = r.bottom - u(64) - (u(24) if mine else 0) - (u(48) if part_row else 0)
    body = pygame.Rect(r.x + u(14), r.y + top, r.w - u(28), bottom - r.y - top)
    widgets.wrapped_fit(surf, text, body, u(16), theme.TEXT)
    if mine:
        widgets.text(surf, tr("tutorial.your_move"), (r.x + u(14), bottom + u(4)), u(14), theme.ACCENT, "bold",
                     max_width=body.w)
