"""Galaxies' planets and mission cards as pictures, drawn by the game (issue 35).

Each of the 40 planets gets its own picture, seeded from its id so it never
changes between runs: its colour from its track (diplomacy greens and teals,
economy oranges and reds, shifted per planet), a surface by its resource
(energy worlds: gas bands, lava cracks or storms; culture worlds: continents,
craters or ice), a lit side and a shadowed one, and maybe rings and moons.
Mission cards get a symbol made of the game's own icons (the resource, track
or ship the mission counts, and whether most, fewest or a threshold wins).
Pictures are cached by planet and size.
"""

from __future__ import annotations

import colorsys
import math
import random

import pygame

from game.ui import theme
from game.ui.galaxies import art
from game.ui.galaxies.words import content
from game.ui.picture_cache import PictureCache

Color = tuple[int, int, int]

TRACK_HUES = {"diplomacy": (0.36, 0.55), "economy": (0.0, 0.11)}      # hue ranges: greens-teals, reds-oranges
PATTERNS = {"energy": ("bands", "lava", "storm"), "culture": ("continents", "craters", "ice")}

_cache = PictureCache(8 << 20, "galaxies planets", owner="galaxies")      # 40 planets at a few sizes each (about 25 KB at 1280x800)


def _hsv(h: float, s: float, v: float) -> Color:
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, max(0.0, min(1.0, s)), max(0.0, min(1.0, v)))
    return int(r * 255), int(g * 255), int(b * 255)


def planet_look(pid: str) -> dict:
    """What a planet's picture is made of (seeded from its id): colours, pattern, rings, moons."""
    p = content().planet(pid)
    rng = random.Random(f"planet:{pid}")
    lo, hi = TRACK_HUES[p.track_type]
    hue = rng.uniform(lo, hi)
    return {
        "base": _hsv(hue, rng.uniform(0.45, 0.75), rng.uniform(0.55, 0.8)),
        "accent": _hsv(hue + rng.uniform(-0.08, 0.08), rng.uniform(0.3, 0.6), rng.uniform(0.8, 0.98)),
        "pattern": PATTERNS[p.resource][rng.randrange(3)],
        "rings": rng.random() < 0.35,
        "ring_tilt": rng.uniform(-0.35, 0.35),
        "moons": rng.choice((0, 0, 1, 1, 2)),
        "moon_angles": [rng.uniform(-math.pi * 0.95, -math.pi * 0.05) for _ in range(2)],     # above the globe, clear of the card's words
        "seed": rng.randrange(1 << 30),
    }


def _surface(look: dict, r: int) -> pygame.Surface:
    """The globe alone, ``2r`` square: the base colour, its pattern, the light and the shadow."""
    size = 2 * r
    globe = pygame.Surface((size, size), pygame.SRCALPHA)
    globe.fill((*look["base"], 255))
    rng = random.Random(look["seed"])
    accent, base = look["accent"], look["base"]
    dark = theme.mix(base, (0, 0, 0), 0.4)
    w = max(1, r // 7)
    kind = look["pattern"]
    if kind == "bands":
        y = rng.uniform(0.1, 0.3) * r
        while y < size:
            h = rng.uniform(0.12, 0.35) * r
            pygame.draw.rect(globe, accent if rng.random() < 0.5 else dark, (0, int(y), size, max(1, int(h * 0.6))))
            y += h + rng.uniform(0.1, 0.3) * r
    elif kind == "lava":
        for _ in range(3 + rng.randrange(3)):
            pts = [(rng.uniform(0, size), rng.uniform(0, size))]
            for _ in range(3):
                x, y = pts[-1]
                pts.append((x + rng.uniform(-0.6, 0.6) * r, y + rng.uniform(-0.6, 0.6) * r))
            pygame.draw.lines(globe, (250, 170, 60), False, pts, w)
    elif kind == "storm":
        for k in range(4):
            y = int((k + 0.5) * size / 4 + rng.uniform(-0.1, 0.1) * r)
            pygame.draw.line(globe, theme.mix(base, accent, 0.5), (0, y), (size, y), max(1, r // 10))
        eye = (int(rng.uniform(0.35, 0.65) * size), int(rng.uniform(0.4, 0.7) * size))
        pygame.draw.ellipse(globe, accent, pygame.Rect(0, 0, int(r * 0.7), int(r * 0.42)).move(eye[0] - int(r * 0.35), eye[1] - int(r * 0.21)))
        pygame.draw.ellipse(globe, dark, pygame.Rect(0, 0, int(r * 0.36), int(r * 0.2)).move(eye[0] - int(r * 0.18), eye[1] - int(r * 0.1)))
    elif kind == "continents":
        land = theme.mix(accent, (60, 140, 70), 0.35)
        for _ in range(3 + rng.randrange(3)):
            cx, cy = rng.uniform(0.1, 0.9) * size, rng.uniform(0.15, 0.85) * size
            for _ in range(4):
                rr = rng.uniform(0.12, 0.3) * r
                pygame.draw.circle(globe, land, (int(cx + rng.uniform(-0.25, 0.25) * r), int(cy + rng.uniform(-0.2, 0.2) * r)), max(1, int(rr)))
    elif kind == "craters":
        for _ in range(5 + rng.randrange(5)):
            rr = max(1, int(rng.uniform(0.08, 0.25) * r))
            c = (int(rng.uniform(0, size)), int(rng.uniform(0, size)))
            pygame.draw.circle(globe, dark, c, rr)
            pygame.draw.circle(globe, accent, c, rr, max(1, rr // 3))
    else:                                     # ice: white caps and a few cracks
        cap = int(rng.uniform(0.35, 0.6) * r)
        pygame.draw.ellipse(globe, (236, 244, 250), (0, -cap // 2, size, cap))
        pygame.draw.ellipse(globe, (236, 244, 250), (0, size - cap // 2, size, cap))
        for _ in range(3):
            y = int(rng.uniform(0.3, 0.7) * size)
            pygame.draw.line(globe, accent, (int(rng.uniform(0, 0.4) * size), y), (int(rng.uniform(0.6, 1) * size), y + int(rng.uniform(-0.2, 0.2) * r)), max(1, r // 12))
    shade = pygame.Surface((size, size), pygame.SRCALPHA)   # the night side, lower right
    pygame.draw.circle(shade, (0, 0, 0, 110), (r + r // 2, r + r // 2), int(r * 1.25))
    pygame.draw.circle(shade, (0, 0, 0, 0), (r - r // 5, r - r // 5), int(r * 0.95))
    globe.blit(shade, (0, 0))
    pygame.draw.circle(globe, (255, 255, 255, 60), (r - r // 3, r - r // 3), max(1, r // 4))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    globe.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return globe


def planet_surface(pid: str, r: int) -> pygame.Surface:
    """A planet's picture, ``4r`` wide and ``3r`` tall with the globe (radius ``r``) in the middle, cached."""
    key = (pid, r)
    kept = _cache.get(key)
    if kept is not None:
        return kept
    look = planet_look(pid)
    surf = pygame.Surface((4 * r, 3 * r), pygame.SRCALPHA)
    c = (2 * r, 3 * r // 2)
    ring = pygame.Rect(0, 0, int(r * 3.2), int(r * 0.9))
    ring.center = c
    ring_rgb = theme.mix(look["accent"], (240, 220, 170), 0.5)
    tilt = math.degrees(look["ring_tilt"])
    if look["rings"]:                          # the ring's far half, behind the globe
        back = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.ellipse(back, (*ring_rgb, 150), back.get_rect(), max(2, r // 6))
        back = pygame.transform.rotate(back, tilt)
        surf.blit(back, back.get_rect(center=c))
    surf.blit(_surface(look, r), (c[0] - r, c[1] - r))
    if look["rings"]:                          # its near half, over the globe's lower part
        front = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.ellipse(front, (*ring_rgb, 255), front.get_rect(), max(2, r // 6))
        pygame.draw.rect(front, (0, 0, 0, 0), (0, 0, ring.w, ring.h // 2))
        front = pygame.transform.rotate(front, tilt)
        surf.blit(front, front.get_rect(center=c))
    for k in range(look["moons"]):
        a = look["moon_angles"][k]
        mr = max(2, r // (4 + k))
        m = (int(c[0] + math.cos(a) * r * 1.55), int(c[1] + math.sin(a) * r * 1.15))
        pygame.draw.circle(surf, (200, 200, 196), m, mr)
        pygame.draw.circle(surf, (120, 120, 124), (m[0] + mr // 3, m[1] + mr // 3), max(1, mr * 2 // 3))
    return _cache.put(key, surf)


def draw_planet(surf: pygame.Surface, center: tuple[int, int], r: int, pid: str) -> None:
    """A planet's picture with its globe of radius ``r`` centred on ``center``."""
    img = planet_surface(pid, r)
    surf.blit(img, img.get_rect(center=center))


STAT_ICON = {"culture": "acquire_culture", "energy": "acquire_energy", "colonies": "utilize_colony",
             "dip": "advance_diplomacy", "eco": "advance_economy"}


def draw_mission_symbol(surf: pygame.Surface, rect: pygame.Rect, mid: str) -> None:
    """A mission's symbol inside ``rect``: what it counts, and how it wins
    (an up arrow for most, down for fewest, "=" for balanced, a flag for the end, a ladder's top, ships home or away)."""
    m = next(x for x in content().missions if x.id == mid)
    s = min(rect.w, rect.h)
    left = pygame.Rect(rect.x, rect.centery - s // 2, s, s).inflate(-s // 6, -s // 6)
    right = left.move(rect.w - s, 0) if rect.w > s * 1.6 else left
    gold = (236, 200, 90)
    cx, cy = right.center
    h = right.h // 2

    def arrow(up: bool) -> None:
        d = -1 if up else 1
        pygame.draw.polygon(surf, gold, [(cx, cy + d * h), (cx - h * 0.7, cy), (cx + h * 0.7, cy)])
        pygame.draw.rect(surf, gold, (cx - h // 4, min(cy, cy - d * h * 0.8), h // 2, int(h * 0.8)))

    if m.key in ("most", "fewest"):
        art.draw_icon(surf, STAT_ICON[m.params["stat"]], left)
        arrow(m.key == "most")
    elif m.key == "balanced":
        art.draw_icon(surf, "advance_diplomacy", left)
        art.draw_icon(surf, "advance_economy", right)
        mid_x = (left.right + right.x) // 2
        for dy in (-h // 4, h // 4):
            pygame.draw.line(surf, gold, (mid_x - h // 3, rect.centery + dy), (mid_x + h // 3, rect.centery + dy), max(2, h // 6))
    elif m.key == "triggered_end":            # the flag that ends the game
        pygame.draw.line(surf, gold, (left.centerx - h // 2, left.bottom), (left.centerx - h // 2, left.y), max(2, h // 6))
        pygame.draw.polygon(surf, (210, 70, 60), [(left.centerx - h // 2, left.y), (left.right, left.y + h // 2), (left.centerx - h // 2, left.centery)])
        arrow(True)
    elif m.key == "min_resources":
        art.draw_resource(surf, "energy", left.center, left.w // 3 + 1)
        art.draw_resource(surf, "culture", right.center, right.w // 3 + 1)
    elif m.key == "max_level":                # the empire ladder's top step, starred
        for k in range(4):
            step = pygame.Rect(left.x + k * left.w // 4, left.bottom - (k + 1) * left.h // 4, left.w // 4 - 1, (k + 1) * left.h // 4)
            pygame.draw.rect(surf, theme.mix(gold, (60, 60, 70), 0.6 - k * 0.15), step)
        art.draw_icon(surf, "acquire_culture", right, gold)
    else:                                     # all_home / none_home: ships at home, or none
        ship = theme.Identity("mission", (150, 170, 210), (20, 20, 30), "", "circle")
        art.draw_ship(surf, left.center, left.w // 2, ship)
        pygame.draw.rect(surf, gold, right.inflate(-right.w // 5, -right.h // 3), max(2, h // 6), border_radius=max(2, h // 4))
        if m.key == "none_home":
            pygame.draw.line(surf, (210, 70, 60), right.topleft, right.bottomright, max(2, h // 5))
