"""Derived quantities of one kingdom (spec 1.5, 9.3.0): production, effective
and kingdom strength, projected income, land cost.  Pure functions, never
stored, because tokens, moves and buildings change them at any moment.

``Tables`` flattens the content into per-uid lists once, so the hot loops of
random play and bot search do not walk ability objects.
"""

from __future__ import annotations

from itertools import product

from game.chronicles.abilities import RESOURCES
from game.chronicles.content import Content
from game.chronicles.state import TOP_EXTRA, TOP_ROW, Player

R = {r: i for i, r in enumerate(RESOURCES)}


class Tables:
    """Per-uid card figures and per-(building, level) bonuses as plain tuples."""

    def __init__(self, content: Content) -> None:
        self.content = content
        kinds = [content.kinds[k] for k in content.card_kind]
        self.n_cards = len(kinds)
        self.kind = [k.key for k in kinds]
        self.cost = [k.cost for k in kinds]
        self.strength = [k.strength for k in kinds]
        self.produces = [k.produces for k in kinds]
        self.abilities = [k.abilities for k in kinds]
        # (key, resource index or -1, amount) of conditional production
        self.cond_prod = [tuple((a.key, R[a["resource"]], a["amount"]) for a in k.abilities
                                if a.key in ("produce_if_top_row", "produce_per_own_token", "produce_if_aged"))
                          for k in kinds]
        self.str_keys = [tuple(a for a in k.abilities if a.key.startswith("str_")) for k in kinds]
        self.income = [tuple(a for a in k.abilities if a.key in ("gold_flat", "gold_per_resource", "gold_if_aged"))
                       for k in kinds]
        self.war = [tuple(a for a in k.abilities
                          if a.key in ("vp_per_war_won", "gold_per_war_won", "vp_per_war_won_per_resource"))
                    for k in kinds]
        self.enter = [tuple(a for a in k.abilities if a.key.startswith("enter_")) for k in kinds]
        # enter_vp_per_level2_building amounts per uid (step 6b), 0 for most cards
        self.enter_vp_l2 = [sum(a["amount"] for a in keys if a.key == "enter_vp_per_level2_building")
                            for keys in self.enter]
        self.from_bottom = [k.has("fights_from_bottom") for k in kinds]
        self.no_land = [k.has("build_no_land_cost") for k in kinds]
        self.buy = [k.ability("build_buy_resources") for k in kinds]
        self.never_leaves = [k.has("never_leaves") for k in kinds]
        self.threshold = [(k.ability("leave_threshold") or {"tokens": 1})["tokens"] if k.has("leave_threshold") else 1
                          for k in kinds]
        self.save_one = [k.has("save_one") for k in kinds]
        self.leave = [tuple(a for a in k.abilities if a.key in (
            "vp_per_token_on_leaving", "vp_on_own_leave", "gold_on_own_leave_per_token")) for k in kinds]
        self.end_vp = [(k.ability("end_vp_per_own_token") or {"amount": 0})["amount"]
                       if k.has("end_vp_per_own_token") else 0 for k in kinds]
        self.var_prod = [bool(x) for x in self.cond_prod]
        b = content.buildings
        # sides[building][level] -> tuple of bonuses (level 0: none)
        self.sides = [((), side1.bonuses, side2.bonuses) for side1, side2 in ((x.level1, x.level2) for x in b)]
        self.building_vp = [(0, x.level1.vp, x.level2.vp) for x in b]
        # The same figures as plain ints for the hot sums (no Ability lookups):
        # income_terms[uid] -> (0 flat | 1 per resource | 2 if aged, amount, resource index);
        # side_income[b][level] -> (flat gold, ((amount, resource index), ...));
        # side_str[b][level] -> ((amount, resource index), ...) of str_per_resource.
        codes = {"gold_flat": 0, "gold_per_resource": 1, "gold_if_aged": 2}
        self.income_terms = [tuple((codes[a.key], a["amount"], R[a["resource"]] if a.key == "gold_per_resource" else -1)
                                   for a in terms) for terms in self.income]
        self.side_income = [tuple((sum(a["amount"] for a in bonuses if a.key == "gold_flat"),
                                   tuple((a["amount"], R[a["resource"]]) for a in bonuses
                                         if a.key == "gold_per_resource"))
                                  for bonuses in sides) for sides in self.sides]
        # buy_terms[uid] -> None, or (price per unit, resource indices) of build_buy_resources
        self.buy_terms = [None if a is None else (a["price"], tuple(R[r] for r in a["resources"])) for a in self.buy]
        self.side_war = [tuple(tuple(a for a in bonuses if a.key in (
            "war_vp_flat", "war_vp_per_resource", "war_vp_per_strong_character")) for bonuses in sides)
            for sides in self.sides]
        self.side_str = [tuple(tuple((a["amount"], R[a["resource"]]) for a in bonuses if a.key == "str_per_resource")
                               for bonuses in sides) for sides in self.sides]
        self.building_prod = [[_prod_of(bonuses) for bonuses in sides] for sides in self.sides]
        # build_shapes[building][level now] -> (new level, gold_parts, resources needed,
        # gold of the parts paid in gold) for every way to pay; level 2 has none.
        self.build_shapes = [_build_shapes(x) for x in b]


def _build_shapes(building) -> tuple[tuple, tuple, tuple]:
    """The ways to build (from level 0) or upgrade (from 1) ``building``, in the
    order the rules list them: level 1 before 2, resources before gold per part."""
    part1 = (building.cost1, building.gold_price1)
    part2 = (building.cost2, building.gold_price2)
    by_gold = (False, True) if building.gold_price1 is not None else (False,)
    per_level: list[list[tuple]] = [[], [], []]
    for now, level, parts in ((0, 1, (part1,)), (0, 2, (part1, part2)), (1, 2, (part2,))):
        for gold_parts in product(by_gold, repeat=len(parts)):
            need = [0, 0, 0]
            gold = 0
            for (cost, price), paid_in_gold in zip(parts, gold_parts, strict=True):
                if paid_in_gold:
                    if price is None:
                        break
                    gold += price
                else:
                    for i in range(3):
                        need[i] += cost[i]
            else:
                per_level[now].append((level, gold_parts, (need[0], need[1], need[2]), gold))
    return tuple(per_level[0]), tuple(per_level[1]), ()


def _prod_of(bonuses) -> tuple[int, int, int]:
    out = [0, 0, 0]
    for a in bonuses:
        if a.key == "produce":
            for i in range(3):
                out[i] += a["amounts"][i]
    return (out[0], out[1], out[2])


_TABLES: dict[int, Tables] = {}


def tables(content: Content) -> Tables:
    """The tables of ``content`` (built once per content object)."""
    found = _TABLES.get(id(content))
    if found is None or found.content is not content:
        found = _TABLES[id(content)] = Tables(content)
    return found


def production(t: Tables, p: Player, with_buildings: bool = True) -> list[int]:
    """Production capacity [wood, food, gem] (spec 1.5.2); never includes gold."""
    w = f = g = 0
    produces, cond_prod = t.produces, t.cond_prod
    for slot, c in enumerate(p.slots):
        if c is None:
            continue
        uid = c[0]
        pw, pf, pg = produces[uid]
        w += pw
        f += pf
        g += pg
        conds = cond_prod[uid]
        if not conds:
            continue
        for key, res, amount in conds:
            if key == "produce_if_top_row":
                add = amount if slot in TOP_ROW else 0
            elif key == "produce_per_own_token":
                add = amount * c[1]
            else:  # produce_if_aged
                add = amount if c[1] >= 1 else 0
            if res == 0:
                w += add
            elif res == 1:
                f += add
            else:
                g += add
    if with_buildings:
        building_prod = t.building_prod
        for b, level in enumerate(p.buildings):
            if level:
                bw, bf, bg = building_prod[b][level]
                w += bw
                f += bf
                g += bg
    return [w, f, g]


def kingdom_tokens(p: Player) -> int:
    return sum(c[1] for c in p.slots if c is not None)


def projected_income(t: Tables, p: Player, prod: list[int] | None = None) -> int:
    """2 + every INCOME gold key of characters in any slot and built sides (spec 1.5.5)."""
    if prod is None:
        prod = production(t, p)
    total = 2
    terms = t.income_terms
    for c in p.slots:
        if c is None:
            continue
        for code, amount, res in terms[c[0]]:
            if code == 0:
                total += amount
            elif code == 1:
                total += amount * prod[res]
            elif c[1] >= 1:  # gold_if_aged
                total += amount
    side_income = t.side_income
    for b, level in enumerate(p.buildings):
        if level:
            flat, per_resource = side_income[b][level]
            total += flat
            for amount, res in per_resource:
                total += amount * prod[res]
    return total


def effective_strength(t: Tables, c: list[int], prod: list[int], ktokens: int, income: int) -> int:
    """Printed + additive keys, then set keys in listed order, floored at 0 (spec 9.3.0)."""
    uid, tokens = c[0], c[1]
    s = t.strength[uid]
    keys = t.str_keys[uid]
    if not keys:
        return s
    for a in keys:
        key = a.key
        if key == "str_per_resource":
            s += a["amount"] * prod[R[a["resource"]]]
        elif key == "str_per_own_token":
            s += a["amount"] * tokens
        elif key == "str_per_kingdom_token":
            s += a["amount"] * ktokens
        elif key == "str_per_income":
            s += a["amount"] * income
    for a in keys:
        key = a.key
        if key == "str_set_if_resource":
            if prod[R[a["resource"]]] >= a["min"]:
                s = a["value"]
        elif key == "str_set_if_aged":
            if tokens >= 1:
                s = a["value"]
    return max(0, s)


def character_strengths(t: Tables, p: Player, prod: list[int] | None = None) -> list[int | None]:
    """Effective strength per slot (None for an empty slot)."""
    if prod is None:
        prod = production(t, p)
    ktokens = kingdom_tokens(p)
    income = projected_income(t, p, prod)
    return [None if c is None else effective_strength(t, c, prod, ktokens, income) for c in p.slots]


def strength(t: Tables, p: Player, prod: list[int] | None = None) -> int:
    """Kingdom strength (spec 1.5.3): top row, fights_from_bottom, Garrison; floored at 0."""
    if prod is None:
        prod = production(t, p)
    total = 0
    slots = p.slots
    str_keys, printed, from_bottom = t.str_keys, t.strength, t.from_bottom
    context: tuple[int, int] | None = None      # kingdom tokens and income, found when a key needs them
    for slot, c in enumerate(slots):
        if c is None:
            continue
        uid = c[0]
        if slot <= TOP_EXTRA or from_bottom[uid]:      # the top row is slots 0-2 (TOP_ROW)
            if not str_keys[uid]:
                total += printed[uid]           # effective_strength of a card without keys
                continue
            if context is None:
                context = (kingdom_tokens(p), projected_income(t, p, prod))
            total += effective_strength(t, c, prod, context[0], context[1])
    side_str = t.side_str
    for b, level in enumerate(p.buildings):
        if level:
            for amount, res in side_str[b][level]:
                total += amount * prod[res]
    return max(0, total)


def built_count(p: Player) -> int:
    return sum(1 for level in p.buildings if level)


def has_level2(p: Player) -> bool:
    return 2 in p.buildings


def land_cost(t: Tables, p: Player) -> int:
    """2 gold per building already built, 0 with a build_no_land_cost character (spec 1.5.4)."""
    no_land = t.no_land
    for c in p.slots:
        if c is not None and no_land[c[0]]:
            return 0
    built = 0
    for level in p.buildings:
        if level:
            built += 1
    return 2 * built


def buy_prices(t: Tables, p: Player) -> list[int | None]:
    """Price per resource unit a build may buy (None: cannot buy); the cheaper card wins."""
    prices: list[int | None] = [None, None, None]
    buy_terms = t.buy_terms
    for c in p.slots:
        if c is None:
            continue
        terms = buy_terms[c[0]]
        if terms is None:
            continue
        price, resources = terms
        for i in resources:
            now = prices[i]
            if now is None or price < now:
                prices[i] = price
    return prices
