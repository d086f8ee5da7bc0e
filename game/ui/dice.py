"""The dice every game with dice rolls shares: a rounded ivory cube seen a
little from above (greyed when set aside); each game draws its own faces on
the top (``game.ui.<id>.art.die_surface``)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.ui import theme

IVORY = (246, 240, 224)
IVORY_DIM = (150, 146, 138)


class BlankDie(NamedTuple):
    surf: pygame.Surface             # ``size`` square, transparent around the die
    top: pygame.Rect                 # the face to draw the symbol on
    radius: int                      # the corner radius (for a selection outline)
    body: tuple[int, int, int]       # the ivory used, dimmed or not


def blank_die(size: int, dim: bool = False) -> BlankDie:
    """A die with no face yet: a darker rim below a raised ivory top."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size, size)
    rad = max(3, size // 6)
    body = IVORY_DIM if dim else IVORY
    pygame.draw.rect(surf, theme.mix(body, (0, 0, 0), 0.3), r, border_radius=rad)
    top = r.inflate(-max(2, size // 14), -max(2, size // 14))
    top.y -= max(1, size // 28)
    pygame.draw.rect(surf, body, top, border_radius=rad)
    return BlankDie(surf, top, rad, body)
