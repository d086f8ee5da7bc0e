"""Chronicles' guided first game played through the window with simulated input only.

The player reaches the lesson from the menu (the first-time offer), follows
the coach by clicking what it lights (a pack card, then "Pick"; a hand card,
then a slot; the reserve button; "Confirm placement" and its discard
warning; a build option; Next and "Show me" for the rivals' secret picks,
commits and builds) to the end, and starts a real game with the same seats.
Another test clicks what the coach did not ask for at every step (another
card, an empty spot, a number key and Enter for another pick) and checks
that neither the game nor the half-made placement changes and the lesson
still goes on.  In en, ru, uk.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.chronicles.state import BUILDING, RECRUIT
from game.ui.chronicles.board import ChroniclesBoardScene
from game.ui.scene import MessageDialog
from game.ui.tutorial.coach import CoachScene
from tests.tutorial_helpers import (
    coach_button,
    frames,
    lit,
    play_a_real_game,
    wrong_clicks_to_the_end,
)
from tests.tutorial_helpers import open_lesson_from_menu as open_lesson
from tests.ui_helpers import click, key

LANGS = ("en", "ru", "uk")


def open_lesson_from_menu(lang: str):
    return open_lesson("chronicles", ChroniclesBoardScene, lang)


def follow(app, surf, coach: CoachScene) -> int:
    """Do what the coach asks at the current step, with events only: click the lit
    target (again and again for a move built by several clicks), say yes to the
    placement's discard warning, press Next / "Show me".  Returns the clicks."""
    index = coach.cursor
    step = coach.step
    clicks = 0
    deadline = time.monotonic() + 20
    while coach.cursor == index:
        assert time.monotonic() < deadline, f"step {step.id}: the lesson did not move on"
        top = app.top
        if isinstance(top, MessageDialog):          # "Confirm placement": the leftover cards are discarded
            top.ensure_layout()
            frames(app, surf, 1, click(top.group.buttons[-1].rect.center))
        elif top is coach and step.kind in ("say", "watch") and coach.needs_next():
            nxt = coach_button(coach, "coach_next")
            assert nxt.enabled
            frames(app, surf, 1, click(nxt.rect.center))
        elif top is coach and step.kind in ("do", "until"):
            clicks += 1
            assert clicks < 8, f"step {step.id}: clicking what is lit does not finish it"
            frames(app, surf, 1, click(lit(coach).center))
        frames(app, surf)
        time.sleep(0.002)
        assert not app.errors, app.errors[-1]
    return clicks


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_lesson_by_clicks_then_a_real_game(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    tutorial = coach.tutorial
    board = coach.board
    seen = []
    clicks = {}
    while not coach.at_end:
        step = coach.step
        seen.append(step.id)
        text = coach.step_text()
        assert text and "{" not in text, (step.id, text)
        clicks[step.id] = follow(app, surf, coach)
        assert app.top is coach
    assert seen == [s.id for s in tutorial.steps[:-1]]
    assert coach.refusals == 0
    # the picks and the placement were each built by several clicks on what the coach lit
    assert clicks["pick_magpie"] == 2 and clicks["place_magpie"] == 2 and clicks["reserve"] == 2
    # the lesson taught what it says: the draft, the magpie's credit, both wars won, a township, aging
    state = board.ctl.match.state
    kinds = [e.kind for e in state.events]
    enters = [e.args for e in state.events if e.kind == "enter" and e.args["player"] == 0]
    assert [e["credit"] for e in enters] == [0, 1] and all(e["gold"] == 0 for e in enters)
    war = next(e.args for e in state.events if e.kind == "war")
    assert war["wins"][0] == 2 and war["strengths"][0] == 5
    me = state.players[0]
    assert me.buildings[0] == 1 and me.vp == 9 and me.gold == 4
    assert {"reveal", "income", "build", "leave"} <= set(kinds)
    assert state.round == 3 and state.phase == RECRUIT
    assert me.reserve is not None
    # the end offers a real game with the same seats
    play_a_real_game(app, surf, coach, ChroniclesBoardScene)
    assert not app.errors


def plan_of(board) -> tuple:
    plan = board.plan
    return None if plan is None else (list(plan.slots), plan.reserve, sorted(plan.discard), list(plan.order()))


def wrong_clicks(app, surf, coach: CoachScene) -> None:
    """What the coach did not ask for, at the current step: refused, nothing changes."""
    board = coach.board
    log = list(board.ctl.match.log)
    index, refusals = coach.cursor, coach.refusals
    step = coach.step
    board.ensure_layout()
    targets = [t.inflate(coach.u(8), coach.u(8)) for t in coach.targets()]
    plan = plan_of(board)
    # a card or build option the coach did not light (a pack, a hand card, a slot, an option)
    others = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] in ("pack", "hand", "slot", "build")
              and b.enabled and not any(t.colliderect(b.rect) for t in targets)]
    for b in others[:2]:
        frames(app, surf, 1, click(b.rect.center))
        assert app.top is coach, f"step {step.id}: a wrong click opened {app.top}"
    # another pick by its number key and Enter: a real move, refused at the gate (at a say step
    # Enter is the coach's Next)
    if board.phase() == RECRUIT and board.my_turn() and step.kind == "do":
        frames(app, surf, 1, key(pygame.K_2))
        frames(app, surf, 1, key(pygame.K_RETURN))
        assert app.top is coach
    # another build by its number key (the first option is "pass")
    if board.phase() == BUILDING and board.my_turn() and step.kind == "do":
        frames(app, surf, 1, key(pygame.K_1))
    # a click on an empty spot of the table (undo is no wrong click: it takes back the
    # learner's own move, tests/test_tutorial_undo.py)
    frames(app, surf, 1, click((board.kingdom_rect.right + 3, board.kingdom_rect.bottom - 3)))
    if step.kind == "say" and targets:
        frames(app, surf, 1, click(targets[0].center))
    frames(app, surf, 3)
    assert list(board.ctl.match.log) == log, f"step {step.id}: a wrong click changed the game"
    assert coach.cursor == index, f"step {step.id}: a wrong click moved the lesson"
    if step.kind == "until":
        assert plan_of(board) == plan, f"step {step.id}: a wrong click changed the half-made placement"
    if step.kind != "watch":
        assert coach.refusals > refusals, f"step {step.id}: nothing was refused"
        assert board.message, f"step {step.id}: the refusal says why"
    assert not app.errors, app.errors[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_clicks_neither_advance_nor_break_the_lesson(lang):
    app, surf, coach = open_lesson_from_menu(lang)
    wrong_clicks_to_the_end(app, surf, coach, wrong_clicks, lambda step: follow(app, surf, coach), explained=False)
    assert coach.refusals > 40
    assert coach.ctl.match.state.round == 3 and not app.errors


def test_a_click_off_the_lit_card_keeps_the_half_made_placement():
    """Midway through the placement (the Magpie in Top 2), a click on another hand
    card or on another slot is refused and the plan stays as it was."""
    app, surf, coach = open_lesson_from_menu("en")
    while coach.step.id != "place_digger":
        follow(app, surf, coach)
    board = coach.board
    before = plan_of(board)
    assert before is not None and board.plan.uid_at(1) is not None
    digger = lit(coach)
    other = next(b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "hand"
                 and not b.rect.colliderect(digger))
    frames(app, surf, 1, click(other.rect.center))
    frames(app, surf, 1, click(digger.center))                   # the lit Gem Digger is chosen…
    assert board.selected is not None and board.selected[0] == "hand"
    refused = coach.refusals
    frames(app, surf, 1, click(board.slot_rects[0].center))      # …but not put into Top 1 (unlit)
    frames(app, surf, 2)
    assert coach.refusals == refused + 1 and plan_of(board) == before
    frames(app, surf, 1, click(lit(coach).center))                # the lit Bottom 2 takes it
    frames(app, surf, 2)
    assert coach.step.id == "pay_order"


def test_picking_keys_meet_the_same_gate_as_clicks():
    """Midway through the placement, the keys that build it (a hand card's number,
    a slot's letter, R for the reserve, D to take back) are refused off the lit
    target exactly as clicks are, and the half-made placement stays; the lit card's
    number and the lit slot's letter build it.  (Before the keys went through the
    coach's gate, another card's number chose it and Q put it in Top 1.)"""
    app, surf, coach = open_lesson_from_menu("en")
    while coach.step.id != "place_digger":
        follow(app, surf, coach)
    board = coach.board
    before = plan_of(board)
    hand = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "hand"]
    digger = lit(coach)
    number = next(i for i, b in enumerate(hand) if b.rect.colliderect(digger))
    wrong_number = next(i for i, b in enumerate(hand) if not b.rect.colliderect(digger))
    for k in (pygame.K_1 + wrong_number, pygame.K_q, pygame.K_r, pygame.K_d, pygame.K_p):
        refused = coach.refusals
        frames(app, surf, 1, key(k))
        frames(app, surf, 1)
        assert coach.refusals == refused + 1, f"key {pygame.key.name(k)} was not refused"
        assert plan_of(board) == before and board.selected is None, f"key {pygame.key.name(k)} changed the placement"
        assert board.message
    frames(app, surf, 1, key(pygame.K_1 + number))               # the lit Gem Digger, by its number
    frames(app, surf, 1)
    assert board.selected is not None and board.selected[0] == "hand"
    refused = coach.refusals
    frames(app, surf, 1, key(pygame.K_z))                        # Bottom 1: not lit
    frames(app, surf, 1)
    assert coach.refusals == refused + 1 and plan_of(board) == before
    frames(app, surf, 1, key(pygame.K_x))                        # Bottom 2: lit
    frames(app, surf, 2)
    assert coach.step.id == "pay_order"
    placed = plan_of(board)
    frames(app, surf, 1, key(pygame.K_q))                        # the coach is talking: keys wait too
    frames(app, surf, 1)
    assert plan_of(board) == placed and coach.step.id == "pay_order"
    assert not app.errors


def test_a_chosen_card_clicked_again_is_picked_as_the_coach_says():
    """The coach says "click it, then Pick (or click it twice)": the second click on
    the chosen card picks it, by mouse and by its number key, with no refusal.
    (The gate lit only "Pick" once the card was chosen, so it refused the very
    click the coach had asked for.)"""
    app, surf, coach = open_lesson_from_menu("en")
    board = coach.board
    for press in ("click", "key"):
        while board.phase() != RECRUIT or coach.step.kind != "do":
            follow(app, surf, coach)
        step, refused = coach.step.id, coach.refusals
        card = lit(coach)
        pack = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "pack"]
        number = next(i for i, b in enumerate(pack) if b.rect.colliderect(card))
        for _ in range(2):
            frames(app, surf, 1, click(card.center) if press == "click" else key(pygame.K_1 + number))
            frames(app, surf, 2)
        assert coach.refusals == refused, f"{press}: the second {press} on the chosen card was refused"
        assert coach.step.id != step, f"{press}: the card clicked twice was not picked"
    assert not app.errors


def leave_and_carry_on(app, surf, coach: CoachScene, tmp_path) -> CoachScene:
    """Esc, "Leave", then the menu's "Learn to play" and "Carry on": the coach again."""
    from game.ui.controller import writer
    from game.ui.i18n import tr

    frames(app, surf, 1, key(pygame.K_ESCAPE))
    dialog = app.top
    assert isinstance(dialog, MessageDialog)
    dialog.ensure_layout()
    frames(app, surf, 1, click(dialog.group.buttons[-1].rect.center))
    writer().submit(lambda: None).result(10)
    assert (tmp_path / "tutorials" / "chronicles.json").exists()
    menu = app.top
    menu.chosen = "chronicles"
    menu.follow_chosen()
    menu.ensure_layout()
    frames(app, surf, 1, click(menu.learn_button.rect.center))
    ask = app.top
    assert isinstance(ask, MessageDialog) and ask.title_text == tr("tutorial.resume.title", game=tr("chronicles.name"))
    ask.ensure_layout()
    frames(app, surf, 2, click(ask.group.buttons[-1].rect.center))       # carry on
    again = app.top
    assert isinstance(again, CoachScene) and again is not coach
    frames(app, surf, 2)
    return again


def test_a_half_made_placement_is_kept_across_leaving_and_carry_on(tmp_path, monkeypatch):
    """The Magpie and the Gem Digger placed, the coach explaining the pay order:
    Esc, Leave, "Carry on" finds the same step and the same half-made placement, and
    the lesson goes on to the end from there.  So does a card picked in the pack and
    not yet taken.  (Before, "Carry on" came back to the placement's start with
    nothing placed.)"""
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    app, surf, coach = open_lesson_from_menu("en")
    app.persist = True                       # the lesson's own autosave, in the temporary home
    coach.ctl.autosave = tmp_path / "tutorials" / "chronicles.json"
    coach.ctl.autosave.parent.mkdir(parents=True, exist_ok=True)
    while coach.step.id != "pick_digger":
        follow(app, surf, coach)
    frames(app, surf, 1, click(lit(coach).center))               # the Gem Digger picked, not yet taken
    frames(app, surf, 1)
    picked = coach.board.selected
    assert picked is not None and picked[0] == "pack"
    coach = leave_and_carry_on(app, surf, coach, tmp_path)
    assert coach.step.id == "pick_digger" and coach.board.selected == picked
    while coach.step.id != "pay_order":
        follow(app, surf, coach)
    before = plan_of(coach.board)
    assert coach.board.plan.uid_at(1) is not None and coach.board.plan.uid_at(4) is not None
    coach = leave_and_carry_on(app, surf, coach, tmp_path)
    assert coach.step.id == "pay_order", coach.step.id
    assert plan_of(coach.board) == before
    while not coach.at_end:
        follow(app, surf, coach)
    assert coach.ctl.match.state.round == 3 and not app.errors


def drag(app, surf, start, end) -> None:
    frames(app, surf, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    frames(app, surf, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    frames(app, surf, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    frames(app, surf, 1)


def test_a_drop_off_the_lit_slot_is_refused_like_a_click():
    """Dragging the lit Magpie onto an unlit slot (Bottom 2) is refused and the drag
    ends (the placement unchanged, no card left under the mouse; the Magpie stays
    chosen and Top 2 is lit); a drag onto the lit Top 2 places it.  (Before, the
    drop placed it in Bottom 2.)"""
    app, surf, coach = open_lesson_from_menu("en")
    while coach.step.id != "place_magpie":
        follow(app, surf, coach)
    board = coach.board
    before = plan_of(board)
    magpie = lit(coach).center
    refused = coach.refusals
    drag(app, surf, magpie, board.slot_rects[4].center)
    assert coach.refusals == refused + 1 and plan_of(board) == before and board.drag is None
    assert board.message
    assert board.selected is not None and lit(coach) == board.slot_rects[1]
    frames(app, surf, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)])   # let go of it
    assert board.selected is None
    drag(app, surf, lit(coach).center, board.slot_rects[1].center)
    frames(app, surf, 2)
    assert coach.step.id == "place_digger" and board.plan.uid_at(1) is not None
    assert not app.errors
