"""Issue 18, "smaller, all seen": what players met in the window, each checked
where a test can see it (the looks were rendered and looked at too)."""

from __future__ import annotations

import pytest

from game.registry import windowed
from game.ui import theme
from game.ui.screenshot import build_app, render, stage

GAMES = [e.id for e in windowed()]


def board_of(game: str, size=(1280, 800)):
    """The game's board in front, from the first of its screenshot scenes that shows one."""
    from game.ui.screenshot import scenes_of
    from game.ui.table.chrome import BoardChrome

    for scene in scenes_of(game):
        if scene in ("menu", "settings", "setup", "rules", "scoring"):
            continue
        app = staged(game, scene, size)
        if isinstance(app.top, BoardChrome):
            return app
    raise AssertionError(f"{game}: no screenshot scene shows the board alone")


def staged(game: str, scene: str, size=(1280, 800), seed: int = 1):
    app = build_app("en", size)
    stage(app, game, scene, seed)
    for s in app.stack:
        if getattr(s, "ctl", None) is not None:
            s.ctl.paused = True
    render(app, 2)
    return app


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("game", GAMES)
def test_a_toast_never_covers_a_button_and_only_a_refusal_is_red(game, size):
    app = board_of(game, size)
    board = app.top
    board.inform("Saved as " + game + "-20250612-101010-2.json", 3)
    rect, _lines, _size = board.message_layout(size)
    hit = [b.caption() for b in board.group.buttons if b.rect.colliderect(rect)]
    assert not hit, f"the toast covers {hit}"
    surf = render(app, 1)
    edge = surf.get_at((rect.centerx, rect.y))[:3]
    assert edge != theme.BAD, "an information toast has the error's red edge"
    board.explain("You cannot do that now.")
    rect, _lines, _size = board.message_layout(size)
    surf = render(app, 1)
    assert surf.get_at((rect.centerx, rect.y))[:3] == theme.BAD


@pytest.mark.parametrize("game", GAMES)
def test_the_game_menu_quits(game):
    from game.ui.i18n import tr
    from game.ui.scenes.pause import PauseMenu

    app = board_of(game)
    app.top.open_menu()
    render(app, 1)
    menu = app.top
    assert isinstance(menu, PauseMenu)
    quit_button = next((b for b in menu.group.buttons if b.caption() == tr("menu.quit")), None)
    assert quit_button is not None, "the game menu has no Quit"
    assert menu.box.contains(quit_button.rect)
    quit_button.action()
    assert not app.running


def test_a_tooltip_never_covers_another_button_of_the_menu(monkeypatch):
    """At first start the pointer rests on a game card; its tip hid "Rules: …"."""
    import pygame

    import game.ui.stack as stack_module
    from game.ui.scenes.menu import MenuScene
    from game.ui.table.motion import StepClock

    drawn: list = []
    real = stack_module.draw_tip
    monkeypatch.setattr(stack_module, "draw_tip", lambda *a, **kw: drawn.append(real(*a, **kw)) or drawn[-1])
    for size in ((1280, 800), (1600, 1000), (1024, 640)):
        app = build_app("en", size, clock=StepClock())
        app.tip_delay = stack_module.TIP_DELAY      # tooltips on: their delay runs on the step clock
        app.reset(MenuScene(app))
        surf = pygame.Surface(size)
        app.frame(surf, [], 0.016)
        menu = app.top
        for b in list(menu.group.buttons):
            if not b.tip():
                continue
            pos = b.rect.center
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda pos=pos: pos)
            drawn.clear()
            app.frame(surf, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
            app.clock.advance(2.0)
            app.frame(surf, [], 0.016)                  # the tip's delay ends: it is drawn
            assert drawn, f"no tip drawn for {b.caption()}"
            covered = [o.caption() for o in menu.group.buttons if o is not b and o.rect.colliderect(drawn[-1])]
            assert not covered, f"{size}: the tip of {b.caption()!r} covers {covered}"


def test_the_window_class_is_pocket_epics_not_the_scripts_name(monkeypatch):
    """``import pygame`` sets X11's WM_CLASS to the script's name (``__main__.py``)
    whenever a display is set; the window replaces that value, never the user's own."""
    import os
    import sys

    from game.ui import app as window_app

    monkeypatch.setattr(sys, "argv", ["/somewhere/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")          # what pygame's import left
    window_app.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "PocketEpics"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "MyOwnClass")           # the user's choice stays
    window_app.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "MyOwnClass"


@pytest.mark.parametrize("game", GAMES)
def test_the_load_list_says_every_game_the_same_way(game, tmp_path, monkeypatch):
    """"101 moves" for two games, "turn 6 · Green leads" for the others: every
    game now gives its turn (or round, as its board says) and who leads."""
    import random

    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.registry import get_rules
    from game.ui import session
    from game.ui.controller import Controller, SeatSpec
    from game.ui.i18n import set_language

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    set_language("en")
    rules = get_rules(game)
    players = max(2, rules.min_players)
    match = Match(GameConfig(game, players, 3))
    rng = random.Random(3)
    while True:                          # play on to a position where someone leads
        assert not match.is_over(), "nobody ever led"
        seat = match.to_move()[0]
        match.submit(seat, rules.sample_action(match.state, seat, rng))
        scores = rules.provisional_scores(match.state)
        if len(match.log) > 30 and scores and len(set(scores[:players])) > 1:
            break
    ctl = Controller(match, [SeatSpec("bot") for _ in range(players)], None)
    path = tmp_path / "save.json"
    ctl.save_to(path)
    _title, details = session.describe(session.summarize(path))
    word = rules.turn_word
    assert f"{word} {rules.turn_shown(match.state)}" in details, details
    assert "moves" not in details and ("leads" in details or "tied lead" in details), details
