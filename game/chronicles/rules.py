"""Chronicles rules core (spec shared/rules/chronicles.md), exposed as ``RULES``.

Four rounds of Recruit, Placement, War, Income, Building, Aging.  Every phase
is simultaneous: draft picks, Placement commits and build actions are
collected from every seat (several seats in ``to_move``) and kept hidden in
``state.pending`` until the last one is in; only then is anything applied or
revealed.  Ability choices (Sand Weaver, Ink Witch, Herbalist) are asked one
at a time in resolution order.  War and Income need no decision and run on
their own.

Actions (tuples of JSON primitives; cards are uids 0..80, slots ints 0..4 in
``SLOT_ORDER``: top 1, top 2, 5th (top), bottom 1, bottom 2):

* ``("pick", uid)`` (3-5 players) and ``("pick2", keep, discard)`` (2 players);
* ``("commit", discard, moves, place, reserve, pay_order)``: see
  ``placement``; compound, so ``legal_actions`` lists a representative few,
  ``is_legal`` checks any, ``sample_action`` draws from the whole space;
* ``("age", slot)``: the target of an ENTER choice;
* ``("save", slot | None)``: a Herbalist's save;
* ``("build", key, level, gold_parts, purchases)``, ``("upgrade", key,
  gold_parts, purchases)``, ``("pass",)``: see ``building``.

View (``view(state, seat)``): round, phase, deck and discard sizes, who still
owes the current decision, the open ability choice, and per player gold, VP,
buildings, revealed slots with tokens and the sizes of hand, pack, picks and
whether a reserve is held; under ``"me"`` the seat's own pack, picks, hand,
reserve and submitted decision.  Nothing else hidden is ever included.
"""

from __future__ import annotations

import random
from typing import Any

from game.chronicles import aging, entering, seasons
from game.chronicles.building import (
    PASS,
    apply_build,
    build_price,
    legal_builds,
    priced_builds,
)
from game.chronicles.content import BUILDING_KEYS, Content, default_content
from game.chronicles.kingdom import Tables, has_level2, tables
from game.chronicles.placement import (
    commit_problem,
    random_commit,
    representative_commits,
)
from game.chronicles.sampling import PICK, PICK2, sample_build, sample_pick
from game.chronicles.state import (
    AGING,
    BUILDING,
    ENTER,
    OVER,
    PLACEMENT,
    RECRUIT,
    ROUNDS,
    SLOTS,
    TOP_EXTRA,
    ChroniclesState,
)
from game.core.protocol import (
    Action,
    GameConfig,
    Result,
    Rules,
    random_choice,
    same_action,
    shuffle,
)
from game.core.scenario import check_position, preset_of

EVENT_KINDS: dict[str, tuple[str, ...]] = {
    "round_start": ("round",),
    "deal": ("player", "cards"),
    "reshuffle": ("cards",),
    "pick": ("player", "card"),
    "draft_discard": ("player", "card"),
    "packs_passed": ("direction",),
    "hand": ("player", "cards"),
    "discard_in_play": ("player", "slot", "card"),
    "hand_discard": ("player", "card"),
    "reserve": ("player", "card"),
    "reveal": ("player", "cards", "moves"),
    "unpaid": ("player", "slot", "card"),
    "enter": ("player", "slot", "card", "gold", "credit", "gives"),
    "age_self": ("player", "slot", "amount"),
    "age_others": ("player", "source", "slots", "amount"),
    "age_chosen": ("player", "source", "target", "amount"),
    "upgrade_all": ("player", "slot"),
    "mimic_fizzles": ("player", "slot"),
    "mimic_reveal": ("player", "card"),
    "mimic_replaced": ("player", "slot", "card"),
    "vp": ("player", "step", "delta", "vp"),
    "war": ("strengths", "wins"),
    "war_result": ("player", "wars", "vp", "bonus", "gold"),    # vp: the wars' own; bonus: abilities'/buildings' VP
    "income": ("gold",),
    "build": ("player", "action", "gold"),
    "build_failed": ("player", "action"),
    "build_pass": ("player",),
    "save": ("player", "source", "target", "card", "saver"),       # card: the one kept; saver: the Herbalist
    "leave": ("player", "slot", "card", "tokens"),
    "leave_rewards": ("player", "vp", "gold"),
    "game_over": ("scores", "winners"),
}

COMMIT, AGE, SAVE = "commit", "age", "save"
SIMULTANEOUS = frozenset({RECRUIT, PLACEMENT, BUILDING})  # every seat decides, in secret
# to_move of a simultaneous decision, by players, then by the seats that submitted (in their order).
_WAITING: list[dict[tuple[int, ...], tuple[int, ...]]] = [{} for _ in range(6)]
_EVERYONE: dict[int, tuple[int, ...]] = {}


class ChroniclesRules(Rules[ChroniclesState]):
    id = "chronicles"
    min_players = 2
    max_players = 5
    hidden_information = True
    event_kinds = frozenset(EVENT_KINDS)

    def __init__(self, content: Content | None = None) -> None:
        self._content = content
        self._tables: Tables | None = None

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = default_content()
        return self._content

    @property
    def t(self) -> Tables:
        if self._tables is None:
            self._tables = tables(self.content)
        return self._tables

    def warm(self) -> None:
        _ = self.t

    # --- setup -----------------------------------------------------------------
    def new_state(self, config: GameConfig) -> ChroniclesState:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(f"players must be {self.min_players}..{self.max_players}, got {config.players}")
        state = ChroniclesState(config, self.content)
        state.deck = list(range(self.t.n_cards))
        shuffle(state.rng, state.deck)
        preset = preset_of(config)
        if preset is None:
            self._start_round(state)
        else:
            from game.chronicles.scenario import lay_out

            phase, packs = lay_out(state, preset)
            if phase == RECRUIT:
                self._start_round(state, packs)
            elif phase == PLACEMENT:
                self._start_placement(state)
            else:
                state.phase = BUILDING
                for p in state.players:
                    p.extra_open = has_level2(p)
                state.order = self.resolution_order(state)
            check_position(self, state)
        return state

    def clone(self, state: ChroniclesState) -> ChroniclesState:
        return state.clone()

    # --- round structure ---------------------------------------------------------
    def _start_round(self, state: ChroniclesState, packs: list[list[int]] | None = None) -> None:
        """Deal the packs (a scenario may name some cards of them; the rest are drawn)."""
        state.phase = RECRUIT
        log = not state.mute_events  # headless play skips building the log's arguments
        if log:
            state.emit("round_start", round=state.round)
        k = 9 if state.two else 5
        for seat, p in enumerate(state.players):
            given = packs[seat] if packs else []
            need = k - len(given)
            deck = state.deck
            if len(deck) >= need:          # draw() ``need`` times without a reshuffle: the top cards in turn
                drawn = deck[len(deck) - need:]
                drawn.reverse()
                del deck[len(deck) - need:]
            else:
                drawn = [entering.draw(state) for _ in range(need)]
            p.pack = given + drawn
            if log:
                state.emit("deal", to=frozenset({seat}), reveal=True, player=seat, cards=list(p.pack))

    def direction(self, state: ChroniclesState) -> int:
        """+1 (left, seat+1) in rounds 1 and 3; -1 (right) in rounds 2 and 4."""
        return 1 if state.round % 2 == 1 else -1

    def _resolve_picks(self, state: ChroniclesState) -> None:
        log = not state.mute_events  # headless play skips building the log's arguments
        pending = state.pending
        for seat, p in enumerate(state.players):
            action = pending[seat]
            p.pack.remove(action[1])
            p.picks.append(action[1])
            if log:
                state.emit("pick", to=frozenset({seat}), player=seat, card=action[1])
            if action[0] == PICK2:
                p.pack.remove(action[2])
                state.discard.append(action[2])
                if log:
                    state.emit("draft_discard", to=frozenset({seat}), player=seat, card=action[2])
        state.pending = {}
        d = 1 if state.round % 2 == 1 else -1     # direction(), inlined
        packs = [p.pack for p in state.players]
        for seat, p in enumerate(state.players):
            p.pack = packs[(seat - d) % state.n]
        if log:
            state.emit("packs_passed", reveal=True, direction=d)
        if len(state.players[0].pack) == 1:  # the forced last pick, no discard (Ambiguity 23)
            for seat, p in enumerate(state.players):
                p.picks.append(p.pack.pop())
                if log:
                    state.emit("pick", to=frozenset({seat}), player=seat, card=p.picks[-1])
            for seat, p in enumerate(state.players):
                p.hand = p.picks + ([p.reserve] if p.reserve is not None else [])
                p.picks = []
                p.reserve = None
                if log:
                    state.emit("hand", to=frozenset({seat}), player=seat, cards=list(p.hand))
            self._start_placement(state)

    def _start_placement(self, state: ChroniclesState) -> None:
        state.phase = PLACEMENT
        for p in state.players:
            p.extra_open = 2 in p.buildings         # has_level2(), inlined
        state.order = self.resolution_order(state)

    def resolution_order(self, state: ChroniclesState) -> list[int]:
        """Higher track VP first, then fewer gold, then a seeded random order (spec 1.5.6).

        A stable sort leaves tied seats in seat order; each run of ties is then
        shuffled, key by key from the first (the draws of shuffling each group)."""
        keys = [(-p.vp, p.gold) for p in state.players]
        n = len(keys)
        order = sorted(range(n), key=keys.__getitem__)
        i = 0
        while i < n - 1:
            key = keys[order[i]]
            j = i + 1
            while j < n and keys[order[j]] == key:
                j += 1
            if j - i > 1:
                tied = order[i:j]
                shuffle(state.rng, tied)
                order[i:j] = tied
            i = j
        return order

    def _after_enter(self, state: ChroniclesState) -> None:
        t = self.t
        prods = seasons.war(t, state)
        seasons.income(t, state, prods)
        state.phase = BUILDING
        state.order = self.resolution_order(state)

    def _resolve_builds(self, state: ChroniclesState) -> None:
        t = self.t
        pending = state.pending
        for seat in state.order:
            action = pending[seat]
            if action[0] == PASS:
                if not state.mute_events:
                    state.emit("build_pass", reveal=True, player=seat)     # the log says who kept their gold
                continue
            paid = apply_build(t, state.players[seat], action)
            if paid is None:
                state.emit("build_failed", player=seat, action=list(action))
            elif not state.mute_events:
                state.emit("build", reveal=True, player=seat, action=_jsonable(action), gold=paid)
        state.pending = {}
        state.order = self.resolution_order(state)
        if aging.start_aging(t, state):
            self._end_round(state)

    def _end_round(self, state: ChroniclesState) -> None:
        if state.round >= ROUNDS:
            state.phase = OVER
            state.over = True
            result = self.result(state)
            state.emit("game_over", scores=result.scores, winners=result.winners)
            return
        state.round += 1
        self._start_round(state)

    # --- protocol --------------------------------------------------------------
    def secret_decision(self, state: ChroniclesState, seat: int) -> bool:
        """Every decision: the draft, placement and builds are secret until all are
        in, and a character's choice is made on a screen that shows the seat's hand."""
        return self.owes(state, seat)

    def to_move(self, state: ChroniclesState) -> tuple[int, ...]:
        phase = state.phase
        if phase in SIMULTANEOUS:
            pending = state.pending
            if not pending:                     # a decision's first call: every seat (no set to build)
                seats = _EVERYONE.get(state.n)
                if seats is None:
                    seats = _EVERYONE[state.n] = tuple(range(state.n))
                return seats
            waiting = _WAITING[state.n]
            key = tuple(pending)                # the seats in, as they submitted (no set to build)
            seats = waiting.get(key)
            if seats is None:
                seats = waiting[key] = tuple(s for s in range(state.n) if s not in pending)
            return seats
        if phase in (ENTER, AGING) and state.choice is not None:
            return (state.choice["seat"],)
        return ()

    def owes(self, state: ChroniclesState, seat: int) -> bool:
        """``seat in to_move(state)``, without building the tuple."""
        phase = state.phase
        if phase in SIMULTANEOUS:
            return isinstance(seat, int) and 0 <= seat < state.n and seat not in state.pending
        if phase in (ENTER, AGING) and state.choice is not None:
            return seat == state.choice["seat"]
        return False

    def legal_actions(self, state: ChroniclesState, seat: int) -> list[Action]:
        if not self.owes(state, seat):
            return []
        p = state.players[seat]
        phase = state.phase
        if phase == RECRUIT:
            if state.two:
                return [(PICK2, k, d) for k in p.pack for d in p.pack if k != d]
            return [(PICK, u) for u in p.pack]
        if phase == PLACEMENT:
            return representative_commits(self.t, p)
        if phase == BUILDING:
            return legal_builds(self.t, p)
        choice = state.open_choice()
        if choice["kind"] == "age":
            return [(AGE, s) for s in choice["options"]]
        return [(SAVE, s) for s in choice["options"]]

    def is_legal(self, state: ChroniclesState, seat: int, action: Action) -> bool:
        if not self.owes(state, seat) or not isinstance(action, tuple) or not action:
            return False
        if state.phase == PLACEMENT:
            return commit_problem(state.players[seat], action) is None
        if state.phase == BUILDING:
            return build_price(self.t, state.players[seat], action) is not None
        return any(same_action(action, a) for a in self.legal_actions(state, seat))     # strict: False is not 0

    def sample_action(self, state: ChroniclesState, seat: int, rng: random.Random) -> Action | None:
        phase = state.phase
        if phase in SIMULTANEOUS:               # owes(), inlined: nearly every action of a game
            if not isinstance(seat, int) or not 0 <= seat < state.n or seat in state.pending:
                return None
            p = state.players[seat]
            if phase == RECRUIT:
                return sample_pick(p.pack, state.two, rng)
            if phase == PLACEMENT:
                return random_commit(self._tables or self.t, p, rng)
            return sample_build(priced_builds(self._tables or self.t, p), rng)
        if not self.owes(state, seat):
            return None
        legal = self.legal_actions(state, seat)
        return random_choice(rng, legal) if legal else None

    def apply(self, state: ChroniclesState, seat: int, action: Action) -> None:
        phase = state.phase
        if phase in SIMULTANEOUS:
            pending = state.pending
            pending[seat] = action
            if len(pending) < state.n:      # most actions: one more secret decision in
                return
            t = self._tables or self.t
            if phase == RECRUIT:
                self._resolve_picks(state)
            elif phase == PLACEMENT:
                entering.apply_commits(t, state)
                if entering.start_enter(t, state):
                    self._after_enter(state)
            else:
                self._resolve_builds(state)
        elif phase == ENTER:
            t = self.t
            entering.answer_age_choice(t, state, action[1])
            if entering.run_enter(t, state):
                self._after_enter(state)
        elif phase == AGING:
            t = self.t
            aging.answer_save(t, state, action[1])
            if aging.run_saves(t, state):
                self._end_round(state)

    def is_over(self, state: ChroniclesState) -> bool:
        return state.over

    # --- scoring -----------------------------------------------------------------
    def final_scores(self, state: ChroniclesState) -> list[dict[str, int]]:
        t = self.t
        out = []
        for p in state.players:
            buildings = sum(t.building_vp[b][level] for b, level in enumerate(p.buildings))
            characters = sum(t.end_vp[c[0]] * c[1] for c in p.slots if c is not None)
            out.append({"track": p.vp, "buildings": buildings, "characters": characters,
                        "final": p.vp + buildings + characters, "gold": p.gold})
        return out

    turn_word = "round"

    def turn_shown(self, state: ChroniclesState) -> int | None:
        """The round the board's header shows (the Load list's "round 3")."""
        return state.round

    def provisional_scores(self, state: ChroniclesState) -> list[int] | None:
        """Final scores if the game ended now: all public (track, buildings, characters in the slots)."""
        return [r["final"] for r in self.final_scores(state)]

    def result(self, state: ChroniclesState) -> Result:
        """Highest final score; ties to the most gold; then a shared win (spec 5)."""
        rows = self.final_scores(state)
        keys = [(r["final"], r["gold"]) for r in rows]
        best = max(keys)
        winners = [s for s, k in enumerate(keys) if k == best]
        return Result(scores=[r["final"] for r in rows], winners=winners, breakdown=rows,
                      tiebreak=[tuple(k) for k in keys])

    # --- information -------------------------------------------------------------
    def view(self, state: ChroniclesState, seat: int | None) -> dict[str, Any]:
        t = self.t
        players = []
        for s, p in enumerate(state.players):
            players.append({
                "seat": s,
                "gold": p.gold,
                "vp": p.vp,
                "buildings": {key: p.buildings[b] for b, key in enumerate(BUILDING_KEYS)},
                "extra_slot": has_level2(p),        # C16: owned from the build on (usable from the next Placement)
                "slots": [None if c is None else {"uid": c[0], "kind": t.kind[c[0]], "tokens": c[1], "entered": c[2]}
                          for c in p.slots],
                "hand_size": len(p.hand),
                "pack_size": len(p.pack),
                "picks_size": len(p.picks),
                "has_reserve": p.reserve is not None,
                "submitted": s in state.pending,
            })
        out: dict[str, Any] = {
            "game": "chronicles",
            "players": state.n,
            "seat": seat,
            "round": state.round,
            "phase": state.phase,
            "over": state.over,
            "direction": self.direction(state),
            "deck_size": len(state.deck),
            "discard_size": len(state.discard),
            "to_move": list(self.to_move(state)),
            "order": [] if state.phase == RECRUIT else list(state.order),     # the draft has no resolution order
            "choice": None if state.choice is None else dict(state.choice),
            "last_wars": list(state.last_wars),
            "kingdoms": players,
            "me": None,
        }
        if seat is not None and 0 <= seat < state.n:
            p = state.players[seat]
            pending = state.pending.get(seat)
            out["me"] = {
                "pack": list(p.pack),
                "picks": list(p.picks),
                "hand": list(p.hand),
                "reserve": p.reserve,
                "pending": None if pending is None else _jsonable(pending),
            }
        if state.over:
            out["winners"] = self.result(state).winners
        return out

    def check_invariants(self, state: ChroniclesState) -> list[str]:
        problems: list[str] = []
        seen: dict[int, str] = {}

        def put(uid: int, where: str) -> None:
            if uid in seen:
                problems.append(f"card {uid} is both in {seen[uid]} and {where}")
            seen[uid] = where

        for u in state.deck:
            put(u, "deck")
        for u in state.discard:
            put(u, "discard")
        for s, p in enumerate(state.players):
            for name in ("hand", "pack", "picks"):
                for u in getattr(p, name):
                    put(u, f"{name}:{s}")
            if p.reserve is not None:
                put(p.reserve, f"reserve:{s}")
            for _slot, c in enumerate(p.slots):
                if c is not None:
                    put(c[0], f"slot:{s}")
                    if c[1] < 0:
                        problems.append(f"seat {s}: negative tokens")
            if p.slots[TOP_EXTRA] is not None and not has_level2(p):
                problems.append(f"seat {s}: 5th slot used without a level-2 building")
            if sum(c is not None for c in p.slots) > (5 if has_level2(p) else 4):
                problems.append(f"seat {s}: more characters than slots")
            if p.gold < 0:
                problems.append(f"seat {s}: negative gold")
            if p.vp < 0:
                problems.append(f"seat {s}: VP below 0")
            if any(level not in (0, 1, 2) for level in p.buildings):
                problems.append(f"seat {s}: bad building level")
        if len(seen) != self.t.n_cards or set(seen) != set(range(self.t.n_cards)):
            problems.append(f"{len(seen)} cards accounted for, expected {self.t.n_cards}")
        if not 1 <= state.round <= ROUNDS:
            problems.append(f"round {state.round} outside 1..{ROUNDS}")
        if state.over != (state.phase == OVER):
            problems.append("over flag and phase disagree")
        # Views never show a card the seat has not seen (C67).
        for s in range(state.n):
            for uid in view_cards(self.view(state, s)):
                where = seen.get(uid, "")
                if not (where.startswith("slot:") or where.endswith(f":{s}")):
                    problems.append(f"seat {s}'s view shows card {uid} from {where}")
        for uid in view_cards(self.view(state, None)):
            if not seen.get(uid, "").startswith("slot:"):
                problems.append(f"the spectator view shows card {uid} from {seen.get(uid)}")
        return problems


def view_cards(view: dict[str, Any]) -> set[int]:
    """Every card uid a view names (slots, and the seat's own pack, picks, hand, reserve)."""
    out = {c["uid"] for k in view["kingdoms"] for c in k["slots"] if c is not None}
    me = view.get("me")
    if me:
        out.update(me["pack"], me["picks"], me["hand"])
        if me["reserve"] is not None:
            out.add(me["reserve"])
    return out


def _jsonable(action: Any) -> Any:
    if isinstance(action, tuple | list):
        return [_jsonable(x) for x in action]
    return action


RULES = ChroniclesRules()

__all__ = ["RULES", "ChroniclesRules", "EVENT_KINDS", "SLOTS"]
