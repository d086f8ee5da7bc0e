"""A contact sheet of a game's art: every card and piece side by side, for
`python -m game screenshot --game G --scene art`, so the pictures can be looked
at (and checked to differ) in one place.

A game gives its sheet as a title key and ``items(cell)``: the pictures drawn
for a cell of ``cell`` pixels, each with its caption.  The scene picks the
largest cells that fit them all in the window.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme, widgets
from game.ui.i18n import tr
from game.ui.scene import Scene

SheetItem = tuple[pygame.Surface, str]


class ArtSheetScene(Scene):
    """A grid of ``items(cell)`` (picture, caption) under ``title_key``; ``aspect`` = a cell's height / width."""

    def __init__(self, app, title_key: str, items: Callable[[tuple[int, int]], list[SheetItem]], count: int,
                 aspect: float = 1.4) -> None:
        super().__init__(app)
        self.title_key = title_key
        self.items = items
        self.count = count
        self.aspect = aspect
        self.grid = pygame.Rect(0, 0, 0, 0)
        # the pictures drawn for the cell size of the last layout: kept alive, so each
        # stays one surface (the text checks know a picture's words by its surface)
        self.drawn: tuple[tuple, list[SheetItem]] | None = None

    def pictures(self, cell: tuple[int, int]) -> list[SheetItem]:
        key = (cell, self.lang, self.palette)
        if self.drawn is None or self.drawn[0] != key:
            self.drawn = (key, self.items(cell))
        return self.drawn[1]

    def build(self) -> None:
        w, h = self.app.size
        back = pygame.Rect(0, 0, self.u(160), self.u(40))
        back.topright = (w - self.u(16), self.u(14))
        self.group.set([widgets.Button(back, tr("ui.back"), self.back, style="primary")])
        self.grid = pygame.Rect(self.u(12), self.u(64), w - self.u(24), h - self.u(72))

    def cells(self) -> tuple[tuple[int, int], int]:
        """The largest cell (picture size) that fits ``count`` in the grid, and the columns."""
        gap, cap = self.u(6), self.caption_h()
        best = ((0, 0), 1)
        for cols in range(1, self.count + 1):
            rows = -(-self.count // cols)
            cw = (self.grid.w - gap * (cols - 1)) // cols
            ch = (self.grid.h - rows * (gap + cap)) // rows
            cw = min(cw, int(ch / self.aspect))
            if cw > best[0][0]:
                best = ((cw, int(cw * self.aspect)), cols)
        return best

    def caption_h(self) -> int:
        return self.u(14)

    def draw(self, surf: pygame.Surface) -> None:
        self.background(surf)
        widgets.text(surf, tr(self.title_key), (self.u(20), self.u(34)), self.u(24), theme.GOLD, "title", "midleft",
                     max_width=self.grid.w - self.u(200))
        (cw, ch), cols = self.cells()
        if cw <= 0:
            return
        gap, cap = self.u(6), self.caption_h()
        rows = -(-self.count // cols)
        x0 = self.grid.centerx - (cols * cw + (cols - 1) * gap) // 2
        y0 = self.grid.y + max(0, (self.grid.h - rows * (ch + cap + gap)) // 2)
        for i, (img, caption) in enumerate(self.pictures((cw, ch))):
            r, c = divmod(i, cols)
            cell = pygame.Rect(x0 + c * (cw + gap), y0 + r * (ch + cap + gap), cw, ch)
            surf.blit(img, img.get_rect(center=cell.center))
            widgets.placed(img, surf, img.get_rect(center=cell.center).topleft)
            widgets.text(surf, caption, (cell.centerx, cell.bottom + 1), max(8, self.u(11)), theme.MUTED, "regular",
                         "midtop", max_width=cw + gap, shorten=True)
        self.group.draw(surf, self.k)
