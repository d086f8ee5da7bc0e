"""Galaxies positions for tutorials, tests and saves (see ``game.core.scenario``).

A preset (``GameConfig.options["scenario"]``) says, every entry optional::

    {"row": ["P07", "P21", null, "P33"],       # the planet row (null: a slot left empty, deck run out)
     "deck": ["P02", "P11"],                   # the deck's top cards, in order
     "deck_size": 12,                          # cards in the deck; unnamed planets past it are discarded
     "discard": ["P40"],
     "seats": [{"energy": 3, "culture": 1, "level": 2, "colonies": ["P05"],
                "ships": [["orbit", 0, 1], "mat", ["surface", 2]],
                "mission": "M03", "dice_penalty": 1}, ...],
     "active": 1, "round": 3,                  # whose turn begins, and the round (defaults: first player, 1)
     "dice": ["move", "utilize_colony", ...],  # faces of the next dice: that turn's roll first
     "spent": 2, "rerolled": true,             # that turn is part played: its last 2 dice used, free reroll gone
     "end_triggered": 0}                       # who set off the end (a seat, or "row" for the empty row)

``seats`` lists the players in seat order (in solo, then the hostile galaxy).
``ships`` are a seat's ships in order: ``"mat"``, ``["surface", slot]`` or
``["orbit", slot, pos]``; ships not listed wait on the mat, and the ships the
empire level has not released stay on the fleet track.  Planets not named
stay in the seeded deck order: the row is dealt from them when not given.
Missions: name every player's kept mission (the other dealt one and the box
come from the seeded deal) to skip the draft, or none to play it.  A dice
penalty only exists in solo (the hostile galaxy's jam).

``new_state`` deals as usual from the seed, lays the preset out and starts
the active seat's turn, rolling the scripted dice: the position is that
seat's first decision (its main loop, or the draft).  The rest of the state
(VP, fleet ships) follows from the entries as the rules compute it.  Every
entry is checked; an error names it (``scenario.seats[1].ships[0]: ...``).

    sc = Scenario(2).row(...).seat(0, energy=3).ship(0, 0, "orbit", 1, 0).turn(0).dice(MOVE, UTIL, ...)
    state = sc.state()
"""

from __future__ import annotations

from typing import Any

from game.core.scenario import (
    BadPreset,
    Builder,
    Demo,
    Entry,
    ScenarioBook,
    ScenarioError,
    dice_script,
)
from game.galaxies import board
from game.galaxies.content import default_content
from game.galaxies.state import FLEET, MAT, ORBIT, SURFACE, GalaxiesState

KEYS = ("row", "deck", "deck_size", "discard", "seats", "active", "round", "dice", "spent", "rerolled",
        "end_triggered")
SEAT_KEYS = ("energy", "culture", "level", "colonies", "ships", "mission", "dice_penalty")
CAP = 7


class _Planets:
    """Where each named planet was put, so a planet named twice is reported with both places."""

    def __init__(self, st: GalaxiesState) -> None:
        self.ids = [p.id for p in st.content.planets]
        self.seen: dict[str, str] = {}

    def take(self, entry: Entry) -> str:
        pid = entry.choice(self.ids, "planet")
        if pid in self.seen:
            raise entry.fail(f"planet {pid} is also at {self.seen[pid]}")
        self.seen[pid] = entry.path
        return pid


def lay_out(st: GalaxiesState, preset: Entry) -> None:
    """Apply a checked preset to a freshly dealt state, before the first turn starts."""
    preset.table(KEYS)
    content = st.content
    planets = _Planets(st)
    seeded = [p for p in st.row if p is not None] + st.deck
    size = len(st.row)          # the seeded deal filled the row: its size is the rules' for this count
    row: list[str | None] | None = None
    if preset.has("row"):
        row = [None if e.value is None else planets.take(e) for e in preset["row"].list(exactly=size)]
    top = [planets.take(e) for e in preset["deck"].list()] if preset.has("deck") else []
    discard = [planets.take(e) for e in preset["discard"].list()] if preset.has("discard") else []
    seats = preset["seats"].list(most=st.seats) if preset.has("seats") else []
    colonies = [[planets.take(e) for e in s["colonies"].list()] if s.has("colonies") else [] for s in seats]
    rest = [p for p in seeded if p not in planets.seen]
    if row is None:
        row, rest = list[str | None](rest[:size]), rest[size:]
    deck = top + rest
    if preset.has("deck_size"):
        count = preset["deck_size"].int(len(top), len(deck))
        deck, discard = deck[:count], discard + deck[count:]
    for i, pid in enumerate(row):
        if pid is None and deck:
            raise preset["row"].list()[i].fail("a row slot is empty only once the deck has run out (deck_size 0)")
    st.row, st.deck, st.discard = row, deck, discard
    for s, entry in enumerate(seats):
        _seat(st, s, entry, colonies[s])
    _missions(st, seats)
    if preset.has("active"):
        st.active = preset["active"].seat(st.seats)
    st.round_no = preset["round"].int(1, 1000, default=1)
    st.dice_to_come = dice_script(preset["dice"], content.faces)
    _opening(st, preset)
    _end(st, preset)


def _seat(st: GalaxiesState, s: int, entry: Entry, colonies: list[str]) -> None:
    entry.table(SEAT_KEYS)
    hostile = s == st.hostile_seat
    st.energy[s] = entry["energy"].int(0, CAP, default=st.energy[s])
    st.culture[s] = entry["culture"].int(0, CAP, default=st.culture[s])
    if hostile:
        levels = st.the_hostile().levels
        level = entry["level"].int(1, len(levels), default=1)
        if levels[level - 1].is_skull:
            raise entry["level"].fail("the hostile galaxy's skull level ends the game")
    else:
        level = entry["level"].int(1, st.content.max_level, default=1)
    st.level[s] = level
    st.colonies[s] = colonies
    if entry.has("dice_penalty"):
        if not st.solo or hostile:
            raise entry["dice_penalty"].fail("only the solo player's dice are ever jammed (by the hostile galaxy)")
        st.dice_penalty[s] = entry["dice_penalty"].int(0, 7)
    released = 4 if hostile else st.content.empire[level - 1].ships
    ships = [[MAT, -1, 0] if i < released else [FLEET, -1, 0] for i in range(4)]
    surfaces: set[int] = set()
    orbits: set[int] = set()
    for i, e in enumerate(entry["ships"].list(most=released) if entry.has("ships") else []):
        ships[i] = _ship(st, e, hostile, surfaces, orbits)
    st.ships[s] = ships


def _ship(st: GalaxiesState, e: Entry, hostile: bool, surfaces: set[int], orbits: set[int]) -> list[int]:
    if e.value == "mat":
        return [MAT, -1, 0]
    if not isinstance(e.value, list) or not e.value or e.value[0] not in ("surface", "orbit"):
        raise e.fail('a ship is "mat", ["surface", slot] or ["orbit", slot, position]')
    parts = e.list(most=3)
    where = parts[0].value
    slot = parts[1].int(0, len(st.row) - 1) if len(parts) > 1 else None
    if slot is None or st.row[slot] is None:
        raise e.fail("the ship needs a row slot with a planet")
    if where == "surface":
        if hostile:
            raise e.fail("the hostile galaxy never lands on a surface")
        if slot in surfaces:
            raise e.fail(f"two ships on the surface of slot {slot}")
        surfaces.add(slot)
        return [SURFACE, slot, 0]
    length = st.planet_at(slot).track_length
    pos = parts[2].int(0, length - 1) if len(parts) > 2 else 0
    if slot in orbits:
        raise e.fail(f"two ships on the track of slot {slot}")
    orbits.add(slot)
    return [ORBIT, slot, pos]


def _missions(st: GalaxiesState, seats: list[Entry]) -> None:
    named = [(s, e["mission"]) for s, e in enumerate(seats) if e.has("mission")]
    if not named:
        return
    if not st.drafting:
        raise named[0][1].fail("this game has no missions (solo, or played without them)")
    if len(named) != st.n:
        seat = next(s for s in range(st.n) if s not in dict(named))
        raise ScenarioError(f"scenario.seats[{seat}].mission: name every player's mission, or none to "
                              "play the draft")
    ids = [m.id for m in st.content.missions]
    kept = []
    for _s, e in named:
        mid = e.choice(ids, "mission")
        if mid in kept:
            raise e.fail(f"mission {mid} is kept by two players")
        kept.append(mid)
    pool = [m for m in [x for d in st.dealt for x in d] + st.box if m not in kept]
    for s in range(st.n):
        st.dealt[s] = [kept[s], pool[s]]
        st.kept[s], st.dropped[s] = kept[s], pool[s]
    st.box = pool[st.n:]
    st.drafting = False


def _opening(st: GalaxiesState, preset: Entry) -> None:
    spent = preset["spent"].int(0, 6, default=0)
    rerolled = preset["rerolled"].bool(default=False)
    if not spent and not rerolled:
        return
    p = st.active
    if p == st.hostile_seat:
        raise preset["spent" if spent else "rerolled"].fail("the hostile galaxy's turn cannot begin part played")
    dice = max(1, st.content.empire[st.level[p] - 1].dice - st.dice_penalty[p])
    if spent >= dice:
        raise preset["spent"].fail(f"seat {p} rolls {dice} dice; at least one must be left to use")
    st.opening = (spent, rerolled)


def _end(st: GalaxiesState, preset: Entry) -> None:
    end_vp = st.content.end_vp
    vps = [board.recompute_vp(st, s) for s in range(st.seats)]
    if st.solo:
        for s, vp in enumerate(vps):
            if vp >= end_vp:
                raise preset["seats"].fail(f"seat {s} has {vp} VP: the solo game would be over")
        if preset.has("end_triggered"):
            raise preset["end_triggered"].fail("the solo game ends at once, it is never triggered")
        return
    entry = preset["end_triggered"]
    if entry.value is None:
        over = [s for s, vp in enumerate(vps) if vp >= end_vp]
        if over:
            raise entry.fail(f"seat {over[0]} has {vps[over[0]]} VP, so the end was triggered: say by whom")
        if all(p is None for p in st.row):
            raise entry.fail('the row is empty, so the end was triggered: say "row"')
        return
    st.end_triggered = True
    if entry.value == "row":
        if any(p is not None for p in st.row):
            raise entry.fail("the row is not empty")
        st.end_triggered_by = None
    else:
        seat = st.end_triggered_by = entry.seat(st.n)
        if vps[seat] < end_vp:      # VP never drop, so the trigger's VP are still there
            raise entry.fail(f"seat {seat} has {vps[seat]} VP; the end is triggered at {end_vp}")


# --- the builder -------------------------------------------------------------------------------
class Scenario(Builder):
    """Writes a Galaxies preset; every method returns the builder."""

    game = "galaxies"

    def __init__(self, players: int = 2, seed: int = 1, variant: str | None = None, **options: Any) -> None:
        if players > 1:
            options.setdefault("first_player", 0)
        super().__init__(players, seed, variant, **options)

    def row(self, *pids: str | None) -> Scenario:
        self.preset["row"] = list(pids)
        return self

    def deck(self, *top: str, size: int | None = None) -> Scenario:
        self.preset["deck"] = list(top)
        if size is not None:
            self.preset["deck_size"] = size
        return self

    def discard(self, *pids: str) -> Scenario:
        self.preset["discard"] = list(pids)
        return self

    def _seat(self, seat: int) -> dict[str, Any]:
        seats = self.preset.setdefault("seats", [])
        while len(seats) <= seat:
            seats.append({})
        return seats[seat]

    def seat(self, seat: int, **entries: Any) -> Scenario:
        """energy, culture, level, colonies, mission, dice_penalty of one seat."""
        self._seat(seat).update({k: list(v) if isinstance(v, tuple) else v for k, v in entries.items()})
        return self

    def resources(self, energy: list[int] | None = None, culture: list[int] | None = None) -> Scenario:
        """Energy and culture of every seat at once."""
        for s, v in enumerate(energy or []):
            self._seat(s)["energy"] = v
        for s, v in enumerate(culture or []):
            self._seat(s)["culture"] = v
        return self

    def ship(self, seat: int, index: int, where: str, slot: int = -1, pos: int = 0) -> Scenario:
        ships = self._seat(seat).setdefault("ships", [])
        while len(ships) <= index:
            ships.append("mat")
        ships[index] = "mat" if where == "mat" else [where, slot] if where == "surface" else [where, slot, pos]
        return self

    def turn(self, active: int, round_no: int | None = None, spent: int = 0, rerolled: bool = False) -> Scenario:
        self.preset["active"] = active
        if round_no is not None:
            self.preset["round"] = round_no
        if spent:
            self.preset["spent"] = spent
        if rerolled:
            self.preset["rerolled"] = True
        return self

    def dice(self, *faces: str) -> Scenario:
        self.preset.setdefault("dice", []).extend(faces)
        return self

    def end_triggered(self, by: int | str) -> Scenario:
        self.preset["end_triggered"] = by
        return self


# --- demo positions a tutorial needs -------------------------------------------------------------
def _planet(key: str, k: int = 0, **where: Any) -> str:
    found = [p.id for p in default_content().planets if p.effect.key == key
             and all(getattr(p, a) == v for a, v in where.items())]
    return found[k]


def demos() -> list[Demo]:
    content = default_content()
    d1 = next(p.id for p in content.planets if p.track_type == "diplomacy" and p.track_length == 1)
    e2 = [p.id for p in content.planets if p.track_type == "economy" and p.track_length == 2]
    gain = _planet("gain", 0, resource="energy")
    missions = [m.id for m in content.missions]
    out = [
        # A ship about to land: Move onto a gain planet's surface and use it.
        Scenario(2, missions=True).row(gain, *e2[:3]).seat(0, mission=missions[0]).seat(1, mission=missions[1])
        .turn(0).dice("move", "acquire_energy", "acquire_culture", "utilize_colony")
        .play(0, ("activate", 0, "move", 0, "surface", 0)).play(0, ("use_planet", gain))
        .demo("land_and_use"),
        # Advance a ship one step from colonizing: the colony scores at once.
        Scenario(2, missions=False).row(d1, *e2[:3]).ship(0, 0, "orbit", 0, 0).resources(culture=[0, 0]).turn(0)
        .dice("advance_diplomacy", "acquire_energy", "move", "move")
        .play(0, ("activate", 0, "ship", 0)).demo("colonize"),
        # Utilize a colony: upgrade the empire, or use a colony's effect.
        Scenario(2, missions=False).seat(0, colonies=[gain], energy=2, culture=2).resources(culture=[2, 0]).turn(0)
        .dice("utilize_colony", "move", "acquire_energy", "acquire_culture")
        .play(0, ("activate", 0, "colony", gain)).demo("utilize"),
        # The converter: two dice set a third to any face; then the free reroll.
        Scenario(2, missions=False).resources(culture=[0, 0]).turn(0).dice("acquire_culture", "acquire_culture", "move", "move")
        .play(0, ("convert", 0, 1)).play(0, ("set_face", 2, "acquire_energy")).demo("converter"),
        # Following for culture: the rival may follow an action for 1 culture.
        Scenario(2, missions=False).resources(culture=[1, 3]).turn(0).dice("acquire_energy", "move", "move", "move")
        .play(0, ("activate", 0)).play(1, ("follow",)).demo("follow"),
        # The secret mission: the draft of two missions, one kept.
        Scenario(3, missions=True).seat(0, energy=4).demo("mission_draft"),
        # Solo: the hostile galaxy's turn, one die at a time.
        Scenario(1, variant="hostile1").seat(0, energy=0, culture=0).turn(1)
        .dice("acquire_energy", "move", "acquire_energy", "move").demo("hostile_turn"),
    ]
    return out


def bad_presets() -> list[BadPreset]:
    return [
        BadPreset({"row": ["P99", None, None, None]}, "scenario.row[0]"),
        BadPreset({"seats": [{"energy": 9}]}, "scenario.seats[0].energy"),
        BadPreset({"seats": [{"ships": [["orbit", 0, 99]]}]}, "scenario.seats[0].ships[0][2]"),
        BadPreset({"seats": [{}, {"ships": ["mat", "mat", "mat"]}]}, "scenario.seats[1].ships"),
        BadPreset({"seats": [{"dice_penalty": 1}]}, "scenario.seats[0].dice_penalty"),
        BadPreset({"dice": ["move", "warp"]}, "scenario.dice[1]"),
        BadPreset({"spent": 4}, "scenario.spent"),
        BadPreset({"seats": [{"mission": "M01"}]}, "scenario.seats[1].mission"),
    ]


BOOK = ScenarioBook(demos, bad_presets)
