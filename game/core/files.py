"""Reading untrusted files safely, and keeping the user folder tidy.

Saves, settings and maps come from the user's folders, which anyone (or any
crash) may have filled with odd things: named pipes that block a reader
forever, devices, huge files, half-written temporary files.  Everything the
game reads from there goes through :func:`read_bounded`.
"""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path
from typing import IO

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 120.0     # older temporary files belong to no write in progress


class FileRefused(OSError):
    """A file the game will not read; the message says why, for the player."""


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Opened without blocking (a named pipe would otherwise hang the open), then
    checked with ``fstat`` on the open descriptor, so what is checked is what
    is read.  Raises :class:`FileRefused` or ``OSError``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(os.fspath(path), flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"not a regular file ({_kind(info.st_mode)})")
        if info.st_size > limit:
            raise FileRefused(f"too large ({info.st_size:,} bytes, limit {limit:,})")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileRefused(f"too large (over {limit:,} bytes)")
        return b"".join(chunks)
    finally:
        os.close(fd)


def open_own_file(path: str | os.PathLike[str], append: bool = False) -> IO[str]:
    """A text stream writing to one of the game's own files (a log) in the user folder.

    Never writes through a symbolic link: a link someone put in the file's place
    (pointing at another file of the user's) is replaced by a real file, so the
    game can neither append to nor truncate what the link points at.  Opened
    without blocking and checked to be a regular file (a named pipe or a folder
    in its place raises ``FileRefused``).  Raises ``OSError``.
    """
    path = os.fspath(path)
    flags = (os.O_WRONLY | os.O_CREAT | (os.O_APPEND if append else os.O_TRUNC)
             | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    for attempt in range(2):
        if os.path.islink(path):
            os.unlink(path)
        try:
            fd = os.open(path, flags, 0o644)
            break
        except OSError as exc:
            if attempt or exc.errno != errno.ELOOP:     # a link made between the check and the open
                raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"not a regular file ({_kind(info.st_mode)})")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "a" if append else "w", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def json_error_text(exc: ValueError) -> str:
    """Where and why JSON failed to parse, as one phrase: "Expecting value at line
    3 column 5".  (Some of ``json``'s messages end in "at" already: "Unterminated
    string starting at" must not become "starting at at line".)"""
    msg = getattr(exc, "msg", str(exc))
    if msg.endswith(" at"):
        msg = msg[:-3]
    lineno, colno = getattr(exc, "lineno", None), getattr(exc, "colno", None)
    return f"{msg} at line {lineno} column {colno}" if lineno is not None else msg


def is_temp_name(name: str) -> bool:
    """Whether a file name is one of :func:`game.core.saves.atomic_write_text`'s temporaries."""
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)


def remove_stale_temps(folder: str | os.PathLike[str], older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete temporary files left by killed writes; returns what was removed.

    Only files old enough that no write in progress (in this or another
    running copy of the game) can still own them.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temp_name(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def unique_path(folder: str | os.PathLike[str], stem: str, suffix: str = ".json") -> Path:
    """A new file name in ``folder`` that no other file has, reserved at once.

    The empty file is created with O_EXCL, so two saves in the same second
    (or after the clock was set back) never share a name.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(1, 10_000):
        path = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        os.close(fd)
        return path
    raise FileExistsError(f"no free file name for {stem} in {folder}")
