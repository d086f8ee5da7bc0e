"""error.log in the user folder: one line per problem, never growing without bound.

The log never follows a symbolic link (one in its place is replaced by a real
file), and is rotated at ``MAX_BYTES`` (the previous one is kept as
``error.log.1``), and the same message is written at most ``MAX_REPEATS``
times per run, so a fault that repeats every frame cannot fill the disk.
``bridge_logging`` sends the stdlib ``logging`` warnings of libraries (pytmx,
...) and Python's own warnings here too: the windowed program has no console.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

from game.core.files import open_own_file

MAX_BYTES = 1_000_000
MAX_REPEATS = 3
_seen: dict[str, int] = {}
_lock = threading.Lock()


def log_path() -> Path:
    from game.paths import user_dir

    return user_dir() / "error.log"


def log(message: str, path: Path | None = None) -> bool:
    """Append one entry (timestamped); False when it was dropped or could not be written."""
    with _lock:
        n = _seen.get(message, 0) + 1
        _seen[message] = n
        if n > MAX_REPEATS:
            return False
        if n == MAX_REPEATS:
            message += "\n(the same message is not logged again in this run)"
        try:
            target = path or log_path()
            entry = time.strftime("%Y-%m-%d %H:%M:%S ") + message.rstrip("\n") + "\n"
            try:
                size = target.lstat().st_size       # a link's own size: a link is never written through
            except FileNotFoundError:
                size = 0
            if size + len(entry.encode("utf-8")) > MAX_BYTES:
                os.replace(target, target.with_name(target.name + ".1"))
            with open_own_file(target, append=True) as fh:
                fh.write(entry[:MAX_BYTES // 2])
            return True
        except OSError:
            return False


def reset_repeats() -> None:
    """Forget which messages were logged (tests)."""
    with _lock:
        _seen.clear()


class ErrorLogHandler(logging.Handler):
    """A ``logging`` handler writing each record to error.log through ``log``."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            log(self.format(record))
        except Exception:  # noqa: BLE001 - logging's contract: a handler never raises
            self.handleError(record)


def bridge_logging(level: int = logging.WARNING) -> ErrorLogHandler:
    """Route ``logging`` records at ``level`` and above (and ``warnings.warn``) into error.log; idempotent."""
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, ErrorLogHandler):
            return handler
    handler = ErrorLogHandler(level)
    handler.setFormatter(logging.Formatter("%(name)s %(levelname)s: %(message)s"))
    root.addHandler(handler)
    logging.captureWarnings(True)
    return handler
