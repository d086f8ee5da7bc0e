"""The mutable Chronicles game state: players, slots, deck, discard and the
simultaneous decisions being collected.

Cards are ints (uids 0..80, grouped by kind in data order); a character in
play is a small list ``[uid, aging_tokens, round_entered]``.  Slots are ints in
``SLOT_ORDER``: 0 top 1, 1 top 2, 2 the 5th (top) slot, 3 bottom 1, 4 bottom 2.
"""

from __future__ import annotations

from typing import Any

from game.chronicles.content import Content
from game.core.protocol import GameConfig, GameState

TOP_1, TOP_2, TOP_EXTRA, BOTTOM_1, BOTTOM_2 = range(5)
SLOTS = (TOP_1, TOP_2, TOP_EXTRA, BOTTOM_1, BOTTOM_2)  # SLOT_ORDER
TOP_ROW = (TOP_1, TOP_2, TOP_EXTRA)
BASE_SLOTS = (TOP_1, TOP_2, BOTTOM_1, BOTTOM_2)
SLOT_NAMES = ("top_1", "top_2", "top_extra", "bottom_1", "bottom_2")

# Phases (and sub-steps) of the state machine.
RECRUIT, PLACEMENT, ENTER, BUILDING, AGING, OVER = "recruit", "placement", "enter", "building", "aging", "over"
ROUNDS = 4
START_GOLD = 3


class Player:
    __slots__ = ("seat", "gold", "vp", "slots", "buildings", "hand", "reserve", "pack", "picks", "extra_open")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.gold = START_GOLD
        self.vp = 0
        self.slots: list[list[int] | None] = [None] * 5
        self.buildings: list[int] = [0] * 5  # BUILDING_KEYS order: 0 unbuilt, 1, 2
        self.hand: list[int] = []
        self.reserve: int | None = None
        self.pack: list[int] = []
        self.picks: list[int] = []
        self.extra_open = False  # the 5th slot, fixed at the start of each Placement

    def copy(self) -> Player:
        new = Player.__new__(Player)
        new.seat, new.gold, new.vp = self.seat, self.gold, self.vp
        new.slots = [None if c is None else list(c) for c in self.slots]
        new.buildings = list(self.buildings)
        new.hand, new.reserve = list(self.hand), self.reserve
        new.pack, new.picks = list(self.pack), list(self.picks)
        new.extra_open = self.extra_open
        return new

    def available_slots(self) -> tuple[int, ...]:
        return SLOTS if self.extra_open else BASE_SLOTS

    def in_play(self) -> list[int]:
        return [c[0] for c in self.slots if c is not None]

    def card(self, slot: int) -> list[int]:
        """The card in ``slot`` (its id, age tokens, round entered), where one is known to be."""
        c = self.slots[slot]
        if c is None:
            raise ValueError(f"slot {slot} of seat {self.seat} is empty")
        return c


class ChroniclesState(GameState):
    def __init__(self, config: GameConfig, content: Content) -> None:
        super().__init__(config)
        self.content = content
        self.n = config.players
        self.two = config.players == 2  # Ambiguity 22
        self.round = 1
        self.phase = RECRUIT
        self.deck: list[int] = []  # top of the deck = end of the list
        self.discard: list[int] = []
        self.players = [Player(s) for s in range(self.n)]
        self.pending: dict[int, Any] = {}  # seat -> submitted simultaneous decision (hidden)
        self.order: list[int] = list(range(self.n))  # resolution order of the current phase
        # One-at-a-time ability choices (ENTER and Aging saves):
        self.queue: list[tuple[int, int]] = []  # (seat, slot) still to resolve
        self.key_index = 0  # next ability of the card at the head of ``queue``
        self.choice: dict[str, Any] | None = None  # the open AbilityChoice request
        self.entered: list[list[int]] = [[] for _ in range(self.n)]  # slots entered this Placement
        self.leaving: list[list[int]] = [[] for _ in range(self.n)]  # Aging: each player's L
        self.last_wars: list[int] = [0] * self.n
        self.over = False

    def open_choice(self) -> dict[str, Any]:
        """The ability choice that is open (``choice``), where one is known to be."""
        if self.choice is None:
            raise ValueError("no ability choice is open")
        return self.choice

    def clone(self) -> ChroniclesState:
        new = self.copy_base()
        new.deck, new.discard = list(self.deck), list(self.discard)
        new.players = [p.copy() for p in self.players]
        new.pending = dict(self.pending)
        new.order = list(self.order)
        new.queue = list(self.queue)
        new.choice = None if self.choice is None else dict(self.choice)
        new.entered = [list(x) for x in self.entered]
        new.leaving = [list(x) for x in self.leaving]
        new.last_wars = list(self.last_wars)
        return new
