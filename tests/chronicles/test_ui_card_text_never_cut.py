"""No Chronicles character card's text is cut off or silently left out: at
every size the board draws cards with text (both window sizes), in every
language, a card shows its whole text, or, too small for it, the mark that
its hover hint has it (alone, or ending the lines that fit) (the Thieving Magpie's text was cut off, then missing)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import widgets
from game.ui.chronicles import art, words
from game.ui.i18n import LANGS, set_language
from game.ui.screenshot import build_app, render, stage

SCENES = ("draft", "draft2", "placement", "reveal", "aging")


@pytest.fixture(scope="module")
def card_sizes() -> list[tuple[int, int]]:
    """The sizes the board draws cards with text at 1024x640 and 1280x800."""
    seen: set[tuple[int, int]] = set()
    real = art._draw_card

    def spy(key: str, size: tuple[int, int], text: bool) -> pygame.Surface:
        if text:
            seen.add(size)
        return real(key, size, text)

    art._draw_card = spy
    try:
        for size in ((1024, 640), (1280, 800)):
            for scene in SCENES:
                app = build_app("en", size)
                art.trim()
                stage(app, "chronicles", scene, 1)
                render(app, 2)
                assert not app.errors, app.errors[-1]
    finally:
        art._draw_card = real
    assert seen
    return sorted(seen)


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_shows_its_whole_text_or_the_mark_that_the_hint_has_it(lang, card_sizes):
    set_language(lang)
    cut = []
    for size in card_sizes:
        for kind in words.RULES.content.kinds:
            text = words.kind_text(kind.key)
            with widgets.recording() as drawn:
                art._draw_card(kind.key, size, True)
            over = widgets.overflows(drawn)
            shown = " ".join(d.text for d in drawn).split()
            whole = all(w in shown for w in text.split())
            marked = any(d.text.endswith(art.MORE_MARK) for d in drawn)    # the mark alone, or ending the lines that fit
            if over or not (whole or marked):
                cut.append(f"{kind.key} at {size}: {[d.text for d in over] or 'text missing'}")
    assert not cut, cut
