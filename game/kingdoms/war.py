"""Kingdoms war (5.13), movement into a region (5.2) and exploration tokens (5.12).

A war and a token effect are frames on ``state.stack``: ``engine.advance``
steps the top frame until it owes a decision or pops itself.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from game.kingdoms.board import UNREACHABLE
from game.kingdoms.decide import RIDX, controls, gain, offer, retreat_cost, token_regions
from game.kingdoms.state import (
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
    remove_meeple,
)

BIDS = [("bid", FLAG)] + [("bid", b) for b in range(1, BID_MAX + 1)]


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
    if s.laid().ruins[d] and s.m_region[i] == d:
        s.m_down[i] = True



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
        if (when == "always" or (when == "home" and s.laid().card[r] == p)
                or (when == "ruins" and s.laid().ruins[r]) or (when == "neutral" and vs_neutral)):
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
        if (ro == role or ro == "any") and (when == "always" or (when == "home" and s.laid().card[r] == p)
                                            or (when == "ruins" and s.laid().ruins[r])):
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
        if s.laid().ruins[r]:
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
    if s.laid().ruins[war.region]:
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
    b = s.laid()
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
    opts: list[tuple] = []
    if war.dragon:
        opts = [("retreat", x) for x in dests]
    elif dests and s.res[p][FOOD] >= retreat_cost(s, p):
        opts = [("retreat", x) for x in dests]
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
    s.m_down[i] = s.laid().ruins[c]


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
    if war.winner == war.attacker and s.laid().ruins[war.region] and s.m_region[war.attacker_meeple] == war.region:
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

