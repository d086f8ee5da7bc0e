"""Galaxies played through the UI layer with simulated input only (issue 11).

Humans are driven by pygame events: clicks on the menu card, the setup
buttons, dice, lit card parts, the decision panel and the draft cards; keys
1-9, D, R, C, E, F, P and Enter.  Bots answer on the controller's worker
thread.  Each game must reach the scoring scene with no error shown.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.ui.controller import SeatSpec
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.scoring import GalaxiesScoringScene
from game.ui.galaxies.setup import GalaxiesSetupScene
from game.ui.i18n import tr
from game.ui.scene import MessageDialog
from game.ui.screenshot import render
from game.ui.table.handover import HandoverCover
from tests.frame_truth import watch
from tests.ui_helpers import click, handover_button, key, menu_app

SIZE = (1024, 640)


def human_step(app, surf, board: GalaxiesBoardScene, rng: random.Random) -> None:
    """One input of a human who owes a decision, made only with events."""
    if isinstance(app.top, HandoverCover):
        app.frame(surf, key(pygame.K_RETURN), 0.016)       # the named player takes the screen
        return
    if board.cover_for is not None:                         # the cover was put away: the top bar's "Show my choice"
        app.frame(surf, click(handover_button(board).rect.center), 0.016)
        return
    if board.draft_options():
        if rng.random() < 0.5:
            app.frame(surf, key(pygame.K_1 + rng.randrange(2)), 0.016)
        else:
            app.frame(surf, [], 0.016)                       # draws the cards, then a click on one
            rect, _option = rng.choice(board.draft_rects)
            app.frame(surf, click(rect.center), 0.016)
        return
    if board.option_buttons:
        if rng.random() < 0.5:
            b = rng.choice(board.option_buttons)
            app.frame(surf, click(b.rect.center), 0.016)
        else:
            app.frame(surf, key(pygame.K_1 + rng.randrange(len(board.option_buttons[:9]))), 0.016)
        return
    if board.my_main():
        dice = board.view["dice"]
        unused = [i for i, d in enumerate(dice) if d["status"] == "unused"]
        roll = rng.random()
        if roll < 0.2 or not unused:
            app.frame(surf, key(pygame.K_e) if rng.random() < 0.5 else click(board.action_buttons[3].rect.center), 0.016)
            return
        i = rng.choice(unused)
        die = next(b for b in board.group.buttons if b.data == ("die", i))
        app.frame(surf, click(die.rect.center), 0.016)
        lit = board.lit_parts()
        if lit and rng.random() < 0.8:
            slot, part = rng.choice(sorted(lit))
            b = next((b for b in board.group.buttons if b.data == ("part", slot, part)), None)
            if b is not None:
                app.frame(surf, click(b.rect.center), 0.016)
                return
        if roll < 0.3 and len(unused) >= 3:                 # the converter: two dice in, C
            j = rng.choice([u for u in unused if u != i])
            app.frame(surf, key(pygame.K_1 + j), 0.016)
            app.frame(surf, key(pygame.K_c), 0.016)
            return
        if roll < 0.38:
            app.frame(surf, key(pygame.K_r), 0.016)
            return
        app.frame(surf, key(pygame.K_d), 0.016)
        if board.selected:                                   # could not be used: drop the pick
            app.frame(surf, key(pygame.K_ESCAPE), 0.016)
        return
    app.frame(surf, [], 0.016)


def play_to_scoring(app, surf, board: GalaxiesBoardScene, seed: int, limit: float = 120) -> GalaxiesBoardScene:
    rng = random.Random(seed)
    deadline = time.monotonic() + limit
    while not isinstance(app.top, GalaxiesScoringScene):
        assert time.monotonic() < deadline, "the game did not finish in time"
        assert not app.errors, app.errors[-1]
        if isinstance(app.top, HandoverCover) or (app.top is board and (board.my_decision() or board.cover_for is not None)):
            human_step(app, surf, board, rng)
        else:
            app.frame(surf, [], 0.016)
            time.sleep(0.0005)
    assert not app.errors, app.errors[-1]
    assert board.ctl.match.is_over()
    render(app, 1)
    return board


def fresh_app(lang: str = "en"):
    app, surf = menu_app(SIZE, lang)
    watch(app, every=6)                 # every picture is the state (issue 18)
    return app, surf


def open_setup(app, surf) -> GalaxiesSetupScene:
    app.frame(surf, [], 0.016)
    card = next(b for b in app.top.group.buttons if b.data == "galaxies")
    assert card.enabled
    app.frame(surf, click(card.rect.center), 0.016)
    # the first time, the guided game is offered; "Not now" opens the setup
    offer = app.top
    assert isinstance(offer, MessageDialog) and offer.title_text == tr("tutorial.offer.title", game=tr("galaxies.name"))
    offer.ensure_layout()
    app.frame(surf, click(offer.group.buttons[0].rect.center), 0.016)
    setup = app.top
    assert isinstance(setup, GalaxiesSetupScene)
    setup.ensure_layout()
    return setup


def press(app, surf, scene, data, last: bool = False):
    """Click the button with this data or caption (the last such with ``last``:
    the first-player chips come after the player-count chips)."""
    scene.ensure_layout()
    found = [b for b in scene.group.buttons if b.data == data or b.caption() == data]
    b = found[-1] if last else found[0]
    app.frame(surf, click(b.rect.center), 0.016)


def cycle_kind(app, surf, setup, seat: int, want: str) -> None:
    """Human or bot with the seat's toggle, then the bot's level with its level button."""
    if (setup.kinds[seat] == "human") != (want == "human"):
        press(app, surf, setup, ("kind", seat))
    for _ in range(3):
        if setup.kinds[seat] == want:
            return
        press(app, surf, setup, ("level", seat))
    assert setup.kinds[seat] == want


def test_a_human_against_two_bots_in_three_players():
    app, surf = fresh_app("ru")
    setup = open_setup(app, surf)
    press(app, surf, setup, "3")
    cycle_kind(app, surf, setup, 1, "easy")
    cycle_kind(app, surf, setup, 2, "normal")
    press(app, surf, setup, "1", last=True)            # the human goes first
    press(app, surf, setup, "play")
    board = app.top
    assert isinstance(board, GalaxiesBoardScene)
    assert board.ctl.match.config.players == 3 and board.ctl.match.config.options["first_player"] == 0
    play_to_scoring(app, surf, board, 3)
    scoring = app.top
    assert scoring.result.winners == board.ctl.match.rules.result(board.ctl.match.state).winners
    texts = [t for t, _s in board.log_lines if t]
    assert texts and all("{" not in t and "galaxies.event" not in t for t in texts)
    assert any(tr("score.again") == b.caption() for b in scoring.group.buttons)


def test_a_two_human_hotseat_game_covers_the_screen_between_humans():
    app, surf = fresh_app("uk")
    setup = open_setup(app, surf)
    press(app, surf, setup, "2")
    cycle_kind(app, surf, setup, 1, "human")
    press(app, surf, setup, "play")
    board = next(s for s in app.stack if isinstance(s, GalaxiesBoardScene))
    app.frame(surf, [], 0.016)
    assert board.cover_for == 0 and isinstance(app.top, HandoverCover)   # the first secret choice is covered
    assert board.view["my_dealt"] == []                # nothing secret shows behind the cover
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)      # put away: the top bar offers "Show my choice"
    assert app.top is board and not board.draft_options()
    app.frame(surf, click(handover_button(board).rect.center), 0.016)
    assert board.cover_for is None and board.draft_options()
    app.frame(surf, key(pygame.K_1), 0.016)
    app.frame(surf, [], 0.016)
    assert board.cover_for == 1 and isinstance(app.top, HandoverCover)   # now the other human chooses
    assert board.view["my_mission"] is None and board.view["my_dealt"] == []
    play_to_scoring(app, surf, board, 11, limit=150)


@pytest.mark.parametrize("difficulty", [1, 2, 3, 4, 5])
def test_a_solo_game_against_each_hostile_galaxy(difficulty):
    app, surf = fresh_app(("en", "ru", "uk")[difficulty % 3])
    setup = open_setup(app, surf)
    press(app, surf, setup, "1")
    assert setup.solo
    press(app, surf, setup, ("hostile", difficulty))
    press(app, surf, setup, "play")
    board = app.top
    assert isinstance(board, GalaxiesBoardScene)
    assert board.view["hostile"]["difficulty"] == difficulty
    play_to_scoring(app, surf, board, 20 + difficulty)
    assert len(app.top.result.scores) == 2             # the hostile galaxy has its column


def test_bots_follow_without_blocking_and_the_log_says_so():
    """All-bot game: follows show in the log; the follow delay is shorter than a move's."""
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.ui.galaxies.positions import controller_for

    app, surf = fresh_app()
    app.settings.bot_speed = "normal"
    match = Match(GameConfig("galaxies", 3, 5, None, {"first_player": 0}))
    ctl = controller_for(match, app, humans=0)
    board = GalaxiesBoardScene(app, ctl)
    app.push(board)
    full = app.settings.bot_delay
    while not board.bot_follow_pending():
        seat = match.to_move()[0]
        ctl.apply(seat, ctl.bots[seat].choose(match.view(seat), match.legal(seat)))
    assert ctl.bot_delay() < full
    app.frame(surf, [], 0.016)
    assert not app.errors


def test_undo_against_bots_never_crosses_a_roll():
    app, surf = fresh_app()
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.ui.galaxies.positions import controller_for

    match = Match(GameConfig("galaxies", 2, 9, None, {"first_player": 0, "missions": False}))
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    app.frame(surf, [], 0.016)
    assert board.my_main()
    assert not board.can_undo()                         # only a roll so far
    app.frame(surf, key(pygame.K_u), 0.016)
    assert board.message == tr("galaxies.undo.none")
    # end the turn: undo brings the decision back
    app.frame(surf, key(pygame.K_e), 0.016)
    if not match.is_over() and 0 not in match.to_move():
        assert board.can_undo() or match.barrier >= len(match.log) - 1


def test_illegal_clicks_explain_why():
    from game.ui.galaxies.positions import stage

    app, surf = fresh_app()
    stage(app, "picking", 1)
    board = app.top
    board.ctl.paused = True
    app.frame(surf, [], 0.016)
    lit = board.lit_parts()
    dark = next(((i, p) for i in range(len(board.card_rects)) for p in ("surface", "orbit") if (i, p) not in lit and (i, "card") not in lit), None)
    if dark is not None:
        b = next(b for b in board.group.buttons if b.data == ("part", *dark))
        app.frame(surf, click(b.rect.center), 0.016)
        assert board.message == tr("galaxies.why.pick_lit")
    # a die during a choice, and the main-loop buttons, explain instead of acting
    before = len(board.ctl.match.log)
    app.frame(surf, click(board.action_buttons[3].rect.center), 0.016)
    assert len(board.ctl.match.log) == before and board.message


def test_a_saved_game_loads_into_the_galaxies_board(tmp_path):
    from game.ui import session
    from game.ui.galaxies.positions import controller_for, play_to

    app, surf = fresh_app()
    match = play_to("board", 6)
    ctl = controller_for(match, app)
    path = tmp_path / "galaxies.json"
    ctl.save_to(path)
    session.load_path(app, path)
    board = app.top
    assert isinstance(board, GalaxiesBoardScene)
    assert board.ctl.match.view(0) == match.view(0)
    assert [s.kind for s in board.ctl.seats] == [s.kind for s in ctl.seats]
    render(app, 1)
    assert not app.errors


def test_seat_specs_of_a_solo_setup_are_one_human():
    app, surf = fresh_app()
    setup = open_setup(app, surf)
    cycle_kind(app, surf, setup, 0, "easy")
    press(app, surf, setup, "1")
    assert setup.seat_specs() == [SeatSpec("human", "normal", "")]
    assert setup.config().options == {"hostile": 1}


def test_the_hostile_turn_plays_out_step_by_step_and_the_prompt_waits():
    """Solo: the hostile galaxy's steps are played one at a time at the bot pace
    (logged actions of its seat); the human's copy / force-reroll prompt opens
    only once the step that asks for it is played."""
    from game.ui.galaxies.positions import controller_for, play_to

    app, surf = fresh_app()
    app.settings.anim_speed, app.settings.bot_speed = "normal", "normal"
    match = play_to("hostile", 2, 1)                       # mid-way through a hostile turn, its next step due
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    app.frame(surf, [], 0.016)
    assert match.automaton_to_move() is not None and not board.my_decision()   # still its turn: no prompt yet
    assert not board.option_buttons
    board.ctl.last_applied -= board.narration_delay()      # the beat (the kit's narration pace) has passed
    before = len(match.log)
    app.frame(surf, [], 0.016)
    app.frame(surf, [], 0.016)
    assert len(match.log) == before + 1                     # one more step, not all at once
    deadline = time.monotonic() + 30
    while match.automaton_to_move() is not None:
        assert time.monotonic() < deadline
        app.frame(surf, [], 0.016)
        time.sleep(0.01)
    app.frame(surf, [], 0.016)
    if 0 in match.to_move() and match.state.pending.prompt in ("copy", "force_reroll"):
        assert board.my_decision() and board.option_buttons  # now the copy / force-reroll prompt
        before = len(match.log)
        app.frame(surf, key(pygame.K_p), 0.016)              # one key answers it
        assert len(match.log) == before + 1
    assert board.view == match.view(0)
    assert not app.errors


def test_a_follow_prompt_is_answered_by_one_key():
    from game.ui.galaxies.positions import controller_for, play_to

    app, surf = fresh_app()
    match = play_to("follow", 4)
    board = GalaxiesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    app.push(board)
    app.frame(surf, [], 0.016)
    assert board.decision["prompt"] == "follow" and board.my_decision()
    assert [b.caption() for b in board.option_buttons] == ["1. " + tr("galaxies.opt.follow"), "2. " + tr("galaxies.opt.pass")]
    assert str(board.decision["info"]["cost"]) in words_prompt(board)
    before = len(match.log)
    app.frame(surf, key(pygame.K_f), 0.016)
    assert match.log[before:] and match.log[before][1] == ("follow",)


def words_prompt(board) -> str:
    from game.ui.galaxies import words

    return words.prompt(board.view, board.viewer, board.names, board.colours)


def test_the_table_is_the_view_after_each_hostile_step():
    """While the hostile turn plays, the row and mats are the view after the step
    just played (the window re-runs no rule): nothing runs ahead, nothing lags."""
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.galaxies.bots import EasyBot
    from game.ui.galaxies.positions import controller_for

    app, surf = fresh_app()
    app.settings.anim_speed = "normal"
    match = Match(GameConfig("galaxies", 1, 7, None, {"hostile": 3}))
    bot = EasyBot(0, 1)
    while match.state.round_no < 3 or match.to_move() != (0,) or match.state.pending.prompt != "main":
        if match.automaton_to_move() is not None:
            match.play_one_step()
        else:
            match.submit(0, bot.choose(match.view(0), match.legal(0)))
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    app.frame(surf, [], 0.016)
    board.ctl.submit_human(0, ("end",))
    steps = 0
    for _ in range(300):
        while match.automaton_to_move() is not None:
            hostile = board.view["empires"][1]
            board.ctl.last_applied -= 10.0
            app.frame(surf, [], 0.016)
            assert not app.errors, app.errors[-1]
            assert board.view == match.view(0)
            steps += hostile != board.view["empires"][1]
        if match.is_over() or match.state.round_no >= 6:
            break
        legal = match.legal(0)
        if legal:
            board.ctl.submit_human(0, next((a for a in legal if a[0] in ("let", "pass", "end")), legal[0]))
    assert steps


def position_with(prompt: str, seeds=range(40)):
    """A 3-player game (random play) stopped where seat 0 must answer ``prompt``."""
    from game.core.bots import RandomBot
    from game.core.match import Match
    from game.core.protocol import GameConfig

    for seed in seeds:
        match = Match(GameConfig("galaxies", 3, seed, None, {"first_player": 0}))
        bots = [RandomBot(s, seed + s) for s in range(3)]
        while not match.is_over():
            seat = match.to_move()[0]
            d = match.state.pending
            if d is not None and seat == 0 and d.prompt == prompt:
                return match
            match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    raise AssertionError(f"no position with {prompt}")


@pytest.mark.parametrize("prompt", ["steal", "set_die", "discard_dice", "set_face"])
def test_choices_of_dice_and_rivals_are_lit_and_take_the_click(prompt):
    """One picking mode: the dice or mats an effect may name are lit, a click on
    one answers (or narrows to the options naming it), a click elsewhere explains."""
    from game.ui.galaxies.positions import controller_for

    app, surf = fresh_app()
    match = position_with(prompt)
    board = GalaxiesBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    app.push(board)
    app.frame(surf, [], 0.016)
    assert board.my_decision() and board.decision["prompt"] == prompt
    before = len(match.log)
    if prompt == "steal":
        lit = board.lit_mats()
        assert lit and lit <= {1, 2}
        mat = next(b for b in board.group.buttons if b.data == ("mat", min(lit)))
        app.frame(surf, click(mat.rect.center), 0.016)
        assert match.log[before][1] == ("rival", min(lit))
        return
    lit = board.lit_dice()
    assert lit
    dark = [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "die" and b.data[1] not in lit]
    if dark:
        app.frame(surf, click(dark[0].rect.center), 0.016)
        assert board.message == tr("galaxies.why.pick_lit") and len(match.log) == before
    die = next(b for b in board.group.buttons if b.data == ("die", min(lit)))
    app.frame(surf, click(die.rect.center), 0.016)
    # a face to choose next, or the options naming that die
    options = board.current_options() if len(match.log) == before else []
    if options:
        shown = [b for b in board.option_buttons if b.data != "more"]
        assert shown
        app.frame(surf, click(shown[0].rect.center), 0.016)
    assert len(match.log) == before + 1 and not app.errors


def test_the_window_declares_the_colours_its_saves_use():
    from game.ui.galaxies import WINDOW, words

    assert WINDOW.colours == words.COLOURS


def my_turn_comes(seed: int = 5):
    """A 2-player board (a person and an easy bot), the bot about to play its turn;
    step clock, animations at the normal speed, bots at once, frames checked
    against a full redraw (``tests.frame_truth``)."""
    from game.core.match import Match
    from game.core.protocol import GameConfig
    from game.galaxies.bots import EasyBot
    from game.ui.galaxies.positions import controller_for
    from game.ui.scenes.menu import MenuScene
    from game.ui.screenshot import build_app
    from game.ui.table.motion import StepClock
    from tests.frame_truth import FrameTruth

    match = Match(GameConfig("galaxies", 2, seed, None, {"first_player": 1}))
    bots = [EasyBot(s, s + 1) for s in range(2)]
    while not (match.state.pending is not None and match.state.pending.seat == 1 and match.state.pending.prompt == "main"
               and not match.state.drafting):
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    app = build_app("en", SIZE, clock=StepClock())
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "instant"
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.reset(MenuScene(app))
    app.push(board)
    truth = FrameTruth(app, SIZE)
    truth.frame()
    return app, board, truth


def play_until_my_roll(app, board, truth) -> None:
    """Frames (passing on follow prompts by key) until the person's own roll shows."""
    for _ in range(400):
        if board.my_main() and board.motions.running("dice"):
            return
        events = key(pygame.K_p) if board.my_decision() and board.decision.get("prompt") != "main" else []
        truth.frame(events, 0.05)
        assert not app.errors, app.errors[-1]
    raise AssertionError("the person's turn never came")


def test_a_roll_ends_on_the_rolled_faces_without_input():
    """Issue 18: the tray froze mid-tumble on other faces than the log's until the
    mouse moved.  With no input at all the last picture shows the rolled faces."""
    app, board, truth = my_turn_comes()
    play_until_my_roll(app, board, truth)
    assert None in board.drawn_facts()["dice"]                     # tumbling
    ends = truth.ends_seen
    truth.run(1.0, 0.1)                                      # no input: the tumble ends by itself
    assert truth.ends_seen > ends and not board.motions.running("dice")
    roll = [ev for ev in board.ctl.match.state.events if ev.kind == "roll"][-1]
    assert board.drawn_facts()["dice"] == board.state_facts()["dice"] == roll.args["faces"]
    from game.ui.galaxies import words

    line = words.event_text("roll", roll.args, board.view, board.names, board.colours)
    assert any(text == line for text, _ in board.log_lines[-4:])     # the log says what the tray shows


def test_a_reroll_of_two_dice_tumbles_only_those_two():
    app, board, truth = my_turn_comes()
    play_until_my_roll(app, board, truth)
    truth.run(1.0, 0.1)
    assert board.can_reroll()
    before = [d["face"] for d in board.view["dice"]]
    truth.frame(key(pygame.K_1))
    truth.frame(key(pygame.K_3))
    assert board.selected == [0, 2]
    truth.frame(key(pygame.K_r))                             # reroll dice 1 and 3
    reroll = [ev for ev in board.ctl.match.state.events if ev.kind == "reroll"][-1]
    assert reroll.args["dice"] == [0, 2]
    shown = board.drawn_facts()["dice"]
    assert shown[0] is None and shown[2] is None              # those two tumble
    assert [f for i, f in enumerate(shown) if i not in (0, 2)] == [f for i, f in enumerate(before) if i not in (0, 2)]
    truth.run(1.0, 0.1)
    assert board.drawn_facts()["dice"] == board.state_facts()["dice"]
    assert [board.drawn_facts()["dice"][i] for i in (0, 2)] == reroll.args["faces"]
