"""Engine speed of every registered game beside catanatron's, in one run.

    nice -n 10 python -m game.tools.speed [--seconds 8] [--rounds 4] [--seed 1]
        [--out docs/balance/speed.md] [--json]

Each game plays random legal moves with the engine alone, as a bot's search
does: ``to_move``, the rules' ``sample_action`` (uniform over kinds, then over
the actions of the kind) and ``apply``, events muted, no invariant checks, 4
players where the game allows them.  Beside it, each game's row gives the same
random games played as ``simulate --no-check`` plays them: through the bot
driver (``game.core.runner``: who is asked, the sampler's answer, the submit)
and with every action logged, still unchecked.
catanatron 3.2.1 plays four ``RandomPlayer`` s with its own ``Game.play``.  Figures are per CPU
second of this process (``time.process_time``), not wall clock, so another
program on the other core changes them little; the engines take turns in
``--rounds`` slices so a slow patch of the machine hits them all alike.

The table goes between the ``speed:begin`` / ``speed:end`` markers of
``--out`` (``-`` prints it only).  catanatron is not a dependency of the game:
``pip install -e ".[bench]"`` brings it (``--no-catanatron`` leaves it out).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.protocol import GameConfig, Rules
from game.core.runner import Driver
from game.registry import GAMES, get_rules
from game.tools.simulate import MAX_ACTIONS, play_game

BEGIN, END = "<!-- speed:begin -->", "<!-- speed:end -->"
DEFAULT_OUT = Path(__file__).resolve().parents[2] / "docs" / "balance" / "speed.md"
CATANATRON = "catanatron"
INSTALL_HINT = ('catanatron is not installed; install the benchmark extra with\n'
                '    .venv/bin/pip install -e ".[bench]"\n'
                'or run with --no-catanatron')
# Games per batch: whole games only, small enough that a batch never overshoots a slice much.
BATCH = {CATANATRON: 1}
DRIVER = "simulate:"        # the key prefix of a game's run through the bot driver
DEFAULT_BATCH = 5


@dataclass
class Tally:
    """What one engine did: games, actions and the CPU seconds they took."""

    name: str
    players: int
    games: int = 0
    actions: int = 0
    cpu: float = 0.0
    errors: int = 0
    game: str = ""          # the rules played (default: ``name``)

    def as_json(self) -> dict[str, Any]:
        cpu = max(self.cpu, 1e-9)
        return {"engine": self.name, "players": self.players, "games": self.games,
                "actions": self.actions, "cpu_seconds": round(self.cpu, 3),
                "mean_actions": round(self.actions / max(self.games, 1), 1),
                "actions_per_cpu_second": round(self.actions / cpu),
                "games_per_cpu_second": round(self.games / cpu, 2), "errors": self.errors}


def players_for(game: str) -> int:
    """Four players where the game allows them, else the nearest count it does."""
    rules = get_rules(game)
    return min(max(4, rules.min_players), rules.max_players)


def playout(rules: Rules, config: GameConfig, rng: random.Random) -> tuple[int, bool]:
    """One random game by the engine alone: (actions played, whether it ended well)."""
    state = rules.new_state(config)
    state.mute_events = True
    n = 0
    while seats := rules.to_move(state):
        seat = seats[0]  # the seat the bot driver asks first
        action = rules.sample_action(state, seat, rng)
        if action is None or n >= MAX_ACTIONS:
            return n, False
        rules.apply(state, seat, action)
        n += 1
    return n, rules.is_over(state)


def _run_game_batch(tally: Tally, seed: int, games: int) -> None:
    rules = get_rules(tally.game or tally.name)
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        config = GameConfig(tally.name, tally.players, game_seed)
        actions, ok = playout(rules, config, random.Random(game_seed ^ 0x5EED))
        tally.games += 1
        tally.actions += actions
        tally.errors += not ok


def _run_driver_batch(tally: Tally, seed: int, games: int) -> None:
    """The same games as ``_run_game_batch``, played as ``simulate --no-check`` plays them."""
    rules = get_rules(tally.game)
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        config = GameConfig(tally.game, tally.players, game_seed)
        state = rules.new_state(config)
        state.mute_events = True
        actions, problem = play_game(rules, state, Driver.sampling(rules, config, random.Random(game_seed ^ 0x5EED)), False)
        tally.games += 1
        tally.actions += actions
        tally.errors += problem is not None


def _catanatron_game(seed: int) -> int:
    from catanatron import Color, Game, RandomPlayer

    players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)]
    game = Game(players, seed=seed)
    game.play()
    return len(game.state.actions)


def _run_catanatron_batch(tally: Tally, seed: int, games: int) -> None:
    for g in range(games):
        tally.actions += _catanatron_game(seed * 1_000_003 + g + 1)
        tally.games += 1


def catanatron_version() -> str | None:
    """The installed catanatron's version, or None when it is missing."""
    try:
        from importlib.metadata import PackageNotFoundError, version
        return version(CATANATRON)
    except PackageNotFoundError:
        return None


def measure(seconds: float, rounds: int, seed: int, with_catanatron: bool = True,
            games: list[str] | None = None) -> dict[str, Any]:
    """CPU-timed random games of every engine, ``seconds`` of CPU each, in ``rounds`` turns."""
    names = list(games or GAMES)
    tallies = {name: Tally(name, players_for(name)) for name in names}
    runners = {name: _run_game_batch for name in names}
    for name in names:
        tallies[DRIVER + name] = Tally(DRIVER + name, players_for(name), game=name)
        runners[DRIVER + name] = _run_driver_batch
    if with_catanatron:
        tallies[CATANATRON] = Tally(CATANATRON, 4)
        runners[CATANATRON] = _run_catanatron_batch
        _catanatron_game(0)  # imports and first-use set-up stay out of the timing
    for name in names:
        get_rules(name).warm()  # content and maps load once, outside the timing
    batch_no = {name: 0 for name in tallies}
    for r in range(rounds):
        for name, tally in tallies.items():
            budget = seconds * (r + 1) / rounds
            while tally.cpu < budget:
                size = BATCH.get(name, DEFAULT_BATCH)
                started = time.process_time()
                runners[name](tally, seed * 10_007 + batch_no[name], size)
                tally.cpu += time.process_time() - started
                batch_no[name] += 1
    report: dict[str, Any] = {
        "seconds": seconds, "rounds": rounds, "seed": seed,
        "python": platform.python_version(), "machine": platform.machine(),
        "catanatron": catanatron_version() if with_catanatron else None,
        "engines": [t.as_json() for k, t in tallies.items() if not k.startswith(DRIVER)],
    }
    for e in report["engines"]:
        if e["engine"] != CATANATRON:
            e["driver"] = tallies[DRIVER + e["engine"]].as_json()
    base = next((e for e in report["engines"] if e["engine"] == CATANATRON), None)
    if base:
        for e in report["engines"]:
            e["actions_vs_catanatron"] = round(e["actions_per_cpu_second"] / base["actions_per_cpu_second"], 2)
            e["games_vs_catanatron"] = round(e["games_per_cpu_second"] / base["games_per_cpu_second"], 2)
            if "driver" in e:
                e["driver"]["actions_vs_catanatron"] = round(
                    e["driver"]["actions_per_cpu_second"] / base["actions_per_cpu_second"], 2)
    return report


def command_line(args: argparse.Namespace) -> str:
    parts = ["nice -n 10 python -m game.tools.speed", f"--seconds {args.seconds:g}",
             f"--rounds {args.rounds}", f"--seed {args.seed}"]
    return " ".join(parts)


def table(report: dict[str, Any], command: str) -> str:
    has_base = any(e["engine"] == CATANATRON for e in report["engines"])
    lines = [f"Command: `{command}`", "",
             f"Random legal moves, CPU time of one process (Python {report['python']}, "
             f"{report['machine']}; {report['seconds']:g} CPU s per engine in {report['rounds']} turns"
             + (f"; catanatron {report['catanatron']}, four `RandomPlayer`s" if has_base else "") + ").",
             ""]
    head = "| Engine | Players | Games | Actions/game | Actions per CPU s | Games per CPU s |"
    rule = "|---|---:|---:|---:|---:|---:|"
    if has_base:
        head += " Actions × catanatron | Games × catanatron |"
        rule += "---:|---:|"
    has_driver = any("driver" in e for e in report["engines"])
    if has_driver:
        head += " `simulate --no-check` actions per CPU s |" + (" × catanatron |" if has_base else "")
        rule += "---:|" + ("---:|" if has_base else "")
    lines += [head, rule]
    for e in report["engines"]:
        row = (f"| {e['engine']} | {e['players']} | {e['games']:,} | {e['mean_actions']:,.1f} | "
               f"{e['actions_per_cpu_second']:,} | {e['games_per_cpu_second']:,.2f} |")
        if has_base:
            row += f" {e['actions_vs_catanatron']:.2f} | {e['games_vs_catanatron']:.2f} |"
        if has_driver:
            d = e.get("driver")
            row += f" {d['actions_per_cpu_second']:,} |" if d else " |"
            if has_base:
                row += f" {d['actions_vs_catanatron']:.2f} |" if d else " |"
        lines.append(row)
    return "\n".join(lines)


def write_report(path: Path, block: str) -> None:
    """Replace the marked block in ``path`` (made with a title if it is missing)."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Engine speed\n\n"
    block = f"{BEGIN}\n{block}\n{END}"
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.speed", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="CPU seconds per engine (default 8)")
    parser.add_argument("--rounds", type=int, default=4, help="turns the engines take (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=list(GAMES), help="only this game (repeatable)")
    parser.add_argument("--no-catanatron", action="store_true", help="leave catanatron out")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help="report file to update, or - to print only")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    with_base = not args.no_catanatron
    if with_base and catanatron_version() is None:
        print(INSTALL_HINT, file=sys.stderr)
        return 2
    report = measure(args.seconds, max(1, args.rounds), args.seed, with_base, args.game)
    command = command_line(args)
    text = table(report, command)
    if args.json:
        print(json.dumps(report))
    else:
        print(text)
    if args.out != "-" and not args.game:
        write_report(Path(args.out), text)
    return 0 if all(e["errors"] == 0 and e.get("driver", {}).get("errors", 0) == 0
                    for e in report["engines"]) else 1


if __name__ == "__main__":
    sys.exit(main())
