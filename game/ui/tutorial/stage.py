"""Walking a lesson forward without a person: for `screenshot --scene tutorial`,
the selftest and the generic tests (the tests that play a lesson as a player
would use pygame events instead)."""

from __future__ import annotations

import pygame

from game.core.protocol import Action
from game.ui.tutorial.told import narration_of


def first_fit(coach) -> Action | None:
    """The first legal move that fits the current do step (None if none does)."""
    step = coach.step
    seat = coach.tutorial.mover(step)
    for action in coach.ctl.match.legal(seat):
        if step.fits(action):
            return action
    return None


def advance(coach) -> bool:
    """Complete the current step the way the lesson asks; False at the end."""
    if coach.at_end:
        return False
    app = coach.app
    while app.top is not coach and coach in app.stack and app.top.overlay and not coach.works_in(app.top):
        app.pop()           # what the board showed over the coach (a reveal): dismissed, as a player would
    coach.lift()            # (a narration the coach explains stays, under it)
    coach.board.ensure_layout()     # laid out, the board tells the moves as a player sees them (a resolution's steps)
    step = coach.step
    ctl = coach.ctl
    if step.kind == "say":
        coach.next()
    elif step.kind == "until":
        coach.hooks.fulfil(coach.board, step.condition)
        coach.update(0.0)
    elif step.kind == "do":
        action = first_fit(coach)
        if action is None:
            raise RuntimeError(f"{coach.tutorial.source}: step {step.id!r}: no legal move fits")
        if not ctl.submit_human(coach.tutorial.mover(step), action):
            raise RuntimeError(f"{coach.tutorial.source}: step {step.id!r}: the coach refused {action!r}")
    else:
        coach.next()
        index = coach.cursor
        while coach.cursor == index:
            coach.board.ensure_layout()
            seat = ctl.match.to_move()[0]
            if ctl.is_automaton(seat):      # an automaton's step: the rules' own, as the controller plays it
                ctl.apply(seat, ctl.match.rules.automaton_step(ctl.match.state, seat))
            else:
                ctl.apply(seat, ctl.bots[seat].planned)
    coach.board.update(0.0)
    coach.follow_log()
    return True


def walk_to(coach, index: int) -> None:
    """Advance until the lesson shows step ``index`` (or its end)."""
    while coach.cursor < index and advance(coach):
        pass
    coach.lift()
    told = narration_of(coach.app, coach.board)
    if told is not None and coach.step.narration:
        told.show(coach.step.narration)     # the step the coach explains, as a player reading it sees it


def wrong_spot(coach) -> tuple[int, int] | None:
    """A click the step does not ask for: an enabled control of the board (else a
    spot of it) that is neither lit, nor the coach's panel, nor the top bar or the
    log (the lessons' wrong-click test and ``build_scripts/lessons_in_x.py``)."""
    board = coach.board
    u = coach.u
    keep_off = [t.inflate(u(16), u(16)) for t in coach.targets()] + [coach.panel.inflate(u(8), u(8))]
    keep_off += [r for r in (getattr(board, "topbar", None), getattr(board, "log_rect", None)) if r is not None]

    def free(r: pygame.Rect) -> bool:
        return r.w > 0 and r.h > 0 and not any(r.colliderect(k) for k in keep_off)

    for b in board.group.buttons:
        if b.enabled and b.data != "top" and free(b.rect):
            return b.rect.center
    w, h = coach.app.size
    for y in range(u(80), h - u(20), u(40)):
        for x in range(u(20), w - u(20), u(40)):
            if free(pygame.Rect(x - 2, y - 2, 4, 4)):
                return (x, y)
    return None
