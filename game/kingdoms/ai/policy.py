"""Heuristic Kingdoms play on an (imagined) engine state.

Used three ways: by the easy and normal bots on the state rebuilt from their
view, by the hard bot's search as its rollout policy for every seat of its
imagined game, and (through ``minor``) for small choices such as payments,
retreats and token rewards, which only need a seat's own resources.

* ``easy_choice``: rules with analytic gains and a little noise, no
  lookahead: select the action that gains most (minus what the others get
  from following it); take build / research / expand when worth more than
  collecting; move to better empty regions; keep the peace.  Cheap enough
  to be the hard bot's rollout policy.
* ``normal_choice``: one-ply lookahead.  Each candidate (pruned: one collect,
  trades only when they make the next purchase affordable) is applied to a
  clone and scored by ``evaluate.utility``; a move that starts a war is
  scored by the equilibrium value of the bid game.  Action selection adds a
  cheap estimate of what the other seats get from following.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import Action
from game.kingdoms import decide, engine
from game.kingdoms import war as kwar
from game.kingdoms.ai import bids
from game.kingdoms.ai.evaluate import RES_WORTH, progress, values
from game.kingdoms.state import DOWN, FLAG, FOOD, MANA, MEEPLES, NEUTRAL, ORE, RES, KState

COST_PER_POINT = 0.3   # VP worth of one point of war cost
MEEPLE_WORTH = 1.6     # VP a seat loses with a meeple (its point and its income)
SETTLE_LIMIT = 12


# --- small choices (need only resources and the options) -------------------------------------
def wanted(res: list[int], needs: tuple[int, int, int]) -> list[int]:
    """Resource indices, the most wanted first (largest shortfall for the next purchase)."""
    gap = [needs[k] - res[k] for k in range(3)]
    return sorted(range(3), key=lambda k: (-gap[k], -RES_WORTH[k]))


def pick_collect(legal: list[tuple], order: list[int]) -> tuple:
    """The collect option whose free choices all go to the most wanted resource."""
    cols = [a for a in legal if a[0] == "collect"]
    if len(cols) == 1:
        return cols[0]
    k = len(cols[0][1]) if cols else 0
    best = tuple(sorted([RES[order[0]]] * k))
    return next((a for a in cols if a[1] == best), cols[0])


def minor(kind: str, res: list[int], needs: tuple[int, int, int], legal: list[tuple],
          yld: tuple[int, ...]) -> tuple:
    """Payments, retreats, dragon, token rewards: plain rules."""
    order = wanted(res, needs)
    if kind == "pay":
        # cheapest by value, keeping what the next purchase needs
        def cost(a: tuple) -> float:
            return a[1] * RES_WORTH[MANA] * (1.5 if order[0] == MANA else 1) \
                + a[2] * RES_WORTH[ORE] * (1.5 if order[0] == ORE else 1)
        return min(legal, key=cost)
    if kind == "dragon":
        return ("dragon", True) if ("dragon", True) in legal else legal[0]
    if kind == "fate":
        retreats = [a for a in legal if a[0] in ("retreat", "relocate")]
        if retreats:
            return max(retreats, key=lambda a: (yld[a[1]] >= 0, -a[1]))
        if ("church",) in legal:
            return ("church",)
        return legal[0]
    if kind == "treasure":
        best = tuple(RES[k] for k in sorted((order[0], order[0])))
        want = ("treasure", *best)
        return want if want in legal else legal[0]
    if kind == "bandit":
        pays = [a for a in legal if a[0] == "bandit_pay"]
        if pays and (sum(res) >= 2 or ("bandit_remove",) not in legal):
            # pay with the pieces worth least, sparing the most wanted resource
            def worth(a: tuple) -> float:
                return sum(RES_WORTH[RES.index(x)] * (2 if RES.index(x) == order[0] else 1) for x in a[1])
            return min(pays, key=worth)
        return ("bandit_remove",) if ("bandit_remove",) in legal else legal[0]
    return legal[0]


def needs_of(s: KState, p: int) -> tuple[int, int, int]:
    mana = engine.research_cost(s, p) if s.magic[p] < 5 else 0
    ore = engine.build_cost(s, p) if s.tower[p] < 6 else 0
    food = engine.expand_cost(s, p) if s.in_play[p] < MEEPLES else 0
    return mana, ore, food


def minor_on_state(s: KState, seat: int, legal: list[tuple]) -> tuple:
    return minor(s.dec or "", s.res[seat], needs_of(s, seat), legal, s.laid().yld)


# --- war bids ---------------------------------------------------------------------------------
def region_worth(s: KState, p: int, r: int) -> float:
    b = s.laid()
    w = 0.0
    if b.yld[r] >= 0:
        w += 0.6
    if b.capital[r]:
        w += 2.0
    if s.n == 2 and b.card[r] == 2:
        w += 1.0
    t = s.reg_tok[r] if s.reg_tok else -1
    if t >= 0 and s.tok_state[t] == 2:
        w += {"town": 1.0, "camp": 0.5, "fort": 0.6, "dragon_lair": 0.5, "church": 0.3}.get(s.tok_type[t], 0.0)
    return w


def loss_worth(s: KState, p: int) -> float:
    """What losing a war costs p: a paid retreat if it can afford one, else the meeple."""
    cost = decide.retreat_cost(s, p)
    retreat = cost * RES_WORTH[FOOD] + 0.3 if s.res[p][FOOD] >= cost else MEEPLE_WORTH
    return min(MEEPLE_WORTH, retreat)


def war_game(s: KState, war: Any, sharp: bool = False
             ) -> tuple[tuple[float, ...], tuple[float, ...], int, int, int, int, int]:
    """The bid game of a pending war, solved; also returns its parameters.

    ``sharp`` (the hard bot) prices the stakes more fully: the crown changes hands
    with the war (2 VP to one side, 2 from the other), and war cost is cheaper as
    the end nears, since resources left over at the end score nothing.
    """
    a, d, r = war.attacker, war.defender, war.region
    top_a = len(kwar.bid_options(s, a, "attack", r)) - 1
    top_d = len(kwar.bid_options(s, d, "defend", r)) - 1
    mod_a = engine.war_mod(s, a, "attack", r, False)
    mod_d = engine.war_mod(s, d, "defend", r, False)
    rw = region_worth(s, a, r)
    win_a = round(10 * (rw + loss_worth(s, d)))
    lose_a = round(10 * loss_worth(s, a))
    ally = round(10 * 0.5 * rw) if s.n >= 3 else -999
    cost10 = round(10 * COST_PER_POINT)
    if sharp:
        crown = 2 * s.content.tokens.crown_vp
        if s.crown == d:
            win_a += 10 * crown
        elif s.crown == a:
            lose_a += 10 * crown
        cost10 = max(1, round(10 * COST_PER_POINT * (0.4 + 0.6 * (1.0 - progress(s)))))
    mix_a, mix_d = bids.solve(top_a, top_d, mod_a, mod_d, win_a, lose_a, ally, cost10,
                              kwar.strength(s, a, "attack", r), kwar.strength(s, d, "defend", r))
    return mix_a, mix_d, win_a, lose_a, ally, cost10, top_a


def expected_attack(s: KState, war: Any) -> float:
    """The attacker's expected payoff (VP) of the pending war at equilibrium."""
    a, d, r = war.attacker, war.defender, war.region
    mix_a, mix_d, win_a, lose_a, ally, cost10, _ = war_game(s, war)
    mod_a = engine.war_mod(s, a, "attack", r, False)
    mod_d = engine.war_mod(s, d, "defend", r, False)
    sa, sd = kwar.strength(s, a, "attack", r), kwar.strength(s, d, "defend", r)
    total = 0.0
    for x, px in enumerate(mix_a):
        if px <= 0:
            continue
        ca = 0 if x == 0 else max(0, x + mod_a)
        va = 0 if x == 0 else x + sa
        for y, py in enumerate(mix_d):
            if py <= 0:
                continue
            if x == 0 and y == 0 and ally != -999:
                total += px * py * ally / 10.0
                continue
            cd = 0 if y == 0 else max(0, y + mod_d)
            vd = 0 if y == 0 else y + sd
            stake = win_a if va > vd else -lose_a
            total += px * py * (stake - ca * cost10 + cd * cost10) / 10.0
    return total


def bid_choice(s: KState, seat: int, rng: random.Random, sharp: bool = False) -> tuple:
    """Sample this seat's bid from the equilibrium mix (never looks at the other bid)."""
    war = s.stack[-1]
    mix_a, mix_d, *_ = war_game(s, war, sharp)
    mix = mix_a if seat == war.attacker else mix_d
    k = bids.sample(mix, rng)
    return ("bid", FLAG if k == 0 else k)


# --- one-ply lookahead ------------------------------------------------------------------------
def play(s: KState, seat: int, action: tuple) -> None:
    """Apply an action to an imagined state (the engine's handler, then its interpreter)."""
    engine.HANDLERS[action[0]](s, seat, action)
    engine.advance(s)


def settle(s: KState, rng: random.Random) -> float:
    """Play out forced small choices after a move; returns a war's expected swing for its attacker."""
    for _ in range(SETTLE_LIMIT):
        dec = s.dec
        if dec is None or dec in ("select", "act"):
            return 0.0
        if dec == "bid":
            war = s.stack[-1]
            return expected_attack(s, war) if war.attacker >= 0 else 0.0
        play(s, s.dec_seat, minor_on_state(s, s.dec_seat, s.legal))
    return 0.0


def clone(s: KState) -> KState:
    return s.clone_into(KState.__new__(KState))


def after_value(s: KState, seat: int, action: tuple, rng: random.Random) -> float:
    from game.kingdoms.ai.evaluate import utility

    c = clone(s)
    play(c, seat, action)
    swing = settle(c, rng)
    vals = values(c)
    if swing:
        war = c.stack[-1]
        vals[war.attacker] += swing
        if war.defender != NEUTRAL:
            vals[war.defender] -= swing
    return utility(vals, seat)


def prune(s: KState, seat: int, legal: list[tuple]) -> list[tuple]:
    """Candidates worth a lookahead: one collect, useful trades, everything else."""
    res = s.res[seat]
    needs = needs_of(s, seat)
    out: list[tuple] = []
    cols = [a for a in legal if a[0] == "collect"]
    if cols:
        out.append(pick_collect(cols, wanted(res, needs)))
    for a in legal:
        kind = a[0]
        if kind == "collect":
            continue
        if kind == "trade":
            get, k = engine.RIDX[a[2]], a[3]
            short = needs[get] - res[get]
            if short <= 0 or k != short:
                continue
        out.append(a)
    return out or legal[:1]


def follow_gain(s: KState, q: int, action: str) -> float:
    """Rough VP another seat gets from following ``action`` instead of collecting."""
    res = s.res[q]
    if action == "build":
        if s.tower[q] < 6 and res[ORE] >= engine.build_cost(s, q):
            vp = s.content.tower.vp
            return vp[s.tower[q] + 1] - vp[s.tower[q]] - engine.build_cost(s, q) * RES_WORTH[ORE] + 0.2
        return 0.0
    if action == "research":
        if s.magic[q] < 5 and res[MANA] >= engine.research_cost(s, q):
            return 1.3 - engine.research_cost(s, q) * RES_WORTH[MANA] + (3 if s.magic[q] == 4 else 0)
        return 0.0
    if action == "expand":
        if s.in_play[q] < MEEPLES and res[FOOD] >= engine.expand_cost(s, q):
            return 1.5 - engine.expand_cost(s, q) * RES_WORTH[FOOD] + 0.3
        return 0.0
    return 0.1


def collect_gain(s: KState, q: int) -> float:
    """Rough VP a seat gets from collecting."""
    seen = set()
    m_region, yld = s.m_region, s.laid().yld
    for i in range(q * MEEPLES, q * MEEPLES + MEEPLES):
        r = m_region[i]
        if r >= 0 and yld[r] >= 0:
            seen.add(r)
    return 0.35 * len(seen)


def select_value(s: KState, seat: int, action: str, rng: random.Random) -> float:
    c = clone(s)
    play(c, seat, ("select", action))
    # c now waits for this seat's act decision (or has moved on if only one option)
    if c.dec == "act" and c.dec_seat == seat:
        best = max(after_value(c, seat, a, rng) for a in prune(c, seat, c.legal))
    else:
        settle(c, rng)
        from game.kingdoms.ai.evaluate import utility
        best = utility(values(c), seat)
    others = 0.0
    rivals = [q for q in range(s.n) if q != seat]
    for q in rivals:
        others += max(0.0, follow_gain(s, q, action) - collect_gain(s, q))
    return best - others / len(rivals) * (1.0 if s.n == 2 else 0.7)


def normal_choice(s: KState, seat: int, legal: list[tuple], rng: random.Random) -> tuple:
    if len(legal) == 1:
        return legal[0]
    dec = s.dec
    if dec == "bid":
        return bid_choice(s, seat, rng)
    if dec == "select":
        scored = [(select_value(s, seat, a[1], rng), k, a) for k, a in enumerate(legal)]
        return max(scored)[2]
    if dec == "act":
        cands = prune(s, seat, legal)
        if len(cands) == 1:
            return cands[0]
        scored = [(after_value(s, seat, a, rng), k, a) for k, a in enumerate(cands)]
        return max(scored)[2]
    return minor_on_state(s, seat, legal)


PRODUCTIVE = ("build", "research", "expand")


# --- easy (also the rollout policy) ----------------------------------------------------------------------------
def easy_choice(s: KState, seat: int, legal: list[tuple], rng: random.Random) -> tuple:
    """Rules with analytic gains and no lookahead (cheap: also the search's rollout policy)."""
    if len(legal) == 1:
        return legal[0]
    dec = s.dec
    if dec == "bid":
        return bid_choice(s, seat, rng)
    if dec == "select":
        best, pick = -1e9, legal[0]
        rivals = [q for q in range(s.n) if q != seat]
        collects = [collect_gain(s, q) for q in rivals]     # the same for every action: once
        for a in legal:
            act = a[1]
            mine = follow_gain(s, seat, act) if act in PRODUCTIVE else move_gain(s, seat, act)
            theirs = sum(max(0.0, follow_gain(s, q, act) - c) for q, c in zip(rivals, collects, strict=True))
            v = mine - 0.7 * theirs / len(rivals) + rng.random() * 0.3
            if v > best:
                best, pick = v, a
        return pick
    if dec == "act":
        act = s.act_action
        base = collect_gain(s, seat) if seat != s.active else 0.0
        fallback = None
        for a in legal:
            if a[0] in ("collect", "nothing"):
                fallback = a
                break
        if fallback is not None and fallback[0] == "collect":
            fallback = pick_collect(legal, wanted(s.res[seat], needs_of(s, seat)))
        if act in PRODUCTIVE:
            execs = [a for a in legal if a[0] == act]
            if execs and follow_gain(s, seat, act) > base:
                return execs[rng.randrange(len(execs))]
        elif act == "trade":
            cands = [a for a in prune(s, seat, legal) if a[0] == "trade"]
            if cands and base < 0.8:
                return cands[rng.randrange(len(cands))]
        else:
            best = base + 0.05
            step: Action | None = None
            for a in legal:
                if a[0] in ("patrol", "quest"):
                    v = step_gain(s, seat, a)
                    if v > best:
                        best, step = v, a
            if step is not None:
                return step
        return fallback if fallback is not None else legal[0]
    return minor_on_state(s, seat, legal)


def move_gain(s: KState, seat: int, act: str) -> float:
    if act == "trade":
        return 0.2
    return 0.3


def step_gain(s: KState, seat: int, a: tuple) -> float:
    """Rough gain of moving meeple a[1] to a[2]: new yield or capital, or a good war."""
    i, d = a[1], a[2]
    b = s.laid()
    src = s.m_region[i]
    lst = s.reg[d]
    if lst:
        q = s.m_owner[lst[0]]
        if q == seat:
            return -0.2
        if q < 0:
            cost = s.neutral_in_play + engine.war_mod(s, seat, "attack", d, True, i)
            return 2.0 + (0.6 if b.yld[d] >= 0 else 0) - 0.3 * max(0, cost)
        return -0.5  # rollouts keep the peace; real wars are weighed by the bots
    gain = region_worth(s, seat, d)
    alone = sum(1 for j in s.reg[src] if s.m_owner[j] == seat) == 1
    if alone:
        gain -= region_worth(s, seat, src)
    if s.reg_tok and s.reg_tok[d] >= 0 and s.tok_state[s.reg_tok[d]] == DOWN:
        gain += 0.4
    if b.ruins[d]:
        gain -= 0.4
    return gain



POLICIES = {"easy": easy_choice, "normal": normal_choice}

__all__ = ["POLICIES", "easy_choice", "normal_choice", "minor", "needs_of", "bid_choice", "ORE", "MANA"]
