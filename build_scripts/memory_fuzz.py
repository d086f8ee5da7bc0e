"""Resident memory of each game's window over a long UI fuzz.

``python build_scripts/memory_fuzz.py --minutes 5 [--games chronicles kingdoms]``
plays random input (the same events as ``tests/test_ui_fuzz.py``) on every scene
of each game in turn (its lesson included), in English, Russian and Ukrainian,
at four window sizes and both palettes, for the given minutes per game, each
game in its own process so one game's pictures are not counted in another's.
The process is set up as the window sets itself up (``tune_allocator`` at the
start, ``settle`` after the first frame), and each scene's app is left the way
the window leaves a board for the menu (``App.go_home``: the game's pictures
released, the scenes collected, the heap trimmed).
It samples the process's resident memory (``VmRSS``) every few seconds and
prints, per game: the start, the peak and the end (MB), the frames drawn and
the errors seen.  ``--breakdown`` adds, at the sample of the peak, what the
memory is made of: the picture caches, every picture the program's objects
hold, glibc's heap (in use, free) and its separate mappings (large pictures),
and Python's own object arenas.  Not a test: it takes minutes and the figures
are the machine's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = [(1280, 800), (1600, 1000), (1024, 640), (1920, 1200)]


def rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def breakdown() -> dict:
    """What the resident memory is made of now (MB; costs a walk over every object)."""
    import ctypes
    import gc
    import re
    import tempfile

    import pygame

    from game.ui import picture_cache

    class MallInfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                   "fsmblks", "uordblks", "fordblks", "keepcost")]

    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2
    mi = libc.mallinfo2()
    held: dict[int, int] = {}
    for obj in gc.get_objects():
        for ref in gc.get_referents(obj):
            if isinstance(ref, pygame.Surface) and ref.get_parent() is None:
                held[id(ref)] = ref.get_pitch() * ref.get_height()
    err = os.dup(2)
    with tempfile.TemporaryFile() as tmp:          # Python's allocator statistics go to the C stderr
        os.dup2(tmp.fileno(), 2)
        try:
            sys._debugmallocstats()
        finally:
            os.dup2(err, 2)
            os.close(err)
        tmp.seek(0)
        stats = tmp.read().decode()
    arenas = re.search(r"# arenas allocated current\s*=\s*([\d,]+)", stats)
    mb = 1 << 20
    return {"rss": round(rss_mb()), "caches": round(picture_cache.shared_bytes() / mb, 1),
            "cache_budget": round(picture_cache.shared_budget() / mb),
            "pictures_held": round(sum(held.values()) / mb, 1), "heap_in_use": round(mi.uordblks / mb),
            "heap_free": round(mi.fordblks / mb), "mapped": round(mi.hblkhd / mb),
            "python_arenas": int(arenas.group(1).replace(",", "")) if arenas else -1,
            "threads": len(os.listdir("/proc/self/task"))}


def fuzz(game: str, seconds: float, seed: int, detail: bool = False) -> dict:
    """One game's fuzz in this process (call in a fresh one)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.ui.picture_cache import settle, tune_allocator
    from game.ui.screenshot import build_app, scenes_of, stage
    from game.ui.table.motion import StepClock
    from tests.test_ui_fuzz import random_event

    if os.environ.get("MEMORY_FUZZ_ALLOCATOR", "tuned") == "tuned":
        tune_allocator()            # as the window does at start (game.ui.app)
    rng = random.Random(seed)
    scenes = list(scenes_of(game))
    start = rss_mb()
    peak, frames, errors, samples = start, 0, 0, []
    at_peak: dict = {}
    began = time.monotonic()
    next_sample = began
    k = 0
    while time.monotonic() - began < seconds:
        size = SIZES[k % len(SIZES)]
        app = build_app(("en", "ru", "uk")[k % 3], size, colorblind=k % 5 == 4, clock=StepClock())
        app.settings.bot_speed = "instant"
        scene = scenes[k % len(scenes)]
        stage(app, game, scene, 1 + k)
        surf = pygame.Surface(size)
        for step in range(300):
            if not app.stack or not app.running:
                app.running = True
                stage(app, game, scene, 2 + k + step)
            app.frame(surf, [random_event(rng, size) for _ in range(3)], 0.02)
            frames += 1
            if frames == 1:
                settle()            # as the window does after its first frame (game.ui.app)
            if app.errors:
                errors += len(app.errors)
                app.errors.clear()
            now = time.monotonic()
            if now >= next_sample:
                mb = rss_mb()
                if detail and mb > peak:
                    at_peak = breakdown()
                peak = max(peak, mb)
                samples.append((round(now - began), round(mb)))
                next_sample = now + 5
        app.go_home()               # the game is left for the menu, as the window leaves it
        k += 1
    end = rss_mb()
    return {"game": game, "seconds": round(time.monotonic() - began), "start_mb": round(start), "peak_mb": round(max(peak, end)),
            "end_mb": round(end), "frames": frames, "errors": errors, "samples": samples, "at_peak": at_peak}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="per game")
    parser.add_argument("--games", nargs="*")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--breakdown", action="store_true", help="what the memory is made of at the peak")
    parser.add_argument("--one", help=argparse.SUPPRESS)       # the child: fuzz this game, print its JSON
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(fuzz(args.one, args.minutes * 60, args.seed, args.breakdown)), flush=True)
        return 0
    sys.path.insert(0, str(ROOT))
    from game.registry import windowed

    games = args.games or [e.id for e in windowed()]
    worst = 0
    for game in games:
        out = subprocess.run([sys.executable, __file__, "--one", game, "--minutes", str(args.minutes), "--seed", str(args.seed)]
                             + (["--breakdown"] if args.breakdown else []),
                             cwd=ROOT, capture_output=True, text=True)
        try:
            report = json.loads(out.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            print(f"{game}: the fuzz failed\n{out.stderr[-3000:]}")
            return 1
        worst = max(worst, report["peak_mb"])
        print(f"{game}: {report['seconds']} s, {report['frames']} frames, errors {report['errors']}; "
              f"RSS start {report['start_mb']} MB, peak {report['peak_mb']} MB, end {report['end_mb']} MB", flush=True)
        print(f"  samples (s, MB): {report['samples'][::max(1, len(report['samples']) // 12)]}", flush=True)
        if report["at_peak"]:
            print(f"  at the peak (MB; python_arenas are 1 MB each): {report['at_peak']}", flush=True)
    print(f"worst peak: {worst} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
