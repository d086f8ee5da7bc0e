"""Pages of a decision list, the same way in every game: the way out stays.

Kingdoms' trade offered 12+ options paged 7 at a time with "Do nothing" on
page 2.  Whatever declines the decision (pass, do nothing, skip) is pinned:
it is on every page, after that page's options, and the others share the
room that is left.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

PASS_KINDS = frozenset({"pass", "nothing", "skip", "decline"})     # actions that decline a decision


def declines(action: Any) -> bool:
    """The action passes or declines (its kind, ``action[0]``, is one of ``PASS_KINDS``)."""
    return isinstance(action, tuple) and bool(action) and str(action[0]) in PASS_KINDS


def page_count(items: Sequence[T], size: int, pinned: Callable[[T], bool]) -> int:
    """How many pages ``items`` take at ``size`` a page with the pinned ones on each."""
    rest = sum(1 for x in items if not pinned(x))
    room = max(1, size - (len(items) - rest))
    return max(1, math.ceil(rest / room))


def page_of(items: Sequence[T], page: int, size: int, pinned: Callable[[T], bool]) -> list[T]:
    """Page ``page`` of ``items``: its share of the others, then every pinned one (in their order)."""
    pins = [x for x in items if pinned(x)]
    rest = [x for x in items if not pinned(x)]
    room = max(1, size - len(pins))
    return rest[page * room:(page + 1) * room] + pins
