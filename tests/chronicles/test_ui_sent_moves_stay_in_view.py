"""What a Chronicles player has sent stays as they sent it while the others
decide: a picked draft card leaves the pack at once (it stayed drawn in the
pack until the rivals picked), and placed cards stay in their slots until the
reveal (the slots looked empty)."""

from __future__ import annotations

import pygame

from game.ui.screenshot import build_app
from game.ui.tutorial.lesson import open_lesson
from game.ui.tutorial.stage import walk_to


def lesson_board_at(step_id: str):
    app = build_app("en", (1280, 800))
    app.settings.anim_speed = "off"
    open_lesson(app, "chronicles")
    coach = app.top
    walk_to(coach, next(i for i, s in enumerate(coach.tutorial.steps) if s.id == step_id))
    surf = pygame.Surface(app.size)
    app.frame(surf, [], 0.016)
    return coach, coach.board


def test_a_picked_draft_card_leaves_the_pack_at_once():
    coach, board = lesson_board_at("rivals_pick")
    picked = coach.ctl.match.log[-1][1][1]              # ("pick", uid): sent, the rivals not yet picked
    assert board.view["me"]["pending"] is not None
    datas = [b.data for b in board.group.buttons]
    assert ("pack", picked) not in datas
    assert ("kept", picked) in datas


def test_placed_cards_stay_in_their_slots_until_the_reveal():
    coach, board = lesson_board_at("rivals_commit")
    commit = coach.ctl.match.log[-1][1]                  # ("commit", discard, moves, place, reserve, pay)
    assert board.phase() == "placement" and commit[0] == "commit"
    for slot, uid in commit[3]:
        assert board.kingdoms.slot_uid(board.tv, slot) == uid
        assert uid in board.drawn
