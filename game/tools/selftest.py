"""`python -m game selftest`: load every content file, map, font and catalog and
render every scene offscreen.  Exits 0 only if all is well.

Each registered game's entry may name a content check (``content_check``:
``selftest() -> list[str]``, problems found, [] if none); the UI offers
``game.ui.selftest``.  A registered game that cannot be loaded fails.
"""

from __future__ import annotations

import os
import time
import traceback
from collections.abc import Callable
from importlib import import_module

from game.registry import GAMES, get_entry


def _checks() -> list[tuple[str, Callable[[], list[str]]]]:
    checks: list[tuple[str, Callable[[], list[str]]]] = []
    for game in GAMES:
        def run(game: str = game) -> list[str]:
            entry = get_entry(game)
            entry.load_rules()
            return entry.content_problems()

        checks.append((f"{game} content", run))

    def ui() -> list[str]:
        try:
            module = import_module("game.ui.selftest")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("game.ui"):
                return []
            raise
        return list(module.selftest())

    checks.append(("fonts, catalogs and scenes", ui))
    return checks


def selftest(verbose: bool = True) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    failures = 0
    for name, check in _checks():
        started = time.perf_counter()
        try:
            problems = check()
        except Exception as exc:  # noqa: BLE001 - a crash is a failure to report
            problems = [f"{type(exc).__name__}: {exc}", *traceback.format_exc().splitlines()[-4:]]
        took = time.perf_counter() - started
        if problems:
            failures += 1
            print(f"FAIL {name} ({took:.2f}s)")
            for line in problems:
                print(f"     {line}")
        elif verbose:
            print(f"ok   {name} ({took:.2f}s)")
    print("selftest: " + ("all ok" if not failures else f"{failures} check(s) failed"))
    return 0 if failures == 0 else 1
