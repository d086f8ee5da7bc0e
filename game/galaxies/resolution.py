"""How the rules wait for a seat's choices: resolutions are generators.

A resolution (a die action, a planet effect, the hostile galaxy's turn)
``yield``s a :class:`Decision` whenever a seat must choose and receives the
chosen option back, so one code path serves the active player, followers,
solo copies, shared and repeated actions.  A decision with a single option is
taken without asking, except an automaton's :func:`step`, which is always a
logged action of its seat.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from game.galaxies.state import Decision

Resolution = Generator[Decision, Any, Any]


def ask(seat: int, prompt: str, options: list[tuple], **info: Any) -> Resolution:
    """Ask ``seat`` to pick one of ``options`` (taken at once if it is the only one)."""
    if len(options) == 1:
        return options[0]
    choice = yield Decision(seat, prompt, options, info)
    return choice


def step(seat: int, name: str, **info: Any) -> Resolution:
    """One step of automaton ``seat`` (the hostile galaxy): always yielded, so it is
    an action of its seat in the log (``("step", name)``) that the bot driver
    plays; the window shows the table after each one."""
    yield Decision(seat, "step", [("step", name)], dict(info, step=name))
