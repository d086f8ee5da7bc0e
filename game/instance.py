"""One running copy of Pocket Epics per user folder.

Two copies writing the same saves, settings and lessons silently undo each
other (the last writer wins; one window finishing its lesson deletes the file
the other is playing), so the window takes ``instance.lock`` in the user folder
at start.  The lock is an operating-system lock on that file (``flock`` or, on
Windows, ``msvcrt.locking``): the system drops it when the process ends in any
way, ``kill -9`` included, so a lock left behind never keeps the game out.  The
file also holds the holder's pid and start time, so a second copy can say who
has it, and so that, where the system cannot lock files (some network folders),
a lock whose pid is gone, or now belongs to another process (a reused pid:
the start time differs), is taken over as stale.
"""

from __future__ import annotations

import errno
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

LOCK_NAME = "instance.lock"
MAX_LOCK_BYTES = 4096
# Windows locks a byte range against other processes' reads too, so the lock is
# taken on one byte past anything written: the pid and start time stay readable.
LOCK_OFFSET = 1 << 16
WINDOWS = os.name == "nt"


@dataclass
class Holder:
    """The copy that has the lock (what a second copy tells the player)."""

    pid: int
    started: float          # wall-clock time it started (time.time())

    def since(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.started)) if self.started else "?"


def process_start(pid: int) -> str | None:
    """A fingerprint of when ``pid`` started (Linux: its start tick since boot;
    Windows: its creation time), so a pid reused by another program is not taken
    for the holder; None where the system does not say."""
    if WINDOWS:
        return _windows_process(pid)[1]
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read().decode("ascii", "replace")
        return stat.rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def alive(pid: int, fingerprint: str | None) -> bool:
    """Whether the process that wrote a lock with ``pid`` and ``fingerprint`` still runs."""
    if pid <= 0 or pid == os.getpid():
        return False
    if WINDOWS:
        # Never os.kill here: on Windows it terminates the process whatever the signal.
        running, now = _windows_process(pid)
        return running and (fingerprint is None or now is None or now == fingerprint)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass                     # someone else's process with that pid: it exists
    except OSError:
        return False
    now = process_start(pid)
    return fingerprint is None or now is None or now == fingerprint


def _windows_process(pid: int) -> tuple[bool, str | None]:
    """(running, creation-time fingerprint) of a Windows process, asked without touching it."""
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined, unused-ignore]
    kernel32.OpenProcess.restype = wintypes.HANDLE
    kernel32.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
    handle = kernel32.OpenProcess(0x1000, False, pid)        # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:                                            # access denied (5): it exists, not ours
        return ctypes.get_last_error() == 5, None  # type: ignore[attr-defined, unused-ignore]
    try:
        code = wintypes.DWORD()
        if kernel32.GetExitCodeProcess(handle, ctypes.byref(code)) and code.value != 259:   # not STILL_ACTIVE
            return False, None
        times = [wintypes.FILETIME() for _ in range(4)]
        if not kernel32.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
            return True, None
        return True, f"{times[0].dwHighDateTime}:{times[0].dwLowDateTime}"
    finally:
        kernel32.CloseHandle(handle)


class InstanceLock:
    """The user folder's lock; ``acquire`` returns None when taken, else who has it."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / LOCK_NAME
        self.fd: int | None = None
        self.started = time.time()

    def acquire(self) -> Holder | None:
        """Take the lock (None), or the holder when another running copy has it.
        A folder where no lock file can be made raises ``OSError``."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0), 0o644)
        try:
            locked = _try_lock(fd)
            if locked is False:
                os.close(fd)
                return self.holder() or Holder(0, 0.0)
            if locked is None:            # no system lock here: the pid in the file decides
                other = self.holder(with_fingerprint=True)
                if other is not None:
                    os.close(fd)
                    return other
            self.fd = fd
            self._write_owner()
            return None
        except BaseException:
            if self.fd is None:
                os.close(fd)
            raise

    def _write_owner(self) -> None:
        assert self.fd is not None
        data = json.dumps({"pid": os.getpid(), "started": self.started, "start": process_start(os.getpid())}).encode()
        os.lseek(self.fd, 0, os.SEEK_SET)
        os.ftruncate(self.fd, 0)
        os.write(self.fd, data)

    def holder(self, with_fingerprint: bool = False) -> Holder | None:
        """Who the file names, if that process is still alive (``with_fingerprint``:
        and is the same process, by its start time)."""
        from game.core.files import read_bounded

        try:
            data = json.loads(read_bounded(self.path, MAX_LOCK_BYTES).decode("utf-8"))
            pid, started = int(data["pid"]), float(data.get("started") or 0.0)
            fingerprint = data.get("start") if isinstance(data.get("start"), str) else None
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        if not alive(pid, fingerprint if with_fingerprint else None):
            return None
        return Holder(pid, started)

    def release(self) -> None:
        """Give the lock up (the system does it anyway when the process ends)."""
        if self.fd is None:
            return
        try:
            os.lseek(self.fd, 0, os.SEEK_SET)
            os.ftruncate(self.fd, 0)
        except OSError:
            pass
        _unlock(self.fd)
        os.close(self.fd)            # closing drops the system lock
        self.fd = None


def _try_lock(fd: int) -> bool | None:
    """True when locked, False when another process holds it, None when the
    system cannot lock this file."""
    try:
        import fcntl
    except ImportError:
        fcntl = None  # type: ignore[assignment]
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            import msvcrt

            os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined, unused-ignore]
        return True
    except OSError as exc:
        # errno 0: wine's msvcrt reports a held range without an errno.
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK, 0):
            return False
        return None


def _unlock(fd: int) -> None:
    """Windows: give the byte back before closing (the system may take a while to)."""
    try:
        import msvcrt
    except ImportError:
        return
    try:
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined, unused-ignore]
    except OSError:
        pass
