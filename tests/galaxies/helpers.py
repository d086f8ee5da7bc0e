"""Small tools for Galaxies tests: build a position, script the dice, play actions."""

from __future__ import annotations

import random

from game.core.protocol import GameConfig
from game.galaxies import board
from game.galaxies.rules import RULES
from game.galaxies.state import CULTURE as CULTURE
from game.galaxies.state import (
    DIPLOMACY,
    ECONOMY,
    FLEET,
    MAT,
    ORBIT,
    SURFACE,
    UNUSED,
    UTILIZE,
    GalaxiesState,
)
from game.galaxies.state import ENERGY as ENERGY
from game.galaxies.state import MOVE as MOVE

DIP, ECO, UTIL = DIPLOMACY, ECONOMY, UTILIZE

CONTENT = RULES.content
FACES = CONTENT.faces
LOCS = {"fleet": FLEET, "mat": MAT, "surface": SURFACE, "orbit": ORBIT}


class ScriptedRng(random.Random):
    """Dice rolls come from a script of faces, then from a seeded RNG."""

    def __init__(self, faces: list[str]) -> None:
        super().__init__(7)
        self.script = list(faces)

    def randrange(self, *args, **kwargs):  # noqa: D401 - same signature as random.Random
        if self.script and args == (6,):
            return FACES.index(self.script.pop(0))
        return super().randrange(*args, **kwargs)


def new(players: int = 2, seed: int = 1, **options) -> GalaxiesState:
    options.setdefault("first_player", 0) if players > 1 else None
    options.setdefault("missions", False)
    return RULES.new_state(GameConfig("galaxies", players, seed, options=options))


def at_main(st: GalaxiesState, faces: list[str], seat: int = 0, **flags) -> GalaxiesState:
    """Restart ``seat``'s turn at its main loop with ``faces`` showing."""
    st.active = seat
    st.faces = list(faces)
    st.status = [UNUSED] * len(faces)
    st.free_reroll_used = flags.get("free_reroll_used", False)
    st.converter_used = flags.get("converter_used", False)
    st.follows_this_turn = 0
    st.follow_cost = 1
    st.once_used.clear()
    st.gen = RULES._play(st, resume=True)
    RULES._advance(st, None)
    return st


def hostile_turn(st: GalaxiesState, faces: list[str]) -> GalaxiesState:
    """Start the hostile galaxy's turn with scripted dice, played up to the
    human's next decision (its steps as the bot driver plays them)."""
    st.rng = ScriptedRng(faces)
    st.active = st.hostile_seat
    st.gen = RULES._play(st, resume=True)
    RULES._advance(st, None)
    play_automata(st)
    return st


def play_automata(st: GalaxiesState) -> None:
    """Play the automaton's steps due now (the hostile galaxy's), as the driver does."""
    while (seat := RULES.automaton_to_move(st)) is not None:
        RULES.submit(st, seat, RULES.automaton_step(st, seat))


def place(st: GalaxiesState, seat: int, ship: int, loc: str, slot: int = -1, pos: int = 0) -> None:
    st.ships[seat][ship][:] = [LOCS[loc], slot, pos]


def set_row(st: GalaxiesState, pids: list[str | None]) -> None:
    """Put these planets in the row (taken out of the deck)."""
    old = [p for p in st.row if p is not None]
    st.deck = [p for p in st.deck + old if p not in pids]
    st.row = list(pids)


def colonies(st: GalaxiesState, seat: int, pids: list[str]) -> None:
    for pid in pids:
        if pid in st.deck:
            st.deck.remove(pid)
        if pid in st.row:
            st.row[st.row.index(pid)] = st.deck.pop(0)
    st.colonies[seat] = list(pids)
    st.vp[seat] = board.recompute_vp(st, seat)


def act(st: GalaxiesState, *action) -> None:
    """The seat to move plays ``action``; then any hostile steps it leads to."""
    RULES.submit(st, st.pending.seat, tuple(action))
    play_automata(st)


def legal(st: GalaxiesState) -> list[tuple]:
    return list(RULES.legal_actions(st, st.pending.seat))


def kinds(st: GalaxiesState) -> set[str]:
    return {a[0] for a in legal(st)}


def prompt(st: GalaxiesState) -> tuple[int, str]:
    return st.pending.seat, st.pending.prompt


def planets_by(key: str) -> list[str]:
    return [p.id for p in CONTENT.planets if p.effect.key == key]


def planet(pid: str):
    return CONTENT.by_id[pid]
