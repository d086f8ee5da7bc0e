"""An empire's mat reads in whole words in every language (Russian once read
"ур. 1 · 4 куб. · 2 кор. · улучш. 2"): the level, dice and ships are drawn as
the empire ladder, the dice and the ships themselves; the next upgrade's cost
is said in words beside the ladder."""

from __future__ import annotations

import pytest

from game.ui.i18n import set_language, tr
from game.ui.screenshot import build_app, stage
from tests.test_text_marks import drawn_texts


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_empire_mats_read_in_whole_words(lang):
    set_language(lang)
    try:
        app = build_app(lang, (1024, 640))
        stage(app, "galaxies", "board", 2)
        app.top.ctl.paused = True
        texts = drawn_texts(app)
        for abbreviation in ("ур.", "рів.", "куб.", "кор.", "улучш.", "покр."):
            assert not any(abbreviation in t for t in texts), (abbreviation, texts)
        upgrade = tr("galaxies.mat.upgrade", cost=0).split(":")[0]
        assert any(t.startswith(upgrade) for t in texts)
    finally:
        set_language("en")
