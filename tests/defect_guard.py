"""Every bot defect fails the test it happens in.

A bot that answers with an illegal action or crashes is reported by the bot
driver (``game.core.runner``): logged and counted in ``DEFECTS``.  The window
keeps the game going afterwards, so without this guard a test could pass over
a defect.  ``tests/conftest.py`` installs these hooks for every test; a test
that provokes defects on purpose says how many with :func:`expect_defects`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from game.core.runner import DEFECTS

_expected = 0      # defects provoked on purpose (inside expect_defects) so far


@contextlib.contextmanager
def expect_defects(count: int) -> Iterator[None]:
    """The code inside provokes exactly ``count`` bot defects on purpose."""
    global _expected
    before = DEFECTS.count
    yield
    seen = DEFECTS.count - before
    assert seen == count, f"expected {count} bot defect(s), saw {seen}: {DEFECTS.recent[-seen:] if seen else []}"
    _expected += seen


def _guarded() -> Iterator[None]:
    before, expected = DEFECTS.count, _expected
    result = yield                 # a test's own failure propagates from here unchanged
    unexpected = (DEFECTS.count - before) - (_expected - expected)
    if unexpected:
        recent = "\n".join(DEFECTS.recent[-unexpected:])
        pytest.fail(f"{unexpected} bot defect(s) (illegal or crashing bot answers, see error.log):\n{recent}",
                    pytrace=False)
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    return (yield from _guarded())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    return (yield from _guarded())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    return (yield from _guarded())
