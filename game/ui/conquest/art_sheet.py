"""Conquest's contact sheet (`screenshot --scene art`): the 14 city cards as a
new game deals them, and the six die faces."""

from __future__ import annotations

import pygame

from game.conquest.content import FACES
from game.core.match import Match
from game.core.protocol import GameConfig
from game.ui import theme
from game.ui.conquest import words
from game.ui.conquest.art import die_surface
from game.ui.conquest.city_card import CityCards
from game.ui.conquest.panel import ConquestTable
from game.ui.i18n import catalog, tr
from game.ui.scenes.art_sheet import ArtSheetScene, SheetItem
from game.ui.table.motion import Motions


def _table(app, view: dict, k: float) -> ConquestTable:
    return ConquestTable(view=view, viewer=0, mine=False, selected=(), selected_faces=(), hint_on=False, hints={},
                         preview=None, thinking=None, seats=(), colours=tuple(theme.PLAYER_COLOURS[:2]),
                         colorblind=app.settings.colorblind, lang=catalog().lang, k=k, buttons=(),
                         motions=Motions(app.clock), name=str, focused=lambda _b: False, pulse=lambda _t: 0.0)


def make_items(app):
    view = Match(GameConfig("conquest", 2, 1, None, {"first_player": 0})).view(0)

    def items(cell: tuple[int, int]) -> list[SheetItem]:
        k = max(0.5, cell[0] / 150)
        table = _table(app, view, k)
        cards = CityCards(lambda v: int(round(v * k)), lambda: table)
        out: list[SheetItem] = [(cards.surface(table, city, cell), words.city_name(city["id"])) for city in view["cities"]]
        side = min(cell) * 2 // 3
        for face in FACES:
            die = pygame.Surface(cell, pygame.SRCALPHA)
            img = die_surface(face, side)
            die.blit(img, img.get_rect(center=die.get_rect().center))
            out.append((die, tr(f"conquest.face.{face}")))
        return out

    return items, len(view["cities"]) + len(FACES)


def scene(app) -> ArtSheetScene:
    items, count = make_items(app)
    return ArtSheetScene(app, "conquest.art.title", items, count, 1.3)
