"""Issue 15 (Play and screens) on the Conquest board: the log after a language
switch, the chance pill beside the owner's name, the header after the game."""

from __future__ import annotations

import pygame

from game.ui import widgets
from game.ui.conquest.positions import stage
from game.ui.i18n import set_language, tr
from game.ui.screenshot import build_app

SIZE = (1024, 640)


def test_log_is_retold_in_the_new_language():
    """The Conquest log kept old lines in the previous language; now it re-renders like Kingdoms'."""
    app = build_app("en", SIZE)
    stage(app, "board", 3)
    board = app.top
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    english = [t for t, _s in board.log_lines if t]
    assert english
    app.settings.language = "ru"
    set_language("ru")
    try:
        app.frame(surf, [], 0.02)
        russian = [t for t, _s in board.log_lines if t]
        assert len(russian) == len(english)
        assert not set(russian) & set(english)
        assert tr("conquest.colour.red") in " ".join(russian) or tr("conquest.colour.blue") in " ".join(russian)
    finally:
        set_language("en")


def test_chance_pill_never_covers_the_owners_name():
    app = build_app("en", SIZE)
    stage(app, "board", 3)
    board = app.top
    surf = pygame.Surface(SIZE)
    owned = [c for c in board.view["cities"] if c["owner"] >= 0 and not c["stacked"]]
    assert owned and board.hints
    board.hints = {c["id"]: 0.42 for c in board.view["cities"] if not c["stacked"]}     # a pill on every card
    board.names = ["Bartholomew the Long-Named"] * len(board.names)
    board.city_map.cards.cache.clear()
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.02)
    pills = [d for d in drawn if d.text == "42%" and d.target == id(surf)]
    names = [d for d in drawn if d.text.startswith("Barth") and d.target == id(surf)]
    assert pills and names
    assert not any(p.rect.colliderect(n.rect) for p in pills for n in names)
    assert not widgets.overlaps([d for d in drawn if d in pills or d in names])


def test_colour_blind_names_match_in_panels_and_log():
    """One naming in either palette: the safe palette changes the hues of red and
    purple but never their names (issue 36 finding 5: a name changing mid-game
    renamed a player, old log lines too), in the panels and the log alike."""
    app = build_app("en", SIZE)
    stage(app, "board", 3)
    board = app.top
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.02)
    red, vermilion = tr("conquest.colour.red"), tr("colour.vermilion")
    assert any(red in t for t, _s in board.log_lines)
    app.settings.colorblind = True
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.02)
    log = " ".join(t for t, _s in board.log_lines)
    assert red in log and vermilion not in log
    rows = [d.text for d in drawn if any(r.collidepoint(d.rect.center) for r in board.side_panel.rows)]
    assert red in rows and vermilion not in rows
