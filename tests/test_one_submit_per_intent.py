"""One player intent, made through the real board, is one submit and one autosave,
in every registered game.

The intents are the lesson's: each game's guided first game says, step by
step, which move the person makes and which targets on the board lead to it.
Here the board is a plain game at the lesson's position (no coach, no gate):
every ``do`` step's targets are clicked in order, with whole press and release
sequences, until the move is made; the scripted rival moves in between are
played on the match directly.  One click sequence that makes a move must make
exactly one (a die and its target used to be two submits and two autosaves).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.match import Match
from game.registry import GAMES, get_entry
from game.ui.controller import Controller
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import meta_of, seats_of

SIZE = (1280, 800)
CLICKS = 6               # clicks a move may take (a die, a target, a panel choice...)
INTENTS = 4              # the first intents of each part: enough kinds, little time


def press(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """The mouse moved onto ``pos``, pressed and released there."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def parts() -> list[tuple[str, int]]:
    out = []
    for game in GAMES:
        tutorial = get_entry(game).load_tutorial()
        if tutorial is not None:
            out += [(game, k) for k in range(len(tutorial.parts()))]
    return out


class Counter:
    """The controller's submits (every applied move) and autosaves, counted."""

    def __init__(self, ctl: Controller) -> None:
        self.submits = self.saves = 0
        apply, save = ctl.apply, ctl.save_async

        def counted_apply(seat, action):
            self.submits += 1
            apply(seat, action)

        def counted_save():
            self.saves += 1
            save()

        ctl.apply = counted_apply
        ctl.save_async = counted_save


@pytest.mark.parametrize("game,part", parts())
def test_one_intent_through_the_board_is_one_submit_and_one_autosave(game, part, tmp_path: Path):
    entry = get_entry(game)
    tutorial = entry.load_tutorial().parts()[part]
    hooks = entry.load_coach()
    app = build_app("en", SIZE)
    app.settings.anim_speed = "off"
    app.reset(MenuScene(app))
    ctl = Controller(Match(tutorial.config()), seats_of(tutorial), tmp_path / f"autosave-{game}.json",
                     lambda: 0.0, meta_of(tutorial))
    ctl.paused = True                                    # nothing moves but the person and the script
    board = entry.load_window().board_scene(app, ctl)
    app.push(board)
    surf = pygame.Surface(SIZE)
    counter = Counter(ctl)
    intents = 0
    for step in tutorial.steps:
        if intents == INTENTS:
            break
        if step.kind == "watch":
            for action in step.moves:
                ctl.match.submit(next(s for s in ctl.match.to_move() if tutorial.plays_script(s)), action)
            board.refresh(force=True)
            continue
        if step.kind != "do":
            continue
        before = len(ctl.match.log)
        counter.submits = counter.saves = 0
        for k in range(CLICKS):
            app.frame(surf, [], 0.016)
            board.ensure_layout()
            rects = [r for name in step.highlight for r in hooks.rects(board, name)]
            assert rects, f"{game} step {step.id}: nothing to click"
            app.frame(surf, press(rects[min(k, len(rects) - 1)].center), 0.016)
            if len(ctl.match.log) > before:
                break
        assert len(ctl.match.log) == before + 1, f"{game} step {step.id}: the clicks made {len(ctl.match.log) - before} moves"
        assert step.fits(ctl.match.log[-1][1]), f"{game} step {step.id}: {ctl.match.log[-1]}"
        assert (counter.submits, counter.saves) == (1, 1), f"{game} step {step.id}: {counter.submits} submits, {counter.saves} autosaves"
        intents += 1
    assert intents >= 2, f"{game}: the lesson has too few moves to check"
    assert not app.errors, app.errors[-1]
