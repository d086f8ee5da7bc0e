"""``python -m game.tools.speed``: every registered game measured in one run,
the table written between its markers, and a clear word when catanatron
(the optional ``[bench]`` extra) is missing."""

from __future__ import annotations

from game.registry import GAMES
from game.tools import speed


def test_every_game_is_measured_and_the_table_replaces_only_its_block(tmp_path):
    report = speed.measure(seconds=0.01, rounds=1, seed=3, with_catanatron=False)
    engines = {e["engine"]: e for e in report["engines"]}
    assert list(engines) == list(GAMES)
    for e in engines.values():
        assert e["errors"] == 0 and e["games"] >= 1 and e["actions"] > e["games"]
        assert e["actions_per_cpu_second"] > 0 and e["players"] == speed.players_for(e["engine"])
    out = tmp_path / "speed.md"
    out.write_text(f"# Speed\n\nkept above\n\n{speed.BEGIN}\nold table\n{speed.END}\n\nkept below\n", encoding="utf-8")
    speed.write_report(out, speed.table(report, "python -m game.tools.speed"))
    text = out.read_text(encoding="utf-8")
    assert "old table" not in text and "kept above" in text and "kept below" in text
    assert text.count(speed.BEGIN) == 1 and "| conquest | 4 |" in text


def test_ratios_are_against_catanatron_in_the_same_run():
    report = {"seconds": 1, "rounds": 1, "python": "3", "machine": "x", "catanatron": "3.2.1", "engines": [
        {"engine": "kingdoms", "players": 4, "games": 10, "mean_actions": 300.0, "actions_per_cpu_second": 120_000,
         "games_per_cpu_second": 400.0, "actions_vs_catanatron": 4.0, "games_vs_catanatron": 16.0},
        {"engine": "catanatron", "players": 4, "games": 2, "mean_actions": 1000.0, "actions_per_cpu_second": 30_000,
         "games_per_cpu_second": 25.0, "actions_vs_catanatron": 1.0, "games_vs_catanatron": 1.0}]}
    text = speed.table(report, "cmd")
    assert "| kingdoms | 4 | 10 | 300.0 | 120,000 | 400.00 | 4.00 | 16.00 |" in text


def test_missing_catanatron_says_how_to_install_it(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(speed, "catanatron_version", lambda: None)
    assert speed.main(["--out", str(tmp_path / "x.md")]) == 2
    assert 'pip install -e ".[bench]"' in capsys.readouterr().err
    assert not (tmp_path / "x.md").exists()
