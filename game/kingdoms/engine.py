"""The Kingdoms rules engine: the turn machine, actions, war and tokens.

The engine is a small interpreter.  ``advance`` runs automatic steps until
some seat owes a decision: first the frames on ``state.stack`` (wars and token
effects waiting for choices), then the turn machine (``turn_step``) or the
setup machine (``setup.setup_decision``, in its own module).  Each decision is offered through ``offer``,
which caches the legal options in ``state.legal``; a decision with exactly one
option is applied at once without asking (spec 5.5 for payments; the engine
does the same for every single-option point to keep games short).

Action tuples (all regions and meeples are integers: region index on the
board, meeple id; resource names are "mana" | "ore" | "food"):

Setup:  ("faction", id) · ("side", "A"|"B") · ("resources", mana, ore, food)
        · ("start", region) · ("token_regions", (r1, r2, r3))   [5p exploration]
Turn:   ("select", action)   action in patrol|quest|build|research|expand|trade
Act:    active player:     ("nothing",) or an execution
        other players:     ("collect", (choice, ...)) or an execution
        executions: ("patrol", meeple, dest) · ("stand", meeple) ·
        ("quest", meeple, dest) · ("build",) · ("research",) ·
        ("expand", region) · ("trade", give, get, k)
        The collect tuple lists one resource per free choice (ruins yield,
        ruins camp, last-meeple bonus, faction extras), sorted; () if none.
War:    ("bid", "flag" | 1..11)  [attacker and defender at the same time]
        ("pay", mana, ore) · ("dragon", True|False) · ("lost_region", region)
        loser fate: ("retreat", dest) · ("church",) · ("remove",) · ("relocate", dest)
Tokens: ("treasure", res, res) · ("bandit_pay", (res, ...)) · ("bandit_remove",)
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from game.core.protocol import randbelow
from game.kingdoms import setup
from game.kingdoms.decide import (
    HANDLERS,
    RIDX,
    build_cost,
    expand_cost,
    offer,
    research_cost,
)
from game.kingdoms.scoring import score_game
from game.kingdoms.state import (
    ACTIONS,
    FOOD,
    MANA,
    MEEPLES,
    NEUTRAL,
    ORE,
    RES,
    RES_MAX,
    UP,
    KState,
    place,
    refresh_mods,
)
from game.kingdoms.war import (
    h_bandit_pay,
    h_bandit_remove,
    h_bid,
    h_church,
    h_dragon,
    h_lost_region,
    h_pay,
    h_relocate,
    h_remove,
    h_retreat,
    h_treasure,
    move,
    war_mod,
)

COLLECT = [[("collect", c) for c in combinations_with_replacement(RES, k)] for k in range(16)]
TRADES = [[[("trade", RES[x], RES[y], k) for k in range(RES_MAX + 1)] for y in range(3)] for x in range(3)]
NOTHING = [("nothing",)]
ALL_SHIELDS = 5



def advance(s: KState) -> None:
    """Run automatic steps until a decision is owed or the game is over."""
    while True:
        if s.stack:
            if s.stack[-1].step(s):
                return
        elif s.phase == "play":
            if turn_step(s):
                return
        elif s.phase == "setup":
            due = setup.setup_decision(s)
            if due is not None and offer(s, *due):
                return
        else:
            s.dec = None
            s.dec_seat = -1
            s.legal = []
            return


# --- the turn machine -------------------------------------------------------------------
def turn_step(s: KState) -> bool:
    st = s.tstage
    if st == "start":
        if s.nshields == ALL_SHIELDS:
            if s.end_triggered:
                finish(s)
                return False
            s.shields = [False] * 6
            s.nshields = 0
            s.emit("shields_cleared", seat=s.active)
            if s.n == 5:
                s.emit("turn_skipped", seat=s.active)
                s.active = (s.active + 1) % s.n
                return False
        s.turn += 1
        if not s.mute_events:  # muted play (random games, search) skips building the arguments
            s.emit("turn_started", seat=s.active, turn=s.turn)
        s.tstage = "select"
        return offer(s, "select", s.active, [("select", a) for k, a in enumerate(ACTIONS) if not s.shields[k]])
    if st == "act":
        if s.act_idx < s.n:
            seat = (s.active + s.act_idx) % s.n
            return offer(s, "act", seat, act_options(s, seat))
        if not s.end_triggered:
            reason = end_reason(s)
            if reason:
                s.end_triggered = True
                s.emit("end_triggered", seat=reason[0], reason=reason[1])
        s.active = (s.active + 1) % s.n
        s.tstage = "start"
        return False
    raise AssertionError(f"bad turn stage {st!r}")


def h_select(s: KState, seat: int, a: tuple) -> None:
    k = ACTIONS.index(a[1])
    s.shields[k] = True
    s.nshields += 1
    s.act_action = a[1]
    s.act_idx = 0
    s.tstage = "act"
    if not s.mute_events:
        s.emit("action_selected", seat=seat, action=a[1])


def end_reason(s: KState) -> tuple[int, str] | None:
    for p in range(s.n):
        if s.in_play[p] == MEEPLES:
            return (p, "meeples")
        if s.tower[p] == len(s.content.tower.cost):
            return (p, "tower")
        if s.magic[p] == 5:
            return (p, "magic")
    return None


def act_options(s: KState, p: int) -> list[tuple]:
    ex = EXECUTIONS[s.act_action](s, p)
    if p == s.active:
        return NOTHING + ex
    return collect_options(s, p) + ex


def sample_act(s: KState, rng: random.Random) -> tuple | None:
    """The draws of ``random_choice(rng, s.legal)`` at an "act" decision, without grouping it.

    Random play (``simulate``, the speed bench, rollouts) samples about 80% of its
    actions here, and grouping a list of collects and trades by kind was a fifth
    of a random game's time.  :func:`act_options` lays the list out as one run
    of a head kind (``("nothing",)``, or the ``COLLECT`` row) then the
    executions, of one kind for every action but patrol (stand and patrol mix).
    None for patrol, or where the ends of those runs are not where the layout
    puts them (a cheap check, not a proof): the caller then groups the list.
    """
    legal = s.legal
    if s.act_action == "patrol" or not legal:
        return None
    first = legal[0]
    n = len(legal)
    h = 1 if first[0] == "nothing" else len(COLLECT[len(first[1])])
    if h > n or legal[h - 1][0] != first[0] or (h < n and not first[0] != legal[h][0] == legal[-1][0]):
        return None
    if n == 1:
        return first
    if h == n:                  # the head alone: random_choice still draws the kind
        randbelow(rng, 1)
        return legal[randbelow(rng, n)]
    if randbelow(rng, 2) == 0:  # two kinds, in order of first appearance
        return legal[randbelow(rng, h)]
    return legal[h + randbelow(rng, n - h)]


# --- executions (what "take the action" can mean) -----------------------------------------
def can_enter(s: KState, p: int, i: int, d: int, last: bool) -> bool:
    """5.1 rules 3-6 for moving P's standing meeple i into d (adjacency checked by caller)."""
    lst = s.reg[d]
    c = len(lst)
    if c == 0:
        return True
    if c > 1:
        return False
    q = s.m_owner[lst[0]]
    if q == p:
        return True
    if last:
        return False
    if q == NEUTRAL:
        res = s.res[p]
        need = s.neutral_in_play + war_mod(s, p, "attack", d, True, i)
        return 2 * res[MANA] + res[ORE] >= (need if need > 0 else 0)
    return s.in_play[q] != 1


def ex_patrol(s: KState, p: int) -> list[tuple]:
    out: list[tuple] = []
    adj = s.padj[p]
    m_region = s.m_region
    m_down = s.m_down
    m_owner = s.m_owner
    last = s.in_play[p] == 1
    seen: list[int] = []
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = m_region[i]
        if r < 0 or r in seen:
            continue
        seen.append(r)
        stand = mover = -1
        for j in s.reg[r]:
            if m_owner[j] == p:
                if m_down[j]:
                    if stand < 0:
                        stand = j
                elif mover < 0:
                    mover = j
        if stand >= 0:
            out.append(("stand", stand))
        if mover >= 0:
            reg = s.reg
            for d in adj[r]:
                if not reg[d] or can_enter(s, p, mover, d, last):
                    out.append(("patrol", mover, d))
    return out


def ex_quest(s: KState, p: int) -> list[tuple]:
    out = []
    b = s.laid()
    anywhere = s.mods[p].quest_any
    last = s.in_play[p] == 1
    seen: list[int] = []
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = s.m_region[i]
        if r < 0 or s.m_down[i] or r in seen or not (b.edge[r] or anywhere):
            continue
        seen.append(r)
        reg = s.reg
        for d in b.quest_to[b.card[r]]:
            if not reg[d] or can_enter(s, p, i, d, last):
                out.append(("quest", i, d))
    return out



def ex_build(s: KState, p: int) -> list[tuple]:
    if s.tower[p] < len(s.content.tower.cost) and s.res[p][ORE] >= build_cost(s, p):
        return [("build",)]
    return []


def ex_research(s: KState, p: int) -> list[tuple]:
    if s.magic[p] < 5 and s.res[p][MANA] >= research_cost(s, p):
        return [("research",)]
    return []


def ex_expand(s: KState, p: int) -> list[tuple]:
    if s.in_play[p] >= MEEPLES or s.res[p][FOOD] < expand_cost(s, p):
        return []
    out = []
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = s.m_region[i]
        if r >= 0 and len(s.reg[r]) == 1:
            out.append(("expand", r))
    return out


def ex_trade(s: KState, p: int) -> list[tuple]:
    res = s.res[p]
    out: list[tuple] = []
    for x in range(3):
        have = res[x]
        if not have:
            continue
        row = TRADES[x]
        for y in range(3):
            if y != x:
                top = min(have, RES_MAX - res[y])
                if top > 0:
                    out += row[y][1:top + 1]
    return out


EXECUTIONS = {"patrol": ex_patrol, "quest": ex_quest, "build": ex_build, "research": ex_research,
              "expand": ex_expand, "trade": ex_trade}


def collect_options(s: KState, p: int) -> list[tuple]:
    """One ``collect`` action per combination of free choices (4.7).

    Each region P stands in yields once; the yields only add up, so the
    regions are taken from a set of P's meeples' places, in any order."""
    yld = s.laid().yld
    mods = s.mods[p]
    plain = not (mods.collect or mods.shared_collect or s.tok_type)
    gain = [0, 0, 0]
    picks = 0
    regions = set(s.m_region[p * MEEPLES:p * MEEPLES + MEEPLES])
    regions.discard(-1)
    for r in regions:
        y = yld[r]
        if plain:
            if 0 <= y < 3:
                gain[y] += 1
            elif y == 3 and (mods.ruins_standing or any(s.m_down[j] and s.m_owner[j] == p for j in s.reg[r])):
                picks += 1
            continue
        picks += _collect_region(s, p, r, y, mods, gain)
    if s.in_play[p] == 1:
        picks += 1
    s.collect_gain = (gain[0], gain[1], gain[2])
    return COLLECT[picks if picks < len(COLLECT) else len(COLLECT) - 1]


def _collect_region(s: KState, p: int, r: int, y: int, mods, gain: list[int]) -> int:
    """Yield of one region with tokens, alliance and faction extras; returns free picks."""
    picks = 0
    extras = mods.collect.get(s.laid().terrain[r]) if mods.collect else None
    if y < 0:          # capital, water, crags: only an ability yields here
        if extras:
            for res, amt in extras:
                if res == "choice":
                    picks += amt
                else:
                    gain[RIDX[res]] += amt
        return picks
    if y == 3:
        if not (mods.ruins_standing or any(s.m_down[j] and s.m_owner[j] == p for j in s.reg[r])):
            return 0
        picks += 1
    else:
        gain[y] += 1
    bonus = 0
    t = s.reg_tok[r]
    if t >= 0 and s.tok_state[t] == UP and s.tok_type[t] == "camp":
        bonus += s.content.tokens.camp_extra
    if mods.shared_collect and len(s.reg[r]) == 2 and any(s.m_owner[j] != p for j in s.reg[r]):
        bonus += mods.shared_collect
    if extras:
        for res, amt in extras:
            if res == "choice" or y == 3:
                picks += amt
            else:
                gain[RIDX[res]] += amt
    if bonus:
        if y == 3:
            picks += bonus
        else:
            gain[y] += bonus
    return picks


# --- act handlers -------------------------------------------------------------------------
def _acted(s: KState) -> None:
    s.act_idx += 1


def h_nothing(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    if not s.mute_events:
        s.emit("did_nothing", seat=seat)


def h_collect(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    res = s.res[seat]
    m0, o0, f0 = res
    g0, g1, g2 = s.collect_gain
    for name in a[1]:
        if name == "mana":
            g0 += 1
        elif name == "ore":
            g1 += 1
        else:
            g2 += 1
    m, o, f = m0 + g0, o0 + g1, f0 + g2
    res[0] = m if m < RES_MAX else RES_MAX
    res[1] = o if o < RES_MAX else RES_MAX
    res[2] = f if f < RES_MAX else RES_MAX
    if not s.mute_events:
        s.emit("collected", seat=seat, mana=res[0] - m0, ore=res[1] - o0, food=res[2] - f0)


MOVE_EVENTS = {"patrol": "patrolled", "quest": "quested"}


def h_move(s: KState, seat: int, a: tuple) -> None:
    """("patrol" | "quest", meeple, dest): the two moves differ only in which
    destinations are legal, not in how they are carried out."""
    _acted(s)
    i, d = a[1], a[2]
    if not s.mute_events:
        s.emit(MOVE_EVENTS[a[0]], seat=seat, meeple=i, src=s.m_region[i], dest=d)
    move(s, i, d)


def h_stand(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    s.m_down[a[1]] = False
    s.emit("stood_up", seat=seat, meeple=a[1], region=s.m_region[a[1]])


def h_build(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    cost = build_cost(s, seat)
    s.res[seat][ORE] -= cost
    s.tower[seat] += 1
    s.emit("built", seat=seat, level=s.tower[seat], ore=cost)


def h_research(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    cost = research_cost(s, seat)
    s.res[seat][MANA] -= cost
    s.magic[seat] += 1
    refresh_mods(s, seat)
    s.emit("researched", seat=seat, level=s.magic[seat], mana=cost)


def h_expand(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    r = a[1]
    i = next(j for j in range(seat * MEEPLES, seat * MEEPLES + MEEPLES) if s.m_region[j] < 0)
    cost = expand_cost(s, seat)
    s.res[seat][FOOD] -= cost
    place(s, i, r)
    s.emit("expanded", seat=seat, meeple=i, region=r, food=cost)


def h_trade(s: KState, seat: int, a: tuple) -> None:
    _acted(s)
    x, y, k = RIDX[a[1]], RIDX[a[2]], a[3]
    bonus = sum(b for b, least in s.mods[seat].trade if k >= least)
    res = s.res[seat]
    res[x] -= k
    got = min(RES_MAX, res[y] + k + bonus) - res[y]
    res[y] += got
    if not s.mute_events:
        s.emit("traded", seat=seat, give=a[1], get=a[2], k=k, received=got)



# --- the end ------------------------------------------------------------------------------
def finish(s: KState) -> None:
    s.phase = "over"
    s.over = True
    s.result_data = score_game(s)
    s.emit("game_over", winners=list(s.result_data.winners), scores=list(s.result_data.scores))


HANDLERS.update({
    "faction": setup.h_faction, "side": setup.h_side, "resources": setup.h_resources, "start": setup.h_start,
    "token_regions": setup.h_token_regions, "select": h_select, "nothing": h_nothing, "collect": h_collect,
    "patrol": h_move, "quest": h_move, "stand": h_stand, "build": h_build, "research": h_research,
    "expand": h_expand, "trade": h_trade, "bid": h_bid, "pay": h_pay, "dragon": h_dragon,
    "lost_region": h_lost_region, "retreat": h_retreat, "church": h_church, "remove": h_remove,
    "relocate": h_relocate, "treasure": h_treasure, "bandit_pay": h_bandit_pay, "bandit_remove": h_bandit_remove,
})
