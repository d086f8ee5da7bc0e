"""One intent on the Chronicles table is one move and one autosave: the
draft's pick (with two players the kept and the discarded card together), the
placement sent (after its warning), a building chosen.  Every intent is
driven by whole key or click events on the real scene stack; the window
checks the move against its view and submits it once."""

from __future__ import annotations

import pygame

from game.ui.chronicles.board import ChroniclesBoardScene
from game.ui.chronicles.positions import controller_for, play_to
from game.ui.scene import MessageDialog
from game.ui.screenshot import build_app
from tests.ui_helpers import click, key

SIZE = (1280, 800)


class Staged:
    """A staged position with seat 0 to decide, bots paused, and every move and autosave counted."""

    def __init__(self, scene: str, seed: int = 3) -> None:
        self.app = build_app("en", SIZE)
        match, _ = play_to(scene, seed)
        self.board = ChroniclesBoardScene(self.app, controller_for(match, self.app))
        self.board.ctl.paused = True
        self.board.scoring_pushed = True
        self.app.push(self.board)
        self.surf = pygame.Surface(SIZE)
        self.moves: list[tuple[int, tuple]] = []
        self.saves: list[int] = []
        real = match.submit

        def submit(seat: int, action: tuple) -> None:
            self.moves.append((seat, action))
            real(seat, action)

        match.submit = submit                                   # type: ignore[method-assign]
        self.board.ctl.save_async = lambda: self.saves.append(len(self.moves))    # type: ignore[method-assign]
        self.frame([])

    def frame(self, events: list) -> None:
        self.app.frame(self.surf, events, 0.016)

    def buttons(self, kind: str) -> list:
        self.board.ensure_layout()
        return [b for b in self.board.group.buttons if isinstance(b.data, tuple) and b.data[0] == kind]

    def one_move(self) -> tuple:
        """The one move seat 0 made, after exactly one autosave."""
        assert len(self.moves) == 1, self.moves
        assert self.saves == [1], self.saves
        seat, action = self.moves[0]
        assert seat == 0
        return action


def test_a_draft_pick_is_one_move_and_one_save():
    t = Staged("draft")
    pack = t.board.view["me"]["pack"]
    t.frame(key(pygame.K_2))                 # pick the second card…
    assert t.moves == [] and t.saves == []
    t.frame(key(pygame.K_RETURN))            # …and send it
    assert t.one_move() == ("pick", pack[1])


def test_a_two_player_keep_and_discard_is_one_move_and_one_save():
    t = Staged("draft2")
    pack = t.board.view["me"]["pack"]
    cards = t.buttons("pack")
    t.frame(click(cards[0].rect.center))     # keep
    t.frame(click(t.buttons("pack")[2].rect.center))     # discard
    assert t.moves == []
    t.frame(key(pygame.K_RETURN))
    assert t.one_move() == ("pick2", pack[0], pack[2])


def test_a_placement_sent_after_its_warning_is_one_move_and_one_save():
    t = Staged("placement")
    plan = t.board.plan
    empty = next(s for s in range(5) if plan.slots[s] is None and plan.available(s))
    t.frame(click(t.buttons("hand")[0].rect.center))
    t.frame(click(t.board.slot_rects[empty].center))
    assert plan.uid_at(empty) is not None and t.moves == []
    t.frame(key(pygame.K_RETURN))
    assert isinstance(t.app.top, MessageDialog)        # the cards left in hand would be lost: asked first
    assert t.moves == []
    confirm = t.app.top.group.buttons[-1]
    t.frame(click(confirm.rect.center))
    action = t.one_move()
    assert action[0] == "commit" and t.board.plan is None


def test_a_building_chosen_is_one_move_and_one_save():
    t = Staged("building")
    row = t.buttons("build")[0]
    t.frame(click(row.rect.center))
    assert t.one_move() == row.data[1]
