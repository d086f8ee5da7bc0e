"""Laying a Kingdoms preset out: the position a scenario names, built on a freshly dealt state.

The rules call :func:`lay_out` from ``new_state`` when the config carries a
preset (``GameConfig.options["scenario"]``, its format in
``game.kingdoms.scenario``); the builder that writes presets sits above the
rules, this below them, so neither imports the other in a circle.
"""

from __future__ import annotations

from game.core.scenario import Entry
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

KEYS = ("sides", "seats", "neutral", "tokens", "crown", "shields", "active", "turn", "end_triggered")
SEAT_KEYS = ("meeples", "mana", "ore", "food", "magic", "tower", "captured")
STAY_UP = ("dragon_lair", "camp", "fort", "town", "church")   # face-up tokens that stay on the board


def lay_out(s: KState, preset: Entry, cards: list[int]) -> None:
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
    board = s.laid()
    if not 0 <= r < board.R:
        raise e.fail(f"region {r} is not on the board (0..{board.R - 1})")
    ok = board.occupiable if seat is None else board.occupiable_for(s.mods[seat].links)
    if not ok[r]:
        raise e.fail(f"region {r} ({board.terrain[r]}) cannot hold {'this seat' if seat is not None else 'a'} meeple")
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
            if face == "down" and not s.laid().ruins[r]:
                raise parts[1].fail("meeples are knocked over only in ruins")
            s.m_down[i] = face == "down"


def _neutral(s: KState, preset: Entry) -> None:
    if s.n != 2:
        if preset.has("neutral"):
            raise preset["neutral"].fail("only a 2-player game has a Lost Kingdom")
        return
    b = s.laid()
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
    b = s.laid()
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
