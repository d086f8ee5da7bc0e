"""Kingdoms' contact sheet (`screenshot --scene art`): each of the 13 factions'
emblem with a meeple that carries it (in the seat colours in turn), then the
exploration tokens."""

from __future__ import annotations

import pygame

from game.kingdoms.content import TOKEN_TYPES
from game.ui import theme
from game.ui.i18n import tr
from game.ui.kingdoms import art, faction_emblem
from game.ui.scenes.art_sheet import ArtSheetScene, SheetItem


def factions() -> list[str]:
    return list(faction_emblem.pictures())


def faction_picture(faction: str, cell: tuple[int, int], colour: str, colorblind: bool) -> pygame.Surface:
    """The faction's emblem, large, and one of its meeples beside it."""
    w, h = cell
    surf = pygame.Surface(cell, pygame.SRCALPHA)
    side = min(w * 3 // 5, h)
    surf.blit(faction_emblem.emblem(faction, side), (0, (h - side) // 2))
    ident = theme.identity(colour, colorblind)
    art.draw_meeple(surf, (w - w // 5, h // 2), max(10, min(w * 2 // 5, h) * 3 // 4), ident,
                    emblem=faction_emblem.icon_name(faction))
    return surf


def make_items(app):
    colours = list(theme.PLAYER_COLOURS)
    tokens = [t for t in TOKEN_TYPES if t != "blank"] + [None]

    def items(cell: tuple[int, int]) -> list[SheetItem]:
        out: list[SheetItem] = [(faction_picture(f, cell, colours[i % len(colours)], app.settings.colorblind),
                                 tr(f"kingdoms.faction.{f}.name")) for i, f in enumerate(factions())]
        for t in tokens:
            out.append((art.token_surface(t, min(cell) * 3 // 4), tr(f"kingdoms.token.{t}") if t else "?"))
        return out

    return items, len(factions()) + len(tokens)


def scene(app) -> ArtSheetScene:
    items, count = make_items(app)
    return ArtSheetScene(app, "kingdoms.art.title", items, count, 0.62)
