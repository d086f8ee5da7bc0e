"""What the Galaxies bots measure, apart from how they choose: a model of the
game rebuilt from a view (:func:`model_from_view`), the value of a position,
and the worth of an action, a follow, a copy or a forced reroll.

The bots (``game.galaxies.bots``) choose with these; the window's auto-pass
(``game.ui.galaxies.auto_pass``) asks the same measures whether an optional
window can help a person, without importing a bot.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import GameConfig
from game.galaxies import actions, board
from game.galaxies.rules import RULES
from game.galaxies.scoring import award, winners
from game.galaxies.state import (
    CULTURE,
    DIPLOMACY,
    ECONOMY,
    ENERGY,
    LOC_NAMES,
    MAT,
    MOVE,
    ORBIT,
    TRACK_OF,
    UTILIZE,
    Ctx,
    GalaxiesState,
)

LOC = {name: i for i, name in enumerate(LOC_NAMES)}
MISSION_LIKING = {"min_resources": 5, "max_level": 4, "most": 3, "balanced": 2, "triggered_end": 2,
                  "none_home": 3, "all_home": 1, "fewest": 1}


# --- a model of the game from a view ---------------------------------------------------------
def model_from_view(view: dict[str, Any], rng: random.Random) -> GalaxiesState:
    """A full state consistent with ``view``; hidden parts sampled with ``rng``."""
    content = RULES.content
    variant = f"hostile{view['hostile']['difficulty']}" if view["hostile"] else None
    st = GalaxiesState(GameConfig("galaxies", view["players"], rng.randrange(1 << 30), variant), content)
    st.rng = random.Random(rng.randrange(1 << 30))
    if view["hostile"]:
        st.hostile = content.hostile(view["hostile"]["difficulty"])
    for e in view["empires"]:
        s = e["seat"]
        st.energy[s], st.culture[s], st.level[s], st.vp[s] = e["energy"], e["culture"], e["level"], e["vp"]
        st.colonies[s] = list(e["colonies"])
        st.ships[s] = [[LOC[a], b, c] for a, b, c in e["ships"]]
        st.dice_penalty[s] = e["dice_penalty"]
    st.row = list(view["row"])
    st.discard = list(view["discard"])
    seen = set(st.discard) | {p for p in st.row if p} | {p for c in st.colonies for p in c}
    st.deck = [p.id for p in content.planets if p.id not in seen]
    rng.shuffle(st.deck)
    me = view["seat"]
    unseen = [m.id for m in content.missions if m.id not in (view["my_mission"], view["my_discarded"])]
    rng.shuffle(unseen)
    for e in view["empires"]:
        s = e["seat"]
        if s == me:
            st.kept[s] = view["my_mission"]
        elif e["has_mission"] and unseen:
            st.kept[s] = unseen.pop()
    st.first_player, st.active, st.round_no = view["first_player"], view["active"], view["round"]
    st.faces = [d["face"] for d in view["dice"]]
    st.status = [d["status"] for d in view["dice"]]
    st.track = list(view["track"])
    st.free_reroll_used, st.converter_used = view["free_reroll_used"], view["converter_used"]
    st.follow_cost, st.follows_this_turn = view["follow_cost"], view["follows_this_turn"]
    st.once_used = {(s, p) for s, p in view["once_used"]}
    st.attacks_used = set(view["attacks_used"])
    st.end_triggered, st.end_triggered_by = view["end_triggered"], view["end_triggered_by"]
    return st


def resume_main(st: GalaxiesState) -> None:
    """Run the model from the active player's main loop (dice as they are)."""
    st.gen = RULES._play(st, resume=True)
    RULES._advance(st, None)


# --- evaluation --------------------------------------------------------------------------------
def progress_value(st: GalaxiesState, seat: int) -> float:
    total = 0.0
    for ship in st.ships[seat]:
        if ship[0] == ORBIT:
            p = st.planet_at(ship[1])
            total += p.vp * (ship[2] + 0.5) / (p.track_length + 1)
    return total


def value(st: GalaxiesState, seat: int) -> float:
    """Heuristic worth of ``seat``'s position (announced VP plus what it is on the way to)."""
    level = st.level[seat]
    v = float(st.vp[seat])
    v += progress_value(st, seat) * 0.9
    if seat == st.hostile_seat:
        # every level brings more dice and the skull closer; energy is the next level
        return v + 2.5 * (level - 1) + 0.45 * st.energy[seat] + 0.25 * st.culture[seat]
    # resources: worth roughly what they buy (an upgrade costs level+1)
    v += 0.45 * min(st.energy[seat], 7) + 0.4 * min(st.culture[seat], 7)
    v += 0.8 * st.content.empire[level - 1].dice + 0.6 * board.in_play(st, seat)
    kept = st.kept[seat]
    if kept:
        v += 0.5 * award(st, seat, st.content.mission(kept))
    return v


def relative_value(st: GalaxiesState, seat: int) -> float:
    if st.over:
        w = winners(st)
        return 25.0 if seat in w else -25.0
    mine = value(st, seat)
    others = [value(st, s) for s in range(st.seats) if s != seat]
    return mine - max(others) if others else mine


# --- heuristic pieces --------------------------------------------------------------------------
def face_score(st: GalaxiesState, me: int, face: str) -> float:
    """How good it is for ``me`` to perform ``face`` now (0 = useless)."""
    if face == UTILIZE:
        cost = board.upgrade_cost(st, me)
        if cost is not None and (st.energy[me] >= cost or st.culture[me] >= cost):
            return 10.0 + st.level[me]
        return 3.0 if actions.can_utilize(st, me, Ctx(me, True, "die", set())) else 0.0
    if face == DIPLOMACY or face == ECONOMY:
        best = 0.0
        for i in board.orbiting(st, me, TRACK_OF[face]):
            ship = st.ships[me][i]
            p = st.planet_at(ship[1])
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


def move_score(st: GalaxiesState, me: int, opt: tuple) -> float:
    _, i, dest, slot = opt
    ship = st.ships[me][i]
    lost = 0.0
    if ship[0] == ORBIT:
        p = st.planet_at(ship[1])
        lost = 2.0 + 3.0 * ship[2] / p.track_length
    if dest == "home":
        return -lost - 0.5
    p = st.planet_at(slot)
    if dest == "orbit":
        # short, rich tracks first; rivals already ahead make it a race
        ahead = max((s[2] for seat in range(st.seats) if seat != me for s in st.ships[seat]
                     if s[0] == ORBIT and s[1] == slot), default=-1)
        race = 1.0 if ahead >= 1 else 0.0
        return 3.0 + p.vp / p.track_length - race - lost - 0.3 * p.track_length
    return 1.5 + (1.0 if p.effect.key in ("gain", "advance", "convert", "steal") else 0.2) - lost


def follow_worth(st: GalaxiesState, me: int, face: str, cost: int, strict: float) -> bool:
    if st.culture[me] < cost:
        return False
    score = face_score(st, me, face)
    if face == CULTURE:
        score -= 1.6 * cost
    return score >= strict + 2.0 * max(0, cost - 1) - 0.5 * (st.culture[me] - cost)


def hostile_threat(st: GalaxiesState, face: str | None) -> bool:
    """Whether the hostile galaxy's die ``face`` is worth a forced reroll: it
    levels up, upgrades, or completes a planet."""
    h = st.hostile_seat
    return (face == ENERGY and st.energy[h] >= 3) or face == UTILIZE or (
        face in (DIPLOMACY, ECONOMY) and any(
            s[0] == ORBIT and s[2] + 1 >= st.planet_at(s[1]).track_length for s in st.ships[h]))


def worth_doing(st: GalaxiesState, me: int, face: str, cost: int) -> bool:
    """Whether performing ``face`` for ``cost`` culture would do ``me`` any good at all."""
    return st.culture[me] >= cost and face_score(st, me, face) - (1.6 * cost if face == CULTURE else 0.0) > 0
