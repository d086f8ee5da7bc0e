"""Original procedural art for Conquest: dice faces, province symbols, city
cards, card backs (province stacks) and player tokens.

Everything is drawn with pygame primitives and cached by (what, size), so the
board blits ready surfaces every frame.  Each die face has its own shape *and*
colour, and each player the kit's chip (letter and shape), so colour is never
the only cue.
"""

from __future__ import annotations

import math
import random
import zlib

import pygame

from game.ui import fonts, theme
from game.ui.dice import blank_die
from game.ui.table.identity import draw_chip, identity_in

Color = tuple[int, int, int]

# --- players -------------------------------------------------------------------------

COLOURS = ("red", "blue", "green", "yellow", "purple", "white")
NORMAL_RGB: dict[str, Color] = {
    "red": (206, 64, 56), "blue": (58, 110, 220), "green": (60, 160, 86),
    "yellow": (232, 196, 60), "purple": (150, 78, 190), "white": (236, 236, 228),
}
# Okabe-Ito hues (apart for the common colour-vision deficiencies)
SAFE_RGB: dict[str, Color] = {
    "red": (213, 94, 0), "blue": (0, 114, 178), "green": (0, 158, 115),
    "yellow": (240, 228, 66), "purple": (204, 121, 167), "white": (230, 230, 230),
}


def player_rgb(colour: str, colorblind: bool = False) -> Color:
    return (SAFE_RGB if colorblind else NORMAL_RGB).get(colour, theme.NEUTRAL_RGB)


def ink_on(rgb: Color) -> Color:
    return (20, 20, 24) if sum(rgb) / 3 > 140 else (245, 245, 240)


def identity(colour: str, colorblind: bool = False) -> theme.Identity:
    """A Conquest seat's colour, letter and shape (the kit's one identity, Conquest's palette)."""
    return identity_in(colour, colorblind, NORMAL_RGB, SAFE_RGB)


def draw_token(surf: pygame.Surface, center: tuple[int, int], size: int, seat: int, colour: str, colorblind: bool = False) -> None:
    """A player token: the kit's seat chip (shape, colour, letter)."""
    draw_chip(surf, center, size, identity(colour, colorblind))


# --- dice ----------------------------------------------------------------------------

FACE_COLOURS: dict[str, Color] = {
    "i1": (150, 44, 40), "i2": (150, 44, 40), "i3": (150, 44, 40),
    "cav": (118, 76, 38), "arc": (40, 112, 60), "gen": (120, 60, 150),
}
_dice: dict[tuple, pygame.Surface] = {}


def _soldier(surf: pygame.Surface, x: float, y: float, s: float, col: Color) -> None:
    """A small helmeted foot soldier with a spear (infantry)."""
    pygame.draw.circle(surf, col, (x, y - s * 0.55), s * 0.28)
    pygame.draw.polygon(surf, col, [(x - s * 0.36, y + s * 0.6), (x + s * 0.36, y + s * 0.6), (x + s * 0.22, y - s * 0.22), (x - s * 0.22, y - s * 0.22)])
    pygame.draw.line(surf, col, (x + s * 0.45, y - s * 0.9), (x + s * 0.45, y + s * 0.6), max(1, int(s * 0.1)))
    pygame.draw.polygon(surf, col, [(x + s * 0.45, y - s * 1.05), (x + s * 0.56, y - s * 0.8), (x + s * 0.34, y - s * 0.8)])


def _horseshoe(surf: pygame.Surface, cx: float, cy: float, r: float, col: Color) -> None:
    """Cavalry: a horseshoe (a thick open ring) with nail holes."""
    outer, inner = r, r * 0.55
    start, end = -50, 230          # degrees, counter-clockwise from the right; the gap is at the bottom
    pts = []
    for a in range(start, end + 1, 10):
        t = math.radians(a)
        pts.append((cx + math.cos(t) * outer, cy - math.sin(t) * outer))
    for a in range(end, start - 1, -10):
        t = math.radians(a)
        pts.append((cx + math.cos(t) * inner, cy - math.sin(t) * inner))
    pygame.draw.polygon(surf, col, pts)
    if r >= 8:
        mid = (outer + inner) / 2
        for a in (-20, 30, 90, 150, 200):
            t = math.radians(a)
            pygame.draw.circle(surf, (236, 230, 214), (cx + math.cos(t) * mid, cy - math.sin(t) * mid), max(1, r * 0.08))


def _bow(surf: pygame.Surface, cx: float, cy: float, r: float, col: Color) -> None:
    """Archers: a bow with a nocked arrow."""
    w = max(2, int(r * 0.18))
    rect = pygame.Rect(0, 0, int(r * 1.5), int(r * 2.2))
    rect.center = (int(cx - r * 0.35), int(cy))
    pygame.draw.arc(surf, col, rect, math.radians(-80), math.radians(80), w)
    top = (cx - r * 0.25, cy - r * 1.05)
    bot = (cx - r * 0.25, cy + r * 1.05)
    pygame.draw.line(surf, col, top, bot, max(1, w // 2))
    pygame.draw.line(surf, col, (cx - r * 0.9, cy), (cx + r * 0.95, cy), max(1, w * 2 // 3))
    pygame.draw.polygon(surf, col, [(cx + r * 1.15, cy), (cx + r * 0.7, cy - r * 0.28), (cx + r * 0.7, cy + r * 0.28)])
    pygame.draw.line(surf, col, (cx - r * 0.9, cy), (cx - r * 1.1, cy - r * 0.25), max(1, w // 2))
    pygame.draw.line(surf, col, (cx - r * 0.9, cy), (cx - r * 1.1, cy + r * 0.25), max(1, w // 2))


def _general(surf: pygame.Surface, cx: float, cy: float, r: float, col: Color) -> None:
    """General: a plumed helmet under a star."""
    pts = []
    for i in range(10):
        rr = r * (0.55 if i % 2 == 0 else 0.24)
        a = math.radians(-90 + i * 36)
        pts.append((cx + rr * math.cos(a), cy - r * 0.45 + rr * math.sin(a)))
    pygame.draw.polygon(surf, (210, 160, 40), pts)
    helm = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.2))
    helm.midtop = (int(cx), int(cy + r * 0.05))
    pygame.draw.ellipse(surf, col, helm)
    pygame.draw.rect(surf, col, (cx - r * 0.75, cy + r * 0.55, r * 1.5, r * 0.35))
    pygame.draw.rect(surf, (236, 230, 214), (cx - r * 0.45, cy + r * 0.45, r * 0.9, r * 0.14))


def draw_face_symbol(surf: pygame.Surface, face: str, rect: pygame.Rect, ink: Color | None = None) -> None:
    """The symbol of a die face inside ``rect`` (used on dice and card lines)."""
    col = ink or FACE_COLOURS[face]
    cx, cy = rect.center
    s = min(rect.w, rect.h)
    if face in ("i1", "i2", "i3"):
        n = int(face[1])
        if s < 26:              # small: the number alone stays readable
            img = fonts.render(str(n), max(7, int(s * 0.95)), col, "title")
            surf.blit(img, img.get_rect(center=(cx, cy)))
            return
        img = fonts.render(str(n), max(7, int(s * 0.62)), col, "title")
        surf.blit(img, img.get_rect(center=(cx, rect.y + s * 0.33)))
        size = s * 0.17
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * size * 1.5
            _soldier(surf, x, rect.y + s * 0.8, size, col)
    elif face == "cav":
        _horseshoe(surf, cx, cy, s * 0.3, col)
    elif face == "arc":
        _bow(surf, cx, cy, s * 0.3, col)
    else:
        _general(surf, cx, cy, s * 0.34, col)


def die_surface(face: str, size: int, selected: bool = False, dim: bool = False) -> pygame.Surface:
    """One die showing ``face`` (ivory, rounded), cached."""
    key = (face, size, selected, dim)
    surf = _dice.get(key)
    if surf is not None:
        return surf
    surf, top, rad, body = blank_die(size, dim)
    # a soft highlight, then the face raised inside it
    pygame.draw.rect(surf, theme.mix(body, (255, 255, 255), 0.5), top.inflate(-size // 3, -size // 3).move(-size // 8, -size // 8), border_radius=rad)
    pygame.draw.rect(surf, body, top.inflate(-size // 8, -size // 8), border_radius=rad)
    draw_face_symbol(surf, face, top.inflate(-size // 6, -size // 6), None if not dim else (90, 86, 80))
    if selected:
        pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), max(2, size // 14), border_radius=rad)
    _dice[key] = surf
    return surf


# --- provinces -----------------------------------------------------------------------

def hex_rgb(value: str) -> Color:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def draw_province_symbol(surf: pygame.Surface, symbol: str, center: tuple[float, float], r: float, col: Color) -> None:
    """Crown, anchor, hammer, oak, moon or hawk: the mark of a province."""
    cx, cy = center
    w = max(1, int(r * 0.18))
    if symbol == "crown":
        pts = [(cx - r, cy + r * 0.6), (cx - r, cy - r * 0.3), (cx - r * 0.5, cy + r * 0.1), (cx, cy - r * 0.8),
               (cx + r * 0.5, cy + r * 0.1), (cx + r, cy - r * 0.3), (cx + r, cy + r * 0.6)]
        pygame.draw.polygon(surf, col, pts)
    elif symbol == "anchor":
        pygame.draw.line(surf, col, (cx, cy - r * 0.7), (cx, cy + r * 0.8), w)
        pygame.draw.circle(surf, col, (cx, cy - r * 0.8), r * 0.22, w)
        pygame.draw.line(surf, col, (cx - r * 0.45, cy - r * 0.35), (cx + r * 0.45, cy - r * 0.35), w)
        rect = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.3))
        rect.center = (int(cx), int(cy + r * 0.15))
        pygame.draw.arc(surf, col, rect, math.radians(200), math.radians(340), w)
    elif symbol == "hammer":
        pygame.draw.rect(surf, col, (cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 0.6), border_radius=max(1, int(r * 0.1)))
        pygame.draw.line(surf, col, (cx, cy - r * 0.3), (cx, cy + r * 0.9), max(2, int(r * 0.28)))
    elif symbol == "oak":
        pygame.draw.line(surf, col, (cx, cy), (cx, cy + r * 0.9), max(2, int(r * 0.26)))
        for dx, dy, rr in ((0, -0.35, 0.5), (-0.45, -0.05, 0.4), (0.45, -0.05, 0.4), (0, 0.05, 0.35)):
            pygame.draw.circle(surf, col, (cx + dx * r, cy + dy * r), rr * r)
    elif symbol == "moon":
        tmp = pygame.Surface((int(r * 2) + 2, int(r * 2) + 2), pygame.SRCALPHA)
        pygame.draw.circle(tmp, col, (r + 1, r + 1), r * 0.9)
        pygame.draw.circle(tmp, (0, 0, 0, 0), (r + 1 + r * 0.45, r + 1 - r * 0.2), r * 0.75)
        surf.blit(tmp, (cx - r - 1, cy - r - 1))
    elif symbol == "hawk":
        pts = [(cx - r, cy - r * 0.45), (cx - r * 0.2, cy + r * 0.05), (cx, cy - r * 0.3), (cx + r * 0.2, cy + r * 0.05),
               (cx + r, cy - r * 0.45), (cx + r * 0.25, cy + r * 0.55), (cx, cy + r * 0.9), (cx - r * 0.25, cy + r * 0.55)]
        pygame.draw.polygon(surf, col, pts)
    else:
        pygame.draw.circle(surf, col, (cx, cy), r * 0.7)


def draw_card_back(surf: pygame.Surface, rect: pygame.Rect, colour: Color, symbol: str, bonus: int | None, k: float) -> None:
    """The back of a city card: province colour, symbol and bonus (a stack;
    ``bonus`` None on every card of it but the one that says it)."""
    rad = max(4, int(10 * k))
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.45), rect, border_radius=rad)
    inner = rect.inflate(-int(10 * k), -int(10 * k))
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.15), inner, border_radius=rad)
    step = max(6, int(12 * k))
    clip = surf.get_clip()
    surf.set_clip(inner)
    for x in range(inner.x - inner.h, inner.right, step):
        pygame.draw.line(surf, theme.mix(colour, (255, 255, 255), 0.12), (x, inner.bottom), (x + inner.h, inner.y), 1)
    surf.set_clip(clip)
    pygame.draw.rect(surf, theme.mix(colour, (255, 255, 255), 0.55), inner, max(1, int(2 * k)), border_radius=rad)
    r = min(inner.w, inner.h) * 0.22
    pygame.draw.circle(surf, theme.mix(colour, (0, 0, 0), 0.4), inner.center, r * 1.35)
    draw_province_symbol(surf, symbol, (inner.centerx, inner.centery), r, (250, 240, 210))
    if bonus is not None:
        img = fonts.render(f"+{bonus}", max(8, int(22 * k)), (255, 246, 220), "title")
        surf.blit(img, img.get_rect(midbottom=(inner.centerx, inner.bottom - int(4 * k))))


def draw_vp_badge(surf: pygame.Surface, center: tuple[int, int], r: int, vp: int, fill: Color = theme.GOLD) -> None:
    """A shield with the city's victory points."""
    cx, cy = center
    pts = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r * 0.2), (cx, cy + r * 1.15), (cx - r, cy + r * 0.2)]
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, theme.INK, pts, max(1, r // 6))
    img = fonts.render(str(vp), max(7, int(r * 1.3)), theme.INK, "title")
    surf.blit(img, img.get_rect(center=(cx, cy - r * 0.05)))


def draw_sword(surf: pygame.Surface, center: tuple[int, int], r: int, col: Color) -> None:
    """Small sword used before an infantry number on a card line."""
    cx, cy = center
    w = max(1, r // 4)
    pygame.draw.line(surf, col, (cx - r * 0.7, cy + r * 0.7), (cx + r * 0.7, cy - r * 0.7), w + 1)
    pygame.draw.line(surf, col, (cx - r * 0.65, cy + r * 0.05), (cx - r * 0.05, cy + r * 0.65), w + 1)
    pygame.draw.circle(surf, col, (cx - r * 0.8, cy + r * 0.8), max(1, w))


def draw_skyline(surf: pygame.Surface, rect: pygame.Rect, key: str, col: Color) -> None:
    """A city's silhouette (walls, towers, roofs, a banner), the same for the
    same ``key``: it fills the empty foot of a card with fewer lines."""
    rng = random.Random(zlib.crc32(key.encode()))
    old_clip = surf.get_clip()
    surf.set_clip(rect.clip(old_clip))
    _skyline(surf, rect, rng, col)
    surf.set_clip(old_clip)


def _skyline(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, col: Color) -> None:
    base = rect.bottom
    h = rect.h
    wall_h = max(3, int(h * 0.32))
    pygame.draw.rect(surf, col, (rect.x, base - wall_h, rect.w, wall_h))
    step = max(4, rect.w // 18)
    for x in range(rect.x, rect.right - step // 2, step * 2):          # crenellations
        pygame.draw.rect(surf, col, (x, base - wall_h - step // 2, step, step // 2 + 1))
    n = 3 + rng.randrange(3)
    for i in range(n):
        cx = rect.x + int(rect.w * (i + 0.5) / n + rng.uniform(-0.08, 0.08) * rect.w)
        tw = max(4, int(rect.w * rng.uniform(0.08, 0.14)))
        th = int(h * rng.uniform(0.55, 0.95))
        top = base - th
        pygame.draw.rect(surf, col, (cx - tw // 2, top, tw, th))
        if rng.random() < 0.6:                                        # pointed roof
            pygame.draw.polygon(surf, col, [(cx - tw // 2 - 2, top), (cx + tw // 2 + 2, top), (cx, top - max(3, tw))])
            if rng.random() < 0.5:
                pygame.draw.line(surf, col, (cx, top - max(3, tw)), (cx, top - max(3, tw) - h // 6), 1)
                pygame.draw.polygon(surf, col, [(cx, top - max(3, tw) - h // 6), (cx + max(3, tw // 2), top - max(3, tw) - h // 8), (cx, top - max(3, tw) - h // 12)])
        else:                                                         # battlements
            pygame.draw.rect(surf, col, (cx - tw // 2 - 1, top - 2, tw + 2, 3))
        win = theme.mix(col, (255, 255, 255), 0.45)
        if th > 10:
            pygame.draw.rect(surf, win, (cx - 1, top + th // 4, 2, max(2, th // 8)))
    gate = max(4, rect.w // 10)
    gx = rect.x + rect.w // 2 + rng.randrange(-rect.w // 5, rect.w // 5 + 1)
    pygame.draw.rect(surf, theme.mix(col, (255, 255, 255), 0.35), (gx - gate // 2, base - wall_h // 2 - 1, gate, wall_h // 2 + 1), border_top_left_radius=gate // 2, border_top_right_radius=gate // 2)
