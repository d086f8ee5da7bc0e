"""Random-legal-move games with invariants checked after every action.

The random players are the rules' own ``sample_action`` (compound actions
included), played through the one bot driver (``game.core.runner``): the
window's seat order and legality check.  An illegal sample is a counted
defect and an error.
"""

from __future__ import annotations

import random
import time
import traceback
from typing import Any

from game.core.protocol import Action, GameConfig, GameState, Rules
from game.core.runner import BotDefect, Driver
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
            n, problem = play_game(rules, state, Driver.sampling(rules, config, chooser), check)
            total_actions += n
            if problem:
                errors.append(f"game {g} (seed {game_seed}){problem}")
            elif rules.is_over(state):
                result = rules.result(state)
                for w in result.winners:
                    wins[w] += 1 / len(result.winners)
        except BotDefect as exc:            # an illegal sample: logged and counted by the driver
            errors.append(f"game {g} (seed {game_seed}): {exc}")
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


def play_game(rules: Rules, state: GameState, driver: Driver, check: bool) -> tuple[int, str | None]:
    """One game to its end: the actions played, and what went wrong (None if nothing)."""

    def unchecked(seat: int, action: Action) -> None:      # raw engine speed: no validation
        rules.apply(state, seat, action)
        state.log.append((seat, action))

    if not check:           # the driver's own loop for random play (the same games as step by step)
        n = driver.play_sampled(state, unchecked, MAX_ACTIONS)
        if n >= MAX_ACTIONS:
            return n, f": no end after {n} actions"
        if not rules.is_over(state):
            return n, f": seats {rules.to_move(state)} owe a decision and nobody plays them"
        return n, None
    n = 0
    while (move := driver.step(state)) is not None:
        n += 1
        problems = rules.check_invariants(state)
        if problems:
            return n, f" after action {n} {move.action!r}: {problems[0]}"
        if n >= MAX_ACTIONS:
            return n, f": no end after {n} actions"
    if not rules.is_over(state):
        return n, f": seats {rules.to_move(state)} owe a decision and nobody plays them"
    return n, None
