"""Space and Enter act on what the screen is about, never on a menu.

A player steps through automatic play with Space; the same Space must never
open the Game menu (the focus had stayed on the top bar's Menu), never start a
new match from the score screen ("Play again" had the focus: the autosave was
replaced and the final scores never seen).  Checked over every scene of every
registered game, through the real scene stack with whole press+release keys.
"""

from __future__ import annotations

import pygame
import pytest

from game.registry import windowed
from game.ui import session, widgets
from game.ui.i18n import set_language, tr
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseMenu
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.score_table import ScoreTableScene
from game.ui.scenes.settings import SettingsScene
from game.ui.screenshot import build_app, scenes_of, stage
from game.ui.table.chrome import BoardChrome
from game.ui.table.motion import StepClock

UNASKED = (PauseMenu, RulesScene, SettingsScene, LoadScene, MenuScene)      # scenes only a choice of their own opens
SIZE = (1280, 800)


def press(app, surf, k: int) -> None:
    """One whole key press: down, then up, a frame each."""
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=" " if k == pygame.K_SPACE else "\r", scancode=0)], 0.016)
    app.frame(surf, [pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)], 0.016)


def staged(game: str, scene: str):
    clock = StepClock()
    app = build_app("en", SIZE, clock=clock)
    stage(app, game, scene, 2)
    for shown in app.stack:
        if getattr(shown, "ctl", None) is not None:
            shown.ctl.paused = True
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    return app, surf, clock


def cases() -> list[tuple[str, str]]:
    return [(e.id, s) for e in windowed() for s in scenes_of(e.id)]


@pytest.mark.parametrize(("game", "scene"), cases())
def test_space_and_enter_never_open_a_menu_nor_start_a_game(game, scene, monkeypatch):
    set_language("en")
    started = []
    monkeypatch.setattr(session, "start", lambda *a, **kw: started.append(a))
    app, surf, clock = staged(game, scene)
    in_play = any(isinstance(s, BoardChrome) for s in app.stack)
    before = {type(s) for s in app.stack}
    for k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        press(app, surf, k)
        clock.advance(0.3)
        if in_play:
            opened = [type(s).__name__ for s in app.stack if isinstance(s, UNASKED) and type(s) not in before]
            assert not opened, (game, scene, pygame.key.name(k), opened)
            assert not started, (game, scene, pygame.key.name(k), "a new game started")
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("game", [e.id for e in windowed()])
def test_the_score_screen_waits_a_moment_then_offers_the_board(game, monkeypatch):
    set_language("en")
    started = []
    monkeypatch.setattr(session, "start", lambda *a, **kw: started.append(a))
    app, surf, clock = staged(game, "scoring")
    scores = app.top
    assert isinstance(scores, ScoreTableScene)
    assert scores.group.focused().caption() == tr("score.board")       # the harmless choice
    press(app, surf, pygame.K_SPACE)                                   # still meant for the last moves
    assert app.top is scores
    clock.advance(scores.settle_seconds + 0.1)
    app.frame(surf, [], 0.016)
    press(app, surf, pygame.K_RETURN)                                  # now: back to the board
    assert app.top is not scores and not started
    assert isinstance(app.top, BoardChrome)


def board_of(game: str):
    app, surf, clock = staged(game, "board")
    board = app.top
    assert isinstance(board, BoardChrome), type(board).__name__
    return app, surf, board


@pytest.mark.parametrize("game", [e.id for e in windowed() if "board" in scenes_of(e.id)])
def test_space_on_a_top_bar_button_brings_the_focus_back_to_the_board(game):
    set_language("en")
    app, surf, board = board_of(game)
    group = board.group
    tops = [i for i, b in enumerate(group.buttons) if b.region == widgets.TOP]
    menu = next(i for i in tops if group.buttons[i].caption() == tr("board.menu"))
    group.focus = menu                                     # where a narration's end once left it
    press(app, surf, pygame.K_SPACE)
    assert not any(isinstance(s, PauseMenu) for s in app.stack)
    if any(b.region != widgets.TOP and b.enabled for b in group.buttons):
        assert group.focused().region != widgets.TOP


@pytest.mark.parametrize("game", [e.id for e in windowed() if "board" in scenes_of(e.id)])
def test_arrows_stay_in_the_region_they_started_in(game):
    set_language("en")
    app, surf, board = board_of(game)
    group = board.group
    for start_top in (False, True):
        starts = [i for i, b in enumerate(group.buttons) if b.enabled and (b.region == widgets.TOP) == start_top]
        if not starts:
            continue
        group.focus = starts[0]
        region = group.focused().region
        for k in (pygame.K_UP, pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP):
            app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)], 0.016)
            if app.top is not board:
                break
            assert group.focused().region == region, (game, pygame.key.name(k))


def test_the_focus_ring_stands_out_on_a_gold_button():
    pygame.init()
    surf = pygame.Surface((200, 100))
    surf.fill((0, 0, 0))
    b = widgets.Button(pygame.Rect(50, 30, 100, 40), "OK", style="primary")
    b.draw(surf, 1.0, focused=True)
    ring = [surf.get_at((x, 30 - 4))[:3] for x in range(60, 140)]        # just outside the button
    assert all(c == widgets.FOCUS_RING for c in ring)


def test_conquest_f_fills_one_line_when_the_dice_fit_two(monkeypatch):
    from game.ui.conquest import board as conquest_board

    set_language("en")
    app, surf, board = board_of("conquest")
    assert board.my_turn()
    filled = []
    monkeypatch.setattr(conquest_board.words, "fill_action", lambda cid, lid, faces: ("fits",))     # every line takes the dice
    monkeypatch.setattr(board.ctl.match, "legal", lambda seat: [("fits",)])
    monkeypatch.setattr(board, "click_line", lambda cid, lid: filled.append((cid, lid)))
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1", scancode=0)], 0.016)
    lines = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line"][:2]
    for b in lines:
        b.enabled = True
    board.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))
    lines = [b.data for b in lines]
    assert filled == [lines[0][1:]]
    assert board.message == tr("conquest.fill.several")


def test_esc_closes_the_kingdoms_bid_even_when_a_rival_bids_meanwhile():
    from game.ui.kingdoms.war import WarScene

    set_language("en")
    app, surf, clock = staged("kingdoms", "war")
    assert isinstance(app.top, WarScene)
    board = app.top.board
    app.frame(surf, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 0.016)
    assert app.top is board
    board.ctl.paused = False
    for _ in range(40):                         # the rival's bot bids while the window is closed
        clock.advance(0.1)
        app.frame(surf, [], 0.1)
    assert board.war_pending(), "the human still owes the bid"
    assert not any(isinstance(s, WarScene) for s in app.stack)


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_chronicles_placement_shows_its_keys(lang):
    from tests.test_text_marks import drawn_texts

    set_language(lang)
    app, surf, clock = staged("chronicles", "placement")
    try:
        texts = " ".join(drawn_texts(app))
        assert tr("chronicles.place.help").split()[0] in texts and "Z X" in texts
    finally:
        set_language("en")
