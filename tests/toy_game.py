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
