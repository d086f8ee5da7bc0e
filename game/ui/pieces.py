"""Player pieces in a colour identity: a meeple with its owner's letter and
shape badge (the shapes of the seat chip, ``table.identity``), so players tell
pieces apart without relying on colour.  Used by
games' boards and by the settings scene's palette preview."""

from __future__ import annotations

import pygame

from game.ui import fonts, theme
from game.ui.table.identity import shape_points
from game.ui.theme import Identity

_meeples: dict[tuple, pygame.Surface] = {}


def _meeple_poly(cx: float, cy: float, h: float) -> list[tuple[float, float]]:
    w = h * 0.9
    return [
        (cx - w * 0.18, cy - h * 0.28), (cx - w * 0.5, cy - h * 0.12), (cx - w * 0.5, cy + h * 0.04),
        (cx - w * 0.25, cy + h * 0.06), (cx - w * 0.42, cy + h * 0.5), (cx - w * 0.08, cy + h * 0.5),
        (cx, cy + h * 0.28), (cx + w * 0.08, cy + h * 0.5), (cx + w * 0.42, cy + h * 0.5),
        (cx + w * 0.25, cy + h * 0.06), (cx + w * 0.5, cy + h * 0.04), (cx + w * 0.5, cy - h * 0.12),
        (cx + w * 0.18, cy - h * 0.28),
    ]


def meeple_surface(size: int, ident: Identity | None, knocked: bool = False, emblem: str | None = None) -> pygame.Surface:
    """A meeple silhouette with its owner's letter and shape badge (cached);
    ``emblem`` (an icon name: a Kingdoms faction's) rides on a disc at its shoulder."""
    key = (size, ident, knocked, emblem)
    surf = _meeples.get(key)
    if surf is not None:
        return surf
    h = size
    surf = pygame.Surface((int(h * 1.3), int(h * 1.3)), pygame.SRCALPHA)
    cx, cy = surf.get_width() / 2, surf.get_height() / 2 + h * 0.02
    rgb = ident.rgb if ident else theme.NEUTRAL_RGB
    ink = ident.ink if ident else (30, 30, 30)
    edge = (16, 16, 20) if sum(rgb) > 200 else (230, 230, 230)
    shadow = [(x + h * 0.04, y + h * 0.05) for x, y in _meeple_poly(cx, cy, h)]
    pygame.draw.polygon(surf, (0, 0, 0, 110), shadow)
    pygame.draw.circle(surf, (0, 0, 0, 110), (cx + h * 0.04, cy - h * 0.3 + h * 0.05), h * 0.2)
    pygame.draw.polygon(surf, rgb, _meeple_poly(cx, cy, h))
    pygame.draw.circle(surf, rgb, (cx, cy - h * 0.3), h * 0.2)
    pygame.draw.polygon(surf, edge, _meeple_poly(cx, cy, h), max(1, h // 18))
    pygame.draw.circle(surf, edge, (cx, cy - h * 0.3), h * 0.2, max(1, h // 18))
    if ident:
        pts = shape_points(ident.shape, cx, cy + h * 0.1, h * 0.17)
        if pts:
            pygame.draw.polygon(surf, ink, pts)
        else:
            pygame.draw.circle(surf, ink, (cx, cy + h * 0.1), h * 0.18)
        letter = fonts.render(ident.letter, max(6, int(h * 0.2)), rgb, "bold")
        surf.blit(letter, letter.get_rect(center=(cx, cy + h * 0.11)))
    else:
        pygame.draw.circle(surf, (70, 60, 50), (cx, cy + h * 0.08), h * 0.1)
    if emblem and h >= 14:
        _emblem(surf, emblem, (cx + h * 0.4, cy - h * 0.36), max(5, int(h * 0.24)), edge)
    if knocked:
        surf = pygame.transform.rotate(surf, -90)
    if len(_meeples) > 256:
        _meeples.pop(next(iter(_meeples)))
    _meeples[key] = surf
    return surf


def _emblem(surf: pygame.Surface, name: str, centre: tuple[float, float], r: int, edge: tuple[int, int, int]) -> None:
    from game.ui import icons

    pygame.draw.circle(surf, (244, 236, 214), centre, r)
    pygame.draw.circle(surf, edge, centre, r, max(1, r // 5))
    img = icons.icon(name, r * 3 // 2, (40, 32, 26))
    surf.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


def draw_meeple(surf: pygame.Surface, center: tuple[float, float], size: int, ident: Identity | None, knocked: bool = False,
                emblem: str | None = None) -> pygame.Rect:
    img = meeple_surface(max(8, int(size)), ident, knocked, emblem)
    rect = img.get_rect(center=(int(center[0]), int(center[1])))
    surf.blit(img, rect)
    return rect
