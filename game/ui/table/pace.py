"""The pace of automatic play, one rule for every game.

Automatic play is what happens without a person deciding: bots' moves, an
automaton's steps (Galaxies' hostile turn), a resolution told in steps
(Chronicles' seasons, Kingdoms' war reveal).  It is narrated one way:

- with animations on, each step shows for ``step_seconds`` and goes on by
  itself; Next (Space, Enter, a click) goes on at once, Skip shows the rest
  at once (until a person decides);
- with animations off nothing is narrated: the steps are played and the
  board shows where they end, the log tells them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.controller import Controller
    from game.ui.scene import Host
    from game.ui.settings import Settings


def narrates(settings: Settings) -> bool:
    """Whether automatic play is told step by step (animations on)."""
    return settings.anim_seconds > 0


def step_seconds(settings: Settings) -> float:
    """How long one narrated step shows (0 with animations off)."""
    if not narrates(settings):
        return 0.0
    return max(0.9, settings.bot_delay + settings.anim_seconds * 2)


class Pace:
    """The board's side: the controller plays an automaton's steps at this pace."""

    if TYPE_CHECKING:                   # what the board it is mixed into holds
        app: Host
        ctl: Controller

    def narration_delay(self) -> float:
        """Seconds between an automaton's steps (the controller plays them)."""
        return step_seconds(self.app.settings)

    def narrating(self) -> bool:
        """An automaton's run is being told on the board now."""
        return self.ctl.automaton_due() is not None and narrates(self.app.settings) and not self.ctl.hurry

    def next_step(self) -> bool:
        """Next: play the automaton's next step now."""
        if not self.ctl.step_now():
            return False
        self.app.dirty = True
        return True

    def skip_narration(self) -> bool:
        """Skip: show the rest of an automaton's run at once (until a person decides)."""
        if not self.ctl.skip():
            return False
        self.app.dirty = True
        return True

    def narration_items(self) -> list[tuple[str, Callable[[], object], bool, bool | None]]:
        """Next and Skip in the top bar of a board whose automaton's runs are told:
        always there (greyed while nothing is told), so no button moves when a
        run starts or ends; none with animations off (nothing is ever told)."""
        if not self.ctl.automata or not narrates(self.app.settings):
            return []
        on = self.narrating()
        return [("narration.next", self.next_step, on, None), ("narration.skip", self.skip_narration, on, None)]
