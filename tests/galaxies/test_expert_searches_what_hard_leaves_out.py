"""The expert level searches what hard leaves to the normal policy: every
activation target and converter pair (hard: one aim per die), two own turns
ahead, and whether to follow a rival's die; and the wider search changes a
choice for the better where hard cannot see the better move."""

from __future__ import annotations

import random

from game.core.bots import make_bot
from game.core.protocol import GameConfig
from game.galaxies.bots import ExpertBot, HardBot
from game.galaxies.rules import RULES


def main_positions(seed: int, count: int):
    """(view, legal) of seat 0's main-loop decisions on its own turn, in a 2-player
    game both seats play by the normal policy."""
    st = RULES.new_state(GameConfig("galaxies", 2, seed))
    bots = {s: make_bot("galaxies", "normal", s, seed + s) for s in range(2)}
    found = []
    while RULES.to_move(st) and len(found) < count:
        seat = RULES.to_move(st)[0]
        view, legal = RULES.view(st, seat), RULES.legal_actions(st, seat)
        if seat == 0 and (view["decision"] or {}).get("prompt") == "main" and view["active"] == 0 and len(legal) > 1:
            found.append((view, legal))
        RULES.submit(st, seat, bots[seat].choose(view, legal))
    return found


def judged(view: dict, action: tuple, samples: int = 60) -> float:
    """Mean value of ``action`` over many sampled models (fixed seeds, two own turns ahead)."""
    judge = ExpertBot(0, 1)
    rng = random.Random(7)
    return sum(judge.rollout(view, action, rng.randrange(1 << 30)) for _ in range(samples)) / samples


def test_expert_compares_every_target_and_converter_pair_hard_compares_one_aim_per_die():
    wider = 0
    for view, legal in main_positions(3, 12):
        expert, hard = ExpertBot(0, 5), HardBot(0, 5)
        st = expert.model(view)
        mine = expert.candidates(st, legal)
        assert all(a in mine for a in legal if a[0] in ("activate", "convert", "end"))
        theirs = hard.candidates(st, legal)
        wider += any(a not in theirs for a in mine)
        assert set(a for a in theirs if a[0] == "activate") <= set(mine)
    assert wider >= 3  # hard leaves something out in several of these positions


class CountingExpert(ExpertBot):
    """Counts the follow and pass play-outs of its follow decisions."""

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.calls: list[bool] = []

    def follow_rollout(self, view: dict, follow: bool, face: str, cost: int, seed: int) -> float:
        self.calls.append(follow)
        return super().follow_rollout(view, follow, face, cost, seed)


def test_a_follow_is_searched_on_sampled_models_and_the_same_seed_decides_the_same():
    st = RULES.new_state(GameConfig("galaxies", 2, 9))
    bots = {s: make_bot("galaxies", "normal", s, 9 + s) for s in range(2)}
    searched = 0
    while RULES.to_move(st) and searched < 3:
        seat = RULES.to_move(st)[0]
        view, legal = RULES.view(st, seat), RULES.legal_actions(st, seat)
        decision = view["decision"] or {}
        if seat == 0 and decision.get("prompt") == "follow" and decision["info"]["action"] != "utilize_colony":
            bot = CountingExpert(0, 21)
            choice = bot.choose(view, legal)
            assert choice in legal
            assert bot.calls.count(True) == bot.calls.count(False) == ExpertBot.follow_samples
            assert ExpertBot(0, 21).choose(view, legal) == choice
            searched += 1
        RULES.submit(st, seat, bots[seat].choose(view, legal))
    assert searched == 3


def test_where_hard_cannot_see_the_better_move_the_expert_takes_it():
    """Seed 1, seat 0's ninth decision: hard rerolls two dice (its candidates hold
    one aim per die, and its move aim is not this one); the expert moves its ship
    into orbit of the row's last planet, worth about 4 VP more two turns on."""
    view, legal = main_positions(1, 9)[-1]
    hard_bot = HardBot(0, 11)
    expert = ExpertBot(0, 11).choose(view, legal)
    assert expert not in hard_bot.candidates(hard_bot.model(view), legal)
    hard = hard_bot.choose(view, legal)
    assert judged(view, expert) > judged(view, hard) + 1.5
