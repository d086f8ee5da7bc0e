"""Random-legal-move games with invariants checked after every action."""

from __future__ import annotations

import random
import time
import traceback
from typing import Any

from game.core.protocol import GameConfig
from game.registry import get_rules

MAX_ACTIONS = 50_000  # a game longer than this counts as an error (it never ended)


def simulate(
    game: str,
    players: int,
    games: int,
    seed: int,
    variant: str | None = None,
    check: bool = True,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``games`` random games; returns the JSON report of DEVELOPERS.md.

    With ``check`` the rules' invariants run after every action and every
    action is validated against the legal list; without it, the figure is the
    raw engine speed.
    """
    rules = get_rules(game)
    probe = GameConfig(game, players, seed, variant, dict(options or {}))
    wins = [0.0] * rules.seat_count(probe)  # automata (a solo opponent) can win too
    errors: list[str] = []
    total_actions = 0
    rules.warm()
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        chooser = random.Random(game_seed ^ 0x5EED)
        config = GameConfig(game, players, game_seed, variant, dict(options or {}))
        try:
            state = rules.new_state(config)
            state.mute_events = True  # nobody reads a random game's log
            n = 0
            while True:
                seats = rules.to_move(state)
                if not seats:
                    break
                seat = seats[0] if len(seats) == 1 else seats[chooser.randrange(len(seats))]
                action = rules.sample_action(state, seat, chooser)
                if action is None:
                    errors.append(f"game {g} (seed {game_seed}): seat {seat} to move with no legal action")
                    break
                if check and not rules.is_legal(state, seat, action):
                    errors.append(f"game {g} (seed {game_seed}): sampled action {action!r} is not legal")
                    break
                rules.apply(state, seat, action)
                n += 1
                if check:
                    problems = rules.check_invariants(state)
                    if problems:
                        errors.append(f"game {g} (seed {game_seed}) after action {n} {action!r}: {problems[0]}")
                        break
                if n >= MAX_ACTIONS:
                    errors.append(f"game {g} (seed {game_seed}): no end after {n} actions")
                    break
            total_actions += n
            if rules.is_over(state):
                result = rules.result(state)
                for w in result.winners:
                    wins[w] += 1 / len(result.winners)
        except Exception as exc:  # noqa: BLE001 - every crash is a reported error
            tb = traceback.format_exc(limit=-3).strip().splitlines()
            errors.append(f"game {g} (seed {game_seed}): {type(exc).__name__}: {exc} | {' / '.join(tb[-3:])}")
    elapsed = max(time.perf_counter() - started, 1e-9)
    return {
        "game": game,
        "players": players,
        "variant": variant,
        "games": games,
        "wins": {str(seat): round(w, 3) for seat, w in enumerate(wins)},
        "mean_actions": round(total_actions / max(games, 1), 1),
        "actions_per_second": round(total_actions / elapsed),
        "games_per_second": round(games / elapsed, 2),
        "checked": check,
        "errors": len(errors),
        "error_details": errors[:20],
    }
