"""The Kingdoms game state: plain lists and ints indexed by small integers.

Layout (everything public unless noted):

* Meeples: player ``p`` owns meeple ids ``7p .. 7p+6``; neutral Lost Kingdom
  meeples (2 players) follow.  ``m_owner[i]`` (seat or ``NEUTRAL``),
  ``m_region[i]`` (region index, ``-1`` = supply / captured) and ``m_down[i]``
  (knocked over).  ``reg[r]`` lists the meeple ids in region ``r`` (0..2).
* Players: ``res[p] = [mana, ore, food]``, ``tower[p]``, ``magic[p]``,
  ``in_play[p]``, ``captured[p]``; ``crown`` is the holder's seat or -1.
* Action card: ``shields[a]`` for the six actions of ``ACTIONS``.
* Tokens (exploration): ``tok_type[t]`` (hidden while face down or boxed),
  ``tok_state[t]`` (``BOX``/``DOWN``/``UP``/``GONE``/``HELD``),
  ``tok_region[t]``, and ``reg_tok[r]`` = token id in region r or -1.
* Decisions: ``dec`` (kind) and ``dec_seat``; ``legal`` caches the options of
  the pending decision; ``stack`` holds unfinished wars and token effects.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import GameConfig, GameState
from game.kingdoms.board import Board
from game.kingdoms.content import Content
from game.kingdoms.effects import Mods, compile_mods

ACTIONS = ("patrol", "quest", "build", "research", "expand", "trade")
RES = ("mana", "ore", "food")
MANA, ORE, FOOD = 0, 1, 2
NEUTRAL = -1
FLAG = "flag"
MEEPLES = 7
RES_MAX = 9
BID_MAX = 11
BOX, DOWN, UP, GONE, HELD = 0, 1, 2, 3, 4
TOKEN_STATES = ("box", "down", "up", "discarded", "held")


class KState(GameState):
    def __init__(self, config: GameConfig, content: Content) -> None:
        super().__init__(config)
        n = config.players
        self.n = n
        self.content = content
        self.exploration = config.variant == "exploration"
        self.first = 0
        self.factions: list[str] = [""] * n
        self.mods: list[Mods] = [Mods() for _ in range(n)]
        self.abilities: list[list[list[dict[str, Any]]]] = [[] for _ in range(n)]
        self.home_card: list[int] = [0] * n          # card number 1..8
        self.home_side: list[str] = [""] * n         # side id "T3B" once chosen
        self.lost_kingdom = ""                       # side id (2 players)
        self.board: Board | None = None
        self.padj: list[tuple[tuple[int, ...], ...]] = [()] * n
        # meeples
        self.m_owner: list[int] = [p for p in range(n) for _ in range(MEEPLES)]
        self.m_region: list[int] = [-1] * (n * MEEPLES)
        self.m_down: list[bool] = [False] * (n * MEEPLES)
        self.reg: list[list[int]] = []
        self.in_play = [0] * n
        self.neutral_in_play = 0
        # players
        self.res = [[0, 0, 0] for _ in range(n)]
        self.tower = [0] * n
        self.magic = [0] * n
        self.captured = [0] * n
        self.crown = -1
        # action card and turn
        self.shields = [False] * 6
        self.nshields = 0
        self.active = 0
        self.act_action = ""
        self.act_idx = 0
        self.end_triggered = False
        self.over = False
        self.turn = 0
        # tokens
        self.tok_type: list[str] = []
        self.tok_state: list[int] = []
        self.tok_region: list[int] = []
        self.reg_tok: list[int] = []
        self.blank_returned = False
        # decisions
        self.phase = "setup"
        self.setup_step = ""
        self.setup_idx = 0
        self.dec: str | None = None
        self.dec_seat = -1
        self.legal: list[tuple] = []
        self.stack: list[Any] = []
        self.collect_gain: tuple[int, int, int] = (0, 0, 0)
        self.result_data: Any = None
        self.final_ruins: list[int] = []
        self.deck_cards: list[int] = []
        self.sides: dict[str, Any] = {}                # all territory sides (shared, read-only)
        self.token_pool: list[int] = []
        self.tstage = "start"

    def laid(self) -> Board:
        """The board, once the setup has laid it out (every move after the setup reads it)."""
        if self.board is None:
            raise ValueError("the board is not laid out yet (setup)")
        return self.board

    def clone_into(self, new: KState) -> KState:
        """Copy every field into ``new`` (made with __new__), by hand for speed."""
        d = self.__dict__.copy()
        new.__dict__.update(d)
        new.rng = random.Random.__new__(random.Random)   # no fresh seeding: the state is copied
        new.rng.setstate(self.rng.getstate())
        new.log = list(self.log)
        new.events = list(self.events)
        new.factions = list(self.factions)
        new.mods = list(self.mods)            # Mods are rebuilt, never mutated
        new.abilities = list(self.abilities)
        new.home_card = list(self.home_card)
        new.home_side = list(self.home_side)
        new.padj = list(self.padj)
        new.m_owner = list(self.m_owner)
        new.m_region = list(self.m_region)
        new.m_down = list(self.m_down)
        new.reg = [list(x) for x in self.reg]
        new.in_play = list(self.in_play)
        new.res = [list(x) for x in self.res]
        new.tower = list(self.tower)
        new.magic = list(self.magic)
        new.captured = list(self.captured)
        new.shields = list(self.shields)
        new.tok_type = list(self.tok_type)
        new.tok_state = list(self.tok_state)
        new.tok_region = list(self.tok_region)
        new.reg_tok = list(self.reg_tok)
        new.legal = list(self.legal)
        new.stack = [f.copy() for f in self.stack]
        new.final_ruins = list(self.final_ruins)
        new.deck_cards = list(self.deck_cards)
        new.token_pool = list(self.token_pool)
        return new


def remove_meeple(s: KState, i: int) -> None:
    """Take meeple ``i`` off the board into its owner's supply."""
    r = s.m_region[i]
    s.reg[r].remove(i)
    s.m_region[i] = -1
    s.m_down[i] = False
    o = s.m_owner[i]
    if o >= 0:
        s.in_play[o] -= 1
    else:
        s.neutral_in_play -= 1


def place(s: KState, i: int, r: int) -> None:
    """Put a meeple from supply into r (setup, expand): no war, no token."""
    s.reg[r].append(i)
    s.m_region[i] = r
    s.m_down[i] = s.laid().ruins[r]
    s.in_play[s.m_owner[i]] += 1


def refresh_mods(s: KState, p: int) -> None:
    s.mods[p] = compile_mods(s.abilities[p], s.magic[p])
    if s.board is not None:
        s.padj[p] = s.board.adjacency(s.mods[p].links)
