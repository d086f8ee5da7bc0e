"""Chronicles bots: ``easy``, ``normal`` and ``hard``, through views only.

A bot rebuilds its own kingdom (and the public parts of the others') from
``view`` and builds its Placement commits itself, checking each with
:func:`commit_is_legal`, the same legality function the rules use, on that
view-level kingdom.  It never looks at the state, so changing what a seat
cannot see (others' hands, face-down commits, reserves, the deck order)
cannot change its decision for a fixed seed.

* easy: static card values; fills empty slots with what it can afford.
* normal: scores whole layouts by this round's war (neighbours as they stand
  plus an average card per empty slot), income, the best build it unlocks
  and what leaves in Aging.
* hard: the same score, but the neighbours' war strength is estimated by
  sampling their unseen hands from the cards it has not seen (determinized),
  discards are considered, and the draft looks at synergy with its kingdom.
"""

from __future__ import annotations

import itertools
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
from game.chronicles.placement import commit_problem, make_commit
from game.chronicles.seen import commit_is_legal, neighbours, player_from_view
from game.chronicles.state import SLOTS, TOP_ROW, Player
from game.core.bots import Bot
from game.core.protocol import Action

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


def _t() -> Tables:
    return tables(default_content())


# --- the view-level kingdom (game.chronicles.seen) ------------------------------------


def unseen_cards(view: dict[str, Any]) -> list[int]:
    """Cards the viewer cannot locate: not in any slot and not its own."""
    known = {c["uid"] for k in view["kingdoms"] for c in k["slots"] if c is not None}
    me = view["me"] or {}
    known.update(me.get("hand", ()), me.get("pack", ()), me.get("picks", ()))
    if me.get("reserve") is not None:
        known.add(me["reserve"])
    return [u for u in range(_t().n_cards) if u not in known]


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
    v = t.building_vp[b][after] - t.building_vp[b][before]
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


def evaluate(t: Tables, p: Player, samples: list[list[int]], two: bool, rounds_left: int) -> float:
    """VP worth of ``p`` laid out for this round: war, income, the best build, Aging and the future."""
    prod = production(t, p)
    inc = projected_income(t, p, prod)
    s = strength(t, p, prod)
    wars = expected_wars(s, samples, two)
    vp = 3 * wars
    gold = inc
    per_slot = None
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
    for b, level in enumerate(p.buildings):
        for a in t.sides[b][level]:
            if a.key == "war_vp_flat":
                vp += a["amount"]
            elif a.key == "war_vp_per_resource":
                vp += a["amount"] * prod[("wood", "food", "gem").index(a["resource"])]
            elif a.key == "war_vp_per_strong_character":
                per_slot = per_slot or character_strengths(t, p, prod)
                vp += sum(1 for x in per_slot if x is not None and x >= a["min_strength"])
    after = p.copy()
    after.gold += gold
    build_v, _ = best_build(t, after, rounds_left)
    vp += build_v
    # Aging: leave keys now, and what the survivors are worth next round
    leaving = leaving_set(t, p.slots)
    tokens_leaving = sum(p.slots[s_][1] for s_ in leaving)
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
    kept = [(s, p.slots[s]) for s in SLOTS if p.slots[s] is not None and s not in discard]
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
                    after.slots[target][1] += amount
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
        c = p.slots[slot]
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
        c = p.slots[s]
        v = 0.5 * t.strength[c[0]] + sum(t.produces[c[0]]) + 0.5 * len(t.income[c[0]])
        if any(a.key == "vp_on_own_leave" and a["amount"] > 0 for a in t.leave[c[0]]):
            v -= 3
        if v > value:
            best, value = s, v
    return best


# --- the bots ------------------------------------------------------------------------------
class ChroniclesBot(Bot):
    level = "normal"
    discards = False
    samples = 0
    # Search sizes are counted in scored layouts, not seconds, so a decision never
    # depends on the machine's speed; the safety cap (``Bot.runaway``) only stops a runaway.
    max_layouts = 64
    draft_layouts = 12  # per pack card (and future); 0: draft by card values only
    draft_futures = 0  # sampled completions of the hand per draft decision (0: the picks so far)
    weights: dict[str, float] = {}
    build_weights: dict[str, float] = {}  # overrides ``weights`` for the Building decision

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self._worths: list[float] | None = None

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        t = _t()
        W.clear()
        W.update(BASE_WEIGHTS)
        W.update(self.weights)
        if not legal:
            raise ValueError("no legal action")
        kind = legal[0][0]
        if kind in ("pick", "pick2"):
            return self.draft(t, view, legal)
        if kind == "commit":
            return self.place(t, view, legal)
        if kind in ("build", "upgrade", "pass"):
            W.update(self.build_weights)
            return self.build(t, view, legal)
        me = player_from_view(view, view["seat"])
        options = view["choice"]["options"]
        if kind == "age":
            return ("age", age_target(t, me, options))
        return ("save", save_target(t, me, options))

    # draft
    def card_value(self, t: Tables, view: dict[str, Any], uid: int) -> float:
        me = player_from_view(view, view["seat"])
        prod = production(t, me)
        for u in me.picks:
            for i in range(3):
                prod[i] += t.produces[u][i]
        return card_worth(t, uid, rounds_after(view), prod)

    def draft_search(self, t: Tables, view: dict[str, Any], legal: list[Action]) -> Action:
        """Each pack card is scored by the best Placement it would allow with the cards
        already picked (and the reserve), against sampled neighbours.  With
        ``draft_futures``, the hand is completed by the picks still to come, drawn
        ``draft_futures`` times from the unseen cards (the same draws for every pack
        card), and the scores are averaged: a card is judged in the whole hand it
        will be placed from, not alone."""
        me = player_from_view(view, view["seat"])
        base = me.picks + ([me.reserve] if me.reserve is not None else [])
        samples = self.samples_for(t, view)
        pack = view["me"]["pack"]
        futures = self.future_picks(t, view) if self.draft_futures else [[]]
        values = {}
        deadline = self.safety_deadline()
        for u in pack:
            total = 0.0
            for future in futures:
                me.hand = [*base, u, *future]
                total += self.search(t, view, me, samples, False, self.draft_layouts, deadline)[0]
            values[u] = total / len(futures) + 0.3 * self.card_value(t, view, u) + self.rng.random() * 0.01
        ranked = sorted(pack, key=values.get, reverse=True)
        if legal[0][0] == "pick2":
            return ("pick2", ranked[0], self.hate(t, view, ranked))
        return ("pick", ranked[0])

    def future_picks(self, t: Tables, view: dict[str, Any]) -> list[list[int]]:
        """``draft_futures`` guesses at the cards this seat will still pick this round:
        one per pack still to come (sizes shrinking as the packs go round), each the
        best of that many cards drawn from the ones it has not seen."""
        pack = view["me"]["pack"]
        step = 2 if view["players"] == 2 else 1          # two players keep one, discard one
        sizes = list(range(len(pack) - step, 0, -step))
        pool = [u for u in unseen_cards(view) if u not in pack]
        worth = self.worths(t)
        out = []
        for _ in range(self.draft_futures):
            self.rng.shuffle(pool)
            picks, i = [], 0
            for size in sizes:
                drawn = pool[i:i + size]
                i += size
                if drawn:
                    picks.append(max(drawn, key=worth.__getitem__))
            out.append(picks)
        return out

    def worths(self, t: Tables) -> list[float]:
        """Every card's draft worth in an empty kingdom mid-game (a fixed ranking)."""
        if self._worths is None:
            self._worths = [card_worth(t, u, 2, [0, 0, 0]) for u in range(t.n_cards)]
        return self._worths

    def draft(self, t: Tables, view: dict[str, Any], legal: list[Action]) -> Action:
        if self.draft_layouts:
            return self.draft_search(t, view, legal)
        pack = view["me"]["pack"]
        values = {u: self.card_value(t, view, u) + self.rng.random() * 0.01 for u in pack}
        ranked = sorted(pack, key=values.get, reverse=True)
        if legal[0][0] == "pick2":
            return ("pick2", ranked[0], self.hate(t, view, ranked))
        return ("pick", ranked[0])

    def hate(self, t: Tables, view: dict[str, Any], ranked: list[int]) -> int:
        """2 players: discard the card the opponent would like most."""
        return ranked[1]

    # placement
    def samples_for(self, t: Tables, view: dict[str, Any]) -> list[list[int]]:
        """Neighbours' likely war strength: as they stand plus an average card per empty slot."""
        out = []
        for s in neighbours(view):
            p = player_from_view(view, s)
            empty = sum(1 for x in p.available_slots() if p.slots[x] is None and x in TOP_ROW)
            out.append(strength(t, p) + W["avg_new"] * min(empty, expected_hand(view, s)))
        return [out]

    def candidates(self, t: Tables, me: Player, discards: bool) -> list[tuple[list[int], tuple[int, ...]]]:
        occupied = [s for s in SLOTS if me.slots[s] is not None]
        discard_options: list[list[int]] = [[]]
        if discards:
            discard_options += [[s] for s in occupied]
        out = []
        for discard in discard_options:
            room = len(me.available_slots()) - (len(occupied) - len(discard))
            for size in range(0, min(room, len(me.hand)) + 1):
                for cards in itertools.combinations(me.hand, size):
                    if affordable(t, me, cards):
                        out.append((discard, cards))
        worth = {u: card_worth(t, u, 2, [0, 0, 0]) for u in me.hand}
        out.sort(key=lambda c: (len(c[0]), -len(c[1]), -sum(worth[u] for u in c[1])))
        return out

    def search(self, t: Tables, view: dict[str, Any], me: Player, samples: list[list[float]],
               discards: bool, layouts: int, deadline: float) -> tuple[float, tuple | None]:
        """The best of the first ``layouts`` candidate commits for kingdom ``me`` (its hand
        included), most promising first (``deadline``: the safety cap)."""
        rounds_left = rounds_after(view)
        best: tuple[float, tuple | None] = (-1e9, None)
        for discard, cards in self.candidates(t, me, discards):
            rest = [u for u in me.hand if u not in cards]
            reserve = max(rest, key=lambda u: card_worth(t, u, rounds_left - 1, [0, 0, 0])) if rest and rounds_left else None
            action, after = layout_commit(t, me, discard, list(cards), reserve)
            if commit_problem(me, action) is not None:
                continue
            value = evaluate(t, after, samples, view["players"] == 2, rounds_left)
            if reserve is not None:
                value += 0.3 * max(0.0, card_worth(t, reserve, rounds_left - 1, [0, 0, 0]))
            value += self.rng.random() * 0.01
            if value > best[0]:
                best = (value, action)
            layouts -= 1
            if layouts <= 0 or self.runaway(deadline):
                break
        return best

    def place(self, t: Tables, view: dict[str, Any], legal: list[Action]) -> Action:
        me = player_from_view(view, view["seat"])
        _, action = self.search(t, view, me, self.samples_for(t, view), self.discards, self.max_layouts,
                                self.safety_deadline())
        return action if action is not None and commit_is_legal(view, action) else legal[0]

    # building
    def build(self, t: Tables, view: dict[str, Any], legal: list[Action]) -> Action:
        me = player_from_view(view, view["seat"])
        rounds_left = rounds_after(view)
        _, action = best_build(t, me, rounds_left)
        return action if action in legal else ("pass",)


class EasyBot(ChroniclesBot):
    level = "easy"
    draft_layouts = 0

    def card_value(self, t: Tables, view: dict[str, Any], uid: int) -> float:
        return static_value(t, uid, rounds_after(view))

    def hate(self, t: Tables, view: dict[str, Any], ranked: list[int]) -> int:
        return ranked[-1]

    def place(self, t: Tables, view: dict[str, Any], legal: list[Action]) -> Action:
        me = player_from_view(view, view["seat"])
        rounds_left = rounds_after(view)
        hand = sorted(me.hand, key=lambda u: static_value(t, u, rounds_left), reverse=True)
        empty = len([s for s in me.available_slots() if me.slots[s] is None])
        chosen: list[int] = []
        for u in hand:
            if len(chosen) < empty and affordable(t, me, (*chosen, u)):
                chosen.append(u)
        rest = [u for u in hand if u not in chosen]
        action, _ = layout_commit(t, me, [], chosen, rest[0] if rest else None)
        return action if commit_is_legal(view, action) else legal[0]

    def build(self, t: Tables, view: dict[str, Any], legal: list[Action]) -> Action:
        builds = [a for a in legal if a[0] != PASS]
        if not builds:
            return ("pass",)
        me = player_from_view(view, view["seat"])
        return max(builds, key=lambda a: building_value(t, me, a, rounds_after(view)))


class NormalBot(ChroniclesBot):
    level = "normal"


class HardBot(ChroniclesBot):
    level = "hard"
    discards = True
    samples = 16
    max_layouts = 400
    draft_layouts = 32
    draft_futures = 6
    # Self-play tuning against normal (90 games per setting, 2 and 3 players): gold worth
    # more and buildings somewhat less than the base weights win more often when laying out
    # and drafting; when choosing what to build, the base weights build more and win more
    # (1 hard vs 3 normal, 300 games: 39.3% against 33.0%).
    weights = {"gold": 1.0, "build": 0.6}
    build_weights = {"gold": BASE_WEIGHTS["gold"], "build": BASE_WEIGHTS["build"]}
    pick_ratio = 1  # unseen cards drawn per card of a neighbour's sampled hand

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        # 2 players: what this seat saw in this round's draft, [(pack, keep, discard)].
        self.seen: list[tuple[list[int], int, int]] = []
        self.seen_round = 0

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        action = super().choose(view, legal)
        if action[0] == "pick2":
            if view["round"] != self.seen_round:
                self.seen, self.seen_round = [], view["round"]
            self.seen.append((list(view["me"]["pack"]), action[1], action[2]))
        return action

    def opponent_cards(self, view: dict[str, Any]) -> tuple[list[tuple[int, int]], list[int], set[int]] | None:
        """2 players, from this round's draft: the pairs the opponent took one card of, the
        cards it surely holds, and every card seen (to leave out of the unknown pool)."""
        if view["players"] != 2 or self.seen_round != view["round"] or len(self.seen) != 4:
            return None
        rests = [[u for u in pack if u not in (keep, drop)] for pack, keep, drop in self.seen]
        packs = [pack for pack, _, _ in self.seen]
        pairs = []
        for k in (0, 1):
            gone = [u for u in rests[k] if u not in packs[k + 2]]
            if len(gone) != 2:
                return None
            pairs.append((gone[0], gone[1]))
        hand = set(view["me"]["hand"])
        mine = {keep for _, keep, _ in self.seen}
        last = [u for u in hand if u not in mine and u != view["me"]["reserve"]]
        gone = [u for u in rests[2] if u not in last]
        if len(gone) != 2:
            return None
        pairs.append((gone[0], gone[1]))
        sure = list(rests[3])
        seen = {u for pack in packs for u in pack} | hand
        return pairs, sure, seen

    def samples_for(self, t: Tables, view: dict[str, Any]) -> list[list[int]]:
        """Determinized: deal each neighbour a hand from the unseen cards (in 2 players,
        from what this seat saw it take in the draft) and let it place its strongest
        affordable fighters; keep the neighbours' strengths per sample."""
        known = self.opponent_cards(view) if view["phase"] == "placement" else None
        pool = unseen_cards(view)
        if known:
            pool = [u for u in pool if u not in known[2]]
        worth = self.worths(t)
        out = []
        for _ in range(self.samples):
            self.rng.shuffle(pool)
            i = 0
            row = []
            for s in neighbours(view):
                p = player_from_view(view, s)
                size = expected_hand(view, s)
                if known:
                    # the opponent more likely kept the better card of each pair
                    hand = [a if self.rng.random() < (0.7 if card_worth(t, a, 2, [0, 0, 0]) >= card_worth(
                        t, b, 2, [0, 0, 0]) else 0.3) else b for a, b in known[0]] + list(known[1])
                    extra = size - len(hand)
                    hand += pool[i:i + extra]
                    i += extra
                else:
                    # drafters keep good cards: the best ``size`` of a few more unseen ones
                    drawn = pool[i:i + self.pick_ratio * size]
                    i += self.pick_ratio * size
                    hand = sorted(drawn, key=worth.__getitem__, reverse=True)[:size]
                empty = [x for x in p.available_slots() if p.slots[x] is None]
                prod = production(t, p)
                hand.sort(key=lambda u: effective_strength(t, [u, 0, 0], prod, 0, 2), reverse=True)
                gold = p.gold
                for u in hand:
                    if not empty:
                        break
                    cost = max(0, t.cost[u])
                    if cost <= gold:
                        gold -= cost
                        tops = [x for x in empty if x in TOP_ROW]
                        slot = tops[0] if tops else empty[0]
                        empty.remove(slot)
                        p.slots[slot] = [u, 0, 0]
                row.append(strength(t, p))
            out.append(row)
        return out

    def card_value(self, t: Tables, view: dict[str, Any], uid: int) -> float:
        me = player_from_view(view, view["seat"])
        rounds_left = rounds_after(view)
        value = super().card_value(t, view, uid)
        # synergy: buildings it helps toward, and what leaves next Aging (room frees up)
        leaving = len(leaving_set(t, me.slots))
        free = sum(1 for s in me.available_slots() if me.slots[s] is None) + leaving
        if free <= len(me.picks):
            value -= 0.3
        if rounds_left and sum(t.produces[uid]):
            missing = [max(0, c - p) for c, p in zip(_cheapest_cost(t, me), production(t, me), strict=True)]
            value += 0.4 * sum(min(m, x) for m, x in zip(missing, t.produces[uid], strict=True))
        return value

    def hate(self, t: Tables, view: dict[str, Any], ranked: list[int]) -> int:
        """2 players: discard the card worth most to the opponent's kingdom as it stands."""
        opp = player_from_view(view, 1 - view["seat"])
        prod = production(t, opp)
        return max(ranked[1:], key=lambda u: card_worth(t, u, rounds_after(view), prod))

def expected_hand(view: dict[str, Any], seat: int) -> int:
    """Cards ``seat`` will hold at Placement: its hand, or during the draft 5 plus its reserve."""
    k = view["kingdoms"][seat]
    if view["phase"] == "recruit":
        return 5 + int(k["has_reserve"])
    return k["hand_size"]


def _cheapest_cost(t: Tables, p: Player) -> tuple[int, int, int]:
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


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["BOTS", "EasyBot", "NormalBot", "HardBot", "commit_is_legal", "player_from_view"]

