"""Secret war bids as a small zero-sum game, solved for a mixed strategy.

A war bid is an all-pay auction: both sides pay what they bid, the higher
bid wins and a tie goes to the defender.  There is no best pure bid, so the
bots play the equilibrium mix of the matrix game

    rows = the attacker's affordable bids (FLAG, 1..top_a),
    columns = the defender's affordable bids,
    payoff to the attacker = stake won or lost - own cost + rival's cost,

where both FLAG with 3+ players forms an alliance (a smaller gain for the
attacker).  The game is solved by fictitious play (a few hundred rounds,
cached by its small integer parameters) and the bot samples its own row or
column with its own RNG.  The rival's actual bid never enters: only what the
bot can see (both sides' affordable bids, the stake, the cost modifiers).
"""

from __future__ import annotations

import random
from functools import lru_cache

ROUNDS = 300


@lru_cache(maxsize=4096)
def solve(top_a: int, top_d: int, mod_a: int, mod_d: int, win_a: int, lose_a: int, ally_a: int,
          cost10: int, str_a: int = 0, str_d: int = 0) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Equilibrium mixes (attacker, defender) over bids 0 (FLAG) .. top.

    Stakes are in tenths of a VP: ``win_a`` what the attacker gains by winning,
    ``lose_a`` (positive) what it loses by losing, ``ally_a`` its payoff for an
    alliance (both FLAG, 3+ players; pass ``None``-like ``-999`` for 2
    players).  ``cost10`` is the VP worth of one point of war cost in tenths;
    ``mod_*`` the cost modifiers and ``str_*`` strength bonuses of each side.
    """
    rows = range(top_a + 1)
    cols = range(top_d + 1)
    pay = [[0.0] * (top_d + 1) for _ in rows]
    for x in rows:
        ca = 0 if x == 0 else max(0, x + mod_a)
        va = 0 if x == 0 else x + str_a
        for y in cols:
            cd = 0 if y == 0 else max(0, y + mod_d)
            vd = 0 if y == 0 else y + str_d
            if x == 0 and y == 0 and ally_a != -999:
                pay[x][y] = ally_a / 10.0
                continue
            stake = win_a if va > vd else -lose_a
            pay[x][y] = (stake - ca * cost10 + cd * cost10) / 10.0
    # fictitious play: each side best-responds to the other's empirical mix
    row_sum = [0.0] * (top_a + 1)   # attacker payoff of each row vs defender history
    col_sum = [0.0] * (top_d + 1)   # attacker payoff of each column vs attacker history
    row_count = [0] * (top_a + 1)
    col_count = [0] * (top_d + 1)
    for _ in range(ROUNDS):
        x = max(rows, key=row_sum.__getitem__)
        y = min(cols, key=col_sum.__getitem__)
        row_count[x] += 1
        col_count[y] += 1
        px = pay[x]
        for j in cols:
            col_sum[j] += px[j]
        for i in rows:
            row_sum[i] += pay[i][y]
    total = float(ROUNDS)
    return tuple(c / total for c in row_count), tuple(c / total for c in col_count)


def sample(mix: tuple[float, ...], rng: random.Random) -> int:
    u = rng.random()
    acc = 0.0
    for k, w in enumerate(mix):
        acc += w
        if u < acc:
            return k
    return len(mix) - 1
