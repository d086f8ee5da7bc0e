"""Heavy Chronicles measurements, kept out of the test suite.

    python -m game.chronicles.bench speed [--players 4] [--games 300]
        Raw engine speed on one core: random games (sampled commits), no
        invariant checks; games per second and actions per second.
    python -m game.chronicles.bench timing [--level hard] [--games 4] [--players 4]
        Bot decision times over self-play games (mean, p95, max).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from game.chronicles.bots import BOTS
from game.chronicles.rules import RULES
from game.core.protocol import GameConfig


def speed(players: int, games: int, seed: int = 1) -> dict:
    RULES.warm()
    actions = 0
    started = time.perf_counter()
    for g in range(games):
        state = RULES.new_state(GameConfig("chronicles", players, seed * 1_000_003 + g))
        rng = random.Random(g)
        while not state.over:
            seats = RULES.to_move(state)
            seat = seats[rng.randrange(len(seats))]
            action = RULES.sample_action(state, seat, rng)
            if action is None:
                raise RuntimeError(f"seat {seat} owes a decision but has no legal action")
            RULES.apply(state, seat, action)
            actions += 1
        assert state.round == 4
    elapsed = time.perf_counter() - started
    return {"players": players, "games": games, "seconds": round(elapsed, 3),
            "games_per_second": round(games / elapsed, 1), "actions_per_second": round(actions / elapsed)}


def timing(level: str, games: int, players: int, seed: int = 1) -> dict:
    times: list[float] = []
    for g in range(games):
        state = RULES.new_state(GameConfig("chronicles", players, seed * 7919 + g))
        bots = [BOTS[level](s, g * 31 + s) for s in range(players)]
        while not state.over:
            chosen = []
            for s in RULES.to_move(state):
                t0 = time.perf_counter()
                chosen.append((s, bots[s].choose(RULES.view(state, s), RULES.legal_actions(state, s))))
                times.append(time.perf_counter() - t0)
            for s, a in chosen:
                RULES.submit(state, s, a)
    ordered = sorted(times)
    return {"level": level, "decisions": len(times), "mean": round(statistics.fmean(ordered), 5),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 5), "max": round(ordered[-1], 5)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.chronicles.bench")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("speed")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=300)
    p = sub.add_parser("timing")
    p.add_argument("--level", default="hard", choices=sorted(BOTS))
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--players", type=int, default=4)
    args = parser.parse_args(argv)
    if args.command == "speed":
        print(speed(args.players, args.games))
    else:
        print(timing(args.level, args.games, args.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
