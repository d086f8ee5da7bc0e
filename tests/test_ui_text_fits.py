"""Issue 15, cut or overlapping text: every scene of every game with a window,
in every language, at 1024x640 and 1280x800, draws no text wider than its
box, no wrapped text with lines left out and no text cut by a clip.

The texts are measured with the fonts while drawn: ``widgets.text`` /
``widgets.wrapped`` / ``widgets.blit_text`` record what they draw inside
``widgets.recording()``, so a future game is checked by drawing its texts
with them.  Besides the scenes ``screenshot`` knows, a few more states of the
two games are staged (5-player tables, a bot thinking, a region picked, the
war result, the end of the game), where the issue found cut or crowded text.
"""

from __future__ import annotations

import time
from concurrent.futures import Future

import pygame
import pytest

from game.registry import windowed
from game.ui import widgets
from game.ui.i18n import LANGS
from game.ui.screenshot import build_app, render, scenes_of, stage

SIZES = ((1024, 640), (1280, 800))


def problems(app, frames: int = 2) -> list[str]:
    for scene in app.stack:
        if getattr(scene, "ctl", None) is not None:
            scene.ctl.paused = True
    with widgets.recording() as drawn:
        render(app, frames)
    assert not app.errors, app.errors[-1]
    return [f"{d.problem} (room {d.room}px, drew {d.rect.w}x{d.rect.h}px): {d.text!r}" for d in widgets.overflows(drawn)]


def fake_thinking(board, seat: int) -> None:
    """Show "thinking…" on ``seat`` without a bot actually thinking."""
    board.ctl.pending = (seat, len(board.ctl.match.log), Future(), time.monotonic())


# --- extra states --------------------------------------------------------------------------
def kingdoms_five_thinking(app) -> None:
    from game.ui.kingdoms.positions import stage_game

    stage_game(app, "board", 5, players=5)
    board = app.top
    board.ctl.paused = True
    fake_thinking(board, 4)


def kingdoms_picked(app) -> None:
    from game.ui.kingdoms.positions import stage_game

    stage_game(app, "board", 3)
    board = app.top
    moves = [c for c in board.choices if len(c.regions) >= 2]
    if moves:
        board.pick = [moves[0].regions[0]]
        board.rebuild()


def kingdoms_reveal(app) -> None:
    from game.ui.kingdoms.positions import stage_game
    from game.ui.kingdoms.war import RevealOverlay

    stage_game(app, "board", 3)
    app.push(RevealOverlay(app, app.top, {"attacker": 0, "defender": 1, "attacker_bid": 4, "defender_bid": "flag"}))
    app.top.motions.stop("flip")          # the bids face up: the outcome shows


def kingdoms_start(app) -> None:
    """The first decisions of a new game (faction cards, then the resource split)."""
    from game.core.match import Match
    from game.ui.kingdoms import words
    from game.ui.kingdoms.board import BoardScene
    from game.ui.kingdoms.positions import controller_for

    match = Match(words.make_config(5, 9, True, None))
    app.push(BoardScene(app, controller_for(match, app)))


def kingdoms_over(app) -> None:
    from game.ui.kingdoms.board import BoardScene
    from game.ui.kingdoms.positions import controller_for, play_to

    board = BoardScene(app, controller_for(play_to("scoring", 3), app))
    board.scoring_pushed = True
    app.push(board)


def conquest_states(players: int, over: bool = False):
    def make(app) -> None:
        from game.ui.conquest.board import ConquestBoardScene
        from game.ui.conquest.positions import controller_for, play_to

        app.settings.set_game_pref("conquest", "hint", True)
        board = ConquestBoardScene(app, controller_for(play_to("scoring" if over else "board", 3, players), app))
        board.ctl.paused = True
        board.scoring_pushed = True
        app.push(board)
        if not over:
            fake_thinking(board, players - 1)
    return make


def pause_menu(game: str):
    def make(app) -> None:
        from game.registry import get_entry

        get_entry(game).load_window().stage(app, "board", 3)
        app.top.open_menu()
    return make


EXTRA = {
    "kingdoms": {"board5-thinking": kingdoms_five_thinking, "board-picked": kingdoms_picked, "reveal": kingdoms_reveal,
                 "first-decisions": kingdoms_start, "over": kingdoms_over, "pause": pause_menu("kingdoms")},
    "conquest": {"board2": conquest_states(2), "board6-thinking": conquest_states(6), "over": conquest_states(4, over=True),
                 "pause": pause_menu("conquest")},
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_of_every_game_fits_its_text_in_every_language(size):
    found = []
    for lang in LANGS:
        for entry in windowed():
            for scene in scenes_of(entry.id):
                app = build_app(lang, size)
                stage(app, entry.id, scene, 3)
                found += [f"{entry.id} {scene} {lang}: {p}" for p in problems(app)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_more_states_of_the_games_fit_their_text_in_every_language(size):
    from game.ui.scenes.menu import MenuScene

    found = []
    for lang in LANGS:
        for game, states in EXTRA.items():
            for name, make in states.items():
                app = build_app(lang, size)
                app.reset(MenuScene(app))
                make(app)
                found += [f"{game} {name} {lang}: {p}" for p in problems(app)]
    assert not found, "\n".join(found)


def test_the_recorder_sees_an_overflow():
    """The check itself: a long text in a narrow box and a cut wrapped text are found."""
    surf = pygame.Surface((200, 100))
    with widgets.recording() as drawn:
        widgets.text(surf, "a rather long line of text", (0, 0), 16, box=pygame.Rect(0, 0, 40, 20))
        widgets.wrapped(surf, "one two three four five six seven eight nine ten", pygame.Rect(0, 30, 60, 20), 14)
        surf.set_clip(pygame.Rect(0, 60, 30, 20))
        widgets.text(surf, "clipped words", (0, 60), 14)
    assert [d.problem for d in widgets.overflows(drawn)] == ["wide", "cut", "clipped"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_kingdoms_decision_hint_is_whole_with_the_longest_region_name(size):
    """Issue 15: the Russian hint after picking a region was cut mid-sentence."""
    from game.ui.kingdoms import words
    from game.ui.kingdoms.positions import stage_game

    found = []
    for lang in LANGS:
        app = build_app(lang, size)
        stage_game(app, "board", 3)
        board = app.top
        board.ensure_layout()
        longest = max(board.region_polys, key=lambda rid: len(words.region_name(rid)))
        board.pick = [longest]
        board.rebuild()
        found += [f"{lang}: {p}" for p in problems(app)]
    assert not found, "\n".join(found)
