"""What the Kingdoms engine and its war share: offering a decision and small reckonings.

``offer`` applies single-option decisions at once through ``HANDLERS``, the
table from action name to handler; ``engine`` fills it (the handlers live in
``engine``, ``setup`` and ``war``, and this module must sit below all three).
"""

from __future__ import annotations

from collections.abc import Callable

from game.kingdoms.state import MEEPLES, RES, RES_MAX, UP, KState

RIDX = {"mana": 0, "ore": 1, "food": 2}
HANDLERS: dict[str, Callable[[KState, int, tuple], None]] = {}


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



def gain(s: KState, p: int, k: int, amount: int) -> None:
    before = s.res[p][k]
    s.res[p][k] = min(RES_MAX, before + amount)
    s.emit("ability_gain", seat=p, resource=RES[k], amount=s.res[p][k] - before)



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

