"""Kingdoms bots on the shared ``Bot`` interface (``game.core.bots``).

Every bot sees only ``view(state, seat)`` and its legal actions, and thinks
with its own RNG.  Where it needs the engine (lookahead, search) it rebuilds
a state from the view, sampling what it cannot see (``ai.rebuild``).

* ``easy``: rules with analytic gains and a little noise, no lookahead
  (``ai.policy.easy_choice``, also the hard bot's rollout policy).
* ``normal``: one-ply lookahead with the evaluation function, bids from the
  solved bid game (``ai.policy.normal_choice``).
* ``hard``: information-set Monte Carlo tree search over determinizations (its
  act is the one its selection was searched for, and moves that only lower its
  own position are not searched; see ``ai.search`` on tempo),
  with rule-based rollouts, a fitted evaluation at the leaves (``ai.learned``:
  weights fitted to the final margins of recorded games; it also counts the
  face-up camp, fort, church and lair tokens a seat controls) and max^n
  backups (``ai.search``); bids from the solved bid game with sharper stakes
  (the crown changing hands, war cost cheaper as the end nears).
* ``expert``: the hard bot's search with 2.5 times its iterations.

Setup choices are plain rules for every level: the home side with the most
useful regions, a start region with varied yields next to it, and a fixed
(normal, hard) or slightly random (easy) resource split.
"""

from __future__ import annotations

from typing import Any

from game.core.bots import Bot, RandomBot
from game.core.protocol import Action
from game.kingdoms.ai import policy, search
from game.kingdoms.ai.rebuild import SEARCHABLE, board_for, rebuild

SPLITS = {"easy": None, "normal": (2, 1, 3), "hard": (2, 1, 3), "expert": (2, 1, 3)}
EASY_SPLITS = ((2, 2, 2), (1, 2, 3), (2, 1, 3), (3, 1, 2))
_TERRAIN_WORTH = {"forest": 1.0, "mountain": 1.0, "plains": 1.0, "capital": 0.8, "ruins": 0.2}


def _side_worth(side: Any) -> float:
    kinds = {r.terrain for r in side.regions}
    worth = sum(_TERRAIN_WORTH.get(r.terrain, 0.0) for r in side.regions)
    worth += 0.5 * len(kinds & {"forest", "mountain", "plains"})
    worth += 0.2 * sum(1 for r in side.regions if r.is_edge and r.terrain in _TERRAIN_WORTH)
    return worth


def _start_worth(board: Any, r: int) -> float:
    near = board.nbr[r]
    own = 1.0 if board.yld[r] in (0, 1, 2) else (1.2 if board.capital[r] else -1.0)
    kinds = {board.yld[x] for x in near if board.occupiable[x] and board.yld[x] in (0, 1, 2)}
    return own + 0.6 * len(kinds) + 0.2 * sum(1 for x in near if board.occupiable[x]) + 0.3 * board.edge[r]


class KingdomsBot(Bot):
    level = "normal"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = view["decision"]["kind"]
        if view["phase"] == "setup":
            return self.setup(view, legal)
        if kind in SEARCHABLE:
            return self.play(view, legal)
        s = rebuild(view, self.rng, decision=False)
        s.dec = kind
        return policy.minor_on_state(s, self.seat, legal)

    def play(self, view: dict[str, Any], legal: list[Action]) -> Action:
        s = rebuild(view, self.rng)
        return self.translate(policy.POLICIES[self.level](s, self.seat, s_legal(s, self.seat, legal), self.rng),
                              view, legal)

    @staticmethod
    def translate(action: Action, view: dict[str, Any], legal: list[Action]) -> Action:
        """The real legal action equal to ``action``.

        Two meeples of one seat in one region are interchangeable, but the
        engine names the mover by its list order, which the view does not
        give; a move chosen on the rebuilt state is matched by region.
        """
        if action in legal:
            return action
        if action[0] in ("patrol", "quest", "stand"):
            where = view["meeples"][action[1]][1]
            for a in legal:
                if a[0] == action[0] and a[2:] == action[2:] and view["meeples"][a[1]][1] == where:
                    return a
        return legal[0]

    def setup(self, view: dict[str, Any], legal: list[Action]) -> Action:
        kind = legal[0][0]
        if kind == "side":
            from game.kingdoms.ai.rebuild import _sides

            sides = _sides()
            card = view["home_cards"][self.seat]
            return max(legal, key=lambda a: _side_worth(sides[f"T{card}{a[1]}"]))
        if kind == "resources":
            split = SPLITS[self.level] or EASY_SPLITS[self.rng.randrange(len(EASY_SPLITS))]
            want = ("resources", *split)
            return want if want in legal else legal[0]
        if kind == "start":
            board = board_for(tuple(view["cards"]))
            return max(legal, key=lambda a: (_start_worth(board, a[1]), -a[1]))
        return legal[self.rng.randrange(len(legal))]


def s_legal(s: Any, seat: int, legal: list[Action]) -> list[Action]:
    """The rebuilt state's own options (same as ``legal`` up to meeple naming)."""
    if s.dec == "bid":
        return legal
    return list(s.legal) if s.legal else legal


class EasyBot(KingdomsBot):
    level = "easy"


class NormalBot(KingdomsBot):
    level = "normal"


class HardBot(KingdomsBot):
    level = "hard"
    iterations = search.ITERATIONS  # per searched decision: a budget of work, not of time
    sharp = True    # token-aware leaves and sharper bid stakes (see ai.search, ai.policy.war_game)

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        # (turn, selected action, act): what the selection search valued this seat doing next
        self.plan: tuple[int, str, Action] | None = None

    def play(self, view: dict[str, Any], legal: list[Action]) -> Action:
        planned = self.planned(view, legal)
        if planned is not None:
            return planned
        s = rebuild(view, self.rng)
        if s.dec == "bid":
            return policy.bid_choice(s, self.seat, self.rng, sharp=self.sharp)
        options = search.root_options(s, self.seat, self.rng)
        deadline = self.safety_deadline()
        choice, then = search.search_plan(s, self.seat, options, self.rng, self.iterations, self.sharp,
                                          stop=lambda: self.runaway(deadline))
        if s.dec == "select" and then is not None:
            self.plan = (view["turn"], choice[1], then)
        return self.translate(choice, view, legal)

    def planned(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """The act the selection search chose for this turn, if this is that act decision
        (one decision for select and act: what it does is what the selection was worth)."""
        plan, self.plan = self.plan, None
        if plan is None or view["decision"]["kind"] != "act" or view["active"] != self.seat:
            return None
        turn, selected, act = plan
        if view["turn"] != turn or view["action"] != selected:
            return None
        action = self.translate(act, view, legal)
        return action if action[0] == act[0] and action[2:] == act[2:] else None


class ExpertBot(HardBot):
    """The hard bot's search on a larger fixed budget (for players who beat hard)."""

    level = "expert"
    iterations = search.ITERATIONS * 5 // 2


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
                              "expert": ExpertBot}
