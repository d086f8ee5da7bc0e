"""Start the game many times under Xvfb, each to its first frame, and report the figures.

``python build_scripts/start_check.py --runs 200`` starts one Xvfb server, then
``python -m game`` that many times on it, one after another, each with a fresh
user folder and ``POCKET_EPICS_START_REPORT`` (``game.startwatch``: the first
frame writes how long it took).  A start is ended (SIGTERM, as a logout would)
once its first frame is reported; one that reports nothing within ``--hang``
seconds counts as hung: its error.log (where the start watchdog writes every
thread's stack after 20 s) and its output are kept in ``--keep`` for the cause.

Not a test: it takes minutes and its figures depend on the machine.  Prints
one line per start (``--quiet``: none) and the summary: starts, first-frame
times (median, 90th percentile, max), starts that hung or failed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_display() -> int:
    for n in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display number")


def start_xvfb() -> tuple[subprocess.Popen, str]:
    n = free_display()
    server = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while not Path(f"/tmp/.X11-unix/X{n}").exists():
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("Xvfb did not start")
        time.sleep(0.05)
    return server, f":{n}"


def one_start(display: str, hang: float, keep: Path, index: int) -> dict:
    """Start the game once to its first frame; what happened, with the times."""
    home = Path(tempfile.mkdtemp(prefix="pocket-epics-start-"))
    report = home / "start.json"
    env = dict(os.environ, DISPLAY=display, POCKET_EPICS_HOME=str(home), POCKET_EPICS_START_REPORT=str(report),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)           # the real X11 driver, on Xvfb
    out = home / "output.txt"
    began = time.monotonic()
    with open(out, "w") as fh:
        proc = subprocess.Popen([sys.executable, "-m", "game"], cwd=ROOT, env=env, stdout=fh, stderr=subprocess.STDOUT)
    result: dict = {"run": index, "pid": proc.pid}
    try:
        while time.monotonic() - began < hang:
            if report.exists():
                try:
                    result["first_frame"] = json.loads(report.read_text())["first_frame"]
                    result["wall"] = round(time.monotonic() - began, 3)
                    break
                except (ValueError, KeyError):
                    pass                    # written at this very moment: read again
            if proc.poll() is not None:
                result["failed"] = f"exited with {proc.returncode} before its first frame"
                break
            time.sleep(0.02)
        else:
            result["hung"] = f"no first frame after {hang:g} s"
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                result["stuck_at_exit"] = True
                proc.kill()
                proc.wait()
    log = home / "error.log"
    if log.exists() and log.read_text(errors="replace").strip():
        result["error_log"] = True
    if "first_frame" not in result or result.get("error_log") or result.get("stuck_at_exit"):
        target = keep / f"start-{index:03d}"
        shutil.copytree(home, target, dirs_exist_ok=True)
        result["kept"] = str(target)
    shutil.rmtree(home, ignore_errors=True)
    return result


def summary(results: list[dict]) -> str:
    times = sorted(r["first_frame"] for r in results if "first_frame" in r)
    walls = sorted(r["wall"] for r in results if "wall" in r)
    lines = [f"starts: {len(results)}; first frame reached: {len(times)}; "
             f"hung: {sum('hung' in r for r in results)}; failed: {sum('failed' in r for r in results)}; "
             f"error.log not empty: {sum(bool(r.get('error_log')) for r in results)}; "
             f"slow to exit: {sum(bool(r.get('stuck_at_exit')) for r in results)}"]
    if times:
        p90 = times[min(len(times) - 1, int(round(0.9 * (len(times) - 1))))]
        lines.append(f"first frame (from the watchdog's arming), s: median {statistics.median(times):.2f}, "
                     f"p90 {p90:.2f}, min {times[0]:.2f}, max {times[-1]:.2f}")
        lines.append(f"launch to first frame (wall clock, with the interpreter's start), s: "
                     f"median {statistics.median(walls):.2f}, max {walls[-1]:.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--hang", type=float, default=60.0, help="seconds without a first frame that count as a hang")
    parser.add_argument("--keep", type=Path, default=Path(tempfile.gettempdir()) / "pocket-epics-start-check")
    parser.add_argument("--json", type=Path, help="also write every start's result here")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    if shutil.which("Xvfb") is None:
        print("start_check: Xvfb is not installed (apt-get install xvfb)", file=sys.stderr)
        return 2
    args.keep.mkdir(parents=True, exist_ok=True)
    server, display = start_xvfb()
    results: list[dict] = []
    try:
        for i in range(args.runs):
            results.append(one_start(display, args.hang, args.keep, i))
            if not args.quiet:
                print(json.dumps(results[-1]), flush=True)
    except KeyboardInterrupt:
        print("start_check: interrupted", file=sys.stderr)
    finally:
        server.terminate()
        server.wait(timeout=10)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    print(summary(results))
    return 0 if all("first_frame" in r for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
