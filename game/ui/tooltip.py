"""Tooltips: where a button's tip goes (never over the button it describes,
nor, where it can, over its neighbours) and how it is drawn."""

from __future__ import annotations

import pygame

from game.ui import fonts, theme, widgets


def tip_rect(screen: pygame.Rect, size: tuple[int, int], pos: tuple[int, int], k: float, avoid: pygame.Rect | None = None,
             others: list[pygame.Rect] | tuple = (), soft: list[pygame.Rect] | tuple = ()) -> pygame.Rect:
    """``tip_spot``, keeping off ``soft`` too (texts a scene keeps clear: the menu's
    subtitle) where that leaves a spot; the buttons (``others``) come first."""
    if soft:
        rect = tip_spot(screen, size, pos, k, avoid, list(others) + list(soft))
        if rect.collidelist(list(soft)) < 0 and rect.collidelist([o for o in others if o != avoid]) < 0:
            return rect
    return tip_spot(screen, size, pos, k, avoid, others)


def tip_spot(screen: pygame.Rect, size: tuple[int, int], pos: tuple[int, int], k: float, avoid: pygame.Rect | None = None,
             others: list[pygame.Rect] | tuple = ()) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: below and right of the pointer, but
    never over ``avoid`` (the button it describes): below it, else above it,
    else beside it.  Where it can, it also keeps off ``others`` (the other
    buttons: a tip over "Rules" hides the button next to the one pointed at),
    sliding sideways along the same side first."""
    w, h = size
    rect = pygame.Rect(pos[0] + int(14 * k), pos[1] + int(18 * k), w, h)
    if avoid is not None:
        gap = int(6 * k)
        if avoid.bottom + gap + h <= screen.bottom:
            rect.top = avoid.bottom + gap
        elif avoid.top - gap - h >= screen.top:
            rect.bottom = avoid.top - gap
        elif avoid.right + gap + w <= screen.right:
            rect.left = avoid.right + gap
        else:
            rect.right = avoid.left - gap
    rect.clamp_ip(screen)
    others = [o for o in others if o != avoid and o.colliderect(screen)]
    if not others or rect.collidelist(others) < 0:
        return rect
    blocked = others + ([avoid] if avoid is not None else [])
    gap = int(6 * k)
    step = max(4, int(12 * k))
    near = [rect.top] if avoid is None else [avoid.bottom + gap, avoid.top - gap - h]
    # the same side first, sliding sideways; then the free spot nearest the pointer
    spots = [pygame.Rect(rect.x + dx, top, w, h) for top in near for dx in sorted(range(-w, w + 1, step), key=abs)]
    spots += sorted((pygame.Rect(x, y, w, h) for y in range(screen.top, screen.bottom - h + 1, step)
                     for x in range(max(screen.left, rect.x - w), min(screen.right - w, rect.x + w) + 1, step)),
                    key=lambda r: abs(r.centery - pos[1]) + abs(r.centerx - pos[0]) // 2)
    for spot in spots:
        if screen.contains(spot) and spot.collidelist(blocked) < 0:
            return spot
    return rect


def draw_tip(surf: pygame.Surface, tip: str, pos: tuple[int, int], k: float, avoid: pygame.Rect | None = None,
             others: list[pygame.Rect] | tuple = (), soft: list[pygame.Rect] | tuple = ()) -> pygame.Rect:
    size = max(10, int(15 * k))
    width = int(360 * k)
    lines = fonts.wrap(tip, size, width)
    line_h = int(size * 1.3)
    w = max(fonts.font(size).size(x)[0] for x in lines) + int(20 * k)
    h = len(lines) * line_h + int(14 * k)
    rect = tip_rect(surf.get_rect(), (w, h), pos, k, avoid, others, soft)
    widgets.panel(surf, rect, (250, 244, 224), int(6 * k), theme.INK, 1)
    y = rect.y + int(7 * k)
    for line in lines:
        widgets.text(surf, line, (rect.x + int(10 * k), y), size, theme.INK)
        y += line_h
    return rect
