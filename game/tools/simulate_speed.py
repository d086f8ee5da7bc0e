"""How fast ``simulate`` plays a game, by wall clock and by CPU time:

    nice -n 10 python -m game.tools.simulate_speed --game G [--players 4] [--games 300] [--seed 1]

Runs the same random games as ``python -m game simulate --game G --no-check``
and with checks, and prints applied actions per second both by wall clock
(what ``simulate`` reports) and by this process's CPU time (the single-core
figure, unaffected by other programs sharing the machine).  The one-off load
of maps and content (``Rules.warm``) is left out of both.  Every game's engine
alone, side by side with catanatron: ``python -m game.tools.speed``.
"""

from __future__ import annotations

import argparse
import json
import time

from game.registry import GAMES, get_rules
from game.tools.simulate import simulate


def bench(game: str, players: int = 4, games: int = 300, seed: int = 1) -> dict[str, object]:
    # Maps and content load on first use: load them now, outside the timing
    # (``simulate`` warms the rules too, but inside the clock of the first run).
    get_rules(game).warm()
    out: dict[str, object] = {"game": game, "players": players, "games": games}
    for check in (False, True):
        started = time.process_time()
        report = simulate(game, players, games, seed, check=check)
        cpu = max(time.process_time() - started, 1e-9)
        actions = report["mean_actions"] * games
        key = "checked" if check else "raw"
        out[key] = {"wall_actions_per_second": report["actions_per_second"],
                    "cpu_actions_per_second": round(actions / cpu),
                    "mean_actions": report["mean_actions"], "errors": report["errors"]}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.simulate_speed", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(bench(args.game, args.players, args.games, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
