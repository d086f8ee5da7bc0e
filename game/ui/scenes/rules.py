"""The in-game rules reference: sections on the left, text on the right."""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.ui import fonts, theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene


class RulesScene(Scene):
    """The frame of a game's rules reference; a game subclasses it with its own
    ``sections`` (texts under ``<text_prefix><section>.title/body``), ``title_key``,
    ``LEGENDS`` and ``legend_item``."""

    overlay = False
    sections: tuple[str, ...] = ()
    text_prefix = ""             # the game's catalog prefix of the sections: <prefix><section>.title / .body
    title_key = ""
    legend_cell = 150            # logical width of one legend picture with its caption

    def __init__(self, app, section: str | None = None) -> None:
        super().__init__(app)
        self.section = section if section in self.sections else self.sections[0]
        self.scroll = 0
        self.body = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        w, h = self.app.size
        buttons = []
        bw = self.u(250)
        y = self.u(110)
        bh = min(self.u(48), (h - self.u(220)) // len(self.sections) - self.u(6))
        for s in self.sections:
            r = pygame.Rect(self.u(40), y, bw, bh)
            buttons.append(widgets.Button(r, tr(f"{self.text_prefix}{s}.title"), partial(self.show, s), selected=(s == self.section), style="chip"))
            y += bh + self.u(6)
        back = pygame.Rect(0, 0, self.u(220), self.u(50))
        back.bottomright = (w - self.u(40), h - self.u(24))
        buttons.append(widgets.Button(back, tr("ui.back"), self.back, style="primary"))
        self.body = pygame.Rect(self.u(40) + bw + self.u(30), self.u(110), w - bw - self.u(150), h - self.u(200))
        focus = self.group.focus
        self.group.set(buttons)
        self.group.focus = min(focus, len(buttons) - 1) if self.group.keyboard else self.sections.index(self.section)

    def show(self, section: str) -> None:
        self.section = section
        self.scroll = 0
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * self.u(40))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_PAGEDOWN else -1) * self.body.h // 2)
            return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        self.title(surf, tr(self.title_key))
        widgets.panel(surf, self.body.inflate(self.u(30), self.u(24)), theme.BG2, self.u(12))
        size = self.u(18)
        text = tr(f"{self.text_prefix}{self.section}.body")
        line_h = int(size * 1.35) + 1
        indent = self.u(18)
        lines: list[tuple[str, int, bool]] = []     # text, x offset, bullet
        for para in text.split("\n"):
            if para.startswith("• "):
                for j, line in enumerate(fonts.wrap(para[2:], size, self.body.w - indent)):
                    lines.append((line, indent, j == 0))
            elif para:
                lines.extend((line, 0, False) for line in fonts.wrap(para, size, self.body.w))
            else:
                lines.append(("", 0, False))
        max_scroll = max(0, len(lines) * line_h + self.legend_height() - self.body.h)
        self.scroll = min(self.scroll, max_scroll)
        clip = surf.get_clip()
        surf.set_clip(self.body)
        y = self.body.y - self.scroll
        widgets.text(surf, tr(f"{self.text_prefix}{self.section}.title"), (self.body.x, y), self.u(26), theme.GOLD, "bold")
        y += self.u(40)
        for line, dx, bullet in lines:
            if bullet:
                widgets.text(surf, "•", (self.body.x, y), size, theme.GOLD)
            if line and self.body.y - line_h < y < self.body.bottom:
                widgets.text(surf, line, (self.body.x + dx, y), size)
            y += line_h
        self.draw_legend(surf, y + self.u(10))
        surf.set_clip(clip)
        if max_scroll:
            widgets.text(surf, tr("rules.scroll_hint"), (self.body.right, self.body.bottom + self.u(14)), self.u(14), theme.MUTED, anchor="topright")
        self.group.draw(surf, self.k)

    LEGENDS: dict[str, list[tuple[str, object]]] = {}   # section -> (kind, name) pictures

    def legend_height(self) -> int:
        items = self.LEGENDS.get(self.section)
        if not items:
            return 0
        per_row = max(1, self.body.w // self.u(self.legend_cell))
        return self.u(20) + math.ceil(len(items) / per_row) * self.u(96)

    def legend_item(self, kind: str, name, size: int) -> tuple[pygame.Surface, str]:
        """The picture and caption of one legend entry (each game draws its own kinds)."""
        raise NotImplementedError

    def draw_legend(self, surf: pygame.Surface, y: int) -> None:
        """Pictures of what the section talks about, drawn as on the board."""
        items = self.LEGENDS.get(self.section)
        if not items:
            return
        cell = self.u(self.legend_cell)
        per_row = max(1, self.body.w // cell)
        size = self.u(56)
        for i, (kind, name) in enumerate(items):
            x = self.body.x + (i % per_row) * cell + cell // 2
            top = y + (i // per_row) * self.u(96)
            img, label = self.legend_item(kind, name, size)
            surf.blit(img, img.get_rect(midtop=(x, top)))
            widgets.text(surf, label, (x, top + size + self.u(6)), self.u(14), theme.TEXT, anchor="midtop", max_width=cell - self.u(10))
