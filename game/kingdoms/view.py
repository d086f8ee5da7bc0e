"""What one seat may see of a Kingdoms game (spec 7), as plain JSON.

Layout of ``view(state, seat)``:

* ``seat``, ``players`` (count), ``variant``, ``phase`` ("setup"|"play"|"over"),
  ``setup_step`` (during setup), ``first``, ``active``, ``turn``,
  ``shields`` (list of action names with a shield), ``end_triggered``.
* ``decision``: {"kind": dec kind or None, "seats": [...]} — for a war bid
  both bidders are always listed, whoever has already bid (hides progress).
* ``cards``: board side ids in board order (home sides by seat, then the
  Lost Kingdom); ``lost_kingdom``; ``region_ids``: region index -> "T3B.r4"
  (actions and events use the indices); ``home_cards`` (card numbers).
* ``seats``: per seat {"faction", "home", "mana", "ore", "food", "tower",
  "magic", "research_cost" (mana for the next level, None at 5), "build_cost"
  (ore for the next tower level, None at the top), "retreat_cost" and
  "expand_cost" (food), "in_play",
  "supply", "crown", "captured", "trade_bonus" ([bonus, min_give] pairs: giving
  at least min_give in one trade gets bonus more, from magic abilities)}.
* ``meeples``: per meeple id [owner, region or -1, knocked_over]; owner -1 is
  neutral.  ``alliances``: sorted [p, q] pairs of allied seats (5.8).
* ``tokens``: per token {"id", "state": box|down|up|discarded|held, "region",
  "type"} with type "unknown" while face down or boxed; ``token_mix``;
  ``blank_returned`` (5 players).
* ``war`` (while a war is in progress, else None): {"attacker", "defender",
  "region", "neutral", "stage", "dragon", "my_bid" (only the viewer's own bid),
  "bids" ([attacker, defender] once revealed, else None), "cost" (neutral
  wars only: what the attacker pays)}.
* ``result`` once over: {"scores", "winners", "breakdown", "tiebreak"}.
"""

from __future__ import annotations

from typing import Any

from game.kingdoms.state import ACTIONS, BOX, DOWN, MEEPLES, RES, TOKEN_STATES, KState


def _war(s: KState, seat: int | None) -> dict[str, Any] | None:
    from game.kingdoms.war import War

    war = next((f for f in reversed(s.stack) if isinstance(f, War)), None)
    if war is None:
        return None
    revealed = war.stage != "bid"
    out: dict[str, Any] = {
        "attacker": war.attacker, "defender": war.defender, "region": war.region, "neutral": war.neutral, "stage": war.stage,
        "bids": list(war.bids) if revealed and not war.neutral else None,
        "dragon": bool(war.dragon),                     # the dragon makes the loser's retreat free
    }
    if war.neutral:
        out["cost"] = war.attacker_cost                 # N after modifiers, paid by the attacker
    if not revealed and seat in (war.attacker, war.defender):
        out["my_bid"] = war.bids[0 if seat == war.attacker else 1]
    return out


def _alliances(s: KState) -> list[list[int]]:
    pairs = set()
    for lst in s.reg:
        if len(lst) == 2:
            a, b = s.m_owner[lst[0]], s.m_owner[lst[1]]
            if a != b and a >= 0 and b >= 0:
                pairs.add((min(a, b), max(a, b)))
    return [list(p) for p in sorted(pairs)]


def build_view(s: KState, seat: int | None) -> dict[str, Any]:
    from game.kingdoms.decide import build_cost, expand_cost, research_cost, retreat_cost

    b = s.board
    decision: dict[str, Any] = {"kind": s.dec, "seats": []}
    if s.dec == "bid":
        war = s.stack[-1]
        decision["seats"] = [war.attacker, war.defender]
    elif s.dec is not None:
        decision["seats"] = [s.dec_seat]
    view: dict[str, Any] = {
        "game": "kingdoms",
        "seat": seat,
        "players": s.n,
        "variant": s.config.variant,
        "phase": s.phase,
        "setup_step": s.setup_step if s.phase == "setup" else None,
        "first": s.first,
        "active": s.active,
        "turn": s.turn,
        "action": s.act_action if s.phase == "play" else None,
        "shields": [a for k, a in enumerate(ACTIONS) if s.shields[k]],
        "end_triggered": s.end_triggered,
        "decision": decision,
        "cards": list(b.card_ids) if b else [],
        "lost_kingdom": s.lost_kingdom or None,
        "home_cards": list(s.home_card),
        "region_ids": list(b.rid) if b else [],
        "seats": [
            {
                "faction": s.factions[p] or None,
                "home": s.home_side[p] or None,
                RES[0]: s.res[p][0], RES[1]: s.res[p][1], RES[2]: s.res[p][2],
                "tower": s.tower[p],
                "magic": s.magic[p],
                # the mana the next magic level costs this seat (4.4 and its printed abilities)
                "research_cost": research_cost(s, p) if s.magic[p] < 5 else None,
                # the ore the next tower level costs and the food a retreat costs now, so
                # every option can say its price (issue 30)
                "build_cost": build_cost(s, p) if s.tower[p] < len(s.content.tower.cost) else None,
                "retreat_cost": retreat_cost(s, p),
                "expand_cost": expand_cost(s, p),
                "in_play": s.in_play[p],
                "supply": MEEPLES - s.in_play[p],
                "crown": s.crown == p,
                "captured": s.captured[p],
                # so the trade controls can show the rate before the trade (issue 30)
                "trade_bonus": [[b, least] for b, least in s.mods[p].trade],
            }
            for p in range(s.n)
        ],
        "meeples": [[s.m_owner[i], s.m_region[i], s.m_down[i]] for i in range(len(s.m_owner))],
        "alliances": _alliances(s),
        "tokens": [
            {
                "id": t,
                "state": TOKEN_STATES[st],
                "region": s.tok_region[t] if st == DOWN or st == 2 else -1,
                "type": "unknown" if st in (BOX, DOWN) else s.tok_type[t],
            }
            for t, st in enumerate(s.tok_state)
        ],
        "token_mix": dict(s.content.tokens.mix) if s.exploration else {},
        "blank_returned": s.blank_returned,
        "war": _war(s, seat),
        "result": None,
    }
    if s.result_data is not None:
        r = s.result_data
        view["result"] = {"scores": list(r.scores), "winners": list(r.winners),
                          "breakdown": [dict(x) for x in r.breakdown], "tiebreak": [list(t) for t in r.tiebreak]}
    return view
