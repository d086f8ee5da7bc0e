"""The solo hostile galaxy (spec §6, §10.5): an automaton seat whose turn the
rules play out die by die.  Each step (a roll, an automatic reroll or a
discard, the die's action, each part of an attack, a level, the bonus dice,
the end of the turn) is an action of its seat, ``("step", name)``, that the
bot driver plays (``Rules.automaton_step``); between them the turn waits for
the human's own decisions (force a reroll, copy an action)."""

from __future__ import annotations

from game.core.scenario import roll_die
from game.galaxies import actions, board
from game.galaxies.resolution import step
from game.galaxies.state import (
    CULTURE,
    DIPLOMACY,
    ECONOMY,
    ENERGY,
    MAT,
    MOVE,
    ORBIT,
    TRACK_OF,
    Ctx,
    GalaxiesState,
)


def _attack(st: GalaxiesState):
    return st.the_hostile().levels[st.level[st.hostile_seat] - 1].attack


def _free_slot(st: GalaxiesState) -> int | None:
    """D#36: the leftmost row card with no hostile ship in its orbit."""
    h = st.hostile_seat
    taken = {s[1] for s in st.ships[h] if s[0] == ORBIT}
    for t, pid in enumerate(st.row):
        if pid is not None and t not in taken:
            return t
    return None


def _nearest_human_ship(st: GalaxiesState) -> int | None:
    """D#60: fewest spaces left, ties to larger progress, then lowest slot."""
    best, best_key = None, None
    for i in board.orbiting(st, 0):
        ship = st.ships[0][i]
        if ship[2] < 1:
            continue
        key = (st.planet_at(ship[1]).track_length - ship[2], -ship[2], ship[1])
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best


def _part_changes(st: GalaxiesState, key: str, p: dict) -> bool:
    h = st.hostile_seat
    if key == "drain":
        return (p["energy"] and st.energy[0] > 0) or (p["culture"] and st.culture[0] > 0)
    if key == "plunder":
        return ((p["energy"] and st.energy[0] > 0) or (p["culture"] and st.culture[0] > 0)
                or (p["any"] and st.energy[0] + st.culture[0] > 0))
    if key == "hoard":
        return (p["energy"] and st.energy[h] < 7) or (p["culture"] and st.culture[h] < 7)
    if key == "push":
        return bool(board.orbiting(st, h))
    if key == "repel":
        return _nearest_human_ship(st) is not None
    if key == "jam":
        return st.dice_penalty[0] == 0
    raise ValueError(key)


def blocked(st: GalaxiesState, face: str, bonus: bool) -> bool:
    """§6.3: whether the hostile galaxy cannot perform ``face`` now."""
    h = st.hostile_seat
    if face == MOVE:
        return not any(s[0] == MAT for s in st.ships[h]) or _free_slot(st) is None
    if face == DIPLOMACY or face == ECONOMY:
        return not board.orbiting(st, h, TRACK_OF[face])
    if face == ENERGY:
        return board.acquire_count(st, h, "energy", hostile=True) == 0
    if face == CULTURE:
        return bonus or board.acquire_count(st, h, "culture", hostile=True) == 0
    attack = _attack(st)
    if attack.once_per_turn and st.level[h] in st.attacks_used:
        return True
    return not any(_part_changes(st, k, p) for k, p in attack.parts)


def _step(st: GalaxiesState, name: str, **info) -> actions.Resolution:
    """One step of the hostile galaxy: a logged action of its seat."""
    return step(st.hostile_seat, name, **info)


def perform(st: GalaxiesState, face: str) -> actions.Resolution:
    """§6.4: the hostile galaxy's version of each action (targets fixed by rule);
    each part of an attack after the announcement is a step of its own."""
    h = st.hostile_seat
    if face == MOVE:
        t = _free_slot(st)
        if t is None:
            raise ValueError("the hostile move has no free slot (blocked() says so first)")
        ship = next(s for s in st.ships[h] if s[0] == MAT)
        ship[0], ship[1], ship[2] = ORBIT, t, 0
        st.emit("hostile_move", slot=t)
    elif face == DIPLOMACY or face == ECONOMY:
        _advance_all(st, board.orbiting(st, h, TRACK_OF[face]), 1)
    elif face == ENERGY or face == CULTURE:
        res = "energy" if face == ENERGY else "culture"
        got = board.gain(st, h, res, board.acquire_count(st, h, res, hostile=True))
        st.emit("hostile_acquire", resource=res, amount=got)
    else:
        attack = _attack(st)
        if attack.once_per_turn:
            st.attacks_used.add(st.level[h])
        st.emit("hostile_attack", level=st.level[h])
        for key, p in attack.parts:
            if _part_changes(st, key, p):
                yield from _step(st, "attack_part", part=key)
                _attack_part(st, key, p)


def _advance_all(st: GalaxiesState, ships: list[int], steps: int) -> None:
    """D#13/D#37: the ships are fixed first, then advance left to right by slot."""
    h = st.hostile_seat
    order = sorted(ships, key=lambda i: st.ships[h][i][1])
    for i in order:
        if st.ships[h][i][0] == ORBIT:
            board.advance_ship(st, h, i, steps)


def _attack_part(st: GalaxiesState, key: str, p: dict) -> None:
    """One part of an attack; its event says what it did (the amounts lost,
    taken or gained, the ships pushed), so the log can tell it plainly."""
    h = st.hostile_seat
    told: dict = {}
    if key == "drain":
        told = {"energy": board.lose(st, 0, "energy", p["energy"]), "culture": board.lose(st, 0, "culture", p["culture"])}
    elif key == "plunder":
        energy = board.lose(st, 0, "energy", p["energy"])
        culture = board.lose(st, 0, "culture", p["culture"])
        board.gain(st, h, "energy", energy)
        board.gain(st, h, "culture", culture)
        for _ in range(p["any"]):
            if st.energy[0] + st.culture[0] == 0:
                break
            res = "energy" if st.energy[0] >= st.culture[0] else "culture"
            board.gain(st, h, res, board.lose(st, 0, res, 1))
            energy, culture = energy + (res == "energy"), culture + (res == "culture")
        told = {"energy": energy, "culture": culture}
    elif key == "hoard":
        told = {"energy": board.gain(st, h, "energy", p["energy"]), "culture": board.gain(st, h, "culture", p["culture"])}
    elif key == "push":
        ships = board.orbiting(st, h)
        _advance_all(st, ships, p["steps"])
        told = {"steps": p["steps"], "ships": len(ships)}
    elif key == "repel":
        if p["target"] == "nearest":
            nearest = _nearest_human_ship(st)
            targets = [] if nearest is None else [nearest]      # (blocked() sees that there is one)
        else:
            targets = [i for i in board.orbiting(st, 0) if st.ships[0][i][2] >= 1]
        for i in targets:
            ship = st.ships[0][i]
            ship[2] -= min(p["steps"], ship[2])
        told = {"steps": p["steps"], "ships": len(targets)}
    elif key == "jam":
        st.dice_penalty[0] = p["dice"]
        told = {"dice": p["dice"]}
    st.emit("attack_part", key=key, **told)


def _roll(st: GalaxiesState) -> str:
    return roll_die(st.content.faces, st.dice_to_come, st.rng)


def _roll_die(st: GalaxiesState, kind: str, **args) -> str:
    """Roll the hostile die: it shows until it is resolved or discarded."""
    face = st.hostile_die = _roll(st)
    st.emit(kind, reveal=True, face=face, **args)
    return face


def _roll_bonus_aware(st: GalaxiesState, bonus: bool, done: set[str]) -> str:
    """A ``hostile_roll``; ``again`` tells a bonus die showing an action this bonus
    run already took, which is rolled again for free (D#32)."""
    face = st.hostile_die = _roll(st)
    st.emit("hostile_roll", reveal=True, face=face, bonus=bonus, again=bonus and face in done)
    return face


def hostile_die(st: GalaxiesState, bonus: bool, done: set[str]) -> actions.Resolution:
    """RESOLVE_HOSTILE_DIE of §6.2: roll, automatic reroll or discard of a
    blocked face, the human's force-reroll window, the action, the copy window."""
    yield from _step(st, "roll")
    face = _roll_bonus_aware(st, bonus, done)
    auto = False
    while True:
        if bonus and face in done:
            yield from _step(st, "roll")  # D#32: a repeated bonus action is rerolled for free
            face = _roll_bonus_aware(st, bonus, done)
            continue
        if blocked(st, face, bonus):
            if not auto:
                auto = True
                yield from _step(st, "reroll")
                face = _roll_die(st, "hostile_auto_reroll")
                continue
            yield from _step(st, "discard")
            st.hostile_die = None
            st.emit("hostile_discard", face=face)
            return
        if st.energy[0] >= 1 and st.culture[0] >= 1:
            choice = yield from actions.ask(0, "force_reroll", [("force_reroll",), ("let",)], face=face)
            if choice[0] == "force_reroll":
                board.pay(st, 0, "energy", 1)
                board.pay(st, 0, "culture", 1)
                face = _roll_die(st, "force_reroll")
                continue
        break
    yield from _step(st, "act", face=face)
    st.hostile_die = None
    st.track.append(face)
    die = len(st.track) - 1
    if bonus:
        done.add(face)
    yield from perform(st, face)
    if bonus:
        return
    ctx = Ctx(0, False, "copy", set(), False, die)
    if st.culture[0] < 1:
        return
    st.culture[0] -= 1  # the copy is paid before it resolves: legal on the state after paying
    ok = actions.can_action(st, 0, face, ctx)
    st.culture[0] += 1
    if ok:
        choice = yield from actions.ask(0, "copy", [("copy",), ("pass",)], face=face)
        if choice[0] == "copy":
            board.pay(st, 0, "culture", 1)
            st.emit("copy", player=0, action=face)
            yield from actions.do_action(st, 0, face, ctx)


def hostile_turn(st: GalaxiesState) -> actions.Resolution:
    """HOSTILE_TURN of §6.2 and the end-of-turn specials of §6.5, then a last
    step that ends the turn (the table shows where it ended before the next
    player rolls)."""
    h = st.hostile_seat
    st.once_used.clear()
    st.attacks_used.clear()
    st.track = []
    st.faces, st.status = [], []
    n = st.the_hostile().levels[st.level[h] - 1].dice  # D#35: the level at the start of the turn
    st.emit("hostile_turn", dice=n)
    for _ in range(n):
        yield from hostile_die(st, False, set())
    if st.energy[h] >= 7:
        yield from _step(st, "level")
        st.level[h] += 1
        st.energy[h] = 0
        st.emit("hostile_level", level=st.level[h])
        if st.the_hostile().levels[st.level[h] - 1].is_skull:
            board.finish_solo(st, h, "skull")
        board.refresh_vp(st, h)
    if st.culture[h] >= 7:
        yield from _step(st, "bonus")
        st.track = []
        st.emit("hostile_bonus")
        done: set[str] = set()
        for _ in range(3):
            yield from hostile_die(st, True, done)
        st.culture[h] = 0
    yield from _step(st, "end")
    st.track = []
