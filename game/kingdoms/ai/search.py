"""Information-set Monte Carlo tree search for the hard Kingdoms bot.

One search answers one ``select`` or ``act`` decision:

* **Determinization.**  Each iteration starts from a fresh copy of the state
  rebuilt from the bot's view, with the face-down token types re-drawn from
  the public mix minus the known tokens (the bot's RNG; never the game's).
* **Tree.**  Nodes are keyed by the actions taken since the root; the seat to
  move at a node picks, among the options legal *in this determinization*, by
  UCB1 on its own component of the reward vector (max^n: every seat maximises
  its own utility).  Only action selections and act decisions are tree nodes;
  bids (equilibrium mixes) and small choices are played by the policy.
* **Tempo.**  A seat that selected build, research or expand and can afford it
  never considers "nothing" (it would hand the others the action for free), and
  each reward blends the position right after the tree with the one after the
  rollout (``NOW``): the rollout policy would often make up for a wasted move
  later, which hid the cost of wasting it.
* **Moves worth searching.**  In the tree a move that gives up more than
  ``MOVE_FLOOR`` by ``policy.step_gain`` (a lone meeple walked off a capital or
  a yielding region to nothing better) and starts no war is pruned, and a root
  act with many moves keeps its ``ROOT_WIDTH`` best by the normal bot's one-ply
  lookahead: the budget goes to plausible moves, not to wasting tempo.
* **Rollouts.**  After the tree, a few turns are played with
  ``policy.easy_choice`` (the cheap rule-based policy, for every seat), then
  :func:`leaf` scores the position and each seat's reward is its utility
  (value minus the best rival's).
* **Leaves.**  The fitted evaluation (``ai.learned``: the terms of
  ``evaluate.values`` and a few more, weighted by least squares on the final
  margins of recorded games, ``data/kingdoms_eval.json``): fitted, it names the
  winner of held-out games more often than the hand-set ``values`` before the
  end is triggered, and it prices keeping meeples and holding yielding regions
  early far above ``values`` (issue 33, fifth round).  ``sharp=False`` keeps
  ``values`` without tokens, the search as it was, for measurements.
* **One decision for select and act.**  :func:`search_plan` also returns the act
  the searching seat's most visited reply under the chosen selection: the bot
  plays it when that act decision comes (nothing is revealed in between), so
  what it does is what the selection was valued for.
* **Budget.**  A fixed number of iterations (never the clock, so a seed gives
  the same decision on any machine); the root option visited most is played.
  ``stop`` is only the bot's safety cap against a runaway.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from game.kingdoms import engine
from game.kingdoms import war as kwar
from game.kingdoms.ai import policy
from game.kingdoms.ai.evaluate import utility, values
from game.kingdoms.ai.learned import learned_values, weights_for
from game.kingdoms.ai.policy import play
from game.kingdoms.state import BOX, DOWN, KState

ITERATIONS = 400           # per searched decision
ROLLOUT_TURNS = 2          # turns played by the rollout policy after the tree
EXPLORE = 1.2              # UCB1 constant (rewards are in VP)
NOW = 0.4                  # weight of the position right after the tree in each reward
PLAN_VISITS = 8            # a planned act needs this many visits to be kept
MOVE_FLOOR = -0.25         # tree moves that give up more than this (step_gain), no war, are pruned
ROOT_WIDTH = 6             # a root act decision keeps its best few by the one-ply lookahead
TREE_KINDS = ("select", "act")
PRODUCTIVE = ("build", "research", "expand")
LEARNED = True             # leaves valued by the fitted evaluation (False: evaluate.values with tokens)


# --- the tree ------------------------------------------------------------------------------------
class Node:
    __slots__ = ("children", "visits", "totals", "avail", "mover")

    def __init__(self, n: int) -> None:
        self.children: dict[tuple, Node] = {}
        self.visits = 0
        self.totals = [0.0] * n
        self.avail = 0
        self.mover = -1         # the seat choosing among the children


def tree_options(s: KState, seat: int) -> list[tuple]:
    if s.dec == "act":
        opts = policy.prune(s, seat, s.legal)
        if seat == s.active and s.act_action in PRODUCTIVE and len(opts) > 1 and opts[0] == ("nothing",):
            return opts[1:]     # selected it and can afford it: doing nothing only wastes the turn
        if s.act_action in ("patrol", "quest") and len(opts) > 2:
            kept = [a for a in opts if a[0] not in ("patrol", "quest") or keeps_tempo(s, seat, a)]
            if len(kept) > 1:
                return kept
        return opts
    return list(s.legal)


def keeps_tempo(s: KState, seat: int, a: tuple) -> bool:
    """A move worth a place in the tree: a war, or one that gives up little
    (walking a lone meeple off a yielding region or a capital to nothing better
    spends the turn lowering its own position)."""
    lst = s.reg[a[2]]
    if lst and s.m_owner[lst[0]] != seat:
        return True
    return policy.step_gain(s, seat, a) >= MOVE_FLOOR


def root_options(s: KState, seat: int, rng: random.Random) -> list[tuple]:
    """The searched options of a root decision: an act with many moves keeps its
    ``ROOT_WIDTH`` best by the normal bot's one-ply lookahead (and every non-move),
    so the budget goes to the plausible ones."""
    opts = tree_options(s, seat)
    if s.dec != "act" or not ROOT_WIDTH or len(opts) <= ROOT_WIDTH:
        return opts
    moves = [a for a in opts if a[0] in ("patrol", "quest")]
    if len(moves) <= ROOT_WIDTH:
        return opts
    scored = sorted(moves, key=lambda a: -policy.after_value(s, seat, a, rng))
    keep = set(scored[:ROOT_WIDTH])
    return [a for a in opts if a[0] not in ("patrol", "quest") or a in keep]


def leaf(s: KState, sharp: bool = True) -> list[float]:
    """Each seat's value at a leaf: the fitted evaluation, or the hand-set one (see the module doc)."""
    if LEARNED and sharp:
        return learned_values(s, weights_for(s.n))
    return values(s, tokens=sharp)


class Determinizer:
    """Fresh copies of a rebuilt state with hidden token types re-drawn."""

    def __init__(self, base: KState) -> None:
        self.base = base
        self.unknown = [t for t, st in enumerate(base.tok_state) if st in (DOWN, BOX)]
        self.pool = [base.tok_type[t] for t in self.unknown]

    def sample(self, rng: random.Random) -> KState:
        s = policy.clone(self.base)
        if self.unknown:
            pool = list(self.pool)
            rng.shuffle(pool)
            for t, kind in zip(self.unknown, pool, strict=True):
                s.tok_type[t] = kind
        s.rng = random.Random(rng.random())
        return s


def advance_policy(s: KState, rng: random.Random, stop_at_tree: bool, limit: int, sharp: bool = True) -> int:
    """Play non-tree decisions (bids, small choices) with the policy; stop at a tree node."""
    steps = 0
    while s.dec is not None and steps < limit:
        if s.dec in TREE_KINDS and stop_at_tree:
            return steps
        if s.dec == "bid":
            war = s.stack[-1]
            for seat in war.waiting():
                kwar.h_bid(s, seat, policy.bid_choice(s, seat, rng, sharp=sharp))
            engine.advance(s)
        else:
            seat = s.dec_seat
            play(s, seat, policy.easy_choice(s, seat, s.legal, rng))
        steps += 1
    return steps


def search(base: KState, seat: int, options: list[tuple], rng: random.Random,
           iterations: int = ITERATIONS, sharp: bool = True,
           stop: Callable[[], bool] | None = None) -> tuple:
    """The root option with the most visits after ``iterations`` of ISMCTS.

    ``sharp``: bids with the sharper stakes and leaves valued with face-up tokens
    (False gives the search as it was before both, for measurements).  ``stop``
    (the safety cap) ends a runaway search early."""
    return search_plan(base, seat, options, rng, iterations, sharp, stop)[0]


def search_plan(base: KState, seat: int, options: list[tuple], rng: random.Random,
                iterations: int = ITERATIONS, sharp: bool = True,
                stop: Callable[[], bool] | None = None) -> tuple[tuple, tuple | None]:
    """:func:`search`'s choice and the act ``seat`` plays next if the tree goes on with
    its own decision (after a selection), else None."""
    if len(options) == 1:
        return options[0], None
    n = base.n
    root = Node(n)
    det = Determinizer(base)
    turn_len = n + 1
    for _ in range(iterations):
        if stop is not None and stop():
            break
        s = det.sample(rng)
        node = root
        path = [root]
        first = True
        while True:
            if s.over or s.dec is None:
                break
            if s.dec not in TREE_KINDS:
                advance_policy(s, rng, True, 50, sharp)
                continue
            mover = s.dec_seat
            node.mover = mover
            opts = options if first else tree_options(s, mover)
            first = False
            for a in opts:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in opts if a not in node.children]
            if untried:
                a = untried[rng.randrange(len(untried))]
                child = Node(n)
                child.avail = 1
                node.children[a] = child
                play(s, mover, a)
                path.append(child)
                break
            best, pick = -1e18, opts[0]
            for a in opts:
                c = node.children[a]
                v = c.totals[mover] / c.visits + EXPLORE * math.sqrt(math.log(max(1, c.avail)) / c.visits)
                if v > best:
                    best, pick = v, a
            play(s, mover, pick)
            node = node.children[pick]
            path.append(node)
        now = leaf(s, sharp)
        # rollout
        if not s.over:
            advance_policy(s, rng, False, ROLLOUT_TURNS * turn_len * 2, sharp)
        later = leaf(s, sharp)
        vals = [NOW * a + (1.0 - NOW) * b for a, b in zip(now, later, strict=True)]
        reward = [utility(vals, p) for p in range(n)]
        for nd in path:
            nd.visits += 1
            t = nd.totals
            for p in range(n):
                t[p] += reward[p]
    chosen = most_visited(root, options, seat)
    child = root.children.get(chosen)
    plan = None
    if child is not None and child.mover == seat and child.children:
        follow = most_visited(child, list(child.children), seat)
        if child.children[follow].visits >= PLAN_VISITS:
            plan = follow
    return chosen, plan


def most_visited(node: Node, options: list[tuple], seat: int) -> tuple:
    """The option visited most (ties: the higher total for ``seat``)."""
    return max(options, key=lambda a: (node.children[a].visits if a in node.children else -1,
                                       node.children[a].totals[seat] if a in node.children else 0.0))


__all__ = ["search", "search_plan", "Node"]
