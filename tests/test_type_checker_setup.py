"""The type checker stays wired in: mypy is a test tool, CI runs it after ruff,
and its settings are strict for the core and the table kit (issue 29).

Read as text (``tomllib`` is Python 3.11's; the project runs on 3.10 too)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def sections() -> list[str]:
    """The ``[tool.mypy]`` table and each ``[[tool.mypy.overrides]]``, as text."""
    return [s for s in re.split(r"^(?=\[)", PYPROJECT, flags=re.M) if s.startswith(("[tool.mypy]", "[[tool.mypy."))]


def test_mypy_is_a_test_tool_and_ci_runs_it_after_ruff():
    test_extra = re.search(r"^test = \[(.*)\]$", PYPROJECT, flags=re.M)
    assert test_extra is not None and '"mypy' in test_extra.group(1)
    lines = [ln.strip() for ln in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    ruff = next(i for i, ln in enumerate(lines) if ln.startswith(".venv/bin/ruff check"))
    assert ".venv/bin/mypy" in lines[ruff + 1:]
    assert 'files = ["game"]' in sections()[0]


def test_core_and_table_kit_are_checked_strictly():
    strict = [s for s in sections() if '"game.core.*"' in s]
    assert len(strict) == 1 and '"game.ui.table.*"' in strict[0]
    for flag in ("disallow_untyped_defs", "disallow_any_generics", "warn_return_any", "disallow_untyped_calls",
                 "check_untyped_defs"):
        assert f"{flag} = true" in strict[0], flag
    ignored = [s for s in sections() if "ignore_errors = true" in s]
    assert all("game.core" not in s and "game.ui.table" not in s for s in ignored)


def test_no_game_module_is_left_unchecked():
    """Every UI package passes mypy now: none is excused with ``ignore_errors``."""
    assert [s for s in sections() if "ignore_errors = true" in s] == []
    assert "[[tool.mypy.overrides]]" in PYPROJECT
