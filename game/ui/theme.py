"""Colours, player identities and the logical scale of the layout.

Layouts are written for a 1280x800 logical screen; ``scale(size)`` turns
logical units into pixels for the actual window so everything grows and
shrinks with it.
"""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]

BG = (24, 28, 38)
BG2 = (34, 40, 54)
PANEL = (44, 50, 66)
PANEL_HI = (58, 66, 86)
EDGE = (92, 102, 128)
TEXT = (236, 232, 220)
MUTED = (160, 164, 178)
GOLD = (226, 182, 84)
ACCENT = (92, 162, 230)
GOOD = (110, 190, 120)
BAD = (222, 96, 86)
PARCHMENT = (222, 204, 166)
INK = (52, 40, 28)

# Player colours follow the rules (white, blue, purple, orange, black); the
# colour-blind-safe palette uses Okabe-Ito hues that stay apart for all common
# colour-vision deficiencies.  Every player also has a letter and a shape, so
# colour is never the only cue.
PLAYER_COLOURS = ("white", "blue", "purple", "orange", "black")
NORMAL_RGB: dict[str, Color] = {
    "white": (238, 238, 230),
    "blue": (58, 110, 220),
    "purple": (150, 78, 190),
    "orange": (240, 140, 40),
    "black": (40, 40, 46),
}
SAFE_RGB: dict[str, Color] = {
    "white": (240, 228, 66),    # yellow
    "blue": (0, 114, 178),
    "purple": (204, 121, 167),
    "orange": (213, 94, 0),
    "black": (0, 158, 115),     # bluish green
}
NEUTRAL_RGB: Color = (150, 140, 120)

# Set by the App from the settings: which palette is shown.
colorblind_active = False


def colour_name_key(colour: str) -> str:
    """The catalog key naming ``colour``: the seat's name chosen at setup, the
    same in either palette (the safe palette changes hues and shapes, never
    names: "White" turning "Yellow" mid-game renamed a player, old log lines too)."""
    return f"colour.{colour}"


SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")


def colour_letter(colour: str) -> str:
    """The letter on a seat's chip: the initial of its colour's name in the shown
    language (``colour-letter-<colour>``: W/Б/Б for white), "?" for a colour without one."""
    from game.ui.i18n import catalog, tr

    key = f"colour.letter.{colour}"
    return tr(key) if catalog().has(key) else "?"


@dataclass(frozen=True)
class Identity:
    colour: str
    rgb: Color
    ink: Color       # text colour drawn on rgb
    letter: str
    shape: str


def identity(colour: str, colorblind: bool = False) -> Identity:
    table = SAFE_RGB if colorblind else NORMAL_RGB
    rgb = table.get(colour, NEUTRAL_RGB)
    idx = PLAYER_COLOURS.index(colour) if colour in PLAYER_COLOURS else 0
    light = sum(rgb) / 3 > 140
    return Identity(colour, rgb, (20, 20, 24) if light else (245, 245, 240), colour_letter(colour), SHAPES[idx % len(SHAPES)])


def scale(size: tuple[int, int]) -> float:
    return max(0.45, min(size[0] / 1280, size[1] / 800))


def mix(a: Color, b: Color, t: float) -> Color:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]
