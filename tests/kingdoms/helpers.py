"""Small boards and drivers shared by the Kingdoms tests.

Grid cells are numbered row by row; see ``game.kingdoms.sides.grid_side``.

    T1A  F M P        r0-r1 border is a river
         W K R        r4 (capital) is the only inner region: not an edge
         P C F
"""

from __future__ import annotations

import random

from game.core.bots import random_choice
from game.core.protocol import GameConfig
from game.kingdoms.rules import KingdomsRules
from game.kingdoms.scenario import Scenario
from game.kingdoms.sides import builtin_sides, grid_side

CARD_A = (["FMP", "WKR", "PCF"], ((0, 1),))
CARD_B = (["MFP", "PRF", "KMW"], ())
CARD_C = (["PFM", "FMP", "MPF"], ())


def sides(n: int, layouts: list | None = None) -> list:
    """``n`` grid sides T1A, T2A, ... (layouts default to A, B, C, C, ...)."""
    layouts = layouts or [CARD_A, CARD_B] + [CARD_C] * 6
    return [grid_side(f"T{k + 1}A", rows, rivers) for k, (rows, rivers) in enumerate(layouts[:n])]


def scenario(players: int = 3, factions: list[str] | None = None, exploration: bool = False,
             layouts: list | None = None, cards: int | None = None) -> Scenario:
    """A position builder on grid sides (game.kingdoms.scenario): only the neutral
    meeples and exploration tokens a test names are on the board."""
    count = cards if cards is not None else (3 if players == 2 else players)
    grid = sides(count, layouts)
    rules = KingdomsRules(sides={sd.id: sd for sd in grid})
    sc = Scenario(players, [sd.id for sd in grid], factions=factions, exploration=exploration, rules=rules)
    if players == 2:
        sc.no_neutrals()            # the Lost Kingdom holds only the neutrals a test puts there
    return sc.no_tokens() if exploration else sc


def grid_rules() -> KingdomsRules:
    """Rules over the 16 built-in grid sides (independent of the Tiled maps)."""
    return KingdomsRules(sides=builtin_sides())


def play_random(rules, state, rng: random.Random, limit: int = 20_000, check: bool = True,
                stop=None) -> list[tuple[int, tuple]]:
    """Random legal play to the end (or until ``stop(state)``); returns the log."""
    log = []
    for _ in range(limit):
        if stop is not None and stop(state):
            return log
        seats = rules.to_move(state)
        if not seats:
            return log
        seat = seats[rng.randrange(len(seats))]
        legal = rules.legal_actions(state, seat)
        assert legal, f"seat {seat} to move with no legal action ({state.dec})"
        action = random_choice(rng, legal)
        rules.apply(state, seat, action)
        log.append((seat, action))
        if check:
            problems = rules.check_invariants(state)
            assert not problems, problems
    raise AssertionError("game did not end")


def setup_state(rules, players: int, seed: int = 1, variant: str | None = None, **options):
    """A new game played through setup with random choices."""
    state = rules.new_state(GameConfig("kingdoms", players, seed, variant, options))
    play_random(rules, state, random.Random(seed), stop=lambda s: s.phase != "setup")
    return state


def reach_act(sc: Scenario, action: str, seat: int | None = None) -> None:
    """Select ``action`` for the active seat; then let earlier seats collect
    until ``seat`` (default: the active seat) must act."""
    s = sc.state
    sc.do(s.active, ("select", action))
    target = s.active if seat is None else seat
    while s.dec == "act" and s.dec_seat != target:
        who = s.dec_seat
        collect = [a for a in sc.legal(who) if a[0] == "collect"]
        sc.do(who, collect[0] if collect else ("nothing",))


def settle(sc: Scenario, choose=None) -> None:
    """Answer war decisions (first option unless ``choose`` picks) until the war is over."""
    s = sc.state
    while s.stack:
        seat = sc.to_move()[0]
        legal = sc.legal(seat)
        pick = choose(s, seat, legal) if choose else None
        sc.do(seat, pick or legal[0])


def prefer(kind: str):
    """A ``settle`` chooser taking the first legal action of ``kind`` when there is one."""
    return lambda s, seat, legal: next((x for x in legal if x[0] == kind), None)
