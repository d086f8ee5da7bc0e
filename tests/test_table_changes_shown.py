"""What changed is shown where it happened (issue 30), in every registered game:
a counter that changes shows its delta in the next frames (through the kit's
one clock, and never with animations off); a bot's move stays marked at bot
speed Instant until the person acts; a summary that concerns a person stays
until dismissed at every speed; a paged decision list always shows its way out.

The frames are played the window's way and checked by ``FrameTruth`` (the
screen is the state's) while these checks run.
"""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from game.registry import windowed
from game.ui.i18n import signed
from game.ui.screenshot import SHELL_SCENES, scenes_of
from game.ui.table.paging import declines, page_count, page_of
from tests.frame_truth import FrameTruth
from tests.test_ui_frame_truth import SIZE, controller, person_moves, staged

GAMES = [e.id for e in windowed()]
SPACE = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)


def board_scene(game: str) -> str:
    scenes = scenes_of(game)
    return "board" if "board" in scenes else next(s for s in scenes if s not in SHELL_SCENES + ("setup",))


def table(app):
    return next(s for s in app.stack if getattr(s, "ctl", None) is not None)


def open_board(game: str, anim: str, bots: str = "instant"):
    app = staged(game, board_scene(game), 3)
    app.settings.anim_speed = anim
    app.settings.bot_speed = bots
    return app, table(app), FrameTruth(app, SIZE)


def step_events(app, board, rng: random.Random) -> list:
    """A person plays on: a random legal move, or Space for what waits in front of the board."""
    if app.top is not board:
        return [SPACE]
    if rng.random() < 0.4:
        person_moves(app, rng)
    return []


@pytest.mark.parametrize("game", GAMES)
def test_every_counter_change_on_screen_shows_its_delta_in_the_next_frames(game):
    rng = random.Random(zlib.crc32(f"deltas.{game}".encode()))
    app, board, truth = open_board(game, "normal")
    truth.run(0.5, 0.1)
    since: dict = {}                   # counter -> what changed since its pulse began (the test's own sum)
    checked = 0
    for i in range(520):
        if board.ctl.match.is_over() or board not in app.visible():
            break
        before = dict(board.counter_seen)
        ends = {k: board.motions.get(("delta", k)).end for k in board.deltas_now()}
        # a person's move at this time (then a frame that draws it), or a frame 0.1 s on where bots move
        events = step_events(app, board, rng) if i % 2 == 0 else []
        truth.frame(events, 0.0 if i % 2 == 0 else 0.1)
        assert not app.errors, app.errors[-1]
        if board not in app.visible():
            break
        since = {k: v for k, v in since.items() if ends.get(k, 0) > app.now}     # a pulse that ended starts afresh
        for key, value in board.counter_seen.items():
            if key in before and before[key] != value:
                since[key] = since.get(key, 0) + value - before[key]
        now = board.deltas_now()
        for key, total in since.items():
            if key not in board.counter_seen:
                continue                   # no longer on the table (Conquest's dice lost, once the turn is over)
            if total == 0:
                assert key not in now
                continue
            assert now.get(key) == total, f"{key}: the pulse shows {now.get(key)}, the counter moved {total}"
            assert key in board.counter_spots(), f"{key} changed but the board never drew it"
            assert board.shown_deltas.get(key) == signed(total), f"{key}: {board.shown_deltas.get(key)!r} drawn, {signed(total)} meant"
            checked += 1
    assert checked >= 3, "too few counter changes were seen to check"
    assert set(board.counter_values(board.table)) <= set(board.counter_spots()), "a counter the board reports is never drawn"
    truth.run(3.0, 0.25)                # every pulse runs out: nothing is left drawn over the counters
    assert not board.deltas_now()
    assert board not in app.visible() or not board.shown_deltas     # (the scores may stand over a finished game)


@pytest.mark.parametrize("game", GAMES)
def test_with_animations_off_a_counter_just_shows_its_new_value(game):
    rng = random.Random(zlib.crc32(f"still.{game}".encode()))
    app, board, truth = open_board(game, "off")
    moved = 0
    for _ in range(120):
        if board.ctl.match.is_over() or board not in app.visible():
            break
        before = dict(board.counter_seen)
        truth.frame(step_events(app, board, rng), 0.1)
        moved += before != board.counter_seen
        assert not board.deltas_now() and not board.shown_deltas
    assert moved and not app.errors


@pytest.mark.parametrize("game", GAMES)
def test_a_bots_moves_stay_marked_at_instant_until_the_person_acts(game):
    rng = random.Random(zlib.crc32(f"marks.{game}".encode()))
    app, board, truth = open_board(game, "off")
    ctl = board.ctl
    for _ in range(400):                 # play until bots' moves are marked and a person is to act
        truth.frame(step_events(app, board, rng) if not board.marked else ([SPACE] if app.top is not board else []), 0.1)
        assert not app.errors, app.errors[-1]
        if board.marked and app.top is board and ctl.human_to_move() and ctl.pending is None:
            break
    assert board.marked and ctl.human_to_move(), "no bot move was marked before the person's turn"
    marks = dict(board.marked)
    truth.run(5.0, 0.25)                 # time passes: the marks stay, on the places the bots touched
    assert board.marked == marks
    assert board.shown_marks == set(marks) & set(board.mark_spots()) and board.shown_marks
    seat = ctl.human_to_move()[0]
    told = len(ctl.match.state.events)
    action = ctl.match.rules.sample_action(ctl.match.state, seat, rng)
    ctl.submit_human(seat, action)
    new = [ev for ev in ctl.match.state.events[told:] if ev.to is None]
    left = {place for place, who in board.move_marks(seat, action, new) if ctl.is_bot(who) or ctl.is_automaton(who)}
    assert set(board.marked) == left, "the person acted: only what their move revealed of the bots' may stay marked"


@pytest.mark.parametrize("anim", ["normal", "off"])
def test_a_chronicles_war_summary_at_instant_stays_until_dismissed(anim):
    from game.ui.chronicles.steps import StepsOverlay

    rng = random.Random(5)
    app, board, truth = open_board("chronicles", anim)
    for _ in range(600):
        if isinstance(app.top, StepsOverlay):
            break
        if app.top is board:
            person_moves(app, rng)
        truth.frame([], 0.1)
        assert not app.errors, app.errors[-1]
    told = app.top
    assert isinstance(told, StepsOverlay) and "war" in told.steps
    truth.run(30.0, 0.25)               # no input: it never closes by itself
    assert app.top is told and told.stays
    if anim == "normal":
        assert told.index == len(told.steps) - 1      # told step by step, then it waits on its last
    while told in app.stack:
        truth.frame([SPACE], 0.1)
    assert app.top is board and not app.errors


def test_a_narration_that_concerns_no_person_still_goes_on_by_itself():
    from game.ui.chronicles.steps import StepsOverlay

    app, board, truth = open_board("chronicles", "normal")
    told = StepsOverlay(app, board, ["reveal", "war", "income"], [])
    app.push(told)
    truth.run(10.0, 0.1)
    assert told not in app.stack


# --- pages of a decision list ---------------------------------------------------------------
def test_a_paged_list_keeps_its_pass_on_every_page():
    items = [("trade", "mana", "ore", n) for n in range(12)] + [("nothing",)]
    pages = page_count(items, 7, declines)
    assert pages == 2
    shown = [page_of(items, p, 7, declines) for p in range(pages)]
    assert all(("nothing",) in page and len(page) <= 7 for page in shown)
    assert {x for page in shown for x in page} == set(items)
    assert all(page[-1] == ("nothing",) for page in shown)          # listed last, it stays last
    first = [("pass",)] + items[:-1]
    assert all(page_of(first, p, 7, declines)[0] == ("pass",) for p in range(page_count(first, 7, declines)))
    assert page_of(first[:5], 0, 7, declines) == first[:5]          # a list that fits is shown as it is


def test_kingdoms_trade_shows_do_nothing_on_its_first_page():
    from game.core.match import Match
    from game.kingdoms.bots import RandomBot
    from game.ui.kingdoms.positions import controller_for, make_config
    from game.ui.screenshot import build_app

    match = Match(make_config(4, 1, True, None))
    bots = [RandomBot(s, 7 + s) for s in range(4)]
    while not (0 in match.to_move() and ("nothing",) in match.legal(0) and len(match.legal(0)) > 9):
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    app = build_app("en", SIZE)
    from game.ui.kingdoms.board import BoardScene

    board = BoardScene(app, controller_for(match, app))
    app.push(board)
    app.frame(pygame.Surface(SIZE), [], 0.05)
    picking = board.picking          # (the trade's direct controls keep it to one page; any page must show it)
    for page in range(picking.pages()):
        picking.page = page
        board.rebuild()
        app.frame(pygame.Surface(SIZE), [], 0.05)
        shown = [b.data.action for b in board.decision_panel.buttons if hasattr(b.data, "action")]
        assert ("nothing",) in shown, f"page {page + 1}: {shown}"
    assert controller(app) is board.ctl


def test_a_kingdoms_war_the_person_fought_stays_until_dismissed_with_animations_off():
    from game.ui.kingdoms.war import RevealOverlay

    app = staged("kingdoms", "war", 3)
    app.settings.anim_speed = "off"
    board, truth = table(app), FrameTruth(app, SIZE)
    ctl = board.ctl
    bid = next(a for a in ctl.match.legal(0) if a[0] == "bid")
    ctl.submit_human(0, bid)                 # the person's secret bid; the bot answers, the bids are revealed
    for _ in range(100):
        truth.frame([], 0.1)
        if any(isinstance(s, RevealOverlay) for s in app.stack):
            break
    told = next(s for s in app.stack if isinstance(s, RevealOverlay))
    assert told.stays
    truth.run(20.0, 0.25)                    # no input: it never closes by itself, and the bots wait
    assert told in app.stack and ctl.paused
    while told in app.stack:
        truth.frame([SPACE], 0.1)
    assert not ctl.paused and not app.errors
