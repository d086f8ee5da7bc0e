"""Conquest's expert plays for the win: the two-player win-chance table it reads, and
positions where the chance to win and the expected points call for different cities."""

from __future__ import annotations

import random

from game.conquest.bots import ExpertBot, HardBot
from game.conquest.content import default_content
from game.conquest.rules import RULES
from game.conquest.wintable import N_POSITIONS, SCALE, final_result, residual, table
from tests.conquest.test_rules import scenario


def _digits(s: int) -> list[int]:
    return [(s // 3**c) % 3 for c in range(14)]


def _flip(s: int) -> int:
    return sum((0 if d == 0 else 3 - d) * 3**c for c, d in enumerate(_digits(s)))


def _bellman(s: int) -> float:
    """The build script's equation for position ``s``, from the table's own values."""
    content = default_content()
    tab = table()
    d = _digits(s)

    def other(x: int) -> float:        # V'[x]: the rival's chance to win, rival to move in x
        return tab[_flip(x)] / SCALE

    fail = 1.0 - other(s)
    best = fail
    for c, city in enumerate(content.cities):
        members = [content.index[m] for m in content.province(city.province).cities]
        if d[c] == 0:
            p, succ = city.p_centre, s + 3**c
        elif d[c] == 2 and not all(d[m] == 2 for m in members):
            p, succ = city.p_opponent, s - 3**c
        else:
            continue
        best = max(best, p * (1.0 - other(succ)) + (1.0 - p) * fail)
    return best


def test_win_table_is_the_fixed_point_the_build_script_solves():
    """Rebuilding takes minutes (``build_scripts/conquest_win_table.py --check``); the test
    checks the stored chances against the build's equation on sampled positions instead,
    and the finished games against the rules' scoring exactly."""
    tab = table()
    assert len(tab) == N_POSITIONS
    # what the build's last sweep left, plus the rounding of the stored chances
    tolerance = residual() + 2.0 / SCALE
    assert residual() < 0.02
    rng = random.Random(33)
    content = default_content()
    for _ in range(400):
        s = rng.randrange(N_POSITIONS)
        d = _digits(s)
        if 0 in d:
            assert abs(tab[s] / SCALE - _bellman(s)) <= tolerance, s
        else:
            assert tab[s] == round(final_result(content, d) * SCALE)
    for _ in range(200):       # finished games: no city left in the centre
        d = [rng.choice((1, 2)) for _ in range(14)]
        s = sum(x * 3**c for c, x in enumerate(d))
        assert tab[s] == round(final_result(content, d) * SCALE)
        assert tab[_flip(s)] == round((1.0 - final_result(content, d)) * SCALE)


def test_win_table_starts_near_even_with_the_first_move_worth_something():
    first = table()[0] / SCALE            # every city in the centre, the first player to move
    assert 0.5 < first < 0.7


def test_expert_values_cities_by_the_change_in_its_chance_to_win():
    """Behind with one centre city left, ending the game is a loss: worth less than
    failing; ahead, ending it is worth nearly the whole rest of the win."""
    content = default_content()
    sc = scenario(2)
    for pid in ("windmarch", "greenvale", "ironmarch", "highcrown"):
        sc.owns(1, *content.province(pid).cities)
    sc.owns(1, "reedmoor", "mirewatch").owns(0, "brinehaven", "gullwatch")
    values = ExpertBot(0, 0).city_values(RULES.view(sc.state(), 0))
    assert values["fogwick"] < 0 < values["reedmoor"]


def behind_with_skyhold_left():
    """Seat 0 trails 11 to 20 and only skyhold is left in the centre.

    Stealing millbrook (80%) completes seat 0's greenvale: +3 for it, -1 for seat 1, the
    most points on average.  But the game then ends when someone takes skyhold, and 14
    against 19 (18 against 19 with skyhold) still loses.  Stealing galehold (52%) is
    worth fewer points, yet it makes skyhold the last city of seat 0's windmarch (bonus
    10): seat 0 can then end the game by winning it."""
    return (scenario(2)
            .owns(0, "brinehaven", "gullwatch", "oakhollow", "thornfield", "hawksrest")
            .owns(1, "stormspire", "anvilgate", "cinderford", "millbrook", "reedmoor", "fogwick",
                  "mirewatch", "galehold"))


def test_expert_plays_for_the_win_where_points_say_otherwise():
    content = default_content()
    state = behind_with_skyhold_left().state()
    view = RULES.view(state, 0)
    assert [c["id"] for c in view["cities"] if c["owner"] < 0] == ["skyhold"]
    assert RULES.scores(state)[0] == [11, 20]
    p = {cid: content.city(cid).p_opponent for cid in ("millbrook", "galehold")}
    # expected points (my gain + the rival's loss, times the chance): millbrook
    assert p["millbrook"] * (3 + 1) > p["galehold"] * (2 + 2)
    hard = HardBot(0, 0).city_values(view)
    assert hard["millbrook"] * p["millbrook"] > hard["galehold"] * p["galehold"]
    # the chance to win: galehold
    expert = ExpertBot(0, 0).city_values(view)
    assert expert["galehold"] * p["galehold"] > expert["millbrook"] * p["millbrook"] > 0
    # with dice that can start on either city at once, hard goes for millbrook, expert galehold
    state = behind_with_skyhold_left().dice("gen i3 i2 arc cav i1 i3").state()
    view, legal = RULES.view(state, 0), RULES.legal_actions(state, 0)
    assert HardBot(0, 0).choose(view, legal)[1] == "millbrook"
    assert ExpertBot(0, 0).choose(view, legal)[1] == "galehold"
