"""Count the Kingdoms bots' wasteful habits over games played through the bot driver.

``python -m game.kingdoms.habits --seats hard,normal --games 60 --seed 1`` plays
the same games as ``arena`` with the same arguments (same seeds, seats rotated
the same way, the same driver) and reports, per level, besides the win rates:

* ``select_then_nothing``: turns where the seat selected an action, could carry it
  out, and then played "nothing" (issue 33: selecting Build with ore enough and
  declining it hands every other seat the action for free; some are forced, as
  five of the six actions must be selected before the shields clear, so
  ``of_which_build_research_expand`` counts the plainly wasteful ones);
* ``same_meeple_moves``: patrol and quest moves by the meeple the seat moved last
  time, out of ``moves`` (tempo spent on one meeple while others stand still);
* ``wins_by_seat``: the level's wins in each seat (a seat asymmetry shows here);
* ``decision_cpu_p95`` and ``_mean``: the thinking thread's CPU seconds per decision.

A measuring tool, like ``arena``; the test suite pins the follow-through on
built positions instead (``tests/kingdoms/test_bots.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.registry import get_rules

EXECUTIONS = ("patrol", "quest", "stand", "build", "research", "expand", "trade")


def count(seats: list[str], games: int, seed: int, progress: bool = True) -> dict[str, Any]:
    rules = get_rules("kingdoms")
    n = len(seats)
    rules.warm()
    zero = {"selects": 0, "select_then_nothing": 0, "of_which_build_research_expand": 0, "moves": 0, "same_meeple_moves": 0, "wins": 0.0}
    per: dict[str, dict[str, Any]] = {level: dict(zero, wins_by_seat=[0.0] * n) for level in seats}
    cpu: dict[str, list[float]] = {level: [] for level in seats}
    for g in range(games):
        shift = g % n
        lineup = seats[shift:] + seats[:shift]
        config = GameConfig("kingdoms", n, seed * 1_000_003 + g, None, {})
        state = rules.new_state(config)
        driver = Driver.for_levels(rules, config, dict(enumerate(lineup)))
        selected: dict[int, str] = {}
        last_mover: dict[int, int] = {}
        while (seat := driver.next_seat(state)) is not None:
            s: Any = state
            acting_first = s.dec == "act" and seat == s.active and s.act_idx == 0
            could = acting_first and any(a[0] in EXECUTIONS for a in s.legal)
            move = driver.step(state)
            assert move is not None
            c = per[lineup[seat]]
            cpu[lineup[seat]].append(move.cpu)
            action = move.action
            if action[0] == "select":
                c["selects"] += 1
                selected[seat] = action[1]
            elif acting_first and selected.pop(seat, "") and could and action[0] == "nothing":
                c["select_then_nothing"] += 1
                c["of_which_build_research_expand"] += s.act_action in ("build", "research", "expand")
            if action[0] in ("patrol", "quest"):
                c["moves"] += 1
                c["same_meeple_moves"] += last_mover.get(seat) == action[1]
                last_mover[seat] = action[1]
        winners = rules.result(state).winners
        for w in winners:
            per[lineup[w]]["wins"] += 1 / len(winners)
            per[lineup[w]]["wins_by_seat"][w] += 1 / len(winners)
        if progress:
            print(f"habits: {g + 1}/{games} games", file=sys.stderr)
    for level, c in per.items():
        c["win_rate"] = round(c.pop("wins") / max(games, 1), 4)
        times = sorted(cpu[level]) or [0.0]
        c["decision_cpu_p95"] = round(times[min(len(times) - 1, int(0.95 * len(times)))], 4)
        c["decision_cpu_mean"] = round(sum(times) / len(times), 4)
    return {"seats": seats, "games": games, "seed": seed, "levels": per}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", default="hard,normal")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(json.dumps(count(args.seats.split(","), args.games, args.seed), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
