"""Who a seat is, told the same way in every game: colour plus letter plus shape.

The project's rule is that colour is never the only cue.  A seat's ``Identity``
(``theme.identity`` for the shared palette, ``identity_in`` for a game that
keeps its own colours) gives its colour, a letter and a shape; ``draw_chip``
is the one seat chip every board draws (the log's dots, turn markers, mats,
tokens).  ``seat_tag`` says who plays a seat in the same words everywhere
("you", "easy bot", "· thinking…").
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, theme
from game.ui.theme import Identity

if TYPE_CHECKING:
    from game.ui.controller import Controller

Color = tuple[int, int, int]

# every colour any game offers: its shape (its letter is its name's initial: ``theme.colour_letter``)
SHAPE_OF = {"white": "circle", "blue": "square", "purple": "triangle", "orange": "diamond", "black": "hexagon",
            "red": "star", "green": "hexagon", "yellow": "diamond"}


def identity_in(colour: str, colorblind: bool, normal: dict[str, Color], safe: dict[str, Color]) -> Identity:
    """A seat's identity in a game's own palette (``normal`` / ``safe`` rgb by
    colour); the palette changes the hue, never the name nor its letter."""
    rgb = (safe if colorblind else normal).get(colour, theme.NEUTRAL_RGB)
    ink = (20, 20, 24) if sum(rgb) / 3 > 140 else (245, 245, 240)
    return Identity(colour, rgb, ink, theme.colour_letter(colour), SHAPE_OF.get(colour, "circle"))


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """The outline of ``shape`` around (cx, cy); None for a circle."""
    if shape == "square":
        r *= 0.9
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return [(cx, cy - r * 1.1), (cx + r * 1.1, cy + r * 0.85), (cx - r * 1.1, cy + r * 0.85)]
    if shape == "diamond":
        return [(cx, cy - r * 1.15), (cx + r * 1.05, cy), (cx, cy + r * 1.15), (cx - r * 1.05, cy)]
    if shape == "hexagon":
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(30, 390, 60)]
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r * (1.15 if i % 2 == 0 else 0.55)
            a = math.radians(-90 + i * 36)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    return None


def draw_chip(surf: pygame.Surface, center: tuple[float, float], size: int, ident: Identity) -> pygame.Rect:
    """The seat chip: the seat's shape in its colour, a dark edge, its letter on top."""
    cx, cy = center
    r = size / 2
    edge = theme.mix(ident.rgb, (0, 0, 0), 0.55)
    pts = shape_points(ident.shape, cx, cy, r)
    if pts is None:
        pygame.draw.circle(surf, ident.rgb, (int(cx), int(cy)), int(r))
        pygame.draw.circle(surf, edge, (int(cx), int(cy)), int(r), max(1, size // 14))
    else:
        pygame.draw.polygon(surf, ident.rgb, pts)
        pygame.draw.polygon(surf, edge, pts, max(1, size // 14))
    small = ident.shape in ("triangle", "star")
    img = fonts.render(ident.letter, max(6, int(size * (0.42 if small else 0.55))), ident.ink, "bold")
    surf.blit(img, img.get_rect(center=(int(cx), int(cy + (size * 0.12 if ident.shape == "triangle" else 0)))))
    return pygame.Rect(int(cx - r), int(cy - r), size, size)


def seat_tag(ctl: Controller, seat: int, viewer: int | None, short: bool = False) -> str:
    """Who plays ``seat``, in the same words in every game: "you" (the one
    person at the screen), "easy bot" and so on ("bot" when ``short``), else
    "player"; with " · thinking…" while its bot thinks."""
    from game.ui.i18n import tr

    if ctl.is_bot(seat):
        level = ctl.seats[seat].level if seat < len(ctl.seats) else "normal"
        tag = tr("seat.bot" if short else f"seat.bot.{level}")
    elif seat == viewer and len(ctl.humans) == 1:
        tag = tr("board.you")
    else:
        tag = tr("seat.human")
    if ctl.bot_thinking() == seat:
        tag += " · " + tr("seat.thinking")
    return tag
