"""The command-line tools as the README shows them (issue 15: they work as written)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.cli import build_parser, main
from game.registry import windowed
from game.ui.screenshot import scenes_of


def test_screenshot_help_lists_every_scene_of_every_windowed_game(capsys):
    with pytest.raises(SystemExit):
        main(["screenshot", "--help"])
    out = capsys.readouterr().out
    for entry in windowed():
        assert f"  {entry.id}: {', '.join(scenes_of(entry.id))}" in out
    assert "board" in out and "scoring" in out


def test_arena_reports_progress_on_stderr_and_keeps_stdout_for_the_report(capsys):
    assert main(["arena", "--game", "conquest", "--seats", "easy,normal", "--games", "4", "--seed", "1",
                 "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("{") and "arena:" not in captured.out
    assert re.findall(r"arena: (\d+)/4 games", captured.err) == ["1", "2", "3", "4"]


def test_readme_tool_lines_use_the_venv_python_and_known_commands():
    """A fresh machine has no `python` with the game installed: the lines say .venv/bin/python."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    tools = readme.split("## Tools", 1)[1].split("\n## ", 1)[0]
    lines = [ln.strip() for ln in tools.splitlines() if ln.startswith("    ") and "-m game" in ln]
    assert lines
    commands = set(build_parser()._subparsers._group_actions[0].choices)  # noqa: SLF001
    for line in lines:
        assert line.startswith(".venv/bin/python -m game"), line
        parts = line.split()
        if parts[2] == "game":
            assert parts[3] in commands, line
