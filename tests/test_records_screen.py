"""The Records screen, opened from the menu: it reads the player's records file
and shows the per-game, per-level table and the recent games in every
language; the table scrolls when it does not fit; with no records it says so."""

from __future__ import annotations

import pygame
import pytest

from game.core import records
from game.ui import widgets
from game.ui.i18n import LANGS, tr
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.records import RecordsScene, made_up
from tests.ui_helpers import click, key, menu_app
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


def press(app, surf, pos) -> None:
    app.frame(surf, click(pos), 0.016)


def open_records(app, surf) -> RecordsScene:
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.ensure_layout()
    (button,) = [b for b in menu.group.buttons if b.caption() == tr("menu.records")]
    press(app, surf, button.rect.center)
    assert isinstance(app.top, RecordsScene)
    return app.top


def drawn_texts(app, surf) -> list[str]:
    app.dirty = True
    with widgets.recording() as drawn:
        app.frame(surf, [], 0.016)
    return [d.text for d in drawn]


@pytest.mark.parametrize("lang", LANGS)
def test_the_menu_opens_the_records_of_the_user_folder(home, lang):
    games = made_up(5, 30)
    records.write_records(games)
    app, surf = menu_app(lang=lang)
    app.persist = True              # this app reads the user folder (a fresh one here)
    scene = open_records(app, surf)
    texts = drawn_texts(app, surf)
    assert tr("records.title") in texts and tr("records.recent") in texts
    newest = records.recent(games, 1)[0]
    assert newest["date"][:16].replace("T", " ") in texts
    first = next(iter(scene.stats))
    assert tr(f"{first}.name") in texts
    press(app, surf, app.top.group.buttons[0].rect.center)      # Back
    assert isinstance(app.top, MenuScene)


def test_the_table_scrolls_with_the_keys_when_it_does_not_fit():
    app, surf = menu_app(size=(1024, 640))
    games = [dict(g, seats=["human", level]) for g in made_up(2, 80) for level in ("easy", "normal", "hard", "expert")]
    app.push(RecordsScene(app, games))
    app.frame(surf, [], 0.016)
    scene = app.top
    assert len(scene.rows()) > scene.shown_rows > 0
    assert tr("records.scroll") in drawn_texts(app, surf)
    app.frame(surf, key(pygame.K_PAGEDOWN) + key(pygame.K_PAGEDOWN) + key(pygame.K_PAGEDOWN), 0.016)
    assert scene.first_row == len(scene.rows()) - scene.shown_rows
    last = scene.rows()[-1]
    assert last["level"] in drawn_texts(app, surf)
    app.frame(surf, key(pygame.K_UP), 0.016)
    assert scene.first_row == len(scene.rows()) - scene.shown_rows - 1


def test_no_records_yet_says_so(home):
    app, surf = menu_app()
    app.persist = True
    open_records(app, surf)
    texts = drawn_texts(app, surf)
    assert tr("records.empty").replace(" ", "") in "".join(texts).replace(" ", "")     # wrapped over lines


@pytest.mark.parametrize("lang", LANGS)
def test_a_damaged_records_file_is_set_aside_and_named_on_the_screen(home, lang):
    (home / records.RECORDS_NAME).write_text("{not json", encoding="utf-8")
    app, surf = menu_app(lang=lang)
    app.persist = True
    open_records(app, surf)
    assert (home / "records.json.bad").exists() and not (home / records.RECORDS_NAME).exists()
    told = tr("records.problem.set_aside", file="records.json", aside="records.json.bad")
    assert told.replace(" ", "") in "".join(drawn_texts(app, surf)).replace(" ", "")      # wrapped over lines
