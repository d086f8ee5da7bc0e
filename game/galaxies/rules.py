"""Galaxies rules core (spec shared/rules/galaxies.md), exposed as ``RULES``.

Seats ``0..N-1`` are the players; in solo (1 player) the seat after the
player's is the hostile galaxy, an automaton (``automata``): its turn is a run
of steps, each an action ``("step", name)`` of its seat and its only legal
action while it is due (``automaton_step``; names: roll, reroll, discard, act,
attack_part, level, bonus, end), with the human's own decisions during it
(force a reroll, copy an action) in between.

Configuration: ``players`` 1..5; ``variant`` ``"hostile1"``..``"hostile5"``
(or ``options["hostile"]``) picks the solo opponent (default 1);
``options["first_player"]`` (random if absent, always 0 in solo);
``options["max_rounds"]`` ends the game after that round (D#23; off by default).

Actions (tuples; each decision lists its options in ``legal_actions``):

* mission draft (simultaneous, 2–5 players): ``("keep", mission_id)``;
* main loop: ``("reroll", dice)``, ``("convert", a, b)`` then
  ``("set_face", c, face)``, ``("activate", die, *target)``, ``("end",)`` —
  dice that show the same face are interchangeable, so only the
  lowest-numbered die per face is offered; a die names its target in the same
  action (edition 3): Move ``("activate", die, "move", ship, where, slot)``,
  Advance ``("activate", die, "ship", i)``, Utilize ``("activate", die,
  "upgrade", resource)`` or ``("activate", die, "colony", id)``, Acquire
  ``("activate", die)``;
* resolutions: ``("move", ship, "surface"|"orbit"|"home", slot)``,
  ``("use_planet", id)``/``("skip",)`` on landing, ``("ship", i)`` for an
  advance, ``("upgrade", resource)``/``("colony", id)`` for Utilize, and the
  planet effects' own choices (``("k", n)``, ``("rival", s)``,
  ``("target", s, ship)``, ``("done",)``, ``("pay", energy, culture)``, ...);
* windows: ``("follow",)``/``("pass",)``, ``("take",)``/``("decline",)``
  for a shared action, and in solo ``("force_reroll",)``/``("let",)`` and
  ``("copy",)``/``("pass",)``;
* the hostile galaxy (solo): ``("step", name)``, one at a time.

The view's ``decision`` says what is being decided (``prompt`` and ``info``).
A state is cloned by replaying its actions from the config.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import Any

from game.core.protocol import Action, GameConfig, Result, Rules, is_seat, randbelow, random_choice
from game.core.scenario import check_position, preset_of, roll_die
from game.galaxies import actions, board, editions, effects, hostile, scoring
from game.galaxies.content import Content, default_content
from game.galaxies.state import (
    ACTIONS,
    ACTIVATED,
    CULTURE,
    ENERGY,
    FLEET,
    IN_CONVERTER,
    LOC_NAMES,
    MAT,
    MOVE,
    ORBIT,
    RESOURCE_OF,
    SURFACE,
    TRACK_OF,
    UNUSED,
    UTILIZE,
    Ctx,
    Decision,
    GalaxiesState,
    GameOver,
    MainDecision,
)

ROW_SIZE = {1: 4, 2: 4, 3: 5, 4: 6, 5: 6}

_SET_FACE: dict[tuple, list[tuple]] = {}
FOLLOW_OR_PASS: list[tuple] = [("follow",), ("pass",)]  # shared by every follow window: never change it


def set_face_options(dice: list[int], faces: tuple[str, ...]) -> list[tuple]:
    """The converter's ``("set_face", die, face)`` options, made once per set of dice
    (a random game converts ~300 times; like ``reroll_subsets`` the list is shared: never change it)."""
    key = (*dice, faces)
    found = _SET_FACE.get(key)
    if found is None:
        found = _SET_FACE[key] = [("set_face", c, f) for c in dice for f in faces]
    return found

EVENT_KINDS = frozenset({
    "game_start", "mission_kept", "turn_start", "roll", "reroll", "convert", "activate", "follow", "move",
    "acquire", "advance", "colonize", "upgrade", "planet_effect", "regress", "relocate", "set_die", "repeat",
    "follow_tax", "replace_row", "pay_rival", "free_action", "shared_action", "turn_end", "end_triggered",
    "row_empty", "game_over", "solo_win", "hostile_turn", "hostile_roll", "hostile_auto_reroll",
    "hostile_discard", "force_reroll", "hostile_move", "hostile_acquire", "hostile_attack", "attack_part",
    "copy", "hostile_level", "hostile_bonus", "missions_revealed", "steal", "rival_gain", "cannot_follow",
})


class GalaxiesRules(Rules[GalaxiesState]):
    id = "galaxies"
    min_players = 1
    max_players = 5
    variants = ("hostile1", "hostile2", "hostile3", "hostile4", "hostile5")
    event_kinds = EVENT_KINDS
    # 2: the hostile galaxy's turn is logged step by step (issue 19); an edition-1
    # log lacks those steps, and loading fills them in (Match.replay(fill_automata)).
    # 3: a die and its target are one action (``upgrade_log`` reads the older form).
    edition = 3

    def __init__(self, content: Content | None = None) -> None:
        self._content = content

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = default_content()
        return self._content

    def warm(self) -> None:
        self.content  # noqa: B018 - load and check the data files now

    def upgrade_log(self, config: GameConfig, actions: list[tuple[int, Action]],
                    edition: int) -> list[tuple[int, Action]]:
        return editions.upgrade_log(self, config, actions, edition)

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
        st.row, st.deck = list[str | None](deck[:size]), deck[size:]
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
        preset = preset_of(config)
        if preset is not None:
            from game.galaxies.scenario import lay_out

            lay_out(st, preset)
        for s in range(st.seats):
            st.vp[s] = board.recompute_vp(st, s)
        st.emit("game_start", players=n, first=st.first_player, row=list(st.row))
        if not st.drafting:
            self._start(st)
        if preset is not None:
            check_position(self, st)
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
        turn from its main loop with the dice as they are (the bots' rollouts
        model a position this way; positions for play come from a scenario)."""
        max_rounds = st.config.options.get("max_rounds")
        try:
            while True:
                if not resume and not st.mute_events:
                    st.emit("turn_start", player=st.active, round=st.round_no)
                if st.active == st.hostile_seat:
                    yield from hostile.hostile_turn(st)
                else:
                    yield from self._player_turn(st, st.active, roll=not resume)
                resume = False
                if not st.mute_events:
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
        st.hostile_die = None
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
            if st.dice_to_come:
                st.faces = [roll_die(faces, st.dice_to_come, st.rng) for _ in range(k)]
            else:
                st.faces = effects.roll_dice(st.rng, faces, k)
            st.status = [UNUSED] * k
            if not st.mute_events:  # headless play skips building the log's arguments
                st.emit("roll", reveal=True, player=p, faces=list(st.faces))
            if st.opening is not None:  # a scenario's first turn begins part played
                spent, st.free_reroll_used = st.opening
                st.opening = None
                for i in range(k - spent, k):
                    st.status[i] = ACTIVATED
        while True:
            unused = [i for i, s in enumerate(st.status) if s == UNUSED]
            if not unused:
                break
            first: dict[str, list[int]] = {}   # the unused dice by face, faces in order of first appearance
            dice_faces = st.faces
            for i in unused:
                dice = first.get(dice_faces[i])
                if dice is None:
                    first[dice_faces[i]] = [i]
                else:
                    dice.append(i)
            decision = self._main_decision(st, p, unused, first)
            choice: Action = ("end",) if decision.kinds == ["end"] else (yield decision)
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
                _, c, f = yield from actions.ask(p, "set_face", set_face_options(effects.distinct_faces(st, rest), faces))
                st.faces[c] = f
                st.emit("convert", player=p, dice=[a, b], die=c, face=f)
            else:
                i = choice[1]
                st.status[i] = ACTIVATED
                face = st.faces[i]
                if not st.mute_events:
                    st.emit("activate", player=p, die=i, action=face)
                yield from actions.do_action(st, p, face, Ctx(p, True, "die", set(), False, i), choice[2:])
                yield from self._follow_window(st, p, face, i)

    def _main_decision(self, st: GalaxiesState, p: int, unused: list[int],
                       first: dict[str, list[int]]) -> MainDecision:
        """Activate (one die per face), reroll, convert (one pair per pair of faces), end.

        ``first``: the ``unused`` dice by face, in the order faces first appear.
        The kinds open now are found at once (activate: the first face that can
        act is enough); each kind is listed only when asked for."""
        # any face will do: try them cheapest check first (ACTIONS begins with Move, ends with Utilize)
        if MOVE in first and board.has_move(st, p):
            kinds = ["activate"]
        else:
            kinds = []
            for face in ACTIONS:
                if face in first and self._can_activate(st, p, face, first[face][0]):
                    kinds.append("activate")
                    break
        if not st.free_reroll_used or st.energy[p] >= 1:
            kinds.append("reroll")
        if not st.converter_used and len(unused) >= 3:
            kinds.append("convert")
        kinds.append("end")

        def targets_by_die() -> list[tuple[int, list[tuple]]]:
            return [(dice[0], self._targets(st, p, face, dice[0])) for face, dice in first.items()]

        def list_kind(kind: str) -> list[tuple]:
            if kind == "activate":
                return [("activate", die, *target) for die, targets in targets_by_die() for target in targets]
            if kind == "reroll":
                return effects.reroll_subsets(unused)
            if kind == "convert":
                pairs: list[tuple] = []
                groups = list(first.values())
                for x, da in enumerate(groups):
                    if len(da) >= 2:
                        pairs.append(("convert", da[0], da[1]))
                    for db in groups[x + 1:]:
                        a, b = da[0], db[0]
                        pairs.append(("convert", a, b) if a < b else ("convert", b, a))
                return pairs
            return [("end",)]

        return MainDecision(p, kinds, list_kind, targets_by_die)

    def _can_activate(self, st: GalaxiesState, p: int, face: str, i: int) -> bool:
        """Whether die ``i`` showing ``face`` could be activated now.

        Only Utilize looks past the ships and the row (its colony effects see
        the dice and the context), so only it is judged with the die taken and
        a context of its own."""
        if face == MOVE:
            return board.has_move(st, p)
        if face != UTILIZE:
            return actions.can_action(st, p, face, None)
        st.status[i] = ACTIVATED
        try:
            return actions.can_action(st, p, face, Ctx(p, True, "die", set(), False, i))
        finally:
            st.status[i] = UNUSED

    def _targets(self, st: GalaxiesState, p: int, face: str, i: int) -> list[tuple]:
        """Die ``i``'s targets, as its activation would offer them (the die taken):
        none when it cannot act, ``[()]`` for an action without a choice.

        A move, an advance or Utilize can act exactly when it has a target, so
        only Acquire (no target) asks :meth:`_can_activate` first."""
        if face == ENERGY or face == CULTURE:
            return [()] if board.can_acquire(st, p, RESOURCE_OF[face]) else []
        if face == MOVE:
            return board.legal_moves(st, p)
        if face != UTILIZE:
            return [("ship", s) for s in board.orbiting(st, p, TRACK_OF[face])]
        st.status[i] = ACTIVATED
        try:
            return actions.utilize_options(st, p, Ctx(p, True, "die", set(), False, i))
        finally:
            st.status[i] = UNUSED

    def action_kinds(self, state: GalaxiesState, seat: int) -> list[str] | None:
        pending = state.pending
        if state.drafting or not isinstance(pending, MainDecision) or pending.seat != seat:
            return None  # other decisions are listed whole already
        return pending.kinds

    def legal_actions_of_kind(self, state: GalaxiesState, seat: int, kind: str) -> list[Action]:
        pending = state.pending
        if not state.drafting and isinstance(pending, MainDecision) and pending.seat == seat:
            return pending.of_kind(kind)
        return super().legal_actions_of_kind(state, seat, kind)

    def _follow_window(self, st: GalaxiesState, p: int, face: str, die: int):
        """§3.4: the other players in seat order from p's left, each resolving fully."""
        for s in st.rivals(p):
            if s == st.hostile_seat:
                continue
            cost = st.follow_cost
            if st.culture[s] < cost:
                # told to that player alone: a die passing by silently read as a bug (issue 30)
                if not st.mute_events and actions.can_action(st, s, face, Ctx(s, False, "follow", set(), False, die)):
                    st.emit("cannot_follow", to=frozenset({s}), player=s, action=face, cost=cost, culture=st.culture[s])
                continue
            if face == UTILIZE:  # only Utilize reads the context and the culture left
                ctx = Ctx(s, False, "follow", set(), False, die)
                st.culture[s] -= cost  # D#44: the follow is paid before it resolves
                ok = actions.can_action(st, s, face, ctx)
                st.culture[s] += cost
                if not ok:
                    continue
            elif not actions.can_action(st, s, face, None):
                continue
            else:
                ctx = Ctx(s, False, "follow", set(), False, die)
            choice = yield from actions.ask(s, "follow", FOLLOW_OR_PASS, action=face, player=p, cost=cost)
            if choice[0] == "follow":
                board.pay(st, s, "culture", cost)
                st.follows_this_turn += 1
                st.emit("follow", player=s, action=face, cost=cost)
                yield from actions.do_action(st, s, face, ctx)

    # --- protocol ----------------------------------------------------------------------------
    def secret_decision(self, state: GalaxiesState, seat: int) -> bool:
        """Keeping a mission: the dealt missions and the one kept are secret."""
        return state.drafting and 0 <= seat < state.n and state.kept[seat] is None

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

    def sample_action(self, state: GalaxiesState, seat: int, rng: random.Random) -> Action | None:
        """The protocol's draws (kind, then action of the kind), read straight off
        the pending decision: random games are ~2,500 of these."""
        pending = state.pending
        if state.drafting or pending is None or pending.seat != seat:
            return super().sample_action(state, seat, rng)
        if type(pending) is not MainDecision:
            options = pending.options
            if options is FOLLOW_OR_PASS:  # random_choice's draws: one of two kinds, then its only action
                r = randbelow(rng, 2)
                randbelow(rng, 1)
                return options[r]
            return random_choice(rng, options)
        kinds = pending.kinds  # "end" and one more at least: a lone "end" is never asked
        return pending.draw(kinds[randbelow(rng, len(kinds))], rng)

    def apply(self, state: GalaxiesState, seat: int, action: Action) -> None:
        state.actions.append((seat, action))
        if not state.drafting:  # _advance, inlined: this runs once per action
            try:
                state.pending = state.gen.send(action)
            except StopIteration:
                state.pending = None
                state.over = True
            return
        mid = action[1]
        state.kept[seat] = mid
        state.dropped[seat] = next(m for m in state.dealt[seat] if m != mid)
        state.emit("mission_kept", to=frozenset({seat}), player=seat, mission=mid)
        if all(state.kept[s] is not None for s in range(state.n)):
            state.drafting = False
            self._start(state)

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
        decision: dict[str, Any] | None = None
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
            "track": list(st.track), "hostile_die": st.hostile_die, "free_reroll_used": st.free_reroll_used, "converter_used": st.converter_used,
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

    clone_replays = True      # the turn is a paused generator: a copy replays the log

    def clone(self, state: GalaxiesState) -> GalaxiesState:
        new = self.new_state(state.config)
        new.mute_events = state.mute_events
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
                    elif x[0] == ORBIT and not 0 <= x[2] < st.planet_at(x[1]).track_length:
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
