"""Idle CPU of the real window loop: run ``game.ui.app.run`` for a few seconds
with no input on the menu or on a board, and print the process CPU time spent.

    SDL_VIDEODRIVER=dummy python build_scripts/idle_cpu.py --scene board --seconds 10

(use a real X server instead of the dummy driver to include the display's cost).
Settings are read from a throwaway user folder, so nothing of the player's is touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--scene", default="menu", help="menu, or a scene of the game (board, setup, ...)")
    p.add_argument("--game", default="kingdoms")
    p.add_argument("--seconds", type=float, default=10.0)
    p.add_argument("--size", default="1280x800")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--warmup", type=float, default=1.0, help="seconds after opening before measuring")
    args = p.parse_args()
    os.environ["POCKET_EPICS_HOME"] = tempfile.mkdtemp(prefix="pe-idle-")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import json

    w, h = (int(x) for x in args.size.split("x"))
    with open(os.path.join(os.environ["POCKET_EPICS_HOME"], "settings.json"), "w", encoding="utf-8") as fh:
        json.dump({"window": [w, h]}, fh)
    import pygame

    from game.ui import app as window
    from game.ui.stack import App

    staged = {"done": args.scene == "menu"}
    push = App.push

    def push_then_stage(self, scene):
        push(self, scene)
        if not staged["done"]:
            staged["done"] = True
            from game.registry import get_entry

            get_entry(args.game).load_window().stage(self, args.scene, args.seed)
            for shown in self.stack:
                if getattr(shown, "ctl", None) is not None:
                    shown.ctl.paused = True      # a human's turn: nothing moves by itself

    App.push = push_then_stage
    measured = {}
    counts = {"draws": 0, "wakes": 0}
    draw, wait_time = App.draw, getattr(App, "wait_time", lambda self: 0.0)

    def counted_draw(self, surf):
        if "t0" in measured and "t1" not in measured:
            counts["draws"] += 1
        draw(self, surf)

    def counted_wait(self):
        if "t0" in measured and "t1" not in measured:
            counts["wakes"] += 1
        return wait_time(self)

    App.draw, App.wait_time = counted_draw, counted_wait

    def stop() -> None:
        time.sleep(args.warmup)                  # start-up and the first frames are not idle
        measured["t0"] = time.process_time()
        measured["w0"] = time.monotonic()
        time.sleep(args.seconds)
        measured["t1"] = time.process_time()
        measured["w1"] = time.monotonic()
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=stop, daemon=True).start()
    window.run()
    cpu = measured["t1"] - measured["t0"]
    wall = measured["w1"] - measured["w0"]
    print(f"{args.game} {args.scene} {args.size}: {cpu:.2f} s CPU in {wall:.1f} s idle = {100 * cpu / wall:.1f}% of a core; "
          f"{counts['draws']} pictures drawn, {counts['wakes']} wake-ups")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
