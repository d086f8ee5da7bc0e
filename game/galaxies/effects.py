"""Planet effects (spec §10.3): the 20 parameterised keys, when each is
offered (F4) and how it resolves.

``available`` answers F4 (limits, chain guard, META rule, cost, legal-iff on
the state after the cost); ``resolve`` pays and runs the key's handler.  The
handlers are resolutions like the actions (see :mod:`game.galaxies.resolution`).

Some effects perform die actions (repeat_die, free_action, move_ships) and the
actions resolve effects (a landing, Utilize): a real mutual recursion.  So that
the two modules do not import each other, :mod:`game.galaxies.actions` imports
this one and hands itself over with :func:`plug_in_actions` as it loads.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any, Protocol

from game.core.protocol import randbelow
from game.core.scenario import roll_die
from game.galaxies import board
from game.galaxies.board import has_move, legal_moves
from game.galaxies.resolution import Resolution, ask
from game.galaxies.state import ACTIONS, ACTIVATED, DISCARDED, ORBIT, UNUSED, Ctx, GalaxiesState


class Actions(Protocol):
    """The die actions an effect may perform: what :mod:`game.galaxies.actions` provides."""

    def can_action(self, st: GalaxiesState, q: int, act: str, ctx: Ctx) -> bool: ...

    def do_action(self, st: GalaxiesState, q: int, act: str, ctx: Ctx) -> Resolution: ...

    def do_move(self, st: GalaxiesState, q: int, ctx: Ctx, exclude: tuple[int, ...] = (),
                optional: bool = False) -> Resolution: ...


actions: Actions  # set by plug_in_actions when game.galaxies.actions loads


def plug_in_actions(impl: Actions) -> None:
    """Give the effects the die actions; called once by :mod:`game.galaxies.actions`,
    which imports this module (importing it back here would be an import loop)."""
    global actions
    actions = impl


def _unused(st: GalaxiesState) -> list[int]:
    return [i for i, s in enumerate(st.status) if s == UNUSED]


def _rival_targets(st: GalaxiesState, q: int, track: str) -> list[tuple[int, int]]:
    out = []
    for r in st.rivals(q):
        for i in board.orbiting(st, r, track):
            if st.ships[r][i][2] >= 1:
                out.append((r, i))
    return out


def _relocations(st: GalaxiesState, q: int) -> list[tuple]:
    out = []
    by_id = st.content.by_id
    mine = [s[1] for s in st.ships[q] if s[0] == ORBIT]
    for i in board.orbiting(st, q):
        ship = st.ships[q][i]
        for t, pid in enumerate(st.row):
            if pid is None or t == ship[1] or t in mine:
                continue
            if ship[2] < by_id[pid].track_length:
                out.append(("relocate", i, t))
    return out


def _repeatable(st: GalaxiesState, q: int, ctx: Ctx) -> list[tuple]:
    """Dice activated this turn (or resolved on the action track), not the one resolving now."""
    out = []
    seen = set()
    if st.active == st.hostile_seat:
        faces = [(i, f) for i, f in enumerate(st.track)]
    else:
        faces = [(i, st.faces[i]) for i, s in enumerate(st.status) if s == ACTIVATED]
    for i, face in faces:
        if i == ctx.die or face in seen:
            continue
        if actions.can_action(st, q, face, ctx):
            out.append(("repeat", i))
            seen.add(face)
    return out


def _borrowable_row(st: GalaxiesState, q: int, ctx: Ctx) -> list[tuple]:
    out = []
    seen = set()
    for pid in st.row:
        if pid is None or pid in seen:
            continue
        seen.add(pid)
        if not st.content.by_id[pid].meta and available(st, q, pid, ctx, "borrowed"):
            out.append(("borrow", -1, pid))
    return out


def _borrowable_colonies(st: GalaxiesState, q: int, ctx: Ctx, res: str) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    if board.have(st, q, res) < 1:
        return out
    pile = st.energy if res == "energy" else st.culture
    pile[q] -= 1  # F4: availability after the payment, the user's 1 gone ...
    try:
        for r in st.rivals(q):
            got = board.gain(st, r, res, 1)     # ... and in that rival's hands (clipped at 7)
            try:
                seen = set()
                for pid in st.colonies[r]:
                    if pid in seen or st.content.by_id[pid].meta:
                        continue
                    seen.add(pid)
                    if available(st, q, pid, ctx, "borrowed"):
                        out.append(("borrow", r, pid))
            finally:
                pile[r] -= got
    finally:
        pile[q] += 1
    return out


def _free_actions(st: GalaxiesState, q: int, ctx: Ctx) -> list[tuple]:
    return [("free", a) for a in ACTIONS if actions.can_action(st, q, a, ctx)]


def _upgrade_payments(st: GalaxiesState, q: int, p: dict[str, Any]) -> list[tuple]:
    base = board.upgrade_cost(st, q)
    if base is None:
        return []
    if p["only_if_lowest"] and not all(st.level[q] < st.level[r] for r in st.rivals(q)):
        return []
    cost = max(0, base - p["discount"])
    e, c = st.energy[q], st.culture[q]
    if p["mixed"]:
        return [("pay", x, cost - x) for x in range(cost + 1) if x <= e and cost - x <= c]
    out = []
    if e >= cost:
        out.append(("pay", cost, 0))
    if c >= cost and cost > 0:
        out.append(("pay", 0, cost))
    return out


def _legal(st: GalaxiesState, q: int, key: str, p: dict[str, Any], ctx: Ctx) -> bool:
    """The legal-iff column of §10.3.2, on the state after the cost is paid."""
    if key == "gain":
        mult = board.home_ships(st, q) if p["per_home_ship"] else 1
        return (p["energy"] * mult > 0 and st.energy[q] < 7) or (p["culture"] * mult > 0 and st.culture[q] < 7)
    if key == "convert":
        return board.have(st, q, p["from"]) >= p["give"] and board.have(st, q, p["to"]) < 7
    if key == "steal":
        return any(board.have(st, r, p["resource"]) >= 1 for r in st.rivals(q))
    if key == "advance":
        return bool(board.orbiting(st, q, p["track"]))
    if key == "regress":
        return bool(_rival_targets(st, q, p["track"]))
    if key == "shift":
        orb = board.orbiting(st, q)
        return len(orb) >= 2 and any(st.ships[q][i][2] >= 1 for i in orb)
    if key == "relocate":
        return bool(_relocations(st, q))
    if key == "move_ships":
        return has_move(st, q)
    if key == "recall":
        return any(st.ships[q][i][2] >= 1 for i in board.orbiting(st, q))
    if key == "upgrade":
        return bool(_upgrade_payments(st, q, p))
    if key == "reroll_dice" or key == "set_die":
        return st.active != st.hostile_seat and bool(_unused(st))
    if key == "discard_dice":
        return len(_unused(st)) >= p["dice"] and (st.energy[q] < 7 or st.culture[q] < 7)
    if key == "repeat_die":
        return bool(_repeatable(st, q, ctx))
    if key == "follow_income":
        return st.follows_this_turn >= 1 and board.have(st, q, p["resource"]) < 7
    if key == "follow_tax":
        return st.follow_cost == 1 and not st.solo
    if key == "replace_row":
        return bool(st.deck) and bool(_replaceable(st))
    if key == "use_row_planet":
        return bool(_borrowable_row(st, q, ctx))
    if key == "use_colony":
        return bool(_borrowable_colonies(st, q, ctx, p["pay"]))
    if key == "free_action":
        return bool(_free_actions(st, q, ctx))
    raise ValueError(f"unknown effect key {key!r}")


def _replaceable(st: GalaxiesState) -> list[int]:
    taken = {ship[1] for ships in st.ships for ship in ships if ship[1] >= 0}
    return [t for t, pid in enumerate(st.row) if pid is not None and t not in taken]


def available(st: GalaxiesState, q: int, pid: str, ctx: Ctx, source: str) -> bool:
    """F4: limits, chain guard (F10), META rule (F9), cost, and a legal use."""
    planet = st.content.by_id[pid]
    if pid in ctx.scope:
        return False
    if planet.meta and ctx.meta:
        return False
    if planet.own_turn_only and not ctx.active:
        return False
    if planet.once_per_turn and (q, pid) in st.once_used:
        return False
    eff = planet.effect
    ce, cc = eff.cost_energy, eff.cost_culture
    if st.energy[q] < ce or st.culture[q] < cc:
        return False
    inner = Ctx(q, ctx.active, ctx.via, ctx.scope | {pid}, ctx.meta or planet.meta, ctx.die)
    st.energy[q] -= ce
    st.culture[q] -= cc
    try:
        return _legal(st, q, eff.key, eff.params, inner)
    finally:
        st.energy[q] += ce
        st.culture[q] += cc


def resolve(st: GalaxiesState, q: int, pid: str, ctx: Ctx, source: str) -> Resolution:
    """Pay the cost and carry out ``pid``'s effect for ``q`` (F5: once chosen, completed)."""
    planet = st.content.by_id[pid]
    ctx.scope.add(pid)
    if planet.once_per_turn:
        st.once_used.add((q, pid))
    eff = planet.effect
    if eff.cost_energy:
        board.pay(st, q, "energy", eff.cost_energy)
    if eff.cost_culture:
        board.pay(st, q, "culture", eff.cost_culture)
    st.emit("planet_effect", player=q, planet=pid, source=source)
    was_meta = ctx.meta
    ctx.meta = was_meta or planet.meta
    try:
        yield from HANDLERS[eff.key](st, q, eff.params, ctx)
    finally:
        ctx.meta = was_meta


# --- handlers ----------------------------------------------------------------------------
def _gain(st, q, p, ctx):
    mult = board.home_ships(st, q) if p["per_home_ship"] else 1
    board.gain(st, q, "energy", p["energy"] * mult)
    board.gain(st, q, "culture", p["culture"] * mult)
    for r in st.rivals(q):
        for res in ("energy", "culture"):
            got = board.gain(st, r, res, p["others_" + res])
            if got:
                st.emit("rival_gain", player=r, rival=q, resource=res, amount=got)   # the log tells the rivals too
    return
    yield


def _convert(st, q, p, ctx):
    most = board.have(st, q, p["from"]) // p["give"]
    k = 1
    if p["repeat"] == "any":
        k = (yield from ask(q, "convert", [("k", k) for k in range(1, most + 1)]))[1]
    board.pay(st, q, p["from"], k * p["give"])
    board.gain(st, q, p["to"], k * p["get"])


def _steal(st, q, p, ctx):
    res = p["resource"]
    options = [("rival", r) for r in st.rivals(q) if board.have(st, r, res) >= 1]
    r = (yield from ask(q, "steal", options))[1]
    taken = board.lose(st, r, res, p["amount"])
    board.gain(st, q, res, taken)
    st.emit("steal", player=q, rival=r, resource=res, amount=taken)


def _hostile_pick(st: GalaxiesState, seat: int, ships: list[int]) -> int:
    """F1/D#61: fewest spaces left to colonize, ties to the lowest slot."""
    by_id = st.content.by_id

    def key(i):
        ship = st.ships[seat][i]
        return (by_id[st.row[ship[1]]].track_length - ship[2], ship[1])

    return min(ships, key=key)


def _advance(st, q, p, ctx):
    if p["others_steps"]:
        for r in st.rivals(q):
            orb = board.orbiting(st, r)
            if not orb:
                continue
            if r == st.hostile_seat:
                i = _hostile_pick(st, r, orb)
            else:
                i = (yield from ask(r, "advance_rival", [("ship", i) for i in orb]))[1]
            board.advance_ship(st, r, i, p["others_steps"])
    orb = board.orbiting(st, q, p["track"])
    if orb:
        i = (yield from ask(q, "advance", [("ship", i) for i in orb], track=p["track"], steps=p["steps"]))[1]
        board.advance_ship(st, q, i, p["steps"])


def _regress(st, q, p, ctx):
    candidates = [("target", r, i) for r, i in _rival_targets(st, q, p["track"])]
    chosen = [(yield from ask(q, "regress", candidates))]
    while len(chosen) < p["max_ships"]:
        rest = [c for c in candidates if c not in chosen]
        if not rest:
            break
        more = yield from ask(q, "regress", rest + [("done",)])
        if more[0] == "done":
            break
        chosen.append(more)
    for _, r, i in chosen:
        ship = st.ships[r][i]
        ship[2] -= min(p["steps"], ship[2])
        st.emit("regress", player=r, slot=ship[1], pos=ship[2])


def _shift(st, q, p, ctx):
    orb = board.orbiting(st, q)
    backs = [("back", i) for i in orb if st.ships[q][i][2] >= 1]
    a = (yield from ask(q, "shift_back", backs))[1]
    b = (yield from ask(q, "shift_forward", [("forward", i) for i in orb if i != a]))[1]
    st.ships[q][a][2] -= 1
    board.advance_ship(st, q, b, 1)


def _relocate(st, q, p, ctx):
    _, i, t = yield from ask(q, "relocate", _relocations(st, q))
    st.ships[q][i][1] = t
    st.emit("relocate", player=q, ship=i, slot=t)


def _move_ships(st: GalaxiesState, q: int, p: Any, ctx: Ctx) -> Resolution:
    moved: list[int] = []
    for k in range(p["count"]):
        if not legal_moves(st, q, tuple(moved)):
            break
        i = yield from actions.do_move(st, q, ctx, tuple(moved), optional=k > 0)
        if i is None:
            break
        moved.append(i)


def _recall(st, q, p, ctx):
    options = [("recall", i, res) for i in board.orbiting(st, q) if st.ships[q][i][2] >= 1
               for res in ("energy", "culture")]
    _, i, res = yield from ask(q, "recall", options)
    pos = st.ships[q][i][2]
    board.send_home(st, q, i)
    board.gain(st, q, res, pos)


def _upgrade(st, q, p, ctx):
    _, e, c = yield from ask(q, "upgrade_pay", _upgrade_payments(st, q, p))
    board.pay(st, q, "energy", e)
    board.pay(st, q, "culture", c)
    board.upgrade(st, q)


_SUBSETS: dict[tuple[int, ...], list[tuple]] = {}


def reroll_subsets(unused: list[int]) -> list[tuple]:
    """("reroll", dice) for every non-empty subset of ``unused`` (cached)."""
    key = tuple(unused)
    found = _SUBSETS.get(key)
    if found is None:
        found = [("reroll", combo) for k in range(1, len(key) + 1) for combo in combinations(key, k)]
        _SUBSETS[key] = found
    return found


def roll_dice(rng: random.Random, faces: Sequence[str], k: int) -> list[str]:
    """``k`` dice of six ``faces``: ``faces[rng.randrange(6)]`` each, the same draws
    (``randbelow``'s loop inlined for a plain ``random.Random``; dice are rolled all game)."""
    if type(rng) is not random.Random:
        return [faces[randbelow(rng, 6)] for _ in range(k)]
    bits = rng.getrandbits
    out = []
    for _ in range(k):
        r = bits(3)
        while r >= 6:
            r = bits(3)
        out.append(faces[r])
    return out


def reroll(st: GalaxiesState, dice: tuple[int, ...]) -> None:
    faces = st.content.faces
    if st.dice_to_come:
        for i in dice:
            st.faces[i] = roll_die(faces, st.dice_to_come, st.rng)
    else:
        for i, face in zip(dice, roll_dice(st.rng, faces, len(dice)), strict=True):
            st.faces[i] = face
    if not st.mute_events:  # headless play skips building the log's arguments
        st.emit("reroll", reveal=True, player=st.active, dice=list(dice), faces=[st.faces[i] for i in dice])


def _reroll_dice(st, q, p, ctx):
    choice = yield from ask(q, "reroll", reroll_subsets(_unused(st)))
    reroll(st, choice[1])


def distinct_faces(st: GalaxiesState, dice: list[int]) -> list[int]:
    seen, out = set(), []
    for i in dice:
        if st.faces[i] not in seen:
            seen.add(st.faces[i])
            out.append(i)
    return out


def _set_die(st, q, p, ctx):
    options = [("set", i, f) for i in distinct_faces(st, _unused(st)) for f in st.content.faces if f != st.faces[i]]
    _, i, f = yield from ask(q, "set_die", options)
    st.faces[i] = f
    st.emit("set_die", player=q, die=i, face=f)


def _discard_dice(st, q, p, ctx):
    seen, options = set(), []
    for combo in combinations(_unused(st), p["dice"]):
        faces = tuple(sorted(st.faces[i] for i in combo))
        if faces not in seen:
            seen.add(faces)
            options.append(("discard", combo))
    combo = (yield from ask(q, "discard_dice", options))[1]
    for i in combo:
        st.status[i] = DISCARDED
    board.gain(st, q, "energy", p["energy"])
    board.gain(st, q, "culture", p["culture"])


def _repeat_die(st, q, p, ctx):
    i = (yield from ask(q, "repeat", _repeatable(st, q, ctx)))[1]
    face = st.track[i] if st.active == st.hostile_seat else st.faces[i]
    st.emit("repeat", player=q, action=face)
    yield from actions.do_action(st, q, face, ctx)


def _follow_income(st, q, p, ctx):
    board.gain(st, q, p["resource"], st.follows_this_turn)
    return
    yield


def _follow_tax(st, q, p, ctx):
    st.follow_cost = p["culture"]
    st.emit("follow_tax", player=q, cost=st.follow_cost)
    return
    yield


def _replace_row(st, q, p, ctx):
    t = (yield from ask(q, "replace", [("replace", t) for t in _replaceable(st)]))[1]
    st.discard.append(st.row[t])
    st.row[t] = st.deck.pop(0)
    st.emit("replace_row", player=q, slot=t, discarded=st.discard[-1], drawn=st.row[t])


def _use_row_planet(st, q, p, ctx):
    pid = (yield from ask(q, "borrow", _borrowable_row(st, q, ctx)))[2]
    yield from resolve(st, q, pid, ctx, "borrowed")


def _use_colony(st, q, p, ctx):
    res = p["pay"]
    _, r, pid = yield from ask(q, "borrow", _borrowable_colonies(st, q, ctx, res))
    board.pay(st, q, res, 1)
    board.gain(st, r, res, 1)
    st.emit("pay_rival", player=q, rival=r, resource=res)
    yield from resolve(st, q, pid, ctx, "borrowed")


def _free_action(st, q, p, ctx):
    act = (yield from ask(q, "free_action", _free_actions(st, q, ctx)))[1]
    st.emit("free_action", player=q, action=act)
    yield from actions.do_action(st, q, act, ctx)
    for r in st.rivals(q):
        if r == st.hostile_seat:
            continue  # the hostile galaxy never takes the shared action (D#56)
        # F3: a shared action is on another player's turn, except for the active
        # player sharing a follower's free action on their own turn
        shared = Ctx(r, r == st.active, "shared", set(), True, None)
        if not actions.can_action(st, r, act, shared):
            continue
        take = yield from ask(r, "shared", [("take",), ("decline",)], action=act)
        if take[0] == "take":
            st.emit("shared_action", player=r, action=act)
            yield from actions.do_action(st, r, act, shared)


HANDLERS = {
    "gain": _gain, "convert": _convert, "steal": _steal, "advance": _advance, "regress": _regress,
    "shift": _shift, "relocate": _relocate, "move_ships": _move_ships, "recall": _recall,
    "upgrade": _upgrade, "reroll_dice": _reroll_dice, "set_die": _set_die, "discard_dice": _discard_dice,
    "repeat_die": _repeat_die, "follow_income": _follow_income, "follow_tax": _follow_tax,
    "replace_row": _replace_row, "use_row_planet": _use_row_planet, "use_colony": _use_colony,
    "free_action": _free_action,
}
