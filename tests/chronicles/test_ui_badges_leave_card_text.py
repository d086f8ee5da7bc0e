"""A "keep", "selected" or "reserve" badge lies on a card's foot and hangs below
it, never over the card's words: it covered the last line of the selected
card's text (the "g" of "kingdom" was cut off) while the player read it.

Checked on the pictures themselves: the card as drawn without its badge has
no ink in the rows the badge covers, for every kind of card, at the sizes the
draft and the placement give cards at three window sizes, in English and
Russian."""

from __future__ import annotations

import pygame
import pytest

from game.ui.chronicles import art, words
from game.ui.chronicles.board import ChroniclesBoardScene
from game.ui.i18n import set_language
from game.ui.screenshot import build_app, render, stage

INK = art.INK


def inked_rows(img: pygame.Surface, top: int) -> list[int]:
    """Rows at or below ``top`` with a pixel of (near) ink colour: text."""
    w, h = img.get_size()
    rows = []
    for y in range(max(0, top), h):
        for x in range(w):
            r, g, b, a = img.get_at((x, y))
            if a > 200 and abs(r - INK[0]) + abs(g - INK[1]) + abs(b - INK[2]) < 40:
                rows.append(y)
                break
    return rows


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("scene", ["draft", "placement"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_no_card_has_words_where_its_badge_lies(lang, scene, size):
    set_language(lang)
    app = build_app(lang, size)
    stage(app, "chronicles", scene, 1)
    render(app)
    board = app.top
    assert isinstance(board, ChroniclesBoardScene)
    cards = board.cards
    panel = board.draft if scene == "draft" else board.placement
    rects = [b.rect for b in panel.made if isinstance(b.data, tuple) and b.data[0] in ("pack", "hand")] if hasattr(panel, "made") else []
    assert rects, "no cards in the panel"
    card_w, card_h = rects[0].size
    badge_top = card_h + cards.gap() - 1 - cards.badge_h()
    assert badge_top >= card_h - art.CARD_FOOT
    for kind in words.RULES.content.kinds:
        img = art.card_surface(kind.key, (card_w, card_h))
        rows = inked_rows(img, badge_top)
        assert not rows, f"{kind.key} at {card_w}x{card_h}: words in rows {rows[:3]}… under the badge (from row {badge_top})"
