"""The records' statistics match a hand count over a scripted set of results,
and ``python -m game records --json`` prints them."""

from __future__ import annotations

import json

from game import cli
from game.core import records
from tests.user_folder import home_fixture  # noqa: F401 - the fixture


def result(day: int, game: str, seats: list[str], scores: list[int], winners: list[int]) -> dict:
    return {"id": f"{game}-{day}", "date": f"2026-03-{day:02d}T12:00:00", "game": game, "variant": None,
            "seats": seats, "scores": scores, "winners": winners, "length": 10}


# Kingdoms against normal bots: W L W W L W W W (in date order; listed out of order)
# Kingdoms against hard bots: L W;  Galaxies with a person at seat 1: W;  a bots-only game: not counted.
SCRIPT = [
    result(3, "kingdoms", ["human", "normal"], [30, 20], [0]),
    result(1, "kingdoms", ["human", "normal"], [25, 22], [0]),
    result(2, "kingdoms", ["human", "normal"], [10, 40], [1]),
    result(4, "kingdoms", ["human", "normal", "normal"], [41, 20, 33], [0]),
    result(5, "kingdoms", ["human", "normal"], [18, 18], [1]),
    result(6, "kingdoms", ["human", "normal"], [22, 18], [0]),
    result(7, "kingdoms", ["human", "normal"], [35, 35], [0, 1]),        # a shared win is a win
    result(8, "kingdoms", ["human", "normal"], [27, 12], [0]),
    result(9, "kingdoms", ["human", "hard"], [12, 30], [1]),
    result(10, "kingdoms", ["human", "hard"], [31, 30], [0]),
    result(11, "galaxies", ["easy", "human", "hard"], [5, 50, 40], [1]),
    result(12, "galaxies", ["easy", "hard"], [5, 50], [1]),
]


def test_statistics_match_a_hand_count():
    stats = records.statistics(SCRIPT)
    assert stats["kingdoms"]["normal"] == {"played": 8, "won": 6, "win_rate": 0.75, "best": 41,
                                           "average": round((30 + 25 + 10 + 41 + 18 + 22 + 35 + 27) / 8, 2),
                                           "streak": 3, "best_streak": 3}
    assert stats["kingdoms"]["hard"] == {"played": 2, "won": 1, "win_rate": 0.5, "best": 31, "average": 21.5,
                                         "streak": 1, "best_streak": 1}
    assert stats["galaxies"] == {"mixed": {"played": 1, "won": 1, "win_rate": 1.0, "best": 50, "average": 50.0,
                                           "streak": 1, "best_streak": 1}}


def test_people_only_games_count_under_people():
    stats = records.statistics([result(1, "conquest", ["human", "human"], [3, 9], [1])])
    assert stats["conquest"]["people"]["played"] == 1 and stats["conquest"]["people"]["won"] == 0


def test_the_records_command_prints_them_as_json(home, capsys):
    records.write_records(SCRIPT)
    assert cli.main(["records", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == len(SCRIPT) and report["problem"] is None
    assert report["statistics"] == json.loads(json.dumps(records.statistics(SCRIPT)))
