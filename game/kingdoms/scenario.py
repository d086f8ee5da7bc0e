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

from typing import Any

from game.core.protocol import GameConfig, IllegalAction
from game.core.scenario import BadPreset, Builder, Demo, ScenarioBook
from game.kingdoms.board import Board
from game.kingdoms.rules import RULES, KingdomsRules
from game.kingdoms.state import (
    DOWN,
    MEEPLES,
    UP,
    KState,
)

DEFAULT_FACTIONS = ("moon_weavers", "harvest_circle", "coin_guild", "iron_covenant", "rootbound")
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
        self._rules = rules if rules is not None else RULES
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
