"""Build Kingdoms positions directly, for tests, screenshots and tutorials.

    sc = Scenario(3, [grid_side("T1A", ["FMP", "WKR"]), ...], factions=[...])
    a, b = sc.put(0, sc.r(0, 0), 2)          # two meeples of seat 0 in card 0, cell 0
    sc.set_res(0, mana=2, ore=1, food=3)
    sc.token(sc.r(1, 2), "fort", up=True)
    sc.start()                               # seat ``active`` now selects an action
    sc.do(0, ("select", "patrol"))

The state skips setup: every seat has its faction, the board is built from
the given sides (home cards in seat order, then the Lost Kingdom for 2
players), nobody has meeples until ``put``.  ``do`` validates like
``Rules.submit``.
"""

from __future__ import annotations

from game.core.protocol import GameConfig, IllegalAction
from game.kingdoms import engine, setup
from game.kingdoms.board import Board
from game.kingdoms.content import load_content
from game.kingdoms.rules import KingdomsRules
from game.kingdoms.state import DOWN, MEEPLES, NEUTRAL, UP, KState, place, refresh_mods
from game.kingdoms.territory import TerritorySide

DEFAULT_FACTIONS = ("moon_weavers", "harvest_circle", "coin_guild", "iron_covenant", "rootbound")


class Scenario:
    def __init__(self, players: int, sides: list[TerritorySide], factions: tuple[str, ...] | list[str] | None = None,
                 exploration: bool = False, seed: int = 0) -> None:
        self.rules = KingdomsRules(sides={sd.id: sd for sd in sides})
        config = GameConfig("kingdoms", players, seed, "exploration" if exploration else None, {})
        s = KState(config, load_content())
        s.sides = dict(self.rules.sides)
        self.s = s
        for p, fid in enumerate(factions or DEFAULT_FACTIONS[:players]):
            setup.set_faction(s, p, fid)
        s.home_side = [sd.id for sd in sides[:players]]
        s.home_card = [sd.card for sd in sides[:players]]
        if players == 2 and len(sides) > 2:
            s.lost_kingdom = sides[2].id
        setup.install_board(s, Board(list(sides)))
        s.tok_type, s.tok_state, s.tok_region = [], [], []

    @property
    def state(self) -> KState:
        return self.s

    def r(self, card: int, cell: int) -> int:
        """Region index of grid cell ``cell`` on board card ``card``."""
        return self.s.board.card_regions[card][cell]

    def put(self, seat: int, region: int, count: int = 1, down: bool | None = None) -> list[int]:
        """Place meeples from supply (knocked over in ruins unless ``down`` says)."""
        s = self.s
        out = []
        for _ in range(count):
            i = next(j for j in range(seat * MEEPLES, seat * MEEPLES + MEEPLES) if s.m_region[j] < 0)
            place(s, i, region)
            if down is not None:
                s.m_down[i] = down
            out.append(i)
        return out

    def neutral(self, region: int) -> int:
        s = self.s
        i = len(s.m_owner)
        s.m_owner.append(NEUTRAL)
        s.m_region.append(region)
        s.m_down.append(False)
        s.reg[region].append(i)
        s.neutral_in_play += 1
        return i

    def set_res(self, seat: int, mana: int = 0, ore: int = 0, food: int = 0) -> None:
        self.s.res[seat] = [mana, ore, food]

    def set_magic(self, seat: int, level: int) -> None:
        self.s.magic[seat] = level
        refresh_mods(self.s, seat)

    def token(self, region: int, kind: str, up: bool = False) -> int:
        s = self.s
        t = len(s.tok_type)
        s.tok_type.append(kind)
        s.tok_state.append(UP if up else DOWN)
        s.tok_region.append(region)
        s.reg_tok[region] = t
        return t

    def start(self, active: int = 0, shields: tuple[str, ...] = ()) -> Scenario:
        """Begin play with ``active`` selecting and the given shields already placed."""
        s = self.s
        s.phase = "play"
        s.tstage = "start"
        s.active = active
        for a in shields:
            s.shields[engine.ACTIONS.index(a)] = True
        s.nshields = len(shields)
        engine.advance(s)
        return self

    # --- playing -------------------------------------------------------------------------
    def legal(self, seat: int) -> list[tuple]:
        return self.rules.legal_actions(self.s, seat)

    def to_move(self) -> tuple[int, ...]:
        return self.rules.to_move(self.s)

    def do(self, seat: int, action: tuple) -> None:
        if seat not in self.to_move():
            raise IllegalAction(f"seat {seat} is not to move ({self.to_move()}, {self.s.dec})")
        if action not in self.legal(seat):
            raise IllegalAction(f"{action!r} not legal for seat {seat}: {self.legal(seat)}")
        self.rules.apply(self.s, seat, action)
        problems = self.rules.check_invariants(self.s)
        assert not problems, problems

    def view(self, seat: int | None) -> dict:
        return self.rules.view(self.s, seat)

    def kinds(self, seat: int) -> set[str]:
        return {a[0] for a in self.legal(seat)}

    def token_state(self, t: int) -> int:
        return self.s.tok_state[t]


__all__ = ["Scenario", "DOWN", "UP"]
