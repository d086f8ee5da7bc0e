"""Test files are named for what they check, never after an issue number: a
name like ``test_issue22.py`` says nothing to whoever looks for a test."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
NUMBERED = re.compile(r"(issue|bug|ticket|gh)[-_]?\d+", re.IGNORECASE)


def test_no_test_file_name_carries_an_issue_number():
    names = [p.relative_to(TESTS).as_posix() for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts]
    assert len(names) > 50 and "test_test_names.py" in names      # the walk found the tests
    assert [n for n in names if NUMBERED.search(n)] == []


def test_the_pattern_catches_issue_numbers():
    assert NUMBERED.search("test_ui_issue18_polish.py") and NUMBERED.search("chronicles/test_issue22_rules.py")
    assert not NUMBERED.search("test_ui_toasts_tooltips_and_menus.py")
