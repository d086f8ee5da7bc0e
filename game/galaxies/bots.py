"""Galaxies bots: ``easy``, ``normal``, ``hard`` and ``expert``, through views only.

What they measure lives in ``game.galaxies.measures`` (so the window's
auto-pass can ask it without importing a bot).  A bot rebuilds a *model*
state from its view (:func:`model_from_view`): the
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
  sampled models, and the positions are compared by ``measures.value``, which
  prices culture for what it buys later, so a follow is taken only when it
  beats keeping the culture.  Other decisions use the normal policy.
* ``expert``: hard's search widened (every activation target and converter
  pair, screened, then the best few on more samples), deepened (two own turns
  ahead in a duel) and extended to follow-or-pass; see :class:`ExpertBot`.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.bots import Bot
from game.core.protocol import Action
from game.galaxies import actions, board
from game.galaxies.measures import (
    MISSION_LIKING,
    face_score,
    follow_worth,
    hostile_threat,
    model_from_view,
    move_score,
    relative_value,
    resume_main,
)
from game.galaxies.rules import RULES
from game.galaxies.state import (
    ACTIVATED,
    DIPLOMACY,
    ECONOMY,
    MOVE,
    ORBIT,
    UNUSED,
    UTILIZE,
    Ctx,
    GalaxiesState,
    GameOver,
)


def sub_choice(st: GalaxiesState, me: int, prompt: str, info: dict, legal: list[Action], strict: float) -> Action:
    """Every decision but the main loop (and the draft): simple, sensible rules."""
    kinds = {a[0] for a in legal}
    if prompt in ("follow", "copy"):
        face = info.get("action") or info.get("face")
        if not isinstance(face, str):
            raise ValueError(f"a {prompt} decision names no action: {info!r}")
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
    d = st.decision()
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
    """A wider, deeper search than hard's (for players who beat hard).

    Hard compares a few candidates (one per die, aimed where the normal policy
    aims) with the normal choice, to the start of its next turn.  Expert
    compares every activation with every target, every converter pair and
    the sensible rerolls; it screens them all on a few sampled models, then
    spends most of its budget on the best few (the same samples for every
    candidate, so differences are the candidates', not the dice's), and looks
    ``horizon`` of its own turns ahead (one in games of three or more seats,
    whose turns between its own already cost as much).  Whether to follow a
    rival's die is searched the same way, not left to the normal rule."""

    level = "expert"
    screen = 6  # sampled models every candidate is played out on
    finalists = 4  # candidates (the normal choice among them) given the rest of the budget
    samples = 24  # sampled models per finalist in all: a budget of work, never of time
    horizon = 2  # own turns played out after this one (1: to the start of the next)
    margin = 0.25  # mean value a finalist must gain over the normal choice
    z = 1.0  # ... and that many standard errors
    follow_samples = 16  # sampled models per follow decision (0: the normal rule decides)

    def candidates(self, st: GalaxiesState, legal: list[Action]) -> list[Action]:
        me = self.seat
        out = [a for a in legal if a[0] in ("activate", "convert", "end")]
        normal = main_choice(st, me, legal, "normal")
        if normal not in out:
            out.append(normal)
        for floor in (2.0, 4.0):
            useless = tuple(useless_dice(st, me, legal, floor))
            if useless and ("reroll", useless) in legal and ("reroll", useless) not in out:
                out.append(("reroll", useless))
        return out

    def rollout(self, view: dict[str, Any], action: Action, seed: int) -> float:
        st = model_from_view(view, random.Random(seed))
        st.mute_events = True
        resume_main(st)
        if st.pending is None or action not in st.pending.options:
            return -1000.0
        RULES._advance(st, action)
        return self.play_out(st)

    def play_out(self, st: GalaxiesState) -> float:
        """Every seat on the normal policy until this seat's turn after the horizon begins."""
        me = self.seat
        turns, away = 0, False
        steps = 0
        while st.pending is not None and steps < 4000:
            if st.active != me:
                away = True
            elif away:
                away = False
                turns += 1
                if turns >= (self.horizon if st.seats <= 2 else 1):
                    break  # this seat's turn after the horizon has begun
            _policy_step(st)
            steps += 1
        return relative_value(st, me)

    def main(self, view: dict[str, Any], st: GalaxiesState, legal: list[Action]) -> Action:
        if view["active"] != self.seat:
            return _GalaxiesBot.main(self, view, st, legal)
        normal = main_choice(st, self.seat, legal, "normal")
        cands = self.candidates(st, legal)
        if len(cands) == 1:
            return cands[0]
        deadline = self.safety_deadline()
        seeds = [self.rng.randrange(1 << 30) for _ in range(max(self.samples, self.screen))]
        values: dict[Action, list[float]] = {a: [] for a in cands}
        for seed in seeds[:self.screen]:
            for a in cands:
                values[a].append(self.rollout(view, a, seed))
            if self.runaway(deadline):
                return self.pick(normal, values)

        def mean(a: Action) -> float:
            return sum(values[a]) / len(values[a])
        ranked = sorted(cands, key=lambda a: (a != normal, -mean(a)))
        finals = ranked[:self.finalists]
        values = {a: values[a] for a in finals}
        for seed in seeds[self.screen:self.samples]:
            for a in finals:
                values[a].append(self.rollout(view, a, seed))
            if self.runaway(deadline):
                break
        return self.pick(normal, values)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        decision = view["decision"] or {}
        info = decision.get("info", {})
        if (self.follow_samples and decision.get("prompt") == "follow" and len(legal) == 2
                and info.get("action") != UTILIZE and view["active"] != self.seat):
            return self.follow_choice(view, legal, info["action"], info.get("cost", 1))
        return super().choose(view, legal)

    def follow_choice(self, view: dict[str, Any], legal: list[Action], face: str, cost: int) -> Action:
        """Follow or pass, each played out on the same sampled models; following
        must gain the margin, as a main-loop candidate must."""
        st = self.model(view)
        heuristic = ("follow",) if follow_worth(st, self.seat, face, cost, self.strict) else ("pass",)
        deadline = self.safety_deadline()
        values: dict[Action, list[float]] = {("follow",): [], ("pass",): []}
        for _ in range(self.follow_samples):
            seed = self.rng.randrange(1 << 30)
            for a in values:
                values[a].append(self.follow_rollout(view, a == ("follow",), face, cost, seed))
            if self.runaway(deadline):
                break
        choice = self.pick(heuristic, values)
        return choice if choice in legal else heuristic

    def follow_rollout(self, view: dict[str, Any], follow: bool, face: str, cost: int, seed: int) -> float:
        st = model_from_view(view, random.Random(seed))
        st.mute_events = True
        me = self.seat
        die = max((i for i, d in enumerate(view["dice"]) if d["status"] == ACTIVATED and d["face"] == face),
                  default=None)

        def game():
            if follow:
                board.pay(st, me, "culture", cost)
                st.follows_this_turn += 1
                try:
                    yield from actions.do_action(st, me, face, Ctx(me, False, "follow", set(), False, die))
                except GameOver:
                    return
            yield from RULES._play(st, resume=True)

        st.gen = game()
        RULES._advance(st, None)
        return self.play_out(st)

    def pick(self, normal: Action, values: dict[Action, list[float]]) -> Action:
        """The finalist that beats the normal choice on the same samples by the most,
        if by more than the margin and ``z`` standard errors."""
        base = values[normal]
        best, best_gain = normal, 0.0
        for a, vals in values.items():
            diffs = [x - y for x, y in zip(vals, base, strict=False)]
            n = len(diffs)
            m = sum(diffs) / n
            sd = (sum((d - m) ** 2 for d in diffs) / max(1, n - 1)) ** 0.5
            if m > max(self.margin, self.z * sd / n ** 0.5) and m > best_gain:
                best, best_gain = a, m
        return best


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}
