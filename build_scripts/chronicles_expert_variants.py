"""Trials of changes to the Chronicles expert against hard, without editing the bot.

``python build_scripts/chronicles_expert_variants.py '{"war_deny": 0.5}' --games 60 --seed 601 --out v.json``
plays ``arena``'s expert-vs-hard sequence (same seeds, seat rotation, driver and
``log_digest``; ``'{}'`` is today's expert and gives arena's digest) with the
expert's class attributes overridden, and writes every game's seats, winners,
final rows, wars per round, track VP by source and VP/gold per round: what a
win rate alone cannot say (where the expert gains and gives back points, and
whether a seat differs).  ``--summary a.json b.json ...`` prints the win rate
(± standard error), seat split, wars and points of each variant over its runs.

Besides class attributes (``samples``, ``deny``, ``war_deny``, ``gold_by_round``
...), two switches replace a piece of the value: ``"end_chance": false`` values the
last round as rounds 1-3 (no chance to finish ahead) and ``"hard_draft": true``
drafts by hard's value; ``"outlook": "fit.json"`` loads another fit of the outlook
(``chronicles_outlook_fit.py fit ... --out``).  Issue 33's figures are in ``docs/balance/chronicles.md``.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import math
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.chronicles import bots  # noqa: E402
from game.chronicles.duel import rival_wars  # noqa: E402
from game.chronicles.kingdom import Tables, strength  # noqa: E402
from game.chronicles.outlook import load_outlook  # noqa: E402
from game.chronicles.state import Player  # noqa: E402
from game.chronicles.worth import evaluate  # noqa: E402
from game.core.protocol import GameConfig, thaw  # noqa: E402
from game.core.runner import Answer, Driver  # noqa: E402
from game.registry import get_rules  # noqa: E402
from game.tools.arena import MAX_ACTIONS  # noqa: E402

SEATS = ["expert", "hard"]


def variant(over: dict[str, Any]) -> type[bots.ExpertBot]:
    """The expert with ``over``'s attributes (and switches) in place."""
    attrs = dict(over)
    if "gold_by_round" in attrs:
        attrs["gold_by_round"] = {int(k): v for k, v in attrs["gold_by_round"].items()}
    end_chance = attrs.pop("end_chance", True)
    hard_draft = attrs.pop("hard_draft", False)
    if "outlook" in attrs:              # another fit of the outlook (a JSON file)
        fitted = load_outlook(Path(attrs.pop("outlook")))
        attrs["outlook"] = lambda self: fitted

    def value(self: bots.ExpertBot, t: Tables, view: dict[str, Any], p: Player,
              samples: list[list[float]], rounds_left: int) -> float:
        if hard_draft and view["phase"] == "recruit":
            return bots.HardBot.value(self, t, view, p, samples, rounds_left)
        if not end_chance and view["players"] == 2 and not rounds_left:
            denied = sum(rival_wars(strength(t, p), r) * r.per_war for r in self.rivals) / len(self.rivals)
            return evaluate(t, p, samples, True, 0) - self.war_deny * denied
        return bots.ExpertBot.value(self, t, view, p, samples, rounds_left)

    attrs["value"] = value
    return type("ExpertVariant", (bots.ExpertBot,), attrs)


def play(over: dict[str, Any], games: int, seed: int, paired: bool = False) -> dict[str, Any]:
    """``arena``'s loop for expert vs hard, recording each game (``paired``: each deal is
    played twice, the expert in seat 0 and then in seat 1, to compare the seats)."""
    saved = bots.BOTS["expert"]
    bots.BOTS["expert"] = variant(over)
    try:
        return _play(over, games, seed, paired)
    finally:
        bots.BOTS["expert"] = saved


def _play(over: dict[str, Any], games: int, seed: int, paired: bool) -> dict[str, Any]:
    rules = get_rules("chronicles")
    rules.warm()
    cpu: dict[str, list[float]] = {s: [] for s in SEATS}
    caps = {s: 0 for s in SEATS}
    digest = hashlib.sha256()
    records, errors = [], []
    for g in range(games):
        lineup = SEATS[g % 2:] + SEATS[:g % 2]
        config = GameConfig("chronicles", 2, seed * 1_000_003 + (g // 2 if paired else g), None, {})
        state = rules.new_state(config)
        driver = Driver.for_levels(rules, config, dict(enumerate(lineup)))
        by_round: dict[int, list[list[int]]] = {}

        def timed(move: Answer, lineup: list[str] = lineup, state: Any = state,
                  by_round: dict[int, list[list[int]]] = by_round) -> None:
            by_round[state.round] = [[p.vp, p.gold, sum(p.buildings)] for p in state.players]
            cpu[lineup[move.seat]].append(move.cpu)

        try:
            driver.play(state, MAX_ACTIONS, timed)
            result = rules.result(state)
            records.append({"g": g, "lineup": lineup, "winners": result.winners, "rows": result.breakdown,
                            **sources(state.events), "by_round": by_round})
        except Exception as exc:  # noqa: BLE001 - reported, not fatal
            errors.append(f"game {g}: {type(exc).__name__}: {exc}")
        digest.update(json.dumps([g, thaw(state.log)]).encode() + b"\n")
        for seat, bot in driver.players.items():
            caps[lineup[seat]] += getattr(bot, "cap_hits", 0)

    def stats(values: list[float]) -> dict[str, float]:
        ordered = sorted(values)
        return {"mean": statistics.fmean(ordered), "p95": ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
                "max": ordered[-1]}

    return {"over": over, "seed": seed, "games": games, "paired": paired, "records": records, "errors": errors,
            "cpu": {s: stats(v) for s, v in cpu.items()}, "log_digest": digest.hexdigest(), "cap_hits": caps}


def sources(events: list[Any]) -> dict[str, Any]:
    """Wars won per round and track VP by source (war bonuses, leave rewards, on entering)."""
    wars = [[0] * 4, [0] * 4]
    src = [collections.Counter(), collections.Counter()]
    r = 0
    for e in events:
        if e.kind == "round_start":
            r = e.args["round"] - 1
        elif e.kind == "war_result":
            wars[e.args["player"]][r] = e.args["wars"]
            src[e.args["player"]]["bonus"] += e.args["bonus"]
        elif e.kind == "leave_rewards":
            src[e.args["player"]]["leave"] += e.args["vp"]
        elif e.kind == "vp":
            src[e.args["player"]]["enter"] += e.args["delta"]
    return {"wars": wars, "src": [dict(c) for c in src]}


def summary(paths: list[str]) -> None:
    """One line per variant (runs grouped by their overrides)."""
    groups: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
    for path in paths:
        run = json.loads(Path(path).read_text())
        groups[json.dumps(run["over"], sort_keys=True)].append(run)
    for name, runs in groups.items():
        n = won = 0.0
        seat = [[0.0, 0], [0.0, 0]]
        c: collections.Counter[str] = collections.Counter()
        for run in runs:
            for rec in run["records"]:
                e = rec["lineup"].index("expert")
                x = (e in rec["winners"]) / len(rec["winners"])
                n, won = n + 1, won + x
                seat[e][0] += x
                seat[e][1] += 1
                for who, s in (("expert", e), ("hard", 1 - e)):
                    c[f"{who} wars"] += sum(rec["wars"][s])
                    c[f"{who} final"] += rec["rows"][s]["final"]
                    c[f"{who} buildings"] += rec["rows"][s]["buildings"]
        p = won / n
        split = " / ".join(f"{100 * w / max(k, 1):.1f}%" for w, k in seat)
        means = ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(c.items()))
        print(f"{name}: {int(n)} games, expert {100 * p:.1f}% ± {100 * math.sqrt(p * (1 - p) / n):.1f}%, "
              f"seat 0 / 1 {split}; {means}; seeds {[r['seed'] for r in runs]}, "
              f"digests {[r.get('log_digest', r.get('digest', ''))[:8] for r in runs]}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("over", nargs="?", default="{}", help="JSON of the expert's overridden attributes")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=601)
    ap.add_argument("--paired", action="store_true", help="each deal from both seats (not arena's sequence)")
    ap.add_argument("--out", help="file for the run's JSON (default: stdout)")
    ap.add_argument("--summary", nargs="+", metavar="RUN", help="summarize runs written by --out")
    args = ap.parse_args()
    if args.summary:
        summary(args.summary)
        return
    text = json.dumps(play(json.loads(args.over), args.games, args.seed, args.paired))
    if args.out:
        Path(args.out).write_text(text)
    else:
        print(text)


if __name__ == "__main__":
    main()
