"""A die and its target, clicked on the board, are one move: one submit, one
autosave (they were two of each: the activation, then the target), and the
board reads the targets from the table's legal actions, not from the engine."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.core.match import Match
from game.core.protocol import GameConfig
from game.registry import get_rules
from game.ui.galaxies import words
from game.ui.galaxies.board import GalaxiesBoardScene
from game.ui.galaxies.positions import controller_for
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app

SIZE = (1280, 800)


def press(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def lone_target_position() -> tuple[Match, int, tuple]:
    """Seat 0 at its main decision with a Move die of several targets, one of
    them alone on its planet part: (match, die, that target)."""
    rules = get_rules("galaxies")
    for seed in range(1, 40):
        match = Match(GameConfig("galaxies", 2, seed, None, {"first_player": 0, "missions": False}))
        chooser = random.Random(seed)
        while match.to_move():
            if 0 in match.to_move() and match.view(0)["decision"]["prompt"] == "main":
                view = match.view(0)
                moves = [o for o in match.legal(0) if o[0] == "activate" and o[2:3] == ("move",)]
                spots = [words.option_slot(view, 0, o[2:]) for o in moves]
                alone = [o for o, s in zip(moves, spots, strict=True) if s and spots.count(s) == 1]
                if len(moves) >= 2 and alone:
                    return match, alone[0][1], alone[0][2:]
            seat = match.to_move()[0]
            match.submit(seat, rules.sample_action(match.state, seat, chooser))
    raise AssertionError("no such position")


def test_a_die_then_a_lone_target_is_one_submit_and_one_autosave(tmp_path: Path, monkeypatch):
    match, die, target = lone_target_position()
    app = build_app("en", SIZE)
    app.reset(MenuScene(app))
    ctl = controller_for(match, app)
    ctl.autosave = tmp_path / "autosave-galaxies.json"
    ctl.paused = True
    board = GalaxiesBoardScene(app, ctl)
    app.push(board)
    surf = pygame.Surface(SIZE)
    app.frame(surf, [], 0.016)
    submits, saves = [], []
    real_apply, real_save = ctl.apply, ctl.save_async
    monkeypatch.setattr(ctl, "apply", lambda seat, action: submits.append(action) or real_apply(seat, action))
    monkeypatch.setattr(ctl, "save_async", lambda: saves.append(1) or real_save())
    # where the die may go is read from the table (the kit's reading), never asked of the match
    asked = []
    real_legal = match.legal
    monkeypatch.setattr(match, "legal", lambda seat: asked.append(seat) or real_legal(seat))
    die_button = next(b for b in board.group.buttons if b.data == ("die", die))
    app.frame(surf, press(die_button.rect.center), 0.016)
    assert board.selected == [die] and not submits and not asked
    assert board.lit_parts()
    slot, part = words.option_slot(board.view, 0, target)
    part_button = next(b for b in board.group.buttons if b.data == ("part", slot, part))
    app.frame(surf, press(part_button.rect.center), 0.016)
    assert submits == [("activate", die, *target)]
    assert saves == [1]
    assert match.log[-1] == (0, ("activate", die, *target))
    assert not app.errors
