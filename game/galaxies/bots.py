"""Galaxies bots: ``easy``, ``normal`` and ``hard``, through views only.

A bot rebuilds a *model* state from its view (:func:`model_from_view`): the
public board as it is, with everything it cannot see sampled — the deck is a
shuffle of the unseen planets, rivals' missions are drawn from the unseen
missions, and future dice come from the bot's own RNG.  Policies then read
that model.

* ``easy``: greedy, one die at a time by a fixed liking of each action; never
  pays for rerolls; follows only when rich in culture.
* ``normal``: scores every die for what it would do now, rerolls or converts
  dice it cannot use, and follows when the copied action is worth the culture.
* ``hard``: at main-loop decisions, a determinized search: each candidate is
  played out to the end of the turn (rivals' follows included) on several
  sampled models, and the positions are compared by :func:`value`, which
  prices culture for what it buys later, so a follow is taken only when it
  beats keeping the culture.  Other decisions use the normal policy.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.bots import Bot
from game.core.protocol import Action, GameConfig
from game.galaxies import board
from game.galaxies.rules import RULES
from game.galaxies.scoring import award, winners
from game.galaxies.state import (
    CULTURE,
    DIPLOMACY,
    ECONOMY,
    LOC_NAMES,
    MOVE,
    ORBIT,
    UNUSED,
    UTILIZE,
    GalaxiesState,
)
from game.galaxies.worth import face_score, hostile_threat

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
    by_id = st.content.by_id
    total = 0.0
    for ship in st.ships[seat]:
        if ship[0] == ORBIT:
            p = by_id[st.row[ship[1]]]
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
    if st.kept[seat]:
        v += 0.5 * award(st, seat, st.content.mission(st.kept[seat]))
    return v


def relative_value(st: GalaxiesState, seat: int) -> float:
    if st.over:
        w = winners(st)
        return 25.0 if seat in w else -25.0
    mine = value(st, seat)
    others = [value(st, s) for s in range(st.seats) if s != seat]
    return mine - max(others) if others else mine


# --- heuristic pieces --------------------------------------------------------------------------
def move_score(st: GalaxiesState, me: int, opt: tuple) -> float:
    _, i, dest, slot = opt
    ship = st.ships[me][i]
    by_id = st.content.by_id
    lost = 0.0
    if ship[0] == ORBIT:
        p = by_id[st.row[ship[1]]]
        lost = 2.0 + 3.0 * ship[2] / p.track_length
    if dest == "home":
        return -lost - 0.5
    p = by_id[st.row[slot]]
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


def sub_choice(st: GalaxiesState, me: int, prompt: str, info: dict, legal: list[Action], strict: float) -> Action:
    """Every decision but the main loop (and the draft): simple, sensible rules."""
    kinds = {a[0] for a in legal}
    if prompt in ("follow", "copy"):
        face = info.get("action") or info.get("face")
        cost = info.get("cost", 1)
        return ("follow",) if prompt == "follow" and follow_worth(st, me, face, cost, strict) else (
            ("copy",) if prompt == "copy" and follow_worth(st, me, face, 1, strict) else legal[-1])
    if prompt == "force_reroll":
        rich = st.energy[me] >= 2 and st.culture[me] >= 2
        return ("force_reroll",) if hostile_threat(st, info.get("face")) and rich else ("let",)
    if "use_planet" in kinds:
        return next(a for a in legal if a[0] == "use_planet")
    if "take" in kinds:
        return ("take",)
    if "move" in kinds:
        moves = [a for a in legal if a[0] == "move"]
        best = max(moves, key=lambda a: move_score(st, me, a))
        if "done" in kinds and move_score(st, me, best) < 1.0:
            return ("done",)
        return best
    if "upgrade" in kinds:
        ups = [a for a in legal if a[0] == "upgrade"]
        return max(ups, key=lambda a: board.have(st, me, a[1]))
    if "ship" in kinds:
        by_id = st.content.by_id

        def closeness(a):
            ship = st.ships[me][a[1]]
            if ship[0] != ORBIT:
                return 0.0
            p = by_id[st.row[ship[1]]]
            return (ship[2] + 1) / p.track_length + p.vp * 0.01
        if prompt == "advance_rival":
            return legal[0]
        return max(legal, key=closeness)
    if "pay" in kinds:
        return max(legal, key=lambda a: (st.energy[me] - a[1]) + (st.culture[me] - a[2]) * 0.9
                   - abs((st.energy[me] - a[1]) - (st.culture[me] - a[2])) * 0.1)
    if "k" in kinds:
        return max(legal, key=lambda a: a[1])
    if "rival" in kinds:
        return max(legal, key=lambda a: st.vp[a[1]])
    if "target" in kinds:
        return max((a for a in legal if a[0] == "target"), key=lambda a: st.vp[a[1]] + st.ships[a[1]][a[2]][2])
    if "set_face" in kinds or "set" in kinds:
        return max(legal, key=lambda a: face_score(st, me, a[2]))
    if "free" in kinds:
        return max(legal, key=lambda a: face_score(st, me, a[1]))
    if "recall" in kinds:
        return max(legal, key=lambda a: (st.ships[me][a[1]][2], -board.have(st, me, a[2])))
    if "reroll" in kinds:
        return legal[-1]
    if "activate" in kinds:
        return legal[0]
    return legal[0]


def useless_dice(st: GalaxiesState, me: int, legal: list[Action], floor: float = 2.0) -> list[int]:
    unused = [i for i, s in enumerate(st.status) if s == UNUSED]
    return [i for i in unused if face_score(st, me, st.faces[i]) < floor]


AIM_PROMPT = {MOVE: "move", DIPLOMACY: "advance", ECONOMY: "advance", UTILIZE: "utilize"}


def activations(st: GalaxiesState, me: int, legal: list[Action]) -> list[Action]:
    """One activation per die, aimed where the policy sends that action (an
    activation names its target: ``("activate", die, *target)``)."""
    by_die: dict[int, list[Action]] = {}
    for a in legal:
        if a[0] == "activate":
            by_die.setdefault(a[1], []).append(a)
    out = []
    for group in by_die.values():
        inner = [a[2:] for a in group]
        if len(group) == 1:
            out.append(group[0])
            continue
        choice = sub_choice(st, me, AIM_PROMPT.get(st.faces[group[0][1]], ""), {}, inner, NormalBot.strict)
        out.append(group[inner.index(choice)] if choice in inner else group[0])
    return out


def main_choice(st: GalaxiesState, me: int, legal: list[Action], level: str) -> Action:
    """The main loop for easy and normal bots."""
    best, best_score = ("end",), 0.0
    acts = activations(st, me, legal)
    for a in acts:
        score = face_score(st, me, st.faces[a[1]])
        if level == "easy":
            score = {UTILIZE: 5, DIPLOMACY: 4, ECONOMY: 4, MOVE: 3}.get(st.faces[a[1]], 2) if score > 0 else 0
        if score > best_score:
            best, best_score = a, score
    if level == "easy":
        return best
    useless = useless_dice(st, me, legal)
    if useless and not st.free_reroll_used:
        option = ("reroll", tuple(useless))
        if option in legal:
            return option
    if len(useless) >= 3 and not st.converter_used:
        for a in legal:
            if a[0] == "convert" and a[1] in useless and a[2] in useless:
                return a
    if best_score >= 1.5:
        return best
    if useless and st.energy[me] >= 4 and ("reroll", tuple(useless)) in legal:
        return ("reroll", tuple(useless))
    return best


def keep_choice(legal: list[Action]) -> Action:
    content = RULES.content
    return max(legal, key=lambda a: MISSION_LIKING.get(content.mission(a[1]).key, 0))


# --- bots ------------------------------------------------------------------------------------------
class _GalaxiesBot(Bot):
    level = "normal"
    strict = 5.0

    def model(self, view: dict[str, Any]) -> GalaxiesState:
        return model_from_view(view, self.rng)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if legal[0][0] == "keep":
            return keep_choice(legal)
        st = self.model(view)
        decision = view["decision"] or {}
        prompt, info = decision.get("prompt", ""), decision.get("info", {})
        if prompt == "main":
            return self.main(view, st, legal)
        choice = sub_choice(st, self.seat, prompt, info, legal, self.strict)
        return choice if choice in legal else legal[0]

    def main(self, view: dict[str, Any], st: GalaxiesState, legal: list[Action]) -> Action:
        choice = main_choice(st, self.seat, legal, self.level)
        return choice if choice in legal else legal[-1]


class EasyBot(_GalaxiesBot):
    level = "easy"
    strict = 8.0


class NormalBot(_GalaxiesBot):
    level = "normal"
    strict = 5.0


def _policy_step(st: GalaxiesState) -> None:
    """Advance a model by one decision, every seat playing the normal policy."""
    d = st.pending
    if d.prompt == "main":
        choice = main_choice(st, d.seat, d.options, "normal")
    else:
        choice = sub_choice(st, d.seat, d.prompt, d.info, d.options, NormalBot.strict)
    if choice not in d.options:
        choice = d.options[0]
    RULES._advance(st, choice)


class HardBot(_GalaxiesBot):
    """Determinized search at main-loop decisions: each candidate is played
    out on sampled models (the same samples for every candidate) until this
    seat's next turn begins, every seat playing the normal policy."""

    level = "hard"
    strict = 5.0
    samples = 8  # sampled models per main decision: a budget of work, never of time
    margin = 1.0  # mean value a candidate must gain over the normal choice

    def candidates(self, st: GalaxiesState, legal: list[Action]) -> list[Action]:
        me = self.seat
        out = activations(st, me, legal) + [a for a in legal if a[0] == "end"]
        normal = main_choice(st, me, legal, "normal")
        if normal not in out:
            out.append(normal)
        useless = tuple(useless_dice(st, me, legal))
        if useless and ("reroll", useless) in legal and ("reroll", useless) not in out:
            out.append(("reroll", useless))
        converts = [a for a in legal if a[0] == "convert" and a not in out]
        converts.sort(key=lambda a: face_score(st, me, st.faces[a[1]]) + face_score(st, me, st.faces[a[2]]))
        out.extend(converts[:2])
        return out

    def rollout(self, view: dict[str, Any], action: Action, seed: int) -> float:
        st = model_from_view(view, random.Random(seed))
        resume_main(st)
        if st.pending is None or action not in st.pending.options:
            return -1000.0
        me = self.seat
        RULES._advance(st, action)
        left_me = False
        steps = 0
        while st.pending is not None and steps < 2000:
            if st.active != me:
                left_me = True
            elif left_me:
                break  # this seat's next turn has begun
            _policy_step(st)
            steps += 1
        return relative_value(st, me)

    def main(self, view: dict[str, Any], st: GalaxiesState, legal: list[Action]) -> Action:
        if view["active"] != self.seat:
            return super().main(view, st, legal)
        normal = main_choice(st, self.seat, legal, "normal")
        cands = self.candidates(st, legal)
        if len(cands) == 1:
            return cands[0]
        deadline = self.safety_deadline()
        values: dict[Action, list[float]] = {a: [] for a in cands}
        for _ in range(self.samples):
            seed = self.rng.randrange(1 << 30)
            for a in cands:
                values[a].append(self.rollout(view, a, seed))
            if self.runaway(deadline):
                break
        # Paired comparison with the normal choice on the same samples: a
        # candidate replaces it only when clearly better, not by luck.
        base = values[normal]
        best, best_gain = normal, 0.0
        for a in cands:
            diffs = [x - y for x, y in zip(values[a], base, strict=True)]
            n = len(diffs)
            mean = sum(diffs) / n
            sd = (sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)) ** 0.5
            if mean > max(self.margin, 2.0 * sd / n ** 0.5) and mean > best_gain:
                best, best_gain = a, mean
        return best


class ExpertBot(HardBot):
    """The hard bot's search on more sampled models, so a smaller gain over the normal
    choice is still told from luck (for players who beat hard)."""

    level = "expert"
    samples = 48
    margin = 0.5


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
