"""The pieces a Galaxies galaxy mat is drawn from: the empire ladder (a cell
per level, the current one marked; the hostile galaxy's ends in a skull), the
energy and culture tracks 0-7 with their marker, a row of ships, and the
secret mission's card.

Each function draws inside the rectangle it is given and returns the
rectangles it used, so the mat can give every part a tooltip and the lesson's
coach can light it.  Pygame primitives only, cached nowhere: a mat is a few
dozen shapes.
"""

from __future__ import annotations

import pygame

from game.ui import theme, widgets
from game.ui.galaxies import art
from game.ui.galaxies.planet_art import draw_mission_symbol

TRACK_MAX = 7                       # energy and culture run 0..7 (rules §1.5)
GOLD_INK = (30, 24, 10)


def draw_skull(surf: pygame.Surface, rect: pygame.Rect, rgb: art.Color = (236, 230, 214)) -> None:
    """A skull inside ``rect``: the hostile galaxy's last level (reaching it wins the game for it)."""
    r = max(3, min(rect.w, rect.h) // 2)
    cx, cy = rect.centerx, rect.centery - r // 6
    pygame.draw.circle(surf, rgb, (cx, cy), int(r * 0.78))
    jaw = pygame.Rect(0, 0, int(r * 0.9), int(r * 0.55))
    jaw.midtop = (cx, cy + int(r * 0.35))
    pygame.draw.rect(surf, rgb, jaw, border_radius=max(1, r // 5))
    dark = (24, 18, 22)
    for dx in (-1, 1):
        pygame.draw.circle(surf, dark, (cx + dx * int(r * 0.32), cy), max(1, int(r * 0.24)))
    pygame.draw.polygon(surf, dark, [(cx, cy + int(r * 0.18)), (cx - max(1, r // 8), cy + int(r * 0.38)),
                                     (cx + max(1, r // 8), cy + int(r * 0.38))])
    for k in (-1, 0, 1):
        x = cx + k * max(1, int(r * 0.24))
        pygame.draw.line(surf, dark, (x, jaw.y + jaw.h // 3), (x, jaw.bottom - 1), max(1, r // 10))


def draw_ladder(surf: pygame.Surface, rect: pygame.Rect, labels: list[str], current: int, skull: int | None,
                rgb: art.Color, text_size: int) -> list[pygame.Rect]:
    """The empire track: one cell per level (``labels``: the VP each is worth),
    the ``current`` level (1-based) filled with ``rgb``, the levels below it
    dimmed (passed), a ``skull`` drawn on that level's cell.  The cells, left to right."""
    n = max(1, len(labels))
    gap = max(1, rect.h // 8)
    cw = (rect.w - gap * (n - 1)) // n
    cells = []
    for i, label in enumerate(labels):
        cell = pygame.Rect(rect.x + i * (cw + gap), rect.y, cw, rect.h)
        cells.append(cell)
        level = i + 1
        here = level == current
        fill = rgb if here else ((44, 50, 66) if level > current else (32, 36, 48))
        pygame.draw.rect(surf, fill, cell, border_radius=max(2, rect.h // 5))
        edge = theme.GOLD if here else theme.mix(rgb, (40, 44, 60), 0.5)
        pygame.draw.rect(surf, edge, cell, max(1, rect.h // 10), border_radius=max(2, rect.h // 5))
        if skull == level:
            draw_skull(surf, cell.inflate(-2, -2), (30, 24, 24) if here else (226, 214, 200))
        else:
            ink = GOLD_INK if here and sum(rgb) > 380 else ((250, 250, 245) if here else theme.MUTED)
            widgets.text(surf, label, cell.center, text_size, ink, "bold" if here else "regular", "center", max_width=cell.w - 2)
    return cells


def draw_track(surf: pygame.Surface, rect: pygame.Rect, res: str, value: int, text_size: int) -> pygame.Rect:
    """A resource track 0..7: the resource's pip, eight cells (0 at the left),
    the cells up to ``value`` tinted and a marker on ``value``'s cell, then the number."""
    rgb = art.ENERGY_RGB if res == "energy" else art.CULTURE_RGB
    h = rect.h
    art.draw_resource(surf, res, (rect.x + h // 2, rect.centery), h // 2)
    num_w = max(text_size, h)
    x0 = rect.x + h + max(1, h // 6)
    pitch = (rect.right - num_w - x0) // (TRACK_MAX + 1)
    cell_h = max(4, h * 2 // 3)
    marker = None
    for v in range(TRACK_MAX + 1):
        cell = pygame.Rect(x0 + v * pitch, rect.centery - cell_h // 2, max(2, pitch - 1), cell_h)
        fill = theme.mix(rgb, (28, 32, 44), 0.45) if 0 < v <= value else (40, 46, 60)
        pygame.draw.rect(surf, fill, cell, border_radius=max(1, cell_h // 4))
        if v == value:
            marker = cell
    if marker is not None:                     # the marker: a disc of the resource's colour, dark-edged
        r = max(3, min(marker.w, cell_h) // 2 + 1)
        pygame.draw.circle(surf, (16, 16, 20), marker.center, r + 1)
        pygame.draw.circle(surf, rgb, marker.center, r)
    widgets.text(surf, str(value), (rect.right, rect.centery), text_size, theme.TEXT, "bold", "midright", max_width=num_w)
    return rect


def draw_ships(surf: pygame.Surface, x: int, cy: int, size: int, ident: theme.Identity, count: int,
               waiting: bool = False) -> pygame.Rect:
    """``count`` ships in a row from ``x`` (as ship chips, nosing right);
    ``waiting`` ones (on the fleet track) are drawn as dim outlines.  The row's rectangle."""
    pitch = size + size // 3
    r = size // 2
    for k in range(count):
        c = (x + r + size // 2 + k * pitch, cy)
        if waiting:
            pygame.draw.circle(surf, (96, 104, 124), c, r, max(1, size // 8))
            pygame.draw.polygon(surf, (96, 104, 124), [(c[0] - r, c[1] - r // 2), (c[0] - r - r // 2, c[1]), (c[0] - r, c[1] + r // 2)])
        else:
            art.draw_ship(surf, c, size, ident)
    return pygame.Rect(x, cy - size // 2 - 1, max(size, count * pitch + size // 2), size + 2)


def draw_mission_back(surf: pygame.Surface, rect: pygame.Rect, text_size: int) -> None:
    """A face-down mission card: its owner's secret until the end."""
    pygame.draw.rect(surf, (70, 62, 40), rect, border_radius=max(2, rect.w // 5))
    pygame.draw.rect(surf, (190, 170, 110), rect, 1, border_radius=max(2, rect.w // 5))
    widgets.text(surf, "?", rect.center, text_size, (236, 220, 170), "bold", "center", max_width=rect.w)


def draw_mission_card(surf: pygame.Surface, rect: pygame.Rect, mid: str, name: str, vp: str, body: str, u) -> None:
    """The viewer's own mission, face up: its name, symbol, VP and condition (the text shrinks to fit, never cut)."""
    pygame.draw.rect(surf, (58, 52, 36), rect, border_radius=u(6))
    pygame.draw.rect(surf, (190, 170, 110), rect, 1, border_radius=u(6))
    badge = widgets.text(surf, vp, (rect.right - u(5), rect.y + u(3)), u(11), theme.GOLD, "bold", "topright")
    sym = pygame.Rect(badge.x - u(38), rect.y + u(2), u(32), u(16))
    draw_mission_symbol(surf, sym, mid)
    widgets.text(surf, name, (rect.x + u(6), rect.y + u(3)), u(12), (236, 220, 170), "bold", max_width=sym.x - rect.x - u(10))
    box = pygame.Rect(rect.x + u(6), rect.y + u(18), rect.w - u(12), rect.bottom - u(2) - (rect.y + u(18)))
    widgets.wrapped_fit(surf, body, box, u(11), (214, 204, 176), minimum=9)
