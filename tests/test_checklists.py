"""Every numbered item of each registered game's rules checklist is cited by at
least one test (in a test's name, e.g. ``test_k36_...``, or its docstring, e.g.
"K36").  The letter and the count come from the game's entry; its tests are
``tests/<id>/`` and ``tests/test_<id>*.py``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.registry import entries

TESTS = Path(__file__).parent
CHECKLISTS = [e for e in entries() if e.checklist is not None]


def files_of(game: str) -> list[Path]:
    return sorted(TESTS.glob(f"test_{game}*.py")) + sorted((TESTS / game).glob("**/*.py"))


def cited(letter: str, game: str) -> set[int]:
    found: set[int] = set()
    pattern = re.compile(rf"(?<![A-Za-z0-9]){letter}(\d{{1,3}})(?![0-9])", re.IGNORECASE)
    for path in files_of(game):
        text = path.read_text(encoding="utf-8")
        for match in pattern.finditer(text):
            found.add(int(match.group(1)))
    return found


@pytest.mark.parametrize("entry", CHECKLISTS, ids=lambda e: e.id)
def test_every_checklist_item_has_a_test(entry):
    letter, count = entry.checklist.letter, entry.checklist.count
    missing = sorted(set(range(1, count + 1)) - cited(letter, entry.id))
    assert not missing, f"{entry.id}: no test cites " + ", ".join(f"{letter}{n}" for n in missing)
