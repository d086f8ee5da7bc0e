"""Bot levels against each other, seats rotated so turn order cancels out.

``log_digest`` hashes every game's action log in order: bots think on a fixed
budget, so the same seed must give the same digest on any machine under any
load (``cap_hits`` counts decisions a bot's safety time cap cut short, the one
way that can fail).
"""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from typing import Any

from game.core.bots import make_bot
from game.core.protocol import GameConfig, thaw
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
    errors: list[str] = []
    cap_hits: dict[str, int] = {level: 0 for level in seats}
    digest = hashlib.sha256()
    rules.warm()
    for g in range(games):
        shift = g % n
        lineup = seats[shift:] + seats[:shift]  # lineup[seat] = level
        game_seed = seed * 1_000_003 + g
        config = GameConfig(game, n, game_seed, variant, dict(options or {}))
        state = bots = None
        try:
            state = rules.new_state(config)
            bots = [make_bot(game, level, s, game_seed * 31 + s) for s, level in enumerate(lineup)]
            count = 0
            while True:
                to_move = rules.to_move(state)
                if not to_move:
                    break
                # Simultaneous decisions: every bot decides on the view from
                # before any of them is applied.
                chosen = []
                for seat in to_move:
                    view = rules.view(state, seat)
                    legal = rules.legal_actions(state, seat)
                    t0 = time.perf_counter()
                    action = bots[seat].choose(view, legal)
                    times[lineup[seat]].append(time.perf_counter() - t0)
                    chosen.append((seat, action))
                for seat, action in chosen:
                    rules.submit(state, seat, action)
                count += len(chosen)
                if count > MAX_ACTIONS:
                    raise RuntimeError("game did not end")
            result = rules.result(state)
            for w in result.winners:
                wins[lineup[w] if w < n else automaton] += 1 / len(result.winners)
        except Exception as exc:  # noqa: BLE001 - reported, not fatal
            errors.append(f"game {g} (seed {game_seed}): {type(exc).__name__}: {exc}")
        digest.update(json.dumps([g, thaw(state.log) if state else None]).encode() + b"\n")
        for s, bot in enumerate(bots or ()):
            cap_hits[lineup[s]] += bot.cap_hits
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
        "cap_hits": cap_hits,
        "log_digest": digest.hexdigest(),
        "errors": len(errors),
        "error_details": errors[:20],
    }
