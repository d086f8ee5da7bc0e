"""Time from launch to the first frame of the menu, frozen and from source.

``python build_scripts/measure_startup.py [--runs 5]`` (after ``build.py``)
starts the program with ``POCKET_EPICS_EXIT_AFTER_FIRST_FRAME=1`` (it quits
right after the first frame is shown) and reports the wall-clock time from
process start to exit: the frozen program, then ``python build_scripts/entry.py``
(the same code as ``python -m game``, from source).  Headless runs use SDL's
dummy video driver, so creating a real window is not included.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402
from entry import FIRST_FRAME_ENV  # noqa: E402


def launch_times(cmd: list[str], runs: int, timeout: float = 120) -> list[float]:
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="pocket-epics-start-") as home:
            env = dict(os.environ, POCKET_EPICS_HOME=home, PYTHONPATH=str(build.ROOT), **{FIRST_FRAME_ENV: "1"})
            env.setdefault("SDL_VIDEODRIVER", "dummy")
            env.setdefault("SDL_AUDIODRIVER", "dummy")
            started = time.perf_counter()
            result = subprocess.run(cmd, env=env, cwd=home, capture_output=True, text=True, timeout=timeout)
            took = time.perf_counter() - started
        # The first frame must be the menu, not the "cannot start" screen.
        if result.returncode != 0 or "first frame shown" not in result.stdout or "Pocket Epics cannot" in result.stderr:
            raise RuntimeError(f"{cmd[0]} did not reach the menu (exit {result.returncode}):\n{result.stdout}{result.stderr}")
        times.append(took)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    targets = [
        ("frozen", [str(build.executable())]),
        ("source", [sys.executable, str(Path(__file__).resolve().parent / "entry.py")]),
    ]
    for name, cmd in targets:
        launch_times(cmd, 1)  # warm the file cache once
        times = launch_times(cmd, args.runs)
        print(f"{name}: launch to menu median {statistics.median(times):.2f}s, "
              f"min {min(times):.2f}s, max {max(times):.2f}s over {args.runs} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
