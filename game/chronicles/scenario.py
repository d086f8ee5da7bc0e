"""Chronicles positions for tutorials, tests and saves (see ``game.core.scenario``).

A preset (``GameConfig.options["scenario"]``) says, every entry optional::

    {"round": 2, "phase": "placement",        # where the round begins: recruit | placement | building
     "seats": [{"gold": 5, "vp": 3, "buildings": {"township": 1, "shrine": 2},
                "slots": {"top_1": ["lance_rider", 1], "bottom_1": "tinker"},
                "hand": ["dusk_piper", "magpie"],   # placement: the hand after the draft
                "pack": ["tide_titan"],            # recruit: cards of the pack this seat is dealt
                "reserve": "ploughman"}, ...],     # recruit (round 2+) or building: the card kept back
     "deck": ["sleeping_giant", "tinker:1"],   # the next cards drawn, in order
     "deck_size": 3,                           # cards left in the deck; other unnamed cards are discarded
     "discard": ["brigand"]}

A card is a kind (``"tinker"``: its first copy nobody else names) or a kind
and copy (``"tinker:1"``).  A slot holds ``card``, ``[card, tokens]`` or
``[card, tokens, round entered]`` (entered before this round by default; in
the building phase this round counts too).  Hands and packs hold what the
rules deal: a hand is the five drafted cards (six with a reserve carried into
round 2+), a pack 5 cards (9 for two players); the cards not named are dealt
from the seeded deck.  Round 1 before its Building phase is the start of the
game: nothing in play, no buildings, 3 gold and no VP.

``new_state`` shuffles the deck from the seed as usual, takes the named cards
out, lays the preset out and starts the phase: the deal and the draft
(recruit), the commits (placement), or the build actions (building, after War
and Income; Aging follows it).  Every entry is checked and a bad one is
named in the error (``scenario.seats[0].slots.top_3: unknown slot``).

    sc = Scenario(3, round=2).put(0, TOP_1, "lance_rider", tokens=1)
    piper = sc.give(0, "dusk_piper")
    state = sc.state()
"""

from __future__ import annotations

from typing import Any

from game.chronicles.content import BUILDING_KEYS, default_content
from game.chronicles.state import (
    BUILDING,
    PLACEMENT,
    RECRUIT,
    ROUNDS,
    SLOT_NAMES,
    START_GOLD,
    TOP_1,
    ChroniclesState,
)
from game.core.scenario import BadPreset, Builder, Demo, Entry, ScenarioBook

KEYS = ("round", "phase", "seats", "deck", "deck_size", "discard")
SEAT_KEYS = ("gold", "vp", "buildings", "slots", "hand", "pack", "reserve")
PHASES = (RECRUIT, PLACEMENT, BUILDING)
HAND = 5


class _Cards:
    """Resolves card names to uids: explicit copies first, then each plain kind
    takes its lowest copy nobody named."""

    def __init__(self, state: ChroniclesState) -> None:
        self.content = state.content
        self.kinds = [k.key for k in self.content.kinds]
        self.claimed: dict[int, str] = {}
        self.plain: list[tuple[Entry, str, list[int]]] = []
        self.uid: dict[int, int] = {}  # id(entry) -> uid

    def note(self, entry: Entry) -> None:
        if not isinstance(entry.value, str):
            raise entry.fail("a card is named by its kind, or kind:copy")
        kind, _, copy = entry.value.partition(":")
        if kind not in self.kinds:
            raise entry.fail(f"unknown character {kind!r}")
        uids = self.content.uids(kind)
        if not copy:
            self.plain.append((entry, kind, uids))
            return
        if not copy.isdigit() or int(copy) >= len(uids):
            raise entry.fail(f"{kind} has copies 0..{len(uids) - 1}")
        self._claim(entry, uids[int(copy)])

    def _claim(self, entry: Entry, uid: int) -> None:
        if uid in self.claimed:
            raise entry.fail(f"the same card is also named at {self.claimed[uid]}")
        self.claimed[uid] = entry.path
        self.uid[id(entry)] = uid

    def resolve(self) -> None:
        for entry, kind, uids in self.plain:
            free = [u for u in uids if u not in self.claimed]
            if not free:
                raise entry.fail(f"every copy of {kind} is already named")
            self._claim(entry, free[0])

    def __getitem__(self, entry: Entry) -> int:
        return self.uid[id(entry)]


def lay_out(state: ChroniclesState, preset: Entry) -> tuple[str, list[list[int]]]:
    """Apply a checked preset to a state with a freshly shuffled deck; the rules then
    start its phase (returned) with the recruit packs it names (the rest drawn)."""
    preset.table(KEYS)
    rnd = state.round = preset["round"].int(1, ROUNDS, default=1)
    phase = preset["phase"].choice(PHASES, "phase") if preset.has("phase") else RECRUIT
    start = rnd == 1 and phase != BUILDING     # the game's start: nothing has happened yet
    k = 9 if state.two else 5
    seats = preset["seats"].list(most=state.n) if preset.has("seats") else []
    cards = _Cards(state)
    named: list[dict[str, Any]] = []
    for entry in seats:
        entry.table(SEAT_KEYS)
        got: dict[str, Any] = {"slots": {}}
        if entry.has("slots"):
            for name, value in entry["slots"].items():
                if name not in SLOT_NAMES:
                    raise value.fail(f"unknown slot (slots: {', '.join(SLOT_NAMES)})")
                if start:
                    raise value.fail("round 1 before its Building phase is the game's start: nothing is in play")
                parts = value.list(most=3) if isinstance(value.value, list) else [value]
                cards.note(parts[0])
                got["slots"][SLOT_NAMES.index(name)] = parts
        for pile, allowed, most in (("hand", phase == PLACEMENT, HAND + (rnd > 1)),
                                    ("pack", phase == RECRUIT, k)):
            if entry.has(pile):
                if not allowed:
                    raise entry[pile].fail(f"a {pile} is set only in the {'placement' if pile == 'hand' else 'recruit'}"
                                           " phase")
                got[pile] = entry[pile].list(most=most)
                for e in got[pile]:
                    cards.note(e)
        if entry.has("reserve"):
            if phase == PLACEMENT or rnd == 1:
                raise entry["reserve"].fail("a reserve is held from a Placement to the next round's draft")
            cards.note(entry["reserve"])
        named.append(got)
    top = preset["deck"].list() if preset.has("deck") else []
    discard = preset["discard"].list() if preset.has("discard") else []
    for e in top + discard:
        cards.note(e)
    cards.resolve()

    rest = [u for u in state.deck if u not in cards.claimed]   # seeded order, top at the end
    for s, (entry, got) in enumerate(zip(seats, named, strict=True)):
        p = state.players[s]
        if start and any(entry.has(x) for x in ("gold", "vp", "buildings")):
            raise entry.fail("round 1 before its Building phase is the game's start: 3 gold, no VP, no buildings")
        p.gold = entry["gold"].int(0, 999, default=START_GOLD)
        p.vp = entry["vp"].int(0, 999, default=0)
        if entry.has("buildings"):
            for key, level in entry["buildings"].items():
                if key not in BUILDING_KEYS:
                    raise level.fail(f"unknown building (buildings: {', '.join(BUILDING_KEYS)})")
                p.buildings[BUILDING_KEYS.index(key)] = level.int(0, 2)
        latest = rnd if phase == BUILDING else rnd - 1
        for slot, parts in got["slots"].items():
            tokens = parts[1].int(0, 99) if len(parts) > 1 else 0
            entered = parts[2].int(1, latest) if len(parts) > 2 else latest
            p.slots[slot] = [cards[parts[0]], tokens, entered]
        if "hand" in got:
            p.hand = [cards[e] for e in got["hand"]]
        if phase == PLACEMENT:
            p.hand += [rest.pop() for _ in range(HAND - len(p.hand))]
        if entry.has("reserve"):
            p.reserve = cards[entry["reserve"]]
    if phase == PLACEMENT:
        for p in state.players[len(seats):]:
            p.hand = [rest.pop() for _ in range(HAND)]
    deck = rest + [cards[e] for e in reversed(top)]
    dropped: list[int] = []
    if preset.has("deck_size"):
        size = preset["deck_size"].int(len(top), len(deck))
        dropped, deck = deck[:len(deck) - size], deck[len(deck) - size:]
    state.deck = deck
    state.discard = [cards[e] for e in discard] + dropped

    if phase != RECRUIT:
        state.emit("round_start", round=rnd)   # the deal emits it in the recruit phase
    packs = [[cards[e] for e in got.get("pack", [])] for got in named] + [[] for _ in range(state.n - len(named))]
    return phase, packs


# --- the builder ---------------------------------------------------------------------------
class Scenario(Builder):
    """Writes a Chronicles preset.  ``put`` / ``give`` / ``deck`` return the card uids
    they name, so a test can commit them; the other methods return the builder."""

    game = "chronicles"

    def __init__(self, players: int = 3, seed: int = 1, round: int = 1, phase: str = PLACEMENT) -> None:
        super().__init__(players, seed)
        self.content = default_content()
        self.preset.update({"round": round, "phase": phase})
        self.used: set[int] = set()

    def card(self, kind: str, copy: int | None = None) -> tuple[str, int]:
        """The name and uid of ``kind``'s given copy, or of its lowest copy not named yet."""
        uids = self.content.uids(kind)
        if copy is None:
            free = [i for i, u in enumerate(uids) if u not in self.used]
            if not free:
                raise ValueError(f"every copy of {kind} is already named")
            copy = free[0]
        self.used.add(uids[copy])
        return f"{kind}:{copy}", uids[copy]

    def _seat(self, seat: int) -> dict[str, Any]:
        seats = self.preset.setdefault("seats", [])
        while len(seats) <= seat:
            seats.append({})
        return seats[seat]

    def seat(self, seat: int, gold: int | None = None, vp: int | None = None,
             buildings: dict[str, int] | None = None) -> Scenario:
        entry = self._seat(seat)
        for key, value in (("gold", gold), ("vp", vp)):
            if value is not None:
                entry[key] = value
        if buildings:
            entry.setdefault("buildings", {}).update(buildings)
        return self

    def put(self, seat: int, slot: int, kind: str, tokens: int = 0, copy: int | None = None,
            entered: int | None = None) -> int:
        name, uid = self.card(kind, copy)
        value: list[Any] = [name, tokens] + ([entered] if entered is not None else [])
        self._seat(seat).setdefault("slots", {})[SLOT_NAMES[slot]] = value
        return uid

    def give(self, seat: int, kind: str, copy: int | None = None) -> int:
        """A card into the seat's hand (placement) or the pack it is dealt (recruit)."""
        name, uid = self.card(kind, copy)
        pile = "pack" if self.preset["phase"] == RECRUIT else "hand"
        self._seat(seat).setdefault(pile, []).append(name)
        return uid

    def reserve(self, seat: int, kind: str, copy: int | None = None) -> int:
        name, uid = self.card(kind, copy)
        self._seat(seat)["reserve"] = name
        return uid

    def deck(self, *kinds: str, size: int | None = None) -> list[int]:
        """The next cards drawn, in order (and how many cards the deck holds)."""
        named = [self.card(k) for k in kinds]
        self.preset["deck"] = [n for n, _ in named]
        if size is not None:
            self.preset["deck_size"] = size
        return [u for _, u in named]

    def discard(self, *kinds: str) -> list[int]:
        named = [self.card(k) for k in kinds]
        self.preset.setdefault("discard", []).extend(n for n, _ in named)
        return [u for _, u in named]


# --- demo positions a tutorial needs -----------------------------------------------------------
def _commit(place: list[tuple[int, int]], pay_order: list[int] | None = None, reserve: int | None = None) -> tuple:
    return ("commit", (), (), tuple(place), reserve, tuple(pay_order or [s for s, _ in place]))


def demos() -> list[Demo]:
    from game.chronicles.state import BOTTOM_1, TOP_2

    out = []
    # The draft: a pack to pick from, passed on to the left.
    sc = Scenario(3, round=1, phase=RECRUIT)
    pick = sc.give(0, "lance_rider")
    out.append(sc.play(0, ("pick", pick)).demo("draft"))
    # Placement with costs and pay order: a Magpie's credit pays the Gem Digger after it.
    sc = Scenario(3, round=2).seat(0, gold=0)
    magpie, digger = sc.give(0, "magpie"), sc.give(0, "gem_digger")
    sc.play(0, _commit([(TOP_1, magpie), (TOP_2, digger)]))
    out.append(sc.play(1, _commit([])).play(2, _commit([])).demo("placement_pay_order"))
    # War with both neighbours, then income: a strong top row against two weak neighbours.
    sc = Scenario(3, round=2)
    sc.put(0, TOP_1, "hoard_basilisk")
    sc.put(0, TOP_2, "gem_digger")
    sc.put(1, TOP_1, "lance_rider")
    sc.put(2, BOTTOM_1, "tinker")
    out.append(sc.play(0, _commit([])).play(1, _commit([])).play(2, _commit([])).demo("war_and_income"))
    # Building: a Log Splitter's wood pays a Township.
    sc = Scenario(3, round=2, phase=BUILDING).seat(0, gold=4)
    sc.put(0, BOTTOM_1, "log_splitter")
    sc.play(0, ("build", "township", 1, (False,), (0, 0, 0)))
    out.append(sc.play(1, ("pass",)).play(2, ("pass",)).demo("build"))
    # Aging: a Herbalist may save a leaving Court Scribe.
    sc = Scenario(3, round=2, phase=BUILDING)
    sc.put(0, TOP_1, "herbalist", 1)
    sc.put(0, TOP_2, "court_scribe", 1)
    out.append(sc.play(0, ("pass",)).play(1, ("pass",)).play(2, ("pass",)).demo("aging"))
    return out


def bad_presets() -> list[BadPreset]:
    return [
        BadPreset({"phase": "war"}, "scenario.phase", 3),
        BadPreset({"round": 2, "seats": [{"slots": {"top_3": "tinker"}}]}, "scenario.seats[0].slots.top_3", 3),
        BadPreset({"round": 2, "seats": [{"slots": {"top_1": "unicorn"}}]}, "scenario.seats[0].slots.top_1", 3),
        BadPreset({"seats": [{"slots": {"top_1": "tinker"}}]}, "scenario.seats[0].slots.top_1", 3),
        BadPreset({"phase": "placement", "seats": [{"hand": ["tinker:0"]}, {"hand": ["tinker:0"]}]},
                  "scenario.seats[1].hand[0]", 3),
        BadPreset({"phase": "placement", "seats": [{"pack": ["tinker"]}]}, "scenario.seats[0].pack", 3),
        BadPreset({"round": 2, "phase": "placement", "seats": [{"slots": {"top_extra": "tinker"}}]},
                  "scenario", 3),
    ]


BOOK = ScenarioBook(demos, bad_presets)
