"""A table's picture kept between frames: redrawn only when what it shows changes.

While a bot thinks, the window keeps drawing (the mouse moves, tooltips come
and go) but the table itself stays as it is; drawing every card, row and log
line again each frame cost Conquest several milliseconds a frame.  A
``FrameLayer`` holds the table drawn once, with the key of everything it
shows (the board builds the key); a frame whose key is the same blits it, and
the board draws its animated overlays (a banner, a flash) on top.

The picture is never kept while the text checks record (``widgets.recording``):
they must see every text drawn onto the screen itself.  ``forget_all`` drops
every layer at once: the frame-truth tests call it before the full redraw they
compare the screen with, so a key that misses something fails them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui import widgets

_generation = [0]


def forget_all() -> None:
    """Every layer draws afresh next time (the frame-truth tests' full redraw)."""
    _generation[0] += 1


class FrameLayer:
    """One scene's table picture and the key it was drawn for."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Hashable | None = None
        self.generation = _generation[0]
        self.redraws = 0                  # pictures made (the tests count them)

    def forget(self) -> None:
        self.key = None

    def draw(self, surf: pygame.Surface, key: Hashable | None, paint: Callable[[pygame.Surface], None]) -> bool:
        """Put the table on ``surf``: the kept picture when ``key`` is the one it
        was drawn for, else ``paint`` it anew (kept, unless ``key`` is None: a
        picture that moves by itself is painted on ``surf`` and not kept).
        True when it was painted."""
        if key is None or widgets.is_recording():
            self.key = None                 # (a moving picture goes straight to the screen: no copy to keep)
            paint(surf)
            return True
        size = surf.get_size()
        if (key is not None and key == self.key and self.generation == _generation[0]
                and self.surface is not None and self.surface.get_size() == size):
            surf.blit(self.surface, (0, 0))
            return False
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.Surface(size)
        paint(self.surface)
        self.redraws += 1
        self.key, self.generation = key, _generation[0]
        surf.blit(self.surface, (0, 0))
        return True


class RegionCache:
    """A part of the picture its painter covers whole (a panel filled edge to edge):
    kept as the pixels it was painted with and the key of what it shows, and put
    back while the key stays.  Inside a table redrawn each frame (dice tumbling,
    lines pulsing) the panels that do not move then cost one blit."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.pixels: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.generation = _generation[0]

    def forget(self) -> None:
        self.key = None

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, key: Hashable | None, paint: Callable[[pygame.Surface], None]) -> bool:
        """Paint ``rect`` of ``surf`` (``paint`` may draw only there), or put back
        the pixels kept for ``key`` (None: the part moves, it is painted and not
        kept).  True when it was painted."""
        room = rect.clip(surf.get_rect())
        if key is None or widgets.is_recording() or not room.w or not room.h:
            self.key = None
            paint(surf)
            return True
        if key == self.key and self.generation == _generation[0] and self.pixels is not None and room == self.rect:
            surf.blit(self.pixels, room.topleft)
            return False
        paint(surf)
        self.pixels = surf.subsurface(room).copy()
        self.key, self.rect, self.generation = key, room, _generation[0]
        return True
