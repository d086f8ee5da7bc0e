"""Conquest played through the UI layer with simulated input only.

The human seat is driven by pygame events (clicks on the menu card, setup
buttons, dice and lines; number keys, R, A, U, Tab and Enter); bots answer on
the controller's worker thread.  The game must reach the scoring scene with
no error shown.  Also: autosave after every turn, undo, the explanations of
illegal clicks, and every Conquest screenshot scene in all three languages.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.core.match import Match
from game.core.protocol import GameConfig
from game.core.saves import load_match
from game.ui.conquest import words
from game.ui.conquest.board import ConquestBoardScene
from game.ui.conquest.positions import SCENES, controller_for, play_to, stage
from game.ui.conquest.scoring import ConquestScoringScene
from game.ui.conquest.setup import ConquestSetupScene
from game.ui.controller import Controller, SeatSpec, writer
from game.ui.i18n import number_keys, set_language, tr
from game.ui.scene import MessageDialog
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app, render
from game.ui.table.motion import StepClock
from tests.frame_truth import FrameTruth, watch
from tests.ui_helpers import click, key, menu_app

SIZE = (1024, 640)


def line_buttons(board: ConquestBoardScene, enabled: bool = True):
    return [b for b in board.group.buttons if isinstance(b.data, tuple) and b.data[0] == "line" and b.enabled == enabled]


def human_decision(app, surf, board: ConquestBoardScene, rng: random.Random) -> None:
    """One decision of the human, made only with events."""
    turn = board.view["turn"]
    lines = line_buttons(board)
    roll = rng.random()
    if lines and roll < 0.35:                            # click a glowing line: fewest dice
        app.frame(surf, click(rng.choice(lines).rect.center), 0.016)
        return
    if lines and roll < 0.7:                             # pick dice with number keys, then click the line
        b = rng.choice(lines)
        _kind, cid, lid = b.data
        city = next(c for c in board.view["cities"] if c["id"] == cid)
        line = dict((i, ln) for i, ln, _r in words.city_lines(board.view, city))[lid]
        events, used = [], set()
        for face in words.auto_fill(line, turn["free"]):
            i = next(j for j, f in enumerate(turn["free"]) if f == face and j not in used)
            used.add(i)
            events += key(pygame.K_1 + i, unicode=str(i + 1))
        # F fills the one line that takes exactly these dice (or explains that several do)
        app.frame(surf, events + (key(pygame.K_f) if rng.random() < 0.4 else click(b.rect.center)), 0.016)
        return
    if lines and roll < 0.85:                            # keyboard only: Tab to a line, then Enter
        target = rng.choice(lines).data
        app.frame(surf, key(pygame.K_c), 0.016)          # clear dice picked earlier: the line takes the fewest dice
        for _ in range(len(board.group.buttons) + 1):
            focused = board.group.focused()
            if focused is not None and focused.data == target and board.group.keyboard:
                break
            app.frame(surf, key(pygame.K_TAB), 0.016)
        assert board.group.focused().data == target
        before = len(board.ctl.match.log)
        app.frame(surf, key(pygame.K_RETURN), 0.016)
        assert len(board.ctl.match.log) == before + 1, (board.message, target, board.group.focused().data)
        return
    if rng.random() < 0.03:                              # abandon asks first: Esc keeps rolling, Enter abandons
        app.frame(surf, key(pygame.K_a), 0.016)
        assert isinstance(app.top, MessageDialog)
        app.frame(surf, key(pygame.K_ESCAPE if rng.random() < 0.3 else pygame.K_RETURN), 0.016)
        assert app.top is board
        return
    app.frame(surf, key(pygame.K_r), 0.016)


def test_whole_game_against_bots_through_the_ui():
    app, surf = menu_app(SIZE, "ru")
    watch(app, every=6)                 # every picture is the state (issue 18)
    app.frame(surf, [], 0.016)
    # menu: the Conquest card is playable and opens the setup
    card = next(b for b in app.top.group.buttons if b.data == "conquest")
    assert card.enabled
    app.frame(surf, click(card.rect.center), 0.016)
    # the first time, the guided game is offered; "Not now" opens the setup
    offer = app.top
    assert isinstance(offer, MessageDialog) and offer.title_text == tr("tutorial.offer.title", game=tr("conquest.name"))
    offer.ensure_layout()
    app.frame(surf, click(offer.group.buttons[0].rect.center), 0.016)
    setup = app.top
    assert isinstance(setup, ConquestSetupScene)
    # three players: seat 1 human, an easy and a hard bot; first player seat 1 (the human)
    app.frame(surf, click(setup.group.buttons[1].rect.center), 0.016)
    assert setup.players == 3
    setup.ensure_layout()
    for seat, presses in ((2, 1), (1, 3)):               # the bots' level buttons: normal -> hard; normal -> hard -> expert -> easy
        for _ in range(presses):
            level = next(b for b in setup.group.buttons if b.data == ("level", seat))
            app.frame(surf, click(level.rect.center), 0.016)
    assert setup.kinds[:3] == ["human", "easy", "hard"]
    name = next(b for b in setup.group.buttons if b.data == ("name", 0))
    app.frame(surf, click(name.rect.center), 0.016)
    for ch in "Ada":
        app.frame(surf, key(pygame.K_a, unicode=ch), 0.016)
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    assert setup.names[0] == "Ada"
    first = next(b for b in setup.group.buttons if b.caption() == "1")
    app.frame(surf, click(first.rect.center), 0.016)
    play = next(b for b in setup.group.buttons if b.data == "play")
    app.frame(surf, click(play.rect.center), 0.016)
    board = app.top
    assert isinstance(board, ConquestBoardScene)
    assert board.ctl.match.config.players == 3 and board.name(0) == "Ada"

    rng = random.Random(5)
    deadline = time.monotonic() + 90
    undone = False
    decisions = 0
    while not isinstance(app.top, ConquestScoringScene):
        assert time.monotonic() < deadline, "the game did not finish in time"
        assert not app.errors, app.errors[-1]
        events = []
        if app.top is board and board.my_turn():
            if not undone and decisions >= 3:
                # every move rolls dice, and undo never takes back a roll: U explains that
                before = len(board.ctl.match.log)
                assert not board.can_undo()
                app.frame(surf, key(pygame.K_u), 0.016)
                assert len(board.ctl.match.log) == before and board.message == tr("conquest.undo.none")
                undone = True
                continue
            human_decision(app, surf, board, rng)
            decisions += 1
            continue
        app.frame(surf, events, 0.016)
        time.sleep(0.001)
    assert not app.errors, app.errors[-1]
    assert board.ctl.match.is_over() and undone and decisions > 5
    # the scoring scene names the winner and offers the board, the menu and another game, then how it went and sharing
    scoring = app.top
    render(app, 1)
    result = board.ctl.match.rules.result(board.ctl.match.state)
    winners = result.winners
    assert scoring.result.winners == winners
    assert [b.caption() for b in scoring.group.buttons] == [tr("score.board"), tr("score.menu"), tr("score.again"),
                                                            tr("chart.how.button"), tr("share.button")]
    # the log told the story in words, bot moves included
    texts = [t for t, _s in board.log_lines if t]
    assert all(tr("conquest.event.winner", player=board.name(w), score=result.scores[w]) in texts for w in winners)
    assert all("{" not in t and "conquest.event" not in t for t in texts)


def test_autosave_after_every_turn_and_continue(tmp_path):
    """Bot turns are saved as they end (not only human decisions); the save
    restores the exact position."""
    path = tmp_path / "autosave.json"
    match = Match(GameConfig("conquest", 3, 11, None, {"first_player": 0}))
    ctl = Controller(match, [SeatSpec("bot", "easy")] * 3, path, lambda: 0.0, {"colours": ["red", "blue", "green"]})
    turns_saved = 0
    while match.state.turn_number < 6:
        turn = match.state.turn_number
        ctl.driver.step(match.state, ctl.apply)          # the window's bot path, without the worker
        if match.state.turn_number != turn:              # a turn ended: the autosave holds the new turn
            writer().submit(lambda: None).result()
            restored, meta = load_match(path)
            assert restored.view(0) == match.view(0)
            assert [s["kind"] for s in meta["seats"]] == ["bot"] * 3
            turns_saved += 1
    assert turns_saved == 6


def test_illegal_clicks_explain_why():
    set_language("en")
    app = build_app("en", SIZE)
    stage(app, "board", 4)
    board = app.top
    assert isinstance(board, ConquestBoardScene)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    turn = board.view["turn"]
    assert turn["target"] is not None and board.my_turn()
    # a line of another city: committed to the target
    other = next(b for b in line_buttons(board, enabled=False) if b.data[1] != turn["target"] and b.data[2] != "G"
                 and not next(c for c in board.view["cities"] if c["id"] == b.data[1])["stacked"]
                 and next(c for c in board.view["cities"] if c["id"] == b.data[1])["owner"] != 0)
    app.frame(surf, click(other.rect.center), 0.016)
    assert board.message == tr("conquest.why.committed", city=words.city_name(turn["target"]))
    # the model's reasons for wrong dice
    from game.conquest.content import Line

    assert words.why_not_faces(Line(5), ["i3", "i2", "i1"]) == tr("conquest.why.superfluous", value=1, need=5)
    assert words.why_not_faces(Line(5), ["i2", "i2"]) == tr("conquest.why.too_low", total=4, need=5)
    assert words.why_not_faces(Line(0, (1, 0, 0)), ["arc"]) == tr("conquest.why.needs_symbol", symbol=tr("conquest.face.cav"))
    assert words.why_not_faces(Line(0, (1, 1, 0)), ["cav", "arc", "i1"]) == tr("conquest.why.no_infantry")
    assert words.why_not_faces(Line(5), ["i3", "i3"]) == ""


def fresh_board(app):
    """A two-player board at the first roll (7 fresh dice: many lines fill), bots paused, drawn once."""
    match = Match(GameConfig("conquest", 2, 8, None, {"first_player": 0}))
    board = ConquestBoardScene(app, controller_for(match, app))
    board.ctl.paused = True
    app.reset(MenuScene(app))
    app.push(board)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    return board, surf


def test_selected_dice_fill_exactly_that_line():
    app = build_app("en", SIZE)
    board, surf = fresh_board(app)
    lines = line_buttons(board)
    assert len(lines) >= 3
    for b in lines[:1]:
        _k, cid, lid = b.data
        city = next(c for c in board.view["cities"] if c["id"] == cid)
        line = dict((i, ln) for i, ln, _r in words.city_lines(board.view, city))[lid]
        faces = list(words.auto_fill(line, board.view["turn"]["free"]))
        free = board.view["turn"]["free"]
        used: list[int] = []
        for f in faces:
            used.append(next(j for j, x in enumerate(free) if x == f and j not in used))
        before = len(board.ctl.match.log)
        for i in used:
            app.frame(surf, key(pygame.K_1 + i), 0.016)
        assert sorted(board.selected) == sorted(used)
        app.frame(surf, click(b.rect.center), 0.016)
        assert len(board.ctl.match.log) == before + 1
        assert board.ctl.match.log[-1][1] == ("fill", cid, lid, tuple(sorted(faces, key=("i1", "i2", "i3", "cav", "arc", "gen").index)))
    # F with nothing picked, or with dice no line takes, explains instead of acting
    app.frame(surf, key(pygame.K_f), 0.016)
    assert not board.my_turn() or board.message == tr("conquest.fill.none_picked", keys=number_keys(range(1, min(len(board.view["turn"]["free"]), 7) + 1)))


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_conquest_scene_renders(lang):
    for scene in SCENES:
        app = build_app(lang, (960, 600))
        stage(app, scene, 2)
        surf = render(app, 2)
        assert not app.errors, (scene, app.errors[-1])
        assert surf.get_at((480, 300)) is not None
    set_language("en")


def test_staged_positions_fit_their_scene():
    board = play_to("board", 1)
    assert board.state.current == 0 and board.state.target is not None and not board.is_over()
    assert play_to("scoring", 1).is_over()


def test_a_saved_game_loads_into_the_conquest_board(tmp_path):
    from game.ui import session

    app = build_app("en", SIZE)
    match = play_to("board", 6)
    ctl = controller_for(match, app)
    path = tmp_path / "conquest.json"
    ctl.save_to(path)
    session.load_path(app, path)
    board = app.top
    assert isinstance(board, ConquestBoardScene)
    assert board.ctl.match.view(0) == match.view(0)
    assert [s.kind for s in board.ctl.seats] == [s.kind for s in ctl.seats]
    render(app, 1)
    assert not app.errors


def test_finished_board_offers_the_scores_again():
    app = build_app("en", SIZE)
    stage(app, "scoring", 2)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    assert isinstance(app.top, ConquestScoringScene)
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)                 # back to the board
    board = app.top
    assert isinstance(board, ConquestBoardScene)
    app.frame(surf, [], 0.016)
    scores = next(b for b in board.group.buttons if b.data == "scores")
    app.frame(surf, click(scores.rect.center), 0.016)
    assert isinstance(app.top, ConquestScoringScene)
    # hovering a card header tells its story (province, VP, difficulty)
    app.frame(surf, key(pygame.K_ESCAPE), 0.016)
    card = next(b for b in board.group.buttons if b.data == ("card", "skyhold"))
    app.frame(surf, click(card.rect.center), 0.016)
    assert board.message and "Skyhold" in board.message and "%" in board.message
    assert not app.errors


def test_moves_are_animated_for_the_eye():
    """A reroll starts the dice animation; a fill flashes its line; a failed
    or won attack shows a banner (so bot moves can be followed)."""
    app = build_app("en", SIZE, clock=StepClock())
    app.settings.anim_speed = "normal"
    board, surf = fresh_board(app)
    assert not board.motions                            # opening a board replays nothing
    app.frame(surf, key(pygame.K_r), 0.016)
    assert board.motions.running("dice")
    b = next(b for b in line_buttons(board) if len(words.content().city(b.data[1]).lines) > 1)
    app.frame(surf, click(b.rect.center), 0.016)
    assert board.motions.data("line") == b.data[1:]
    app.frame(surf, key(pygame.K_a), 0.016)             # abandon (confirmed): the banner says the attack failed
    assert isinstance(app.top, MessageDialog)
    app.frame(surf, key(pygame.K_RETURN), 0.016)
    assert board.banner == tr("conquest.event.turn_failed", player="Red", city=words.city_name(b.data[1]))
    app.clock.advance(3)
    app.frame(surf, [], 0.016, force=False)
    assert board.banner is None and not board.motions    # gone by itself
    assert not app.errors


def test_a_bots_reroll_ends_on_its_faces_while_the_bot_waits():
    """Issue 18: a bot sets a die aside and rolls the rest; then it thinks (here:
    waits) with nothing else moving on the table.  The tumble's end must still
    be drawn: the tray shows the rolled faces, as the log says, with no input."""
    from game.conquest.bots import EasyBot

    match = Match(GameConfig("conquest", 2, 8, None, {"first_player": 0}))
    bots = [EasyBot(s, s + 3) for s in range(2)]
    while not (match.state.current == 1 and match.state.target is not None and ("lose_die",) in match.legal(1)):
        seat = match.to_move()[0]
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat)))
    app = build_app("en", SIZE, clock=StepClock())
    app.settings.anim_speed = "normal"
    app.settings.bot_speed = "normal"
    board = ConquestBoardScene(app, controller_for(match, app))
    board.ctl.paused = True                             # the bot is slow to answer: nothing else moves
    app.reset(MenuScene(app))
    app.push(board)
    truth = FrameTruth(app, SIZE, wait_for_bots=False)
    truth.frame()
    truth.run(5.0, 0.25)                                # the board at rest
    board.ctl.submit_human(1, ("lose_die",))            # the bot's move, as the controller applies it
    truth.frame([], 0.02)
    assert board.motions.running("dice") and None in board.drawn_facts()["dice"]
    truth.run(2.0, 0.05)                                # no input: the tumble ends by itself, and is drawn
    assert not board.motions.running("dice") and truth.checks
    roll = [ev for ev in match.state.events if ev.kind == "roll"][-1]
    assert board.drawn_facts()["dice"] == board.state_facts()["dice"] == roll.args["faces"].split()


def test_a_roll_ends_on_the_rolled_faces_without_input():
    """Issue 18: after a roll the window drew the dice mid-tumble and, drawing only
    on change, never drew the last frame: the tray showed other faces than the
    log until the mouse moved.  Now the end of the tumble is drawn by itself."""
    app = build_app("en", SIZE, clock=StepClock())
    app.settings.anim_speed = "normal"
    board, _ = fresh_board(app)
    truth = FrameTruth(app, SIZE)
    truth.frame(key(pygame.K_r))                        # roll: the dice tumble
    assert board.motions.running("dice") and None in board.drawn_facts()["dice"]
    for _ in range(3):
        truth.frame([], 0.3)                            # no input: time alone ends the tumble
    assert not board.motions.running("dice")
    assert board.drawn_facts()["dice"] == board.state_facts()["dice"] == board.view["turn"]["free"]
    roll = [ev for ev in board.ctl.match.state.events if ev.kind == "roll"][-1]
    assert roll.args["faces"].split() == board.drawn_facts()["dice"]                   # the tray is the log's line
    assert board.log_lines[-1][0] == words.event_text("roll", roll.args, board.names, board.colours)


@pytest.mark.parametrize("players", [2, 6])
def test_setup_seats_colours_and_names_reach_the_game(players):
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    setup = ConquestSetupScene(app, 77)
    app.push(setup)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    chip = next(b for b in setup.group.buttons if b.caption() == str(players) and b.style == "chip")
    app.frame(surf, click(chip.rect.center), 0.016)
    assert setup.players == players
    for _ in range(players + 1):                          # cycling colours never gives two seats the same one
        colour = next(b for b in setup.group.buttons if b.data == ("colour", 0))
        app.frame(surf, click(colour.rect.center), 0.016)
        assert len(set(setup.colours[:players])) == players
    setup.kinds[players - 1] = "hard"
    app.frame(surf, key(pygame.K_RETURN), 0.016)          # the focus starts on Play: Enter starts the game
    board = app.top
    assert isinstance(board, ConquestBoardScene)
    match = board.ctl.match
    assert match.config.game == "conquest" and match.config.players == players and match.config.seed == 77
    assert board.colours == setup.colours[:players]
    assert [s.kind for s in board.ctl.seats] == ["human"] + ["bot"] * (players - 1)
    assert board.ctl.seats[-1].level == "hard"
    assert not app.errors


def test_a_bots_planned_move_is_shown_before_it_is_made():
    """While the bot delay runs, the dice a bot will use are raised, its line
    outlined and the tray says what it will do."""
    set_language("en")
    app = build_app("en", SIZE)
    app.settings.bot_speed = "slow"
    app.settings.anim_speed = "off"
    match = Match(GameConfig("conquest", 2, 8, None, {"first_player": 1}))
    ctl = Controller(match, [SeatSpec("human"), SeatSpec("bot", "hard")], None, lambda: app.settings.bot_delay, {})
    board = ConquestBoardScene(app, ctl)
    app.reset(MenuScene(app))
    app.push(board)
    surf = pygame.Surface(SIZE)
    deadline = time.monotonic() + 10
    while board.bot_preview() is None:
        assert time.monotonic() < deadline
        app.frame(surf, [], 0.016)
        time.sleep(0.005)
    plan = board.bot_preview()
    assert len(match.log) == 0                             # shown, not yet made
    assert plan in match.legal(1)
    if plan[0] == "fill":
        dice = board.dice_tray.preview_dice(plan, match.view(1)["turn"]["free"])
        assert sorted(match.view(1)["turn"]["free"][i] for i in dice) == sorted(plan[3])
        assert board.dice_tray.help_text() == tr("conquest.tray.plan.fill", player=board.name(1), line=words.line_label(plan[2]),
                                       city=words.city_name(plan[1]), faces=words.faces_text(plan[3]))
    else:
        assert board.dice_tray.help_text() == tr(f"conquest.tray.plan.{plan[0]}", player=board.name(1))
    render(app, 1)
    assert not app.errors


def test_two_people_on_one_screen():
    """Hotseat: the board always shows the decision of whichever human is to move."""
    app = build_app("uk", SIZE)
    app.settings.bot_speed = "instant"
    app.settings.anim_speed = "off"
    match = Match(GameConfig("conquest", 3, 21, None, {"first_player": 0}))
    ctl = Controller(match, [SeatSpec("human", "normal", "Ада"), SeatSpec("bot", "easy"), SeatSpec("human", "normal", "Богдан")],
                     None, lambda: 0.0, {"colours": ["red", "blue", "green"], "names": ["Ада", "", "Богдан"]})
    board = ConquestBoardScene(app, ctl)
    app.reset(MenuScene(app))
    app.push(board)
    surf = pygame.Surface(SIZE)
    rng = random.Random(2)
    seen = set()
    deadline = time.monotonic() + 60
    while not match.is_over():
        assert time.monotonic() < deadline
        if app.top is board and board.my_turn():
            seen.add(board.viewer)
            assert board.viewer == match.to_move()[0]
            human_decision(app, surf, board, rng)
        else:
            app.frame(surf, [], 0.016)
        assert not app.errors, app.errors[-1]
    assert seen == {0, 2}
    set_language("en")
