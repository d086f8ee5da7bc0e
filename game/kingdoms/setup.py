"""The Kingdoms setup machine: factions, home sides, starting resources and
regions, exploration tokens (spec section 2), up to the first turn.

``setup_decision`` says which decision the setup owes; the engine's
interpreter (``engine.advance``) offers it and applies the answer through the
``h_*`` handlers here.
"""

from __future__ import annotations

from itertools import combinations

from game.kingdoms.board import Board
from game.kingdoms.effects import compile_mods
from game.kingdoms.state import BOX, DOWN, GONE, MEEPLES, NEUTRAL, KState, place, refresh_mods

START_RESOURCES = 6   # mana + ore + food at setup (A33)
SPLITS = [("resources", m, o, START_RESOURCES - m - o) for m in range(START_RESOURCES + 1)
          for o in range(START_RESOURCES + 1 - m)]


def setup_seat(s: KState) -> int:
    return (s.first + s.setup_idx) % s.n


def setup_decision(s: KState) -> tuple[str, int, list[tuple]] | None:
    """The decision the setup owes now (kind, seat, legal options), or None after
    moving the setup on to its next step (or into play)."""
    st = s.setup_step
    if s.setup_idx < s.n:
        seat = setup_seat(s)
        if st == "faction":
            taken = set(s.factions)
            return "faction", seat, [("faction", f) for f in s.content.factions if f not in taken]
        if st == "side":
            card = s.home_card[seat]
            return "side", seat, [("side", x) for x in "AB" if f"T{card}{x}" in s.sides]
        if st == "resources":
            return "resources", seat, list(SPLITS)
        if st == "start":
            b = s.laid()
            return "start", seat, [("start", r) for r in b.card_regions[seat] if b.occupiable[r]]
        if st == "token_regions":
            board = s.laid()
            eligible = [r for r in board.card_regions[seat] if board.occupiable[r] and not s.reg[r]]
            k = min(3, len(eligible))
            return "token_regions", seat, [("token_regions", c) for c in combinations(eligible, k)]
    s.setup_idx = 0
    if st == "faction":
        s.setup_step = "side"
    elif st == "side":
        build_board(s)
        s.setup_step = "resources"
    elif st == "resources":
        s.setup_step = "start"
    elif st == "start":
        if s.exploration and s.n == 5:
            five_player_pool(s)
            s.setup_step = "token_regions"
        else:
            if s.exploration:
                place_tokens(s)
            begin_play(s)
    elif st == "token_regions":
        for t in s.token_pool:
            s.tok_state[t] = BOX
        s.token_pool = []
        begin_play(s)
    return None


def h_faction(s: KState, seat: int, a: tuple) -> None:
    s.factions[seat] = a[1]
    set_faction(s, seat, a[1])
    s.emit("faction_chosen", seat=seat, faction=a[1])
    s.setup_idx += 1


def set_faction(s: KState, seat: int, fid: str) -> None:
    faction = s.content.factions[fid]
    s.factions[seat] = fid
    s.abilities[seat] = [list(effects) for effects in faction.abilities]
    s.mods[seat] = compile_mods(s.abilities[seat], s.magic[seat])


def h_side(s: KState, seat: int, a: tuple) -> None:
    s.home_side[seat] = f"T{s.home_card[seat]}{a[1]}"
    s.emit("side_chosen", seat=seat, side=s.home_side[seat])
    s.setup_idx += 1


def build_board(s: KState) -> None:
    """Compile the board once every side is known (Lost Kingdom drawn here, R4)."""
    sides = [s.sides[sid] for sid in s.home_side]
    if s.n == 2:
        card = s.deck_cards[s.rng.randrange(len(s.deck_cards))]
        choices = [x for x in "AB" if f"T{card}{x}" in s.sides]
        s.lost_kingdom = f"T{card}{choices[s.rng.randrange(len(choices))]}"
        sides.append(s.sides[s.lost_kingdom])
        s.emit("lost_kingdom", side=s.lost_kingdom)
    install_board(s, Board(sides))
    if s.n == 2:
        board = s.laid()
        for r in board.card_regions[2]:
            if board.occupiable[r]:
                i = len(s.m_owner)
                s.m_owner.append(NEUTRAL)
                s.m_region.append(r)
                s.m_down.append(False)
                s.reg[r].append(i)
                s.neutral_in_play += 1


def install_board(s: KState, board: Board) -> None:
    s.board = board
    s.reg = [[] for _ in range(board.R)]
    s.reg_tok = [-1] * board.R
    for p in range(s.n):
        refresh_mods(s, p)


def h_resources(s: KState, seat: int, a: tuple) -> None:
    s.res[seat] = [a[1], a[2], a[3]]
    s.emit("resources_set", seat=seat, mana=a[1], ore=a[2], food=a[3])
    s.setup_idx += 1


def h_start(s: KState, seat: int, a: tuple) -> None:
    r = a[1]
    for i in (seat * MEEPLES, seat * MEEPLES + 1):
        place(s, i, r)
    s.emit("start_region", seat=seat, region=r)
    s.setup_idx += 1


def new_tokens(s: KState) -> list[int]:
    pool = s.content.tokens.pool()
    s.tok_type = pool
    s.tok_state = [BOX] * len(pool)
    s.tok_region = [-1] * len(pool)
    return list(range(len(pool)))


def put_token(s: KState, t: int, r: int) -> None:
    s.tok_state[t] = DOWN
    s.tok_region[t] = r
    s.reg_tok[r] = t


def place_tokens(s: KState) -> None:
    """2-4 players: one face-down token per empty occupiable region (2.5, A41, A42)."""
    ids = new_tokens(s)
    s.rng.shuffle(ids)
    b = s.laid()
    eligible = [r for c in range(s.n) for r in b.card_regions[c] if b.occupiable[r] and not s.reg[r]]
    s.rng.shuffle(eligible)
    for t, r in zip(ids, eligible, strict=False):
        put_token(s, t, r)
    s.emit("tokens_placed", count=min(len(ids), len(eligible)))


def five_player_pool(s: KState) -> None:
    """5 players: one blank back to the box, the other 15 shuffled (2.5)."""
    ids = new_tokens(s)
    blank = next(t for t in ids if s.tok_type[t] == "blank")
    s.blank_returned = True
    s.tok_state[blank] = GONE
    ids.remove(blank)
    s.rng.shuffle(ids)
    s.token_pool = ids
    s.emit("blank_returned")


def h_token_regions(s: KState, seat: int, a: tuple) -> None:
    for r in a[1]:
        if s.token_pool:
            put_token(s, s.token_pool.pop(), r)
            s.emit("token_placed", seat=seat, region=r)
    s.setup_idx += 1


def begin_play(s: KState) -> None:
    s.phase = "play"
    s.tstage = "start"
    s.active = s.first
    s.emit("game_started", first=s.first)
