"""Kingdoms' menu emblem: a keep on a green hill (original art)."""

from __future__ import annotations

import pygame

from game.ui import theme


def draw(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    s = size / 100
    pygame.draw.circle(surf, (64, 120, 70), (c, c), int(46 * s))
    pygame.draw.polygon(surf, (92, 150, 84), [(c - 44 * s, c + 10 * s), (c - 10 * s, c - 6 * s), (c + 44 * s, c + 14 * s), (c, c + 46 * s)])
    stone, dark = (214, 204, 182), (120, 108, 92)
    body = pygame.Rect(0, 0, int(44 * s), int(34 * s))
    body.midbottom = (c, int(c + 26 * s))
    pygame.draw.rect(surf, stone, body)
    for i in range(5):
        if i % 2 == 0:
            pygame.draw.rect(surf, stone, (body.x + i * body.w // 5, body.y - int(7 * s), body.w // 5 + 1, int(8 * s)))
    tower = pygame.Rect(0, 0, int(16 * s), int(58 * s))
    tower.midbottom = body.midbottom
    pygame.draw.rect(surf, stone, tower)
    pygame.draw.polygon(surf, (180, 60, 50), [(tower.x - 3 * s, tower.y), (tower.right + 3 * s, tower.y), (tower.centerx, tower.y - 16 * s)])
    pygame.draw.rect(surf, dark, (tower.centerx - 4 * s, body.bottom - 14 * s, 8 * s, 14 * s), border_radius=int(4 * s))
    pygame.draw.line(surf, dark, (tower.centerx, tower.y - 16 * s), (tower.centerx, tower.y - 26 * s), max(1, int(2 * s)))
    pygame.draw.polygon(surf, theme.GOLD, [(tower.centerx, tower.y - 26 * s), (tower.centerx + 10 * s, tower.y - 23 * s), (tower.centerx, tower.y - 20 * s)])
    return surf
