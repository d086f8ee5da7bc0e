"""A stacked Conquest province shows its bonus once ("+4" was drawn on every
card of the stack, as if each card scored it)."""

from __future__ import annotations

from game.ui import fonts
from game.ui.screenshot import build_app, stage


def test_a_stacked_province_says_its_bonus_on_one_card(monkeypatch):
    app = build_app("en", (1280, 800))
    stage(app, "conquest", "board", 2)
    board = app.top
    board.ctl.paused = True
    drawn: list[str] = []
    original = fonts.render
    monkeypatch.setattr(fonts, "render", lambda text, *a, **kw: drawn.append(text) or original(text, *a, **kw))
    province = max(board.content.provinces, key=lambda p: len(p.cities))
    assert len(province.cities) >= 2
    for cid in province.cities:
        city = dict(next(c for c in board.view["cities"] if c["id"] == cid), stacked=True, owner=0)
        board.city_map.cards.surface(board.panel_table(), city, (150, 190))
    assert drawn.count(f"+{province.bonus}") == 1
