"""Galaxies' procedural art: the six action icons on ivory dice (the same
dice look as Conquest's), resource pips, ships (each its owner's chip) and hostile colours.
Everything is drawn with pygame primitives and cached by size."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.dice import blank_die
from game.ui.table.identity import draw_chip

Color = tuple[int, int, int]

ACTION_RGB: dict[str, Color] = {
    "move": (60, 120, 200), "acquire_energy": (210, 150, 30), "acquire_culture": (140, 80, 170),
    "advance_diplomacy": (40, 150, 120), "advance_economy": (190, 90, 50), "utilize_colony": (60, 130, 170),
}
ENERGY_RGB: Color = (236, 180, 40)
CULTURE_RGB: Color = (170, 110, 210)
TRACK_RGB = {"diplomacy": (60, 170, 140), "economy": (210, 110, 60)}
HOSTILE_RGB = {"green": (80, 170, 90), "blue": (70, 120, 210), "yellow": (220, 190, 60), "red": (200, 70, 60), "purple": (150, 80, 190)}
LIT: Color = (250, 210, 90)             # the light on what takes a click now: card parts, dice, mats

_dice: dict[tuple, pygame.Surface] = {}


def draw_icon(surf: pygame.Surface, action: str, rect: pygame.Rect, colour: Color | None = None) -> None:
    """The picture of an action inside ``rect``."""
    col = colour or ACTION_RGB.get(action, theme.INK)
    cx, cy = rect.center
    r = min(rect.w, rect.h) // 2
    w = max(2, r // 4)
    if action == "move":                     # a ship: an arrowhead with a flame
        pts = [(cx + r, cy), (cx - r * 0.7, cy - r * 0.6), (cx - r * 0.35, cy), (cx - r * 0.7, cy + r * 0.6)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.circle(surf, ENERGY_RGB, (int(cx - r * 0.75), cy), max(2, r // 4))
    elif action == "acquire_energy":         # a lightning bolt
        pts = [(cx + r * 0.2, cy - r), (cx - r * 0.55, cy + r * 0.1), (cx - r * 0.05, cy + r * 0.1),
               (cx - r * 0.25, cy + r), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)]
        pygame.draw.polygon(surf, col, pts)
    elif action == "acquire_culture":        # a star of knowledge
        pts = []
        for k in range(10):
            a = math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            pts.append((cx + math.cos(a) * rr, cy - math.sin(a) * rr))
        pygame.draw.polygon(surf, col, pts)
    elif action == "advance_diplomacy":      # a handshake: two linked rings
        pygame.draw.circle(surf, col, (int(cx - r * 0.35), cy), int(r * 0.55), w)
        pygame.draw.circle(surf, col, (int(cx + r * 0.35), cy), int(r * 0.55), w)
    elif action == "advance_economy":        # a cog
        pygame.draw.circle(surf, col, (cx, cy), int(r * 0.62))
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.circle(surf, col, (int(cx + math.cos(a) * r * 0.78), int(cy + math.sin(a) * r * 0.78)), max(2, r // 5))
        pygame.draw.circle(surf, (246, 240, 224), (cx, cy), max(2, int(r * 0.25)))
    elif action == "utilize_colony":         # a colonized planet: a banded globe with a flag
        pygame.draw.circle(surf, col, (cx, int(cy + r * 0.25)), int(r * 0.65))
        pygame.draw.line(surf, (120, 200, 140), (int(cx - r * 0.55), int(cy + r * 0.1)), (int(cx + r * 0.55), int(cy + r * 0.1)), max(1, r // 6))
        pygame.draw.line(surf, (120, 200, 140), (int(cx - r * 0.45), int(cy + r * 0.5)), (int(cx + r * 0.45), int(cy + r * 0.5)), max(1, r // 6))
        pygame.draw.line(surf, col, (cx, int(cy - r * 0.35)), (cx, cy - r), w)
        pygame.draw.polygon(surf, (200, 60, 60), [(cx, cy - r), (int(cx + r * 0.6), int(cy - r * 0.8)), (cx, int(cy - r * 0.55))])


def die_surface(face: str, size: int, selected: bool = False, dim: bool = False) -> pygame.Surface:
    """One die showing ``face`` (ivory, rounded), cached."""
    key = (face, size, selected, dim)
    surf = _dice.get(key)
    if surf is not None:
        return surf
    surf, top, rad, _ = blank_die(size, dim)
    draw_icon(surf, face, top.inflate(-size // 4, -size // 4), None if not dim else (96, 92, 86))
    if selected:
        pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), max(2, size // 12), border_radius=rad)
    _dice[key] = surf
    return surf


def draw_resource(surf: pygame.Surface, res: str, center: tuple[int, int], r: int) -> None:
    """A small round pip for energy (gold bolt) or culture (violet star)."""
    rgb = ENERGY_RGB if res == "energy" else CULTURE_RGB
    pygame.draw.circle(surf, theme.mix(rgb, (0, 0, 0), 0.45), center, r)
    pygame.draw.circle(surf, rgb, center, max(1, r - max(1, r // 5)))
    box = pygame.Rect(0, 0, r * 2, r * 2)
    box.center = center
    draw_icon(surf, "acquire_energy" if res == "energy" else "acquire_culture", box.inflate(-r // 2, -r // 2), (40, 30, 20))


# A ship is its owner's chip (colour, letter and shape: ``table.identity``, so
# colour is never the only cue) with two swept fins and a flame behind it, in
# units of the chip's radius, nosing right (in orbit) or up (landed).
SHIP_FINS = (((-0.1, -0.75), (-1.3, -1.2), (-1.05, -0.3)),
             ((-0.1, 0.75), (-1.3, 1.2), (-1.05, 0.3)))
SHIP_FLAME = ((-0.7, -0.32), (-1.35, 0.0), (-0.7, 0.32))


def draw_ship(surf: pygame.Surface, center: tuple[int, int], size: int, ident: theme.Identity, upright: bool = False) -> None:
    """A ship of the seat ``ident``: its chip, ``size`` across, with fins and a
    flame trailing behind (left in orbit; below when landed, ``upright``)."""
    cx, cy = center
    r = size / 2

    def at(u: float, v: float) -> tuple[float, float]:
        return (cx + v * r, cy - u * r) if upright else (cx + u * r, cy + v * r)

    rim = theme.mix(ident.rgb, (0, 0, 0), 0.55) if sum(ident.rgb) >= 200 else (200, 200, 210)
    pygame.draw.polygon(surf, ENERGY_RGB, [at(u, v) for u, v in SHIP_FLAME])
    for fin in SHIP_FINS:
        pts = [at(u, v) for u, v in fin]
        pygame.draw.polygon(surf, theme.mix(ident.rgb, (0, 0, 0), 0.25), pts)
        pygame.draw.polygon(surf, rim, pts, 1)
    draw_chip(surf, center, size, ident)


def draw_ship_light(surf: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """The light under a ship (``r``: half its size) a hovered choice would move: a gold halo and ring."""
    halo = pygame.Surface((r * 5, r * 5), pygame.SRCALPHA)
    c = (r * 5 // 2, r * 5 // 2)
    pygame.draw.circle(halo, (250, 210, 90, 90), c, int(r * 2.2))
    pygame.draw.circle(halo, (250, 210, 90, 255), c, int(r * 2.2), max(2, r // 3))
    surf.blit(halo, (center[0] - c[0], center[1] - c[1]))


EFFECT_ICON = {
    "gain": "resource", "convert": "resource", "steal": "resource", "follow_income": "resource", "recall": "resource",
    "follow_tax": "culture", "advance": "track", "shift": "track", "relocate": "track", "regress": "back",
    "upgrade": "utilize_colony", "use_row_planet": "utilize_colony", "use_colony": "utilize_colony",
    "free_action": "utilize_colony", "move_ships": "move", "replace_row": "card", "reroll_dice": "die",
    "set_die": "die", "discard_dice": "die", "repeat_die": "die",
}


def effect_resource(planet) -> str:
    """The resource a planet's action gives (for its icon): named in its parameters, else the planet's own."""
    params = planet.effect.params
    for name in ("to", "resource"):
        if params.get(name) in ("energy", "culture"):
            return params[name]
    if isinstance(params.get("energy"), int) and isinstance(params.get("culture"), int):
        return "culture" if params["culture"] > params["energy"] else "energy"
    return planet.resource


def draw_effect_icon(surf: pygame.Surface, key: str, rect: pygame.Rect, resource: str, track: str) -> None:
    """A small picture of what a planet's action does, next to its words."""
    kind = EFFECT_ICON.get(key, "utilize_colony")
    r = min(rect.w, rect.h) // 2
    if kind == "resource":
        draw_resource(surf, resource, rect.center, r)
    elif kind == "culture":
        draw_resource(surf, "culture", rect.center, r)
    elif kind == "track":
        draw_icon(surf, f"advance_{track}", rect)
    elif kind == "back":
        cx, cy = rect.center
        pts = [(cx - r, cy), (cx + r * 0.2, cy - r * 0.8), (cx + r * 0.2, cy - r * 0.3), (cx + r, cy - r * 0.3),
               (cx + r, cy + r * 0.3), (cx + r * 0.2, cy + r * 0.3), (cx + r * 0.2, cy + r * 0.8)]
        pygame.draw.polygon(surf, (210, 80, 70), pts)
    elif kind == "card":
        box = rect.inflate(-r // 2, 0)
        pygame.draw.rect(surf, (200, 200, 230), box, max(1, r // 4), border_radius=max(2, r // 4))
    elif kind == "die":
        surf.blit(die_surface("move", max(8, r * 2)), rect.topleft)
    else:
        draw_icon(surf, kind, rect)
