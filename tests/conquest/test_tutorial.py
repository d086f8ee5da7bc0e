"""Conquest's guided first game played through the window with simulated input only.

The player reaches the lesson from the menu (the first-time offer), follows
the coach by clicking what it lights (Next, the lit line, the lit button,
"Show me" for the rival's scripted moves) to the end, and starts a real game
with the same seats; another test clicks everything the coach did not ask for
and checks that nothing changes and the lesson still goes on.  In en, ru, uk.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.tutorial import Step
from game.ui.conquest.board import ConquestBoardScene
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.tutorial.coach import CoachScene
from tests.tutorial_helpers import (
    coach_button,
    frames,
    lit,
    play_a_real_game,
    wait_for,
    wrong_clicks_to_the_end,
)
from tests.tutorial_helpers import open_lesson_from_menu as open_lesson
from tests.ui_helpers import click, key

LANGS = ("en", "ru", "uk")


def open_lesson_from_menu(lang: str):
    return open_lesson("conquest", ConquestBoardScene, lang)


def follow(app, surf, coach: CoachScene, step: Step) -> None:
    """Do what the coach asks at ``step``, with events only."""
    index = coach.cursor
    if step.kind in ("say", "watch"):
        nxt = coach_button(coach, "coach_next")
        assert nxt.enabled
        frames(app, surf, 1, click(nxt.rect.center))
    else:
        frames(app, surf, 1, click(lit(coach).center))
    wait_for(app, surf, lambda: coach.cursor > index)


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_lesson_by_clicks_then_a_real_game(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    tutorial = coach.tutorial
    seen = []
    while not coach.at_end:
        step = coach.step
        seen.append(step.id)
        text = coach.step_text()
        assert text and "{" not in text, (step.id, text)
        follow(app, surf, coach, step)
        assert app.top is coach and not app.errors
    assert seen == [s.id for s in tutorial.steps[:-1]]
    board = coach.board
    assert coach.refusals == 0
    # the lesson taught what it says: Oakhollow and Cinderford taken, Saltreach stacked, a failed rival turn
    view = board.ctl.match.view(0)
    cities = {c["id"]: c for c in view["cities"]}
    assert cities["oakhollow"]["owner"] == 0 and cities["cinderford"]["owner"] == 0
    assert cities["gullwatch"]["stacked"] and cities["brinehaven"]["stacked"]
    assert cities["galehold"]["owner"] == -1
    kinds = [e.kind for e in board.ctl.match.state.events]
    assert {"conquer_from", "province_complete", "turn_failed", "lose_die"} <= set(kinds)
    assert board.hint_on
    # the end offers a real game with the same seats
    play_a_real_game(app, surf, coach, ConquestBoardScene)
    assert not app.errors


def wrong_clicks(app, surf, coach: CoachScene) -> None:
    """Everything the coach did not ask for: each refused or harmless, nothing changes."""
    board = coach.board
    log = list(board.ctl.match.log)
    index, refusals = coach.cursor, coach.refusals
    step = coach.step
    targets = coach.targets()
    board.ensure_layout()
    # a line the coach did not light that the rules would take (a real move, refused by the coach)
    legal_other = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line" and b.enabled
                   and not any(t.colliderect(b.rect) for t in targets)]
    if legal_other:
        frames(app, surf, 1, click(legal_other[0].rect.center))
        assert board.message, "a refused move is explained"
    # lose a die by key when the coach did not ask for it
    if step.kind != "do" or step.patterns[0][0] != "lose_die":
        frames(app, surf, 1, key(pygame.K_r))
    # abandon the attack, confirmed in its dialog
    if board.my_turn():
        frames(app, surf, 1, key(pygame.K_a))
        if isinstance(app.top, MessageDialog):
            app.top.ensure_layout()
            frames(app, surf, 1, click(app.top.group.buttons[-1].rect.center))
        assert app.top is coach
    # undo (refused by the rules: each move of this lesson rolls dice); a click on the empty backdrop; a disabled Next
    frames(app, surf, 1, key(pygame.K_u))
    frames(app, surf, 1, click((board.city_map.area.right - 5, board.city_map.area.bottom - 5)))
    nxt = coach_button(coach, "coach_next")
    if not nxt.enabled:
        frames(app, surf, 1, click(nxt.rect.center))
    # a say step: its lit target clicked instead of Next
    if step.kind == "say" and targets:
        frames(app, surf, 1, click(targets[0].center))
    frames(app, surf, 3)
    assert list(board.ctl.match.log) == log, f"step {step.id}: a wrong click changed the game"
    assert coach.cursor == index, f"step {step.id}: a wrong click moved the lesson"
    if step.kind != "watch" and board.my_turn():
        assert coach.refusals > refusals, f"step {step.id}: nothing was refused"
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_clicks_neither_advance_nor_break_the_lesson(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    wrong_clicks_to_the_end(app, surf, coach, wrong_clicks, lambda step: follow(app, surf, coach, step))
    assert coach.refusals > 10
    assert not app.errors


def test_esc_leaves_and_the_menu_resumes_the_lesson(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    app, surf, coach = open_lesson_from_menu("en")
    app.persist = True                       # the lesson's own autosave, in the temporary home
    coach.ctl.autosave = tmp_path / "tutorials" / "conquest.json"
    coach.ctl.autosave.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(6):                       # welcome, dice, lines, fill, reroll, lose a die
        follow(app, surf, coach, coach.step)
    step_id = coach.step.id
    frames(app, surf, 1, key(pygame.K_ESCAPE))
    dialog = app.top
    assert isinstance(dialog, MessageDialog)
    dialog.ensure_layout()
    frames(app, surf, 1, click(dialog.group.buttons[-1].rect.center))
    from game.ui.controller import writer
    writer().submit(lambda: None).result(10)
    assert (tmp_path / "tutorials" / "conquest.json").exists()
    assert (tmp_path / "saves").exists() is False or not any((tmp_path / "saves").iterdir())   # not a real save
    menu = app.top
    menu.chosen = "conquest"
    menu.follow_chosen()
    menu.ensure_layout()
    frames(app, surf, 1, click(menu.learn_button.rect.center))
    ask = app.top
    assert isinstance(ask, MessageDialog) and ask.title_text == tr("tutorial.resume.title", game=tr("conquest.name"))
    ask.ensure_layout()
    frames(app, surf, 2, click(ask.group.buttons[-1].rect.center))       # carry on
    coach = app.top
    assert isinstance(coach, CoachScene)
    assert coach.step.id == step_id == "fill_second"
    follow(app, surf, coach, coach.step)
    assert coach.step.id == "conquered"
