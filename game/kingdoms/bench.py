"""Engine speed benchmark: ``python -m game.kingdoms.bench [players] [games]``.

Runs the same random games as ``python -m game simulate --game kingdoms
--no-check`` and with checks, and prints applied actions per second both by
wall clock (what ``simulate`` reports) and by this process's CPU time (the
single-core figure, unaffected by other programs sharing the machine).  The
one-off load of maps and content is left out of both.  Every game side by
side with catanatron: ``python -m game.tools.speed``.
"""

from __future__ import annotations

import json
import sys
import time

from game.registry import get_rules
from game.tools.simulate import simulate


def bench(players: int = 4, games: int = 300, seed: int = 1) -> dict[str, object]:
    # Maps and content load on first use: load them now, outside the timing
    # (``simulate`` warms the rules too, but inside the clock of the first run).
    get_rules("kingdoms").warm()
    out: dict[str, object] = {"players": players, "games": games}
    for check in (False, True):
        started = time.process_time()
        report = simulate("kingdoms", players, games, seed, check=check)
        cpu = max(time.process_time() - started, 1e-9)
        actions = report["mean_actions"] * games
        key = "checked" if check else "raw"
        out[key] = {"wall_actions_per_second": report["actions_per_second"],
                    "cpu_actions_per_second": round(actions / cpu),
                    "mean_actions": report["mean_actions"], "errors": report["errors"]}
    return out


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    print(json.dumps(bench(*args)))
