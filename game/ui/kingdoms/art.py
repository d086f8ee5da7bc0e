"""Original procedural art for Kingdoms: terrain cards, meeples, tokens, icons.

Card art is drawn once per (side, size, palette) from the Tiled polygons and
cached in a surface; the board then blits it every frame, so frame time does
not grow with the detail of the art.  All detail comes from an RNG seeded by
the region id, so a card always looks the same.
"""

from __future__ import annotations

import math
import random
import zlib

import pygame

from game.kingdoms.territory import TerritorySide
from game.ui import fonts, theme
from game.ui.picture_cache import PictureCache
from game.ui.pieces import draw_meeple, meeple_surface  # noqa: F401 - Kingdoms' pieces are the shared meeples

TERRAIN_BASE = {
    "forest": (56, 112, 62),
    "mountain": (132, 118, 104),
    "plains": (196, 184, 98),
    "water": (62, 120, 178),
    "crags": (84, 80, 84),
    "capital": (182, 166, 136),
    "ruins": (150, 124, 96),
}

_cards = PictureCache(24 << 20, "kingdoms cards", owner="kingdoms")       # a card at 1920x1200 is about 1.5 MB
_tokens = PictureCache(4 << 20, "kingdoms tokens", owner="kingdoms")
_icons = PictureCache(8 << 20, "kingdoms icons", owner="kingdoms")


def _rng(key: str) -> random.Random:
    return random.Random(zlib.crc32(key.encode()))


def _pts(poly, s: float, ox: float = 0, oy: float = 0) -> list[tuple[float, float]]:
    return [(x * s + ox, y * s + oy) for x, y in poly]


def _tree(surf, x, y, r, rng) -> None:
    dark = (30 + rng.randrange(20), 80 + rng.randrange(30), 40 + rng.randrange(15))
    pygame.draw.line(surf, (80, 56, 36), (x, y), (x, y + r * 0.9), max(1, int(r / 4)))
    if rng.random() < 0.5:
        pygame.draw.polygon(surf, dark, [(x - r, y + r * 0.5), (x + r, y + r * 0.5), (x, y - r * 1.5)])
        pygame.draw.polygon(surf, theme.mix(dark, (255, 255, 255), 0.15), [(x - r * 0.2, y - r * 1.1), (x, y - r * 1.5), (x + r * 0.4, y - r * 0.3)])
    else:
        pygame.draw.circle(surf, dark, (x, y - r * 0.3), r)
        pygame.draw.circle(surf, theme.mix(dark, (255, 255, 255), 0.18), (x - r * 0.3, y - r * 0.6), r * 0.45)


def _peak(surf, x, y, r, rng) -> None:
    col = (100 + rng.randrange(30), 92 + rng.randrange(20), 84 + rng.randrange(20))
    pts = [(x - r * 1.3, y + r * 0.6), (x, y - r * 1.2), (x + r * 1.3, y + r * 0.6)]
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, theme.mix(col, (0, 0, 0), 0.25), [(x, y - r * 1.2), (x + r * 1.3, y + r * 0.6), (x + r * 0.2, y + r * 0.6)])
    pygame.draw.polygon(surf, (238, 238, 244), [(x - r * 0.38, y - r * 0.5), (x, y - r * 1.2), (x + r * 0.38, y - r * 0.5), (x + r * 0.1, y - r * 0.62), (x - r * 0.1, y - r * 0.45)])


def _wheat(surf, x, y, r, rng) -> None:
    col = (226, 200, 110) if rng.random() < 0.6 else (170, 176, 80)
    for i in range(3):
        dx = (i - 1) * r * 0.5
        pygame.draw.line(surf, theme.mix(col, (0, 0, 0), 0.2), (x + dx, y + r), (x + dx * 1.4, y - r * 0.4), max(1, int(r / 5)))
        pygame.draw.ellipse(surf, col, (x + dx * 1.4 - r * 0.2, y - r * 0.9, r * 0.4, r * 0.7))


def _wave(surf, x, y, r, rng) -> None:
    col = (150, 196, 230)
    rect = pygame.Rect(0, 0, int(r * 2), int(r))
    rect.center = (int(x), int(y))
    pygame.draw.arc(surf, col, rect, 0.3, math.pi - 0.3, max(1, int(r / 5)))


def _rock(surf, x, y, r, rng) -> None:
    col = (60 + rng.randrange(30),) * 3
    n = 5 + rng.randrange(3)
    pts = []
    for i in range(n):
        a = i / n * math.tau + rng.random() * 0.5
        rr = r * (0.6 + rng.random() * 0.6)
        pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr * 0.8))
    pygame.draw.polygon(surf, col, pts)
    pygame.draw.polygon(surf, (40, 38, 42), pts, 1)
    pygame.draw.line(surf, theme.mix(col, (255, 255, 255), 0.3), pts[0], pts[1], 1)


def _grass(surf, x, y, r, rng) -> None:
    col = (150, 140, 100) if rng.random() < 0.5 else (120, 130, 80)
    pygame.draw.line(surf, col, (x, y), (x - r * 0.3, y - r * 0.7), 1)
    pygame.draw.line(surf, col, (x, y), (x + r * 0.3, y - r * 0.7), 1)


def _castle(surf, x, y, r) -> None:
    stone, dark, roof = (226, 218, 200), (96, 86, 72), (170, 62, 52)
    body = pygame.Rect(0, 0, int(r * 2.2), int(r * 1.3))
    body.midbottom = (int(x), int(y + r * 0.8))
    pygame.draw.rect(surf, stone, body)
    pygame.draw.rect(surf, dark, body, 1)
    for tx in (body.left, body.right - int(r * 0.6)):
        t = pygame.Rect(tx, body.y - int(r * 0.8), int(r * 0.6), int(r * 2.1))
        pygame.draw.rect(surf, stone, t)
        pygame.draw.rect(surf, dark, t, 1)
        pygame.draw.polygon(surf, roof, [(t.x - 2, t.y), (t.right + 2, t.y), (t.centerx, t.y - r * 0.8)])
    gate = pygame.Rect(0, 0, int(r * 0.6), int(r * 0.8))
    gate.midbottom = body.midbottom
    pygame.draw.rect(surf, dark, gate, border_top_left_radius=int(r * 0.3), border_top_right_radius=int(r * 0.3))
    pygame.draw.line(surf, dark, (x, body.y), (x, body.y - r * 1.1), 1)
    pygame.draw.polygon(surf, theme.GOLD, [(x, body.y - r * 1.1), (x + r * 0.5, body.y - r * 0.95), (x, body.y - r * 0.8)])


def _ruin(surf, x, y, r, rng) -> None:
    stone, dark = (206, 194, 170), (90, 76, 60)
    for i, h in enumerate((1.6, 1.0, 1.3)):
        cx = x + (i - 1) * r * 0.9
        col = pygame.Rect(0, 0, int(r * 0.45), int(r * h))
        col.midbottom = (int(cx), int(y + r * 0.7))
        pygame.draw.rect(surf, stone, col)
        pygame.draw.rect(surf, dark, col, 1)
        pygame.draw.polygon(surf, stone, [(col.x, col.y), (col.right, col.y + r * 0.2), (col.right, col.y), (col.x, col.y - r * 0.15)])
    lintel = pygame.Rect(0, 0, int(r * 1.5), int(r * 0.3))
    lintel.bottomleft = (int(x - r * 1.1), int(y + r * 0.7 - r * 1.5))
    pygame.draw.rect(surf, stone, lintel)
    pygame.draw.rect(surf, dark, lintel, 1)
    for _ in range(4):
        _rock(surf, x + rng.uniform(-r * 1.4, r * 1.4), y + r * 0.8 + rng.uniform(-r * 0.1, r * 0.3), r * 0.2, rng)


DETAIL = {"forest": (_tree, 0.055), "mountain": (_peak, 0.075), "plains": (_wheat, 0.04), "water": (_wave, 0.045), "crags": (_rock, 0.05), "capital": (_grass, 0.03), "ruins": (_grass, 0.03)}


def _texture(region, s: float, size: tuple[int, int], card_w: float) -> tuple[pygame.Surface, pygame.Rect]:
    """The region's terrain drawn over its bounding box, then cut to its polygon."""
    pts = _pts(region.polygon, s)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    box = pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
    tex = pygame.Surface(box.size, pygame.SRCALPHA)
    base = TERRAIN_BASE.get(region.terrain, (128, 128, 128))
    tex.fill((*base, 255))
    rng = _rng(region.id)
    # soft mottling
    for _ in range(int(box.w * box.h / 900) + 4):
        c = theme.mix(base, (0, 0, 0) if rng.random() < 0.5 else (255, 255, 255), rng.uniform(0.03, 0.09))
        pygame.draw.circle(tex, c, (rng.randrange(box.w), rng.randrange(box.h)), rng.randrange(4, 16) * max(1, int(s * 2)) // 2)
    local = [(x - box.x, y - box.y) for x, y in pts]
    draw, density = DETAIL.get(region.terrain, (_grass, 0.03))
    unit = card_w * s
    r = max(3.0, unit * density * 0.5)
    step = r * {"forest": 2.4, "plains": 2.4, "water": 2.6, "mountain": 2.6}.get(region.terrain, 3.2)
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), local)
    inner = pygame.mask.from_surface(mask)
    ax, ay = region.anchor[0] * s - box.x, region.anchor[1] * s - box.y
    y = step * 0.6
    row = 0
    while y < box.h + step:
        x = (step * 0.5 if row % 2 else 0) + rng.uniform(0, step * 0.3)
        while x < box.w + step:
            px, py = x + rng.uniform(-step * 0.25, step * 0.25), y + rng.uniform(-step * 0.25, step * 0.25)
            near_anchor = (px - ax) ** 2 + (py - ay) ** 2 < (unit * 0.13) ** 2
            if 0 <= px < box.w and 0 <= py < box.h and inner.get_at((int(px), int(py))) and not near_anchor:
                draw(tex, px, py, r * rng.uniform(0.8, 1.15), rng)
            x += step
        y += step * 0.8
        row += 1
    if region.terrain == "capital":
        _castle(tex, ax, ay - unit * 0.06, unit * 0.08)
    elif region.terrain == "ruins":
        _ruin(tex, ax, ay - unit * 0.05, unit * 0.07, rng)
    tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return tex, box


def card_surface(side: TerritorySide, width: int) -> pygame.Surface:
    """The whole card (terrain, borders, rivers, frame, label) at ``width`` pixels."""
    key = (side.id, side.source, int(width))
    cached = _cards.get(key)
    if cached is not None:
        return cached
    s = width / side.width
    height = int(side.height * s)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(6, int(width * 0.04))
    pygame.draw.rect(surf, (238, 226, 196), surf.get_rect(), border_radius=radius)
    inner = pygame.Surface((width, height), pygame.SRCALPHA)
    for region in side.regions:
        tex, box = _texture(region, s, (width, height), side.width)
        inner.blit(tex, box.topleft)
    line = max(1, int(width / 260))
    for region in side.regions:
        pygame.draw.polygon(inner, (40, 34, 28), _pts(region.polygon, s), line)
    for river in side.rivers:
        pts = _pts(river, s)
        if len(pts) >= 2:
            pygame.draw.lines(inner, (34, 78, 140), False, pts, max(3, int(width / 45)))
            pygame.draw.lines(inner, (84, 150, 214), False, pts, max(2, int(width / 75)))
            pygame.draw.lines(inner, (180, 220, 246), False, pts, max(1, int(width / 260)))
    # round the corners of the art and frame it
    corner = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(corner, (255, 255, 255, 255), corner.get_rect(), border_radius=radius)
    inner.blit(corner, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(inner, (0, 0))
    pygame.draw.rect(surf, (58, 44, 30), surf.get_rect(), max(2, int(width / 90)), border_radius=radius)
    pygame.draw.rect(surf, (214, 186, 120), surf.get_rect().inflate(-max(4, int(width / 45)), -max(4, int(width / 45))), max(1, int(width / 260)), border_radius=radius)
    return _cards.put(key, surf)


TOKEN_COLOURS = {
    "crown": (232, 190, 60), "treasure": (200, 150, 60), "bandit": (120, 60, 60), "dragon_lair": (170, 50, 40),
    "camp": (150, 110, 70), "fort": (110, 110, 120), "town": (170, 120, 90), "church": (210, 210, 220), "blank": (200, 190, 170),
}


def token_surface(kind: str | None, size: int) -> pygame.Surface:
    """An exploration token: a face-down disc with a '?' or its face with a glyph."""
    key = ("token", kind, size)
    surf = _tokens.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size / 2 - 1
    if kind is None:
        pygame.draw.circle(surf, (60, 46, 90), (c, c), r)
        pygame.draw.circle(surf, (150, 130, 200), (c, c), r, max(1, size // 12))
        q = fonts.render("?", int(size * 0.6), (230, 220, 250), "bold")
        surf.blit(q, q.get_rect(center=(c, c)))
    else:
        col = TOKEN_COLOURS.get(kind, (180, 180, 180))
        pygame.draw.circle(surf, (250, 244, 226), (c, c), r)
        pygame.draw.circle(surf, col, (c, c), r, max(2, size // 9))
        _token_glyph(surf, kind, c, r * 0.55, col)
    return _tokens.put(key, surf)


def _token_glyph(surf, kind: str, c: float, r: float, col) -> None:
    dark = theme.mix(col, (0, 0, 0), 0.4)
    if kind == "crown":
        pts = [(c - r, c + r * 0.6), (c - r, c - r * 0.4), (c - r * 0.5, c), (c, c - r * 0.8), (c + r * 0.5, c), (c + r, c - r * 0.4), (c + r, c + r * 0.6)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, dark, pts, 1)
    elif kind == "treasure":
        pygame.draw.rect(surf, col, (c - r, c - r * 0.3, r * 2, r * 1.1), border_radius=2)
        pygame.draw.rect(surf, dark, (c - r, c - r * 0.8, r * 2, r * 0.6), border_top_left_radius=int(r * 0.5), border_top_right_radius=int(r * 0.5))
        pygame.draw.rect(surf, theme.GOLD, (c - r * 0.15, c - r * 0.4, r * 0.3, r * 0.4))
    elif kind == "bandit":
        pygame.draw.circle(surf, dark, (c, c), r * 0.9)
        pygame.draw.rect(surf, (20, 20, 20), (c - r * 0.9, c - r * 0.3, r * 1.8, r * 0.45))
        pygame.draw.circle(surf, (240, 240, 240), (c - r * 0.35, c - r * 0.08), r * 0.13)
        pygame.draw.circle(surf, (240, 240, 240), (c + r * 0.35, c - r * 0.08), r * 0.13)
    elif kind == "dragon_lair":
        pts = [(c - r, c + r * 0.7), (c - r * 0.4, c - r * 0.2), (c - r * 0.7, c - r), (c, c - r * 0.4), (c + r * 0.7, c - r), (c + r * 0.4, c - r * 0.2), (c + r, c + r * 0.7), (c, c + r * 0.2)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, dark, pts, 1)
    elif kind == "camp":
        pygame.draw.polygon(surf, col, [(c - r, c + r * 0.7), (c, c - r * 0.8), (c + r, c + r * 0.7)])
        pygame.draw.polygon(surf, dark, [(c - r * 0.25, c + r * 0.7), (c, c), (c + r * 0.25, c + r * 0.7)])
    elif kind == "fort":
        pygame.draw.rect(surf, col, (c - r, c - r * 0.4, r * 2, r * 1.2))
        for i in range(3):
            pygame.draw.rect(surf, col, (c - r + i * r * 0.8, c - r * 0.8, r * 0.4, r * 0.45))
        pygame.draw.rect(surf, dark, (c - r * 0.25, c + r * 0.2, r * 0.5, r * 0.6))
    elif kind == "town":
        for i, hh in enumerate((0.9, 1.3, 0.7)):
            x = c - r + i * r * 0.7
            pygame.draw.rect(surf, col, (x, c + r * 0.7 - r * hh, r * 0.6, r * hh))
            pygame.draw.polygon(surf, dark, [(x - 1, c + r * 0.7 - r * hh), (x + r * 0.3, c + r * 0.4 - r * hh), (x + r * 0.6 + 1, c + r * 0.7 - r * hh)])
    elif kind == "church":
        pygame.draw.rect(surf, dark, (c - r * 0.12, c - r, r * 0.24, r * 1.9))
        pygame.draw.rect(surf, dark, (c - r * 0.55, c - r * 0.55, r * 1.1, r * 0.24))
    else:  # blank
        pygame.draw.circle(surf, dark, (c, c), r * 0.3, 1)


def resource_icon(kind: str, size: int) -> pygame.Surface:
    """Mana (violet crystal), ore (grey ingot), food (wheat sheaf): shape + colour."""
    key = ("res", kind, size)
    surf = _icons.get(key)
    if surf is not None:
        return surf
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size / 2, size / 2 - 1
    if kind == "mana":
        pts = [(c, c - r), (c + r * 0.6, c - r * 0.2), (c + r * 0.4, c + r * 0.9), (c - r * 0.4, c + r * 0.9), (c - r * 0.6, c - r * 0.2)]
        pygame.draw.polygon(surf, (150, 90, 220), pts)
        pygame.draw.polygon(surf, (220, 190, 255), [(c, c - r), (c + r * 0.15, c + r * 0.9), (c - r * 0.4, c + r * 0.9), (c - r * 0.6, c - r * 0.2)])
        pygame.draw.polygon(surf, (60, 30, 90), pts, 1)
    elif kind == "ore":
        pts = [(c - r, c + r * 0.6), (c - r * 0.6, c - r * 0.4), (c + r * 0.6, c - r * 0.4), (c + r, c + r * 0.6)]
        pygame.draw.polygon(surf, (150, 156, 166), pts)
        pygame.draw.polygon(surf, (210, 214, 222), [(c - r * 0.6, c - r * 0.4), (c + r * 0.6, c - r * 0.4), (c + r * 0.4, c), (c - r * 0.4, c)])
        pygame.draw.polygon(surf, (50, 54, 60), pts, 1)
    elif kind == "food":
        for dx in (-0.45, 0, 0.45):
            pygame.draw.line(surf, (150, 120, 40), (c + dx * r * 0.5, c + r), (c + dx * r, c - r * 0.3), max(1, size // 10))
            pygame.draw.ellipse(surf, (232, 196, 80), (c + dx * r - r * 0.22, c - r, r * 0.44, r * 0.9))
    elif kind == "tower":
        pygame.draw.rect(surf, (200, 190, 170), (c - r * 0.45, c - r * 0.5, r * 0.9, r * 1.5))
        for i in range(3):
            pygame.draw.rect(surf, (200, 190, 170), (c - r * 0.6 + i * r * 0.45, c - r * 0.85, r * 0.3, r * 0.4))
        pygame.draw.rect(surf, (80, 70, 60), (c - r * 0.15, c + r * 0.4, r * 0.3, r * 0.6))
    elif kind == "magic":
        for i in range(5):
            a = -math.pi / 2 + i * math.tau / 5
            b = a + math.tau / 10
            pygame.draw.polygon(surf, (120, 180, 255), [(c, c), (c + math.cos(a) * r, c + math.sin(a) * r), (c + math.cos(b) * r * 0.4, c + math.sin(b) * r * 0.4)])
        pygame.draw.circle(surf, (230, 240, 255), (c, c), r * 0.25)
    elif kind == "vp":
        pygame.draw.circle(surf, theme.GOLD, (c, c), r)
        pygame.draw.circle(surf, (120, 90, 30), (c, c), r, 1)
        star = [(c + math.cos(-math.pi / 2 + i * math.pi / 5) * (r * 0.7 if i % 2 == 0 else r * 0.3), c + math.sin(-math.pi / 2 + i * math.pi / 5) * (r * 0.7 if i % 2 == 0 else r * 0.3)) for i in range(10)]
        pygame.draw.polygon(surf, (255, 244, 200), star)
    return _icons.put(key, surf)


def terrain_swatch(terrain: str, size: int) -> pygame.Surface:
    """A square of terrain art (for the rules' legend), drawn like a card region."""
    key = ("swatch", terrain, size)
    surf = _icons.get(key)
    if surf is not None:
        return surf
    from game.kingdoms.territory import Region

    square = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))
    anchor = (50.0, 58.0) if terrain in ("capital", "ruins") else (-999.0, -999.0)   # no clearing for a label
    region = Region(f"legend.{terrain}", terrain, terrain, True, square, anchor)
    tex, _ = _texture(region, size / 100, (size, size), 100 / 0.3)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.blit(tex, (-2, -2))
    pygame.draw.rect(surf, (40, 34, 28), surf.get_rect(), 2, border_radius=max(2, size // 10))
    return _icons.put(key, surf)
