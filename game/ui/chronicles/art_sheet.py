"""Chronicles' contact sheet (`screenshot --scene art`): the 42 characters, the
five buildings at levels I and II, and the card back."""

from __future__ import annotations

from game.chronicles.content import BUILDING_KEYS
from game.ui.chronicles import art, words
from game.ui.i18n import tr
from game.ui.scenes.art_sheet import ArtSheetScene, SheetItem


def keys() -> list[str]:
    return [k.key for k in words.RULES.content.kinds]


def items(cell: tuple[int, int]) -> list[SheetItem]:
    w, h = cell
    out: list[SheetItem] = [(art.card_surface(key, cell, text=w >= 110), words.kind_name(key)) for key in keys()]
    tile = (w, max(30, h * 3 // 5))
    for b in BUILDING_KEYS:
        for level in (1, 2):
            out.append((art.building_tile(b, level, tile), f"{words.building_name(b)} {'I' * level}"))
    out.append((art.card_back(cell), tr("chronicles.art.back")))
    return out


def scene(app) -> ArtSheetScene:
    return ArtSheetScene(app, "chronicles.art.title", items, len(keys()) + 2 * len(BUILDING_KEYS) + 1, 1.4)
