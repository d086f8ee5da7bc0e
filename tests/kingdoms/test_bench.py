"""``python -m game.kingdoms.bench`` times games only: the one-off load of
maps and content happens before its clock starts (issue 23)."""

from __future__ import annotations

from game.kingdoms import bench


class _Rules:
    warmed = False

    def warm(self) -> None:
        self.warmed = True


def test_bench_loads_content_before_timing(monkeypatch):
    rules = _Rules()
    timed_cold: list[bool] = []

    def fake_simulate(game, players, games, seed, check=True):
        timed_cold.append(not rules.warmed)
        return {"actions_per_second": 1, "mean_actions": 10.0, "errors": 0}

    monkeypatch.setattr(bench, "get_rules", lambda game: rules)
    monkeypatch.setattr(bench, "simulate", fake_simulate)
    out = bench.bench(players=4, games=2)
    assert timed_cold == [False, False]
    assert out["raw"]["errors"] == 0 and out["checked"]["mean_actions"] == 10.0
