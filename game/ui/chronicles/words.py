"""What the Chronicles scenes say: names, card texts, the game log in words,
what a building needs and who produces it.  No drawing here, so tests can
check it directly; figures come from the rules' own kingdom functions run on
the view (never on the hidden state).
"""

from __future__ import annotations

from typing import Any

from game.chronicles.abilities import RESOURCES
from game.chronicles.content import BUILDING_KEYS
from game.chronicles.kingdom import (
    Tables,
    character_strengths,
    land_cost,
    production,
    projected_income,
    strength,
    tables,
)
from game.chronicles.rules import RULES
from game.chronicles.seen import player_from_view
from game.chronicles.state import SLOT_NAMES, SLOTS, TOP_ROW, Player
from game.ui import choices, theme
from game.ui.i18n import Name, number, signed, tr


def t() -> Tables:
    return RULES.t


def kind_of(uid: int) -> str:
    return t().kind[uid]


def kind_name(key: str) -> str:
    return tr(f"chronicles.kind.{key}")


def card_name(uid: int) -> str:
    return kind_name(kind_of(uid))


def card_tip_nth(i: int, uid: int) -> str:
    """A card's tooltip in a row, led by the number key that picks it."""
    return f"{i + 1}: " + card_tip(uid)


def card_captions(uids: list[int]) -> list[str]:
    """The captions of a row of cards to pick from (the draft's pack, the hand): a
    card that has a twin in the row is told apart by its place ("Tracker (card 3)")."""
    names = [card_name(u) for u in uids]
    places: list[str | None] = [str(i + 1) for i in range(len(uids))]
    return choices.tell_apart(names, places, lambda name, n: tr("chronicles.card.nth", card=name, n=n))


def kind_text(key: str) -> str:
    return tr(f"chronicles.kind.{key}.text")


def building_name(key: str) -> str:
    return tr(f"chronicles.building.{key}")


def building_text(key: str, level: int) -> str:
    return tr(f"chronicles.building.{key}.l{level}")


def res_name(res: str | int) -> str:
    if isinstance(res, int):
        res = RESOURCES[res]
    return tr(f"chronicles.res.{res}")


def slot_name(slot: int) -> str:
    return tr(f"chronicles.slot.{SLOT_NAMES[slot]}")


def player_name(seat: int, names: list[str], colours: list[str]) -> str:
    if 0 <= seat < len(names) and names[seat]:
        return Name(names[seat])                # typed: one person, gender unknown
    colour = colours[seat] if 0 <= seat < len(colours) else ""
    return tr(theme.colour_name_key(colour)) if colour else tr("saves.player", n=seat + 1)


def amount_text(res: int, n: int) -> str:
    """"2 Gems", "1 Timber": a count of one resource (each has its own plural forms)."""
    return tr(f"chronicles.amount.{RESOURCES[res]}", n=n)


def amounts_text(amounts) -> str:
    """(wood, food, gem) as "1 Timber, 2 Gems"; "—" when empty."""
    parts = [amount_text(i, n) for i, n in enumerate(amounts) if n]
    return ", ".join(parts) if parts else "—"


def cost_text(cost: int) -> str:
    return tr("chronicles.cost.credit") if cost < 0 else tr("chronicles.cost.gold", n=cost)


def card_tip(uid: int) -> str:
    """Everything printed on a card, in words (the hover hint)."""
    return kind_tip(kind_of(uid))


def kind_tip(key: str) -> str:
    k = RULES.content.kind(key)
    head = tr("chronicles.card.head", name=kind_name(key), cost=cost_text(k.cost), strength=k.strength)
    lines = [head]
    if any(k.produces):
        lines.append(tr("chronicles.card.produces", what=amounts_text(k.produces)))
    lines.append(kind_text(key))
    return "\n".join(lines)


def building_tip(key: str, level: int = 0) -> str:
    b = RULES.content.building(key)
    lines = [building_name(key) + (" · " + tr("chronicles.building_card.level", n=level) if level else " · " + tr("chronicles.building_card.unbuilt"))]
    for lv in (1, 2):
        cost = amounts_text(b.cost1 if lv == 1 else b.cost2)
        price = b.gold_price1 if lv == 1 else b.gold_price2
        if price is not None:
            cost = tr("chronicles.building_card.or_gold", cost=cost, gold=price)
        side = b.level1 if lv == 1 else b.level2
        lines.append(tr("chronicles.building_card.side", level=lv, vp=side.vp, cost=cost, text=building_text(key, lv)))
    return "\n".join(lines)


# --- a kingdom seen through a view -------------------------------------------------------

class KingdomFacts:
    """Derived figures of one seat's kingdom as its view shows it."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.p: Player = player_from_view(view, seat)
        tt = t()
        self.production = production(tt, self.p)
        self.strength = strength(tt, self.p, self.production)
        self.char_strength = character_strengths(tt, self.p, self.production)
        self.income = projected_income(tt, self.p, self.production)
        self.land_cost = land_cost(tt, self.p)


def producers(view: dict[str, Any], seat: int) -> list[list[str]]:
    """For each resource, who in the kingdom produces it ("Log Splitter", "Township")."""
    tt = t()
    p = player_from_view(view, seat)
    out: list[list[str]] = [[], [], []]
    for s in SLOTS:
        c = p.slots[s]
        if c is None:
            continue
        alone = Player(seat)
        alone.slots[s] = list(c)
        prod = production(tt, alone, with_buildings=False)
        for i in range(3):
            if prod[i]:
                out[i].append(card_name(c[0]))
    for b, key in enumerate(BUILDING_KEYS):
        level = p.buildings[b]
        if level:
            made = tt.building_prod[b][level]
            for i in range(3):
                if made[i]:
                    out[i].append(building_name(key))
    return out


def build_needs(view: dict[str, Any], seat: int, action: tuple) -> str:
    """What a build action needs and who in the kingdom provides each resource."""
    tt = t()
    if action[0] == "pass":
        return ""
    key = action[1]
    b = tt.content.building(key)
    if action[0] == "build":
        level, gold_parts, purchases = action[2], action[3], action[4]
        parts = [b.cost1, b.cost2][:level]
    else:
        gold_parts, purchases = action[2], action[3]
        parts = [b.cost2]
    need = [0, 0, 0]
    for cost, by_gold in zip(parts, gold_parts, strict=False):
        if not by_gold:
            for i in range(3):
                need[i] += cost[i]
    who = producers(view, seat)
    bits = []
    for i in range(3):
        if not need[i]:
            continue
        src = ", ".join(who[i]) if who[i] else ""
        bought = purchases[i] if i < len(purchases) else 0
        if bought:
            src = (src + "; " if src else "") + tr("chronicles.build.bought", n=bought)
        bits.append(tr("chronicles.build.need", amount=amount_text(i, need[i]), who=src or "—"))
    if all(gold_parts):
        bits.append(tr("chronicles.build.by_gold"))
    elif any(gold_parts):
        first = 1 if action[0] == "build" else 2          # an upgrade pays level 2 only
        bits += [tr("chronicles.build.level_by_gold", n=first + i) for i, g in enumerate(gold_parts) if g]
    return "; ".join(bits) if bits else tr("chronicles.build.nothing_needed")


def build_label(action: tuple) -> str:
    if action[0] == "pass":
        return tr("chronicles.build.pass")
    if action[0] == "build":
        return tr("chronicles.build.new", building=building_name(action[1]), level=action[2])
    return tr("chronicles.build.upgrade", building=building_name(action[1]))


def build_payment(action: tuple) -> str | None:
    """How a build is paid, in words (resources, gold, or gold for one of two levels)."""
    if action[0] == "pass":
        return None
    gold_parts = action[3] if action[0] == "build" else action[2]
    if not any(gold_parts):
        return tr("chronicles.build.how.resources")
    if all(gold_parts):
        return tr("chronicles.build.how.gold")
    return tr("chronicles.build.how.level_gold", n=gold_parts.index(True) + 1)


def build_labels(actions: list[tuple]) -> list[str]:
    """The captions of the build list: the same build paid two ways says how each is paid."""
    return choices.tell_apart([build_label(a) for a in actions], [build_payment(a) for a in actions],
                              lambda label, how: tr("chronicles.build.with_how", option=label, how=how))


# --- the game log in words -----------------------------------------------------------------

def _seats_list(values: list[int], names: list[str], colours: list[str]) -> str:
    return ", ".join(f"{player_name(s, names, colours)} {number(v)}" for s, v in enumerate(values))


def event_text(kind: str, args: dict[str, Any], names: list[str], colours: list[str]) -> str:
    """One log event in words (catalog ``event.chronicles.<kind>``)."""
    values: dict[str, Any] = dict(args)
    if isinstance(values.get("player"), int):
        values["player"] = player_name(values["player"], names, colours)
    for key in ("card", "saver"):
        if isinstance(values.get(key), int):
            values[key] = card_name(values[key])
    if kind == "reveal":
        values["cards"] = ", ".join(card_name(u) for _s, u in args.get("cards") or []) or "—"
    elif isinstance(values.get("cards"), list):
        values["cards"] = ", ".join(card_name(u) for u in values["cards"]) or "—"
    elif kind == "reshuffle":
        values["cards"] = args.get("cards", 0)
    for key in ("slot", "source", "target"):
        if isinstance(values.get(key), int):
            values[key] = slot_name(values[key])
    if kind == "save" and args.get("target") is None:
        return tr("chronicles.event.save_none", **values)
    if kind == "packs_passed":
        values["direction"] = tr("chronicles.dir.left" if args.get("direction") == 1 else "chronicles.dir.right")
    if kind == "war":
        values["strengths"] = _seats_list(args["strengths"], names, colours)
        values["wins"] = _seats_list(args["wins"], names, colours)
    if kind == "vp":
        values["delta"] = signed(args["delta"])       # a change: "+3 VP", "−3 VP"
    if kind == "income":
        values["gold"] = _seats_list(args["gold"], names, colours)
    if kind in ("build", "build_failed"):     # a sentence of its own, not the option's caption
        action = tuple(args["action"])
        values.pop("action")
        values.update(how=action[0], building=building_name(action[1]), level=action[2] if action[0] == "build" else 2)
    if kind == "game_over":
        values["scores"] = _seats_list(args["scores"], names, colours)
        values["winners"] = ", ".join(player_name(s, names, colours) for s in args["winners"])
    if kind == "reveal":
        values["moves"] = len(args.get("moves") or [])
        if not args.get("cards"):
            kind = "reveal_none"
    if kind == "age_others":
        values["slots"] = ", ".join(slot_name(s) for s in args.get("slots") or []) or "—"
    if kind == "enter":        # the payment is public: gold, credit used, or credit given
        if args.get("gives"):
            kind = "enter_gives"
        elif args.get("credit"):
            kind = "enter_credit"
        elif args.get("gold"):
            kind = "enter_paid"
    return tr(f"chronicles.event.{kind}", **values)


def in_top_row(slot: int) -> bool:
    return slot in TOP_ROW


__all__ = ["KingdomFacts", "RESOURCES", "tables"]
