"""The six die actions for a player seat (spec §4): whether one has a legal
resolution, and resolving it with the seat's own choices.

Resolutions are generators: they ``yield`` a :class:`Decision` whenever a seat
must choose and receive the chosen option back, so one code path serves the
active player, followers, solo copies, shared and repeated actions.  A
decision with a single option is taken without asking.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from game.galaxies import board, effects
from game.galaxies.state import (
    CULTURE,
    DIPLOMACY,
    ECONOMY,
    ENERGY,
    FLEET,
    MAT,
    MOVE,
    ORBIT,
    SURFACE,
    TRACK_OF,
    Ctx,
    Decision,
    GalaxiesState,
)

Resolution = Generator[Decision, Any, Any]


def ask(seat: int, prompt: str, options: list[tuple], **info: Any) -> Resolution:
    """Ask ``seat`` to pick one of ``options`` (taken at once if it is the only one)."""
    if len(options) == 1:
        return options[0]
    choice = yield Decision(seat, prompt, options, info)
    return choice


# --- move (§4.1) --------------------------------------------------------------------
def legal_moves(st: GalaxiesState, q: int, exclude: tuple[int, ...] = ()) -> list[tuple]:
    """("move", ship, "surface"|"orbit"|"home", slot); ships on the mat are
    interchangeable, so only the first one is offered."""
    out: list[tuple] = []
    row = st.row
    ships = st.ships[q]
    surf = [s[1] for s in ships if s[0] == SURFACE]
    orb = [s[1] for s in ships if s[0] == ORBIT]
    mat_seen = False
    for i, ship in enumerate(ships):
        loc = ship[0]
        if loc == FLEET or i in exclude:
            continue
        if loc == MAT:
            if mat_seen:
                continue
            mat_seen = True
            origin = -1
        else:
            origin = ship[1]
        for t, pid in enumerate(row):
            if pid is None or t == origin:
                continue
            if t not in surf:
                out.append(("move", i, "surface", t))
            if t not in orb:
                out.append(("move", i, "orbit", t))
        if origin >= 0:
            out.append(("move", i, "home", -1))
    return out


def has_move(st: GalaxiesState, q: int) -> bool:
    ships = st.ships[q]
    cards = sum(1 for p in st.row if p is not None)
    for ship in ships:
        if ship[0] == MAT and cards:
            return True
        if ship[0] in (SURFACE, ORBIT):
            return True  # home is always a destination
    return False


def do_move(st: GalaxiesState, q: int, ctx: Ctx, exclude: tuple[int, ...] = (), optional: bool = False) -> Resolution:
    """One Move, with the optional landing effect (§4.1); returns the ship moved or None."""
    options = legal_moves(st, q, exclude)
    if optional:
        options.append(("done",))
    choice = yield from ask(q, "move", options)
    if choice[0] == "done":
        return None
    _, i, dest, slot = choice
    ship = st.ships[q][i]
    if dest == "home":
        ship[0], ship[1], ship[2] = MAT, -1, 0
    else:
        ship[0], ship[1], ship[2] = (SURFACE if dest == "surface" else ORBIT), slot, 0
    st.emit("move", player=q, ship=i, dest=dest, slot=slot)
    if dest == "surface":
        pid = st.row[slot]
        if effects.available(st, q, pid, ctx, "landing"):
            use = yield from ask(q, "land", [("use_planet", pid), ("skip",)], planet=pid)
            if use[0] == "use_planet":
                yield from effects.resolve(st, q, pid, ctx, "landing")
    return i


# --- utilize (§4.5) -------------------------------------------------------------------
def utilize_options(st: GalaxiesState, q: int, ctx: Ctx) -> list[tuple]:
    out: list[tuple] = []
    cost = board.upgrade_cost(st, q)
    if cost is not None:
        if st.energy[q] >= cost:
            out.append(("upgrade", "energy"))
        if st.culture[q] >= cost:
            out.append(("upgrade", "culture"))
    seen = set()
    for pid in st.colonies[q]:
        if pid not in seen and effects.available(st, q, pid, ctx, "colony"):
            out.append(("colony", pid))
        seen.add(pid)
    return out


def can_utilize(st: GalaxiesState, q: int, ctx: Ctx) -> bool:
    cost = board.upgrade_cost(st, q)
    if cost is not None and (st.energy[q] >= cost or st.culture[q] >= cost):
        return True
    return any(effects.available(st, q, pid, ctx, "colony") for pid in st.colonies[q])


# --- any action ---------------------------------------------------------------------------
def can_action(st: GalaxiesState, q: int, act: str, ctx: Ctx) -> bool:
    """Whether ``act`` has a legal resolution for ``q`` (D#2, D#3, G18)."""
    if act == MOVE:
        return has_move(st, q)
    if act == ENERGY:
        return board.acquire_count(st, q, "energy") > 0
    if act == CULTURE:
        return board.acquire_count(st, q, "culture") > 0
    if act == DIPLOMACY or act == ECONOMY:
        return bool(board.orbiting(st, q, TRACK_OF[act]))
    return can_utilize(st, q, ctx)


def do_action(st: GalaxiesState, q: int, act: str, ctx: Ctx) -> Resolution:
    """Resolve ``act`` for ``q`` with their own pieces and choices (§4, D#49)."""
    if act == MOVE:
        yield from do_move(st, q, ctx)
    elif act == ENERGY or act == CULTURE:
        res = "energy" if act == ENERGY else "culture"
        got = board.gain(st, q, res, board.acquire_count(st, q, res))
        st.emit("acquire", player=q, resource=res, amount=got)
    elif act == DIPLOMACY or act == ECONOMY:
        options = [("ship", i) for i in board.orbiting(st, q, TRACK_OF[act])]
        choice = yield from ask(q, "advance", options, track=TRACK_OF[act])
        board.advance_ship(st, q, choice[1], 1)
    else:
        choice = yield from ask(q, "utilize", utilize_options(st, q, ctx))
        if choice[0] == "upgrade":
            board.pay(st, q, choice[1], board.upgrade_cost(st, q))
            board.upgrade(st, q)
        else:
            yield from effects.resolve(st, q, choice[1], ctx, "colony")

