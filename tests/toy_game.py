"""A tiny game used to test the shared protocol: each round both seats bid
secretly (simultaneous), the higher bid gains a point from a die roll."""

from __future__ import annotations

from game.core.entry import GameEntry
from game.core.protocol import GameConfig, GameState, Result, Rules


class ToyState(GameState):
    def __init__(self, config: GameConfig) -> None:
        super().__init__(config)
        self.round = 0
        self.points = [0, 0]
        self.bids: dict[int, int] = {}
        self.last_roll = 0


class ToyRules(Rules):
    id = "toy"
    min_players = max_players = 2
    ROUNDS = 3

    def new_state(self, config: GameConfig) -> ToyState:
        return ToyState(config)

    def to_move(self, state):
        if state.round >= self.ROUNDS:
            return ()
        return tuple(s for s in (0, 1) if s not in state.bids)

    def legal_actions(self, state, seat):
        return [("bid", b) for b in range(3)] if seat in self.to_move(state) else []

    def apply(self, state, seat, action):
        state.bids[seat] = action[1]
        if len(state.bids) == 2:
            b0, b1 = state.bids[0], state.bids[1]
            state.last_roll = state.rng.randint(1, 6)
            state.emit("reveal", reveal=True, bids=[b0, b1])
            if b0 != b1:
                state.points[0 if b0 > b1 else 1] += state.last_roll
            state.bids = {}
            state.round += 1

    def is_over(self, state):
        return state.round >= self.ROUNDS

    def result(self, state):
        best = max(state.points)
        return Result(list(state.points), [s for s in (0, 1) if state.points[s] == best])

    def view(self, state, seat):
        return {"round": state.round, "points": list(state.points),
                "my_bid": state.bids.get(seat) if seat is not None else None}

    def clone(self, state):
        import copy
        return copy.deepcopy(state)


RULES = ToyRules()


ENTRY = GameEntry(id="toy", rules="tests.toy_game:RULES")


class DealerState(GameState):
    def __init__(self, config: GameConfig) -> None:
        super().__init__(config)
        self.round = 0
        self.points = [0, 0]
        self.bid = 0
        self.roll = 0
        self.steps: list[str] = []      # the dealer's steps still due this round


class DealerRules(Rules):
    """A solo toy with an automaton: the player bids, then the dealer (seat 1,
    an automaton) takes two logged steps, a roll and the scoring.  It proves
    the generic mechanism of ``Rules.automata`` without any real game."""

    id = "toy_dealer"
    min_players = max_players = 1
    ROUNDS = 3
    hidden_information = False

    def seat_count(self, config):
        return 2

    def new_state(self, config: GameConfig) -> DealerState:
        return DealerState(config)

    def to_move(self, state):
        if state.round >= self.ROUNDS:
            return ()
        return (1,) if state.steps else (0,)

    def legal_actions(self, state, seat):
        if seat not in self.to_move(state):
            return []
        return [("step", state.steps[0])] if seat == 1 else [("bid", b) for b in range(3)]

    def apply(self, state, seat, action):
        if seat == 0:
            state.bid = action[1]
            state.steps = ["roll", "score"]
            state.emit("bid", player=0, bid=action[1])
        elif action[1] == "roll":
            state.roll = state.rng.randint(1, 6)
            state.emit("dealer_roll", roll=state.roll)
            state.steps.pop(0)
        else:
            winner = 0 if state.bid >= state.roll % 3 else 1
            state.points[winner] += state.roll
            state.emit("dealer_score", player=winner, points=state.roll)
            state.steps.pop(0)
            state.round += 1

    def is_over(self, state):
        return state.round >= self.ROUNDS

    def result(self, state):
        best = max(state.points)
        return Result(list(state.points), [s for s in (0, 1) if state.points[s] == best])

    def view(self, state, seat):
        return {"round": state.round, "points": list(state.points), "roll": state.roll, "steps": list(state.steps)}

    def clone(self, state):
        import copy
        return copy.deepcopy(state)


DEALER = DealerRules()
