"""The ships as drawn: one piece per ship (its owner's chip), lit when a choice
would move it, each noted where it was drawn for the frame-truth checks.

Shared by the planet row and the mats, so the notes of one picture are in one
list (``drawn``), started again for each picture.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.galaxies import art


class Pieces:
    """Ships drawn in the current picture: (*place, seat, letter, shape) each."""

    def __init__(self) -> None:
        self.drawn: list[tuple] = []

    def start(self) -> None:
        """A new picture: nothing drawn yet."""
        self.drawn = []

    def draw(self, surf: pygame.Surface, identity: Callable[[int], theme.Identity], centre: tuple[int, int], size: int,
             seat: int, n: int, lit_ship: tuple[int, int] | None, place: tuple, upright: bool = False) -> None:
        """One ship, as its owner's chip (``identity``), lit if a choice would move it."""
        if lit_ship == (seat, n):
            art.draw_ship_light(surf, centre, max(2, size * 2 // 5))
        ident = identity(seat)
        art.draw_ship(surf, centre, size, ident, upright)
        self.drawn.append((*place, seat, ident.letter, ident.shape))

    def note(self, place: tuple, seat: int, ident: theme.Identity) -> None:
        """A place drawn without a ship on it (a mat with no ship at home), noted all the same."""
        self.drawn.append((*place, seat, ident.letter, ident.shape))
