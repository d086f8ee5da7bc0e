"""The start's watchdog: a window that never shows must leave a trace.

One start in eleven under a loaded X server once stayed alive and asleep for
minutes with no window, and nothing said where it waited.  From the moment the
program starts, ``faulthandler`` is armed to write every thread's stack to
``error.log`` if the first frame has not been drawn within ``START_SECONDS``.
Its timer is a C thread that needs neither the interpreter lock nor the main
thread, so it fires even when the main thread is stuck inside SDL or X.  The
first frame disarms it; a first frame that came late is noted too.

``POCKET_EPICS_START_REPORT`` (a file path) makes the first frame write how
long it took, for ``build_scripts/start_check.py``, which starts the game many
times under Xvfb.
"""

from __future__ import annotations

import faulthandler
import json
import os
import time
from pathlib import Path
from typing import IO

START_SECONDS = 20.0
REPORT_ENV = "POCKET_EPICS_START_REPORT"


class StartWatch:
    """Armed at creation; ``first_frame()`` disarms it (once)."""

    def __init__(self, seconds: float = START_SECONDS, log: Path | None = None) -> None:
        self.started = time.monotonic()
        self.seconds = seconds
        self.log: IO[str] | None = None
        self.armed = False
        try:
            if log is None:
                from game.core.userlog import log_path

                log = log_path()
            from game.core.files import open_own_file

            self.log = open_own_file(log, append=True)
            faulthandler.dump_traceback_later(seconds, repeat=False, file=self.log, exit=False)
            self.armed = True
        except (OSError, ValueError, RuntimeError):       # no user folder: the start goes on unwatched
            self.close()

    def first_frame(self) -> float:
        """The first frame is on the screen: disarm, note a late one, report; returns the seconds it took."""
        took = time.monotonic() - self.started
        if self.armed:
            faulthandler.cancel_dump_traceback_later()
            self.armed = False
            if took > self.seconds and self.log is not None:
                try:
                    self.log.write(time.strftime("%Y-%m-%d %H:%M:%S ") + f"start: the first frame came after {took:.1f} s\n")
                except OSError:
                    pass
            self.close()
        report = os.environ.get(REPORT_ENV)
        if report:
            try:
                Path(report).write_text(json.dumps({"pid": os.getpid(), "first_frame": round(took, 3)}))
            except OSError:
                pass
        return took

    def cancel(self) -> None:
        """Disarm without a first frame (the program ends before one: a fatal message, an error)."""
        if self.armed:
            faulthandler.cancel_dump_traceback_later()
            self.armed = False
        self.close()

    def close(self) -> None:
        if self.log is not None:
            try:
                self.log.close()
            except OSError:
                pass
            self.log = None
