"""A kingdom as a view shows it: what bots and the window both read.

The window may not import the bots (they reach it only through the driver),
yet both need the same view-level kingdom and the rules' own commit check on
it; so these live here, beside the rules, and the bots import them too.
"""

from __future__ import annotations

from typing import Any

from game.chronicles.content import BUILDING_KEYS
from game.chronicles.placement import commit_problem
from game.chronicles.state import Player


def player_from_view(view: dict[str, Any], seat: int) -> Player:
    """A ``Player`` holding what ``view`` shows of ``seat`` (its hand only for the viewer)."""
    k = view["kingdoms"][seat]
    p = Player(seat)
    p.gold, p.vp = k["gold"], k["vp"]
    p.buildings = [k["buildings"][key] for key in BUILDING_KEYS]
    p.slots = [None if c is None else [c["uid"], c["tokens"], c["entered"]] for c in k["slots"]]
    p.extra_open = k["extra_slot"]
    if seat == view["seat"] and view.get("me"):
        p.hand = list(view["me"]["hand"])
        p.pack = list(view["me"]["pack"])
        p.picks = list(view["me"]["picks"])
        p.reserve = view["me"]["reserve"]
    return p


def commit_is_legal(view: dict[str, Any], action: tuple) -> bool:
    """The rules' own commit check, run on the viewer's kingdom as its view shows it."""
    return commit_problem(player_from_view(view, view["seat"]), action) is None


def neighbours(view: dict[str, Any]) -> list[int]:
    """The seats the viewer fights in a war: the one other player, else left and right."""
    n, seat = view["players"], view["seat"]
    if n == 2:
        return [1 - seat]
    return [(seat + 1) % n, (seat - 1) % n]
