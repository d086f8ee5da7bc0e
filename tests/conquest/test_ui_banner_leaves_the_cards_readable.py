"""The banner that tells a conquest ("Green takes Cinderford from Red!") lies
where it covers least of the city cards and never a card's name: it sat at
one place above the dice tray and hid the lower cards' names and lines while
the player read what had changed."""

from __future__ import annotations

import pygame
import pytest

from game.ui.conquest import words
from game.ui.conquest.board import HEAD_H, ConquestBoardScene
from game.ui.i18n import set_language
from game.ui.screenshot import build_app, render, stage


def staged(lang, size, seed):
    set_language(lang)
    app = build_app(lang, size)
    stage(app, "conquest", "board", seed)
    render(app)
    board = app.top
    assert isinstance(board, ConquestBoardScene)
    return board


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_conquest_banner_covers_no_card_name(lang, size, seed):
    board = staged(lang, size, seed)
    cards = list(board.city_map.card_rects.values())
    assert cards
    city = max((c["id"] for c in board.view["cities"]), key=len) if "cities" in board.view else "x"
    text = words.event_text("conquer_from", {"player": 0, "city": city, "victim": 1}, board.names, board.colours)
    _img, box = board.banner_box(text)
    assert board.city_map.area.contains(box)
    names = [pygame.Rect(c.x, c.y, c.w, board.u(HEAD_H)) for c in cards]
    assert not any(box.colliderect(n) for n in names), f"the banner {box} hides a card's name"
    if (lang, size, seed) == ("en", (1024, 640), 1):      # the map's lower left is empty here: the banner goes there
        assert not any(box.colliderect(c) for c in cards)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_on_a_full_map_the_banner_hides_no_card_name_either(players, size):
    """At a game's start every city is on the map: the banner still finds a place off the names."""
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.ui.conquest.positions import controller_for

    set_language("ru")
    app = build_app("ru", size)
    board = ConquestBoardScene(app, controller_for(Match(GameConfig("conquest", players, 5, None, {})), app))
    board.ctl.paused = True
    app.push(board)
    board.ensure_layout()
    render(app)
    cards = list(board.city_map.card_rects.values())
    names = [pygame.Rect(c.x, c.y, c.w, board.u(HEAD_H)) for c in cards]
    city = max((c["id"] for c in board.view["cities"]), key=len)
    _img, box = board.banner_box(words.event_text("conquer_from", {"player": 0, "city": city, "victim": 1}, board.names, board.colours))
    assert not any(box.colliderect(n) for n in names), f"the banner {box} hides a card's name"
