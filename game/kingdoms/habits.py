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
* ``lowering_moves``: moves after which the seat's position is worth less by
  ``evaluate.values`` (income, capitals, VP on the board), wars left aside;
* ``left_then_entered``: moves that left a region empty of the seat's meeples
  which a rival's very next move entered (tempo handed over);
* ``idle_meeples``: meeples on the board at the end that never moved all game,
  while the seat moved another one five times or more;
* ``wins_by_seat``: the level's wins in each seat (a seat asymmetry shows here);
* ``decision_cpu_p95`` and ``_mean``: the thinking thread's CPU seconds per decision.

A 200-game run fits a shared machine in pieces: ``--first K --games N --raw``
plays games K..K+N-1 of the same sequence, and ``--merge a.json b.json`` adds
the pieces up (CPU percentiles over every decision).

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
from game.kingdoms.ai.evaluate import values
from game.kingdoms.state import MEEPLES
from game.registry import get_rules

EXECUTIONS = ("patrol", "quest", "stand", "build", "research", "expand", "trade")


def count(seats: list[str], games: int, seed: int, progress: bool = True, first: int = 0,
          raw: bool = False) -> dict[str, Any]:
    """Games ``first`` .. ``first + games - 1`` of arena's sequence for these seats and seed
    (a long run can be played in pieces: ``raw`` adds each level's decision CPU times, so
    the pieces' percentiles can be merged, and each game's lineup and winners)."""
    rules = get_rules("kingdoms")
    n = len(seats)
    rules.warm()
    zero = {"selects": 0, "select_then_nothing": 0, "of_which_build_research_expand": 0, "moves": 0,
            "same_meeple_moves": 0, "lowering_moves": 0, "left_then_entered": 0, "idle_meeples": 0, "wins": 0.0}
    per: dict[str, dict[str, Any]] = {level: dict(zero, wins_by_seat=[0.0] * n) for level in seats}
    cpu: dict[str, list[float]] = {level: [] for level in seats}
    played: list[list[Any]] = []                # [game index, lineup, winners' seats]
    for g in range(first, first + games):
        shift = g % n
        lineup = seats[shift:] + seats[:shift]
        config = GameConfig("kingdoms", n, seed * 1_000_003 + g, None, {})
        state = rules.new_state(config)
        driver = Driver.for_levels(rules, config, dict(enumerate(lineup)))
        selected: dict[int, str] = {}
        last_mover: dict[int, int] = {}
        moved: dict[int, int] = {}                  # meeple -> times moved
        left: tuple[int, int] | None = None         # (seat, region) its last move left empty
        while (seat := driver.next_seat(state)) is not None:
            s: Any = state
            acting_first = s.dec == "act" and seat == s.active and s.act_idx == 0
            could = acting_first and any(a[0] in EXECUTIONS for a in s.legal)
            before = values(s)[seat] if s.dec == "act" else 0.0
            regions = list(s.m_region)
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
                moved[action[1]] = moved.get(action[1], 0) + 1
                if left is not None and left[0] != seat and action[2] == left[1]:
                    per[lineup[left[0]]]["left_then_entered"] += 1
                origin = regions[action[1]]
                left = None
                if origin >= 0 and not any(s.m_owner[j] == seat for j in s.reg[origin]):
                    left = (seat, origin)
                if s.dec in (None, "select", "act") and values(s)[seat] < before - 0.05:
                    c["lowering_moves"] += 1
        for p, level in enumerate(lineup):
            mine = range(p * MEEPLES, (p + 1) * MEEPLES)
            if max((moved.get(i, 0) for i in mine), default=0) >= 5:
                per[level]["idle_meeples"] += sum(1 for i in mine if state.m_region[i] >= 0 and i not in moved)
        winners = rules.result(state).winners
        played.append([g, lineup, list(winners)])
        for w in winners:
            per[lineup[w]]["wins"] += 1 / len(winners)
            per[lineup[w]]["wins_by_seat"][w] += 1 / len(winners)
        if progress:
            print(f"habits: {g + 1 - first}/{games} games", file=sys.stderr)
    for level, c in per.items():
        c["win_rate"] = round(c.pop("wins") / max(games, 1), 4)
        times = sorted(cpu[level]) or [0.0]
        c["decision_cpu_p95"] = round(times[min(len(times) - 1, int(0.95 * len(times)))], 4)
        c["decision_cpu_mean"] = round(sum(times) / len(times), 4)
        if raw:
            c["decision_cpu"] = [round(x, 4) for x in cpu[level]]
    out = {"seats": seats, "games": games, "first": first, "seed": seed, "levels": per}
    if raw:
        out["played"] = played
    return out


def merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One report from pieces played with ``raw`` (counts added, CPU percentiles over all)."""
    first = parts[0]
    games = sum(p["games"] for p in parts)
    per: dict[str, dict[str, Any]] = {}
    for level in first["levels"]:
        rows = [p["levels"][level] for p in parts]
        c: dict[str, Any] = {k: sum(r[k] for r in rows) for k, v in rows[0].items()
                             if isinstance(v, int) and not isinstance(v, bool)}
        c["wins_by_seat"] = [round(sum(r["wins_by_seat"][i] for r in rows), 2) for i in range(len(first["seats"]))]
        c["win_rate"] = round(sum(r["win_rate"] * p["games"] for r, p in zip(rows, parts, strict=True)) / games, 4)
        times = sorted(x for r in rows for x in r["decision_cpu"]) or [0.0]
        c["decision_cpu_p95"] = times[min(len(times) - 1, int(0.95 * len(times)))]
        c["decision_cpu_mean"] = round(sum(times) / len(times), 4)
        c["decision_cpu_max"] = times[-1]
        c["decisions"] = len(times)
        per[level] = c
    ranges = sorted((p["first"], p["first"] + p["games"] - 1) for p in parts)
    return {"seats": first["seats"], "games": games, "seed": first["seed"], "pieces": ranges, "levels": per}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", default="hard,normal")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="index of the first game in arena's sequence")
    ap.add_argument("--raw", action="store_true", help="add every decision's CPU time")
    ap.add_argument("--merge", nargs="+", metavar="JSON", help="merge pieces played with --raw")
    args = ap.parse_args(argv)
    if args.merge:
        parts = [json.loads(open(f, encoding="utf-8").read()) for f in args.merge]
        print(json.dumps(merge(parts), indent=1))
        return 0
    print(json.dumps(count(args.seats.split(","), args.games, args.seed, first=args.first, raw=args.raw)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
