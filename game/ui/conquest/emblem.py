"""Conquest's menu emblem: two tumbling dice (original art)."""

from __future__ import annotations

import pygame


def draw(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    s = size / 100
    for i, (dx, dy, ang) in enumerate(((-16, 8, -12), (16, -6, 14))):
        die = pygame.Surface((int(40 * s), int(40 * s)), pygame.SRCALPHA)
        pygame.draw.rect(die, (236, 230, 214) if i else (200, 64, 56), die.get_rect(), border_radius=int(8 * s))
        pip = (40, 30, 30) if i else (250, 240, 230)
        for px, py in ((0.28, 0.28), (0.72, 0.72), (0.5, 0.5), (0.72, 0.28), (0.28, 0.72))[: 3 + 2 * i]:
            pygame.draw.circle(die, pip, (int(px * 40 * s), int(py * 40 * s)), int(4 * s))
        die = pygame.transform.rotate(die, ang)
        surf.blit(die, die.get_rect(center=(c + dx * s, c + dy * s)))
    return surf
