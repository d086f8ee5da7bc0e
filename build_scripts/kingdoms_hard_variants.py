"""Paired trials of changes to the Kingdoms hard bot, without editing the bot.

``python build_scripts/kingdoms_hard_variants.py tanh6 --first 40 --games 40 --seed 33 > v.json``
plays games 40-79 of ``arena``'s sequence (``game.kingdoms.habits``, the same
driver and seats) with the hard search changed as the variant says, and prints
habits' raw report.  ``--compare v.json --base a.json b.json`` pairs it game by
game with a run of today's hard (habits ``--raw`` pieces): same seeds deal the
same games, so the games won and lost are the difference, not a fresh sample.

A variant is a ``+``-joined list of the names in :data:`VARIANTS` (issue 33's
trials; ``docs/balance/kingdoms.md`` has the figures).  Each one patches the
search module's globals for the run and is undone on leaving it; the normal
bot, which shares ``policy`` and ``evaluate``, is never changed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.kingdoms import bots, habits  # noqa: E402
from game.kingdoms.ai import policy, search  # noqa: E402
from game.kingdoms.state import MEEPLES  # noqa: E402

VARIANTS = {
    "endroll": "once the end is triggered, rollouts play on to the final scoring",
    "rollN": "rollouts of N turns (today 2)",
    "itN": "N iterations per searched decision (today 400)",
    "expX": "UCB1 constant X (today 1.2)",
    "nowX": "weight X of the position right after the tree (today 0.4)",
    "tanhK": "reward K*tanh(margin/K): winning counts, a larger margin less",
    "mwX": "the hard bot's war stakes with a meeple worth X VP (today 1.6)",
    "meepX": "leaves value each meeple on the board X VP more",
    "fresh": "the act after a selection searched afresh with the full budget (no plan); "
             "an affordable productive selection is still followed through",
    "old": "the search as before issue 33 (no plan, NOW 0, nothing allowed, no pruned moves, "
           "no narrow root, hand-set leaves): a check that the tool replays the old code's games",
    "war": "rollouts attack as the normal bot would (a war's equilibrium value where an attack is legal)",
    "floorX": "prune tree moves that give up more than X by step_gain (today -0.25; floor-1e9: none)",
    "rootN": "a root act keeps its N best moves by the one-ply lookahead (today 6; root0: all)",
    "warclone": "war, with each attack priced on a clone after the move (slower)",
    "hand": "leaves valued by the hand-set evaluate.values with tokens (hard before the fifth round)",
    "learned": "leaves valued by the fitted evaluation (ai.learned, data/kingdoms_eval.json; today's hard)",
    "learnedX": "leaves valued X * fitted + (1 - X) * the hand-set values",
    "capX": "the hard bot's starting region: a capital's own worth X (today 1.2, as every level's)",
}


@contextlib.contextmanager
def patched(obj: Any, name: str, value: Any) -> Iterator[None]:
    old = getattr(obj, name)
    setattr(obj, name, value)
    try:
        yield
    finally:
        setattr(obj, name, old)


def _endroll() -> Callable[..., int]:
    plain = search.advance_policy

    def advance(s: Any, rng: Any, stop_at_tree: bool, limit: int, sharp: bool = True) -> int:
        steps = plain(s, rng, stop_at_tree, limit, sharp)
        if not stop_at_tree and s.end_triggered and not s.over:
            steps += plain(s, rng, False, 400, sharp)
        return steps
    return advance


def _war_game(worth: float) -> Callable[..., Any]:
    plain = policy.war_game

    def war_game(s: Any, war: Any, sharp: bool = False) -> Any:
        if not sharp:
            return plain(s, war, sharp)
        with patched(policy, "MEEPLE_WORTH", worth):
            return plain(s, war, sharp)
    return war_game


def _meeple_values(extra: float) -> Callable[..., list[float]]:
    plain = search.leaf

    def values(s: Any, sharp: bool = True) -> list[float]:
        out = plain(s, sharp)
        if not s.over:
            for p in range(s.n):
                out[p] += extra * sum(1 for i in range(p * MEEPLES, (p + 1) * MEEPLES) if s.m_region[i] >= 0)
        return out
    return values


def _learned(mix: float) -> Callable[..., list[float]]:
    from game.kingdoms.ai.learned import learned_values, weights_for

    plain = search.values

    def values(s: Any, sharp: bool = True) -> list[float]:
        fitted = learned_values(s, weights_for(s.n))
        if mix >= 1.0 or s.over:
            return fitted
        return [mix * a + (1.0 - mix) * b for a, b in zip(fitted, plain(s, sharp), strict=True)]
    return values


def _start_setup(capital: float) -> Callable[..., Any]:
    """HardBot.setup with a capital worth ``capital`` as a starting region (other levels unchanged)."""
    plain = bots.HardBot.setup

    def setup(self: Any, view: dict[str, Any], legal: list[Any]) -> Any:
        if legal[0][0] != "start":
            return plain(self, view, legal)
        board = bots.board_for(tuple(view["cards"]))

        def worth(r: int) -> float:
            w = bots._start_worth(board, r)
            return w - 1.2 + capital if board.capital[r] else w
        return max(legal, key=lambda a: (worth(a[1]), -a[1]))
    return setup


def _tanh(k: float) -> Callable[[list[float], int], float]:
    plain = search.utility
    return lambda vals, p: k * math.tanh(plain(vals, p) / k)


class _Attack:
    """The war a move would start, as ``policy.war_game`` reads it (before the move is made)."""

    __slots__ = ("attacker", "defender", "region")

    def __init__(self, attacker: int, defender: int, region: int) -> None:
        self.attacker, self.defender, self.region = attacker, defender, region


def _war_step_gain(on_clone: bool = False) -> Callable[..., float]:
    """step_gain where a move onto a rival is worth its war's value at the bid game's
    equilibrium (what the normal bot's lookahead weighs) less the region it leaves if the
    meeple stood there alone, not refused as the peaceful easy policy does.  Priced on the
    board before the move (cheap), or ``on_clone`` after it."""
    plain = policy.step_gain

    def step_gain(s: Any, seat: int, a: tuple) -> float:
        lst = s.reg[a[2]]
        if lst:
            q = s.m_owner[lst[0]]
            if q >= 0 and q != seat:
                if on_clone:
                    c = policy.clone(s)
                    policy.play(c, seat, a)
                    swing = policy.settle(c, None)  # type: ignore[arg-type]
                else:
                    swing = policy.expected_attack(s, _Attack(seat, q, a[2]))
                src = s.m_region[a[1]]
                if sum(1 for j in s.reg[src] if s.m_owner[j] == seat) == 1:
                    swing -= policy.region_worth(s, seat, src)
                return swing
        return plain(s, seat, a)
    return step_gain


@contextlib.contextmanager
def variant(spec: str) -> Iterator[None]:
    """The hard search changed as ``spec`` says, for the ``with`` block."""
    with contextlib.ExitStack() as stack:
        for part in spec.split("+"):
            if part == "base":
                continue
            if part == "endroll":
                stack.enter_context(patched(search, "advance_policy", _endroll()))
            elif part == "fresh":
                stack.enter_context(patched(search, "PLAN_VISITS", 10**9))
            elif part == "old":
                for name, value in (("PLAN_VISITS", 10**9), ("NOW", 0.0), ("PRODUCTIVE", ()),
                                    ("MOVE_FLOOR", -1e9), ("ROOT_WIDTH", 0), ("LEARNED", False)):
                    stack.enter_context(patched(search, name, value))
            elif part in ("war", "warclone"):
                stack.enter_context(patched(policy, "step_gain", _war_step_gain(part == "warclone")))
            elif part.startswith("floor"):
                stack.enter_context(patched(search, "MOVE_FLOOR", float(part[5:])))
            elif part.startswith("root"):
                stack.enter_context(patched(search, "ROOT_WIDTH", int(part[4:])))
            elif part.startswith("roll"):
                stack.enter_context(patched(search, "ROLLOUT_TURNS", int(part[4:])))
            elif part.startswith("it"):
                stack.enter_context(patched(bots.HardBot, "iterations", int(part[2:])))
            elif part.startswith("exp"):
                stack.enter_context(patched(search, "EXPLORE", float(part[3:])))
            elif part.startswith("now"):
                stack.enter_context(patched(search, "NOW", float(part[3:])))
            elif part.startswith("tanh"):
                stack.enter_context(patched(search, "utility", _tanh(float(part[4:]))))
            elif part.startswith("mw"):
                stack.enter_context(patched(policy, "war_game", _war_game(float(part[2:]))))
            elif part == "hand":
                stack.enter_context(patched(search, "LEARNED", False))
            elif part.startswith("learned"):
                stack.enter_context(patched(search, "leaf", _learned(float(part[7:] or 1.0))))
            elif part.startswith("cap"):
                stack.enter_context(patched(bots.HardBot, "setup", _start_setup(float(part[3:]))))
            elif part.startswith("meep"):
                stack.enter_context(patched(search, "leaf", _meeple_values(float(part[4:]))))
            else:
                raise ValueError(f"unknown variant {part!r} (known: {', '.join(VARIANTS)})")
        yield


def compare(run: dict[str, Any], bases: list[dict[str, Any]], level: str = "hard") -> str:
    """The run's wins against the base runs' on the same games."""
    def won(lineup: list[str], winners: list[int]) -> bool:
        return any(lineup[w] == level for w in winners)

    base = {g: won(lineup, w) for b in bases for g, lineup, w in b["played"]}
    games = [(g, won(lineup, w)) for g, lineup, w in run["played"] if g in base]
    gained = [g for g, x in games if x and not base[g]]
    lost = [g for g, x in games if not x and base[g]]
    c = run["levels"][level]
    return (f"{level} won {sum(x for _, x in games)} of {len(games)} (base {sum(base[g] for g, _ in games)}); "
            f"gained games {gained}, lost games {lost}; CPU mean {c['decision_cpu_mean']} s, "
            f"p95 {c['decision_cpu_p95']} s")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", nargs="?", default="base", help="+-joined: " + "; ".join(
        f"{k}: {v}" for k, v in VARIANTS.items()))
    ap.add_argument("--seats", default="hard,normal")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--compare", metavar="JSON", help="a variant's report, to pair with --base")
    ap.add_argument("--base", nargs="*", default=[], metavar="JSON", help="habits --raw reports of today's hard")
    args = ap.parse_args(argv)
    if args.compare:
        def load(f: str) -> dict[str, Any]:
            return json.loads(Path(f).read_text(encoding="utf-8"))
        print(compare(load(args.compare), [load(f) for f in args.base]))
        return 0
    with variant(args.variant):
        report = habits.count(args.seats.split(","), args.games, args.seed, first=args.first, raw=True)
    report["variant"] = args.variant
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
