"""Exact solver for one attack, and the "chance to conquer" hint.

``attack_probability(lines, k)`` is the probability of filling every line in
``lines`` when about to roll ``k`` free dice, under optimal play: after each
roll the attacker either fills one line (with the fewest dice: dice left over
are rerolled anyway, and more dice never hurt) or loses a die and rerolls.
Abandoning is never better than losing dice, so it is never needed.

    V(R, k) = sum over rolls r of k dice: P(r) * max( V(R, k-1),
                  max over lines L in R fillable from r with m dice:
                      1 if R = {L} else V(R - {L}, k - m) )
    V(R, 0) = 0

Rolls are counted as multisets (at most 792 for 7 dice) with multinomial
probabilities.  ``V`` is memoised on (sorted lines, k), so cities that share
lines share work; the whole 14-city table takes well under a second.

For the UI: :func:`chance_to_conquer` takes a player view (``rules.view``)
and returns each city's probability of being conquered this turn from the
current position (see its docstring), and :func:`best_action` the action
that achieves it.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Any

from game.conquest.content import FACES, GENERAL_LINE, Content, Line, default_content
from game.conquest.fills import Counts, counts_of, fewest_dice, fewest_fill

Lines = tuple[Line, ...]


@cache
def rolls(k: int) -> tuple[tuple[Counts, float], ...]:
    """Every distinct roll of ``k`` dice as (face counts, probability)."""
    out = []
    total = 6**k
    for combo in combinations_with_replacement(range(6), k):
        c = [0] * 6
        for f in combo:
            c[f] += 1
        ways = factorial(k)
        for n in c:
            ways //= factorial(n)
        out.append(((c[0], c[1], c[2], c[3], c[4], c[5]), ways / total))
    return tuple(out)


def _key(lines: Lines | list[Line]) -> Lines:
    return tuple(sorted(lines))


def _without(lines: Lines, i: int) -> Lines:
    return lines[:i] + lines[i + 1:]


@cache
def _fill_values(lines: Lines, k: int) -> tuple[float, ...]:
    """For each roll of ``k`` dice (``rolls(k)`` order): the best value of
    filling some line of ``lines`` now (0 if none fills).  Sorted ``lines``."""
    distinct = [i for i in range(len(lines)) if i == 0 or lines[i] != lines[i - 1]]
    out = []
    for counts, _p in rolls(k):
        best = 0.0
        for i in distinct:
            m = fewest_dice(lines[i], counts)
            if not m:
                continue
            if len(lines) == 1:
                best = 1.0
                break
            if k - m > 0:
                v = _value(_without(lines, i), k - m)
                if v > best:
                    best = v
        out.append(best)
    return tuple(out)


@cache
def _value(lines: Lines, k: int) -> float:
    if k <= 0 or not lines:
        return 1.0 if not lines else 0.0
    lose = _value(lines, k - 1)
    total = 0.0
    for (_counts, p), fill in zip(rolls(k), _fill_values(lines, k), strict=True):
        total += p * (fill if fill > lose else lose)
    return total


def fill_values(lines: Lines, k: int) -> tuple[float, ...]:
    """Per roll of ``k`` dice (``rolls(k)`` order), the conquest probability
    after the best fill on ``lines`` now (0 when nothing fills).  The hard
    bot weights these by city values to plan its target."""
    return _fill_values(_key(lines), k)


def warm_up(content: Content | None = None) -> None:
    """Fill the caches for every city (about 0.2 s, once per process), so that
    no later decision pays for it; the hard bot calls this when created."""
    content = content or default_content()
    for city in content.cities:
        for lines in (city.lines, (*city.lines, city.general_line)):
            for k in range(1, 8):
                fill_values(lines, k)


def attack_probability(lines: Lines | list[Line], dice: int) -> float:
    """Probability of filling all ``lines`` when about to roll ``dice`` dice."""
    return _value(_key(lines), dice)


def city_probability(content: Content, city_id: str, from_opponent: bool = False) -> float:
    """One-turn conquest probability of a city with all 7 dice (the difficulty)."""
    city = content.city(city_id)
    lines = city.lines + ((city.general_line,) if from_opponent else ())
    return attack_probability(lines, 7)


def position(lines: Lines | list[Line], free: list[str] | tuple[str, ...]) -> tuple[float, tuple[str, ...] | None, int]:
    """Value of a rolled position: ``lines`` still to fill, ``free`` dice showing.

    Returns (probability, faces, line index): the best fill (faces and the
    index into ``lines``) or ``(p, None, -1)`` when losing a die is best.
    """
    lines = list(lines)
    counts = counts_of(free)
    k = len(free)
    best_p = attack_probability(lines, k - 1) if k > 1 else 0.0
    best: tuple[tuple[str, ...] | None, int] = (None, -1)
    for i, line in enumerate(lines):
        m = fewest_dice(line, counts)
        if not m:
            continue
        rest = lines[:i] + lines[i + 1:]
        p = 1.0 if not rest else attack_probability(rest, k - m) if k > m else 0.0
        if p > best_p + 1e-12:
            best_p, best = p, (fewest_fill(line, counts), i)
    return best_p, best[0], best[1]


# --- working from a player view (the UI hint and the bots) --------------------

def required_lines(content: Content, city_id: str, owner: int, seat: int) -> list[tuple[Any, Line]]:
    """(line id, line) pairs ``seat`` must fill to take the city from ``owner``."""
    city = content.city(city_id)
    out: list[tuple[Any, Line]] = list(enumerate(city.lines))
    if owner >= 0 and owner != seat:
        out.append((GENERAL_LINE, city.general_line))
    return out


def open_lines(content: Content, view: dict[str, Any], city: dict[str, Any]) -> list[tuple[Any, Line]]:
    """(line id, line) still to fill for the player to move to take ``city``
    (a city entry of the view), given the lines already filled this turn."""
    turn = view["turn"]
    filled = {line_id for line_id, _faces in turn["filled"]}
    pairs = required_lines(content, city["id"], city["owner"], turn["player"])
    return [(lid, line) for lid, line in pairs if lid not in filled]


def attackable(view: dict[str, Any]) -> list[dict[str, Any]]:
    """City entries of a view that the player to move may attack now."""
    turn = view.get("turn")
    if not turn:
        return []
    player = turn["player"]
    out = []
    for city in view["cities"]:
        if city["stacked"] or city["owner"] == player:
            continue
        if turn["target"] is not None and city["id"] != turn["target"]:
            continue
        out.append(city)
    return out


def chance_to_conquer(view: dict[str, Any], content: Content | None = None) -> dict[str, float]:
    """For the UI hint: city id -> probability of conquering it this turn.

    Computed for the player whose turn it is, from the dice now showing, as
    if that city were the player's goal and played optimally from here.
    Before the first fill every attackable city is listed; afterwards only
    the target.  Empty when no turn is in progress.
    """
    content = content or default_content()
    turn = view.get("turn")
    if not turn or not turn["free"]:
        return {}
    out = {}
    for city in attackable(view):
        lines = [line for _lid, line in open_lines(content, view, city)]
        out[city["id"]] = position(lines, turn["free"])[0]
    return out


def best_action(view: dict[str, Any], city_id: str, content: Content | None = None) -> tuple[tuple, float]:
    """The probability-maximising action to conquer ``city_id`` from the view,
    and that probability.  Returns ``("lose_die",)`` when rerolling is best,
    ``("abandon",)`` when the city can no longer be taken this turn."""
    content = content or default_content()
    turn = view["turn"]
    city = next(c for c in view["cities"] if c["id"] == city_id)
    pairs = open_lines(content, view, city)
    p, faces, i = position([line for _lid, line in pairs], turn["free"])
    if faces is not None:
        return ("fill", city_id, pairs[i][0], faces), p
    if p <= 0.0:
        return ("abandon",), 0.0
    return ("lose_die",), p


__all__ = ["FACES", "attack_probability", "city_probability", "position", "chance_to_conquer",
           "best_action", "rolls", "required_lines", "attackable", "open_lines", "fill_values", "warm_up"]
