"""Issue 19: the hostile galaxy's turn is a run of logged steps of its seat
(roll, reroll, discard, act, attack_part, level, bonus, end), played by the bot
driver, so the window shows ``view()`` after each one and re-runs no rule.

The rules play exactly as edition 1 did (the digests below were recorded with
the code of main before the change, commit a85ebc1), and saves made then load,
their missing steps filled in."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pygame
import pytest

from game.core.bots import make_bot
from game.core.match import Match
from game.core.protocol import GameConfig, thaw
from game.core.saves import load_match
from game.galaxies.rules import RULES
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.i18n import tr
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from tests.galaxies.helpers import edition2_parts
from tests.ui_helpers import key

SAVES = Path(__file__).parents[1] / "data" / "saves"
OLD_SAVES = sorted(SAVES.glob("galaxies_solo*_edition1.json"))
SIZE = (1280, 800)
STEPS = {"roll", "reroll", "discard", "act", "attack_part", "level", "bonus", "end"}

# Whole solo games (a normal bot against each hostile galaxy) as edition 1 played
# them: the events (bar the new "again" argument), the scores, the player's actions
# (counted in edition 3, where a die and its target are one action: the events
# and scores are edition 1's, unchanged).
EDITION1 = {
    "hostile1/101": ("c65b586679e84cfc", 350, [20, 24], 95), "hostile1/102": ("21d7c296f135bf12", 243, [12, 21], 95),
    "hostile2/201": ("79cac8222a32a6d1", 320, [23, 18], 81), "hostile2/202": ("584aed356fd8f412", 298, [13, 18], 78),
    "hostile3/301": ("bdcf4fd7c773a9c4", 233, [11, 21], 69), "hostile3/302": ("e9af3f6e400a1c6f", 264, [12, 25], 95),
    "hostile4/401": ("a584086f5edaa7be", 276, [12, 22], 62), "hostile4/402": ("3dcf5f56f7d7cb2b", 227, [9, 23], 59),
    "hostile5/501": ("d4043004be9b8b5b", 256, [9, 22], 49), "hostile5/502": ("dbc22dad46c93023", 245, [15, 22], 54),
}


def solo_game(key_: str) -> Match:
    variant, seed = key_.split("/")
    match = Match(GameConfig("galaxies", 1, int(seed), variant))
    bot = make_bot("galaxies", "normal", 0, int(seed) % 100)
    while not match.is_over():
        if match.automaton_to_move() is not None:
            match.play_one_step()
            continue
        match.submit(0, bot.choose(match.view(0), match.legal(0)))
    return match


@pytest.mark.parametrize("game", sorted(EDITION1)[::3])
def test_solo_games_play_out_as_in_edition_1(game):
    match = solo_game(game)
    # (an attack part's event now also says what it did: the amounts are left out so the play compares)
    events = [[e.kind, {k: v for k, v in e.args.items() if k != "again" and not (e.kind == "attack_part" and k != "key")}]
              for e in match.state.events]
    sha = hashlib.sha256(json.dumps(events, sort_keys=True).encode()).hexdigest()[:16]
    player_actions = sum(1 for seat, _ in match.log if seat == 0)
    assert (sha, len(events), RULES.result(match.state).scores, player_actions) == EDITION1[game]


def test_each_hostile_step_is_a_logged_action_and_the_view_shows_it():
    """Each step is its seat's one legal action; after it the view holds what it
    did (the rolled die, the action track), and its events are the step's own."""
    match = Match(GameConfig("galaxies", 1, 7, "hostile3"))
    bot = make_bot("galaxies", "normal", 0, 7)
    seen = set()
    h = RULES.automata(match.config)[0]
    while not match.is_over():
        seat = match.automaton_to_move()
        if seat is None:
            match.submit(0, bot.choose(match.view(0), match.legal(0)))
            continue
        assert seat == h and match.to_move() == (h,)
        (action,) = match.legal(h)
        assert action[0] == "step" and action[1] in STEPS and RULES.automaton_step(match.state, h) == action
        info = match.view(0)["decision"]["info"]
        before = len(match.state.events)
        match.play_one_step()
        new = [e.kind for e in match.state.events[before:]]
        view = match.view(0)
        seen.add(action[1])
        if view["over"]:                                  # the step won the game: the table is cleared
            assert view["hostile_die"] is None and view["track"] == []
        elif action[1] in ("roll", "reroll"):
            assert new in (["hostile_roll"], ["hostile_auto_reroll"])
            assert view["hostile_die"] == match.state.events[before].args["face"]
        elif action[1] == "act":
            assert view["hostile_die"] is None and view["track"][-1] == info["face"]
        elif action[1] == "discard":
            assert new == ["hostile_discard"] and view["hostile_die"] is None
        elif action[1] == "attack_part":
            assert new == ["attack_part"]
        elif action[1] == "end":
            assert new[:3] == ["turn_end", "turn_start", "roll"] and view["active"] == 0 and view["track"] == []
    assert {"roll", "act", "end"} <= seen


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda p: p.stem)
def test_a_solo_save_of_edition_1_loads_at_the_same_position(path):
    """A save made before the steps were logged: its log lacks them; loading plays
    them where edition 1 played them, so the position is the one it was saved at."""
    data = json.loads(path.read_text())
    expect = data["meta"]["expect"]
    assert data["edition"] == 1 and len(data["actions"]) == expect["moves"]
    match, _meta = load_match(path)
    # edition 3 logs a die and its target as one action: the saved actions are its parts, in order
    parts = iter([list(p) for s, a in match.log if s == 0 for p in edition2_parts(thaw(a))])
    assert all(any(p == saved for p in parts) for _seat, saved in data["actions"])
    assert len(match.log) > expect["moves"]                       # the hostile steps were filled in
    assert list(match.to_move()) == expect["to_move"] and match.is_over() == expect["over"]
    assert (match.state.pending.prompt if match.state.pending else None) == expect["prompt"]
    view = json.loads(json.dumps(match.view(0)))
    assert view.pop("hostile_die") is None
    assert view == expect["view0"]
    assert RULES.check_invariants(match.state) == []


def test_a_solo_save_of_edition_1_opens_in_the_window_and_plays_on(tmp_path, monkeypatch):
    from game.ui import session

    path = SAVES / "galaxies_solo_edition1.json"
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    app = build_app("en", SIZE)
    app.settings.anim_speed = "off"
    app.reset(MenuScene(app))
    session.load_path(app, copy)
    board = app.top
    assert isinstance(board, GalaxiesBoardScene) and board.my_main()
    surf = pygame.Surface(SIZE)
    app.frame(surf, key(pygame.K_e), 0.016)                # end the turn: the hostile turn plays at once
    for _ in range(5):
        app.frame(surf, [], 0.016)
    assert not app.errors and board.ctl.automaton_due() is None
    assert board.view == board.ctl.match.view(0)


def solo_board(anim: str = "normal", bots: str = "normal"):
    """A solo game's board at the end of the human's third turn, bots unpaused."""
    match = Match(GameConfig("galaxies", 1, 11, "hostile2"))
    bot = make_bot("galaxies", "easy", 0, 11)
    while not (match.state.round_no >= 3 and match.to_move() == (0,) and match.state.pending.prompt == "main"):
        if match.automaton_to_move() is not None:
            match.play_one_step()
        else:
            match.submit(0, bot.choose(match.view(0), match.legal(0)))
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    app.settings.anim_speed, app.settings.bot_speed = anim, bots
    board = GalaxiesBoardScene(app, controller_for(match, app))
    app.push(board)
    return match, app, board, pygame.Surface(SIZE)


def test_the_window_plays_the_hostile_turn_step_by_step_and_shows_the_view_after_each():
    """One step per narration beat (``table.pace``); after each the board shows the view (the
    hostile mat, the track, the rolled die) and that step's log lines, and the
    human's copy / force-reroll prompt opens only when the rules ask for it."""
    match, app, board, surf = solo_board()
    app.frame(surf, key(pygame.K_e), 0.016)                # the human ends the turn
    assert match.automaton_to_move() is not None and not board.option_buttons
    assert board.topbar_prompt().endswith("step by step…")
    steps = 0
    while match.automaton_to_move() is not None or match.state.active != 0:
        before_log, before_lines, events_before = len(match.log), len(board.log_lines), len(match.state.events)
        if match.automaton_to_move() is not None:
            app.frame(surf, [], 0.016)
            assert len(match.log) == before_log                 # the beat has not passed yet
            board.ctl.last_applied -= board.narration_delay()   # ... now it has (the kit's narration pace)
            app.frame(surf, [], 0.016)
            assert len(match.log) == before_log + 1             # exactly one step per beat
            steps += 1
            assert not board.my_decision() or match.automaton_to_move() is None
        else:                                                   # the human's window in the hostile turn
            assert board.my_decision() and board.option_buttons
            app.frame(surf, key(pygame.K_p), 0.016)             # pass / let it stand
            continue
        assert board.view == match.view(0)                      # the table drawn is the view, step by step
        told = [board.event_line(ev)[0] for ev in match.state.events[events_before:]]
        assert [text for text, _seat in board.log_lines[before_lines:] if text] == told   # and that step's lines
    assert steps >= 3 and not app.errors


def test_next_and_skip_tell_the_hostile_turn_as_the_kit_narrates_and_animations_off_needs_no_key():
    """The kit's narration (``table.pace``): Space (Next) plays the next step at
    once, the top bar's Skip shows the rest of the run at once."""
    match, app, board, surf = solo_board()
    app.frame(surf, key(pygame.K_e), 0.016)
    assert match.automaton_to_move() is not None
    before = len(match.log)
    app.frame(surf, key(pygame.K_SPACE), 0.016)
    app.frame(surf, [], 0.016)
    assert len(match.log) == before + 1                      # Next: one step, without waiting for the beat
    skip = next(b for b in board.group.buttons if b.data == "top" and b.caption() == tr("narration.skip"))
    skip.action()
    app.frame(surf, [], 0.016)
    assert match.automaton_to_move() is None                # the run went on to the next person's decision
    assert board.view == match.view(0) and not app.errors

    match, app, board, surf = solo_board(anim="off")
    app.frame(surf, key(pygame.K_e), 0.016)
    app.frame(surf, [], 0.016)
    assert match.automaton_to_move() is None and board.view == match.view(0)


def test_undo_during_the_hostile_turn_never_lands_inside_it():
    match, app, board, surf = solo_board(anim="off")
    copied = False
    for _ in range(300):                                    # play on until the human copies during the hostile turn
        app.frame(surf, [], 0.016)
        legal = match.legal(0)
        if ("copy",) in legal:
            board.ctl.submit_human(0, ("copy",))
            copied = True
            break
        if legal:
            board.ctl.submit_human(0, next((a for a in legal if a[0] in ("let", "pass", "end")), legal[0]))
    assert copied and match.state.active != 0               # a copy in the hostile turn, steps still to come
    assert board.ctl.undo(0)
    assert ("copy",) in match.legal(0)                      # back at the person's own decision
    assert match.automaton_to_move() is None and match.log[-1][0] != 0
