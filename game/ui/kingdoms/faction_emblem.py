"""Each Kingdoms faction's emblem (the Ember Legion's burning shield, the Tide
Singers' wave...): a vendored icon named in game/ui/pictures.json, shown
on the faction's meeples and its player's panel."""

from __future__ import annotations

from functools import cache

import pygame

from game.kingdoms.content import load_content
from game.ui import icons

PAPER = (244, 236, 214)
INK = (40, 32, 26)


@cache
def pictures() -> dict:
    """faction id -> [icon], checked against the factions of the content."""
    return icons.pictures("kingdoms", "factions", list(load_content().factions))


def icon_name(faction: str | None) -> str | None:
    """The emblem's icon, or None for no faction (the faction-less variant)."""
    return pictures()[faction][0] if faction else None


def emblem(faction: str, size: int, ring: tuple[int, int, int] = INK) -> pygame.Surface:
    """The emblem on a round paper badge with a ``ring`` edge, ``size`` across."""
    size = max(8, int(size))
    key = ("faction-badge", faction, size, tuple(ring))
    cached = icons.cached(key)
    if cached is not None:
        return cached
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    pygame.draw.circle(surf, PAPER, (r, r), r)
    pygame.draw.circle(surf, ring, (r, r), r, max(1, size // 12))
    img = icons.icon(pictures()[faction][0], size * 7 // 10, INK)
    surf.blit(img, img.get_rect(center=(r, r)))
    return icons.keep(key, surf)
