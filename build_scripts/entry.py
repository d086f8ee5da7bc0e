"""Entry point of the frozen program: ``PocketEpics [--selftest | command ...]``.

It runs ``game.cli.main`` like ``python -m game`` does, plus two things a
windowed executable needs, because on Windows (and for a macOS ``.app``
started from Finder) it has no console and ``sys.stdout`` is None:

- ``--selftest`` always writes its report to ``selftest.log`` in the per-user
  data folder as well as to the console if there is one, so the report can be
  read wherever the program was started from;
- any other frozen run (or source run without a console) also writes its output
  and any crash traceback to ``PocketEpics.log`` in the same folder, instead of
  losing it (a macOS app started from Finder writes to /dev/null) and instead
  of PyInstaller's crash dialog, which would hang an unattended check.

For start-up measurements, ``POCKET_EPICS_EXIT_AFTER_FIRST_FRAME=1`` makes the
program quit with code 0 right after the first frame (the menu) is shown;
``build_scripts/measure_startup.py`` uses it on the frozen and the source run.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import traceback
from typing import IO


class Tee:
    """A text stream writing to several streams (the console, a log file)."""

    def __init__(self, *streams: IO[str]) -> None:
        self.streams = streams

    def write(self, text: str) -> int:
        for stream in self.streams:
            try:
                stream.write(text)
            except (OSError, ValueError):  # a closed pipe or a console that cannot show the text
                pass
        return len(text)

    def flush(self) -> None:
        for stream in self.streams:
            try:
                stream.flush()
            except (OSError, ValueError):
                pass

    def isatty(self) -> bool:
        return False


FIRST_FRAME_ENV = "POCKET_EPICS_EXIT_AFTER_FIRST_FRAME"


def exit_after_first_frame() -> None:
    """Measurement hook: quit right after the first frame reaches the screen."""
    import pygame

    def shown_then_exit(show):
        def wrapper(*args, **kwargs):
            show(*args, **kwargs)
            print("first frame shown", flush=True)
            raise SystemExit(0)

        return wrapper

    pygame.display.flip = shown_then_exit(pygame.display.flip)
    pygame.display.update = shown_then_exit(pygame.display.update)


def log_name(argv: list[str], has_console: bool, frozen: bool) -> str | None:
    """The log file this run writes to, or None when the console is enough."""
    if "--selftest" in argv or argv[:1] == ["selftest"]:
        return "selftest.log"
    return None if has_console and not frozen else "PocketEpics.log"


def run(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    has_console = sys.stdout is not None and sys.stderr is not None
    log: IO[str] | None = None
    saved = sys.stdout, sys.stderr
    try:
        name = log_name(argv, has_console, frozen=bool(getattr(sys, "frozen", False)))
        if name:
            from game.core.files import open_own_file
            from game.paths import user_dir

            try:
                log = open_own_file(user_dir() / name)      # never truncates what a link in its place points at
            except OSError:
                log = None                                  # a folder in its place: the game still starts
        if log is not None:
            sys.stdout = Tee(*(s for s in (saved[0], log) if s is not None))  # type: ignore[assignment]
            sys.stderr = Tee(*(s for s in (saved[1], log) if s is not None))  # type: ignore[assignment]
        if os.environ.get(FIRST_FRAME_ENV) == "1":
            exit_after_first_frame()
        from game.cli import main

        return int(main(argv) or 0)
    except SystemExit as exc:  # argparse errors and explicit exits
        code = exc.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except BaseException:  # noqa: BLE001 - report any crash, never show a dialog
        if sys.stderr is not None:
            traceback.print_exc(file=sys.stderr)
        return 1
    finally:
        if log is not None:
            sys.stdout, sys.stderr = saved
            log.close()


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run(sys.argv[1:]))
