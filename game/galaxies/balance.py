"""Galaxies balance report: self-play figures written to docs/balance/galaxies.md.

    python -m game.galaxies.balance [--games 400] [--solo-games 200] [--level normal]
        [--solo-level hard] [--seed 1] [--jobs 2] [--out docs/balance/galaxies.md]

* 4-player self-play of ``--level`` bots: each seat's win rate (a shared win
  counts as a fraction), how often each mission is kept, achieved and won
  with, and the mean game length in rounds;
* solo: ``--solo-level`` against each hostile galaxy: the human's win rate,
  how the hostile galaxy won (21 VP or the skull) and the mean length.

The report is written between the ``balance:begin`` / ``balance:end`` markers
of the output file; the rest of the file (the tuning log) is kept.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.galaxies.rules import RULES
from game.galaxies.scoring import award

REPORT = Path(__file__).resolve().parents[2] / "docs" / "balance" / "galaxies.md"
BEGIN, END = "<!-- balance:begin -->", "<!-- balance:end -->"


def play_one(args: tuple[int, int, str, str | None]) -> dict[str, Any]:
    seed, players, level, variant = args
    config = GameConfig("galaxies", players, seed, variant)
    st = RULES.new_state(config)
    Driver.for_levels(RULES, config, dict.fromkeys(range(players), level)).play(st)   # the window's bot path
    winners = RULES.result(st).winners
    missions = []
    for s in range(st.n):
        kept = st.kept[s]
        if kept:
            missions.append((kept, award(st, s, RULES.content.mission(kept)) > 0, s in winners))
    how = next((e.args["how"] for e in st.events if e.kind == "solo_win"), None)
    return {"winners": winners, "share": [1 / len(winners) if s in winners else 0.0 for s in range(st.seats)],
            "rounds": st.round_no, "missions": missions, "how": how}


def run(games: int, solo_games: int, seed: int, level: str, solo_level: str, jobs: int) -> dict[str, Any]:
    tasks: list[tuple[int, int, str, str | None]] = [(seed * 1_000_003 + g, 4, level, None) for g in range(games)]
    for d in range(1, 6):
        tasks += [(seed * 1_000_003 + 50_000 * d + g, 1, solo_level, f"hostile{d}") for g in range(solo_games)]
    t0 = time.perf_counter()
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_one, tasks, chunksize=4)
    else:
        results = [play_one(t) for t in tasks]
    four, solo = results[:games], results[games:]
    return {"four": four, "solo": [solo[i * solo_games:(i + 1) * solo_games] for i in range(5)],
            "seconds": time.perf_counter() - t0}


def se(p: float, n: int) -> float:
    return math.sqrt(p * (1 - p) / n) if n else 0.0


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def report(data: dict[str, Any], args: argparse.Namespace) -> str:
    four = data["four"]
    n = len(four)
    lines = [f"Command: `python -m game.galaxies.balance --games {args.games} --solo-games {args.solo_games} "
             f"--seed {args.seed} --level {args.level} --solo-level {args.solo_level}`", ""]
    if n:
        lines += [f"### Four players ({n} games, all seats `{args.level}`)", "",
                  "| Seat | Win rate | ± |", "|---|---:|---:|"]
        for s in range(4):
            p = sum(r["share"][s] for r in four) / n
            lines.append(f"| {s} | {100 * p:.1f}% | {100 * se(p, n):.1f}% |")
        rounds = sum(r["rounds"] for r in four) / n
        lines += ["", f"Mean game length: {rounds:.1f} rounds.", "",
                  "| Mission | Kept | Achieved | Holder won |", "|---|---:|---:|---:|"]
        for m in RULES.content.missions:
            rows = [x for r in four for x in r["missions"] if x[0] == m.id]
            k = len(rows)
            ach = sum(1 for x in rows if x[1])
            won = sum(1 for x in rows if x[2])
            lines.append(f"| {m.id} {m.name} | {k} | {_pct(ach, k)} | {_pct(won, k)} |")
    solo = data["solo"]
    if solo and solo[0]:
        lines += ["", f"### Solo (`{args.solo_level}` against each hostile galaxy, {len(solo[0])} games each)", "",
                  "| Hostile | Difficulty | Human wins | ± | Hostile by 21 VP | Hostile by skull | Mean rounds |",
                  "|---|---:|---:|---:|---:|---:|---:|"]
        for d, games in enumerate(solo, start=1):
            k = len(games)
            p = sum(1 for r in games if 0 in r["winners"]) / k
            vp = sum(1 for r in games if 1 in r["winners"] and r["how"] == "vp") / k
            skull = sum(1 for r in games if r["how"] == "skull") / k
            rounds = sum(r["rounds"] for r in games) / k
            name = RULES.content.hostile(d).name
            lines.append(f"| {name} | {d} | {100 * p:.1f}% | {100 * se(p, k):.1f}% | {100 * vp:.1f}% | "
                         f"{100 * skull:.1f}% | {rounds:.1f} |")
    lines += ["", f"({data['seconds']:.0f} s.)"]
    return "\n".join(lines)


def write(text: str, out: Path) -> None:
    if out.exists():
        old = out.read_text(encoding="utf-8")
        if BEGIN in old and END in old:
            head, rest = old.split(BEGIN, 1)
            tail = rest.split(END, 1)[1]
            out.write_text(f"{head}{BEGIN}\n{text}\n{END}{tail}", encoding="utf-8")
            return
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(f"# Galaxies balance\n\n{BEGIN}\n{text}\n{END}\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.galaxies.balance")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--solo-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--solo-level", default="hard")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", default=str(REPORT), help="report file, or - to print only")
    args = parser.parse_args(argv)
    text = report(run(args.games, args.solo_games, args.seed, args.level, args.solo_level, args.jobs), args)
    if args.out == "-":
        print(text)
    else:
        write(text, Path(args.out))
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
