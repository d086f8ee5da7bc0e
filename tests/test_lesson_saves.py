"""A lesson's own save file is kept like a real save: a damaged or unfitting
one is set aside (renamed, named to the player, one error.log line) and the
lesson starts over; a lessons folder that cannot be made shows the autosave
banner; and finishing a lesson (or moving to its next part) never lets a
pending save land after its file was removed."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import load_match
from game.registry import entries
from game.ui import controller as controller_module
from game.ui.controller import Controller, SeatSpec, writer
from game.ui.i18n import tr
from game.ui.save_banner import banner_text
from game.ui.scene import MessageDialog
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings
from game.ui.stack import App
from game.ui.tutorial import lesson
from game.ui.tutorial.coach import CoachScene
from tests.user_folder import home_fixture  # noqa: F401 - the fixture `home`

LESSONS = [e.id for e in entries() if e.tutorial is not None and e.in_window]
IN_PARTS = [g for g in LESSONS if len(lesson.tutorial_of(g).parts()) > 1]


def persistent_app() -> App:
    pygame.init()
    app = App(Settings(bot_speed="instant", anim_speed="off"), (1280, 800), persist=True)
    app.reset(MenuScene(app))
    return app


def flush() -> None:
    writer().submit(lambda: None).result(timeout=30)


def a_lesson_file(game: str) -> bytes:
    """A good lesson save of ``game`` (its first part, before the first move)."""
    app = persistent_app()
    lesson.open_lesson(app, game)
    app.top.ctl.save_async()
    flush()
    return lesson.lesson_path(game).read_bytes()


def assert_set_aside_and_started_over(app: App, home, game: str, damaged: bytes) -> None:
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == tr("tutorial.set_aside.title")
    kept = [p for p in (home / "tutorials").iterdir() if p.name != f"{game}.json"]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged          # the learner's file is kept as it was
    assert kept[0].name in dialog.body and f"{game}.json" in dialog.body
    log = (home / "error.log").read_text()
    assert log.count("lesson:") == 1 and kept[0].name in log
    coach = app.stack[-2]
    assert isinstance(coach, CoachScene) and coach.cursor == 0 and not coach.ctl.match.log


@pytest.mark.parametrize("game", LESSONS)
def test_a_damaged_lesson_save_is_set_aside_with_a_message_and_the_lesson_starts_over(home, game):
    damaged = a_lesson_file(game)[:-10]
    lesson.lesson_path(game).write_bytes(damaged)
    app = persistent_app()
    lesson.learn(app, game)
    assert_set_aside_and_started_over(app, home, game, damaged)
    assert not app.errors


@pytest.mark.parametrize("game", LESSONS[:1])
def test_a_lesson_save_whose_moves_no_longer_fit_is_set_aside(home, game):
    other = Controller(Match(GameConfig(game, 2, 424242)), [SeatSpec("human"), SeatSpec("bot")])
    path = lesson.lesson_path(game, create=True)
    other.save_to(path)
    unfitting = path.read_bytes()
    app = persistent_app()
    lesson.learn(app, game)
    assert_set_aside_and_started_over(app, home, game, unfitting)


@pytest.mark.parametrize("game", LESSONS[:1])
def test_a_lessons_folder_that_cannot_be_made_shows_the_save_banner(home, game):
    (home / "tutorials").write_text("a file where the folder should be")
    app = persistent_app()
    lesson.open_lesson(app, game)
    coach = app.top
    assert isinstance(coach, CoachScene)
    assert banner_text(coach.ctl) is not None
    assert "tutorials" in banner_text(coach.ctl) and tr("saves.os.EEXIST") in banner_text(coach.ctl)
    assert not app.errors


@pytest.fixture()
def slow_disk(monkeypatch):
    """Every autosave takes half a second to land."""
    real = controller_module.atomic_write_text

    def slow(path, text):
        time.sleep(0.5)
        real(path, text)

    monkeypatch.setattr(controller_module, "atomic_write_text", slow)


@pytest.mark.parametrize("game", LESSONS[:1])
def test_finishing_a_lesson_on_a_slow_disk_leaves_no_lesson_file(home, game, slow_disk):
    app = persistent_app()
    lesson.open_lesson(app, game)
    flush()
    coach = app.top
    coach.ctl.save_async()               # the last move's save, still on its way
    lesson.finish(app, coach.tutorial, coach.ctl, play=False)
    flush()
    assert not lesson.lesson_path(game).exists()
    assert lesson.saved_lesson(app, coach.tutorial) is None


@pytest.mark.parametrize("game", IN_PARTS[:1])
def test_moving_to_the_next_part_on_a_slow_disk_leaves_the_next_parts_file(home, game, slow_disk):
    app = persistent_app()
    lesson.open_lesson(app, game)
    flush()
    coach = app.top
    first = coach.tutorial
    coach.ctl.save_async()
    lesson.next_part(app, first, coach.ctl, 1)
    coach.ctl.save_async()               # a late save of the old part (its board's last tick)
    flush()
    match, _ = load_match(lesson.lesson_path(game))
    assert match.config == lesson.tutorial_of(game).parts()[1].config()


@pytest.mark.parametrize("game", LESSONS[:1])
def test_a_folder_in_the_lesson_files_place_is_named_and_leaves_no_stray_file(home, game):
    lesson.lesson_path(game, create=True).mkdir()
    app = persistent_app()
    lesson.learn(app, game)
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and dialog.title_text == tr("tutorial.set_aside.title")
    assert f"{game}.json" in dialog.body
    assert sorted(p.name for p in (home / "tutorials").iterdir()) == [f"{game}.json"]
    assert (home / "error.log").read_text().count("lesson:") == 1
    assert isinstance(app.stack[-2], CoachScene) and not app.errors
