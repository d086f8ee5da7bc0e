"""Final scoring (spec §5.2): mission awards (§10.4) and the tie-breaks."""

from __future__ import annotations

from game.galaxies import board
from game.galaxies.content import Mission
from game.galaxies.state import GalaxiesState


def stat(st: GalaxiesState, seat: int, name: str) -> int:
    if name == "energy":
        return st.energy[seat]
    if name == "culture":
        return st.culture[seat]
    if name == "colonies":
        return len(st.colonies[seat])
    if name in ("dip", "eco"):
        track = "diplomacy" if name == "dip" else "economy"
        return sum(1 for p in st.colonies[seat] if st.content.by_id[p].track_type == track)
    if name == "level":
        return st.level[seat]
    if name == "home":
        return board.home_ships(st, seat)
    return board.in_play(st, seat)


def award(st: GalaxiesState, seat: int, mission: Mission) -> int:
    """VP the mission gives ``seat`` on the final state (0 if not achieved; D#57)."""
    p = mission.params
    key = mission.key
    if key in ("most", "fewest"):
        mine = stat(st, seat, p["stat"])
        others = [stat(st, s, p["stat"]) for s in range(st.n) if s != seat]
        if key == "most":
            if mine < 1 or any(v > mine for v in others):
                return 0
        elif any(v < mine for v in others):
            return 0
        if mine in others:
            if mission.vp_tied is None:
                raise ValueError(f"mission {mission.id}: a tie on {key!r} needs vp_tied")
            return mission.vp_tied
        return mission.vp
    ok = False
    if key == "balanced":
        dip, eco = stat(st, seat, "dip"), stat(st, seat, "eco")
        ok = dip == eco and dip >= 1
    elif key == "triggered_end":
        ok = st.end_triggered_by == seat
    elif key == "min_resources":
        ok = st.energy[seat] >= p["energy"] and st.culture[seat] >= p["culture"]
    elif key == "max_level":
        ok = st.level[seat] == st.content.max_level
    elif key == "all_home":
        ok = board.home_ships(st, seat) == board.in_play(st, seat)
    elif key == "none_home":
        ok = board.home_ships(st, seat) == 0
    return mission.vp if ok else 0


def final_scores(st: GalaxiesState) -> tuple[list[int], list[int], list[tuple[int, ...]]]:
    """(final VP, mission VP, tie-break keys) per seat."""
    missions = []
    for s in range(st.seats):
        mid = st.kept[s]
        missions.append(award(st, s, st.content.mission(mid)) if mid else 0)
    final = [st.vp[s] + missions[s] for s in range(st.seats)]
    keys: list[tuple[int, ...]] = [(final[s], len(st.colonies[s]), st.level[s], st.energy[s] + st.culture[s]) for s in range(st.seats)]
    return final, missions, keys


def winners(st: GalaxiesState) -> list[int]:
    """Highest final VP, then colonies, level, energy + culture; then co-winners (§5.2)."""
    if st.solo:
        return [] if st.solo_winner is None else [st.solo_winner]
    _, _, keys = final_scores(st)
    best = max(keys)
    return [s for s in range(st.seats) if keys[s] == best]
