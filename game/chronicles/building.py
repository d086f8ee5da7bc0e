"""Build actions (spec 4.3): ``BuildNew``, ``Upgrade`` and ``PassBuild``.

Actions::

    ("build", building, level, gold_parts, purchases)
    ("upgrade", building, gold_parts, purchases)
    ("pass",)

``gold_parts`` holds one bool per level part (level 1, then level 2): True
pays that part with the Shrine's gold price instead of resources (only the
Shrine has one).  ``purchases`` is ``(wood, food, gem)`` bought with
``build_buy_resources``; it may not exceed the shortfall, so with covered
costs it equals the shortfall exactly.  Resources are never consumed.
"""

from __future__ import annotations

from game.chronicles.content import BUILDING_KEYS
from game.chronicles.kingdom import Tables, buy_prices, land_cost, production
from game.chronicles.state import Player

BUILD, UPGRADE, PASS = "build", "upgrade", "pass"
_BUILDING_INDEX = {key: b for b, key in enumerate(BUILDING_KEYS)}


def build_price(t: Tables, p: Player, action: tuple) -> int | None:
    """Gold the build action costs, or None if it is illegal for ``p`` now.

    The way to pay comes from ``t.build_shapes`` (the shape whose level and
    gold parts the action names); purchases must be the exact shortfall."""
    kind = action[0]
    if kind == PASS:
        return 0 if len(action) == 1 else None
    try:
        if kind == BUILD:
            _, key, level, gold_parts, purchases = action
            if type(level) is not int or level not in (1, 2):     # True is not level 1
                return None
        elif kind == UPGRADE:
            _, key, gold_parts, purchases = action
            level = 2
        else:
            return None
        b = _BUILDING_INDEX[key]
    except (ValueError, TypeError, KeyError):
        return None
    now = p.buildings[b]
    if now != (0 if kind == BUILD else 1):
        return None
    if type(gold_parts) is not tuple or type(purchases) is not tuple or len(purchases) != 3:
        return None
    for x in gold_parts:
        if type(x) is not bool:
            return None
    for x in purchases:
        if type(x) is not int or x < 0:
            return None
    for shape in t.build_shapes[b][now]:
        if shape[0] == level and shape[1] == gold_parts:
            break
    else:       # no such way to pay (a gold part without a gold price, or the wrong number of parts)
        return None
    need, gold = shape[2], shape[3]
    prod = production(t, p)
    prices = buy_prices(t, p)
    for i in range(3):
        shortfall = need[i] - prod[i]
        if shortfall <= 0:
            if purchases[i]:        # Ambiguity 16: never more than the shortfall
                return None
            continue
        if purchases[i] != shortfall:
            return None
        price = prices[i]
        if price is None:
            return None
        gold += price * shortfall
    if kind == BUILD:
        gold += land_cost(t, p)
    return gold if gold <= p.gold else None


def legal_builds(t: Tables, p: Player) -> list[tuple]:
    """Every legal build action of ``p`` (purchases are always the exact shortfall)."""
    return [action for action, _gold in priced_builds(t, p)]


def priced_builds(t: Tables, p: Player) -> list[tuple[tuple, int]]:
    """Every legal build action of ``p`` with the gold it costs (``build_price``),
    pass first, then building by building.

    Each option is priced once as it is made, by the same sums as
    :func:`build_price` (tests hold the two together), instead of being made
    and then checked again; the ways to pay come ready from ``t.build_shapes``."""
    out: list[tuple[tuple, int]] = [((PASS,), 0)]
    pw, pf, pg = production(t, p)
    bw, bf, bg = buy_prices(t, p)
    land = None
    budget = p.gold
    levels, build_shapes = p.buildings, t.build_shapes
    for b, key in enumerate(BUILDING_KEYS):
        now = levels[b]
        shapes = build_shapes[b][now]
        if not shapes:
            continue
        if now == 0 and land is None:
            land = land_cost(t, p)
        base = land if now == 0 else 0
        for level, gold_parts, (nw, nf, ng), gold in shapes:
            gold += base
            sw, sf, sg = nw - pw, nf - pf, ng - pg
            if sw > 0:
                if bw is None:
                    continue
                gold += bw * sw
            else:
                sw = 0
            if sf > 0:
                if bf is None:
                    continue
                gold += bf * sf
            else:
                sf = 0
            if sg > 0:
                if bg is None:
                    continue
                gold += bg * sg
            else:
                sg = 0
            if gold <= budget:
                action = ((BUILD, key, level, gold_parts, (sw, sf, sg)) if now == 0
                          else (UPGRADE, key, gold_parts, (sw, sf, sg)))
                out.append((action, gold))
    return out


def apply_build(t: Tables, p: Player, action: tuple) -> int | None:
    """Apply a legal build; returns the gold paid, or None (then it counts as a pass)."""
    price = build_price(t, p, action)
    if price is None or action[0] == PASS:
        return None
    b = _BUILDING_INDEX[action[1]]
    p.gold -= price
    p.buildings[b] = action[2] if action[0] == BUILD else 2
    return price
