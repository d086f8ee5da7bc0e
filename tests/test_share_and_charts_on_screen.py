"""Sharing and the charts through the real scene stack, with whole press and
release sequences: every game's score screen opens "How it went" (ending at the
table's totals) and shares the game into the user folder; the Load list's
"Open a shared game…" lists and opens it; a file dropped on the window is
opened or refused by name, changing nothing when refused; the Records screen
switches to the results chart (C, Left / Right) and shares a recent game."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import records, shared
from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.registry import get_rules, windowed
from game.ui import session, widgets
from game.ui.controller import SeatSpec, writer
from game.ui.i18n import set_language, tr
from game.ui.scene import MessageDialog
from game.ui.scenes.how_it_went import HowItWentScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.records import RecordsScene
from game.ui.scenes.score_table import ScoreTableScene
from game.ui.settings import Settings
from game.ui.share import SharedFilesScene
from game.ui.stack import App
from game.ui.table.motion import StepClock
from tests.ui_helpers import click, key
from tests.user_folder import home_fixture  # noqa: F401 - the fixture

GAMES = [e.id for e in windowed()]
SIZE = (1024, 640)


def press(app, surf, pos) -> None:
    app.frame(surf, click(pos), 0.016)


def button(scene, label: str) -> widgets.Button:
    scene.ensure_layout()
    (found,) = [b for b in scene.group.buttons if b.caption() == label]
    return found


def drawn_texts(app, surf) -> list[str]:
    app.dirty = True
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.016)
    return [d.text for d in drawn]


def bots_game(game: str, seed: int = 7) -> Match:
    rules = get_rules(game)
    config = GameConfig(game, 2, seed)
    match = Match(config, rules)
    Driver.for_levels(rules, config, {0: "easy", 1: "easy"}).play(match.state)
    return match


def an_app() -> tuple[App, pygame.Surface]:
    set_language("en")
    app = App(Settings(bot_speed="instant", anim_speed="off"), SIZE, persist=True, clock=StepClock())
    app.tip_delay = None
    return app, pygame.Surface(SIZE)


def at_the_scores(game: str) -> tuple[App, pygame.Surface, ScoreTableScene]:
    app, surf = an_app()
    match = bots_game(game)
    controller = session.make_controller(app, match, [SeatSpec("human"), SeatSpec("bot", "easy")], {"match": f"m-{game}"})
    session.open_board(app, controller)
    for _ in range(5):
        app.frame(surf, [], 0.05)
    writer().submit(lambda: None).result(timeout=30)
    assert not app.errors, app.errors[-1]
    assert isinstance(app.top, ScoreTableScene)
    app.clock.advance(5.0)
    return app, surf, app.top


@pytest.mark.parametrize("game", GAMES)
def test_every_score_screen_shows_how_it_went_and_shares_the_game(home, game):
    app, surf, scores = at_the_scores(game)
    press(app, surf, button(scores, tr("chart.how.button")).rect.center)
    chart = app.top
    assert isinstance(chart, HowItWentScene)
    texts = drawn_texts(app, surf)
    assert tr("chart.how.title") in texts and not app.errors
    final = list(scores.board.ctl.match.rules.result(scores.board.ctl.match.state).scores)
    assert chart.progress.final == final
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)
    assert app.top is scores
    press(app, surf, button(scores, tr("share.button")).rect.center)
    files = list((home / shared.SHARED_FOLDER).glob("*" + shared.SUFFIX))
    assert len(files) == 1
    assert files[0].name in (scores.message or "") and str(home / shared.SHARED_FOLDER) in scores.message


def test_the_load_list_opens_a_shared_game_into_the_records(home):
    match = bots_game("conquest")
    path = shared.export(records.make_entry(match, ["human", "easy"], "friend-1"))
    app, surf = an_app()
    app.reset(LoadScene(app))
    app.frame(surf, [], 0.016)
    press(app, surf, button(app.top, tr("share.open.button")).rect.center)
    listing = app.top
    assert isinstance(listing, SharedFilesScene) and listing.files == [path]
    row = [b for b in listing.group.buttons if b.data == path][0]
    press(app, surf, row.rect.center)
    assert isinstance(app.top, MessageDialog) and app.top.title_text == tr("share.opened.title")
    kept = records.load_records().games
    assert [(g["id"], g["imported"]) for g in kept] == [("friend-1", True)]


def drop(app, surf, path) -> None:
    app.frame(surf, [pygame.event.Event(pygame.DROPFILE, file=str(path))], 0.016)


def test_a_file_dropped_on_the_window_is_opened(home):
    path = shared.export(records.make_entry(bots_game("chronicles"), ["human", "easy"], "friend-2"))
    app, surf = an_app()
    app.reset(LoadScene(app))
    drop(app, surf, path)
    assert isinstance(app.top, MessageDialog) and app.top.title_text == tr("share.opened.title")
    assert [g["id"] for g in records.load_records().games] == ["friend-2"]


@pytest.mark.parametrize("change", ["future", "score", "truncated"])
def test_a_bad_dropped_file_is_refused_by_name_and_changes_nothing(home, change):
    records.add_game(records.make_entry(bots_game("galaxies"), ["human", "easy"], "mine"))
    before = (home / records.RECORDS_NAME).read_bytes()
    data = shared.document(records.make_entry(bots_game("conquest"), ["human", "easy"], "friend-3"))
    if change == "future":
        data["version"] += 1
    elif change == "score":
        data["game"]["scores"][1] += 1
    text = json.dumps(data)
    path = home / f"bad-{change}{shared.SUFFIX}"
    path.write_text(text[: len(text) // 3] if change == "truncated" else text, encoding="utf-8")
    app, surf = an_app()
    app.reset(LoadScene(app))
    drop(app, surf, path)
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == tr("share.refused.title")
    kind = {"future": "newer", "score": "tampered", "truncated": "damaged"}[change]
    assert dialog.body == tr(f"share.refused.{kind}", file=path.name)
    assert (home / records.RECORDS_NAME).read_bytes() == before


def test_the_records_screen_switches_to_the_results_chart_and_shares_a_recent_game(home):
    own = records.make_entry(bots_game("conquest"), ["human", "easy"], "own-1", "2026-11-20T10:00:00")
    other = dict(own, id="own-2", game="kingdoms", date="2026-11-21T10:00:00")
    other.pop("record")
    app, surf = an_app()
    app.reset(RecordsScene(app, [own, other]))
    scene = app.top
    assert scene.charted == ["kingdoms", "conquest"] and scene.chart_game == "kingdoms"     # the newest game's
    app.frame(surf, key(pygame.K_c), 0.016)
    assert scene.chart
    assert tr("records.chart", game=tr("kingdoms.name")) in drawn_texts(app, surf)
    app.frame(surf, key(pygame.K_RIGHT), 0.016)
    assert tr("records.chart", game=tr("conquest.name")) in drawn_texts(app, surf)
    press(app, surf, button(scene, tr("kingdoms.name")).rect.center)
    assert scene.chart_game == "kingdoms"
    press(app, surf, button(scene, tr("records.show_table")).rect.center)
    assert not scene.chart
    shares = [b for b in scene.group.buttons if b.caption() == tr("share.button")]
    assert [b.data["id"] for b in shares] == ["own-1"]        # the other lost its moves
    press(app, surf, shares[0].rect.center)
    assert len(list((home / shared.SHARED_FOLDER).glob("*" + shared.SUFFIX))) == 1
