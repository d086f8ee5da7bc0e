"""Galaxies rules core (spec shared/rules/galaxies.md), exposed as ``RULES``.

Seats ``0..N-1`` are the players; in solo (1 player) seat 1 is the hostile
galaxy, an automaton (``automata``): it never appears in ``to_move`` and its
turn is played by the rules, one event per step, pausing only for the human's
decisions during it (force a reroll, copy an action).

Configuration: ``players`` 1..5; ``variant`` ``"hostile1"``..``"hostile5"``
(or ``options["hostile"]``) picks the solo opponent (default 1);
``options["first_player"]`` (random if absent, always 0 in solo);
``options["max_rounds"]`` ends the game after that round (D#23; off by default).

Actions (tuples; each decision lists its options in ``legal_actions``):

* mission draft (simultaneous, 2–5 players): ``("keep", mission_id)``;
* main loop: ``("reroll", dice)``, ``("convert", a, b)`` then
  ``("set_face", c, face)``, ``("activate", die)``, ``("end",)`` — dice that
  show the same face are interchangeable, so only the lowest-numbered die per
  face is offered;
* resolutions: ``("move", ship, "surface"|"orbit"|"home", slot)``,
  ``("use_planet", id)``/``("skip",)`` on landing, ``("ship", i)`` for an
  advance, ``("upgrade", resource)``/``("colony", id)`` for Utilize, and the
  planet effects' own choices (``("k", n)``, ``("rival", s)``,
  ``("target", s, ship)``, ``("done",)``, ``("pay", energy, culture)``, ...);
* windows: ``("follow",)``/``("pass",)``, ``("take",)``/``("decline",)``
  for a shared action, and in solo ``("force_reroll",)``/``("let",)`` and
  ``("copy",)``/``("pass",)``.

The view's ``decision`` says what is being decided (``prompt`` and ``info``).
A state is cloned by replaying its actions from the config.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import Any

from game.core.protocol import Action, GameConfig, Result, Rules, is_seat, random_choice
from game.galaxies import actions, board, effects, hostile, scoring
from game.galaxies.content import Content, default_content
from game.galaxies.state import (
    ACTIVATED,
    FLEET,
    IN_CONVERTER,
    LOC_NAMES,
    MAT,
    ORBIT,
    SURFACE,
    UNUSED,
    Ctx,
    Decision,
    GalaxiesState,
    GameOver,
)

ROW_SIZE = {1: 4, 2: 4, 3: 5, 4: 6, 5: 6}

EVENT_KINDS = frozenset({
    "game_start", "mission_kept", "turn_start", "roll", "reroll", "convert", "activate", "follow", "move",
    "acquire", "advance", "colonize", "upgrade", "planet_effect", "regress", "relocate", "set_die", "repeat",
    "follow_tax", "replace_row", "pay_rival", "free_action", "shared_action", "turn_end", "end_triggered",
    "row_empty", "game_over", "solo_win", "hostile_turn", "hostile_roll", "hostile_auto_reroll",
    "hostile_discard", "force_reroll", "hostile_move", "hostile_acquire", "hostile_attack", "attack_part",
    "copy", "hostile_level", "hostile_bonus", "missions_revealed", "steal", "rival_gain",
})


class GalaxiesRules(Rules):
    id = "galaxies"
    min_players = 1
    max_players = 5
    variants = ("hostile1", "hostile2", "hostile3", "hostile4", "hostile5")
    event_kinds = EVENT_KINDS

    def __init__(self, content: Content | None = None) -> None:
        self._content = content

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = default_content()
        return self._content

    def warm(self) -> None:
        self.content  # noqa: B018 - load and check the data files now

    def seat_count(self, config: GameConfig) -> int:
        return config.players + (1 if config.players == 1 else 0)

    # --- setup -------------------------------------------------------------------------
    def new_state(self, config: GameConfig) -> GalaxiesState:
        n = config.players
        if not 1 <= n <= 5:
            raise ValueError(f"players must be 1..5, got {n}")
        content = self.content
        st = GalaxiesState(config, content)
        deck = [p.id for p in content.planets]
        st.rng.shuffle(deck)
        size = ROW_SIZE[n]
        st.row, st.deck = deck[:size], deck[size:]
        if st.solo:
            diff = config.options.get("hostile")
            if diff is None and config.variant:
                if config.variant not in self.variants:
                    raise ValueError(f"unknown variant {config.variant!r}; variants: {', '.join(self.variants)}")
                diff = int(config.variant[-1])
            diff = 1 if diff is None else diff
            if type(diff) is not int or diff not in (1, 2, 3, 4, 5):
                raise ValueError(f"hostile difficulty must be 1..5, got {diff!r}")
            st.hostile = content.hostile(diff)
            h = st.hostile_seat
            st.energy[h] = st.culture[h] = 0
            for ship in st.ships[h]:
                ship[0] = MAT
            st.first_player = 0
        else:
            missions = config.options.get("missions", True)
            if type(missions) is not bool:
                raise ValueError(f"missions must be true or false, got {missions!r}")
            if missions:
                mids = [m.id for m in content.missions]
                st.rng.shuffle(mids)
                for s in range(n):
                    st.dealt[s] = mids[2 * s: 2 * s + 2]
                st.box = mids[2 * n:]
                st.drafting = True
            first = config.options.get("first_player")
            if first is None:
                first = st.rng.randrange(n)
            elif not is_seat(first, n):
                raise ValueError(f"first_player must be a seat 0..{n - 1}, got {first!r}")
            st.first_player = first
        max_rounds = config.options.get("max_rounds")
        if max_rounds is not None and not (type(max_rounds) is int and max_rounds >= 1):
            raise ValueError(f"max_rounds must be a number of rounds, got {max_rounds!r}")
        st.active = st.first_player
        for s in range(st.seats):
            st.vp[s] = board.recompute_vp(st, s)
        st.emit("game_start", players=n, first=st.first_player, row=list(st.row))
        if not st.drafting:
            self._start(st)
        return st

    def _start(self, st: GalaxiesState) -> None:
        st.gen = self._play(st)
        self._advance(st, None)

    def _advance(self, st: GalaxiesState, action: Action | None) -> None:
        try:
            st.pending = st.gen.send(action)
        except StopIteration:
            st.pending = None
            st.over = True

    # --- the game loop -------------------------------------------------------------------
    def _play(self, st: GalaxiesState, resume: bool = False) -> Generator[Decision, Any, None]:
        """The whole game after setup.  ``resume`` continues the active player's
        turn from its main loop with the dice as they are (used by tests that
        set up a position)."""
        max_rounds = st.config.options.get("max_rounds")
        try:
            while True:
                if not resume:
                    st.emit("turn_start", player=st.active, round=st.round_no)
                if st.active == st.hostile_seat:
                    yield from hostile.hostile_turn(st)
                else:
                    yield from self._player_turn(st, st.active, roll=not resume)
                resume = False
                st.emit("turn_end", player=st.active)
                nxt = (st.active + 1) % st.seats
                if nxt == st.first_player:
                    if st.end_triggered or (max_rounds and st.round_no >= max_rounds):
                        break
                    st.round_no += 1
                st.active = nxt
        except GameOver:
            pass
        st.over = True
        st.pending = None
        st.faces, st.status, st.track = [], [], []
        if not st.solo:
            st.emit("missions_revealed", reveal=True, missions=list(st.kept))  # §5.2 step 1
        st.emit("game_over", round=st.round_no, winners=scoring.winners(st))

    def _player_turn(self, st: GalaxiesState, p: int, roll: bool = True):
        faces = st.content.faces
        if roll:
            st.once_used.clear()
            st.follows_this_turn = 0
            st.follow_cost = 1
            st.free_reroll_used = st.converter_used = False
            st.track = []
            k = max(1, st.content.empire[st.level[p] - 1].dice - st.dice_penalty[p])
            st.dice_penalty[p] = 0
            rand = st.rng.randrange
            st.faces = [faces[rand(6)] for _ in range(k)]
            st.status = [UNUSED] * k
            st.emit("roll", reveal=True, player=p, faces=list(st.faces))
        while True:
            unused = [i for i, s in enumerate(st.status) if s == UNUSED]
            if not unused:
                break
            choice = yield from actions.ask(p, "main", self._main_options(st, p, unused))
            kind = choice[0]
            if kind == "end":
                break
            if kind == "reroll":
                if st.free_reroll_used:
                    board.pay(st, p, "energy", 1)
                st.free_reroll_used = True
                effects.reroll(st, choice[1])
            elif kind == "convert":
                _, a, b = choice
                st.status[a] = st.status[b] = IN_CONVERTER
                st.converter_used = True
                rest = [i for i in unused if i != a and i != b]
                options = [("set_face", c, f) for c in effects.distinct_faces(st, rest) for f in faces]
                _, c, f = yield from actions.ask(p, "set_face", options)
                st.faces[c] = f
                st.emit("convert", player=p, dice=[a, b], die=c, face=f)
            else:
                i = choice[1]
                st.status[i] = ACTIVATED
                face = st.faces[i]
                st.emit("activate", player=p, die=i, action=face)
                yield from actions.do_action(st, p, face, Ctx(p, True, "die", set(), False, i))
                yield from self._follow_window(st, p, face, i)

    def _main_options(self, st: GalaxiesState, p: int, unused: list[int]) -> list[tuple]:
        """Activate (one die per face), reroll, convert (one pair per pair of faces), end.

        The kinds come in runs; their bounds are kept in ``st.main_runs`` for
        :meth:`sample_action`."""
        options: list[tuple] = []
        first: dict[str, list[int]] = {}
        for i in unused:
            first.setdefault(st.faces[i], []).append(i)
        for face, dice in first.items():
            i = dice[0]
            st.status[i] = ACTIVATED  # legality as it will be once the die is taken
            if actions.can_action(st, p, face, Ctx(p, True, "die", set(), False, i)):
                options.append(("activate", i))
            st.status[i] = UNUSED
        runs = [0, len(options)] if options else [0]
        if not st.free_reroll_used or st.energy[p] >= 1:
            options.extend(effects.reroll_subsets(unused))
            runs.append(len(options))
        if not st.converter_used and len(unused) >= 3:
            groups = list(first.values())
            for x, da in enumerate(groups):
                if len(da) >= 2:
                    options.append(("convert", da[0], da[1]))
                for db in groups[x + 1:]:
                    a, b = da[0], db[0]
                    options.append(("convert", a, b) if a < b else ("convert", b, a))
            runs.append(len(options))
        options.append(("end",))
        runs.append(len(options))
        st.main_runs = runs
        return options

    def sample_action(self, state: GalaxiesState, seat: int, rng: random.Random) -> Action | None:
        """Uniform over action kinds, then within the kind (as ``random_choice``),
        using the run bounds the main loop recorded instead of regrouping."""
        legal = self.legal_actions(state, seat)
        if len(legal) <= 1:
            return legal[0] if legal else None
        if state.drafting or state.pending.prompt != "main":
            return random_choice(rng, legal)
        runs = state.main_runs
        k = rng.randrange(len(runs) - 1)
        return legal[runs[k] + rng.randrange(runs[k + 1] - runs[k])]

    def _follow_window(self, st: GalaxiesState, p: int, face: str, die: int):
        """§3.4: the other players in seat order from p's left, each resolving fully."""
        for s in st.rivals(p):
            if s == st.hostile_seat:
                continue
            cost = st.follow_cost
            if st.culture[s] < cost:
                continue
            ctx = Ctx(s, False, "follow", set(), False, die)
            st.culture[s] -= cost  # D#44: the follow is paid before it resolves
            ok = actions.can_action(st, s, face, ctx)
            st.culture[s] += cost
            if not ok:
                continue
            choice = yield from actions.ask(s, "follow", [("follow",), ("pass",)], action=face, player=p, cost=cost)
            if choice[0] == "follow":
                board.pay(st, s, "culture", cost)
                st.follows_this_turn += 1
                st.emit("follow", player=s, action=face, cost=cost)
                yield from actions.do_action(st, s, face, ctx)

    # --- protocol ----------------------------------------------------------------------------
    def to_move(self, state: GalaxiesState) -> tuple[int, ...]:
        if state.drafting:
            return tuple(s for s in range(state.n) if state.kept[s] is None)
        pending = state.pending
        return () if pending is None else (pending.seat,)

    def legal_actions(self, state: GalaxiesState, seat: int) -> list[Action]:
        if state.drafting:
            if state.kept[seat] is None and seat < state.n:
                return [("keep", m) for m in state.dealt[seat]]
            return []
        pending = state.pending
        if pending is None or pending.seat != seat:
            return []
        return pending.options

    def apply(self, state: GalaxiesState, seat: int, action: Action) -> None:
        state.actions.append((seat, action))
        if state.drafting:
            mid = action[1]
            state.kept[seat] = mid
            state.dropped[seat] = next(m for m in state.dealt[seat] if m != mid)
            state.emit("mission_kept", to=frozenset({seat}), player=seat, mission=mid)
            if all(state.kept[s] is not None for s in range(state.n)):
                state.drafting = False
                self._start(state)
            return
        self._advance(state, action)

    def is_over(self, state: GalaxiesState) -> bool:
        return state.over

    turn_word = "round"

    def turn_shown(self, state: GalaxiesState) -> int | None:
        """The round the board's header shows (the Load list's "round 6")."""
        return state.round_no

    def provisional_scores(self, state: GalaxiesState) -> list[int] | None:
        """The announced VP (colonies and empire level; secret missions stay secret)."""
        return list(state.vp)

    def result(self, state: GalaxiesState) -> Result:
        final, missions, keys = scoring.final_scores(state)
        breakdown = []
        for s in range(state.seats):
            colonies = sum(state.content.by_id[p].vp for p in state.colonies[s])
            breakdown.append({"colonies_vp": colonies, "empire_vp": state.vp[s] - colonies,
                              "mission_vp": missions[s], "colonies": len(state.colonies[s])})
        return Result(final, scoring.winners(state), breakdown, keys)

    # --- information ----------------------------------------------------------------------------
    def view(self, state: GalaxiesState, seat: int | None) -> dict[str, Any]:
        st = state
        empires = []
        for s in range(st.seats):
            empires.append({
                "seat": s, "hostile": s == st.hostile_seat, "energy": st.energy[s], "culture": st.culture[s],
                "level": st.level[s], "vp": st.vp[s], "colonies": list(st.colonies[s]),
                "ships": [[LOC_NAMES[a], b, c] for a, b, c in st.ships[s]], "dice_penalty": st.dice_penalty[s],
                "has_mission": st.kept[s] is not None,
            })
        decision = None
        if st.drafting:
            decision = {"seats": list(self.to_move(st)), "prompt": "keep_mission", "info": {}}
        elif st.pending is not None:
            decision = {"seat": st.pending.seat, "prompt": st.pending.prompt, "info": dict(st.pending.info)}
        out: dict[str, Any] = {
            "game": "galaxies", "players": st.n, "seats": st.seats, "seat": seat, "solo": st.solo,
            "hostile": None if st.hostile is None else {"id": st.hostile.id, "difficulty": st.hostile.difficulty,
                                                        "seat": st.hostile_seat},
            "first_player": st.first_player, "active": st.active, "round": st.round_no, "over": st.over,
            "winners": scoring.winners(st) if st.over else [],
            "row": list(st.row), "deck_size": len(st.deck), "discard": list(st.discard),
            "box_size": len(st.box), "empires": empires,
            "dice": [{"face": f, "status": s} for f, s in zip(st.faces, st.status, strict=True)],
            "track": list(st.track), "free_reroll_used": st.free_reroll_used, "converter_used": st.converter_used,
            "follow_cost": st.follow_cost, "follows_this_turn": st.follows_this_turn,
            "once_used": sorted([s, p] for s, p in st.once_used), "attacks_used": sorted(st.attacks_used),
            "end_triggered": st.end_triggered, "end_triggered_by": st.end_triggered_by,
            "decision": decision,
            "my_mission": None, "my_discarded": None, "my_dealt": [],
            "missions": {str(s): st.kept[s] for s in range(st.n)} if st.over and not st.solo else {},
        }
        if seat is not None and 0 <= seat < st.n:
            out["my_mission"] = st.kept[seat]
            out["my_discarded"] = st.dropped[seat]
            if st.drafting:
                out["my_dealt"] = list(st.dealt[seat])
        return out

    def clone(self, state: GalaxiesState) -> GalaxiesState:
        new = self.new_state(state.config)
        for seat, action in state.actions:
            self.apply(new, seat, action)
        new.log = list(state.log)
        return new

    # --- invariants -------------------------------------------------------------------------------
    def check_invariants(self, state: GalaxiesState) -> list[str]:
        st = state
        problems: list[str] = []
        content = st.content
        for s in range(st.seats):
            if not (0 <= st.energy[s] <= 7 and 0 <= st.culture[s] <= 7):
                problems.append(f"G43/G44: seat {s} resources {st.energy[s]}/{st.culture[s]} outside 0..7")
            ships = st.ships[s]
            if len(ships) != 4:
                problems.append(f"seat {s} has {len(ships)} ships")
            fleet = sum(1 for x in ships if x[0] == FLEET)
            want = 0 if s == st.hostile_seat else 4 - content.empire[st.level[s] - 1].ships
            if fleet != want:
                problems.append(f"seat {s} has {fleet} fleet ships at level {st.level[s]}, expected {want}")
            surf = [x[1] for x in ships if x[0] == SURFACE]
            orb = [x[1] for x in ships if x[0] == ORBIT]
            if len(set(surf)) != len(surf) or len(set(orb)) != len(orb):
                problems.append(f"G32: seat {s} has two ships on one surface or track")
            if s == st.hostile_seat and surf:
                problems.append("G80: a hostile ship is on a surface")
            for x in ships:
                if x[0] in (SURFACE, ORBIT):
                    if not 0 <= x[1] < len(st.row) or st.row[x[1]] is None:
                        problems.append(f"seat {s} ship at empty slot {x[1]}")
                    elif x[0] == ORBIT and not 0 <= x[2] < content.by_id[st.row[x[1]]].track_length:
                        problems.append(f"seat {s} ship at orbit position {x[2]} of slot {x[1]}")
            if st.vp[s] != board.recompute_vp(st, s):
                problems.append(f"seat {s} VP {st.vp[s]} != recomputed {board.recompute_vp(st, s)}")
        colonized = [p for c in st.colonies for p in c]
        in_row = [p for p in st.row if p is not None]
        if set(colonized) & set(in_row):
            problems.append("a colonized planet is in the row")
        every = colonized + in_row + st.deck + st.discard
        if len(every) != len(content.planets) or len(set(every)) != len(every):
            problems.append(f"planets: {len(every)} accounted for, {len(set(every))} distinct")
        if len(st.faces) > 7 or len(st.track) > content.action_track_spaces:
            problems.append("more than 7 dice in the control center or on the action track")
        if not st.over and not st.drafting and st.pending is None:
            problems.append("game not over but no decision pending")
        if st.pending is not None and not st.pending.options:
            problems.append(f"decision {st.pending.prompt} with no options")
        return problems


RULES = GalaxiesRules()
