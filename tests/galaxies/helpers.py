"""Small tools for Galaxies tests: positions come from the public builder
(game.galaxies.scenario), then the tests play legal actions."""

from __future__ import annotations

from game.core.protocol import GameConfig
from game.galaxies.rules import RULES
from game.galaxies.scenario import Scenario
from game.galaxies.state import CULTURE as CULTURE
from game.galaxies.state import (
    DIPLOMACY,
    ECONOMY,
    FLEET,
    MAT,
    ORBIT,
    SURFACE,
    UTILIZE,
    GalaxiesState,
)
from game.galaxies.state import ENERGY as ENERGY
from game.galaxies.state import MOVE as MOVE

DIP, ECO, UTIL = DIPLOMACY, ECONOMY, UTILIZE

CONTENT = RULES.content
FACES = CONTENT.faces
LOCS = {"fleet": FLEET, "mat": MAT, "surface": SURFACE, "orbit": ORBIT}


def new(players: int = 2, seed: int = 1, **options) -> GalaxiesState:
    """A fresh game through the public ``new_state`` (first player 0, no missions)."""
    options.setdefault("first_player", 0) if players > 1 else None
    options.setdefault("missions", False)
    return RULES.new_state(GameConfig("galaxies", players, seed, options=options))


def scenario(players: int = 2, seed: int = 1, variant: str | None = None, **options) -> Scenario:
    """A position builder (game.galaxies.scenario): first player 0, no missions unless asked."""
    options.setdefault("missions", False)
    return Scenario(players, seed, variant, **options)


def dice_of(sc: Scenario, seat: int) -> int:
    """How many dice ``seat`` rolls in the position ``sc`` describes."""
    seats = sc.preset.get("seats", [])
    entry = seats[seat] if seat < len(seats) else {}
    level = CONTENT.empire[entry.get("level", 1) - 1]
    return max(1, level.dice - entry.get("dice_penalty", 0))


def at_main(sc: Scenario, faces: list[str], seat: int = 0, rerolled: bool = False) -> GalaxiesState:
    """``seat``'s turn at its main loop with ``faces`` rolled on its first dice; any
    dice it rolls beyond them were already used earlier this turn (``spent``)."""
    count = dice_of(sc, seat)
    assert len(faces) <= count, f"seat {seat} rolls {count} dice, not {len(faces)}"
    spent = count - len(faces)
    return sc.turn(seat, spent=spent, rerolled=rerolled).dice(*faces, *[ENERGY] * spent).state()


def hostile_turn(sc: Scenario, faces: list[str]) -> GalaxiesState:
    """The hostile galaxy's turn with scripted dice, played up to the human's next
    decision (its steps as the bot driver plays them)."""
    st = sc.turn(RULES.automata(sc.config())[0]).dice(*faces).state()
    play_automata(st)
    return st


def play_automata(st: GalaxiesState) -> None:
    """Play the automaton's steps due now (the hostile galaxy's), as the driver does."""
    while (seat := RULES.automaton_to_move(st)) is not None:
        RULES.submit(st, seat, RULES.automaton_step(st, seat))


def act(st: GalaxiesState, *action) -> None:
    """The seat to move plays ``action``; then any hostile steps it leads to."""
    RULES.submit(st, st.pending.seat, tuple(action))
    play_automata(st)


def legal(st: GalaxiesState) -> list[tuple]:
    return list(RULES.legal_actions(st, st.pending.seat))


def aims(st: GalaxiesState, die: int) -> set[tuple]:
    """The targets die ``die`` may be used on now (``("activate", die, *target)``)."""
    return {a[2:] for a in legal(st) if a[:2] == ("activate", die)}


def edition2_parts(action: list) -> list[list]:
    """An activation with its target as the two actions edition 2 logged
    (``["activate", die]``, then the target); any other action as it is."""
    return [action[:2], action[2:]] if action[0] == "activate" and len(action) > 2 else [action]


def kinds(st: GalaxiesState) -> set[str]:
    return {a[0] for a in legal(st)}


def prompt(st: GalaxiesState) -> tuple[int, str]:
    return st.pending.seat, st.pending.prompt


def planets_by(key: str) -> list[str]:
    return [p.id for p in CONTENT.planets if p.effect.key == key]


def planet(pid: str):
    return CONTENT.by_id[pid]
