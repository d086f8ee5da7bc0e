"""The coach's spotlight: the board outside a lesson step's lit targets dimmed.

Kept apart from the coach scene because it is pure drawing: what is lit and
what stays at hand (the top bar, the open log) comes in as rectangles, a lit
shape (a map's region) as its outline.
"""

from __future__ import annotations

import pygame

SPOTLIGHT_DIM = 150         # alpha of the veil over the board outside the lit targets
CHROME_DIM = 60             # ... over the top bar and the open log (at hand and readable)
TARGET_GLOW = (26, 24, 18)  # the light the lit targets gain (added)


def draw_spotlight(surf: pygame.Surface, targets: list[pygame.Rect], chrome: list[pygame.Rect | None],
                   corner: int, rim: int, shapes: list[list[tuple[float, float]]] | None = None) -> None:
    """The board outside ``targets`` clearly darker (still readable), the targets a
    touch brighter; the ``chrome`` rectangles only a little darker: they stay at
    hand and readable.  ``corner`` rounds the targets' holes, ``rim`` is the ring
    drawn over their edge later (not brightened)."""
    veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    veil.fill((6, 8, 14, SPOTLIGHT_DIM))
    for r in chrome:
        if r is not None and r.w and r.h:
            veil.fill((6, 8, 14, CHROME_DIM), r)
    for r in targets:
        pygame.draw.rect(veil, (0, 0, 0, 0), r, border_radius=corner)
    for points in shapes or []:          # a lit shape: its hole follows the outline (the pieces beside it stay as they are)
        pygame.draw.polygon(veil, (0, 0, 0, 0), points)
    surf.blit(veil, (0, 0))
    for r in targets:
        surf.fill(TARGET_GLOW, r.inflate(-rim, -rim), special_flags=pygame.BLEND_RGB_ADD)
