"""Each Conquest city's own picture (a lighthouse for Gullwatch, a water mill
for Millbrook...): vendored icons named in game/ui/pictures.json, drawn
on the foot of the city's card over its skyline."""

from __future__ import annotations

from functools import cache

import pygame

from game.ui import icons
from game.ui.conquest import words

PAPER = (246, 238, 218)


@cache
def pictures() -> dict:
    """city id -> [icon, badge icon], checked against the cities of the content."""
    return icons.pictures("conquest", "cities", [c.id for c in words.content().cities])


def draw(surf: pygame.Surface, rect: pygame.Rect, city: str, ink: tuple[int, int, int]) -> None:
    """The picture centred in ``rect``: the city's icon, its badge beside it."""
    names = pictures()[city]
    side = min(rect.h, rect.w // 2)
    if side < 8:
        return
    main = icons.icon(names[0], side, ink)
    surf.blit(main, main.get_rect(midbottom=(rect.centerx - side // 3, rect.bottom)))
    if len(names) > 1:
        small = icons.icon(names[1], max(6, side * 2 // 3), ink)
        surf.blit(small, small.get_rect(bottomleft=(rect.centerx + side // 4, rect.bottom - 1)))
