"""What the Kingdoms board shows, read from a rules view.

The board scene draws a :class:`BoardModel` and never looks at the raw view,
so the shape of the engine's view is known in exactly one place
(:mod:`game.ui.kingdoms.words`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.kingdoms.territory import TerritorySide

RESOURCES = ("mana", "ore", "food")
ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")


@dataclass
class PlayerInfo:
    seat: int
    colour: str
    faction: str
    res: tuple[int, int, int] = (0, 0, 0)
    tower: int = 0
    magic: int = 0
    in_play: int = 0
    supply: int = 7
    captured: int = 0
    crown: bool = False
    home: str = ""


@dataclass
class MeepleInfo:
    id: int
    owner: int          # seat, or -1 for neutral
    region: str         # region id
    knocked: bool = False


@dataclass
class TokenInfo:
    id: int
    region: str
    kind: str | None    # None = face down


@dataclass
class WarInfo:
    attacker: int
    defender: int
    region: str
    bids: tuple[object, object] | None = None   # revealed bids (attacker, defender)
    neutral: bool = False


@dataclass
class BoardModel:
    sides: list[TerritorySide]
    players: list[PlayerInfo]
    meeples: list[MeepleInfo] = field(default_factory=list)
    tokens: list[TokenInfo] = field(default_factory=list)
    shields: dict[str, bool] = field(default_factory=dict)
    active: int = 0
    turn: int = 0
    phase: str = "play"
    decision: str | None = None
    deciders: tuple[int, ...] = ()
    lost_kingdom: str | None = None
    end_triggered: bool = False
    over: bool = False
    war: WarInfo | None = None
    tower_vp: tuple[int, ...] = (0, 1, 2, 3, 5, 7, 10)
    box: int = 0

    def side_of(self, region_id: str) -> TerritorySide | None:
        prefix = region_id.split(".")[0]
        for side in self.sides:
            if side.id == prefix:
                return side
        return None

    def owner_of_side(self, side_id: str) -> int | None:
        for p in self.players:
            if p.home == side_id:
                return p.seat
        return None
