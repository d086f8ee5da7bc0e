"""What the coach says: a step's text, its answer to a move the step does not
ask for, why Next waits, and the panel's heading.

Kept apart from the coach scene: these read only the lesson, the step and the
game's text arguments (``CoachHooks.text_args``), so every wording rule of the
coach lives in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.tutorial import Step, Tutorial
from game.ui.i18n import catalog, tr


def step_text(tutorial: Tutorial, step: Step, args: Mapping[str, Any]) -> str:
    """The step's own text, with the game's values filled in."""
    return tr(step.text_key(tutorial.game), **args)


def why_wrong(tutorial: Tutorial, step: Step, args: Callable[[], Mapping[str, Any]]) -> str:
    """The coach's answer to a move (or click) the step does not ask for: the
    step's own answer if the catalog has one, else the general one for its kind."""
    key = step.wrong_key(tutorial.game)
    if catalog().has(key):
        return tr(key, **args())
    if step.kind == "do":
        return tr("tutorial.wrong.do")
    if step.kind == "until":
        return tr("tutorial.wrong.until")
    return tr("tutorial.wrong.next")


def waiting_for(step: Step) -> str:
    """Why the panel's Next is greyed: the bots play, or the player's move is awaited."""
    if step.kind == "watch":
        return tr("tutorial.wait.bots")
    return tr("tutorial.wait.do")


def heading(tutorial: Tutorial, cursor: int) -> tuple[str, str]:
    """The panel's title and its count ("Step 3 of 12", with the part's name in a lesson of parts)."""
    head = tr("tutorial.title", game=tr(f"{tutorial.game}.name"))
    count = tr("tutorial.progress", n=min(cursor + 1, len(tutorial.steps)), total=len(tutorial.steps))
    if tutorial.part:
        count = tr("tutorial.progress.part", part=tr(tutorial.title_key), progress=count)
    return head, count
