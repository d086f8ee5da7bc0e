"""How good a Kingdoms position looks for each seat, in rough victory points.

``values(s)`` returns one number per seat: the VP the seat would score now
(the same lines as ``scoring``) plus what its position is still worth before
the end: resources (each worth a fraction of the VP it buys), income (each
region that yields at collection), the abilities its magic level unlocks.
As the end nears, the future terms fade.  A finished game returns the real
scores with a bonus for the winners, so search prefers winning over margin.
"""

from __future__ import annotations

from game.kingdoms.state import MEEPLES, UP, KState

WIN_BONUS = 6.0
RES_WORTH = (0.42, 0.36, 0.30)      # mana, ore, food: VP per piece early on
INCOME_WORTH = 0.55                 # VP per yielding region early on
ABILITY_WORTH = 0.35                # per unlocked magic level, besides its 1 VP
# Face-up tokens that help whoever controls their region (5.12), in VP still to come: a camp
# adds a resource at every collect, a fort -2 on every attack, a church saves one meeple,
# a dragon's lair can cost a loser a tower level.  Only the hard bot's search counts them.
TOKEN_WORTH = {"camp": 0.6, "fort": 0.5, "church": 0.4, "dragon_lair": 0.3}
CAPITAL_ALONE, CAPITAL_SHARED = 2, 1
# Bot games end by turn 60 or so; past this turn a game is played as if the end were near.
# Otherwise a leading bot with full stores can refuse every build (each one fades its large
# future terms) while a rival with no income cannot move, and the game never ends.
LONG_GAME_TURNS = 200


def progress(s: KState) -> float:
    """0 at the start, 1 when the end is triggered (or the game has gone on far too long):
    how close the trigger is."""
    if s.end_triggered or s.turn >= LONG_GAME_TURNS:
        return 1.0
    n = s.n
    top = 0.0
    for p in range(n):
        f = max((s.in_play[p] - 2) / 5.0, s.tower[p] / 6.0, s.magic[p] / 5.0)
        if f > top:
            top = f
    return top


def values(s: KState, tokens: bool = False) -> list[float]:
    """Each seat's value; ``tokens`` adds the worth of face-up camp, fort, church and lair."""
    if s.over and s.result_data is not None:
        res = s.result_data
        out = [float(x) for x in res.scores]
        for w in res.winners:
            out[w] += WIN_BONUS / len(res.winners)
        return out
    b = s.laid()
    token_vp = s.content.tokens
    tower_vp = s.content.tower.vp
    left = 1.0 - progress(s)
    future = 0.15 + 0.85 * left
    towns: list[int] = []
    if s.tok_type:
        towns = [s.tok_region[t] for t in range(len(s.tok_type)) if s.tok_state[t] == UP and s.tok_type[t] == "town"]
    m_region, m_owner, reg = s.m_region, s.m_owner, s.reg
    held_tokens = {}
    if tokens and s.tok_type:
        held_tokens = {s.tok_region[t]: TOKEN_WORTH[s.tok_type[t]] for t in range(len(s.tok_type))
                       if s.tok_state[t] == UP and s.tok_type[t] in TOKEN_WORTH}
    ruins, capital, yld = b.ruins, b.capital, b.yld
    out = []
    for p in range(s.n):
        vp = s.magic[p] + tower_vp[s.tower[p]] + s.captured[p]
        income = 0
        token_worth = 0.0
        seen: list[int] = []
        for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
            r = m_region[i]
            if r < 0:
                continue
            if not ruins[r]:
                vp += 1
            if r in seen:
                continue
            seen.append(r)
            lst = reg[r]
            shared = len(lst) == 2 and m_owner[lst[0]] != m_owner[lst[1]]
            if capital[r]:
                vp += CAPITAL_SHARED if shared else CAPITAL_ALONE
            if yld[r] >= 0:
                income += 1
            if towns and r in towns:
                vp += token_vp.town_vp
            if held_tokens and r in held_tokens:
                token_worth += held_tokens[r]
            if s.n == 2 and b.card[r] == 2:
                vp += 1
        if s.crown == p:
            vp += token_vp.crown_vp
        if s.magic[p] >= 5:
            vp += _faction_bonus(s, p, seen)
        res = s.res[p]
        worth = 0.0
        for k, need in enumerate(_needs(s, p)):
            have = res[k]
            worth += RES_WORTH[k] * (have if have <= need else need + 0.5 * (have - need))
        value = vp + future * (worth + INCOME_WORTH * income + ABILITY_WORTH * s.magic[p] + token_worth)
        value += 0.01 * (s.in_play[p] + s.tower[p] + s.magic[p]) + 0.001 * sum(res)
        out.append(value)
    return out


def _needs(s: KState, p: int) -> tuple[int, int, int]:
    """What the next research, tower level and meeple cost: pieces up to these count in full."""
    from game.kingdoms.engine import build_cost, expand_cost, research_cost

    mana = research_cost(s, p) + 2 if s.magic[p] < 5 else 2
    ore = build_cost(s, p) + 1 if s.tower[p] < 6 else 1
    food = expand_cost(s, p) + 1 if s.in_play[p] < MEEPLES else 1
    return mana, ore, food


def _faction_bonus(s: KState, p: int, regions: list[int]) -> int:
    from game.kingdoms.scoring import faction_bonus

    ruins = s.laid().ruins
    ruins_held = sum(1 for r in regions if ruins[r])
    return faction_bonus(s, p, ruins_held)


def utility(vals: list[float], p: int) -> float:
    """Seat p's standing: its value minus the best rival's (max^n for >2 seats)."""
    best = max(v for q, v in enumerate(vals) if q != p)
    return vals[p] - best
