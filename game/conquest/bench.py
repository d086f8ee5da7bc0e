"""Heavy Conquest measurements, kept out of the test suite.

    python -m game.conquest.bench difficulty [--write]
        The city difficulty table of spec 9.6: each city's exact probability
        of being conquered in one turn with 7 dice, from the centre and from
        an opponent (general line added), the VP band that follows and the
        province bonuses.  ``--write`` stores vp, bonus, p_centre and
        p_opponent back into data/cities.json.
    python -m game.conquest.bench timing [--games N]
        Hard bot decision times over self-play games (mean, p95, max).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from game.conquest.content import (
    DATA_FILE,
    GENERAL_DEFAULT,
    _parse_line,
    province_bonus,
    vp_for_probability,
)
from game.conquest.solver import attack_probability


def difficulty_table(path: Path = DATA_FILE) -> dict:
    """Recompute vp, bonus and probabilities from the lines in ``path`` (raw JSON)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    vp_of = {}
    for city in data["cities"]:
        lines = [_parse_line(r, path, city["id"]) for r in city["lines"]]
        general = _parse_line(city["general_line"], path, city["id"]) if "general_line" in city else GENERAL_DEFAULT
        city["p_centre"] = round(attack_probability(lines, 7), 4)
        city["p_opponent"] = round(attack_probability([*lines, general], 7), 4)
        city["vp"] = vp_of[city["id"]] = vp_for_probability(city["p_centre"])
    for prov in data["provinces"]:
        prov["bonus"] = province_bonus([vp_of[c] for c in prov["cities"]])
    return data


def cmd_difficulty(write: bool) -> int:
    data = difficulty_table()
    province_of = {c: p["id"] for p in data["provinces"] for c in p["cities"]}
    print(f"{'city':<12} {'province':<10} {'lines':<22} {'P centre':>8} {'P opp.':>7} vp")
    for city in data["cities"]:
        lines = ", ".join(_parse_line(r, DATA_FILE, city["id"]).label() for r in city["lines"])
        print(f"{city['id']:<12} {province_of[city['id']]:<10} {lines:<22} "
              f"{city['p_centre']:>8.4f} {city['p_opponent']:>7.4f} {city['vp']}")
    for prov in data["provinces"]:
        print(f"province {prov['id']:<10} cities {len(prov['cities'])} bonus {prov['bonus']}")
    if write:
        DATA_FILE.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"written {DATA_FILE}")
    return 0


def cmd_timing(games: int) -> int:
    from game.core.bots import make_bot
    from game.core.protocol import GameConfig
    from game.registry import get_rules

    rules = get_rules("conquest")
    times: list[float] = []
    for g in range(games):
        state = rules.new_state(GameConfig("conquest", 2, 1000 + g))
        bots = [make_bot("conquest", "hard", s, g * 7 + s) for s in range(2)]
        while rules.to_move(state):
            seat = rules.to_move(state)[0]
            view, legal = rules.view(state, seat), rules.legal_actions(state, seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view, legal)
            times.append(time.perf_counter() - t0)
            rules.submit(state, seat, action)
    times.sort()
    print(json.dumps({"decisions": len(times), "mean_ms": round(statistics.fmean(times) * 1000, 3),
                      "p95_ms": round(times[int(0.95 * len(times))] * 1000, 3),
                      "max_ms": round(times[-1] * 1000, 3)}))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.conquest.bench")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("difficulty")
    p.add_argument("--write", action="store_true")
    p = sub.add_parser("timing")
    p.add_argument("--games", type=int, default=20)
    args = parser.parse_args(argv)
    if args.command == "difficulty":
        return cmd_difficulty(args.write)
    return cmd_timing(args.games)


if __name__ == "__main__":
    sys.exit(main())
