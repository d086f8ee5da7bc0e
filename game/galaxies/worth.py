"""How much a die face is worth to a seat now, and whether the hostile
galaxy's die threatens: the bots' measures, also read by the window (which
optional windows it may pass for a person: ``game.ui.galaxies.auto_pass``).
"""

from __future__ import annotations

from game.galaxies import actions, board
from game.galaxies.state import (
    CULTURE,
    DIPLOMACY,
    ECONOMY,
    ENERGY,
    MAT,
    MOVE,
    ORBIT,
    TRACK_OF,
    UTILIZE,
    Ctx,
    GalaxiesState,
)


def face_score(st: GalaxiesState, me: int, face: str) -> float:
    """How good it is for ``me`` to perform ``face`` now (0 = useless)."""
    if face == UTILIZE:
        cost = board.upgrade_cost(st, me)
        if cost is not None and (st.energy[me] >= cost or st.culture[me] >= cost):
            return 10.0 + st.level[me]
        return 3.0 if actions.can_utilize(st, me, Ctx(me, True, "die", set())) else 0.0
    if face == DIPLOMACY or face == ECONOMY:
        best = 0.0
        by_id = st.content.by_id
        for i in board.orbiting(st, me, TRACK_OF[face]):
            ship = st.ships[me][i]
            p = by_id[st.row[ship[1]]]
            left = p.track_length - ship[2]
            best = max(best, (12.0 + p.vp) if left == 1 else 5.0 + p.vp / left)
        return best
    if face == MOVE:
        if any(s[0] == MAT for s in st.ships[me]):
            free = sum(1 for p in st.row if p) - sum(1 for s in st.ships[me] if s[0] == ORBIT)
            return 6.0 if free > 0 else 1.0
        return 1.5 if actions.has_move(st, me) else 0.0
    res = "energy" if face == ENERGY else "culture"
    gain = min(board.acquire_count(st, me, res), 7 - board.have(st, me, res))
    return 1.6 * gain


def hostile_threat(st: GalaxiesState, face: str | None) -> bool:
    """Whether the hostile galaxy's die ``face`` is worth a forced reroll: it
    levels up, upgrades, or completes a planet."""
    h = st.hostile_seat
    return (face == ENERGY and st.energy[h] >= 3) or face == UTILIZE or (
        face in (DIPLOMACY, ECONOMY) and any(
            s[0] == ORBIT and s[2] + 1 >= st.content.by_id[st.row[s[1]]].track_length for s in st.ships[h]))


def worth_doing(st: GalaxiesState, me: int, face: str, cost: int) -> bool:
    """Whether performing ``face`` for ``cost`` culture would do ``me`` any good at all."""
    return st.culture[me] >= cost and face_score(st, me, face) - (1.6 * cost if face == CULTURE else 0.0) > 0
