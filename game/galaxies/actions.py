"""The six die actions for a player seat (spec §4): whether one has a legal
resolution, and resolving it with the seat's own choices.

Actions are resolutions (see :mod:`game.galaxies.resolution`).  They resolve
planet effects (a landing, Utilize) and effects perform actions in turn
(repeat_die, free_action, move_ships): this module imports
:mod:`game.galaxies.effects` and plugs itself in there, so that the mutual
recursion is no import loop.  ``ask``, ``Resolution``, ``legal_moves`` and
``has_move`` live in modules of their own (effects need them too) and stay
reachable here as ``actions.*``.
"""

from __future__ import annotations

import sys

from game.galaxies import board, effects
from game.galaxies.board import has_move, legal_moves
from game.galaxies.resolution import Resolution, ask
from game.galaxies.state import (
    CULTURE,
    DIPLOMACY,
    ECONOMY,
    ENERGY,
    MAT,
    MOVE,
    ORBIT,
    SURFACE,
    TRACK_OF,
    UTILIZE,
    Ctx,
    GalaxiesState,
)


# --- move (§4.1) --------------------------------------------------------------------
def do_move(st: GalaxiesState, q: int, ctx: Ctx, exclude: tuple[int, ...] = (), optional: bool = False,
            target: tuple | None = None) -> Resolution:
    """One Move, with the optional landing effect (§4.1); returns the ship moved or None.

    ``target`` is the move already chosen with the die (``("activate", die, *target)``)."""
    if target:
        choice = target
    else:
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
    if not st.mute_events:
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
def can_action(st: GalaxiesState, q: int, act: str, ctx: Ctx | None) -> bool:
    """Whether ``act`` has a legal resolution for ``q`` (D#2, D#3, G18).

    Only Utilize reads ``ctx`` (its colony effects); the other actions depend
    on the ships and the row alone."""
    if act == MOVE:
        return has_move(st, q)
    if act == ENERGY:
        return board.can_acquire(st, q, "energy")
    if act == CULTURE:
        return board.can_acquire(st, q, "culture")
    if act == DIPLOMACY or act == ECONOMY:
        return board.has_orbiting(st, q, TRACK_OF[act])
    assert ctx is not None, "Utilize is judged in a context"
    return can_utilize(st, q, ctx)


def targets(st: GalaxiesState, q: int, act: str, ctx: Ctx) -> list[tuple]:
    """The first choices of ``act`` for ``q`` (where a Move goes, which ship an
    Advance moves, what Utilize uses); ``[()]`` for an action that has none.

    An activated die names its target in the same action (``("activate", die,
    *target)``): one player intent, one action."""
    if act == MOVE:
        return legal_moves(st, q)
    if act == DIPLOMACY or act == ECONOMY:
        return [("ship", i) for i in board.orbiting(st, q, TRACK_OF[act])]
    if act == UTILIZE:
        return utilize_options(st, q, ctx)
    return [()]


def do_action(st: GalaxiesState, q: int, act: str, ctx: Ctx, target: tuple | None = None) -> Resolution:
    """Resolve ``act`` for ``q`` with their own pieces and choices (§4, D#49);
    ``target`` is the first choice, when it was made with the die (see :func:`targets`)."""
    if act == MOVE:
        yield from do_move(st, q, ctx, target=target)
    elif act == ENERGY or act == CULTURE:
        res = "energy" if act == ENERGY else "culture"
        got = board.gain(st, q, res, board.acquire_count(st, q, res))
        if not st.mute_events:
            st.emit("acquire", player=q, resource=res, amount=got)
    elif act == DIPLOMACY or act == ECONOMY:
        options = [("ship", i) for i in board.orbiting(st, q, TRACK_OF[act])]
        choice = target or (yield from ask(q, "advance", options, track=TRACK_OF[act], steps=1))
        board.advance_ship(st, q, choice[1], 1)
    else:
        choice = target or (yield from ask(q, "utilize", utilize_options(st, q, ctx)))
        if choice[0] == "upgrade":
            cost = board.upgrade_cost(st, q)
            if cost is None:
                raise ValueError("no upgrade past the last level (utilize_options offers none)")
            board.pay(st, q, choice[1], cost)
            board.upgrade(st, q)
        else:
            yield from effects.resolve(st, q, choice[1], ctx, "colony")


# effects perform actions too: hand them this module (see effects.plug_in_actions)
effects.plug_in_actions(sys.modules[__name__])
