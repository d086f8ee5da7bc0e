"""Galaxies' guided first game played through the window with simulated input only.

The player reaches the lesson from the menu (the first-time offer), follows
the coach by clicking what it lights, in order (a die, then the lit surface
or button; a panel option; Next, "Show me" for the rival's scripted moves)
to the end of the first part, goes on ("Next: Solo game") to the solo part,
where "Show me" lets the hostile galaxy's turn play step by step (the rules'
own automaton steps, played by the controller), to its end, and starts a real
solo game with the same seats; other tests click and press what the coach did
not ask for in both parts and check that nothing changes and the lesson still
goes on, start a real game from the first part's end, and resume the solo
part from the menu.  In en, ru, uk.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.tutorial import Step
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.tutorial import lesson
from game.ui.tutorial.chooser import PartChooser
from game.ui.tutorial.coach import CoachScene
from game.ui.tutorial.stage import walk_to
from tests.tutorial_helpers import (
    coach_button,
    frames,
    play_a_real_game,
    wait_for,
    wrong_clicks_to_the_end,
)
from tests.tutorial_helpers import open_lesson_from_menu as open_lesson
from tests.ui_helpers import click, key, menu_app

LANGS = ("en", "ru", "uk")


def open_lesson_from_menu(lang: str):
    return open_lesson("galaxies", GalaxiesBoardScene, lang)


def follow(app, surf, coach: CoachScene, step: Step) -> None:
    """Do what the coach asks at ``step``, with events only: Next / "Show me",
    or the lit targets clicked in order (a die, then where it goes)."""
    index = coach.cursor
    if step.kind in ("say", "watch"):
        nxt = coach_button(coach, "coach_next")
        assert nxt.enabled
        frames(app, surf, 1, click(nxt.rect.center))
    else:
        for k in range(4):
            rects = coach.targets()
            assert rects, f"step {step.id}: nothing lit {coach.board.pick_prefix} {coach.board.decision} {coach.board.ctl.match.log[-2:]}"
            frames(app, surf, 2, click(rects[min(k, len(rects) - 1)].center))
            if coach.cursor > index:
                break
    wait_for(app, surf, lambda: coach.cursor > index)


def play_part(app, surf, coach: CoachScene) -> list[str]:
    """Every step of the part shown, by clicks, to its end; the step ids seen."""
    seen = []
    while not coach.at_end:
        step = coach.step
        seen.append(step.id)
        text = coach.step_text()
        assert text and "{" not in text, (step.id, text)
        follow(app, surf, coach, step)
        assert app.top is coach and not app.errors
    return seen


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_lesson_by_clicks_then_the_solo_part_then_a_real_solo_game(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    tutorial = coach.tutorial
    assert play_part(app, surf, coach) == [s.id for s in tutorial.steps[:-1]]
    assert coach.refusals == 0
    board = coach.board
    # the lesson taught what it says: a landing used, Lyrra colonized, the empire upgraded, a follow
    me = board.ctl.match.view(0)["empires"][0]
    assert me["colonies"] == ["P01"] and me["level"] == 3
    assert board.ctl.match.view(0)["my_mission"] == "M10"
    kinds = [e.kind for e in board.ctl.match.state.events]
    assert {"mission_kept", "planet_effect", "convert", "reroll", "colonize", "upgrade", "follow"} <= set(kinds)
    assert board.ctl.match.view(0)["empires"][1]["colonies"] == ["P02"]
    # the first part's end leads on to the solo part, on a solo table of its own
    frames(app, surf, 2, click(coach_button(coach, "coach_part").rect.center))
    solo = app.top
    assert isinstance(solo, CoachScene) and solo is not coach and solo.tutorial == tutorial.next
    assert isinstance(solo.board, GalaxiesBoardScene) and solo.board.solo and solo.ctl.automata
    assert solo.cursor == 0 and not solo.ctl.match.log
    assert play_part(app, surf, solo) == [s.id for s in tutorial.next.steps[:-1]]
    assert solo.refusals == 0
    match = solo.ctl.match
    view = match.view(0)
    mine, hostile = view["empires"]
    # what the solo part teaches happened: your colony, a copy; the hostile galaxy's
    # energy, colony, blocked die rerolled, attack, ship into orbit and level up, as logged steps
    assert mine["colonies"][-1] == "P17" and mine["vp"] == 16 and (mine["energy"], mine["culture"]) == (1, 0)
    assert hostile["colonies"][-1] == "P09" and hostile["level"] == 2 and hostile["vp"] == 12
    kinds = [e.kind for e in match.state.events]
    for kind in ("hostile_turn", "hostile_acquire", "copy", "hostile_auto_reroll", "hostile_attack", "attack_part",
                 "hostile_move", "hostile_level"):
        assert kind in kinds, kind
    steps = [a[1] for seat, a in match.log if seat == 1]
    assert steps == ["roll", "act", "roll", "act", "roll", "reroll", "act", "attack_part", "roll", "act", "level", "end"]
    assert view["active"] == 0 and not match.is_over()
    # the end offers a real solo game against the same hostile galaxy, with the same seats
    assert solo.step.id == "solo_end" and not any(b.data == "coach_part" for b in solo.group.buttons)
    real = play_a_real_game(app, surf, solo, GalaxiesBoardScene)
    config = real.ctl.match.config
    assert config.players == 1 and config.variant == "hostile1"
    assert [s.kind for s in real.ctl.seats] == ["human"] and real.ctl.automata
    assert not app.errors


def test_the_first_part_offers_a_real_game_too():
    app, surf, coach = open_lesson_from_menu("en")
    walk_to(coach, len(coach.tutorial.steps) - 1)
    frames(app, surf, 2)
    assert coach.at_end
    labels = {b.data: b.label for b in coach.group.buttons}
    assert labels["coach_part"] == tr("tutorial.end.next", part=tr("galaxies.tutorial.part.solo")) == "Next: Solo game"
    real = play_a_real_game(app, surf, coach, GalaxiesBoardScene)
    assert real.ctl.match.config.players == 2
    assert not app.errors


def wrong_clicks(app, surf, coach: CoachScene) -> None:
    """Everything the coach did not ask for: each refused or harmless, nothing changes."""
    board = coach.board
    log = list(board.ctl.match.log)
    index, refusals = coach.cursor, coach.refusals
    step = coach.step
    targets = coach.targets()
    board.ensure_layout()
    # an option of the decision panel the coach did not light (a real move, refused)
    other = [b for b in board.option_buttons if b.enabled and not any(t.colliderect(b.rect) for t in targets)]
    if other and step.kind == "do":
        frames(app, surf, 1, click(other[-1].rect.center))
    # end the turn, reroll every die, use the converter: by key
    frames(app, surf, 1, key(pygame.K_e))
    if step.id != "reroll":
        frames(app, surf, 1, key(pygame.K_r))
    # a planet's card text nobody lit; a disabled Next (undo is no wrong click: it takes
    # back the learner's own move, tests/test_tutorial_undo.py)
    if "part:3:card" not in step.highlight:
        frames(app, surf, 1, click(board.part_rects[(3, "card")].center))
    assert list(board.ctl.match.log) == log, f"step {step.id}: a wrong key changed the game"
    nxt = coach_button(coach, "coach_next")
    if not nxt.enabled:
        frames(app, surf, 1, click(nxt.rect.center))
    if step.kind == "say" and targets:
        frames(app, surf, 1, click(targets[0].center))
    if board.selected or board.pick_prefix or board.narrowed is not None:     # a right click lets go of a picked die
        frames(app, surf, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 700), button=3)])
    frames(app, surf, 3)
    assert app.top is coach, f"step {step.id}: {app.top} covers the lesson"
    assert list(board.ctl.match.log) == log, f"step {step.id}: a wrong click changed the game"
    assert coach.cursor == index, f"step {step.id}: a wrong click moved the lesson"
    mover = coach.tutorial.mover(step)
    others = [a for a in board.ctl.match.legal(mover) if not step.fits(a)] if step.kind == "do" else [()]
    legal = board.ctl.match.legal(mover) if step.kind == "do" else []
    a_move = bool(other) and step.kind == "do" and other[-1].data[2] in legal   # (else a first part: it only narrows the panel)
    if others and (a_move or step.kind != "do" or any(a[0] in ("end", "reroll") for a in others)):
        assert coach.refusals > refusals, f"step {step.id}: nothing was refused"
    else:                       # every legal move fits (the draft): the board says why the click did nothing
        assert board.message, f"step {step.id}: a wrong click went unexplained"
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_clicks_neither_advance_nor_break_the_lesson(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    wrong_clicks_to_the_end(app, surf, coach, wrong_clicks, lambda step: follow(app, surf, coach, step))
    assert coach.refusals > 15
    assert not app.errors


def before_show_me(app, surf, coach: CoachScene) -> None:
    """Before "Show me": the top bar offers the narration's Next and Skip (with
    animations on; they act as "Show me": tests/test_tutorial_watch.py), and a
    click on the board plays nothing and is explained."""
    board = coach.board
    log, index = list(board.ctl.match.log), coach.cursor
    app.settings.anim_speed = "normal"          # the narration's controls show
    board.rebuild()
    board.ensure_layout()
    labels = (tr("narration.next"), tr("narration.skip"))
    hurry = [b for b in board.group.buttons if b.data == "top" and b.label in labels]
    assert len(hurry) == 2, f"step {coach.step.id}: no Next and Skip in the top bar"
    frames(app, surf, 2, click(board.part_rects[(3, "card")].center))
    assert app.top is coach
    assert list(board.ctl.match.log) == log and coach.cursor == index, f"step {coach.step.id}: the automaton played on"
    assert coach.board.message, f"step {coach.step.id}: the refused click went unexplained"
    app.settings.anim_speed = "off"
    board.rebuild()


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_clicks_in_the_solo_part_neither_advance_nor_break_it(lang):
    app, surf = menu_app((1280, 800), lang)
    lesson.open_lesson(app, "galaxies", part=1)
    coach = app.top
    assert isinstance(coach, CoachScene) and coach.tutorial.part == "solo"
    watched = 0
    while not coach.at_end:
        step = coach.step
        if step.kind == "watch":
            before_show_me(app, surf, coach)
            watched += 1
        else:
            wrong_clicks(app, surf, coach)
        if step.kind == "do":
            assert coach.board.message, f"step {step.id}: the refusal says why"
        follow(app, surf, coach, step)
    assert watched == 6
    assert coach.refusals > 12
    assert [a[1] for seat, a in coach.ctl.match.log if seat == 1][-1] == "end"
    assert not app.errors


def test_the_menu_resumes_the_solo_part_where_it_was_left(tmp_path, monkeypatch):
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    app, surf, coach = open_lesson_from_menu("en")
    app.persist = True                       # the lesson's own autosave, in the temporary home
    coach.ctl.autosave = tmp_path / "tutorials" / "galaxies.json"
    coach.ctl.autosave.parent.mkdir(parents=True, exist_ok=True)
    walk_to(coach, len(coach.tutorial.steps) - 1)
    frames(app, surf, 2)
    frames(app, surf, 2, click(coach_button(coach, "coach_part").rect.center))
    from game.ui.controller import writer

    def leave_and_come_back() -> CoachScene:
        frames(app, surf, 1, key(pygame.K_ESCAPE))
        dialog = app.top
        assert isinstance(dialog, MessageDialog)
        dialog.ensure_layout()
        frames(app, surf, 1, click(dialog.group.buttons[-1].rect.center))
        writer().submit(lambda: None).result(10)
        menu = app.top
        menu.chosen = "galaxies"
        menu.follow_chosen()
        menu.ensure_layout()
        frames(app, surf, 1, click(menu.learn_button.rect.center))
        ask = app.top                        # the first part was finished: the chooser, "Carry on" first
        assert isinstance(ask, PartChooser) and ask.title_text == tr("tutorial.resume.title", game=tr("galaxies.name"))
        ask.ensure_layout()
        assert [b.data for b in ask.group.buttons] == ["carry_on", "beginning", "part:solo", "cancel"]
        frames(app, surf, 2, click(ask.group.buttons[0].rect.center))       # carry on
        back = app.top
        assert isinstance(back, CoachScene) and back.tutorial.part == "solo"
        return back

    solo = app.top
    assert solo.tutorial.part == "solo"
    writer().submit(lambda: None).result(10)
    assert (tmp_path / "tutorials" / "galaxies.json").exists()      # the solo part is saved at once
    solo = leave_and_come_back()                                      # left before any move: still the solo part
    assert solo.step.id == "solo_welcome" and not solo.ctl.match.log
    for _ in range(6):                       # welcome, your turn, colonize, culture, its Energy, the copy
        follow(app, surf, solo, solo.step)
    assert solo.step.id == "hostile_colonizes"
    solo = leave_and_come_back()
    assert solo.step.id == "hostile_colonizes" and len(solo.ctl.match.log) == 5
    follow(app, surf, solo, solo.step)
    assert solo.step.id == "hostile_blocked"
    assert solo.ctl.match.view(0)["empires"][1]["colonies"][-1] == "P09"
    assert not app.errors


def test_show_me_plays_the_hostile_galaxy_step_by_step_at_the_narration_pace():
    """With animations on, "Show me" plays the automaton's steps one per
    narration step (``pace.step_seconds``), and no further than its watch step."""
    from game.ui.table import pace

    app, surf = menu_app((1280, 800), "en")
    lesson.open_lesson(app, "galaxies", part=1)
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == "hostile_colonizes"))
    app.settings.anim_speed = "normal"
    seconds = pace.step_seconds(app.settings)
    assert seconds >= 0.9
    log = len(coach.ctl.match.log)
    frames(app, surf, 3)
    assert len(coach.ctl.match.log) == log          # nothing before "Show me"
    coach.ctl.hurry = True      # Skip pressed during an earlier watch step: this one is told at the pace again
    started = time.monotonic()
    frames(app, surf, 2, click(coach_button(coach, "coach_next").rect.center))
    wait_for(app, surf, lambda: len(coach.ctl.match.log) > log)
    assert len(coach.ctl.match.log) == log + 1        # the roll: the act waits for the next narration step
    wait_for(app, surf, lambda: coach.step.id == "hostile_blocked")
    assert time.monotonic() - started >= seconds * 0.9
    assert len(coach.ctl.match.log) == log + 2
    frames(app, surf, 3)
    time.sleep(seconds * 1.2)
    frames(app, surf, 3)
    assert len(coach.ctl.match.log) == log + 2 and coach.step.id == "hostile_blocked"   # the next die waits for "Show me"
    assert not app.errors


def open_learn(app, surf, game: str = "galaxies"):
    """The menu's "Learn to play" for ``game``; what it opens."""
    menu = app.top
    menu.chosen = game
    menu.follow_chosen()
    menu.ensure_layout()
    frames(app, surf, 2, click(menu.learn_button.rect.center))
    return app.top


@pytest.mark.parametrize("lang", LANGS)
def test_after_the_first_part_the_menu_starts_the_solo_part_directly(lang, tmp_path, monkeypatch):
    """Finish the first part, choose "Menu" (its save is gone), then "Learn to
    play" asks where to start: the solo part, chosen by keys, is played by
    clicks to its end; its end is remembered too; the settings keep it all."""
    from game.ui.settings import load_settings

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    app, surf, coach = open_lesson_from_menu(lang)
    app.persist = True
    assert lesson.reached_parts(app, coach.tutorial) == []
    walk_to(coach, len(coach.tutorial.steps) - 1)
    frames(app, surf, 2)
    frames(app, surf, 2, click(coach_button(coach, "coach_menu").rect.center))
    assert not (tmp_path / "tutorials" / "galaxies.json").exists()
    assert load_settings(tmp_path / "settings.json").games["galaxies"][lesson.FINISHED] == "first"
    chooser = open_learn(app, surf)
    assert isinstance(chooser, PartChooser)
    chooser.ensure_layout()
    labels = {b.data: b.label for b in chooser.group.buttons}
    assert list(labels) == ["beginning", "part:solo", "cancel"]             # nothing left unfinished: no "Carry on"
    title = tr("galaxies.tutorial.part.solo")
    assert labels["part:solo"] == title[:1].upper() + title[1:] and len(set(labels.values())) == 3
    assert all(label and "{" not in label for label in labels.values())
    frames(app, surf, 1, key(pygame.K_ESCAPE))                              # Esc: back to the menu, nothing started
    assert not isinstance(app.top, (PartChooser, CoachScene))
    chooser = open_learn(app, surf)
    frames(app, surf, 1, key(pygame.K_DOWN))
    frames(app, surf, 2, key(pygame.K_RETURN))                              # the solo part, by keys
    solo = app.top
    assert isinstance(solo, CoachScene) and solo.tutorial.part == "solo"
    assert solo.cursor == 0 and not solo.ctl.match.log and solo.board.solo
    assert play_part(app, surf, solo) == [s.id for s in solo.tutorial.steps[:-1]]
    assert solo.refusals == 0 and solo.step.id == "solo_end"
    frames(app, surf, 2, click(coach_button(solo, "coach_menu").rect.center))
    assert load_settings(tmp_path / "settings.json").games["galaxies"][lesson.FINISHED] == "first solo"
    chooser = open_learn(app, surf)
    chooser.ensure_layout()
    frames(app, surf, 2, click(chooser.group.buttons[0].rect.center))      # from the beginning
    again = app.top
    assert isinstance(again, CoachScene) and again.tutorial.part == "" and not again.ctl.match.log
    assert not app.errors


@pytest.mark.parametrize("damaged", [5, "", "  ", "solo", None])
def test_a_damaged_or_missing_finished_entry_starts_the_first_part(damaged):
    """A settings entry the chooser cannot use offers nothing more: "Learn to play"
    starts the first part as before."""
    app, surf = menu_app((1280, 800), "en")
    if damaged is not None:
        app.settings.games.setdefault("galaxies", {})[lesson.FINISHED] = damaged
    app.settings.games.setdefault("galaxies", {})["tutorial_offered"] = True
    coach = open_learn(app, surf)
    assert isinstance(coach, CoachScene) and coach.tutorial.part == "" and not app.errors
