"""Left of a kingdom's bottom slots the board wrote a lone "bottom": a new
player learnt nothing from it.  The label says what the row does (it does not
fight: only the top row's strength goes to war), whole, in every language."""

from __future__ import annotations

import pytest

import game.ui.fonts as fonts_module
from game.ui.i18n import set_language, tr
from game.ui.screenshot import build_app, render, stage


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_bottom_row_label_says_the_row_does_not_fight(lang, size, monkeypatch):
    set_language(lang)
    drawn: list[str] = []
    real = fonts_module.render
    monkeypatch.setattr(fonts_module, "render", lambda text, *a, **kw: drawn.append(text) or real(text, *a, **kw))
    app = build_app(lang, size)
    stage(app, "chronicles", "placement", 1)
    render(app, 2)
    label = tr("chronicles.row.bottom")
    top = tr("chronicles.row.top")
    assert ":" in label and label.split(":")[0] != top.split(":")[0], f"{label!r} does not say which row and what it does"
    assert " ".join(label.split()) in " ".join(" ".join(drawn).split()), f"{lang} {size}: the label {label!r} is not drawn whole"
    set_language("en")
