"""End-of-game scoring (spec 6.3, 6.4): ruins cleared first, then VP lines,
then tie-breakers; players still tied share the win."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Result
from game.kingdoms.state import MEEPLES, UP, KState, remove_meeple

CAPITAL_ALONE_VP = 2
CAPITAL_SHARED_VP = 1
LOST_KINGDOM_REGION_VP = 1
CAPTURED_VP = 1


def controlled_regions(s: KState, p: int) -> list[int]:
    out = []
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = s.m_region[i]
        if r >= 0 and r not in out:
            out.append(r)
    return out


def is_shared(s: KState, r: int) -> bool:
    lst = s.reg[r]
    return len(lst) == 2 and s.m_owner[lst[0]] != s.m_owner[lst[1]]


def faction_bonus(s: KState, p: int, ruins_before: int) -> int:
    """The level-5 end_vp effects (10.1), only at magic level 5."""
    if s.magic[p] < 5:
        return 0
    total = 0
    regions = controlled_regions(s, p)
    b = s.laid()
    for e in s.mods[p].end_vp:
        per, amount = e["per"], e["amount"]
        if per == "flat":
            value = amount
        elif per == "terrain":
            value = amount * sum(1 for r in regions if b.terrain[r] in e["terrains"])
        elif per == "shared_region":
            value = amount * sum(1 for r in regions if is_shared(s, r))
        elif per == "card":
            value = amount * len({b.card[r] for r in regions})
        elif per == "ruins":
            value = amount * ruins_before
        elif per == "tower":
            value = amount if s.tower[p] >= e["min"] else 0
        elif per == "resources":
            value = amount * (sum(s.res[p]) // e["divisor"])
        else:  # meeples
            value = amount * (s.in_play[p] // e["divisor"])
        if "max" in e:
            value = min(value, e["max"])
        total += value
    return total


def score_game(s: KState) -> Result:
    b = s.laid()
    ruins_before = [sum(1 for r in controlled_regions(s, p) if b.ruins[r]) for p in range(s.n)]
    for i in range(len(s.m_owner)):
        r = s.m_region[i]
        if r >= 0 and b.ruins[r]:
            s.final_ruins.append(i)
            s.emit("ruins_cleared", seat=s.m_owner[i], meeple=i, region=r)
            remove_meeple(s, i)
    tokens = s.content.tokens
    towns = [s.tok_region[t] for t in range(len(s.tok_type)) if s.tok_state[t] == UP and s.tok_type[t] == "town"]
    scores, breakdown, ties = [], [], []
    for p in range(s.n):
        regions = controlled_regions(s, p)
        line: dict[str, Any] = {
            "meeples": s.in_play[p],
            "magic": s.magic[p],
            "faction": faction_bonus(s, p, ruins_before[p]),
            "tower": s.content.tower.vp[s.tower[p]],
            "capitals": sum(CAPITAL_SHARED_VP if is_shared(s, r) else CAPITAL_ALONE_VP
                            for r in regions if b.capital[r]),
            "crown": tokens.crown_vp if s.crown == p else 0,
            "towns": tokens.town_vp * sum(1 for r in regions if r in towns),
            "lost_kingdom": 0,
            "captured": CAPTURED_VP * s.captured[p],
        }
        if s.n == 2:
            line["lost_kingdom"] = LOST_KINGDOM_REGION_VP * sum(1 for r in regions if b.card[r] == 2)
        total = sum(line.values())
        line["total"] = total
        scores.append(total)
        breakdown.append(line)
        ties.append((total, s.in_play[p], s.tower[p], s.magic[p], sum(s.res[p])))
    best = max(ties)
    winners = [p for p in range(s.n) if ties[p] == best]
    return Result(scores, winners, breakdown, [t[1:] for t in ties])
