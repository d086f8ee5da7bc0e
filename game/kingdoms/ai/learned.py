"""A Kingdoms leaf evaluation fitted to played games (issue 33, fifth round).

``evaluate.values`` weighs a position by hand (a meeple 1 VP, a resource
0.30-0.42 VP, ...).  Here the same terms, and a few more the hand weights leave
out (meeples kept in reserve, lone meeples next to a rival), are split out per
seat by :func:`features`, and a linear model over them, fitted to the final VP
margins of recorded games (``build_scripts/kingdoms_fit_eval.py``), gives each
seat's value in the same units: the fitted weights are data
(``data/kingdoms_eval.json``), checked at load with errors naming the file and
the entry.  A finished game is scored as ``values`` scores it (real scores and
the winner's bonus), so the search prefers a win over a margin either way.
"""

from __future__ import annotations

from functools import lru_cache
from operator import mul
from pathlib import Path

from game.core.content import ContentError, load_json, require
from game.kingdoms.ai.evaluate import (
    CAPITAL_ALONE,
    CAPITAL_SHARED,
    TOKEN_WORTH,
    _faction_bonus,
    progress,
    values,
)
from game.kingdoms.decide import build_cost, expand_cost, research_cost
from game.kingdoms.state import MEEPLES, UP, KState

DATA = Path(__file__).resolve().parents[1] / "data" / "kingdoms_eval.json"

# The per-seat terms; "_ahead" terms are the same term times (1 - progress), so the fit can fade
# what a position is still worth as the end nears (``evaluate``'s ``future``).
BASE = ("score", "meeples", "on_ruins", "tower", "magic", "mana", "ore", "food", "over_need",
        "income", "tokens", "stacked", "exposed", "down")
AHEAD = ("meeples", "tower", "magic", "mana", "ore", "food", "income", "tokens", "stacked", "exposed")
FEATURES = BASE + tuple(f"{name}_ahead" for name in AHEAD)
_AHEAD_INDEX = tuple(BASE.index(name) for name in AHEAD)


def features(s: KState) -> list[list[float]]:
    """Each seat's terms, in :data:`FEATURES` order (for a game still going)."""
    b = s.laid()
    token_vp = s.content.tokens
    tower_vp = s.content.tower.vp
    left = 1.0 - progress(s)
    towns: set[int] = set()
    held_tokens: dict[int, float] = {}
    for t in range(len(s.tok_type)):
        if s.tok_state[t] == UP:
            kind = s.tok_type[t]
            if kind == "town":
                towns.add(s.tok_region[t])
            elif kind in TOKEN_WORTH:
                held_tokens[s.tok_region[t]] = TOKEN_WORTH[kind]
    m_region, m_owner, m_down, reg = s.m_region, s.m_owner, s.m_down, s.reg
    ruins, capital, yld, nbr = b.ruins, b.capital, b.yld, b.nbr
    out = []
    for p in range(s.n):
        vp = s.magic[p] + tower_vp[s.tower[p]] + s.captured[p]
        meeples = on_ruins = income = stacked = exposed = down = 0
        token_worth = 0.0
        seen: list[int] = []
        for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
            r = m_region[i]
            if r < 0:
                continue
            meeples += 1
            down += m_down[i]
            if ruins[r]:
                on_ruins += 1
            else:
                vp += 1
            if r in seen:
                continue
            seen.append(r)
            lst = reg[r]
            mine = 0
            for j in lst:
                if m_owner[j] == p:
                    mine += 1
            shared = mine < len(lst)
            if capital[r]:
                vp += CAPITAL_SHARED if shared else CAPITAL_ALONE
            if yld[r] >= 0:
                income += 1
            if r in towns:
                vp += token_vp.town_vp
            token_worth += held_tokens.get(r, 0.0)
            if s.n == 2 and b.card[r] == 2:
                vp += 1
            if mine >= 2:
                stacked += 1
            elif _rival_near(p, nbr[r], reg, m_owner):
                exposed += 1
        if s.crown == p:
            vp += token_vp.crown_vp
        if s.magic[p] >= 5:
            vp += _faction_bonus(s, p, seen)
        res = s.res[p]
        capped = [0, 0, 0]
        over = 0.0
        needs = (research_cost(s, p) + 2 if s.magic[p] < 5 else 2,       # as evaluate._needs
                 build_cost(s, p) + 1 if s.tower[p] < 6 else 1,
                 expand_cost(s, p) + 1 if s.in_play[p] < MEEPLES else 1)
        for k, need in enumerate(needs):
            have = res[k]
            if have > need:
                capped[k] = need
                over += have - need
            else:
                capped[k] = have
                over += 0
        f = [float(vp), float(meeples), float(on_ruins), float(s.tower[p]), float(s.magic[p]), *capped, over,
             float(income), token_worth, float(stacked), float(exposed), float(down)]
        f += [left * f[k] for k in _AHEAD_INDEX]
        out.append(f)
    return out


def _rival_near(p: int, near: tuple[int, ...], reg: list[list[int]], m_owner: list[int]) -> bool:
    """Whether a rival seat's meeple stands in one of these regions (neutral meeples do not attack)."""
    for x in near:
        for j in reg[x]:
            q = m_owner[j]
            if q != p and q != -1:
                return True
    return False


def learned_values(s: KState, weights: tuple[float, ...]) -> list[float]:
    """Each seat's fitted value (VP-like); a finished game as ``values`` scores it."""
    if s.over and s.result_data is not None:
        return values(s)
    return [sum(map(mul, weights, f)) for f in features(s)]


FITS = ("2", "3+")      # one fit for two players, one for three or more (a rival each side changes the game)


def fit_for(players: int) -> str:
    """The fit a game of ``players`` seats uses."""
    return "2" if players == 2 else "3+"


def check_weights(data: object, file: str | Path) -> dict[str, tuple[float, ...]]:
    """Each fit's weights in :data:`FEATURES` order; a missing fit, or a missing, unknown or
    non-number weight, is a ContentError naming the file and the entry."""
    require(isinstance(data, dict), file, None, "must be an object")
    assert isinstance(data, dict)
    fits = data.get("fits")
    require(isinstance(fits, dict), file, "fits", f"must be an object with the fits {', '.join(FITS)}")
    assert isinstance(fits, dict)
    out = {}
    for key in fits:
        require(key in FITS, file, f"fits.{key}", f"unknown fit (known: {', '.join(FITS)})")
    for key in FITS:
        require(key in fits, file, f"fits.{key}", "missing")
        weights = fits[key].get("weights") if isinstance(fits[key], dict) else None
        where = f"fits.{key}.weights"
        require(isinstance(weights, dict), file, where, "must be an object of feature: weight")
        assert isinstance(weights, dict)
        for name in weights:
            require(name in FEATURES, file, f"{where}.{name}", f"unknown feature (known: {', '.join(FEATURES)})")
        row = []
        for name in FEATURES:
            require(name in weights, file, f"{where}.{name}", "missing")
            w = weights[name]
            ok = isinstance(w, (int, float)) and not isinstance(w, bool) and abs(w) < 100
            require(ok, file, f"{where}.{name}", f"must be a number between -100 and 100, got {w!r}")
            row.append(float(w))
        out[key] = tuple(row)
    return out


@lru_cache(maxsize=4)
def load_weights(path: str = str(DATA)) -> dict[str, tuple[float, ...]]:
    """The fitted weights by fit (cached; a broken file raises ContentError naming it and the entry)."""
    return check_weights(load_json(path), path)


def weights_for(players: int) -> tuple[float, ...]:
    """The shipped weights for a game of ``players`` seats."""
    return load_weights()[fit_for(players)]


__all__ = ["FEATURES", "FITS", "features", "learned_values", "load_weights", "weights_for", "check_weights",
           "ContentError"]
