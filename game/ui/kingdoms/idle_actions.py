"""Which actions the selecting player could not carry out now, and why.

Selecting such an action is legal (its shield still blocks it for the others,
rules 3.2), but the player then does nothing: a new player met "White does
nothing" with no warning.  The board says so on the tile and in the choice's
tip, and the first pick of one asks for a second to confirm.  Read from the
view only (what the seat holds, its prices and where the meeples stand); the
preconditions are those of rules 4.3-4.6.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.kingdoms.state import RES_MAX
from game.ui.i18n import tr
from game.ui.kingdoms.board_model import RESOURCES

LEVELLED = {"build": "ore", "research": "mana"}     # a levelled action and what its next level is paid in


def idle_reason(view: dict[str, Any], seat: int | None, action: str) -> str | None:
    """Why ``action`` would do nothing for ``seat`` now (None: it can be carried out,
    or it is not one whose means the view shows: patrol, quest)."""
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return None
    me = seats[seat]
    if action in LEVELLED:
        res, cost = LEVELLED[action], me.get(f"{action}_cost")
        if cost is None:
            return tr(f"kingdoms.idle.{action}.top")
        if me.get(res, 0) < cost:
            return tr(f"kingdoms.idle.{action}.{res}", cost=cost, have=me.get(res, 0))
    elif action == "expand":
        if me.get("supply", 0) < 1:
            return tr("kingdoms.idle.expand.supply")
        if not lone_meeples(view, seat):
            return tr("kingdoms.idle.expand.alone")
        if me.get("food", 0) < me.get("expand_cost", 0):
            return tr("kingdoms.idle.expand.food", cost=me.get("expand_cost", 0), have=me.get("food", 0))
    elif action == "trade":
        held = [me.get(r, 0) for r in RESOURCES]
        if not any(held[x] and held[y] < RES_MAX for x in range(3) for y in range(3) if x != y):
            return tr("kingdoms.idle.trade.none")
    return None


def lone_meeples(view: dict[str, Any], seat: int) -> list[int]:
    """The regions where one of ``seat``'s meeples stands alone (the only ones it may expand into)."""
    meeples = view.get("meeples") or []
    count = Counter(m[1] for m in meeples if m[1] is not None and m[1] >= 0)
    return sorted({m[1] for m in meeples if m[0] == seat and m[1] is not None and m[1] >= 0 and count[m[1]] == 1})
