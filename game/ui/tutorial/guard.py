"""What the coach refuses: a move the lesson's step does not ask for, and a
click, drop or key that would build a half-made move off the lit targets.

Kept apart from the coach scene because these are decisions only: the step,
the move or the input's point, the lit targets and the board's top bar come
in; the scene counts the refusals and says why (``talk.why_wrong``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.protocol import Action
from game.core.tutorial import Step, Tutorial
from game.ui.i18n import tr
from game.ui.tutorial.hooks import CoachHooks

Scale = Callable[[float], int]


def refusal(tutorial: Tutorial, step: Step, seat: int, action: Action, why_wrong: Callable[[], str]) -> str | None:
    """None lets a person's move or undo through; else why it is refused.
    Undo takes back the learner's own last move (and the bots' replies after
    it, never a bot's move on its own: ``Match.undo_point``)."""
    if action == ("undo",):
        return None if seat == tutorial.person else tr("tutorial.wrong.undo")
    if step.kind == "do" and seat == tutorial.mover(step) and step.fits(action):
        return None
    return why_wrong()


def on_chrome(board: Any, pos: tuple[int, int]) -> bool:
    """Whether ``pos`` is on the board's top bar (menu, rules, log: always at hand)."""
    topbar = getattr(board, "topbar", None)
    return topbar is not None and topbar.collidepoint(pos)


def input_at(event: pygame.event.Event, on_board: bool, board: Any, hooks: CoachHooks,
             down_at: tuple[int, int] | None, swallow_up: bool, u: Scale) -> tuple[int, int] | None:
    """Where a piece of the player's input acts on the board: a click's point, a
    drop's (a button released away from where it was pressed, ``down_at``), or
    for a key (while the board, ``on_board``, takes the input) the point of what
    it presses (``CoachHooks.key_target``; a key that acts where nothing is
    drawn: off the screen).  None: it builds nothing.  Clicks and keys meet the
    same gate here."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        return event.pos
    if event.type == pygame.MOUSEBUTTONUP and not swallow_up and down_at:  # a drop (a drag's end) acts where it lands
        x, y = down_at
        if abs(event.pos[0] - x) + abs(event.pos[1] - y) > u(12):
            return event.pos
        return None
    if event.type == pygame.KEYDOWN and on_board:
        rect = hooks.key_target(board, event)
        if rect is not None:
            return rect.center if rect.w and rect.h else (-1, -1)
    return None


def off_target(pos: tuple[int, int], step: Step, board: Any, hooks: CoachHooks,
               targets: Callable[[], list[pygame.Rect]], u: Scale) -> bool:
    """A click off the lit targets at a step whose game asks for targets only
    (``CoachHooks.only_targets``: a move built by several clicks)."""
    if step.kind not in ("do", "until") or on_chrome(board, pos) or not hooks.only_targets(board, step):
        return False
    return not any(t.inflate(u(8), u(8)).collidepoint(pos) for t in targets())


def on_own_button(stage: Any, board: Any, pos: tuple[int, int]) -> bool:
    """Whether ``pos`` is on an enabled button of a window the coach stands
    beside (not the board): its own Next, Continue or OK answers there, never
    "read the coach first" (the move it may make still meets the gate)."""
    if stage is board:
        return False
    return any(b.enabled and b.rect.collidepoint(pos) for b in stage.group.buttons)
