"""Raw Galaxies speed, kept out of the test suite.

    python -m game.galaxies.bench speed [--players 4] [--games 200] [--seed 1]
        Random games without checks: actions per second of the engine alone
        (one core; random choices drawn with the protocol's ``sample_action``),
        per wall-clock second and per CPU second (the fair figure on a busy machine).
    python -m game.galaxies.bench timing [--level hard] [--games 10] [--players 2]
        Bot decision times in self-play (mean, p95, max in milliseconds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from game.core.bots import make_bot
from game.core.protocol import GameConfig
from game.galaxies.rules import RULES


def speed(players: int, games: int, seed: int) -> dict:
    RULES.warm()
    actions = 0
    t0 = time.perf_counter()
    c0 = time.process_time()
    for g in range(games):
        st = RULES.new_state(GameConfig("galaxies", players, seed * 1_000_003 + g))
        rng = random.Random(g)
        while True:
            seats = RULES.to_move(st)
            if not seats:
                break
            seat = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            action = RULES.sample_action(st, seat, rng)
            if action is None:
                raise RuntimeError(f"seat {seat} owes a decision but has no legal action")
            RULES.apply(st, seat, action)
            actions += 1
    took = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return {"players": players, "games": games, "actions": actions, "seconds": round(took, 2),
            "cpu_seconds": round(cpu, 2), "actions_per_second": round(actions / took),
            "actions_per_cpu_second": round(actions / cpu), "mean_actions": round(actions / games, 1)}


def timing(level: str, games: int, players: int) -> dict:
    times: list[float] = []
    for g in range(games):
        st = RULES.new_state(GameConfig("galaxies", players, 500 + g))
        bots = [make_bot("galaxies", level, s, g * 7 + s) for s in range(players)]
        while RULES.to_move(st):
            for seat in RULES.to_move(st):
                if seat in RULES.automata(st.config):        # the hostile galaxy's step: no bot decides it
                    RULES.submit(st, seat, RULES.automaton_step(st, seat))
                    continue
                view, legal = RULES.view(st, seat), RULES.legal_actions(st, seat)
                t = time.perf_counter()
                action = bots[seat].choose(view, legal)
                times.append(time.perf_counter() - t)
                RULES.submit(st, seat, action)
    times.sort()
    return {"level": level, "decisions": len(times), "mean_ms": round(statistics.fmean(times) * 1000, 3),
            "p95_ms": round(times[int(0.95 * len(times))] * 1000, 3), "max_ms": round(times[-1] * 1000, 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.galaxies.bench")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("speed")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p = sub.add_parser("timing")
    p.add_argument("--level", default="hard")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    if args.command == "speed":
        print(json.dumps(speed(args.players, args.games, args.seed)))
    else:
        print(json.dumps(timing(args.level, args.games, args.players)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
