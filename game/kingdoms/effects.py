"""Faction ability effects: the hook vocabulary (spec 10.1) and its compiler.

Faction data describe each ability as a list of effects such as
``{"hook": "war_cost", "role": "attack", "amount": -1}``.  This module checks
such dicts (``effect_problem``) and folds a faction's unlocked effects into one
``Mods`` object per player, rebuilt whenever the magic level changes, so the
rules read plain attributes in their hot paths instead of walking data.

Hooks and their parameters (every number comes from the data):

* ``war_cost``      role attack|defend|any, amount (negative = discount),
                    when always|home|ruins|neutral (war region on own home card,
                    war region is ruins, war against a neutral meeple).
* ``war_strength``  role, amount, when: added to the value compared (5.4).
* ``can_occupy``    terrain water|crags.
* ``movement``      link cross_river|cross_water|cross_crags|quest_any.
* ``collect``       terrain, amount, resource mana|ore|food|choice (default:
                    the terrain's own yield, choice for ruins), standing (ruins
                    yield even with only standing meeples).  On forest/mountain/
                    plains/ruins the amount is an extra on top of a yield; on
                    capital/water/crags it is the yield itself.
* ``cost``          kind build|research|expand|retreat|bandit, amount.
* ``trade``         bonus, min_give: giving at least min_give gets bonus more.
* ``war_result``    when win|lose, role, resource, amount: a gain after a war
                    against a player (a neutral war counts as a win, A60).
* ``alliance``      on form (resource, amount gained when an alliance forms) or
                    shared_collect (amount extra from each shared region).
* ``end_vp``        per flat|terrain|shared_region|card|ruins|tower|resources|
                    meeples, amount, max, terrains, divisor, min.

No hook can touch the two-meeple limit or last-meeple protection.
"""

from __future__ import annotations

from typing import Any

RESOURCES = ("mana", "ore", "food")
TERRAINS = ("forest", "mountain", "plains", "capital", "ruins", "water", "crags")
ROLES = ("attack", "defend", "any")

# hook -> {parameter: allowed values | type}; "hook" itself is implied.
_INT = int
SCHEMA: dict[str, dict[str, Any]] = {
    "war_cost": {"role": ROLES, "amount": _INT, "when?": ("always", "home", "ruins", "neutral")},
    "war_strength": {"role": ROLES, "amount": _INT, "when?": ("always", "home", "ruins")},
    "can_occupy": {"terrain": ("water", "crags")},
    "movement": {"link": ("cross_river", "cross_water", "cross_crags", "quest_any")},
    "collect": {"terrain": TERRAINS, "amount": _INT, "resource?": (*RESOURCES, "choice"), "standing?": bool},
    "cost": {"kind": ("build", "research", "expand", "retreat", "bandit"), "amount": _INT},
    "trade": {"bonus": _INT, "min_give": _INT},
    "war_result": {"when": ("win", "lose"), "role": ROLES, "resource": RESOURCES, "amount": _INT},
    "alliance": {"on": ("form", "shared_collect"), "amount": _INT, "resource?": RESOURCES},
    "end_vp": {
        "per": ("flat", "terrain", "shared_region", "card", "ruins", "tower", "resources", "meeples"),
        "amount": _INT, "max?": _INT, "terrains?": list, "divisor?": _INT, "min?": _INT,
    },
}
HOOKS = tuple(SCHEMA)


def effect_problem(effect: Any) -> str | None:
    """Why ``effect`` is not a valid effect dict, or None."""
    if not isinstance(effect, dict):
        return "an effect must be an object"
    hook = effect.get("hook")
    if hook not in SCHEMA:
        return f"unknown hook {hook!r} (known: {', '.join(HOOKS)})"
    schema = SCHEMA[hook]
    allowed = {k.rstrip("?") for k in schema} | {"hook"}
    for key in effect:
        if key not in allowed:
            return f"{hook}: unknown parameter {key!r}"
    for key, kind in schema.items():
        name = key.rstrip("?")
        if name not in effect:
            if key.endswith("?"):
                continue
            return f"{hook}: missing parameter {name!r}"
        value = effect[name]
        if kind is _INT:
            if not isinstance(value, int) or isinstance(value, bool) or not -9 <= value <= 9:
                return f"{hook}: {name} must be an integer between -9 and 9"
        elif kind is bool:
            if not isinstance(value, bool):
                return f"{hook}: {name} must be true or false"
        elif kind is list:
            if not isinstance(value, list) or not value or any(t not in TERRAINS for t in value):
                return f"{hook}: {name} must be a non-empty list of terrains"
        elif value not in kind:
            return f"{hook}: {name} must be one of {', '.join(kind)}, got {value!r}"
    return _semantic_problem(hook, effect)


def _semantic_problem(hook: str, e: dict[str, Any]) -> str | None:
    amount = e.get("amount", 0)
    if hook in ("war_result", "trade") and (e.get("amount", e.get("bonus", 1)) < 1):
        return f"{hook}: the gain must be at least 1"
    if hook == "trade" and e["min_give"] < 1:
        return "trade: min_give must be at least 1"
    if hook == "collect":
        if amount < 0 or (amount == 0 and not e.get("standing")):
            return "collect: amount must be at least 1 (0 only with standing)"
        if e.get("standing") and e["terrain"] != "ruins":
            return "collect: standing applies to ruins only"
        if e["terrain"] in ("capital", "water", "crags") and "resource" not in e:
            return f"collect: a {e['terrain']} yield needs a resource"
    if hook == "war_cost" and e.get("when") == "neutral" and e["role"] != "attack":
        return "war_cost: neutral wars are attacks only"
    if hook == "alliance" and e["on"] == "form" and "resource" not in e:
        return "alliance: form needs a resource"
    if hook == "alliance" and amount < 1:
        return "alliance: amount must be at least 1"
    if hook == "end_vp":
        if amount < 1:
            return "end_vp: amount must be at least 1"
        per = e["per"]
        if per == "terrain" and "terrains" not in e:
            return "end_vp: per terrain needs terrains"
        if per in ("resources", "meeples") and e.get("divisor", 0) < 1:
            return f"end_vp: per {per} needs a divisor of at least 1"
        if per == "tower" and not 1 <= e.get("min", 0) <= 6:
            return "end_vp: per tower needs min between 1 and 6"
        if "max" in e and e["max"] < 1:
            return "end_vp: max must be at least 1"
    return None


class Mods:
    """What a player's unlocked abilities change, as plain fields."""

    __slots__ = (
        "war_cost", "war_strength", "occupy_water", "occupy_crags", "cross_river",
        "cross_water", "cross_crags", "quest_any", "collect", "ruins_standing", "cost",
        "trade", "war_result", "alliance_form", "shared_collect", "end_vp",
    )

    def __init__(self) -> None:
        self.war_cost: list[tuple[str, int, str]] = []      # (role, amount, when)
        self.war_strength: list[tuple[str, int, str]] = []
        self.occupy_water = False
        self.occupy_crags = False
        self.cross_river = False
        self.cross_water = False
        self.cross_crags = False
        self.quest_any = False
        self.collect: dict[str, list[tuple[str, int]]] = {}  # terrain -> [(resource, amount)]
        self.ruins_standing = False
        self.cost = {"build": 0, "research": 0, "expand": 0, "retreat": 0, "bandit": 0}
        self.trade: list[tuple[int, int]] = []              # (bonus, min_give)
        self.war_result: list[tuple[str, str, int, int]] = []  # (when, role, res index, amount)
        self.alliance_form: list[tuple[int, int]] = []      # (res index, amount)
        self.shared_collect = 0
        self.end_vp: list[dict[str, Any]] = []

    @property
    def links(self) -> tuple[bool, bool, bool, bool, bool]:
        """The movement key used to cache adjacency on the board."""
        return (self.occupy_water, self.occupy_crags, self.cross_river, self.cross_water, self.cross_crags)


_YIELD = {"forest": "mana", "mountain": "ore", "plains": "food", "ruins": "choice"}


def compile_mods(abilities: list[list[dict[str, Any]]], level: int) -> Mods:
    """Fold the effects of ability levels 1..level into one Mods."""
    mods = Mods()
    for effects in abilities[:level]:
        for e in effects:
            hook = e["hook"]
            if hook == "war_cost":
                mods.war_cost.append((e["role"], e["amount"], e.get("when", "always")))
            elif hook == "war_strength":
                mods.war_strength.append((e["role"], e["amount"], e.get("when", "always")))
            elif hook == "can_occupy":
                setattr(mods, "occupy_" + e["terrain"], True)
            elif hook == "movement":
                setattr(mods, e["link"], True)
            elif hook == "collect":
                if e.get("standing"):
                    mods.ruins_standing = True
                if e["amount"]:
                    res = e.get("resource", _YIELD.get(e["terrain"], "choice"))
                    mods.collect.setdefault(e["terrain"], []).append((res, e["amount"]))
            elif hook == "cost":
                mods.cost[e["kind"]] += e["amount"]
            elif hook == "trade":
                mods.trade.append((e["bonus"], e["min_give"]))
            elif hook == "war_result":
                mods.war_result.append((e["when"], e["role"], RESOURCES.index(e["resource"]), e["amount"]))
            elif hook == "alliance":
                if e["on"] == "form":
                    mods.alliance_form.append((RESOURCES.index(e["resource"]), e["amount"]))
                else:
                    mods.shared_collect += e["amount"]
            elif hook == "end_vp":
                mods.end_vp.append(e)
    return mods
