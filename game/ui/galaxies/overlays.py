"""What lies over the table: the secret mission draft (two mission cards, keep
one) and the banner that announces a big event above the control center.

An object with explicit inputs (the ``Look``, the places it is given, the
mouse); the draft's cards are buttons the board puts first in its focus
order (``draft_buttons``), so a click, Tab and Enter or a number key keep one.
When a banner shows is the board's narration (``on_event``): it starts the
"banner" timer on the board's clock, whose text is handed here to draw.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.galaxies import words
from game.ui.galaxies.look import Look
from game.ui.i18n import tr


class Overlays:
    """The mission draft and the banner."""

    def __init__(self) -> None:
        self.draft_rects: list[tuple[pygame.Rect, tuple]] = []   # (card rect, option) of the draft cards as last drawn

    def draw_banner(self, surf: pygame.Surface, look: Look, text: str | None, area: pygame.Rect, bottom: int) -> None:
        """The banner over ``area``, its foot at ``bottom`` (the control center's top)."""
        if not text:
            return
        u = look.u
        size = u(17)
        width = area.w - u(60)
        lines = fonts.wrap(text, size, width, "bold")[:2]
        lh = int(size * 1.3)
        box = pygame.Rect(0, 0, max(fonts.font(size, "bold").size(x)[0] for x in lines) + u(36), len(lines) * lh + u(16))
        box.midbottom = (area.centerx, bottom - u(6))
        widgets.shadow(surf, box, u(10))
        widgets.panel(surf, box, theme.PARCHMENT, u(10), theme.GOLD, 2)
        y = box.y + u(8)
        for line in lines:
            widgets.text(surf, line, (box.centerx, y), size, theme.INK, "bold", "midtop")
            y += lh

    @staticmethod
    def draft_options(look: Look) -> list[tuple]:
        """The missions the viewer may keep now ([] when the draft is not theirs to make)."""
        if look.my_decision() and look.decision.get("prompt") == "keep_mission":
            return list(look.tv.legal)
        return []

    def draft_buttons(self, look: Look, size: tuple[int, int], row: pygame.Rect | None, width: int,
                      keep: Callable[[tuple], None]) -> list[widgets.Button]:
        """The draft's cards as buttons, first in the focus order while the draft is
        open (Tab reaches them, Enter keeps the focused one; a click acts on its
        release like any button).  Drawn by ``draw_draft``, not by the buttons."""
        opts = self.draft_options(look)
        if not opts:
            return []
        cards = draft_cards(draft_box(size, look.u, row, width), look.u, len(opts))
        return [widgets.Button(card, words.mission_name(option[1]), action=partial(keep, option), data=("draft", k))
                for k, (option, card) in enumerate(zip(opts, cards, strict=True))]

    @staticmethod
    def row_in_view(size: tuple[int, int], u, row: pygame.Rect | None, width: int) -> bool:
        """Whether the draft leaves the planet ``row`` unveiled (its box fits below it)."""
        return row is not None and draft_box(size, u, row, width).top >= row.bottom

    def draw_draft(self, surf: pygame.Surface, look: Look, mouse: tuple[int, int], row: pygame.Rect | None = None,
                   width: int = 0, focused: widgets.Button | None = None) -> None:
        """The secret mission draft: two cards, keep one (none drawn when it is not the viewer's),
        over the table ``width`` wide and below the planet ``row`` when there is room (it stays in view);
        the card of the ``focused`` button carries the keyboard's focus ring."""
        self.draft_rects = []
        opts = self.draft_options(look)
        if not opts:
            return
        widgets.next_layer()                 # the draft lies over the table
        u = look.u
        box = draft_box(surf.get_size(), u, row, width)
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        if self.row_in_view(surf.get_size(), u, row, width):
            assert row is not None
            veil.fill((0, 0, 0, 0), row)      # the planets the missions speak of stay readable
        surf.blit(veil, (0, 0))
        widgets.panel(surf, box, theme.BG2, u(14), theme.GOLD, 2)
        widgets.text(surf, tr("galaxies.draft.title", player=look.name(look.seat)), (box.centerx, box.y + u(20)), u(24), theme.GOLD, "title", "midtop", max_width=box.w - u(40))
        widgets.text(surf, tr("galaxies.draft.body"), (box.centerx, box.y + u(60)), u(14), theme.MUTED, "regular", "midtop", max_width=box.w - u(40))
        for k, (option, card) in enumerate(zip(opts, draft_cards(box, u, len(opts)), strict=True)):
            hover = card.collidepoint(mouse)
            widgets.panel(surf, card, (64, 56, 40) if hover else (48, 44, 36), u(10), theme.GOLD, 2 if hover else 1)
            m = next(x for x in words.content().missions if x.id == option[1])
            widgets.text(surf, f"{k + 1}. {words.mission_name(m.id)}", (card.x + u(14), card.y + u(14)), u(20), theme.GOLD, "bold", max_width=card.w - u(70))
            vp = f"{m.vp}" + (f" / {m.vp_tied}" if m.vp_tied else "")
            widgets.text(surf, tr("galaxies.draft.vp", vp=vp), (card.right - u(14), card.y + u(16)), u(14), theme.TEXT, "bold", "topright")
            widgets.wrapped_fit(surf, words.mission_text(m.id), pygame.Rect(card.x + u(14), card.y + u(54), card.w - u(28), card.h - u(88)),
                                u(16), theme.TEXT, minimum=max(9, u(11)))
            widgets.text(surf, tr("galaxies.draft.keep"), (card.centerx, card.bottom - u(14)), u(14), theme.ACCENT, "bold", "midbottom", max_width=card.w - u(20))
            if focused is not None and focused.data == ("draft", k):
                widgets.focus_ring(surf, card, look.k, u(10))
            self.draft_rects.append((card, option))


DRAFT_LEAST = 250       # the draft box's least height (scaled) below the planet row; less room: centred over the table


def draft_box(size: tuple[int, int], u, row: pygame.Rect | None = None, width: int = 0) -> pygame.Rect:
    """Where the mission draft's box goes: over the table (``width``, the log's column
    kept clear; 0: the window), below the planet ``row`` when there is room for it."""
    w, h = size
    area_w = width or w
    box = pygame.Rect(0, 0, min(u(760), area_w - u(20)), u(400))
    box.center = (area_w // 2, h // 2)
    if row is not None:
        below = row.bottom + u(6)
        room = h - below - u(8)
        if room >= u(DRAFT_LEAST):
            box.h = min(box.h, room)
            box.top = below
    return box


def draft_cards(box: pygame.Rect, u, n: int) -> list[pygame.Rect]:
    """The draft's ``n`` cards in its ``box``."""
    cw = (box.w - u(60)) // max(1, n)
    return [pygame.Rect(box.x + u(20) + k * (cw + u(20)), box.y + u(96), cw - u(10), box.h - u(120)) for k in range(n)]
