"""``TableView``: one frozen reading of the table, made by the kit once per change.

Every board used to re-read the match in its own ``refresh`` with its own
cache key; now ``BoardChrome.refresh`` reads it once when the key changes
(the log's length, the viewer, the undo barrier, the cover, the end), tells
the new events to the log, and hands the reading to the board's one hook,
``table_changed(tv)``.  Panels draw from it and never ask the match again for
what it already holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Action


@dataclass(frozen=True)
class TableView:
    """What the screen shows of the table now (never written once made)."""

    viewer: int | None                  # whose eyes the board shows (None: a spectator)
    cover: int | None                   # the seat whose secret decision waits behind the hotseat cover
    view: dict[str, Any]                # the rules' view the screen shows (the spectator's while covered)
    legal: tuple[Action, ...]           # the viewer's legal actions when they owe a decision the screen shows
    by_kind: Mapping[str, tuple[Action, ...]] = field(default_factory=dict)   # ``legal`` grouped by ``action[0]``
    new_decision: bool = True           # the viewer, the cover or the legal actions differ from the last reading
    told: int = 0                       # the rules events the table has told (the log is synced up to here)
    over: bool = False                  # the game is over
    narrates: bool = True               # the pace: automatic play is told step by step (animations on)
    hurry: bool = False                 # the pace: a Skip plays the automaton's run at once
    quiet: bool = False                 # retold (first reading, undo, a new language): no picture cues
    key: tuple[Any, ...] = ()                     # what the kit compared to decide it had changed

    def of_kind(self, kind: str) -> tuple[Action, ...]:
        """The legal actions of one kind (``action[0]``), () when there are none."""
        return self.by_kind.get(kind, ())

    @property
    def owes(self) -> bool:
        """The viewer has a decision to make on this screen."""
        return bool(self.legal)


def group_by_kind(legal: tuple[Action, ...]) -> dict[str, tuple[Action, ...]]:
    """The legal actions grouped by their kind, in their order."""
    groups: dict[str, list[Action]] = {}
    for action in legal:
        groups.setdefault(str(action[0]) if action else "", []).append(action)
    return {kind: tuple(actions) for kind, actions in groups.items()}
