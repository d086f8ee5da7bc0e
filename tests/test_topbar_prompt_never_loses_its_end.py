"""At 1024x640 in Russian Conquest's top bar said "Красные: выберите кубики и
светящуюся строку, чтобы атаковать город, или" and stopped: a prompt too long
for two lines lost its third.  The two lines get smaller until all of it fits."""

from __future__ import annotations

import pytest

import game.ui.fonts as fonts_module
from game.ui.i18n import set_language
from game.ui.screenshot import build_app, render, stage


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_conquest_prompt_is_drawn_whole_at_1024(lang, monkeypatch):
    set_language(lang)
    drawn: list[str] = []
    real = fonts_module.render
    monkeypatch.setattr(fonts_module, "render", lambda text, *a, **kw: drawn.append(text) or real(text, *a, **kw))
    app = build_app(lang, (1024, 640))
    stage(app, "conquest", "board", 1)
    board = next(s for s in app.stack if getattr(s, "ctl", None) is not None)
    board.ctl.paused = True
    render(app, 2)
    drawn.clear()
    board.forget_frame()
    render(app, 1)
    prompt = board.shown_prompt()
    assert prompt
    words = " ".join(" ".join(drawn).split())
    assert " ".join(prompt.split()) in words, f"the top bar's prompt {prompt!r} is not drawn whole"
    set_language("en")
