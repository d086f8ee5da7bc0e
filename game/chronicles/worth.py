"""What a Chronicles bot values: cards, buildings, wars and whole Placement layouts.

Pure reckoning over the view-level kingdom (``game.chronicles.seen``); the bot
levels in ``game.chronicles.bots`` search over these values.  ``W`` holds the
weights of the bot deciding now (a level may override some).
"""

from __future__ import annotations

import math
from typing import Any

from game.chronicles.aging import leaving_set
from game.chronicles.building import PASS, build_price, legal_builds
from game.chronicles.content import BUILDING_KEYS, default_content
from game.chronicles.kingdom import (
    Tables,
    character_strengths,
    effective_strength,
    kingdom_tokens,
    production,
    projected_income,
    strength,
    tables,
)
from game.chronicles.placement import make_commit
from game.chronicles.state import SLOTS, TOP_ROW, Player

# Weights of the evaluation, in VP; a bot level may override some (``weights``).
BASE_WEIGHTS: dict[str, float] = {
    "gold": 0.45,  # one gold
    "strength": 0.8,  # one point of strength per war fought (draft)
    "spread": 1.5,  # uncertainty of a neighbour's strength
    "future": 0.7,  # one point of a survivor's strength next round
    "build": 1.0,  # multiplier on the value of buildings
    "avg_new": 2.2,  # strength a neighbour adds per empty top slot (normal)
    "prod": 0.8,  # one unit of production (draft)
}
W: dict[str, float] = dict(BASE_WEIGHTS)  # the weights of the bot deciding now


def default_tables() -> Tables:
    return tables(default_content())


# --- the view-level kingdom (game.chronicles.seen) ------------------------------------


def unseen_cards(view: dict[str, Any]) -> list[int]:
    """Cards the viewer cannot locate: not in any slot and not its own."""
    known = {c["uid"] for k in view["kingdoms"] for c in k["slots"] if c is not None}
    me = view["me"] or {}
    known.update(me.get("hand", ()), me.get("pack", ()), me.get("picks", ()))
    if me.get("reserve") is not None:
        known.add(me["reserve"])
    return [u for u in range(default_tables().n_cards) if u not in known]


# --- values --------------------------------------------------------------------------
def rounds_after(view: dict[str, Any]) -> int:
    return 4 - view["round"]


def static_value(t: Tables, uid: int, rounds_left: int, prod: list[int] | None = None) -> float:
    """A rough VP worth of a card for the draft and the reserve."""
    prod = prod or [0, 0, 0]
    card = [uid, 0, 0]
    s = effective_strength(t, card, prod, 0, 2)
    aged = effective_strength(t, [uid, 1, 0], prod, 1, 2)
    v = 0.55 * (s + aged) / 2 + 0.9 * sum(t.produces[uid]) * (1 if rounds_left else 0.2)
    for a in t.abilities[uid]:
        key = a.key
        if key in ("gold_flat", "gold_if_aged"):
            v += 0.5 * a["amount"]
        elif key == "gold_per_resource":
            v += 0.5 * a["amount"] * max(1, prod[("wood", "food", "gem").index(a["resource"])])
        elif key in ("vp_per_war_won", "vp_per_war_won_per_resource"):
            v += 1.2
        elif key == "gold_per_war_won":
            v += 0.5
        elif key == "vp_on_own_leave":
            v += 0.8 * a["amount"] if a["only_if_tokens"] is None else 0.4 * a["amount"]
        elif key in ("vp_per_token_on_leaving",):
            v += 1.5
        elif key == "end_vp_per_own_token":
            v += 2 * (rounds_left + 1) * 0.8
        elif key in ("produce_if_top_row", "produce_per_own_token", "produce_if_aged"):
            v += 0.6
        elif key == "save_one":
            v += 0.6
        elif key in ("build_buy_resources", "build_no_land_cost"):
            v += 0.5 if rounds_left else 0.1
        elif key == "enter_upgrade_all_buildings":
            v += 1.0
        elif key == "enter_transform_from_deck":
            v += 1.8
    v -= W["gold"] * max(0, t.cost[uid]) * 0.8
    if t.cost[uid] < 0:
        v += 0.6
    return v


def building_value(t: Tables, p: Player, action: tuple, rounds_left: int) -> float:
    """VP worth of a build action: printed VP, the 5th slot, and bonuses for the rounds left."""
    if action[0] == PASS:
        return 0.0
    b = BUILDING_KEYS.index(action[1])
    before = p.buildings[b]
    after = action[2] if action[0] == "build" else 2
    v: float = t.building_vp[b][after] - t.building_vp[b][before]
    if after == 2 and 2 not in p.buildings and rounds_left:
        v += 1.5
    prod = production(t, p)
    for a in t.sides[b][after]:
        if a in t.sides[b][before]:
            continue
        key = a.key
        if key == "produce":
            v += 0.7 * sum(a["amounts"]) * min(rounds_left, 2)
        elif key == "gold_flat":
            v += W["gold"] * a["amount"] * rounds_left
        elif key == "gold_per_resource":
            v += W["gold"] * max(1, prod[1]) * rounds_left
        elif key == "war_vp_flat":
            v += a["amount"] * rounds_left
        elif key == "war_vp_per_resource":
            v += a["amount"] * max(1, prod[("wood", "food", "gem").index(a["resource"])]) * rounds_left
        elif key == "war_vp_per_strong_character":
            v += 1.5 * rounds_left
        elif key == "str_per_resource":
            v += 0.8 * max(1, prod[0]) * rounds_left
    return v


def best_build(t: Tables, p: Player, rounds_left: int) -> tuple[float, tuple]:
    best: tuple[float, tuple] = (0.0, (PASS,))
    for action in legal_builds(t, p):
        if action[0] == PASS:
            continue
        price = build_price(t, p, action)
        if price is None:                   # (legal_builds lists only what can be built)
            continue
        value = W["build"] * building_value(t, p, action, rounds_left) - W["gold"] * price * (1 if rounds_left else 0.05)
        if value > best[0]:
            best = (value, action)
    return best


def win_chance(mine: float, theirs: float) -> float:
    """Smoothed chance that ``mine >= theirs`` (estimates are never exact)."""
    return 1.0 / (1.0 + math.exp(-(mine - theirs + 0.5) / W["spread"]))


def expected_wars(mine: int, samples: list[list[float]], two: bool) -> float:
    total = 0.0
    for opp in samples:
        if two:
            o = opp[0]
            total += win_chance(mine, o) + (win_chance(mine, 2 * o) if mine > 0 else 0.0)
        else:
            total += sum(win_chance(mine, o) for o in opp)
    return total / len(samples)


def stay_rounds(t: Tables, uid: int, rounds_left: int) -> int:
    """How many War phases a card placed now is likely to fight in."""
    stay = 2
    if any(a.key == "enter_age_self" for a in t.enter[uid]):
        stay = 1
    if t.threshold[uid] > 1:
        stay = 3
    if t.never_leaves[uid]:
        stay = 4
    return min(stay, rounds_left + 1)


def card_worth(t: Tables, uid: int, rounds_left: int, prod: list[int]) -> float:
    """The draft value of normal and hard: strength for the wars it will fight, production
    while buildings remain, income and VP keys, less its cost."""
    stay = stay_rounds(t, uid, rounds_left)
    fresh = effective_strength(t, [uid, 0, 0], prod, 0, 3)
    aged = effective_strength(t, [uid, 1, 0], prod, 1, 3)
    fights = 0.0 if t.strength[uid] == 0 and not t.str_keys[uid] else 1.0
    v = W["strength"] * fights * (fresh + (stay - 1) * aged)
    v += W["prod"] * sum(t.produces[uid]) * (1.0 if rounds_left else 0.1)
    for a in t.abilities[uid]:
        key = a.key
        if key in ("gold_flat", "gold_if_aged"):
            v += W["gold"] * a["amount"] * stay * (0.5 if key == "gold_if_aged" else 1)
        elif key == "gold_per_resource":
            v += W["gold"] * a["amount"] * max(1, prod[("wood", "food", "gem").index(a["resource"])]) * stay
        elif key in ("vp_per_war_won", "vp_per_war_won_per_resource"):
            v += 1.0 * stay
        elif key == "gold_per_war_won":
            v += W["gold"] * stay
        elif key == "vp_on_own_leave":
            v += a["amount"] if a["only_if_tokens"] is None else 0.6 * a["amount"]
        elif key == "vp_per_token_on_leaving":
            v += 2.0
        elif key == "end_vp_per_own_token":
            v += a["amount"] * (rounds_left + 1)
        elif key in ("produce_if_top_row", "produce_per_own_token", "produce_if_aged"):
            v += 0.6 * (1.0 if rounds_left else 0.1)
        elif key == "save_one":
            v += 0.8
        elif key in ("build_buy_resources", "build_no_land_cost"):
            v += 0.6 if rounds_left else 0.0
        elif key == "enter_upgrade_all_buildings":
            v += 1.5
        elif key == "enter_transform_from_deck":
            v += W["strength"] * 3
    v -= W["gold"] * t.cost[uid]
    return v


def building_war_vp(t: Tables, p: Player, prod: list[int]) -> float:
    """The War VP ``p``'s level-2 buildings give whatever the wars' outcome."""
    vp = 0.0
    per_slot = None
    for b, level in enumerate(p.buildings):
        for a in t.sides[b][level]:
            if a.key == "war_vp_flat":
                vp += a["amount"]
            elif a.key == "war_vp_per_resource":
                vp += a["amount"] * prod[("wood", "food", "gem").index(a["resource"])]
            elif a.key == "war_vp_per_strong_character":
                per_slot = per_slot or character_strengths(t, p, prod)
                vp += sum(1 for x in per_slot if x is not None and x >= a["min_strength"])
    return vp


def war_rewards(t: Tables, p: Player, prod: list[int], wars: float, vp: float, gold: float) -> tuple[float, float]:
    """``vp`` and ``gold`` with what the kingdom's war keys pay for ``wars`` expected
    wins (hard's layout value and the expert's outlook both count them here)."""
    for c in p.slots:
        if c is None:
            continue
        for a in t.war[c[0]]:
            if a.key == "vp_per_war_won":
                vp += a["amount"] * wars
            elif a.key == "gold_per_war_won":
                gold += a["amount"] * wars
            else:  # vp_per_war_won_per_resource
                vp += a["amount"] * prod[("wood", "food", "gem").index(a["resource"])] * wars
    return vp, gold


def evaluate(t: Tables, p: Player, samples: list[list[float]], two: bool, rounds_left: int) -> float:
    """VP worth of ``p`` laid out for this round: war, income, the best build, Aging and the future."""
    prod = production(t, p)
    inc = projected_income(t, p, prod)
    s = strength(t, p, prod)
    wars = expected_wars(s, samples, two)
    vp, gold = war_rewards(t, p, prod, wars, 3 * wars, inc)
    vp += building_war_vp(t, p, prod)
    after = p.copy()
    after.gold += gold          # type: ignore[assignment]  # a scratch copy: expected (float) gold
    build_v, _ = best_build(t, after, rounds_left)
    vp += build_v
    # Aging: leave keys now, and what the survivors are worth next round
    leaving = leaving_set(t, p.slots)
    tokens_leaving = sum(p.card(s_)[1] for s_ in leaving)
    future = 0.0
    for slot, c in enumerate(p.slots):
        if c is None:
            continue
        for a in t.leave[c[0]]:
            if a.key == "vp_per_token_on_leaving":
                vp += a["amount"] * tokens_leaving
            elif slot in leaving:
                if a.key == "vp_on_own_leave":
                    if a["only_if_tokens"] is None or a["only_if_tokens"] == c[1]:
                        vp += a["amount"]
                else:
                    gold += a["amount"] * c[1]
        if t.end_vp[c[0]]:
            vp += t.end_vp[c[0]] * (c[1] + rounds_left + 1) / (rounds_left + 1)
        if slot not in leaving and rounds_left:
            nxt = [c[0], c[1] + 1, c[2]]
            future += W["future"] * effective_strength(t, nxt, prod, kingdom_tokens(p) + 1, inc) \
                + 0.5 * sum(t.produces[c[0]]) + 0.3 * len(t.income[c[0]])
    return vp + W["gold"] * (p.gold + gold) * (1 if rounds_left else 0.05) + future


# --- layouts ---------------------------------------------------------------------------
def arrange(t: Tables, p: Player, cards: list[list[int]]) -> list[list[int] | None]:
    """Put ``cards`` (in-play lists) into slots: the strongest fighters in the top row."""
    probe = Player(p.seat)
    probe.buildings = p.buildings
    probe.slots = [None] * 5
    for i, c in enumerate(cards[:5]):
        probe.slots[i] = c
    prod = production(t, probe)
    ktok = kingdom_tokens(probe)
    inc = projected_income(t, probe, prod)

    def top_benefit(c: list[int]) -> float:
        if t.from_bottom[c[0]]:
            return -1.0
        bonus = 1.5 if any(k == "produce_if_top_row" for k, _, _ in t.cond_prod[c[0]]) else 0.0
        return effective_strength(t, c, prod, ktok, inc) + bonus

    tops = [s for s in TOP_ROW if s in p.available_slots()]
    bottoms = [3, 4]
    ordered = sorted(cards, key=top_benefit, reverse=True)
    layout: list[list[int] | None] = [None] * 5
    free_top, free_bottom = list(tops), list(bottoms)
    for c in ordered:
        if free_top and (top_benefit(c) > 0 or not free_bottom):
            layout[free_top.pop(0)] = c
        elif free_bottom:
            layout[free_bottom.pop(0)] = c
        else:
            layout[free_top.pop(0)] = c
    return layout


def layout_commit(t: Tables, p: Player, discard: list[int], new: list[int], reserve: int | None) -> tuple[tuple, Player]:
    """The commit that discards ``discard``, places ``new`` and arranges everything, and the
    kingdom it leads to (new cards entered, costs paid, ENTER keys approximated)."""
    kept = [(s, p.card(s)) for s in SLOTS if p.slots[s] is not None and s not in discard]
    fresh = [[u, 0, -1] for u in new]
    layout = arrange(t, p, [c for _, c in kept] + fresh)
    moves, place = [], []
    for slot, c in enumerate(layout):
        if c is None:
            continue
        if c[2] == -1:
            place.append((slot, c[0]))
        else:
            src = next(s for s, k in kept if k is c)
            if src != slot:
                moves.append((src, slot))
    action = make_commit(t, discard, moves, place, reserve)
    after = p.copy()
    after.hand = []
    after.slots = [None if c is None else [c[0], c[1], 0] for c in layout]
    credit = 0
    for slot in action[5]:
        cost = t.cost[after.slots[slot][0]]
        if cost < 0:
            credit -= cost
        else:
            use = min(credit, cost)
            credit -= use
            after.gold -= cost - use
    for slot in action[5]:
        c = after.slots[slot]
        for a in t.enter[c[0]]:
            if a.key == "enter_age_self":
                c[1] += a["amount"]
            elif a.key == "enter_age_others":
                for o in after.slots:
                    if o is not None and o is not c:
                        o[1] += a["amount"]
            elif a.key in ("enter_age_chosen", "enter_age_chosen_per_resource"):
                amount = a["amount"] if a.key == "enter_age_chosen" else \
                    a["amount"] * production(t, after)[("wood", "food", "gem").index(a["resource"])]
                if amount:
                    target = age_target(t, after, [s for s in SLOTS if after.slots[s] is not None])
                    after.card(target)[1] += amount
            elif a.key == "enter_upgrade_all_buildings":
                after.buildings = [2 if level == 1 else level for level in after.buildings]
            elif a.key == "enter_vp_per_level2_building":
                after.vp = max(0, after.vp + a["amount"] * sum(1 for x in after.buildings if x == 2))
    return action, after


def affordable(t: Tables, p: Player, cards: tuple[int, ...]) -> bool:
    credit = sum(-t.cost[u] for u in cards if t.cost[u] < 0)
    return sum(max(0, t.cost[u]) for u in cards) <= p.gold + credit


def age_target(t: Tables, p: Player, options: list[int]) -> int:
    """Where tokens hurt least or help most: token lovers, then cards already leaving."""
    def score(slot: int) -> float:
        c = p.card(slot)
        uid = c[0]
        v = 0.0
        if any(a.key in ("str_per_own_token",) for a in t.str_keys[uid]):
            v += 3
        if any(k == "produce_per_own_token" for k, _, _ in t.cond_prod[uid]):
            v += 3
        if t.end_vp[uid]:
            v += 4
        if t.never_leaves[uid]:
            v += 2
        for a in t.str_keys[uid]:
            if a.key == "str_set_if_aged":
                v += (a["value"] - t.strength[uid]) / 2
        if c[1] >= t.threshold[uid]:
            v += 2.5  # leaving anyway
        v -= 1.0 * (t.strength[uid] + sum(t.produces[uid])) / 3
        return v
    return max(options, key=score)


def save_target(t: Tables, p: Player, options: list[int | None]) -> int | None:
    best, value = None, 0.5
    for s in options:
        if s is None:
            continue
        c = p.card(s)
        v = 0.5 * t.strength[c[0]] + sum(t.produces[c[0]]) + 0.5 * len(t.income[c[0]])
        if any(a.key == "vp_on_own_leave" and a["amount"] > 0 for a in t.leave[c[0]]):
            v -= 3
        if v > value:
            best, value = s, v
    return best


def expected_hand(view: dict[str, Any], seat: int) -> int:
    """Cards ``seat`` will hold at Placement: its hand, or during the draft 5 plus its reserve."""
    k = view["kingdoms"][seat]
    if view["phase"] == "recruit":
        return 5 + int(k["has_reserve"])
    return k["hand_size"]


def cheapest_cost(t: Tables, p: Player) -> tuple[int, int, int]:
    """The resource cost of the cheapest next building step (what production still helps)."""
    best = None
    for b, level in enumerate(p.buildings):
        if level == 2:
            continue
        building = t.content.buildings[b]
        cost = building.cost1 if level == 0 else building.cost2
        if best is None or sum(cost) < sum(best):
            best = cost
    return best or (0, 0, 0)

