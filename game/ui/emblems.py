"""Procedural emblems for the four games on the menu (original art)."""

from __future__ import annotations

import math

import pygame

from game.ui import theme


def emblem(game: str, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    s = size / 100
    if game == "kingdoms":
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
    elif game == "conquest":
        for i, (dx, dy, ang) in enumerate(((-16, 8, -12), (16, -6, 14))):
            die = pygame.Surface((int(40 * s), int(40 * s)), pygame.SRCALPHA)
            pygame.draw.rect(die, (236, 230, 214) if i else (200, 64, 56), die.get_rect(), border_radius=int(8 * s))
            pip = (40, 30, 30) if i else (250, 240, 230)
            for px, py in ((0.28, 0.28), (0.72, 0.72), (0.5, 0.5), (0.72, 0.28), (0.28, 0.72))[: 3 + 2 * i]:
                pygame.draw.circle(die, pip, (int(px * 40 * s), int(py * 40 * s)), int(4 * s))
            die = pygame.transform.rotate(die, ang)
            surf.blit(die, die.get_rect(center=(c + dx * s, c + dy * s)))
    elif game == "galaxies":
        pygame.draw.circle(surf, (40, 50, 110), (c, c), int(30 * s))
        pygame.draw.circle(surf, (80, 110, 200), (c - int(8 * s), c - int(8 * s)), int(18 * s))
        ring = pygame.Rect(0, 0, int(90 * s), int(26 * s))
        ring.center = (c, c)
        pygame.draw.ellipse(surf, (220, 200, 140), ring, max(2, int(4 * s)))
        for a in range(0, 360, 47):
            x = c + math.cos(math.radians(a)) * 44 * s
            y = c + math.sin(math.radians(a * 1.7)) * 40 * s
            pygame.draw.circle(surf, (250, 250, 220), (int(x), int(y)), max(1, int(2 * s)))
    else:  # chronicles
        for i, ang in enumerate((-14, 0, 14)):
            card = pygame.Surface((int(42 * s), int(60 * s)), pygame.SRCALPHA)
            pygame.draw.rect(card, theme.mix((200, 170, 110), (140, 90, 60), i / 2), card.get_rect(), border_radius=int(6 * s))
            pygame.draw.rect(card, (60, 40, 30), card.get_rect(), max(1, int(2 * s)), border_radius=int(6 * s))
            pygame.draw.circle(card, (250, 240, 210), (card.get_width() // 2, int(22 * s)), int(9 * s))
            card = pygame.transform.rotate(card, ang)
            surf.blit(card, card.get_rect(center=(c + (i - 1) * 16 * s, c + abs(i - 1) * 4 * s)))
    return surf
