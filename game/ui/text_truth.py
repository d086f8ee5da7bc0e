"""Text truth: what the window draws is words, never catalog machinery.

Two choke points report here.  The catalog lookup (``i18n.tr``) reports a
key no language has and a message whose placeholders were not all supplied;
``fonts.render``, the one function that turns a string into glyphs, reports
a drawn string that still holds catalog syntax (a ``{placeholder}``) or is a
raw catalog key (``i18n.drawn_problem`` knows what that looks like).  The
player still sees the fallback text; the problem goes to ``error.log`` once
per run, and to every ``watch()`` block open at the time, so the tests that
play whole games (and an autouse guard around every test) fail on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

_watchers: list[list[str]] = []
_logged: set[str] = set()


def report(problem: str) -> None:
    """One text defect (kept once per watcher, logged once per run)."""
    for seen in _watchers:
        if problem not in seen:
            seen.append(problem)
    if problem not in _logged and len(_logged) < 200:
        _logged.add(problem)
        from game.core.userlog import log

        log(f"text: {problem}")


@contextmanager
def watch() -> Iterator[list[str]]:
    """Collect the text problems reported inside the block (lookups and drawn strings)."""
    seen: list[str] = []
    _watchers.append(seen)
    try:
        yield seen
    finally:
        _watchers.remove(seen)
