"""Fit the Chronicles expert's outlook: the VP a seat still gains after each round.

``collect`` plays bot games through the driver (seeds never used for measurement,
900-999) and writes, for every game, each seat's kingdom at the end of rounds 1-3
(gold, track VP, slots with tokens, buildings) and the final rows; ``fit`` turns
those into ``game/chronicles/data/chronicles_outlook.json``: per round, a linear
least-squares model (plain Python) of the VP still to come from the features of
``game.chronicles.outlook.features``, with its held-out error against the mean.

    python build_scripts/chronicles_outlook_fit.py collect --seats hard,hard --games 80 --seed 900 --out hh900.jsonl
    python build_scripts/chronicles_outlook_fit.py collect --seats expert,hard --games 45 --seed 901 --out eh901.jsonl
    python build_scripts/chronicles_outlook_fit.py collect --seats expert,hard --games 160 --seed 903 --out eh903.jsonl
    python build_scripts/chronicles_outlook_fit.py fit hh900.jsonl eh901.jsonl eh903.jsonl --write

(the shipped file: those three runs, 285 games; the expert of 901 is issue 33's
third-attempt expert, the one without the outlook, and the expert of 903 the fourth
attempt's, with the first fit (on 900-901): the refit sees how an expert that plays by
the outlook goes on.  A game's seed does not depend on how many are played, so
``--games 45`` replays the first 45.)
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.chronicles.outlook import FEATURES, OUTLOOK_FILE, features, future_vp_target  # noqa: E402
from game.chronicles.state import Player  # noqa: E402
from game.chronicles.worth import default_tables  # noqa: E402
from game.core.protocol import GameConfig  # noqa: E402
from game.core.runner import Answer, Driver  # noqa: E402
from game.registry import get_rules  # noqa: E402
from game.tools.arena import MAX_ACTIONS  # noqa: E402

TODAY_GOLD = {1: 1.0, 2: 0.8, 3: 0.5}   # ExpertBot.gold_by_round: VP per gold kept
RIDGE = 0.05  # ridge per seat on the weights (not the intercept): tames what few games show (5-fold error alike)


def collect(seats: list[str], games: int, seed: int, out: Path) -> None:
    """Play ``games`` games (seats rotating as in ``arena``) and append one JSON line each."""
    rules = get_rules("chronicles")
    rules.warm()
    with out.open("w") as f:
        for g in range(games):
            lineup = seats[g % 2:] + seats[:g % 2]
            config = GameConfig("chronicles", 2, seed * 1_000_003 + g, None, {})
            state = rules.new_state(config)
            driver = Driver.for_levels(rules, config, dict(enumerate(lineup)))
            ends: dict[int, list[dict[str, Any]]] = {}

            def seen(_move: Answer, state: Any = state, ends: dict[int, list[dict[str, Any]]] = ends) -> None:
                done = state.round - 1          # the first decision of a round: the last one has ended
                if done and done not in ends:
                    ends[done] = [{"gold": p.gold, "vp": p.vp, "slots": p.slots, "buildings": p.buildings}
                                  for p in state.players]
                    ends[done] = json.loads(json.dumps(ends[done]))

            driver.play(state, MAX_ACTIONS, seen)
            result = rules.result(state)
            f.write(json.dumps({"seed": seed, "g": g, "lineup": lineup, "ends": ends,
                                "rows": result.breakdown, "winners": result.winners}) + "\n")
            f.flush()


def player(seat: int, raw: dict[str, Any]) -> Player:
    p = Player(seat)
    p.gold, p.vp, p.buildings = raw["gold"], raw["vp"], list(raw["buildings"])
    p.slots = [None if c is None else list(c) for c in raw["slots"]]
    return p


def rows_of(paths: list[str]) -> dict[int, list[tuple[int, list[float], float]]]:
    """Per round: (game number, features, VP still to come) of each seat."""
    t = default_tables()
    out: dict[int, list[tuple[int, list[float], float]]] = {1: [], 2: [], 3: []}
    k = 0
    for path in paths:
        for line in Path(path).read_text().splitlines():
            game = json.loads(line)
            k += 1
            for r, raw in game["ends"].items():
                for seat in (0, 1):
                    p = player(seat, raw[seat])
                    out[int(r)].append((k, features(t, p), future_vp_target(t, p, game["rows"][seat]["final"])))
    return out


def solve(xs: list[list[float]], ys: list[float]) -> list[float]:
    """Least squares with an intercept (``xs`` rows without it): normal equations, Gauss-Jordan."""
    n = len(xs[0]) + 1
    a = [[0.0] * (n + 1) for _ in range(n)]
    for x, y in zip(xs, ys, strict=True):
        row = [1.0, *x]
        for i in range(n):
            for j in range(n):
                a[i][j] += row[i] * row[j]
            a[i][n] += row[i] * y
    for i in range(1, n):
        a[i][i] += RIDGE * len(xs)
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[piv] = a[piv], a[c]
        for r in range(n):
            if r != c and a[c][c]:
                f = a[r][c] / a[c][c]
                for j in range(c, n + 1):
                    a[r][j] -= f * a[c][j]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def predict(coef: list[float], x: list[float]) -> float:
    return coef[0] + sum(c * v for c, v in zip(coef[1:], x, strict=True))


def fit(paths: list[str], out: Path | None) -> None:
    """Fit per round on all games; report 5-fold held-out error (games split, not seats)."""
    data = rows_of(paths)
    model: dict[str, Any] = {"features": FEATURES, "rounds": {}}
    for r, rows in data.items():
        games = sorted({k for k, _, _ in rows})
        random.Random(r).shuffle(games)
        fold = {k: i % 5 for i, k in enumerate(games)}
        se_fit = se_mean = se_today = 0.0
        g = FEATURES.index("gold")
        for f in range(5):
            train = [(x, y) for k, x, y in rows if fold[k] != f]
            test = [(x, y) for k, x, y in rows if fold[k] == f]
            coef = solve([x for x, _ in train], [y for _, y in train])
            mean = sum(y for _, y in train) / len(train)
            # today's expert: nothing past the round but the gold kept, at its round's weight
            today = sum(y - TODAY_GOLD[r] * x[g] for x, y in train) / len(train)
            se_fit += sum((predict(coef, x) - y) ** 2 for x, y in test)
            se_mean += sum((mean - y) ** 2 for _, y in test)
            se_today += sum((today + TODAY_GOLD[r] * x[g] - y) ** 2 for x, y in test)
        coef = solve([x for _, x, _ in rows], [y for _, _, y in rows])
        print(f"round {r}: {len(rows)} seats, held-out RMSE {math.sqrt(se_fit / len(rows)):.2f} VP "
              f"(a constant {math.sqrt(se_mean / len(rows)):.2f}, today's gold weight "
              f"{math.sqrt(se_today / len(rows)):.2f}); "
              + ", ".join(f"{name} {c:+.2f}" for name, c in zip(["const", *FEATURES], coef, strict=True)))
        model["rounds"][str(r)] = {"intercept": round(coef[0], 4),
                                   "weights": {name: round(c, 4) for name, c in zip(FEATURES, coef[1:], strict=True)}}
    if out is not None:
        out.write_text(json.dumps(model, indent=2) + "\n")
        print(f"wrote {out}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--seats", default="hard,hard")
    c.add_argument("--games", type=int, default=100)
    c.add_argument("--seed", type=int, default=900)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("runs", nargs="+")
    f.add_argument("--write", action="store_true", help=f"write {OUTLOOK_FILE.name}")
    f.add_argument("--out", help="write the fit here instead (a trial: chronicles_expert_variants.py's 'outlook')")
    args = ap.parse_args()
    if args.cmd == "collect":
        collect(args.seats.split(","), args.games, args.seed, Path(args.out))
    else:
        fit(args.runs, OUTLOOK_FILE if args.write else Path(args.out) if args.out else None)


if __name__ == "__main__":
    main()
