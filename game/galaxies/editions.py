"""Reading logs of earlier Galaxies editions in today's actions.

Edition 2 logged a die and its target as two actions: ``("activate", die)``,
then the seat's answer to the action's first choice (``("move", ...)``,
``("ship", i)``, ``("upgrade", r)``/``("colony", id)``), or nothing where the
rules took the only option without asking.  Edition 3 makes them one action,
``("activate", die, *target)``.  Edition 1 also lacks the hostile galaxy's
steps, which are filled in here as :meth:`Match.replay` would.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.protocol import Action, GameConfig, GameState, IllegalAction, Rules, freeze


def upgrade_log(rules: Rules, config: GameConfig, actions: Iterable[tuple[int, Action]],
                edition: int) -> list[tuple[int, Action]]:
    """``actions`` (a log of ``edition``) in today's actions, replayed as it goes.

    A bare activation that is no longer legal takes its die's only target, or
    else the seat's next logged action as its target.  Where the log stops
    replaying, the rest is returned as it is, so that loading says why."""
    todo = [(int(seat), freeze(action)) for seat, action in actions]
    st = rules.new_state(config)
    out: list[tuple[int, Action]] = []
    k = 0
    try:
        while k < len(todo):
            seat, action = todo[k]
            if edition < 2:
                _fill_steps(rules, st, out, until_seat=seat)
            if action[0] == "activate" and len(action) == 2 and not rules.is_legal(st, seat, action):
                aimed = [a for a in rules.legal_actions(st, seat) if a[:2] == action]
                if len(aimed) == 1:
                    action = aimed[0]
                elif k + 1 < len(todo) and todo[k + 1][0] == seat:
                    k += 1
                    action = action + todo[k][1]
            rules.submit(st, seat, action)
            out.append((seat, action))
            k += 1
        if edition < 2:
            _fill_steps(rules, st, out, until_seat=None)
    except (IllegalAction, ValueError, KeyError, TypeError, IndexError):
        return out + todo[k:]
    return out


def _fill_steps(rules: Rules, st: GameState, out: list[tuple[int, Action]], until_seat: int | None) -> None:
    """Play the automaton's steps due before ``until_seat``'s action (all of them at the end)."""
    while (until_seat is None or until_seat not in rules.to_move(st)) and (a := rules.automaton_to_move(st)) is not None:
        step = rules.automaton_step(st, a)
        rules.submit(st, a, step)
        out.append((a, step))
