"""The Galaxies game state (spec §1.5) and the small records the engine passes around.

Ships are ``[loc, slot, pos]`` lists (``loc`` one of FLEET, MAT, SURFACE,
ORBIT); the rules mutate them in place, and a state is cloned by replaying its
actions, so nothing here is ever copied per move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import GameConfig, GameState, randbelow
from game.galaxies.content import Content, Hostile, Planet

FLEET, MAT, SURFACE, ORBIT = 0, 1, 2, 3
LOC_NAMES = ("fleet", "mat", "surface", "orbit")

MOVE, ENERGY, CULTURE, DIPLOMACY, ECONOMY, UTILIZE = (
    "move", "acquire_energy", "acquire_culture", "advance_diplomacy", "advance_economy", "utilize_colony",
)
ACTIONS = (MOVE, ENERGY, CULTURE, DIPLOMACY, ECONOMY, UTILIZE)
TRACK_OF = {DIPLOMACY: "diplomacy", ECONOMY: "economy"}
RESOURCE_OF = {ENERGY: "energy", CULTURE: "culture"}

UNUSED, ACTIVATED, IN_CONVERTER, DISCARDED = "unused", "activated", "in_converter", "discarded"


class GameOver(Exception):
    """Raised inside a resolution when the solo game ends at once (§6.7, D#38)."""


@dataclass
class Decision:
    """What the game waits for: ``seat`` picks one of ``options``."""

    seat: int
    prompt: str
    options: list[tuple]
    info: dict[str, Any] = field(default_factory=dict)


class MainDecision(Decision):
    """The main loop's decision (activate, reroll, convert, end).

    Which kinds are open is known at once (``kinds``, in the order the options
    list them); each kind's options are listed only when first asked for, so
    random play lists only the kind it draws.  ``options`` lists them all.
    The listing reads the state as it is while the decision waits.
    """

    def __init__(self, seat: int, kinds: list[str], list_kind: Callable[[str], list[tuple]],
                 targets_by_die: Callable[[], list[tuple[int, list[tuple]]]] | None = None) -> None:
        self.seat = seat
        self.prompt = "main"
        self.info = {}
        self.kinds = kinds
        self._list_kind = list_kind
        self._targets_by_die = targets_by_die
        self._lists: dict[str, list[tuple]] = {}
        self._all: list[tuple] | None = None

    def draw(self, kind: str, rng: random.Random) -> tuple:
        """``of_kind(kind)[randbelow(rng, len(of_kind(kind)))]``, the same draw.

        An activation not listed yet is drawn from its dice's targets (the
        activate list is each die's targets in turn) and only the drawn action
        is built: random play draws "activate" at most main decisions, and
        one draw needs only the count and the one tuple."""
        if kind == "activate" and self._targets_by_die is not None and kind not in self._lists:
            by_die = self._targets_by_die()
            r = randbelow(rng, sum(len(targets) for _, targets in by_die))
            for die, targets in by_die:
                if r < len(targets):
                    return ("activate", die, *targets[r])
                r -= len(targets)
        group = self.of_kind(kind)
        return group[randbelow(rng, len(group))]

    def of_kind(self, kind: str) -> list[tuple]:
        found = self._lists.get(kind)
        if found is None:
            found = self._lists[kind] = self._list_kind(kind) if kind in self.kinds else []
        return found

    @property
    def options(self) -> list[tuple]:  # type: ignore[override]
        if self._all is None:
            self._all = [a for kind in self.kinds for a in self.of_kind(kind)]
        return self._all


@dataclass(slots=True)
class Ctx:
    """How an action or effect is being resolved (spec §10.3.1 F11).

    ``scope`` is the chain-guard set of planet ids triggered in this scope
    (F10); ``meta`` is True while a META effect resolves (F9); ``die`` is the
    die whose activation/follow/copy is resolving (excluded by repeat_die).
    """

    user: int
    active: bool
    via: str
    scope: set[str]
    meta: bool = False
    die: int | None = None


class GalaxiesState(GameState):
    def __init__(self, config: GameConfig, content: Content) -> None:
        super().__init__(config)
        self.content = content
        self.n = config.players
        self.solo = config.players == 1
        self.seats = self.n + (1 if self.solo else 0)
        self.hostile_seat = self.n if self.solo else -1   # the automaton after the player seats (Rules.automata)
        self.hostile: Hostile | None = None
        s = self.seats
        self.energy = [content.start_energy] * s
        self.culture = [content.start_culture] * s
        self.level = [1] * s
        self.vp = [0] * s
        self.colonies: list[list[str]] = [[] for _ in range(s)]
        self.ships: list[list[list[int]]] = [[[MAT, -1, 0], [MAT, -1, 0], [FLEET, -1, 0], [FLEET, -1, 0]]
                                             for _ in range(s)]
        self.dice_penalty = [0] * s
        self.row: list[str | None] = []
        self.deck: list[str] = []
        self.discard: list[str] = []
        # missions
        self.dealt: list[list[str]] = [[] for _ in range(s)]
        self.kept: list[str | None] = [None] * s
        self.dropped: list[str | None] = [None] * s
        self.box: list[str] = []
        self.drafting = False
        # turn
        self.first_player = 0
        self.active = 0
        self.round_no = 1
        self.faces: list[str] = []
        self.status: list[str] = []
        self.track: list[str] = []  # the solo action track (faces of resolved hostile dice)
        self.hostile_die: str | None = None  # the hostile die rolled and not yet resolved or discarded
        self.free_reroll_used = False
        self.converter_used = False
        self.follows_this_turn = 0
        self.follow_cost = 1
        self.once_used: set[tuple[int, str]] = set()
        self.attacks_used: set[int] = set()
        self.end_triggered = False
        self.end_triggered_by: int | None = None
        self.over = False
        self.solo_winner: int | None = None
        # engine
        self.actions: list[tuple[int, tuple]] = []  # every applied (seat, action), for clone by replay
        self.gen: Any = None
        self.pending: Decision | None = None
        # scenario presets (game.galaxies.scenario): faces of the next dice, and how far
        # the first turn is already played (dice spent, free reroll used)
        self.dice_to_come: list[str] = []
        self.opening: tuple[int, bool] | None = None

    def planet_at(self, slot: int) -> Planet:
        """The planet in row ``slot``: a ship orbits or stands on a slot that holds one."""
        pid = self.row[slot]
        if pid is None:
            raise ValueError(f"row slot {slot} is empty")
        return self.content.by_id[pid]

    def the_hostile(self) -> Hostile:
        """The hostile galaxy of a solo game."""
        if self.hostile is None:
            raise ValueError("no hostile galaxy: not a solo game")
        return self.hostile

    def decision(self) -> Decision:
        """The decision the game waits for (``pending``), where one is known to be."""
        if self.pending is None:
            raise ValueError("no decision is pending")
        return self.pending

    def rivals(self, seat: int) -> tuple[int, ...]:
        """Every other seat in seat order starting left of ``seat`` (the hostile galaxy included).

        From a table (every die's follow window asks this)."""
        return _RIVALS[self.seats][seat]


# rivals by seat count, then by seat: the seats left of it in seat order (counts up to 6)
_RIVALS = tuple(tuple(tuple((seat + k) % s for k in range(1, s)) for seat in range(s)) for s in range(7))
