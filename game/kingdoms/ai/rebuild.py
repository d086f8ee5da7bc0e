"""Determinization: an engine state built from one seat's view.

The view (spec 7) shows everything public; what it hides is filled in by
sampling with the bot's RNG:

* face-down and boxed tokens get types drawn from the public token mix minus
  every token whose type is already known (face up, discarded or held);
* the other bidder's pending war bid is left empty (the search samples it
  from its own model of that player, never from the real game).

Only the decision points the bots search are rebuilt exactly: ``select``,
``act`` and ``bid`` (the engine's internal turn counters follow from the
view there).  Other decisions (payments, retreats, token choices) are
answered by heuristics that read the view directly.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import GameConfig
from game.kingdoms import engine, setup
from game.kingdoms import war as kwar
from game.kingdoms.board import Board
from game.kingdoms.content import load_content
from game.kingdoms.state import ACTIONS, DOWN, MEEPLES, NEUTRAL, TOKEN_STATES, UP, KState

SEARCHABLE = ("select", "act", "bid")
_BOARDS: dict[tuple[str, ...], Board] = {}


def _sides() -> dict[str, Any]:
    from game.kingdoms.rules import RULES

    return RULES.sides


def board_for(cards: tuple[str, ...]) -> Board:
    board = _BOARDS.get(cards)
    if board is None:
        sides = _sides()
        board = Board([sides[c] for c in cards])
        if len(_BOARDS) > 64:
            _BOARDS.clear()
        _BOARDS[cards] = board
    return board


def _quiet(*_args: Any, **_kwargs: Any) -> None:
    """Replaces ``emit`` on imagined states: nobody reads their log."""


def rebuild(view: dict[str, Any], rng: random.Random, decision: bool = True) -> KState:
    """An engine state matching ``view`` at a select/act/bid decision.

    Hidden token types are sampled with ``rng``; a pending bid of the other
    war side stays ``None``.  With ``decision=False`` only the board, pieces
    and tracks are rebuilt (for reading costs at any decision).
    """
    n = view["players"]
    config = GameConfig("kingdoms", n, 0, view["variant"], {})
    s = KState(config, load_content())
    s.emit = _quiet  # type: ignore[method-assign]
    s.rng = random.Random(rng.random())
    s.sides = _sides()
    seats = view["seats"]
    for p in range(n):
        setup.set_faction(s, p, seats[p]["faction"])
        s.magic[p] = seats[p]["magic"]
        s.tower[p] = seats[p]["tower"]
        s.res[p] = [seats[p]["mana"], seats[p]["ore"], seats[p]["food"]]
        s.captured[p] = seats[p]["captured"]
        if seats[p]["crown"]:
            s.crown = p
        s.home_side[p] = seats[p]["home"]
    s.home_card = list(view["home_cards"])
    s.lost_kingdom = view["lost_kingdom"] or ""
    s.first = view["first"]
    setup.install_board(s, board_for(tuple(view["cards"])))
    # meeples
    s.m_owner, s.m_region, s.m_down = [], [], []
    for i, (owner, region, down) in enumerate(view["meeples"]):
        s.m_owner.append(owner)
        s.m_region.append(region)
        s.m_down.append(bool(down))
        if region >= 0:
            s.reg[region].append(i)
            if owner == NEUTRAL:
                s.neutral_in_play += 1
            else:
                s.in_play[owner] += 1
    # turn
    s.phase = "play"
    s.active = view["active"]
    s.turn = view["turn"]
    s.end_triggered = view["end_triggered"]
    s.shields = [a in view["shields"] for a in ACTIONS]
    s.nshields = sum(s.shields)
    s.act_action = view["action"] or ""
    _tokens(s, view, rng)
    if decision:
        _decision(s, view)
    return s


def _tokens(s: KState, view: dict[str, Any], rng: random.Random) -> None:
    toks = view["tokens"]
    if not toks:
        return
    mix = dict(view["token_mix"])
    unknown = []
    s.tok_type = [""] * len(toks)
    s.tok_state = [0] * len(toks)
    s.tok_region = [-1] * len(toks)
    for t, tok in enumerate(toks):
        st = TOKEN_STATES.index(tok["state"])
        s.tok_state[t] = st
        s.tok_region[t] = tok["region"]
        if tok["type"] == "unknown":
            unknown.append(t)
        else:
            s.tok_type[t] = tok["type"]
            if mix.get(tok["type"], 0) > 0:
                mix[tok["type"]] -= 1
        if st in (DOWN, UP) and tok["region"] >= 0:
            s.reg_tok[tok["region"]] = t
    pool = [k for k, c in sorted(mix.items()) for _ in range(c)]
    rng.shuffle(pool)
    for t in unknown:
        s.tok_type[t] = pool.pop() if pool else "blank"


def _decision(s: KState, view: dict[str, Any]) -> None:
    kind = view["decision"]["kind"]
    seats = view["decision"]["seats"]
    if kind == "select":
        s.tstage = "select"
        s.dec, s.dec_seat = "select", seats[0]
        s.legal = [("select", a) for k, a in enumerate(ACTIONS) if not s.shields[k]]
    elif kind == "act":
        seat = seats[0]
        s.tstage = "act"
        s.act_idx = (seat - s.active) % s.n
        s.dec, s.dec_seat = "act", seat
        s.legal = engine.act_options(s, seat)
    elif kind == "bid":
        w = view["war"]
        a, d, r = w["attacker"], w["defender"], w["region"]
        am = next(i for i in s.reg[r] if s.m_owner[i] == a)
        dm = next(i for i in s.reg[r] if s.m_owner[i] == d)
        s.reg[r] = [dm, am]
        war = kwar.War(am, dm, a, d, r)
        me = view["seat"]
        if w.get("my_bid") is not None and me in (a, d):
            war.bids[0 if me == a else 1] = w["my_bid"]
        s.stack = [war]
        s.tstage = "act"
        s.act_idx = (a - s.active) % s.n + 1
        s.dec, s.dec_seat, s.legal = "bid", -1, []
    else:
        raise ValueError(f"decision {kind!r} is not rebuilt")


def owner_regions(s: KState, p: int) -> list[int]:
    out: list[int] = []
    for i in range(p * MEEPLES, p * MEEPLES + MEEPLES):
        r = s.m_region[i]
        if r >= 0 and r not in out:
            out.append(r)
    return out


__all__ = ["SEARCHABLE", "board_for", "rebuild", "owner_regions", "DOWN", "UP"]
