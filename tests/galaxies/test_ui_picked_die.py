"""A picked die looks picked: raised, ringed in its own colour and tagged
"picked" (it was raised a few pixels and looked like a lit, unpicked one:
"Pick exactly one die to use" surprised a player who thought it was picked)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.galaxies.dice_tray import PICKED
from game.ui.i18n import LANGS, set_language, tr
from game.ui.screenshot import build_app, stage
from tests.test_text_marks import drawn_texts


@pytest.mark.parametrize("lang", LANGS)
def test_a_picked_die_is_tagged_and_ringed(lang):
    set_language(lang)
    try:
        app = build_app(lang, (1280, 800))
        stage(app, "galaxies", "board", 2)
        board = app.top
        board.ctl.paused = True
        assert tr("galaxies.die.picked") not in drawn_texts(app)
        board.pick.selected = [0]
        board.rebuild()
        assert tr("galaxies.die.picked") in drawn_texts(app)
        surf = pygame.Surface(app.size)
        app.frame(surf, [], 0.016)
        rect = board.die_rects[0]
        ring = rect.inflate(board.u(10), board.u(10)).move(0, -board.u(12))
        assert surf.get_at((ring.centerx, ring.y + 1))[:3] == PICKED
    finally:
        set_language("en")
