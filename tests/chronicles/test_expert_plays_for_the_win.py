"""The Chronicles expert values the final gap to its rival, not its own points
(issue 33): where the two disagree, it picks the layout that wins the game."""

from __future__ import annotations

from game.chronicles.bots import ExpertBot, HardBot
from game.chronicles.duel import Rival, duel_value
from game.chronicles.rules import RULES
from game.chronicles.scenario import Scenario
from game.chronicles.seasons import duel_wars as wars_won
from game.chronicles.state import BOTTOM_1, BOTTOM_2, TOP_1, TOP_2

from .helpers import T, empty_commit


def last_round(lead: int):
    """Round 4, two players: the expert's seat 0 leads by ``lead`` VP; the rival's kingdom
    is full (strength 7, nothing to pay with), so what it fights with is known."""
    sc = Scenario(2, seed=3, round=4)
    sc.seat(0, gold=4, vp=20 + lead).seat(1, gold=0, vp=20)
    sc.put(1, TOP_1, "lance_rider", tokens=1)
    sc.put(1, TOP_2, "berry_bear", tokens=1)
    sc.put(1, BOTTOM_1, "ploughman", tokens=1)
    sc.put(1, BOTTOM_2, "tinker", tokens=1)
    for kind in ("magpie", "bone_hound", "cursed_warlord", "steward", "wagoner"):
        sc.give(0, kind)
    return sc.state()


def placed(commit: tuple) -> set[str]:
    return {T.kind[u] for _, u in commit[3]}


def play_out(state, commit: tuple) -> list[int]:
    """The game's winners after seat 0 commits ``commit`` and the rival keeps its kingdom."""
    RULES.submit(state, 0, commit)
    RULES.submit(state, 1, empty_commit())
    bots = [HardBot(0, 5), HardBot(1, 6)]
    while not RULES.is_over(state):
        seat = RULES.to_move(state)[0]
        RULES.submit(state, seat, bots[seat].choose(RULES.view(state, seat), RULES.legal_actions(state, seat)))
    return RULES.result(state).winners


def test_expert_takes_the_warlord_that_costs_points_but_wins_the_game():
    """Hard keeps its points: the warlord would cost it 3 VP when it leaves, so it fields
    weaker cards, loses both wars to strength 7 and the game.  The expert sees that the
    warlord's 7 strength takes a war from the rival and denies it both of its own: three
    fewer points for itself, nine VP swung in the gap, and the game won."""
    state = last_round(lead=3)
    view, legal = RULES.view(state, 0), RULES.legal_actions(state, 0)
    hard = HardBot(0, 1).choose(view, legal)
    expert = ExpertBot(0, 1).choose(view, legal)
    assert "cursed_warlord" not in placed(hard)
    assert "cursed_warlord" in placed(expert)
    assert play_out(state.clone(), hard) == [1]
    assert play_out(state.clone(), expert) == [0]


def test_last_round_value_is_the_chance_to_finish_ahead():
    """In the last round a VP more for the rival weighs as much as a VP more for the
    expert, and a layout that surely wins is worth more than one that surely loses."""
    assert wars_won(7, 7) == 1 and wars_won(8, 4) == 2 and wars_won(3, 7) == 0
    state = last_round(lead=0)
    from game.chronicles.seen import player_from_view

    view = RULES.view(state, 1)
    rival = Rival(T, player_from_view(view, 1))
    assert rival.strength == 7
    me = player_from_view(RULES.view(state, 0), 0)
    weak = duel_value(T, me, [rival], [[7.0]], 0)       # nothing placed: the rival wins both wars
    me.vp += 20                                         # far ahead whatever the wars
    safe = duel_value(T, me, [rival], [[7.0]], 0)
    assert safe > weak
    assert safe > 0.9 * 4 * 1.5                         # close to a sure win (scale: 4 x spread)
