"""Kingdoms as a ``Rules`` object (the shared protocol of ``game.core``).

Config: ``GameConfig(game="kingdoms", players=2..5, seed, variant=None |
"exploration", options={...})`` with options

* ``faction_mode``: "random" (default, deal one each) | "choice" (each seat
  picks in turn from the first player);
* ``factions``: a fixed list of faction ids, one per seat (overrides the mode);
* ``first_player``: a seat, or absent/None for a random first player;
* ``exclude_alliance_faction_in_2p``: bool, default True (2.3);
* ``scenario``: a position to start from instead of the setup (``game.kingdoms.scenario``).

Action tuples are documented in ``game.kingdoms.engine``; the view layout in
``game.kingdoms.view``; event kinds in ``game.kingdoms.events``.
"""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any

from game.core.content import ContentError
from game.core.protocol import GameConfig, Result, Rules, is_seat, randbelow, random_choice
from game.core.scenario import check_position, preset_of
from game.kingdoms import engine, setup
from game.kingdoms import war as kwar
from game.kingdoms.content import Content, load_content
from game.kingdoms.events import EVENT_KINDS
from game.kingdoms.state import DOWN, MEEPLES, NEUTRAL, RES_MAX, KState
from game.kingdoms.territory import TerritorySide
from game.kingdoms.view import build_view

__all__ = ["RULES", "EVENT_KINDS", "KingdomsRules"]

OPTIONS = ("faction_mode", "factions", "first_player", "exclude_alliance_faction_in_2p", "user_maps", "scenario")


def load_sides() -> dict[str, TerritorySide]:
    """The 16 Tiled sides, or built-in grid sides while no map loader exists."""
    try:
        maps = import_module("game.kingdoms.maps")
    except ModuleNotFoundError as exc:
        if exc.name != "game.kingdoms.maps":
            raise
        from game.kingdoms.sides import builtin_sides

        return builtin_sides()
    return maps.load_all()


def user_maps() -> tuple[Any, ...]:
    """The player's own .tmx sides (``maps.user_maps``), none without the map loader."""
    try:
        maps = import_module("game.kingdoms.maps")
    except ModuleNotFoundError:
        return ()
    return maps.user_maps()


class KingdomsRules(Rules[KState]):
    id = "kingdoms"
    min_players = 2
    max_players = 5
    variants = ("exploration",)
    edition = 2          # 2: research costs 1-5 mana for everyone (issue 15); rebalanced factions
    event_kinds = frozenset(EVENT_KINDS)

    def autosave_point(self, state: KState) -> Any:
        return state.turn, state.active

    def in_setup(self, state: KState) -> bool:
        return state.phase == "setup"

    def __init__(self, sides: dict[str, TerritorySide] | None = None, content: Content | None = None) -> None:
        self._sides = sides
        self._content = content
        self._with_user_maps = sides is None

    def official_sides(self) -> dict[str, TerritorySide]:
        """The official sides by id (or those given to the constructor)."""
        if self._sides is None:
            self._sides = load_sides()
        return self._sides

    @property
    def sides(self) -> dict[str, TerritorySide]:
        """The official sides by id, plus the player's own (ids like ``T3A~lake``)."""
        official = self.official_sides()
        if not self._with_user_maps:
            return official
        own = {u.side.id: u.side for u in user_maps() if u.side is not None}
        return {**official, **own} if own else official

    def game_sides(self, chosen: Any) -> dict[str, TerritorySide]:
        """The sides of one game: the official ones, with the player's own chosen ones in place
        of the official side of the same card and letter (option ``user_maps``).  The user
        maps folder is read only when the game chose some of its maps."""
        sides = {sid: side for sid, side in self.official_sides().items() if "~" not in sid}
        if chosen is None:
            return sides
        if not isinstance(chosen, list | tuple) or not all(isinstance(x, str) for x in chosen):
            raise ValueError(f"user_maps: need a list of map ids, got {chosen!r}")
        own = {u.side.id: u for u in user_maps() if u.side is not None}
        replaced: set[str] = set()
        for uid in chosen:
            if uid not in own:
                raise ValueError(f"user_maps: {uid!r} is not a usable map in your maps folder (moved or broken?)")
            official = uid.split("~")[0]
            if official in replaced:
                raise ValueError(f"user_maps: two maps for side {official}")
            replaced.add(official)
            sides[official] = own[uid].side
        return sides

    @property
    def content(self) -> Content:
        if self._content is None:
            self._content = load_content()
        return self._content

    def warm(self) -> None:
        """Load the maps and content now, so the first game starts at once.

        A content or map error is left for the first real use to raise, with
        its message naming the file.
        """
        try:
            _ = self.sides, self.content
        except ContentError:
            self._sides = self._content = None

    # --- lifecycle ---------------------------------------------------------------------
    def new_state(self, config: GameConfig) -> KState:
        n = config.players
        if not isinstance(n, int) or not self.min_players <= n <= self.max_players:
            raise ValueError(f"players: Kingdoms is for 2 to 5 players, not {n!r}")
        if config.variant not in (None, "exploration"):
            raise ValueError(f"variant: unknown variant {config.variant!r} (known: exploration)")
        opts = dict(config.options)
        for key in opts:
            if key not in OPTIONS:
                raise ValueError(f"options: unknown option {key!r} (known: {', '.join(OPTIONS)})")
        mode = opts.get("faction_mode", "random")
        if mode not in ("random", "choice"):
            raise ValueError(f"faction_mode: must be 'random' or 'choice', not {mode!r}")
        exclude = opts.get("exclude_alliance_faction_in_2p", True)
        if not isinstance(exclude, bool):
            raise ValueError(f"exclude_alliance_faction_in_2p: must be true or false, not {exclude!r}")
        content = self.content
        fixed = opts.get("factions")
        if fixed is not None:
            if (not isinstance(fixed, list | tuple) or len(fixed) != n or len(set(fixed)) != n
                    or any(f not in content.factions for f in fixed)):
                raise ValueError(f"factions: need {n} different known faction ids, got {fixed!r}")
        first = opts.get("first_player")
        if first is not None and not is_seat(first, n):
            raise ValueError(f"first_player: must be a seat 0..{n - 1}, not {first!r}")
        sides = self.game_sides(opts.get("user_maps"))
        cards = sorted({side.card for side in sides.values()})
        if len(cards) < n + (1 if n == 2 else 0):
            raise ValueError(f"players: only {len(cards)} territory cards are installed")

        s = KState(config, content)
        s.sides = sides
        # R1 first player, R2 faction deal, R3 territory deal (spec 8).
        s.first = first if first is not None else s.rng.randrange(n)
        if fixed is not None:
            for p, fid in enumerate(fixed):
                setup.set_faction(s, p, fid)
                s.emit("faction_dealt", seat=p, faction=fid)
        elif mode == "random":
            pool = [f for f in content.factions
                    if not (n == 2 and exclude and content.factions[f].alliance_faction)]
            s.rng.shuffle(pool)
            for p in range(n):
                setup.set_faction(s, p, pool[p])
                s.emit("faction_dealt", seat=p, faction=pool[p])
        s.rng.shuffle(cards)
        preset = preset_of(config)
        if preset is not None:      # a position (game.kingdoms.preset) instead of the setup
            from game.kingdoms.preset import lay_out

            lay_out(s, preset, cards)
            check_position(self, s)
            return s
        for p in range(n):
            s.home_card[p] = cards[p]
            s.emit("home_card", seat=p, card=cards[p])
        s.deck_cards = cards[n:]
        s.setup_step = "faction" if (fixed is None and mode == "choice") else "side"
        engine.advance(s)
        return s

    def secret_decision(self, state: KState, seat: int) -> bool:
        """A war bid is secret until both are in (K: bids are revealed together)."""
        s = state
        return s.dec == "bid" and seat in s.stack[-1].waiting()

    def to_move(self, state: KState) -> tuple[int, ...]:
        s = state
        dec = s.dec
        if dec is None:
            return ()
        if dec == "bid":
            return s.stack[-1].waiting()
        return (s.dec_seat,)

    def legal_actions(self, state: KState, seat: int) -> list[tuple]:
        s = state
        if s.dec == "bid":
            war = s.stack[-1]
            if seat == war.attacker and war.bids[0] is None:
                return kwar.bid_options(s, seat, "attack", war.region)
            if seat == war.defender and war.bids[1] is None:
                return kwar.bid_options(s, seat, "defend", war.region)
            return []
        if seat != s.dec_seat or s.dec is None:
            return []
        return list(s.legal)

    def sample_action(self, state: KState, seat: int, rng: random.Random) -> tuple | None:
        """``random_choice`` over the legal list, drawing the same numbers; at the
        turn's "act" and "select" decisions (most of a random game) without
        grouping the list by kind (see :func:`engine.sample_act`)."""
        s = state
        if seat == s.dec_seat:
            if s.dec == "act":
                action = engine.sample_act(s, rng)
                if action is not None:
                    return action
            elif s.dec == "select":  # one kind; offered only with two or more
                randbelow(rng, 1)
                return s.legal[randbelow(rng, len(s.legal))]
        legal = self.legal_actions(state, seat)
        return random_choice(rng, legal) if legal else None

    def apply(self, state: KState, seat: int, action: tuple) -> None:
        engine.HANDLERS[action[0]](state, seat, action)
        engine.advance(state)

    def is_over(self, state: KState) -> bool:
        return state.over

    def result(self, state: KState) -> Result:
        s = state
        if s.result_data is None:
            raise ValueError("the game is not over")
        return s.result_data

    def view(self, state: KState, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat)

    def turn_shown(self, state: KState) -> int | None:
        return state.turn

    def provisional_scores(self, state: KState) -> list[int] | None:
        """Scores if the game ended now (the Load list's "who leads"); None during setup."""
        s = state
        if s.board is None:
            return None
        from game.kingdoms.scoring import score_game

        return list(score_game(self.clone(state)).scores)

    def clone(self, state: KState) -> KState:
        s = state
        return s.clone_into(KState.__new__(KState))

    # --- invariants ----------------------------------------------------------------------
    def check_invariants(self, state: KState) -> list[str]:
        s = state
        problems: list[str] = []
        n = s.n
        if s.board is not None:
            ruins = s.board.ruins
            counts = [0] * n
            neutrals = 0
            for r, lst in enumerate(s.reg):
                if len(lst) > 2:
                    problems.append(f"region {r} holds {len(lst)} meeples")
                for i in lst:
                    if s.m_region[i] != r:
                        problems.append(f"meeple {i} listed in region {r} but placed in {s.m_region[i]}")
            for i, r in enumerate(s.m_region):
                if r >= 0:
                    if i not in s.reg[r]:
                        problems.append(f"meeple {i} missing from region {r}")
                    if s.m_owner[i] == NEUTRAL:
                        neutrals += 1
                    else:
                        counts[s.m_owner[i]] += 1
                    if s.m_down[i] and not ruins[r]:
                        problems.append(f"meeple {i} knocked over outside ruins")
                elif s.m_down[i]:
                    problems.append(f"meeple {i} knocked over in supply")
            if counts != s.in_play:
                problems.append(f"in-play counts {s.in_play} do not match the board {counts}")
            if neutrals != s.neutral_in_play:
                problems.append("neutral count does not match the board")
        for p in range(n):
            if sum(1 for o in s.m_owner if o == p) != MEEPLES:
                problems.append(f"seat {p} does not have {MEEPLES} meeples")
            for k in range(3):
                if not 0 <= s.res[p][k] <= RES_MAX:
                    problems.append(f"seat {p} resource {k} is {s.res[p][k]}")
            if not 0 <= s.tower[p] <= 6:
                problems.append(f"seat {p} tower {s.tower[p]}")
            if not 0 <= s.magic[p] <= 5:
                problems.append(f"seat {p} magic {s.magic[p]}")
        if sum(s.shields) != s.nshields or not 0 <= s.nshields <= 5:
            problems.append(f"shields {s.shields} / {s.nshields}")
        if s.dec == "bid":
            problems += self._hidden_info_problems(s)
        return problems

    def _hidden_info_problems(self, s: KState) -> list[str]:
        """A bidder's view never shows the other bid; no view shows a face-down token."""
        war = s.stack[-1]
        problems = []
        for k, seat in enumerate((war.attacker, war.defender)):
            v = build_view(s, seat)
            other = war.bids[1 - k]
            w = v["war"]
            if set(w) - {"attacker", "defender", "region", "neutral", "stage", "my_bid", "bids", "cost", "dragon"}:
                problems.append(f"war view of seat {seat} has unexpected keys")
            if w.get("bids") is not None:
                problems.append(f"seat {seat} sees bids before the reveal")
            if other is not None and "their_bid" in w:
                problems.append(f"seat {seat} sees the other bid")
            for tok in v["tokens"]:
                if tok["state"] in ("down", "box") and tok["type"] != "unknown":
                    problems.append(f"seat {seat} sees a hidden token")
        for t, st in enumerate(s.tok_state):
            if st == DOWN and s.reg_tok[s.tok_region[t]] != t:
                problems.append(f"token {t} is not in its region")
        return problems


RULES = KingdomsRules()
