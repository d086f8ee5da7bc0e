"""A resolution told in steps over the board, kept in step with the coach.

The rules may resolve several phases in one move (Chronicles: the reveal, the
wars and the income after the last placement); the board then tells them one
by one in a narration (``game.ui.table.narration``), which goes on by itself.
In a lesson a ``say`` step names the narration step it explains
(``Step.narration``): the narration waits on that step while the coach talks
about it, the coach's Next shows the next one, and the narration's own Next
moves the coach on with it, so the window never runs ahead of the text.
"""

from __future__ import annotations

from typing import Any

from game.core.tutorial import Tutorial
from game.ui.table.narration import NarrationOverlay


def narration_of(app: Any, board: Any) -> NarrationOverlay | None:
    """The board's narration showing now, if any."""
    return next((s for s in app.stack if isinstance(s, NarrationOverlay) and s.board is board), None)


def explaining(tutorial: Tutorial, cursor: int, told_step: Any) -> int | None:
    """The step at or after ``cursor`` (talk only, none skipped past a move) that
    explains the narration's ``told_step``; None if none does."""
    for i in range(cursor, len(tutorial.steps)):
        step = tutorial.steps[i]
        if step.kind != "say":
            return None
        if step.narration and step.narration == told_step:
            return i
    return None


def follow(app: Any, board: Any, tutorial: Tutorial, cursor: int) -> int:
    """Hold the narration on the step the coach explains; if the player moved the
    narration on (its Next), the coach's step that explains the new one (the
    cursor to show)."""
    told = narration_of(app, board)
    if told is None:
        return cursor
    name = tutorial.steps[min(cursor, len(tutorial.steps) - 1)].narration
    if name and told.step != name and name in told.steps and told.steps.index(name) < told.index:
        found = explaining(tutorial, cursor, told.step)
        if found is not None:
            cursor, name = found, told.step
    told.coach_waits = bool(name) and told.step == name
    return cursor


def moved_on(app: Any, board: Any, tutorial: Tutorial, before: int, cursor: int) -> None:
    """The coach went from step ``before`` to ``cursor``: the narration shows the
    step the new one explains, or closes once the coach has talked past it."""
    told = narration_of(app, board)
    if told is None or before == cursor:
        return
    old = tutorial.steps[before].narration
    name = tutorial.steps[min(cursor, len(tutorial.steps) - 1)].narration
    if name and name in told.steps:
        told.show(name)
        told.coach_waits = told.step == name
    elif old and not name and told.step == old:
        told.close()
