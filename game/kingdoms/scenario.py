"""Kingdoms positions for tutorials, tests and saves (see ``game.core.scenario``).

A preset (``GameConfig.options["scenario"]``) skips the setup and starts play
at a turn's action selection.  Every entry is optional::

    {"sides": ["T1A", "T2B", "T5A"],      # home sides in seat order (2 players: then the Lost Kingdom)
     "seats": [{"meeples": [4, 4, [7, "standing"]],   # regions; in ruins knocked over unless "standing"
                "mana": 2, "ore": 1, "food": 3, "magic": 1, "tower": 2, "captured": 0}, ...],
     "neutral": [19, 21],                 # 2 players: Lost Kingdom meeples (default: the setup's)
     "tokens": [[5, "fort", "up"], [12, "bandit", "down"]],   # exploration: region, type, face
     "crown": 1,                          # exploration: who holds the crown
     "shields": ["patrol", "build"],      # actions already taken since the action card was cleared
     "active": 2, "turn": 9,              # whose turn begins (default: the first player), turns so far
     "end_triggered": true}               # the end was set off earlier (it is anyway if a seat has
                                          # 7 meeples in play, tower 6 or magic 5)

Regions are indexes on the board the sides make (the builder's ``r(card,
cell)`` names them).  Factions come from the options as in any game
(``factions``, or the seeded deal); the first player too.  Tokens not named
stay in the box (a face-down token lies where no meeple has been); without a
``tokens`` entry an exploration game deals them as its setup would, into the
empty home regions.  ``new_state`` deals from the seed, lays the preset out,
checks it, and begins the turn: the position is the active seat's action
selection.  A bad entry is named in the error
(``scenario.seats[1].meeples[0]: region 99 is not on the board``).

    sc = Scenario(3, sides, factions=[...])
    a, b = sc.put(0, sc.r(0, 0), 2)          # two meeples of seat 0 in card 0, cell 0
    sc.set_res(0, mana=2, ore=1, food=3)
    sc.token(sc.r(1, 2), "fort", up=True)
    sc.start()                               # seat ``active`` now selects an action
    sc.do(0, ("select", "patrol"))           # legal moves through Rules.submit, logged
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.protocol import GameConfig, IllegalAction
from game.core.scenario import BadPreset, Builder, Demo, Entry, ScenarioBook
from game.kingdoms import engine, setup
from game.kingdoms.board import Board
from game.kingdoms.content import TOKEN_TYPES
from game.kingdoms.state import (
    ACTIONS,
    BOX,
    DOWN,
    GONE,
    HELD,
    MEEPLES,
    NEUTRAL,
    RES_MAX,
    UP,
    KState,
    place,
    refresh_mods,
)

if TYPE_CHECKING:
    from game.kingdoms.rules import KingdomsRules

DEFAULT_FACTIONS = ("moon_weavers", "harvest_circle", "coin_guild", "iron_covenant", "rootbound")
KEYS = ("sides", "seats", "neutral", "tokens", "crown", "shields", "active", "turn", "end_triggered")
SEAT_KEYS = ("meeples", "mana", "ore", "food", "magic", "tower", "captured")
STAY_UP = ("dragon_lair", "camp", "fort", "town", "church")   # face-up tokens that stay on the board


def lay_out(rules: KingdomsRules, s: KState, preset: Entry, cards: list[int]) -> None:
    """Build the board and the position from a checked preset and begin the first turn.

    ``cards`` are the territory cards in the seeded deal order."""
    preset.table(KEYS)
    n = s.n
    if any(not f for f in s.factions):
        raise preset.fail("a position needs the factions dealt or fixed (options factions), not chosen")
    _sides(s, preset, cards)
    for seat, entry in enumerate(preset["seats"].list(most=n) if preset.has("seats") else []):
        _seat(s, seat, entry.table(SEAT_KEYS))
    _neutral(s, preset)
    _tokens(s, preset)
    if preset.has("shields"):
        for e in preset["shields"].list(most=5):
            k = ACTIONS.index(e.choice(ACTIONS, "action"))
            if s.shields[k]:
                raise e.fail("that shield is already on the card")
            s.shields[k] = True
        s.nshields = sum(s.shields)
    active = preset["active"].seat(n) if preset.has("active") else s.first
    s.turn = preset["turn"].int(0, 10_000, default=0)
    s.end_triggered = preset["end_triggered"].bool(default=False) or engine.end_reason(s) is not None
    for r, lst in enumerate(s.reg):
        if len(lst) > 2:
            raise preset["seats"].fail(f"region {r} holds {len(lst)} meeples (2 at most)")
        if len({s.m_owner[i] for i in lst}) > 1 and NEUTRAL in {s.m_owner[i] for i in lst}:
            raise preset["neutral"].fail(f"region {r}: a neutral meeple never shares a region")
    setup.begin_play(s)
    s.active = active
    engine.advance(s)


def _region(s: KState, e: Entry, seat: int | None = None) -> int:
    """A region index that can hold a meeple (of ``seat``, whose faction may occupy water or crags)."""
    r = e.int()
    if not 0 <= r < s.board.R:
        raise e.fail(f"region {r} is not on the board (0..{s.board.R - 1})")
    ok = s.board.occupiable if seat is None else s.board.occupiable_for(s.mods[seat].links)
    if not ok[r]:
        raise e.fail(f"region {r} ({s.board.terrain[r]}) cannot hold {'this seat' if seat is not None else 'a'} meeple")
    return r


def _sides(s: KState, preset: Entry, cards: list[int]) -> None:
    n = s.n
    want = n + (1 if n == 2 else 0)
    if preset.has("sides"):
        chosen = [e.choice(sorted(s.sides), "territory side") for e in preset["sides"].list(exactly=want)]
        seen: set[int] = set()
        for e, sid in zip(preset["sides"].list(), chosen, strict=True):
            if s.sides[sid].card in seen:
                raise e.fail(f"card {s.sides[sid].card} is already on the table")
            seen.add(s.sides[sid].card)
    else:
        chosen = []
        for card in cards[:want]:
            chosen.append(next(f"T{card}{x}" for x in "AB" if f"T{card}{x}" in s.sides))
    for p in range(n):
        s.home_side[p] = chosen[p]
        s.home_card[p] = s.sides[chosen[p]].card
        s.emit("home_card", seat=p, card=s.home_card[p])
        s.emit("side_chosen", seat=p, side=chosen[p])
    s.deck_cards = [c for c in cards if c not in {s.sides[x].card for x in chosen}]
    if n == 2:
        s.lost_kingdom = chosen[2]
        s.emit("lost_kingdom", side=s.lost_kingdom)
    setup.install_board(s, Board([s.sides[x] for x in chosen]))


def _seat(s: KState, seat: int, entry: Entry) -> None:
    s.res[seat] = [entry[k].int(0, RES_MAX, default=0) for k in ("mana", "ore", "food")]
    s.magic[seat] = entry["magic"].int(0, 5, default=0)
    refresh_mods(s, seat)
    s.tower[seat] = entry["tower"].int(0, len(s.content.tower.cost), default=0)
    s.captured[seat] = entry["captured"].int(0, 99, default=0)
    meeples = entry["meeples"].list(most=MEEPLES) if entry.has("meeples") else []
    for k, e in enumerate(meeples):
        parts = e.list(exactly=2) if isinstance(e.value, list) else [e]
        r = _region(s, parts[0], seat)
        i = seat * MEEPLES + k
        place(s, i, r)
        if len(parts) == 2:
            face = parts[1].choice(("standing", "down"), "meeple position")
            if face == "down" and not s.board.ruins[r]:
                raise parts[1].fail("meeples are knocked over only in ruins")
            s.m_down[i] = face == "down"


def _neutral(s: KState, preset: Entry) -> None:
    if s.n != 2:
        if preset.has("neutral"):
            raise preset["neutral"].fail("only a 2-player game has a Lost Kingdom")
        return
    b = s.board
    if preset.has("neutral"):
        regions = []
        for e in preset["neutral"].list():
            r = _region(s, e)
            if b.card[r] != 2:
                raise e.fail(f"region {r} is not on the Lost Kingdom (card 2)")
            if r in regions:
                raise e.fail(f"region {r} holds one neutral meeple at most")
            regions.append(r)
    else:
        regions = [r for r in b.card_regions[2] if b.occupiable[r]]
    for r in regions:
        s.m_owner.append(NEUTRAL)
        s.m_region.append(r)
        s.m_down.append(False)
        s.reg[r].append(len(s.m_owner) - 1)
        s.neutral_in_play += 1


def _tokens(s: KState, preset: Entry) -> None:
    if not s.exploration:
        for key in ("tokens", "crown"):
            if preset.has(key):
                raise preset[key].fail("tokens and the crown are in the exploration variant only")
        return
    ids = setup.new_tokens(s)
    if preset.has("crown"):     # held: never dealt onto the board
        crown = next(t for t in ids if s.tok_type[t] == "crown")
        s.tok_state[crown] = HELD
        s.crown = preset["crown"].seat(s.n)
    if not preset.has("tokens"):
        _deal_tokens(s, [t for t in ids if s.tok_state[t] == BOX])
        return
    for e in preset["tokens"].list(most=len(ids)):
        parts = e.list(exactly=3)
        r = _region(s, parts[0])
        kind = parts[1].choice(TOKEN_TYPES, "token")
        face = parts[2].choice(("up", "down"), "token face")
        free = [t for t in ids if s.tok_type[t] == kind and s.tok_state[t] == BOX]
        if not free:
            raise parts[1].fail(f"every {kind} token is already named" + (" (the crown is held)" if kind == "crown" else ""))
        if s.reg_tok[r] >= 0:
            raise parts[0].fail(f"region {r} already holds a token")
        if face == "down" and s.reg[r]:
            raise parts[2].fail("a face-down token is turned up by the first meeple to enter its region")
        if face == "up" and kind not in STAY_UP:
            raise parts[2].fail(f"a {kind} token leaves the board when it is turned up")
        setup.put_token(s, free[0], r)
        s.tok_state[free[0]] = DOWN if face == "down" else UP


def _deal_tokens(s: KState, ids: list[int]) -> None:
    """As the setup deals them: into the empty occupiable home regions, seeded
    (5 players: the blank goes back to the box, three per home card)."""
    b = s.board
    if s.n == 5:
        blank = next(t for t in ids if s.tok_type[t] == "blank")
        s.tok_state[blank] = GONE
        s.blank_returned = True
        ids = [t for t in ids if t != blank]
    s.rng.shuffle(ids)
    for c in range(s.n):
        empty = [r for r in b.card_regions[c] if b.occupiable[r] and not s.reg[r]]
        s.rng.shuffle(empty)
        for r in empty[:3 if s.n == 5 else len(empty)]:
            if ids:
                setup.put_token(s, ids.pop(), r)


# --- the builder -----------------------------------------------------------------------------------
class Scenario(Builder):
    """Writes a Kingdoms preset, then plays it.

    Before ``start`` the methods write the preset; ``start`` begins the game
    through the rules' ``new_state``; after it ``do`` submits legal moves
    (checked and logged like a player's) and ``state`` is the live game.
    ``sides`` are side ids of ``rules`` (default: the registered rules, on the
    Tiled maps); tests pass rules made of their own grid sides.
    """

    game = "kingdoms"

    def __init__(self, players: int, sides: list[str] | None = None,
                 factions: tuple[str, ...] | list[str] | None = None, exploration: bool = False,
                 seed: int = 0, first_player: int = 0, rules: KingdomsRules | None = None) -> None:
        super().__init__(players, seed, "exploration" if exploration else None,
                         factions=list(factions or DEFAULT_FACTIONS[:players]), first_player=first_player)
        self._rules = rules or super().rules()  # type: ignore[assignment]
        ids = list(sides or [])
        if ids:
            want = players + (1 if players == 2 else 0)
            self.preset["sides"] = ids[:want]
            self.board = Board([self._rules.sides[x] for x in ids[:want]])
        self.pool = list(self._rules.content.tokens.pool())
        self.claimed: set[int] = set()
        self.s: KState | None = None

    def rules(self) -> KingdomsRules:
        return self._rules

    # --- writing the preset --------------------------------------------------------------------
    def _open(self) -> None:
        if self.s is not None:
            raise RuntimeError("the position has started: build it before start()")

    def _seat(self, seat: int) -> dict[str, Any]:
        self._open()
        seats = self.preset.setdefault("seats", [])
        while len(seats) <= seat:
            seats.append({})
        return seats[seat]

    def r(self, card: int, cell: int) -> int:
        """Region index of grid cell ``cell`` on board card ``card``."""
        return self.board.card_regions[card][cell]

    def put(self, seat: int, region: int, count: int = 1, down: bool | None = None) -> list[int]:
        """Meeples from supply (knocked over in ruins unless ``down`` says); their ids."""
        meeples = self._seat(seat).setdefault("meeples", [])
        out = []
        for _ in range(count):
            out.append(seat * MEEPLES + len(meeples))
            meeples.append(region if down is None else [region, "down" if down else "standing"])
        return out

    def neutral(self, region: int) -> int:
        self._open()
        regions = self.preset.setdefault("neutral", [])
        regions.append(region)
        return self.players * MEEPLES + len(regions) - 1

    def no_neutrals(self) -> Scenario:
        """A 2-player position whose Lost Kingdom meeples are all gone."""
        self._open()
        self.preset["neutral"] = []
        return self

    def set_res(self, seat: int, mana: int = 0, ore: int = 0, food: int = 0) -> None:
        self._seat(seat).update(mana=mana, ore=ore, food=food)

    def set_magic(self, seat: int, level: int) -> None:
        self._seat(seat)["magic"] = level

    def set_tower(self, seat: int, level: int) -> None:
        self._seat(seat)["tower"] = level

    def set_captured(self, seat: int, count: int) -> None:
        self._seat(seat)["captured"] = count

    def token(self, region: int, kind: str, up: bool = False) -> int:
        """A token of ``kind`` on ``region``; its id (its place in the pool)."""
        self._open()
        t = next(k for k, x in enumerate(self.pool) if x == kind and k not in self.claimed)
        self.claimed.add(t)
        self.preset.setdefault("tokens", []).append([region, kind, "up" if up else "down"])
        return t

    def no_tokens(self) -> Scenario:
        """An exploration position whose tokens are all in the box or gone."""
        self._open()
        self.preset.setdefault("tokens", [])
        return self

    def crown(self, seat: int) -> Scenario:
        self._open()
        self.preset["crown"] = seat
        return self

    def end_triggered(self) -> Scenario:
        self._open()
        self.preset["end_triggered"] = True
        return self

    def position(self) -> KState:
        """A fresh game at the position written so far (the builder stays open for more)."""
        self._open()
        return self._rules.new_state(self.config())

    def start(self, active: int = 0, shields: tuple[str, ...] = (), turn: int | None = None) -> Scenario:
        """Begin play with ``active`` selecting and the given shields already placed."""
        self._open()
        self.preset["active"] = active
        if shields:
            self.preset["shields"] = list(shields)
        if turn is not None:
            self.preset["turn"] = turn
        self.s = self._rules.new_state(self.config())
        for seat, action in self.moves:
            self.do(seat, action)
        return self

    # --- playing ---------------------------------------------------------------------------------
    @property
    def state(self) -> KState:  # type: ignore[override]
        """The live game (started with the defaults if ``start`` was not called)."""
        if self.s is None:
            self.start(self.preset.get("active", 0))
        assert self.s is not None
        return self.s

    def legal(self, seat: int) -> list[tuple]:
        return self._rules.legal_actions(self.state, seat)

    def to_move(self) -> tuple[int, ...]:
        return self._rules.to_move(self.state)

    def do(self, seat: int, action: tuple) -> None:
        """A legal move (``Rules.submit``: checked and logged); the invariants must hold after it."""
        s = self.state
        if seat not in self.to_move():
            raise IllegalAction(f"seat {seat} is not to move ({self.to_move()}, {s.dec})")
        self._rules.submit(s, seat, action)
        problems = self._rules.check_invariants(s)
        assert not problems, problems

    def view(self, seat: int | None) -> dict:
        return self._rules.view(self.state, seat)

    def kinds(self, seat: int) -> set[str]:
        return {a[0] for a in self.legal(seat)}

    def token_state(self, t: int) -> int:
        return self.state.tok_state[t]


# --- demo positions a tutorial needs (on the real maps) -------------------------------------------
def _edges(board: Board, card: int) -> list[int]:
    return [r for r in board.card_regions[card] if board.edge[r] and board.occupiable[r]
            and not board.ruins[r] and not board.capital[r]]


def _demo(players: int = 3, **kw: Any) -> Scenario:
    from game.registry import get_rules

    ids = sorted(get_rules("kingdoms").sides)  # type: ignore[attr-defined]
    sides = [next(x for x in ids if x.startswith(f"T{c}")) for c in (1, 2, 3, 4, 5)][:players + (players == 2)]
    return Scenario(players, sides, **kw)


def demos() -> list[Demo]:
    out = []
    # The action card and following: seat 0 selects Expand, the others follow or collect.
    sc = _demo()
    for seat in range(3):
        sc.put(seat, _edges(sc.board, seat)[0])
        sc.put(seat, _edges(sc.board, seat)[1])
        sc.set_res(seat, mana=1, ore=1, food=3)
    sc.preset["active"] = 0
    first = _edges(sc.board, 0)[0]
    out.append(sc.play(0, ("select", "expand")).play(0, ("expand", first)).demo("action_and_following"))
    # A war: seat 0 quests into seat 1's region; both bid in secret.
    sc = _demo()
    a, d = _edges(sc.board, 0)[0], _edges(sc.board, 1)[0]
    sc.put(0, a, 2)
    sc.put(1, d)
    sc.put(1, _edges(sc.board, 1)[1])
    sc.put(2, _edges(sc.board, 2)[0], 2)
    sc.set_res(0, mana=3, ore=3, food=2)
    sc.set_res(1, mana=2, ore=2, food=2)
    sc.preset["active"] = 0
    sc.play(0, ("select", "quest")).play(0, ("quest", 0, d))
    out.append(sc.play(0, ("bid", 3)).play(1, ("bid", 1)).demo("war_bid"))
    # An alliance: both sides bid the flag and share the region.
    sc = _demo()
    sc.put(0, a, 2)
    sc.put(1, d)
    sc.put(1, _edges(sc.board, 1)[1])
    sc.put(2, _edges(sc.board, 2)[0], 2)
    sc.set_res(0, mana=2, ore=2, food=2)
    sc.set_res(1, mana=2, ore=2, food=2)
    sc.preset["active"] = 0
    sc.play(0, ("select", "quest")).play(0, ("quest", 0, d))
    out.append(sc.play(0, ("bid", "flag")).play(1, ("bid", "flag")).demo("alliance"))
    # The end: tower 5 and the ore to build the sixth level; four shields already on the card.
    sc = _demo()
    for seat in range(3):
        sc.put(seat, _edges(sc.board, seat)[0])
    sc.set_tower(0, 5)
    sc.set_res(0, ore=6)
    sc.preset.update(active=0, shields=["patrol", "quest", "research", "trade"])
    out.append(sc.play(0, ("select", "build")).play(0, ("build",)).demo("the_end"))
    return out


def bad_presets() -> list[BadPreset]:
    return [
        BadPreset({"sides": ["T1A", "T1B", "T2A"]}, "scenario.sides[1]", 3),
        BadPreset({"sides": ["T1A", "T2A", "T9Z"]}, "scenario.sides[2]", 3),
        BadPreset({"seats": [{"meeples": [9999]}]}, "scenario.seats[0].meeples[0]", 3),
        BadPreset({"seats": [{"mana": 10}]}, "scenario.seats[0].mana", 3),
        BadPreset({"shields": ["patrol", "patrol"]}, "scenario.shields[1]", 3),
        BadPreset({"tokens": [[0, "fort", "up"]]}, "scenario.tokens", 3),
        BadPreset({"neutral": [0]}, "scenario.neutral", 3),
    ]


BOOK = ScenarioBook(demos, bad_presets)

__all__ = ["Scenario", "DOWN", "UP", "GameConfig"]
