"""Every numbered item of the rules checklists is cited by at least one test
(in a test's name, e.g. ``test_k36_...``, or its docstring, e.g. "K36")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).parent

# game file prefix -> (checklist letter, number of items in the spec)
CHECKLISTS = {"kingdoms": ("K", 100), "conquest": ("W", 53), "chronicles": ("C", 98)}


def cited(letter: str, prefix: str) -> set[int]:
    found: set[int] = set()
    pattern = re.compile(rf"(?<![A-Za-z0-9]){letter}(\d{{1,3}})(?![0-9])", re.IGNORECASE)
    for path in [*TESTS.glob(f"test_{prefix}*.py"), *(TESTS / prefix).glob("test_*.py")]:
        text = path.read_text(encoding="utf-8")
        for match in pattern.finditer(text):
            found.add(int(match.group(1)))
    return found


@pytest.mark.parametrize("game", sorted(CHECKLISTS))
def test_every_checklist_item_has_a_test(game):
    letter, count = CHECKLISTS[game]
    missing = sorted(set(range(1, count + 1)) - cited(letter, game))
    assert not missing, f"{game}: no test cites " + ", ".join(f"{letter}{n}" for n in missing)
