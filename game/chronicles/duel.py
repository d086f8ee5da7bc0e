"""What the expert values in a two-player game: the score gap, not its own points.

Hard (``worth.evaluate``) scores a layout by the VP it brings its own kingdom.
In two players every war VP the rival wins is as bad as one it does not win,
and the rival's wars depend on this seat's strength (it wins one war at equal
strength and two at double), so the expert subtracts the rival's expected war
VP from hard's value.  In the last round only the final gap counts (gold only
breaks ties), so there the expert values a layout by its chance to finish
ahead: behind, it takes the risky layout that can still win; ahead, the safe one.

Pure reckoning over view-level kingdoms (``game.chronicles.seen``); rivals are
the hard bot's sampled placements, so nothing hidden is read.
"""

from __future__ import annotations

import math

from game.chronicles.abilities import RESOURCES
from game.chronicles.aging import leaving_set
from game.chronicles.building import PASS, priced_builds
from game.chronicles.kingdom import (
    Tables,
    production,
    projected_income,
    strength,
)
from game.chronicles.seasons import duel_wars
from game.chronicles.state import Player
from game.chronicles.worth import building_value, building_war_vp, evaluate, win_chance

END_SPREAD = 1.5  # VP: what the last round's estimate of the final gap may be off by


class Rival:
    """One sampled placement of the rival: its strength, the VP one war win brings it, and
    (last round) its final score apart from wars."""

    __slots__ = ("strength", "per_war", "final", "gold")

    def __init__(self, t: Tables, p: Player) -> None:
        prod = production(t, p)
        self.strength = strength(t, p, prod)
        self.per_war = vp_per_war(t, p, prod)
        self.final, self.gold = final_without_wars(t, p, prod)


def vp_per_war(t: Tables, p: Player, prod: list[int]) -> float:
    """VP one war won brings ``p``: 3, plus its characters' per-war keys."""
    vp = 3.0
    for c in p.slots:
        if c is None:
            continue
        for a in t.war[c[0]]:
            if a.key == "vp_per_war_won":
                vp += a["amount"]
            elif a.key == "vp_per_war_won_per_resource":
                vp += a["amount"] * prod[RESOURCES.index(a["resource"])]
    return vp


def score_now(t: Tables, p: Player) -> int:
    """The final-score formula (track VP, printed building VP, token VP) as things stand."""
    buildings = sum(t.building_vp[b][level] for b, level in enumerate(p.buildings))
    return p.vp + buildings + sum(t.end_vp[c[0]] * c[1] for c in p.slots if c is not None)


def final_without_wars(t: Tables, p: Player, prod: list[int]) -> tuple[float, int]:
    """``p``'s final score if this is the last round, wars apart: level-2 War bonuses, what
    leaves in Aging, the best build it can pay after Income, one more token per survivor;
    and the gold it ends with (the tie-break)."""
    vp = float(score_now(t, p)) + building_war_vp(t, p, prod)
    leaving = leaving_set(t, p.slots)
    tokens_leaving = sum(p.card(s)[1] for s in leaving)
    gold = p.gold + projected_income(t, p, prod)      # to build with (Aging comes after)
    leave_gold = 0
    for slot, c in enumerate(p.slots):
        if c is None:
            continue
        for a in t.leave[c[0]]:
            if a.key == "vp_per_token_on_leaving":
                vp += a["amount"] * tokens_leaving
            elif slot in leaving and a.key == "vp_on_own_leave":
                if a["only_if_tokens"] is None or a["only_if_tokens"] == c[1]:
                    vp += a["amount"]
            elif slot in leaving and a.key == "gold_on_own_leave_per_token":
                leave_gold += a["amount"] * c[1]
        if slot not in leaving:
            vp += t.end_vp[c[0]]
    after = p.copy()
    after.gold = gold
    build = (0.0, 0)     # the most VP, then the least gold
    for action, price in priced_builds(t, after):
        if action[0] != PASS:
            build = max(build, (building_value(t, after, action, 0), -price))
    return vp + build[0], gold + build[1] + leave_gold


def rival_wars(mine: int, rival: Rival) -> float:
    """Smoothed wars the rival wins against strength ``mine`` (as hard smooths its own)."""
    o = rival.strength
    return win_chance(o, mine) + (win_chance(o, 2 * mine) if o > 0 else 0.0)


def denied_vp(t: Tables, p: Player, rivals: list[Rival]) -> float:
    """The war VP the sampled rivals are expected to win against ``p``'s strength."""
    mine = strength(t, p)
    return sum(rival_wars(mine, r) * r.per_war for r in rivals) / len(rivals)


def duel_value(t: Tables, p: Player, rivals: list[Rival], samples: list[list[float]], rounds_left: int,
               war_deny: float = 1.0) -> float:
    """VP worth of ``p`` laid out against the sampled ``rivals`` (one per sample); before the
    last round the rival's expected war VP counts ``war_deny`` times."""
    if rounds_left:
        return evaluate(t, p, samples, True, rounds_left) - war_deny * denied_vp(t, p, rivals)
    prod = production(t, p)
    mine = strength(t, p, prod)
    per_war = vp_per_war(t, p, prod)
    base, gold = final_without_wars(t, p, prod)
    chance = gap = 0.0
    for r in rivals:
        diff = base + duel_wars(mine, r.strength) * per_war - r.final - duel_wars(r.strength, mine) * r.per_war
        gap += diff
        # a tie goes to the most gold: half a VP either way
        diff += 0.5 if gold > r.gold else -0.5 if gold < r.gold else 0.0
        chance += 1.0 / (1.0 + math.exp(-diff / END_SPREAD))
    # 4 x spread: at an even game one more VP is worth about one VP; the gap breaks the
    # ties of a game already won or lost
    return (4 * END_SPREAD * chance + 0.05 * gap) / len(rivals)
