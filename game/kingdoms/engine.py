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

from itertools import combinations, combinations_with_replacement

from game.kingdoms import setup
from game.kingdoms.board import UNREACHABLE
from game.kingdoms.scoring import score_game
from game.kingdoms.state import (
    ACTIONS,
    BID_MAX,
    DOWN,
    FLAG,
    FOOD,
    GONE,
    HELD,
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
    remove_meeple,
)

RIDX = {"mana": 0, "ore": 1, "food": 2}
BIDS = [("bid", FLAG)] + [("bid", b) for b in range(1, BID_MAX + 1)]
COLLECT = [[("collect", c) for c in combinations_with_replacement(RES, k)] for k in range(16)]
TRADES = [[[("trade", RES[x], RES[y], k) for k in range(RES_MAX + 1)] for y in range(3)] for x in range(3)]
NOTHING = [("nothing",)]
ALL_SHIELDS = 5


# --- decisions and the interpreter -----------------------------------------------------
def offer(s: KState, kind: str, seat: int, legal: list[tuple]) -> bool:
    """Ask ``seat`` to choose; a single option is applied at once (returns False)."""
    if len(legal) == 1:
        HANDLERS[legal[0][0]](s, seat, legal[0])
        return False
    s.dec = kind
    s.dec_seat = seat
    s.legal = legal
    return True


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
    out = []
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
    b = s.board
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


def build_cost(s: KState, p: int) -> int:
    c = s.content.tower.cost[s.tower[p]] + s.mods[p].cost["build"]
    return c if c > 0 else 0


def research_cost(s: KState, p: int) -> int:
    """Level n costs n mana for everyone (4.4, K62); only a printed ability changes it."""
    c = s.magic[p] + 1 + s.mods[p].cost["research"]
    return c if c > 0 else 0


def expand_cost(s: KState, p: int) -> int:
    c = s.in_play[p] + 1 + s.mods[p].cost["expand"]
    return c if c > 0 else 0


def retreat_cost(s: KState, p: int) -> int:
    c = s.in_play[p] + s.mods[p].cost["retreat"]
    return c if c > 0 else 0


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
    """One ``collect`` action per combination of free choices (4.7)."""
    b = s.board
    yld = b.yld
    m_region = s.m_region
    mods = s.mods[p]
    plain = not (mods.collect or mods.shared_collect or s.tok_type)
    gain = [0, 0, 0]
    picks = 0
    seen: list[int] = []
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = m_region[i]
        if r < 0 or r in seen:
            continue
        seen.append(r)
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
    extras = mods.collect.get(s.board.terrain[r]) if mods.collect else None
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
    s.emit("collected", seat=seat, mana=res[0] - m0, ore=res[1] - o0, food=res[2] - f0)


MOVE_EVENTS = {"patrol": "patrolled", "quest": "quested"}


def h_move(s: KState, seat: int, a: tuple) -> None:
    """("patrol" | "quest", meeple, dest): the two moves differ only in which
    destinations are legal, not in how they are carried out."""
    _acted(s)
    i, d = a[1], a[2]
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
    s.emit("traded", seat=seat, give=a[1], get=a[2], k=k, received=got)


# --- movement -----------------------------------------------------------------------------
def move(s: KState, i: int, d: int) -> None:
    s.reg[s.m_region[i]].remove(i)
    enter(s, i, d)


def enter(s: KState, i: int, d: int) -> None:
    """5.2: a meeple arrives in d (move, retreat, relocation): war, token, ruins."""
    lst = s.reg[d]
    lst.append(i)
    s.m_region[i] = d
    s.m_down[i] = False
    if len(lst) == 2:
        j = lst[0]
        if s.m_owner[j] != s.m_owner[i]:
            start_war(s, i, j, d)
            return
    t = s.reg_tok[d]
    if t >= 0 and s.tok_state[t] == DOWN:
        reveal_token(s, t, i)
    if s.board.ruins[d] and s.m_region[i] == d:
        s.m_down[i] = True


def controls(s: KState, p: int, r: int) -> bool:
    for j in s.reg[r]:
        if s.m_owner[j] == p:
            return True
    return False


def allied(s: KState, p: int, q: int) -> bool:
    """5.8: p and q are allied exactly while some region holds meeples of both."""
    if p == q:
        return False
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = s.m_region[i]
        if r >= 0 and controls(s, q, r):
            return True
    return False


def token_regions(s: KState, kind: str) -> list[int]:
    """Regions holding a face-up token of ``kind``."""
    return [s.tok_region[t] for t in range(len(s.tok_type)) if s.tok_state[t] == UP and s.tok_type[t] == kind]


# --- war ----------------------------------------------------------------------------------
def war_mod(s: KState, p: int, role: str, r: int, vs_neutral: bool, moving: int = -1) -> int:
    """Penalties minus discounts for p in ``role`` in a war in r (after the move, A35).

    ``moving`` is a meeple that is about to move into r (legal-move checks
    work on the board as it would be after the move).
    """
    total = 0
    for ro, amount, when in s.mods[p].war_cost:
        if ro != role and ro != "any":
            continue
        if (when == "always" or (when == "home" and s.board.card[r] == p)
                or (when == "ruins" and s.board.ruins[r]) or (when == "neutral" and vs_neutral)):
            total += amount
    if role == "attack" and s.tok_type:
        # A fort helps whoever controls its region when the war starts (A35, A36); the war
        # region itself is the defender's until the war is won, so the attacker moving onto
        # a defender's fort never gets its -2.
        for f in token_regions(s, "fort"):
            if f != r and any(s.m_owner[j] == p and j != moving for j in s.reg[f]):
                total -= s.content.tokens.fort_discount
    return total


def strength(s: KState, p: int, role: str, r: int) -> int:
    total = 0
    for ro, amount, when in s.mods[p].war_strength:
        if (ro == role or ro == "any") and (when == "always" or (when == "home" and s.board.card[r] == p)
                                            or (when == "ruins" and s.board.ruins[r])):
            total += amount
    return total


def bid_options(s: KState, p: int, role: str, r: int) -> list[tuple]:
    res = s.res[p]
    top = 2 * res[MANA] + res[ORE] - war_mod(s, p, role, r, False)
    return BIDS[:max(0, min(BID_MAX, top)) + 1]


def pay_options(s: KState, p: int, net: int) -> list[tuple]:
    """Least-value mana/ore mixes covering ``net`` with no unneeded piece (A3)."""
    mana, ore = s.res[p][MANA], s.res[p][ORE]
    mixes = []
    for m in range(min(mana, (net + 1) // 2) + 1):
        o = net - 2 * m
        if o < 0:
            o = 0
        if o <= ore:
            mixes.append((2 * m + o, m, o))
    best = min(v for v, _, _ in mixes)
    return [("pay", m, o) for v, m, o in mixes if v == best]


def net_cost(s: KState, p: int, bid: object, role: str, r: int) -> int:
    if bid == FLAG:
        return 0
    c = bid + war_mod(s, p, role, r, False)  # type: ignore[operator]
    return c if c > 0 else 0


class War:
    """A war in progress (5.13).  ``stage`` says what happens next."""

    __slots__ = ("attacker", "defender", "attacker_meeple", "defender_meeple", "region", "bids", "stage",
                 "winner", "loser", "attacker_cost", "defender_cost", "affected", "dragon", "loser_region")

    def __init__(self, attacker_meeple: int, defender_meeple: int, attacker: int, defender: int, region: int) -> None:
        self.attacker_meeple, self.defender_meeple = attacker_meeple, defender_meeple
        self.attacker, self.defender, self.region = attacker, defender, region
        self.bids: list[object] = [None, None]
        self.stage = "bid"                  # the next step: a key of WAR_STAGES
        self.winner = self.loser = -1
        self.attacker_cost = self.defender_cost = 0     # what each side pays for its bid
        self.affected: list[int] = []       # regions where the loser must give way, still to settle
        self.dragon = False
        self.loser_region = -1              # the region being settled now

    def copy(self) -> War:
        new = War.__new__(War)
        for name in War.__slots__:
            setattr(new, name, getattr(self, name))
        new.bids = list(self.bids)
        new.affected = list(self.affected)
        return new

    @property
    def neutral(self) -> bool:
        return self.defender == NEUTRAL

    def waiting(self) -> tuple[int, ...]:
        return tuple(seat for seat, b in zip((self.attacker, self.defender), self.bids, strict=True) if b is None)

    def step(self, s: KState) -> bool:
        return WAR_STAGES[self.stage](s, self)


def start_war(s: KState, i: int, j: int, r: int) -> None:
    a, d = s.m_owner[i], s.m_owner[j]
    war = War(i, j, a, d, r)
    if d == NEUTRAL:
        war.attacker_cost = max(0, s.neutral_in_play + war_mod(s, a, "attack", r, True))
        war.winner, war.loser = a, NEUTRAL
        war.stage = "pay_a"
        s.emit("neutral_war", seat=a, region=r, cost=war.attacker_cost, neutrals=s.neutral_in_play)
    else:
        s.emit("war_started", attacker=a, defender=d, region=r)
    s.stack.append(war)


def w_bid(s: KState, war: War) -> bool:
    for k, seat in enumerate((war.attacker, war.defender)):
        if war.bids[k] is None:
            opts = bid_options(s, seat, "attack" if k == 0 else "defend", war.region)
            if len(opts) == 1:
                war.bids[k] = opts[0][1]
    if war.bids[0] is None or war.bids[1] is None:
        s.dec = "bid"
        s.dec_seat = -1
        s.legal = []
        return True
    war.stage = "reveal"
    return False


def h_bid(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    war.bids[0 if seat == war.attacker else 1] = a[1]
    s.emit("bid_made", to=frozenset((seat,)), seat=seat, bid=a[1])


def w_reveal(s: KState, war: War) -> bool:
    ba, bd = war.bids
    a, d, r = war.attacker, war.defender, war.region
    s.emit("war_revealed", reveal=True, attacker=a, defender=d, attacker_bid=ba, defender_bid=bd)
    if ba == FLAG and bd == FLAG and s.n >= 3:
        if s.board.ruins[r]:
            s.m_down[war.attacker_meeple] = True
        s.emit("alliance_formed", attacker=a, defender=d, region=r)
        for p in (a, d):
            for k, amount in s.mods[p].alliance_form:
                gain(s, p, k, amount)
        s.stack.pop()
        return False
    va = 0 if ba == FLAG else ba + strength(s, a, "attack", r)  # type: ignore[operator]
    vd = 0 if bd == FLAG else bd + strength(s, d, "defend", r)  # type: ignore[operator]
    war.winner, war.loser = (a, d) if va > vd else (d, a)
    war.attacker_cost = net_cost(s, a, ba, "attack", r)
    war.defender_cost = net_cost(s, d, bd, "defend", r)
    s.emit("war_won", winner=war.winner, loser=war.loser, region=r)
    war.stage = "pay_a"
    return False


def w_pay_a(s: KState, war: War) -> bool:
    war.stage = "capture" if war.neutral else "pay_d"
    if war.attacker_cost > 0:
        return offer(s, "pay", war.attacker, pay_options(s, war.attacker, war.attacker_cost))
    return False


def w_pay_d(s: KState, war: War) -> bool:
    war.stage = "loser"
    if war.defender_cost > 0:
        return offer(s, "pay", war.defender, pay_options(s, war.defender, war.defender_cost))
    return False


def h_pay(s: KState, seat: int, a: tuple) -> None:
    s.res[seat][MANA] -= a[1]
    s.res[seat][ORE] -= a[2]
    s.emit("paid", seat=seat, mana=a[1], ore=a[2])


def gain(s: KState, p: int, k: int, amount: int) -> None:
    before = s.res[p][k]
    s.res[p][k] = min(RES_MAX, before + amount)
    s.emit("ability_gain", seat=p, resource=RES[k], amount=s.res[p][k] - before)


def war_result_gains(s: KState, p: int, won: bool, role: str) -> None:
    for when, ro, k, amount in s.mods[p].war_result:
        if (when == "win") == won and (ro == role or ro == "any"):
            gain(s, p, k, amount)


def w_capture(s: KState, war: War) -> bool:
    """A neutral war: the attacker always wins and keeps the neutral meeple (5.11)."""
    remove_meeple(s, war.defender_meeple)
    s.captured[war.attacker] += 1
    s.emit("neutral_captured", seat=war.attacker, region=war.region)
    war_result_gains(s, war.attacker, True, "attack")
    if s.board.ruins[war.region]:
        s.m_down[war.attacker_meeple] = True
    s.stack.pop()
    return False


def w_loser(s: KState, war: War) -> bool:
    w, loser = war.winner, war.loser
    if s.crown == loser:
        s.crown = w
        s.emit("crown_passed", src=loser, dest=w)
    war_result_gains(s, w, True, "attack" if w == war.attacker else "defend")
    war_result_gains(s, loser, False, "attack" if loser == war.attacker else "defend")
    affected = [war.region]
    for i in range(w * MEEPLES, w * MEEPLES + MEEPLES):
        r = s.m_region[i]
        if r >= 0 and r != war.region and r not in affected and controls(s, loser, r):
            affected.append(r)
    war.affected = affected
    if len(affected) > 1:                  # 5.9: the two shared other regions, so an alliance breaks
        s.emit("alliance_broken", winner=w, loser=loser, shared=len(affected) - 1)
    war.stage = "regions"
    if s.tower[loser] >= 1 and s.tok_type and any(controls(s, w, r) for r in token_regions(s, "dragon_lair")):
        return offer(s, "dragon", w, [("dragon", True), ("dragon", False)])
    return False


def h_dragon(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    if a[1]:
        war.dragon = True
        s.tower[war.loser] -= 1
        s.emit("dragon_invoked", seat=seat, loser=war.loser, tower=s.tower[war.loser])
    else:
        s.emit("dragon_declined", seat=seat)


def w_regions(s: KState, war: War) -> bool:
    if not war.affected:
        war.stage = "end"
        return False
    war.stage = "fate"
    if len(war.affected) == 1:
        war.loser_region = war.affected.pop()
        return False
    return offer(s, "lost_region", war.loser, [("lost_region", r) for r in war.affected])


def h_lost_region(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    war.affected.remove(a[1])
    war.loser_region = a[1]


def loser_meeple(s: KState, war: War) -> int:
    return next(j for j in s.reg[war.loser_region] if s.m_owner[j] == war.loser)


def retreat_targets(s: KState, p: int, r: int) -> list[int]:
    """5.7: adjacent, occupiable for p, under 2 meeples and no foreign meeple."""
    out = []
    for x in s.padj[p][r]:
        lst = s.reg[x]
        if not lst or (len(lst) == 1 and s.m_owner[lst[0]] == p):
            out.append(x)
    return out


def church_region(s: KState, p: int, leaving: int) -> int:
    for c in token_regions(s, "church"):
        lst = s.reg[c]
        if c != leaving and len(lst) == 1 and s.m_owner[lst[0]] == p:
            return c
    return -1


def relocation_targets(s: KState, r: int) -> list[int]:
    """5.10 / A17: the nearest empty occupiable regions, same card first.

    Distances use the base movement graph (patrol borders and quest links);
    faction movement abilities do not change where a relocated meeple lands.
    """
    b = s.board
    empty = [x for x in range(b.R) if b.occupiable[x] and not s.reg[x]]
    if not empty:
        return []
    dist = b.dist[r]
    best = min(dist[x] for x in empty)
    if best >= UNREACHABLE:
        return empty
    near = [x for x in empty if dist[x] == best]
    same = [x for x in near if b.card[x] == b.card[r]]
    return same or near


def fate_options(s: KState, war: War) -> list[tuple]:
    p, r = war.loser, war.loser_region
    dests = retreat_targets(s, p, r)
    last = s.in_play[p] == 1
    if war.dragon:
        opts = [("retreat", x) for x in dests]
    elif dests and s.res[p][FOOD] >= retreat_cost(s, p):
        opts = [("retreat", x) for x in dests]
    else:
        opts = []
    if not (war.dragon and dests):
        if s.tok_type and church_region(s, p, r) >= 0:
            opts.append(("church",))
        if not last:
            opts.append(("remove",))
    if not opts:
        opts = [("relocate", x) for x in relocation_targets(s, r)] or [("remove",)]
    return opts


def w_fate(s: KState, war: War) -> bool:
    war.stage = "regions"
    return offer(s, "fate", war.loser, fate_options(s, war))


def h_retreat(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    i = loser_meeple(s, war)
    food = 0 if war.dragon else retreat_cost(s, seat)
    s.res[seat][FOOD] -= food
    s.emit("retreated", seat=seat, meeple=i, src=war.loser_region, dest=a[1], food=food)
    move(s, i, a[1])


def h_church(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    i = loser_meeple(s, war)
    c = church_region(s, seat, war.loser_region)
    t = s.reg_tok[c]
    s.tok_state[t] = GONE
    s.reg_tok[c] = -1
    s.emit("church_used", seat=seat, meeple=i, src=war.loser_region, dest=c)
    s.reg[war.loser_region].remove(i)
    s.reg[c].append(i)
    s.m_region[i] = c
    s.m_down[i] = s.board.ruins[c]


def h_remove(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    i = loser_meeple(s, war)
    s.emit("removed", seat=seat, meeple=i, region=war.loser_region)
    remove_meeple(s, i)


def h_relocate(s: KState, seat: int, a: tuple) -> None:
    war = s.stack[-1]
    i = loser_meeple(s, war)
    s.emit("relocated", seat=seat, meeple=i, src=war.loser_region, dest=a[1])
    move(s, i, a[1])


def w_end(s: KState, war: War) -> bool:
    if war.winner == war.attacker and s.board.ruins[war.region] and s.m_region[war.attacker_meeple] == war.region:
        s.m_down[war.attacker_meeple] = True
    s.stack.pop()
    return False


WAR_STAGES = {"bid": w_bid, "reveal": w_reveal, "pay_a": w_pay_a, "pay_d": w_pay_d, "capture": w_capture,
              "loser": w_loser, "regions": w_regions, "fate": w_fate, "end": w_end}


# --- exploration tokens -------------------------------------------------------------------
class TokenEffect:
    """A treasure or bandit waiting for the finder's choice (5.12)."""

    __slots__ = ("kind", "seat", "meeple")

    def __init__(self, kind: str, seat: int, meeple: int) -> None:
        self.kind, self.seat, self.meeple = kind, seat, meeple

    def copy(self) -> TokenEffect:
        return TokenEffect(self.kind, self.seat, self.meeple)

    def step(self, s: KState) -> bool:
        p = self.seat
        if self.kind == "treasure":
            picks = combinations_with_replacement(RES, s.content.tokens.treasure_gain)
            return offer(s, "treasure", p, [("treasure", *c) for c in picks])
        cost = max(0, s.content.tokens.bandit_cost + s.mods[p].cost["bandit"])
        if cost == 0:
            s.stack.pop()
            return False
        res = s.res[p]
        last = s.in_play[p] == 1 and s.m_region[self.meeple] >= 0
        opts: list[tuple] = []
        if sum(res) >= cost:
            pieces = [RES[k] for k in range(3) for _ in range(min(res[k], cost))]
            opts = [("bandit_pay", c) for c in sorted(set(combinations(pieces, cost)))]
        elif last:
            opts = [("bandit_pay", tuple(RES[k] for k in range(3) for _ in range(res[k])))]
        if not last:
            opts.append(("bandit_remove",))
        return offer(s, "bandit", p, opts)


def reveal_token(s: KState, t: int, i: int) -> None:
    p = s.m_owner[i]
    kind = s.tok_type[t]
    r = s.tok_region[t]
    s.emit("token_revealed", reveal=True, seat=p, token=t, type=kind, region=r)
    if kind == "crown":
        s.tok_state[t] = HELD
        s.reg_tok[r] = -1
        s.crown = p
    elif kind in ("treasure", "bandit", "blank"):
        s.tok_state[t] = GONE
        s.reg_tok[r] = -1
        if kind != "blank":
            s.stack.append(TokenEffect(kind, p, i))
    else:
        s.tok_state[t] = UP


def h_treasure(s: KState, seat: int, a: tuple) -> None:
    s.stack.pop()
    res = s.res[seat]
    before = tuple(res)
    for name in a[1:]:
        k = RIDX[name]
        res[k] = min(RES_MAX, res[k] + 1)
    s.emit("treasure", seat=seat, mana=res[0] - before[0], ore=res[1] - before[1], food=res[2] - before[2])


def h_bandit_pay(s: KState, seat: int, a: tuple) -> None:
    s.stack.pop()
    paid = [0, 0, 0]
    for name in a[1]:
        paid[RIDX[name]] += 1
    for k in range(3):
        s.res[seat][k] -= paid[k]
    s.emit("bandit_paid", seat=seat, mana=paid[0], ore=paid[1], food=paid[2])


def h_bandit_remove(s: KState, seat: int, a: tuple) -> None:
    fx = s.stack.pop()
    s.emit("bandit_removed", seat=seat, meeple=fx.meeple, region=s.m_region[fx.meeple])
    remove_meeple(s, fx.meeple)


# --- the end ------------------------------------------------------------------------------
def finish(s: KState) -> None:
    s.phase = "over"
    s.over = True
    s.result_data = score_game(s)
    s.emit("game_over", winners=list(s.result_data.winners), scores=list(s.result_data.scores))


HANDLERS = {
    "faction": setup.h_faction, "side": setup.h_side, "resources": setup.h_resources, "start": setup.h_start,
    "token_regions": setup.h_token_regions, "select": h_select, "nothing": h_nothing, "collect": h_collect,
    "patrol": h_move, "quest": h_move, "stand": h_stand, "build": h_build, "research": h_research,
    "expand": h_expand, "trade": h_trade, "bid": h_bid, "pay": h_pay, "dragon": h_dragon,
    "lost_region": h_lost_region, "retreat": h_retreat, "church": h_church, "remove": h_remove,
    "relocate": h_relocate, "treasure": h_treasure, "bandit_pay": h_bandit_pay, "bandit_remove": h_bandit_remove,
}
