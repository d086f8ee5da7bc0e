"""What players notice: Rules follows the chosen game, the log scrolls by
keyboard, factions are picked from a list, Conquest's six-player scores keep
long city names whole."""

from __future__ import annotations

import pygame

from game.ui.conquest.rules import ConquestRulesScene
from game.ui.i18n import tr
from game.ui.kingdoms.rules import KingdomsRulesScene
from game.ui.kingdoms.setup import FactionPicker, SetupScene
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from tests.test_ui_game import click, key

SIZE = (1280, 800)


def frame(app, events=()):
    surf = pygame.Surface(SIZE)
    app.frame(surf, list(events), 0.016)
    return surf


def hover(pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def rules_button(menu):
    return next(b for b in menu.group.buttons if b.action == menu.rules)


def test_menu_rules_open_the_game_pointed_at():
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    frame(app)
    menu = app.top
    assert tr("kingdoms.name") in rules_button(menu).caption()
    frame(app, click(rules_button(menu).rect.center))
    assert type(app.top) is KingdomsRulesScene                       # nothing pointed at yet: Kingdoms
    app.pop()
    conquest = next(b for b in menu.group.buttons if b.data == "conquest")
    frame(app, hover(conquest.rect.center))
    assert tr("conquest.name") in rules_button(menu).caption()
    frame(app, click(rules_button(menu).rect.center))
    assert isinstance(app.top, ConquestRulesScene)
    app.pop()
    from game.registry import entries

    waiting = [e.id for e in entries() if not e.in_window]
    if waiting:
        coming = next(b for b in menu.group.buttons if b.data == waiting[0])
        frame(app, hover(coming.rect.center))              # a game with no rules yet keeps the choice
        assert menu.chosen == "conquest"
    else:                                                  # every game has its window: Chronicles' rules open too
        from game.ui.chronicles.rules import ChroniclesRulesScene

        chronicles = next(b for b in menu.group.buttons if b.data == "chronicles")
        frame(app, hover(chronicles.rect.center))
        assert tr("chronicles.name") in rules_button(menu).caption()
        frame(app, click(rules_button(menu).rect.center))
        assert isinstance(app.top, ChroniclesRulesScene)


def test_kingdoms_log_scrolls_with_page_keys():
    from game.ui.kingdoms.positions import stage_game

    app = build_app("en", SIZE)
    stage_game(app, "board", 1)
    board = app.top
    board.ctl.paused = True
    frame(app)
    assert len(board.log_lines) > 30 and board.log_scroll == 0
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=pygame.KMOD_SHIFT, unicode="", scancode=0)])
    frame(app)
    assert board.log_scroll > 0
    frame(app, key(pygame.K_END))
    assert board.log_scroll == 0


def test_conquest_log_scrolls_with_page_keys_and_the_wheel():
    from game.ui.conquest.positions import stage

    app = build_app("ru", SIZE)
    stage(app, "board", 1)
    board = app.top
    frame(app)
    frame(app, key(pygame.K_PAGEUP))
    frame(app)
    first = board.log_scroll
    assert first > 0
    frame(app, key(pygame.K_PAGEDOWN))
    frame(app)
    assert board.log_scroll < first
    frame(app, hover(board.log_rect.center) + [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
    frame(app)
    assert board.log_scroll > 0
    assert not app.errors


def test_a_faction_is_picked_from_a_list_showing_its_abilities():
    app = build_app("uk", SIZE)
    app.reset(MenuScene(app))
    setup = SetupScene(app, 5)
    app.push(setup)
    frame(app)
    setup.factions[0] = setup.factions_all[0]
    setup.rebuild()
    frame(app)
    seat1 = next(b for b in setup.group.buttons if b.data == 1)
    frame(app, click(seat1.rect.center))
    picker = app.top
    assert isinstance(picker, FactionPicker)
    frame(app)
    entries = {b.data[1]: b for b in picker.group.buttons if isinstance(b.data, tuple)}
    assert set(entries) == {None, *setup.factions_all}
    assert not entries[setup.factions_all[0]].enabled                  # seat 1 holds it
    wanted = setup.factions_all[4]
    frame(app, hover(entries[wanted].rect.center))
    assert picker.shown() == wanted                                     # its five abilities are drawn
    frame(app, click(entries[wanted].rect.center))
    assert app.top is setup and setup.factions[1] == wanted
    frame(app)
    seat1 = next(b for b in setup.group.buttons if b.data == 1)
    assert seat1.caption() == tr(f"kingdoms.faction.{wanted}.name")
    # keyboard: open, move down to the next free faction, Enter; Esc would keep the old one
    frame(app, click(seat1.rect.center))
    frame(app, key(pygame.K_ESCAPE))
    assert app.top is setup and setup.factions[1] == wanted
    frame(app, click(seat1.rect.center))
    frame(app, key(pygame.K_UP) + key(pygame.K_RETURN))
    assert app.top is setup and setup.factions[1] != wanted
    assert not app.errors


def test_conquest_scores_with_six_players_keep_long_city_names_whole():
    from game.ui import fonts
    from game.ui.conquest import words
    from game.ui.conquest.board import ConquestBoardScene
    from game.ui.conquest.positions import controller_for, play_to
    from game.ui.conquest.scoring import ConquestScoringScene

    for lang, size in (("ru", SIZE), ("uk", (1024, 640))):
        app = build_app(lang, size)
        app.reset(MenuScene(app))
        board = ConquestBoardScene(app, controller_for(play_to("scoring", 3, players=6), app))
        board.ctl.paused = True
        app.push(board)
        board.scoring_pushed = True
        board.open_scoring()
        app.frame(pygame.Surface(size), [], 0.016)
        scene = app.top
        assert isinstance(scene, ConquestScoringScene) and not app.errors
        width = scene.col_w - scene.u(16) - scene.u(16)
        text_size = scene.u(13) if scene.col_w - scene.u(16) >= scene.u(170) else scene.u(12)
        for c in scene.view["cities"]:
            entry = f"{words.city_name(c['id'])} ({c['vp']})"
            lines = scene.entry_lines(entry, text_size, width)
            assert len(lines) <= 2 and " ".join(lines).split() == entry.split(), (lang, entry, lines)
            for line in lines:          # drawn at the full size, or shrunk only a little
                assert fonts.fit_size(line, text_size, width) >= text_size * 0.9, (lang, line)
