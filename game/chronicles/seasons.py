"""The automatic middle of a round (spec 3.3-3.4): War against the neighbours
(the 2-player single and double win) with its after-war keys, then Income."""

from __future__ import annotations

from game.chronicles.kingdom import (
    R,
    Tables,
    character_strengths,
    production,
    projected_income,
    strength,
)
from game.chronicles.state import ChroniclesState

VP_PER_WAR = 3


def duel_wars(mine: int, theirs: int) -> int:
    """Two-player wars one side wins: one at equal strength, two at double (above 0)."""
    if mine > 0 and mine >= 2 * theirs:
        return 2
    return 1 if mine >= theirs else 0


def wars_won(strengths: list[int], two_player: bool) -> list[int]:
    """Wars each player wins (spec 3.3 step 2)."""
    n = len(strengths)
    if two_player:
        return [duel_wars(strengths[0], strengths[1]), duel_wars(strengths[1], strengths[0])]
    return [(strengths[i] >= strengths[(i + 1) % n]) + (strengths[i] >= strengths[(i - 1) % n]) for i in range(n)]


def war(t: Tables, state: ChroniclesState) -> list[list[int]]:
    """Step 3.3; returns each player's production, which War leaves as it is."""
    prods = [production(t, p) for p in state.players]
    strengths = [strength(t, p, prod) for p, prod in zip(state.players, prods, strict=False)]
    won = wars_won(strengths, state.two)
    state.last_wars = won
    log = not state.mute_events  # headless play skips building the log's arguments
    if log:
        state.emit("war", strengths=strengths, wins=won)
    side_war = t.side_war
    war_keys = t.war
    for seat, p in enumerate(state.players):
        prod = prods[seat]
        vp = VP_PER_WAR * won[seat]
        gold = 0
        for c in p.slots:
            if c is None or not war_keys[c[0]]:
                continue
            for a in war_keys[c[0]]:
                if a.key == "vp_per_war_won":
                    vp += a["amount"] * won[seat]
                elif a.key == "gold_per_war_won":
                    gold += a["amount"] * won[seat]
                else:  # vp_per_war_won_per_resource
                    vp += a["amount"] * prod[R[a["resource"]]] * won[seat]
        per_slot = None
        for b, level in enumerate(p.buildings):
            if not level:
                continue
            for a in side_war[b][level]:        # the war bonuses of t.sides, in their order
                if a.key == "war_vp_flat":
                    vp += a["amount"]
                elif a.key == "war_vp_per_resource":
                    vp += a["amount"] * prod[R[a["resource"]]]
                elif a.key == "war_vp_per_strong_character":
                    if per_slot is None:
                        per_slot = character_strengths(t, p, prod)
                    vp += a["amount"] * sum(1 for s in per_slot if s is not None and s >= a["min_strength"])
        p.vp = max(0, p.vp + vp)
        p.gold += gold
        # the wars' own points and the abilities' bonus apart, so no one reads a Sleeping
        # Giant's +2 as war points (issue 30)
        if log:
            state.emit("war_result", player=seat, wars=won[seat], vp=VP_PER_WAR * won[seat],
                       bonus=vp - VP_PER_WAR * won[seat], gold=gold)
    return prods


def income(t: Tables, state: ChroniclesState, prods: list[list[int]] | None = None) -> None:
    """Step 3.4 (``prods``: each player's production, if known already)."""
    gains = [projected_income(t, p, None if prods is None else prods[s]) for s, p in enumerate(state.players)]
    for p, g in zip(state.players, gains, strict=False):
        p.gold += g
    if not state.mute_events:
        state.emit("income", gold=gains)
