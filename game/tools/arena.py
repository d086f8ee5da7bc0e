"""Bot levels against each other, seats rotated so turn order cancels out.

Bots play through the one bot driver (``game.core.runner``), the path the
window uses: same seat order, seeds, views and legality check.  A bot defect
(an illegal or crashing answer) ends that game and counts as an error.

``log_digest`` hashes every game's action log in order: bots think on a fixed
budget, so the same seed must give the same digest on any machine under any
load (``cap_hits`` counts decisions a bot's safety time cap cut short, the one
way that can fail).  ``decision_time`` is wall clock, what a player waits on
this machine at its load; ``decision_cpu`` is the thinking thread's CPU time,
what one decision costs on one core whatever else the machine runs.
"""

from __future__ import annotations

import hashlib
import json
import statistics
from typing import Any

from game.core.protocol import GameConfig, thaw
from game.core.runner import Answer, Driver
from game.registry import get_rules

MAX_ACTIONS = 50_000


def arena(
    game: str,
    seats: list[str],
    games: int,
    seed: int,
    variant: str | None = None,
    options: dict[str, Any] | None = None,
    progress: Any = None,
) -> dict[str, Any]:
    rules = get_rules(game)
    n = len(seats)  # player seats; automata (a solo opponent) play themselves
    wins: dict[str, float] = {level: 0.0 for level in seats}
    automaton = "automaton"
    if rules.automata(GameConfig(game, n, seed, variant, dict(options or {}))):
        wins[automaton] = 0.0
    times: dict[str, list[float]] = {level: [] for level in seats}
    cpu: dict[str, list[float]] = {level: [] for level in seats}
    errors: list[str] = []
    cap_hits: dict[str, int] = {level: 0 for level in seats}
    digest = hashlib.sha256()
    rules.warm()
    for g in range(games):
        shift = g % n
        lineup = seats[shift:] + seats[:shift]  # lineup[seat] = level
        game_seed = seed * 1_000_003 + g
        config = GameConfig(game, n, game_seed, variant, dict(options or {}))
        state = driver = None
        try:
            state = rules.new_state(config)
            driver = Driver.for_levels(rules, config, dict(enumerate(lineup)))

            def timed(move: Answer, lineup: list[str] = lineup) -> None:
                if move.seat < n:                # an automaton's step is no bot's decision
                    times[lineup[move.seat]].append(move.seconds)
                    cpu[lineup[move.seat]].append(move.cpu)

            driver.play(state, MAX_ACTIONS, timed)
            if not rules.is_over(state):
                raise RuntimeError(f"seats {rules.to_move(state)} owe a decision but have no bot")
            result = rules.result(state)
            for w in result.winners:
                wins[lineup[w] if w < n else automaton] += 1 / len(result.winners)
        except Exception as exc:  # noqa: BLE001 - reported, not fatal
            errors.append(f"game {g} (seed {game_seed}): {type(exc).__name__}: {exc}")
        digest.update(json.dumps([g, thaw(state.log) if state else None]).encode() + b"\n")
        for seat, bot in (driver.players.items() if driver else ()):
            cap_hits[lineup[seat]] += getattr(bot, "cap_hits", 0)
        if progress:
            progress(g + 1, games)

    def stats(values: list[float]) -> dict[str, float]:
        if not values:
            return {"mean": 0.0, "p95": 0.0, "max": 0.0}
        ordered = sorted(values)
        return {
            "mean": round(statistics.fmean(ordered), 5),
            "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 5),
            "max": round(ordered[-1], 5),
        }

    return {
        "game": game,
        "seats": seats,
        "games": games,
        "win_rates": {level: round(w / max(games, 1), 4) for level, w in wins.items()},
        "decision_time": {level: stats(v) for level, v in times.items()},
        "decision_cpu": {level: stats(v) for level, v in cpu.items()},
        "cap_hits": cap_hits,
        "log_digest": digest.hexdigest(),
        "errors": len(errors),
        "error_details": errors[:20],
    }
