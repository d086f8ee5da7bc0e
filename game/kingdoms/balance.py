"""Faction balance: 4-player self-play of one bot level, factions dealt at random.

    python -m game.kingdoms.balance --games 2000 --seed 1 [--level normal]
        [--variant exploration] [--jobs 2] [--out docs/balance/kingdoms.md]

Plays ``--games`` games (seats all at ``--level``), records each faction's
games and wins (a shared win counts as a fraction) and writes the table
between the ``balance:begin`` / ``balance:end`` markers of the report file,
keeping the rest of the file (the change log) as it is.  The fair share of
a 4-player game is 25%; the target band is 17%-33%.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from game.core.protocol import GameConfig
from game.core.runner import Driver
from game.kingdoms.content import load_content
from game.registry import get_rules

REPORT = Path(__file__).resolve().parents[2] / "docs" / "balance" / "kingdoms.md"
BEGIN, END = "<!-- balance:begin -->", "<!-- balance:end -->"
LOW, HIGH = 0.17, 0.33
PLAYERS = 4


def play_one(args: tuple[int, str, str | None]) -> tuple[list[str], list[float]]:
    """One self-play game: the factions by seat and each seat's share of the win."""
    seed, level, variant = args
    rules = get_rules("kingdoms")
    config = GameConfig("kingdoms", PLAYERS, seed, variant, {})
    state = rules.new_state(config)
    Driver.for_levels(rules, config, dict.fromkeys(range(PLAYERS), level)).play(state)   # the window's bot path
    result = rules.result(state)
    share = [0.0] * PLAYERS
    for w in result.winners:
        share[w] = 1.0 / len(result.winners)
    return list(state.factions), share


def run(games: int, seed: int, level: str = "normal", variant: str | None = None, jobs: int = 1,
        progress: bool = False) -> dict[str, Any]:
    played: dict[str, int] = {f: 0 for f in load_content().factions}
    won: dict[str, float] = {f: 0.0 for f in played}
    tasks = [(seed * 1_000_003 + g, level, variant) for g in range(games)]
    t0 = time.perf_counter()
    if jobs > 1:
        with Pool(jobs) as pool:
            outcomes = pool.imap_unordered(play_one, tasks, chunksize=8)
            results = list(_tick(outcomes, games, progress))
    else:
        results = list(_tick(map(play_one, tasks), games, progress))
    for factions, share in results:
        for f, w in zip(factions, share, strict=True):
            played[f] += 1
            won[f] += w
    return {"games": games, "seed": seed, "level": level, "variant": variant,
            "seconds": round(time.perf_counter() - t0, 1),
            "factions": {f: {"games": played[f], "wins": round(won[f], 2),
                             "win_rate": round(won[f] / played[f], 4) if played[f] else 0.0} for f in played}}


def _tick(items: Any, total: int, progress: bool) -> Any:
    for k, item in enumerate(items, 1):
        if progress and k % 100 == 0:
            print(f"{k}/{total}", file=sys.stderr, flush=True)
        yield item


def table(report: dict[str, Any]) -> str:
    names = {f: c.name for f, c in load_content().factions.items()}
    rows = sorted(report["factions"].items(), key=lambda kv: -kv[1]["win_rate"])
    variant = report["variant"] or "base game"
    lines = [
        f"Command: `python -m game.kingdoms.balance --games {report['games']} --seed {report['seed']}"
        + (f" --level {report['level']}" if report["level"] != "normal" else "")
        + (f" --variant {report['variant']}" if report["variant"] else "") + "`",
        "",
        f"{report['games']} four-player games, all seats `{report['level']}` bots, factions dealt at random, "
        f"{variant}. Fair share 25%, target band {LOW:.0%}-{HIGH:.0%}; "
        "± is one binomial standard error.",
        "",
        "| Faction | Games | Wins | Win rate | ± | In band |",
        "|---|---:|---:|---:|---:|:---:|",
    ]
    for f, row in rows:
        g, rate = row["games"], row["win_rate"]
        se = math.sqrt(rate * (1 - rate) / g) if g else 0.0
        ok = "yes" if LOW <= rate <= HIGH else "**no**"
        lines.append(f"| {names.get(f, f)} (`{f}`) | {g} | {row['wins']:g} | {rate:.1%} | {se:.1%} | {ok} |")
    return "\n".join(lines)


def write_report(report: dict[str, Any], path: Path = REPORT) -> None:
    block = f"{BEGIN}\n{table(report)}\n{END}"
    if path.exists():
        text = path.read_text(encoding="utf-8")
        if BEGIN in text and END in text:
            head, rest = text.split(BEGIN, 1)
            tail = rest.split(END, 1)[1]
            path.write_text(head + block + tail, encoding="utf-8")
            return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"# Kingdoms faction balance\n\n{block}\n\n## Changes\n\n(none yet)\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.kingdoms.balance", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--variant", default=None)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=str(REPORT), help="report file ('-' prints the table only)")
    ap.add_argument("--json", action="store_true", help="also print the raw figures as JSON")
    args = ap.parse_args(argv)
    report = run(args.games, args.seed, args.level, args.variant, args.jobs, progress=True)
    if args.json:
        print(json.dumps(report))
    if args.out == "-":
        print(table(report))
    else:
        write_report(report, Path(args.out))
        print(table(report))
    bad = [f for f, r in report["factions"].items() if not LOW <= r["win_rate"] <= HIGH]
    return 0 if not bad else 2


if __name__ == "__main__":
    sys.exit(main())
