"""Kingdoms glue between the rules engine and the scenes.

The one place that knows the engine's config options, view layout, action
tuples and event arguments (documented in ``game.kingdoms.rules``,
``view``, ``engine`` and ``events``): it turns them into a
:class:`~game.ui.kingdoms.board_model.BoardModel`, into :class:`Choice` buttons with
words, and into log lines.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.core.protocol import GameConfig
from game.kingdoms.territory import TerritorySide
from game.ui.i18n import Name, number, tr
from game.ui.kingdoms.board_model import BoardModel, MeepleInfo, PlayerInfo, TokenInfo, WarInfo
from game.ui.kingdoms.idle_actions import idle_reason
from game.ui.theme import PLAYER_COLOURS

RES = ("mana", "ore", "food")


def all_sides() -> dict[str, TerritorySide]:
    """Every side a board may show: the official ones and the player's own (``T3A~lake``)."""
    from game.kingdoms.rules import KingdomsRules
    from game.registry import get_rules

    rules = get_rules("kingdoms")
    assert isinstance(rules, KingdomsRules)
    return rules.sides


def make_config(players: int, seed: int, exploration: bool, first: int | None, colours: list[str] | None = None,
                factions: list[str | None] | None = None) -> GameConfig:
    """A config from the setup screen; seats left on "random" get a random free faction."""
    from game.kingdoms.content import load_content

    options: dict[str, Any] = {}
    if first is not None:
        options["first_player"] = first
    chosen = list(factions or [None] * players)[:players]
    if any(chosen):
        content = load_content()
        rng = random.Random(seed * 7919 + 17)
        pool = [f for f in content.factions if f not in chosen
                and not (players == 2 and content.factions[f].alliance_faction)]
        rng.shuffle(pool)
        options["factions"] = [f if f else pool.pop() for f in chosen]
    return GameConfig("kingdoms", players, seed, "exploration" if exploration else None, options)


# --- names ---------------------------------------------------------------------------------
def side_label(side_id: str) -> str:
    return side_id[1:] if side_id.startswith("T") else side_id


@lru_cache(maxsize=64)
def _region_names(side_id: str) -> dict[str, tuple[str, int]]:
    """region id -> (terrain, ordinal among same-terrain regions on the card, 0 if unique)."""
    side = all_sides().get(side_id)
    if side is None:
        return {}
    counts: dict[str, int] = {}
    for r in side.regions:
        counts[r.terrain] = counts.get(r.terrain, 0) + 1
    seen: dict[str, int] = {}
    out = {}
    for r in side.regions:
        seen[r.terrain] = seen.get(r.terrain, 0) + 1
        out[r.id] = (r.terrain, seen[r.terrain] if counts[r.terrain] > 1 else 0)
    return out


def region_name(region_id: str) -> str:
    side_id = region_id.split(".")[0]
    terrain, nth = _region_names(side_id).get(region_id, ("?", 0))
    name = tr(f"kingdoms.terrain.{terrain}")
    if nth:
        name += f" {'I' * nth if nth < 4 else nth}"
    return tr("kingdoms.region.name", terrain=name, card=side_label(side_id))


def player_name(seat: int, colours: list[str]) -> str:
    if seat < 0:
        return tr("kingdoms.player.neutral")
    from game.ui.theme import colour_name_key

    colour = colours[seat] if seat < len(colours) else PLAYER_COLOURS[seat % 5]
    return tr(colour_name_key(colour))


def resource_list(mana: int, ore: int, food: int = 0) -> str:
    parts = [tr(f"kingdoms.res.count.{k}", n=v) for k, v in zip(RES, (mana, ore, food), strict=True) if v]
    return ", ".join(parts) if parts else tr("kingdoms.res.nothing")


def bid_text(bid: Any) -> str:
    return tr("kingdoms.war.flag") if bid == "flag" or bid is None else str(bid)


# --- the model -----------------------------------------------------------------------------
def model(view: dict[str, Any], colours: list[str]) -> BoardModel:
    sides_all = all_sides()
    rid = view.get("region_ids") or []
    players = []
    for p, s in enumerate(view.get("seats") or []):
        players.append(PlayerInfo(
            seat=p, colour=colours[p] if p < len(colours) else PLAYER_COLOURS[p], faction=s.get("faction") or "",
            res=(s.get("mana", 0), s.get("ore", 0), s.get("food", 0)), tower=s.get("tower", 0), magic=s.get("magic", 0),
            in_play=s.get("in_play", 0), supply=s.get("supply", 7), captured=s.get("captured", 0),
            crown=bool(s.get("crown")), home=s.get("home") or ""))
    meeples = [MeepleInfo(i, owner, rid[r], bool(down)) for i, (owner, r, down) in enumerate(view.get("meeples") or [])
               if isinstance(r, int) and 0 <= r < len(rid)]
    tokens = []
    for t in view.get("tokens") or []:
        r = t.get("region", -1)
        if t.get("state") in ("down", "up") and isinstance(r, int) and 0 <= r < len(rid):
            tokens.append(TokenInfo(t["id"], rid[r], None if t.get("type") == "unknown" else t.get("type")))
    war = None
    w = view.get("war")
    if w:
        war = WarInfo(w["attacker"], w["defender"], rid[w["region"]] if 0 <= w["region"] < len(rid) else "",
                      tuple(w["bids"]) if w.get("bids") else None, bool(w.get("neutral")))
    decision = view.get("decision") or {}
    return BoardModel(
        sides=[sides_all[c] for c in view.get("cards") or [] if c in sides_all],
        players=players, meeples=meeples, tokens=tokens,
        shields={a: a in (view.get("shields") or []) for a in ("patrol", "quest", "build", "research", "expand", "trade")},
        active=view.get("active", 0), turn=view.get("turn", 0), phase=view.get("phase", "play"),
        decision=decision.get("kind"), deciders=tuple(decision.get("seats") or ()),
        lost_kingdom=view.get("lost_kingdom"), end_triggered=bool(view.get("end_triggered")),
        over=view.get("phase") == "over", war=war,
        box=sum(1 for t in view.get("tokens") or [] if t.get("state") == "box"),
        tower_vp=tower_vp(),
    )


@lru_cache(maxsize=1)
def tower_vp() -> tuple[int, ...]:
    """VP per tower level, from the content data (spec 10.2)."""
    from game.kingdoms.content import load_content

    return tuple(load_content().tower.vp)


# --- choices -------------------------------------------------------------------------------
@dataclass
class Choice:
    action: tuple
    label: str
    regions: tuple[str, ...] = ()     # regions to click, in order
    unordered: bool = False           # regions may be clicked in any order
    tip: str | None = None
    rank: int = 0                     # lower first in the list
    war: bool = False                 # the move starts a war (shown with ⚔ and in its preview)
    idle: str | None = None           # an action selected now would do nothing: why (idle_actions)


def _res_split_rank(m: int, o: int, f: int) -> int:
    return 0 if (m, o, f) == (2, 1, 3) else 1 if (m, o, f) in ((2, 2, 2), (3, 1, 2), (2, 0, 4), (1, 2, 3), (3, 3, 0)) else 2


def choices(view: dict[str, Any], legal: list[tuple], colours: list[str]) -> list[Choice]:
    rid = view.get("region_ids") or []
    meeple_region = {i: m[1] for i, m in enumerate(view.get("meeples") or [])}

    def reg(r: int) -> str:
        return rid[r] if 0 <= r < len(rid) else "?"

    out: list[Choice] = []
    for a in legal:
        kind = a[0]
        if kind == "faction":
            out.append(Choice(a, tr(f"kingdoms.faction.{a[1]}.name"), tip=faction_text(a[1])))
        elif kind == "side":
            out.append(Choice(a, tr("kingdoms.choice.side", side=a[1])))
        elif kind == "resources":
            out.append(Choice(a, resource_list(*a[1:]), rank=_res_split_rank(*a[1:]),
                              tip=tr("kingdoms.choice.resources.suggested") if _res_split_rank(*a[1:]) == 0 else None))
        elif kind == "start":
            out.append(Choice(a, tr("kingdoms.choice.start", region=region_name(reg(a[1]))), (reg(a[1]),)))
        elif kind == "token_regions":
            names = ", ".join(region_name(reg(r)) for r in a[1])
            out.append(Choice(a, names, tuple(reg(r) for r in a[1]), unordered=True))
        elif kind == "select":
            idle = idle_reason(view, _decider_seat(view), a[1])
            tip = tr(f"kingdoms.action.{a[1]}.tip")
            out.append(Choice(a, tr(f"kingdoms.action.{a[1]}"), tip=tip if idle is None else f"{tip}\n{idle}", idle=idle))
        elif kind == "nothing":
            out.append(Choice(a, tr("kingdoms.choice.nothing"), rank=9))
        elif kind == "collect":
            # the follower's real choice is "take the action or collect": collecting comes first,
            # not after a page of moves (issue 15)
            label = tr("kingdoms.choice.collect") if not a[1] else tr("kingdoms.choice.collect_with", extra=", ".join(tr(f"kingdoms.res.{x}") for x in a[1]))
            out.append(Choice(a, label, tip=tr("kingdoms.choice.collect.tip"), rank=-1))
        elif kind in ("patrol", "quest"):
            src = reg(meeple_region.get(a[1], -1))
            label = tr(f"kingdoms.choice.{kind}", src=region_name(src), dest=region_name(reg(a[2])))
            enemy = war_against(view, a[1], a[2])
            if enemy is None:
                out.append(Choice(a, label, (src, reg(a[2]))))
            else:
                tip = tr("kingdoms.choice.war.tip", player=player_name(enemy, colours), region=region_name(reg(a[2])))
                out.append(Choice(a, label + " ⚔", (src, reg(a[2])), tip=tip, war=True))
        elif kind == "stand":
            r = reg(meeple_region.get(a[1], -1))
            out.append(Choice(a, tr("kingdoms.choice.stand", region=region_name(r)), (r,)))
        elif kind == "build":
            me = _decider(view)
            out.append(Choice(a, tr("kingdoms.choice.build", level=me.get("tower", 0) + 1,
                                    cost=me.get("build_cost", "?"))))
        elif kind == "research":
            me = _decider(view)
            out.append(Choice(a, tr("kingdoms.choice.research", level=me.get("magic", 0) + 1,
                                    cost=me.get("research_cost", "?"))))
        elif kind == "expand":
            out.append(Choice(a, tr("kingdoms.choice.expand", region=region_name(reg(a[1])),
                                    food=_decider(view).get("expand_cost", "?")), (reg(a[1]),)))
        elif kind == "trade":
            out.append(Choice(a, tr("kingdoms.choice.trade", k=a[3], give=tr(f"kingdoms.res.{a[1]}"), get=tr(f"kingdoms.res.{a[2]}")), rank=1 + a[3]))
        elif kind == "bid":
            out.append(Choice(a, bid_text(a[1])))
        elif kind == "pay":
            out.append(Choice(a, tr("kingdoms.choice.pay", what=resource_list(a[1], a[2]))))
        elif kind == "dragon":
            out.append(Choice(a, tr("kingdoms.choice.dragon.yes" if a[1] else "kingdoms.choice.dragon.no"), tip=tr("kingdoms.choice.dragon.tip")))
        elif kind == "lost_region":
            out.append(Choice(a, tr("kingdoms.choice.lost_region", region=region_name(reg(a[1]))), (reg(a[1]),)))
        elif kind == "retreat":
            food = 0 if (view.get("war") or {}).get("dragon") else _decider(view).get("retreat_cost", "?")
            out.append(Choice(a, tr("kingdoms.choice.retreat", region=region_name(reg(a[1])), food=food), (reg(a[1]),)))
        elif kind == "relocate":
            out.append(Choice(a, tr("kingdoms.choice.relocate", region=region_name(reg(a[1]))), (reg(a[1]),)))
        elif kind == "church":
            out.append(Choice(a, tr("kingdoms.choice.church")))
        elif kind == "remove":
            out.append(Choice(a, tr("kingdoms.choice.remove"), rank=5))
        elif kind == "treasure":
            out.append(Choice(a, tr("kingdoms.choice.treasure", what=" + ".join(tr(f"kingdoms.res.{x}") for x in a[1:]))))
        elif kind == "bandit_pay":
            out.append(Choice(a, tr("kingdoms.choice.bandit_pay", what=" + ".join(tr(f"kingdoms.res.{x}") for x in a[1]))))
        elif kind == "bandit_remove":
            out.append(Choice(a, tr("kingdoms.choice.bandit_remove"), rank=5))
        else:
            out.append(Choice(a, " ".join(str(x) for x in a)))
    out.sort(key=lambda c: c.rank)
    return out


def _decider_seat(view: dict[str, Any]) -> int | None:
    return ((view.get("decision") or {}).get("seats") or [None])[0]


def _decider(view: dict[str, Any]) -> dict[str, Any]:
    """The deciding seat's row of the view: an option's price is that seat's price."""
    who = _decider_seat(view)
    return view["seats"][who] if who is not None else {}


def war_against(view: dict[str, Any], meeple: int, dest: int) -> int | None:
    """The seat (-1 = neutral) a meeple moving into ``dest`` would fight, or None.

    As the engine's ``enter``: a war starts when the meeple arrives where one
    meeple of another owner stands alone.
    """
    meeples = view.get("meeples") or []
    if not 0 <= meeple < len(meeples):
        return None
    owner = meeples[meeple][0]
    here = [m for i, m in enumerate(meeples) if m[1] == dest and i != meeple]
    if len(here) == 1 and here[0][0] != owner:
        return int(here[0][0])
    return None


def faction_text(faction: str) -> str:
    return "\n".join(tr("kingdoms.faction.level", level=lv) + " " + tr(f"kingdoms.faction.{faction}.ability.{lv}") for lv in range(1, 6))


def prompt(view: dict[str, Any], seat: int | None, colours: list[str]) -> str:
    """What is being asked right now, in words, for the status bar."""
    decision = view.get("decision") or {}
    kind = decision.get("kind")
    seats = decision.get("seats") or []
    if view.get("phase") == "over":
        return tr("prompt.over")
    if not kind:
        return ""
    names = [player_name(s, colours) for s in seats]
    who = names[0] if len(names) == 1 else Name(", ".join(names), "plural")     # several decide at once
    action = view.get("action")
    key = f"kingdoms.prompt.{kind}"
    args = {"who": who, "action": tr(f"kingdoms.action.{action}") if action else ""}
    if kind == "act":
        key = "kingdoms.prompt.act_active" if seats and seats[0] == view.get("active") else "kingdoms.prompt.act_other"
    return tr(key, **args)


def current_action(events: list) -> tuple[int, str] | None:
    """Who selected which action this turn, from the ``action_selected`` event
    (None before anyone has selected in the current turn).  The banner says
    this, not "the active player + the view's last action": after a bot's
    turn the next player is active while the old action is still on the card."""
    for ev in reversed(events):
        if ev.kind == "action_selected":
            return int(ev.args["seat"]), str(ev.args["action"])
        if ev.kind in ("turn_started", "game_over"):
            return None
    return None


# --- events --------------------------------------------------------------------------------
SEAT_ARGS = ("seat", "attacker", "defender", "winner", "loser", "first")
REGION_ARGS = ("region", "src", "dest")


def event_text(kind: str, args: dict[str, Any], view: dict[str, Any], colours: list[str]) -> str:
    rid = view.get("region_ids") or []
    out: dict[str, Any] = {}
    for key, value in args.items():
        if key in SEAT_ARGS and isinstance(value, int):
            out[key] = player_name(value, colours)
        elif key in REGION_ARGS and isinstance(value, int):
            if kind == "crown_passed":
                out[key] = player_name(value, colours)
            else:
                out[key] = region_name(rid[value]) if 0 <= value < len(rid) else "?"
        elif key == "faction":
            out[key] = tr(f"kingdoms.faction.{value}.name")
        elif key == "action":
            out[key] = tr(f"kingdoms.action.{value}")
        elif key in ("give", "get", "resource"):
            out[key] = tr(f"kingdoms.res.{value}")
        elif key == "type":
            out[key] = tr(f"kingdoms.token.{value}")
        elif key == "reason":
            out[key] = tr(f"kingdoms.reason.{value}")
        elif key in ("bid", "attacker_bid", "defender_bid"):
            out[key] = bid_text(value)
        elif key == "winners":
            out[key] = ", ".join(player_name(s, colours) for s in value)
        elif key == "scores":
            out[key] = " / ".join(number(s) for s in value)
        elif key == "side":
            out[key] = side_label(str(value)) if len(str(value)) > 1 else str(value)
        else:
            out[key] = value
    if kind in ("collected", "treasure", "bandit_paid"):
        out["what"] = resource_list(args.get("mana", 0), args.get("ore", 0), args.get("food", 0))
    elif kind == "paid":
        out["what"] = resource_list(args.get("mana", 0), args.get("ore", 0))
    elif kind == "resources_set":
        out["what"] = resource_list(args.get("mana", 0), args.get("ore", 0), args.get("food", 0))
    return tr(f"kingdoms.event.{kind}", **out)


def why_not(view: dict[str, Any], region_id: str, seat: int, legal_kinds: set[str]) -> str:
    """Why clicking this region does nothing now (for illegal clicks)."""
    from game.kingdoms.territory import IMPASSABLE

    side = all_sides().get(region_id.split(".")[0])
    terrain = next((r.terrain for r in side.regions if r.id == region_id), "") if side else ""
    rid = view.get("region_ids") or []
    idx = rid.index(region_id) if region_id in rid else -1
    here = [m for m in view.get("meeples") or [] if m[1] == idx]
    if terrain in IMPASSABLE:
        return tr("kingdoms.why.impassable", terrain=tr(f"kingdoms.terrain.{terrain}"))
    if not legal_kinds:
        return tr("kingdoms.why.not_your_turn")
    if legal_kinds & {"patrol", "quest"}:
        if len(here) >= 2:
            return tr("kingdoms.why.full")
        return tr("kingdoms.why.not_reachable")
    if "expand" in legal_kinds:
        return tr("kingdoms.why.expand")
    if "start" in legal_kinds:
        return tr("kingdoms.why.start")
    if legal_kinds & {"retreat", "relocate"}:
        return tr("kingdoms.why.retreat")
    return tr("kingdoms.why.not_now")
