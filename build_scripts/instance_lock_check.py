"""Check the one-copy lock (``game.instance``) with real processes of this Python.

``python build_scripts/instance_lock_check.py`` runs on any system; its point is
Windows (``msvcrt.locking``, no ``fcntl``, no ``/proc``), where the tests never
run: ``build_scripts/windows_on_linux.sh`` runs it with the Windows CPython
under wine.  It checks that a second process finds the lock held and names the
holder's pid, that asking leaves the holder running, that a released lock and
a lock left by a killed holder are taken over, and prints one line per check;
exit status 1 on the first failure.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HOLD = (
    "import sys\nfrom pathlib import Path\nsys.path.insert(0, sys.argv[2])\n"
    "from game.instance import InstanceLock\n"
    "lock = InstanceLock(Path(sys.argv[1]))\n"
    "print('free' if lock.acquire() is None else 'held', flush=True)\n"
    "line = sys.stdin.readline()\n"
    "lock.release()\nprint('released', flush=True)\nsys.stdin.readline()\n"
)


def holder(folder: Path) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(folder), str(ROOT)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    first = proc.stdout.readline().strip()
    if first != "free":
        raise SystemExit(f"instance lock: FAILED: the first copy could not take the lock ({first!r})")
    return proc


def check(name: str, ok: bool, detail: str = "") -> None:
    print(f"instance lock: {'ok' if ok else 'FAILED'}: {name}{(' (' + detail + ')') if detail and not ok else ''}",
          flush=True)
    if not ok:
        raise SystemExit(1)


def pid_checks(folder: Path) -> None:
    """Where files cannot be locked the pid and its start time in the file decide."""
    import json

    from game import instance

    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        instance._try_lock = lambda fd: None            # as on a folder without system locks
        path = folder / instance.LOCK_NAME
        start = instance.process_start(sleeper.pid)
        path.write_text(json.dumps({"pid": sleeper.pid, "started": time.time(), "start": start}))
        found = instance.InstanceLock(folder).acquire()
        check("a live holder named in the file keeps the lock", getattr(found, "pid", None) == sleeper.pid, repr(found))
        check("asking about it leaves it running", sleeper.poll() is None, f"exit code {sleeper.returncode}")
        path.write_text(json.dumps({"pid": sleeper.pid, "started": 1.0, "start": "reused"}))
        lock = instance.InstanceLock(folder)
        check("a pid now used by another program is stale", lock.acquire() is None)
        lock.release()
    finally:
        sleeper.kill()
        sleeper.wait(timeout=60)


def main() -> int:
    from game.instance import Holder, InstanceLock

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        proc = holder(folder)
        assert proc.stdin is not None and proc.stdout is not None
        try:
            found = InstanceLock(folder).acquire()
            check("a second copy finds the lock held", isinstance(found, Holder), repr(found))
            assert isinstance(found, Holder)
            check("it names the holder's pid", found.pid == proc.pid, f"{found.pid} != {proc.pid}")
            check("it knows when the holder started", abs(found.started - time.time()) < 600, repr(found.started))
            time.sleep(0.5)
            check("asking leaves the holder running", proc.poll() is None, f"exit code {proc.returncode}")
            proc.stdin.write("release\n")
            proc.stdin.flush()
            check("the holder releases", proc.stdout.readline().strip() == "released")
            lock = InstanceLock(folder)
            check("a released lock is taken", lock.acquire() is None)
            lock.release()
        finally:
            proc.kill()
            proc.wait(timeout=60)
        proc = holder(folder)
        proc.kill()                       # TerminateProcess on Windows, SIGKILL elsewhere
        proc.wait(timeout=60)
        lock = InstanceLock(folder)
        got = None
        for _ in range(50):               # the system drops a dead process's locks soon, not at once
            got = lock.acquire()
            if got is None:
                break
            time.sleep(0.1)
        check("a lock left by a killed copy is taken over", got is None, repr(got))
        lock.release()
        pid_checks(folder)
    print("instance lock: all checks passed", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
