"""The expert's outlook: the VP a kingdom will still gain after this round.

Hard's value (``worth.evaluate``) sees this round's war and build; gold kept for
later buildings and keys that pay when a card leaves are worth something only
later, so it underrates them.  A per-round linear model fitted on self-play
(``build_scripts/chronicles_outlook_fit.py``, seeds 900-999) estimates, from a
kingdom at the end of round 1, 2 or 3, the VP it still gains to the game's end.
Its coefficients are data (``data/chronicles_outlook.json``), validated at load.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

from game.chronicles.aging import leave_rewards, leaving_set
from game.chronicles.building import PASS, priced_builds
from game.chronicles.content import BUILDING_KEYS
from game.chronicles.kingdom import Tables, production, projected_income, strength
from game.chronicles.state import Player
from game.chronicles.worth import building_war_vp, expected_wars, war_rewards
from game.core.content import ContentError, load_json

BUILDING_INDEX = {key: b for b, key in enumerate(BUILDING_KEYS)}
OUTLOOK_FILE = Path(__file__).with_name("data") / "chronicles_outlook.json"

FEATURES = ["gold", "income", "production", "strength", "survivors", "tokens", "end_vp", "leave_vp", "war_vp",
            "level2", "building_war_vp"]


def features(t: Tables, p: Player) -> list[float]:
    """What a kingdom carries into the next round (``FEATURES``' order)."""
    prod = production(t, p)
    cards = [c for c in p.slots if c is not None]
    leave = war = 0.0
    for c in cards:
        for a in t.leave[c[0]]:
            if a.key == "vp_on_own_leave":
                leave += a["amount"]
            elif a.key == "vp_per_token_on_leaving":
                leave += a["amount"] * 2
        for a in t.war[c[0]]:
            if a.key == "vp_per_war_won":
                war += a["amount"]
    return [float(p.gold), float(projected_income(t, p, prod)), float(sum(prod)), float(strength(t, p, prod)),
            float(len(cards)), float(sum(c[1] for c in cards)), float(sum(t.end_vp[c[0]] for c in cards)), leave, war,
            float(p.buildings.count(2)), building_war_vp(t, p, prod)]


def score_now(t: Tables, p: Player) -> int:
    """The final-score formula as things stand (track, printed buildings, token VP)."""
    buildings = sum(t.building_vp[b][level] for b, level in enumerate(p.buildings))
    return p.vp + buildings + sum(t.end_vp[c[0]] * c[1] for c in p.slots if c is not None)


def future_vp_target(t: Tables, p: Player, final: int) -> float:
    """What the model predicts: the final score less the score now."""
    return float(final - score_now(t, p))


class Outlook:
    """Per round (1-3): an intercept and one weight per feature."""

    def __init__(self, rounds: dict[int, tuple[float, list[float]]]) -> None:
        self.rounds = rounds

    def future(self, t: Tables, p: Player, round_no: int) -> float:
        """VP ``p`` (a kingdom at the end of round ``round_no``) is expected still to gain."""
        intercept, weights = self.rounds[round_no]
        return intercept + sum(w * x for w, x in zip(weights, features(t, p), strict=True))


def aged(t: Tables, p: Player) -> Player:
    """``p`` after Aging (spec 3.6, no Herbalist saves): leave keys paid, leavers gone,
    a token on every survivor."""
    out = p.copy()
    leaving = leaving_set(t, p.slots)
    tokens_leaving = sum(p.card(s)[1] for s in leaving)
    vp, gold = leave_rewards(t.leave, p.slots, leaving, tokens_leaving)
    out.vp += vp
    out.gold += gold
    for s in leaving:
        out.slots[s] = None
    for c in out.slots:
        if c is not None:
            c[1] += 1
    return out


def build_then_age(t: Tables, p: Player, outlook: Outlook, round_no: int) -> tuple[float, tuple]:
    """At Building of round ``round_no`` (1-3): the build (or pass) whose kingdom after Aging
    has the highest expected final score (the score now plus the VP still to come)."""
    best: tuple[float, tuple] = (-1e9, (PASS,))
    for action, price in priced_builds(t, p):
        after = p
        if action[0] != PASS:
            after = p.copy()
            after.gold -= price
            after.buildings[BUILDING_INDEX[action[1]]] = action[2] if action[0] == "build" else 2
        end = aged(t, after)
        value = score_now(t, end) + outlook.future(t, end, round_no)
        if value > best[0]:
            best = (value, action)
    return best


def round_outlook(t: Tables, p: Player, samples: list[list[float]], outlook: Outlook, round_no: int) -> float:
    """Expected final score of ``p`` as laid out for round ``round_no`` (1-3): this round's
    expected war (against the sampled rival strengths), Income, the build that looks best
    past the round, Aging, then the fitted VP still to come."""
    prod = production(t, p)
    s = strength(t, p, prod)
    wars = expected_wars(s, samples, True)
    vp, gold = war_rewards(t, p, prod, wars, 3 * wars + building_war_vp(t, p, prod), float(projected_income(t, p, prod)))
    after = p.copy()
    # this copy carries expectations (floats) where the rules keep whole points and coins
    after.vp += vp              # type: ignore[assignment]
    after.gold += gold          # type: ignore[assignment]
    return build_then_age(t, after, outlook, round_no)[0]


def parse_outlook(raw: object, path: Path) -> Outlook:
    """Validate the file's shape: every round 1-3, every feature a finite number."""
    def bad(where: str, why: str) -> ContentError:
        return ContentError(path, where, why)

    if not isinstance(raw, dict) or not isinstance(raw.get("rounds"), dict):
        raise bad("top level", "expected an object with 'rounds'")
    if raw.get("features") != FEATURES:
        raise bad("features", f"expected {FEATURES} (refit with build_scripts/chronicles_outlook_fit.py)")
    rounds: dict[int, tuple[float, list[float]]] = {}
    for r in (1, 2, 3):
        entry = raw["rounds"].get(str(r))
        if not isinstance(entry, dict) or not isinstance(entry.get("weights"), dict):
            raise bad(f"rounds.{r}", "missing, or without 'weights'")
        values = {"intercept": entry.get("intercept"), **{f"weights.{k}": entry["weights"].get(k) for k in FEATURES}}
        for name, v in values.items():
            if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
                raise bad(f"rounds.{r}.{name}", f"expected a finite number, got {v!r}")
        extra = set(entry["weights"]) - set(FEATURES)
        if extra:
            raise bad(f"rounds.{r}.weights", f"unknown features {sorted(extra)}")
        rounds[r] = (float(entry["intercept"]), [float(entry["weights"][k]) for k in FEATURES])
    return Outlook(rounds)


def load_outlook(path: Path = OUTLOOK_FILE) -> Outlook:
    return parse_outlook(load_json(path), path)


@cache
def default_outlook() -> Outlook:
    return load_outlook()
