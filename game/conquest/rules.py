"""Conquest rules core (spec shared/rules/conquest.md), exposed as ``RULES``.

Only the active player decides, and there is no hidden information except the
RNG (spec 6): a view is the whole state minus the RNG.

Actions (tuples of JSON primitives):

* ``("fill", city_id, line_id, faces)``: fill one battle line of ``city_id``
  with ``faces``, a tuple of face names in canonical order (``FACES`` order:
  "i1", "i2", "i3", "cav", "arc", "gen"), e.g. ``("fill", "cinderford", 0,
  ("i2", "i3", "i3"))``.  ``line_id`` is the index of a regular line (0..k-1)
  or ``"G"`` for the general line (only when the city is an opponent's).
  The first fill of a turn fixes the target city.  After a fill that does
  not finish the city the remaining free dice are rerolled automatically.
* ``("lose_die",)``: set one free die aside and reroll the others.
* ``("abandon",)``: end the turn without conquest (no roll).

View (``view(state, seat)``, the same for every seat and spectators)::

    {"game": "conquest", "players": n, "seat": seat, "current": seat to move,
     "first_player": s, "turn_number": t, "over": bool, "winners": [...],
     "cities": [{"id", "province", "vp", "owner" (-1 = centre), "stacked"}],
     "provinces": [{"id", "bonus", "cities": [ids], "stacked_by" (-1 = none)}],
     "turn": None when over, else {"player", "free": [faces showing, in roll
             order], "lost", "placed", "rolls", "target" (None before the first
             fill), "filled": [[line_id, [faces]], ...], "required": [line ids
             of the target still to fill, [] before the first fill]},
     "scores": [...], "cities_count": [...], "provinces_count": [...]}

City lines, names and colours are static content (``content.default_content``
and the ``conquest_content`` catalogs); ``solver.chance_to_conquer(view)``
gives the optional "chance to conquer" hint.

Events: see ``EVENT_KINDS`` (kind -> argument names).  Seats are ints, cities
and provinces ids, ``line`` a line id, ``faces`` a space-separated string of
face names.  ``roll`` events are marked ``reveal``: every action but a final
abandon rolls dice, so undo (``Match.undo``) never takes back a Conquest move
once dice were rolled after it.

Notes for the UI:

* A turn in the view: ``turn["free"]`` are the dice to show (in roll order);
  ``turn["filled"]`` the dice sitting on lines of ``turn["target"]``;
  ``lost`` dice are set aside.  Build a fill from the dice the player clicks
  with ``canonical_faces(faces)`` and offer it only if
  ``("fill", city, line, faces)`` is in ``legal_actions``; the legal fills
  for one line are ``[a for a in legal if a[:3] == ("fill", city, line)]``.
* Lines of a city: ``content.default_content().city(id).lines`` (and
  ``.general_line``, needed only when the city is an opponent's); each line
  has ``infantry`` (threshold, 0 = none) and ``symbols`` (counts of cavalry,
  archers, general) and ``label()``.  Colours and symbols of provinces are in
  ``content.provinces``; names in ``assets/locales/<lang>/conquest_content.ftl``
  as ``city.<id>.name`` and ``province.<id>.name``.
* The optional hint: ``solver.chance_to_conquer(view)`` -> {city id: chance}.
* Scoring screen: ``RULES.result(state)``: ``scores``, ``winners`` (several =
  shared win), ``breakdown`` per seat (cities_vp, province_bonus, cities,
  provinces) and ``tiebreak`` keys (score, face-up cities, stacks).
"""

from __future__ import annotations

import random
from typing import Any

from game.conquest.content import FACES, GENERAL_LINE, N_DICE, Content, Line, default_content
from game.conquest.fills import Counts, canonical, counts_of, legal_fills
from game.conquest.state import ConquestState
from game.core.protocol import Action, GameConfig, Result, Rules, is_seat, randbelow
from game.core.scenario import check_position, preset_of, roll_die

# Ambiguity 24 (W43): the first tie-break counts every conquered city, face-up and stacked.
TIEBREAK_COUNT_STACKED = True

EVENT_KINDS: dict[str, tuple[str, ...]] = {
    "game_start": ("players", "first"),
    "turn_start": ("player", "turn"),
    "roll": ("player", "dice", "faces"),
    "target": ("player", "city"),
    "fill": ("player", "city", "line", "faces"),
    "lose_die": ("player", "dice"),
    "abandon": ("player",),
    "turn_failed": ("player", "city"),
    "conquer_centre": ("player", "city"),
    "conquer_from": ("player", "city", "victim"),
    "province_complete": ("player", "province", "bonus"),
    "game_over": ("turns",),
    "winner": ("player", "score"),
}

FILL, LOSE_DIE, ABANDON = "fill", "lose_die", "abandon"


class LinePlan:
    """The battle lines of one content as small ints, for the hot loops of play.

    ``regular[i]`` holds ``(line id, line number)`` of city ``i``'s regular
    lines and ``general[i]`` the number of its general line; the legal fills
    of a line number for a roll are cached in a plain dict per line, so a
    lookup hashes a tuple of ints instead of a ``Line``.
    """

    def __init__(self, content: Content) -> None:
        self.content = content
        self.lines: list[Line] = []
        numbers: dict[Line, int] = {}

        def number(line: Line) -> int:
            if line not in numbers:
                numbers[line] = len(self.lines)
                self.lines.append(line)
            return numbers[line]

        self.regular = [tuple((lid, number(line)) for lid, line in enumerate(c.lines)) for c in content.cities]
        self.general = [number(c.general_line) for c in content.cities]
        self._fills: list[dict[Counts, tuple[tuple[str, ...], ...]]] = [{} for _ in self.lines]
        self._city: list[dict[Counts, tuple[int, int]]] = [{} for _ in content.cities]

    def fills(self, line_no: int, counts: Counts) -> tuple[tuple[str, ...], ...]:
        """``legal_fills`` of line ``line_no`` for a roll with face ``counts``."""
        cache = self._fills[line_no]
        found = cache.get(counts)
        if found is None:
            found = cache[counts] = legal_fills(self.lines[line_no], counts)
        return found

    def city_fillable(self, index: int, counts: Counts) -> tuple[int, int]:
        """How many fills a roll of ``counts`` has on the regular lines of city
        ``index``, and on its general's line (cached: random play asks every
        attackable city on every roll)."""
        cache = self._city[index]
        found = cache.get(counts)
        if found is None:
            regular = sum(len(self.fills(line_no, counts)) for _lid, line_no in self.regular[index])
            found = cache[counts] = (regular, len(self.fills(self.general[index], counts)))
        return found

    def nth_fresh_fill(self, state: ConquestState, seat: int, counts: Counts, k: int) -> Action | None:
        """Fill number ``k`` of a fresh attack (no target yet, nothing filled), in
        ``_fills``' order (city by city, line by line), found from the cached
        counts without listing the others; None past the last."""
        owner, stacked = state.owner, state.stacked
        for i, o in enumerate(owner):
            if o == seat or stacked[i]:
                continue
            regular, general = self.city_fillable(i, counts)
            size = regular + general if o >= 0 else regular
            if k >= size:
                k -= size
                continue
            lines = self.regular[i] if o < 0 else (*self.regular[i], (GENERAL_LINE, self.general[i]))
            for lid, line_no in lines:
                fills = self.fills(line_no, counts)
                if k < len(fills):
                    return (FILL, state.content.cities[i].id, lid, fills[k])
                k -= len(fills)
        return None

    def fresh_fill_count(self, state: ConquestState, seat: int, counts: Counts) -> int:
        """How many fills a fresh attack has (``len(_fills)`` with no target)."""
        total = 0
        owner, stacked = state.owner, state.stacked
        for i, o in enumerate(owner):
            if o != seat and not stacked[i]:
                regular, general = self.city_fillable(i, counts)
                total += regular + general if o >= 0 else regular
        return total

    def can_fill(self, state: ConquestState, seat: int, counts: Counts) -> bool:
        """Whether ``seat`` has a fill on a roll of ``counts`` (``action_kinds``' test)."""
        if state.target is None and not state.filled:        # a fresh attack: any city it may attack
            owner, stacked = state.owner, state.stacked
            city_fillable = self.city_fillable
            for i, o in enumerate(owner):
                if o != seat and not stacked[i]:
                    regular, general = city_fillable(i, counts)
                    if regular or (general and o >= 0):
                        return True
            return False
        index = state.content.index[state.target] if state.target is not None else None
        for i in ([index] if index is not None else [i for i in range(len(state.owner))
                                                     if not state.stacked[i] and state.owner[i] != seat]):
            for _lid, line_no in self.open_lines(state, i, seat):
                if self.fills(line_no, counts):
                    return True
        return False

    def open_lines(self, state: ConquestState, index: int, seat: int) -> list[tuple[Any, int]]:
        """(line id, line number) of city ``index`` that ``seat`` still has to fill now."""
        out: list[tuple[Any, int]] = list(self.regular[index])
        owner = state.owner[index]
        if owner >= 0 and owner != seat:
            out.append((GENERAL_LINE, self.general[index]))
        if state.filled:
            out = [x for x in out if x[0] not in state.filled]
        return out


class ConquestRules(Rules[ConquestState]):
    id = "conquest"
    min_players = 2
    max_players = 6
    event_kinds = frozenset(EVENT_KINDS)

    def autosave_point(self, state: ConquestState) -> Any:
        return state.turn_number

    def turn_shown(self, state: ConquestState) -> int | None:
        return state.turn_number + 1         # counted from 0 inside, from 1 on the board

    def provisional_scores(self, state: ConquestState) -> list[int] | None:
        return self.view(state, None)["scores"]

    def __init__(self, content: Content | None = None) -> None:
        self._content = content
        self._plan: LinePlan | None = None

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = default_content()
        return self._content

    def plan(self, content: Content) -> LinePlan:
        """The line plan of ``content`` (states may carry content of their own)."""
        plan = self._plan
        if plan is None or plan.content is not content:
            plan = self._plan = LinePlan(content)
        return plan

    def warm(self) -> None:
        self.plan(self.content)

    # --- setup -----------------------------------------------------------------
    def new_state(self, config: GameConfig) -> ConquestState:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(f"players must be {self.min_players}..{self.max_players}, got {config.players}")
        state = ConquestState(config, self.content)
        first = config.options.get("first_player")
        if first is None:
            first = state.rng.randrange(config.players)
        elif not is_seat(first, config.players):
            raise ValueError(f"first_player must be a seat 0..{config.players - 1}, got {first!r}")
        state.first_player = state.current = first
        preset = preset_of(config)
        if preset is not None:
            from game.conquest.scenario import lay_out

            lay_out(state, preset)
        state.emit("game_start", players=config.players, first=first)
        self._start_turn(state)
        if preset is not None:
            check_position(self, state)
        return state

    # --- helpers ---------------------------------------------------------------
    def _roll(self, state: ConquestState, k: int) -> None:
        if state.dice_to_come:
            state.free = [roll_die(FACES, state.dice_to_come, state.rng) for _ in range(k)]
        else:
            rng = state.rng
            if type(rng) is random.Random:      # randbelow(rng, 6) per die, inlined: the hottest draw
                getrandbits = rng.getrandbits
                free = []
                for _ in range(k):
                    r = getrandbits(3)
                    while r >= 6:
                        r = getrandbits(3)
                    free.append(FACES[r])
                state.free = free
            else:
                state.free = [FACES[randbelow(rng, 6)] for _ in range(k)]
        state.rolls += 1
        # A roll makes the RNG's outcome public: undo must never rewind across it,
        # or a player could look at the next dice and choose again.
        if not state.mute_events:
            state.emit("roll", reveal=True, player=state.current, dice=k, faces=" ".join(state.free))

    def _start_turn(self, state: ConquestState) -> None:
        state.lost = state.placed = state.rolls = 0
        state.target = None
        state.filled = {}
        if not state.mute_events:
            state.emit("turn_start", player=state.current, turn=state.turn_number)
        self._roll(state, N_DICE)

    def _next_turn(self, state: ConquestState) -> None:
        state.current = (state.current + 1) % state.n
        state.turn_number += 1
        self._start_turn(state)

    def required(self, state: ConquestState, city_index: int, seat: int) -> list[tuple[Any, Line]]:
        """(line id, line) the seat must fill to take this city now (spec 1.5.2)."""
        city = state.content.cities[city_index]
        out: list[tuple[Any, Line]] = list(enumerate(city.lines))
        owner = state.owner[city_index]
        if owner >= 0 and owner != seat:
            out.append((GENERAL_LINE, city.general_line))
        return out

    def attackable(self, state: ConquestState, seat: int) -> list[int]:
        return [i for i in range(len(state.owner)) if not state.stacked[i] and state.owner[i] != seat]

    # --- protocol --------------------------------------------------------------
    def to_move(self, state: ConquestState) -> tuple[int, ...]:
        return () if state.over else (state.current,)

    def legal_actions(self, state: ConquestState, seat: int) -> list[Action]:
        if state.over or seat != state.current or not state.free:
            return []
        out = self._fills(state, seat)
        out.append((LOSE_DIE,))
        out.append((ABANDON,))
        return out

    def action_kinds(self, state: ConquestState, seat: int) -> list[str]:
        """Fill (when some line can be filled), lose a die, abandon: found without
        listing every fill of every city, which random play rarely needs."""
        if state.over or seat != state.current or not state.free:
            return []
        if self.plan(state.content).can_fill(state, seat, counts_of(state.free)):
            return [FILL, LOSE_DIE, ABANDON]
        return [LOSE_DIE, ABANDON]

    def sample_action(self, state: ConquestState, seat: int, rng: random.Random) -> Action | None:
        """``Rules.sample_action`` (the same draws), with the roll's counts found
        once and the one-action kinds made without a list."""
        if state.over or seat != state.current or not state.free:
            return None
        plan = self.plan(state.content)
        counts = counts_of(state.free)
        n = 3 if plan.can_fill(state, seat, counts) else 2
        r = randbelow(rng, n)
        if n == 3 and r == 0:
            if state.target is None and not state.filled:     # most fills: count them, make only the drawn one
                action = plan.nth_fresh_fill(state, seat, counts,
                                             randbelow(rng, plan.fresh_fill_count(state, seat, counts)))
                assert action is not None
                return action
            group = self._fills(state, seat, counts)
            return group[randbelow(rng, len(group))]
        randbelow(rng, 1)
        return (LOSE_DIE,) if r == n - 2 else (ABANDON,)

    def legal_actions_of_kind(self, state: ConquestState, seat: int, kind: str) -> list[Action]:
        if state.over or seat != state.current or not state.free:
            return []
        if kind == FILL:
            return self._fills(state, seat)
        return [(kind,)] if kind in (LOSE_DIE, ABANDON) else []

    def _candidates(self, state: ConquestState, seat: int) -> list[int]:
        if state.target is not None:
            return [state.content.index[state.target]]
        return self.attackable(state, seat)

    def _fills(self, state: ConquestState, seat: int, counts: Counts | None = None) -> list[Action]:
        """Every legal fill action, city by city in content order, line by line."""
        plan = self.plan(state.content)
        if counts is None:
            counts = counts_of(state.free)
        cities = state.content.cities
        out: list[Action] = []
        for i in self._candidates(state, seat):
            cid = cities[i].id
            for lid, line_no in plan.open_lines(state, i, seat):
                for faces in plan.fills(line_no, counts):
                    out.append((FILL, cid, lid, faces))
        return out

    def apply(self, state: ConquestState, seat: int, action: Action) -> None:
        kind = action[0]
        if kind == FILL:
            self._fill(state, seat, action[1], action[2], tuple(action[3]))
        elif kind == LOSE_DIE:
            state.free.pop()
            state.lost += 1
            if not state.mute_events:
                state.emit("lose_die", player=seat, dice=len(state.free))
            if state.free:
                self._roll(state, len(state.free))
            else:
                self._fail(state)
        elif kind == ABANDON:
            state.emit("abandon", player=seat)
            self._fail(state)
        else:
            raise ValueError(f"unknown action kind {kind!r}")

    def _fill(self, state: ConquestState, seat: int, cid: str, lid: Any, faces: tuple[str, ...]) -> None:
        index = state.content.index[cid]
        if state.target is None:
            state.target = cid
            state.emit("target", player=seat, city=cid)
        free = state.free
        for face in faces:
            free.remove(face)
        state.filled[lid] = faces
        state.placed += len(faces)
        if not state.mute_events:
            state.emit("fill", player=seat, city=cid, line=lid, faces=" ".join(faces))
        if not self.plan(state.content).open_lines(state, index, seat):      # every required line filled
            self._conquer(state, seat, index)
        elif not state.free:
            self._fail(state)
        else:
            self._roll(state, len(state.free))

    def _conquer(self, state: ConquestState, seat: int, index: int) -> None:
        content = state.content
        city = content.cities[index]
        prev = state.owner[index]
        state.owner[index] = seat
        if prev < 0:
            state.emit("conquer_centre", player=seat, city=city.id)
        else:
            state.emit("conquer_from", player=seat, city=city.id, victim=prev)
        province = content.province(city.province)
        members = [content.index[c] for c in province.cities]
        if all(state.owner[m] == seat for m in members):
            for m in members:
                state.stacked[m] = True
            state.emit("province_complete", player=seat, province=province.id, bonus=province.bonus)
        state.free, state.filled = [], {}
        if -1 not in state.owner:
            state.over = True
            state.target = None
            state.lost = state.placed = 0
            state.emit("game_over", turns=state.turn_number + 1)
            result = self.result(state)
            for w in result.winners:
                state.emit("winner", player=w, score=result.scores[w])
        else:
            self._next_turn(state)

    def _fail(self, state: ConquestState) -> None:
        state.emit("turn_failed", player=state.current, city=state.target)
        self._next_turn(state)

    # --- scoring ---------------------------------------------------------------
    def scores(self, state: ConquestState) -> tuple[list[int], list[int], list[int]]:
        """(score, conquered cities, province stacks) per seat (spec 5.2-5.5, Ambiguity 24)."""
        n = state.n
        score, cities, provinces = [0] * n, [0] * n, [0] * n
        content = state.content
        for i, city in enumerate(content.cities):
            owner = state.owner[i]
            if owner < 0:
                continue
            if not state.stacked[i]:
                score[owner] += city.vp
                cities[owner] += 1
            elif TIEBREAK_COUNT_STACKED:
                cities[owner] += 1
        for province in content.provinces:
            first = content.index[province.cities[0]]
            if state.stacked[first]:
                score[state.owner[first]] += province.bonus
                provinces[state.owner[first]] += 1
        return score, cities, provinces

    def is_over(self, state: ConquestState) -> bool:
        return state.over

    def result(self, state: ConquestState) -> Result:
        score, cities, provinces = self.scores(state)
        keys: list[tuple[int, ...]] = [(score[s], cities[s], provinces[s]) for s in range(state.n)]
        best = max(keys)
        winners = [s for s in range(state.n) if keys[s] == best]
        face_vp = [score[s] - sum(p.bonus for p in state.content.provinces
                                  if state.stacked[state.content.index[p.cities[0]]]
                                  and state.owner[state.content.index[p.cities[0]]] == s)
                   for s in range(state.n)]
        breakdown = [{"cities_vp": face_vp[s], "province_bonus": score[s] - face_vp[s],
                      "cities": cities[s], "provinces": provinces[s]} for s in range(state.n)]
        return Result(score, winners, breakdown, keys)

    # --- information -----------------------------------------------------------
    def view(self, state: ConquestState, seat: int | None) -> dict[str, Any]:
        content = state.content
        score, cities, provinces = self.scores(state)
        turn = None
        if not state.over:
            required: list[Any] = []
            if state.target is not None:
                index = content.index[state.target]
                required = [lid for lid, _l in self.required(state, index, state.current)
                            if lid not in state.filled]
            turn = {
                "player": state.current,
                "free": list(state.free),
                "lost": state.lost,
                "placed": state.placed,
                "rolls": state.rolls,
                "target": state.target,
                "filled": [[lid, list(faces)] for lid, faces in state.filled.items()],
                "required": required,
            }
        prov_view = []
        for p in content.provinces:
            first = content.index[p.cities[0]]
            prov_view.append({"id": p.id, "bonus": p.bonus, "cities": list(p.cities),
                              "stacked_by": state.owner[first] if state.stacked[first] else -1})
        return {
            "game": "conquest",
            "players": state.n,
            "seat": seat,
            "current": state.current,
            "first_player": state.first_player,
            "turn_number": state.turn_number,
            "over": state.over,
            "winners": self.result(state).winners if state.over else [],
            "cities": [{"id": c.id, "province": c.province, "vp": c.vp,
                        "owner": state.owner[i], "stacked": state.stacked[i]}
                       for i, c in enumerate(content.cities)],
            "provinces": prov_view,
            "turn": turn,
            "scores": score,
            "cities_count": cities,
            "provinces_count": provinces,
        }

    def clone(self, state: ConquestState) -> ConquestState:
        new = state.copy_base()
        new.owner = list(state.owner)
        new.stacked = list(state.stacked)
        new.free = list(state.free)
        new.filled = dict(state.filled)
        new.dice_to_come = list(state.dice_to_come)
        return new

    # --- invariants --------------------------------------------------------------
    def check_invariants(self, state: ConquestState) -> list[str]:
        problems: list[str] = []
        content = state.content
        n_cities = len(content.cities)
        if len(state.owner) != n_cities or len(state.stacked) != n_cities:
            problems.append("city location lists have the wrong length")
        centre = state.owner.count(-1)
        stacked = sum(state.stacked)
        owned = n_cities - centre - stacked
        if centre + owned + stacked != n_cities or owned < 0:
            problems.append(f"W48: centre {centre} + owned {owned} + stacked {stacked} != {n_cities}")
        for i, city in enumerate(content.cities):
            if not -1 <= state.owner[i] < state.n:
                problems.append(f"city {city.id} has owner {state.owner[i]}")
            if state.stacked[i] and state.owner[i] < 0:
                problems.append(f"city {city.id} is stacked in the centre")
        for p in content.provinces:
            idx = [content.index[c] for c in p.cities]
            owners = {state.owner[i] for i in idx}
            flags = {state.stacked[i] for i in idx}
            if len(flags) != 1:
                problems.append(f"province {p.id} is partly stacked")
            elif flags == {True} and len(owners) != 1:
                problems.append(f"province {p.id} is stacked by several players")
            elif flags == {False} and len(owners) == 1 and -1 not in owners:
                problems.append(f"province {p.id} is held whole but not stacked")
        if state.over:
            if centre:
                problems.append("game over with cities in the centre")
            return problems
        if not centre:
            problems.append("centre empty but game not over")
        if len(state.free) + state.lost + state.placed != N_DICE:
            problems.append(f"W47: free {len(state.free)} + lost {state.lost} + placed {state.placed} != {N_DICE}")
        if not state.free:
            problems.append("a decision with no free dice")
        if any(f not in FACES for f in state.free):
            problems.append(f"bad face among {state.free}")
        if (state.target is None) != (not state.filled):
            problems.append("target set without fills, or fills without target")
        if state.target is not None:
            index = content.index[state.target]
            if state.owner[index] == state.current or state.stacked[index]:
                problems.append(f"target {state.target} is not attackable")
            req = {lid for lid, _l in self.required(state, index, state.current)}
            if not set(state.filled) <= req or set(state.filled) == req:
                problems.append(f"filled lines {sorted(map(str, state.filled))} do not fit the target")
            if sum(len(f) for f in state.filled.values()) != state.placed:
                problems.append("placed count differs from the dice on lines")
        return problems


def canonical_faces(faces: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Faces in the canonical order a ``fill`` action uses."""
    return canonical(faces)


RULES = ConquestRules()
