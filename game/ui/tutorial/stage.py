"""Walking a lesson forward without a person: for `screenshot --scene tutorial`,
the selftest and the generic tests (the tests that play a lesson as a player
would use pygame events instead)."""

from __future__ import annotations

from game.core.protocol import Action


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
    while app.top is not coach and coach in app.stack and app.top.overlay:
        app.pop()           # what the board showed over the coach (a reveal): dismissed, as a player would
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
