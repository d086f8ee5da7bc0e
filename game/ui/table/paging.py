"""Pages of a decision list, the same way in every game: the way out stays.

Kingdoms' trade offered 12+ options paged 7 at a time with "Do nothing" on
page 2.  Whatever declines the decision (pass, do nothing, skip) is pinned:
it is on every page, where it stands in the list, and the others share the
room that is left.  A list that fits on one page is shown as it is.
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
    if len(items) <= size:
        return 1
    rest = sum(1 for x in items if not pinned(x))
    room = max(1, size - (len(items) - rest))
    return max(1, math.ceil(rest / room))


def page_of(items: Sequence[T], page: int, size: int, pinned: Callable[[T], bool]) -> list[T]:
    """Page ``page`` of ``items``: the list as it is when it fits on one page; else
    that page's share of the others with every pinned one where it stands in the
    list (a pass listed first stays first on each page, one listed last stays last)."""
    if len(items) <= size:
        return list(items)
    rest = [x for x in items if not pinned(x)]
    lead = list(items[: next((i for i, x in enumerate(items) if not pinned(x)), len(items))])
    tail = [x for x in items if pinned(x) and x not in lead]
    room = max(1, size - len(lead) - len(tail))
    return lead + rest[page * room:(page + 1) * room] + tail
