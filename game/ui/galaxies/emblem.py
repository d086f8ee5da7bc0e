"""Galaxies' menu emblem: a ringed planet among stars (original art), shown
while the game is announced and before its window exists."""

from __future__ import annotations

import math

import pygame


def draw(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    s = size / 100
    pygame.draw.circle(surf, (40, 50, 110), (c, c), int(30 * s))
    pygame.draw.circle(surf, (80, 110, 200), (c - int(8 * s), c - int(8 * s)), int(18 * s))
    ring = pygame.Rect(0, 0, int(90 * s), int(26 * s))
    ring.center = (c, c)
    pygame.draw.ellipse(surf, (220, 200, 140), ring, max(2, int(4 * s)))
    for a in range(0, 360, 47):
        x = c + math.cos(math.radians(a)) * 44 * s
        y = c + math.sin(math.radians(a * 1.7)) * 40 * s
        pygame.draw.circle(surf, (250, 250, 220), (int(x), int(y)), max(1, int(2 * s)))
    return surf
