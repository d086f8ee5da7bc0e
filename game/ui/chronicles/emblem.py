"""Chronicles' menu emblem: a fan of three cards (original art), shown while
the game is announced and before its window exists."""

from __future__ import annotations

import pygame

from game.ui import theme


def draw(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    s = size / 100
    for i, ang in enumerate((-14, 0, 14)):
        card = pygame.Surface((int(42 * s), int(60 * s)), pygame.SRCALPHA)
        pygame.draw.rect(card, theme.mix((200, 170, 110), (140, 90, 60), i / 2), card.get_rect(), border_radius=int(6 * s))
        pygame.draw.rect(card, (60, 40, 30), card.get_rect(), max(1, int(2 * s)), border_radius=int(6 * s))
        pygame.draw.circle(card, (250, 240, 210), (card.get_width() // 2, int(22 * s)), int(9 * s))
        card = pygame.transform.rotate(card, ang)
        surf.blit(card, card.get_rect(center=(c + (i - 1) * 16 * s, c + abs(i - 1) * 4 * s)))
    return surf
