"""Conquest bots: legal play for every level and player count, the hard
bot's optimal attacks, its endgame sense, its speed and its strength (small,
seeded samples; the 300-game measurements are `python -m game arena`)."""

from __future__ import annotations

import time

import pytest

from game.conquest.bots import BOTS, HardBot
from game.conquest.rules import RULES
from game.conquest.solver import best_action
from game.core.bots import Bot, make_bot
from game.core.protocol import GameConfig
from game.tools.arena import arena
from tests.conquest.test_rules import fresh, scenario


def test_bot_table():
    assert set(BOTS) == {"easy", "normal", "hard", "expert"}
    assert all(issubclass(cls, Bot) for cls in BOTS.values())
    assert isinstance(make_bot("conquest", "hard", 0, 1), HardBot)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_all_levels_play_whole_games_legally(players):
    levels = ["easy", "normal", "hard"]
    state = RULES.new_state(GameConfig("conquest", players, players))
    bots = [make_bot("conquest", levels[s % 3], s, s) for s in range(players)]
    count = 0
    while RULES.to_move(state):
        seat = RULES.to_move(state)[0]
        action = bots[seat].choose(RULES.view(state, seat), RULES.legal_actions(state, seat))
        RULES.submit(state, seat, action)  # raises if illegal
        count += 1
        assert count < 20_000
    assert RULES.result(state).winners


def test_hard_plays_each_attack_optimally():
    """Once committed, hard's action is the solver's best action for its target."""
    state = fresh(2, seed=3)
    bot = HardBot(0, 0)
    checked = 0
    for _ in range(400):
        seat = state.current
        view = RULES.view(state, seat)
        bot.seat = seat
        action = bot.choose(view, RULES.legal_actions(state, seat))
        if view["turn"]["target"] is not None:
            expected, _p = best_action(view, view["turn"]["target"])
            assert action == expected
            checked += 1
        RULES.submit(state, seat, action)
        if RULES.is_over(state):
            break
    assert checked > 20


def endgame(hard_seat_behind: bool):
    """Only fogwick is left in the centre; seat 0 (hard) is far behind or far ahead."""
    sc = scenario(2)
    big, small = (1, 0) if hard_seat_behind else (0, 1)
    for pid in ("windmarch", "greenvale", "ironmarch", "highcrown"):
        sc.owns(big, *RULES.content.province(pid).cities)
    sc.owns(big, "reedmoor", "mirewatch")
    sc.owns(small, "brinehaven", "gullwatch")
    return sc.dice("cav arc gen i1 i2 i3 i3").state()


def test_hard_does_not_end_a_game_it_would_lose():
    state = endgame(hard_seat_behind=True)
    action = HardBot(0, 0).choose(RULES.view(state, 0), RULES.legal_actions(state, 0))
    assert action[0] != "fill" or action[1] != "fogwick"


def test_hard_ends_a_game_it_wins():
    state = endgame(hard_seat_behind=False)
    action = HardBot(0, 0).choose(RULES.view(state, 0), RULES.legal_actions(state, 0))
    assert action[0] == "fill" and action[1] == "fogwick"


def two_left(hard_behind: bool = True):
    """Only stormspire (hard, 34%) and fogwick (easy, 92%) are left in the centre.

    hard_behind: seat 0 (hard) has 14 against 17, so whichever centre city it takes,
    seat 1 wins the game by taking the other one; otherwise seat 0 leads by plenty."""
    sc = scenario(2)
    a, b = (0, 1) if hard_behind else (1, 0)
    sc.owns(a, *RULES.content.province("windmarch").cities)
    sc.owns(a, "reedmoor", "anvilgate")
    for pid in ("greenvale", "saltreach"):
        sc.owns(b, *RULES.content.province(pid).cities)
    sc.owns(b, "mirewatch", "cinderford")
    if not hard_behind:
        sc.owns(0, "mirewatch")
    return sc


def test_hard_endgame_tempo_weighs_the_last_centre_city_it_leaves():
    """Issue 15: with two centre cities left, taking one leaves the other as the last; the
    next player would win by taking it.  Hard weighs that by the next player's chance, so
    leaving the hard stormspire (34%) is far better than leaving the easy fogwick (92%),
    and stealing a city is better than both."""
    state = two_left().state()
    view = RULES.view(state, 0)
    assert [c["id"] for c in view["cities"] if c["owner"] < 0] == ["stormspire", "fogwick"]
    values = HardBot(0, 0).city_values(view)
    assert values["stormspire"] < values["fogwick"] < 0      # both hand seat 1 a winning chance
    assert values["mirewatch"] > 0 and values["cinderford"] > 0
    state = two_left().dice("i3 i3 i2 i2 cav arc gen").state()   # fogwick fills at once
    action = HardBot(0, 0).choose(RULES.view(state, 0), RULES.legal_actions(state, 0))
    assert not (action[0] == "fill" and action[1] in ("stormspire", "fogwick"))


def test_hard_endgame_lookahead_changes_nothing_when_the_last_city_cannot_lose_the_game():
    state = two_left(hard_behind=False).state()
    values = HardBot(0, 0).city_values(RULES.view(state, 0))
    assert values["stormspire"] > values["fogwick"] > 0      # plain value: 4-point stack against 1 VP


def test_hard_values_completing_and_breaking_provinces():
    state = (scenario(2).owns(0, "millbrook", "oakhollow")  # thornfield would complete greenvale (bonus 8)
             .owns(1, "galehold", "hawksrest")  # skyhold would complete windmarch for seat 1
             .state())
    values = HardBot(0, 0).city_values(RULES.view(state, 0))
    assert values["thornfield"] > values["anvilgate"] > 3  # same VP; one completes a province
    assert values["skyhold"] > 4  # its VP plus denying seat 1 its province
    assert values["galehold"] > values["cinderford"]  # a steal also breaks seat 1's progress


def endgame4(hard_ahead: bool, *rolls: str):
    """Four players; only fogwick (1 VP) is left in the centre.  Seat 0 (hard) has 12 or 13,
    seat 1 has 14 or 13: whoever of them takes fogwick wins (seat 0 on cities if tied).
    Completed provinces are stacked by the scenario builder, as the rules would have done."""
    content = fresh(4).content
    sc = (scenario(4).owns(0, "stormspire", *content.province("greenvale").cities)   # 4 + 8
          .owns(1, *content.province("windmarch").cities)                            # 10
          .owns(1, "mirewatch")                                                      # 3
          .owns(0 if hard_ahead else 1, "reedmoor")                                  # 1
          .owns(2, *content.province("saltreach").cities)
          .owns(3, *content.province("ironmarch").cities))
    state = sc.dice(*rolls).state() if rolls else sc.state()
    assert [c["id"] for c in RULES.view(state, 0)["cities"] if c["owner"] < 0] == ["fogwick"]
    return state


def test_hard_values_cities_by_its_chance_to_win_from_three_players():
    """Issue 23: with three or more players a city is worth the change in the chance to
    win.  Ahead, ending the game now is worth nearly a whole win (seat 1 would end it
    next, winning); behind, ending it is worth nothing and stealing from seat 1 wins."""
    values = HardBot(0, 0).city_values(RULES.view(endgame4(hard_ahead=True), 0))
    assert values["fogwick"] > 0.8 * 40.0
    values = HardBot(0, 0).city_values(RULES.view(endgame4(hard_ahead=False), 0))
    assert values["fogwick"] <= 0
    assert values["mirewatch"] > 0.8 * 40.0 and values["mirewatch"] == max(values.values())
    state = endgame4(False, "i1 i1 i1 i1 i1 i1 i1")    # fogwick's infantry line fills now
    action = HardBot(0, 0).choose(RULES.view(state, 0), RULES.legal_actions(state, 0))
    assert not (action[0] == "fill" and action[1] == "fogwick")


def test_hard_win_chances_are_a_fixed_budget_of_rollouts():
    """The same seed gives the same values (a count of rollouts, not the clock) and the
    rollouts use the bot's own RNG, never the game's."""
    state = fresh(4, seed=5)
    rng_before = state.rng.getstate()
    view = RULES.view(state, 0)
    first, again = HardBot(0, 11).city_values(view), HardBot(0, 11).city_values(view)
    assert first == again and len(first) == 14
    assert state.rng.getstate() == rng_before


def test_hard_decisions_are_fast():
    """Two players: within 50 ms at the 95th percentile (exact solver only, typically ~1 ms).
    Four players, with the rollouts: within the issue's 1 s (typically ~0.1 s)."""
    for players, bound in ((2, 0.050), (4, 1.0)):
        assert _hard_p95(players) < bound, players


def _hard_p95(players: int) -> float:
    times = []
    for seed in range(2 if players == 2 else 1):
        state = RULES.new_state(GameConfig("conquest", players, seed))
        bots = [HardBot(s, s) if s == 0 or players == 2 else make_bot("conquest", "normal", s, s)
                for s in range(players)]
        while RULES.to_move(state):
            seat = RULES.to_move(state)[0]
            view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
            t0 = time.process_time()        # CPU seconds: other work on the machine does not count
            action = bots[seat].choose(view, legal)
            if isinstance(bots[seat], HardBot):
                times.append(time.process_time() - t0)
            RULES.submit(state, seat, action)
    times.sort()
    return times[int(0.95 * len(times))]


def test_levels_are_ordered_in_small_seeded_arenas():
    hard = arena("conquest", ["hard", "normal"], 30, seed=7)
    assert hard["errors"] == 0 and hard["win_rates"]["hard"] >= 0.6
    normal = arena("conquest", ["normal", "easy"], 40, seed=7)
    assert normal["errors"] == 0 and normal["win_rates"]["normal"] >= 0.6
