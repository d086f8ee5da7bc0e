"""Board mechanics shared by every action, effect and the hostile galaxy:
resources, ship positions and legal moves, colonizing with replacement draws, upgrades,
announced VP, the end trigger and the solo win checks (spec §1.6, §4, §5.1, §6.7)."""

from __future__ import annotations

from game.galaxies.state import FLEET, MAT, ORBIT, SURFACE, GalaxiesState, GameOver

CAP = 7


def gain(st: GalaxiesState, seat: int, res: str, amount: int) -> int:
    """Add up to the cap of 7 (excess lost, §1.6); returns what was actually gained."""
    pile = st.energy if res == "energy" else st.culture
    before = pile[seat]
    pile[seat] = min(CAP, before + amount)
    return pile[seat] - before


def have(st: GalaxiesState, seat: int, res: str) -> int:
    return st.energy[seat] if res == "energy" else st.culture[seat]


def pay(st: GalaxiesState, seat: int, res: str, amount: int) -> None:
    pile = st.energy if res == "energy" else st.culture
    assert pile[seat] >= amount, "a cost is paid in full or not at all (D#15)"
    pile[seat] -= amount


def lose(st: GalaxiesState, seat: int, res: str, amount: int) -> int:
    """Take away up to ``amount`` (never below 0); returns what was lost."""
    pile = st.energy if res == "energy" else st.culture
    taken = min(amount, pile[seat])
    pile[seat] -= taken
    return taken


def planet_at(st: GalaxiesState, slot: int):
    pid = st.row[slot]
    return None if pid is None else st.content.by_id[pid]


def orbiting(st: GalaxiesState, seat: int, track: str = "any") -> list[int]:
    """Indexes of ``seat``'s ships in orbit on a track of type ``track`` (or any)."""
    out = []
    row = st.row
    by_id = st.content.by_id  # an orbiting ship's slot holds a planet (the invariants check it)
    for i, ship in enumerate(st.ships[seat]):
        if ship[0] == ORBIT and (track == "any" or by_id[row[ship[1]]].track_type == track):  # type: ignore[index]
            out.append(i)
    return out


def has_orbiting(st: GalaxiesState, seat: int, track: str) -> bool:
    """``bool(orbiting(st, seat, track))``, stopping at the first ship (asked before most decisions)."""
    row = st.row
    by_id = st.content.by_id
    for ship in st.ships[seat]:
        if ship[0] == ORBIT and by_id[row[ship[1]]].track_type == track:  # type: ignore[index]
            return True
    return False


def home_ships(st: GalaxiesState, seat: int) -> int:
    return sum(1 for ship in st.ships[seat] if ship[0] == MAT)


def in_play(st: GalaxiesState, seat: int) -> int:
    return sum(1 for ship in st.ships[seat] if ship[0] != FLEET)


def acquire_count(st: GalaxiesState, seat: int, res: str, hostile: bool = False) -> int:
    """Ships producing ``res`` for Acquire (§4.2; the hostile galaxy's home ships give both, D#27)."""
    n = 0
    row = st.row
    by_id = st.content.by_id  # a ship on a slot has a planet there (the invariants check it)
    for ship in st.ships[seat]:
        loc = ship[0]
        if loc == SURFACE or loc == ORBIT:
            if by_id[row[ship[1]]].resource == res:  # type: ignore[index]
                n += 1
        elif loc == MAT and (res == "energy" or hostile):
            n += 1
    return n


def can_acquire(st: GalaxiesState, seat: int, res: str) -> bool:
    """``acquire_count(st, seat, res) > 0`` (not hostile), stopping at the first ship."""
    row = st.row
    by_id = st.content.by_id
    for ship in st.ships[seat]:
        loc = ship[0]
        if loc == SURFACE or loc == ORBIT:
            if by_id[row[ship[1]]].resource == res:  # type: ignore[index]
                return True
        elif loc == MAT and res == "energy":
            return True
    return False


def empire_vp(st: GalaxiesState, seat: int) -> int:
    if seat == st.hostile_seat:
        return st.the_hostile().levels[st.level[seat] - 1].vp
    return st.content.empire[st.level[seat] - 1].vp


def recompute_vp(st: GalaxiesState, seat: int) -> int:
    """Announced VP: colonies plus the current level's VP, never the mission (§1.5, G60)."""
    by_id = st.content.by_id
    return sum(by_id[p].vp for p in st.colonies[seat]) + empire_vp(st, seat)


def refresh_vp(st: GalaxiesState, seat: int) -> None:
    st.vp[seat] = recompute_vp(st, seat)
    check_end(st, seat)


def check_end(st: GalaxiesState, seat: int) -> None:
    """The 21-VP trigger (§5.1) or, in solo, the immediate wins (§6.7)."""
    end_vp = st.content.end_vp
    if st.solo:
        if st.vp[seat] >= end_vp:
            finish_solo(st, seat, "vp")
        return
    if not st.end_triggered and st.vp[seat] >= end_vp:
        st.end_triggered = True
        st.end_triggered_by = seat
        st.emit("end_triggered", player=seat, vp=st.vp[seat])


def finish_solo(st: GalaxiesState, winner: int, how: str) -> None:
    st.over = True
    st.solo_winner = winner
    st.emit("solo_win", player=winner, how=how)
    raise GameOver


def colonize(st: GalaxiesState, seat: int, slot: int) -> None:
    """§4.4: every ship on the planet goes home, the card goes to ``seat``, a
    replacement is drawn into the same slot (or it stays empty), then the end
    and win checks run."""
    pid = st.planet_at(slot).id
    for ships in st.ships:
        for ship in ships:
            if ship[1] == slot and (ship[0] == SURFACE or ship[0] == ORBIT):
                ship[0], ship[1], ship[2] = MAT, -1, 0
    st.colonies[seat].append(pid)
    st.row[slot] = st.deck.pop(0) if st.deck else None
    st.emit("colonize", player=seat, planet=pid, slot=slot, drawn=st.row[slot])
    if all(p is None for p in st.row) and not st.end_triggered and not st.solo:
        st.end_triggered = True
        st.end_triggered_by = None
        st.emit("row_empty")
    refresh_vp(st, seat)


def advance_ship(st: GalaxiesState, seat: int, ship_i: int, steps: int) -> bool:
    """Move an orbiting ship forward one space at a time; True if it colonized (F7)."""
    ship = st.ships[seat][ship_i]
    length = st.planet_at(ship[1]).track_length
    for _ in range(steps):
        ship[2] += 1
        if ship[2] >= length:
            colonize(st, seat, ship[1])
            return True
    if not st.mute_events:
        st.emit("advance", player=seat, slot=ship[1], pos=ship[2])
    return False


def send_home(st: GalaxiesState, seat: int, ship_i: int) -> None:
    ship = st.ships[seat][ship_i]
    ship[0], ship[1], ship[2] = MAT, -1, 0


def upgrade(st: GalaxiesState, seat: int) -> None:
    """Level +1, VP of the new level, fleet ships released at once (§4.5)."""
    st.level[seat] += 1
    level = st.content.empire[st.level[seat] - 1]
    want = level.ships
    ships = st.ships[seat]
    have_ = sum(1 for s in ships if s[0] != FLEET)
    for ship in ships:
        if have_ >= want:
            break
        if ship[0] == FLEET:
            ship[0] = MAT
            have_ += 1
    st.emit("upgrade", player=seat, level=st.level[seat])
    refresh_vp(st, seat)


def upgrade_cost(st: GalaxiesState, seat: int) -> int | None:
    if st.level[seat] >= st.content.max_level:
        return None
    return st.content.empire[st.level[seat]].cost


def ship_on(st: GalaxiesState, seat: int, loc: int, slot: int) -> bool:
    for ship in st.ships[seat]:
        if ship[0] == loc and ship[1] == slot:
            return True
    return False


# --- moves (§4.1): the choices only; the Move action itself is actions.do_move ---------
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
    """A ship off the mat can always go home; one on the mat needs a card in the row
    (looked for only then: this runs before nearly every main decision)."""
    on_mat = False
    for ship in st.ships[q]:
        loc = ship[0]
        if loc == SURFACE or loc == ORBIT:
            return True
        if loc == MAT:
            on_mat = True
    if on_mat:
        for pid in st.row:
            if pid is not None:
                return True
    return False
