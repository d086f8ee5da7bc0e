"""``python -m game.tools.simulate_speed`` times games only: the one-off load of
maps and content happens before its clock starts (issue 23), for any game."""

from __future__ import annotations

import json

from game.registry import GAMES
from game.tools import simulate_speed


class _Rules:
    warmed = False

    def warm(self) -> None:
        self.warmed = True


def test_bench_loads_content_before_timing(monkeypatch):
    rules = _Rules()
    timed_cold: list[bool] = []
    asked: list[str] = []

    def fake_simulate(game, players, games, seed, check=True):
        timed_cold.append(not rules.warmed)
        asked.append(game)
        return {"actions_per_second": 1, "mean_actions": 10.0, "errors": 0}

    monkeypatch.setattr(simulate_speed, "get_rules", lambda game: rules)
    monkeypatch.setattr(simulate_speed, "simulate", fake_simulate)
    game = next(iter(GAMES))
    out = simulate_speed.bench(game, players=4, games=2)
    assert timed_cold == [False, False] and asked == [game, game]
    assert out["raw"]["errors"] == 0 and out["checked"]["mean_actions"] == 10.0


def test_the_command_prints_both_figures_for_a_registered_game(capsys):
    for game in GAMES:
        assert simulate_speed.main(["--game", game, "--players", "2", "--games", "1"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["game"] == game and out["players"] == 2
        assert out["raw"]["errors"] == 0 and out["checked"]["errors"] == 0
        assert out["raw"]["cpu_actions_per_second"] > 0
