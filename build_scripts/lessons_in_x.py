"""Replay every registered game's lesson in a real window, a wrong click at every step.

Run under an X server (``Xvfb :47 -screen 0 1280x800x24 &``)::

    DISPLAY=:47 python build_scripts/lessons_in_x.py --shots /tmp/lessons-x

The real game opens (a scratch user folder, never yours); each lesson is
started and played through X input sent by ``xdotool``: at every step a click
on something the step does not ask for (``game.ui.tutorial.stage.wrong_spot``),
then the right move (Enter for the coach's Next and "Show me", clicks on the lit
targets, the last button of a confirm dialog).  It checks after each wrong
click that the lesson did not move, nothing stays selected and the coach is in
front, saves a screenshot of each step (``import -window root``) and prints a
line per lesson; it exits 1 on a problem.  The in-process test of the same is
``tests/test_tutorial_wrong_click_at_every_step.py``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from in_x import drive_window, xdotool  # noqa: E402 - the sibling module (this folder is on the path)


class Driver:
    """The lessons' script, one action per call of the loop (``next`` says how long to wait)."""

    def __init__(self, app: Any, shots: Path | None) -> None:
        self.app = app
        self.shots = shots
        self.problems: list[str] = []

    def window(self) -> int:
        import pygame

        return int(pygame.display.get_wm_info()["window"])

    def click(self, pos: tuple[int, int]) -> None:
        xdotool("mousemove", "--window", self.window(), int(pos[0]), int(pos[1]))
        time.sleep(0.05)
        xdotool("click", "1")

    def shot(self, name: str) -> None:
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            subprocess.run(["import", "-window", "root", str(self.shots / f"{name}.png")], check=False)

    def lessons(self) -> Iterator[float]:
        from game.registry import windowed
        from game.ui.tutorial.coach import CoachScene
        from game.ui.tutorial.lesson import open_lesson
        from game.ui.tutorial.stage import wrong_spot

        app = self.app
        yield 1.0
        for entry in windowed():
            if entry.tutorial is None:
                continue
            app.settings.bot_speed = "instant"
            open_lesson(app, entry.id)
            yield 1.0
            coach = app.top
            assert isinstance(coach, CoachScene)
            wrong = 0
            while not coach.at_end and not coach.ctl.match.is_over():
                step, cursor, log = coach.step, coach.cursor, len(coach.ctl.match.log)
                spot = wrong_spot(coach)
                if spot is not None:
                    self.click(spot)
                    yield 0.4
                    wrong += 1
                    if len(coach.ctl.match.log) != log:
                        continue                        # another control that makes the step's own move
                    if coach.board.drop_pick() or coach.cursor != cursor or app.top is not coach:
                        self.problems.append(f"{entry.id} {step.id}: the wrong click at {spot} left the lesson changed")
                        self.shot(f"{entry.id}-problem-{step.id}")
                yield from self.right_move(coach, cursor)
                if coach.cursor == cursor:
                    self.problems.append(f"{entry.id} {step.id}: the right move did not go through")
                    self.shot(f"{entry.id}-stuck-{step.id}")
                    break
                yield 0.3
                self.shot(f"{entry.id}-{coach.cursor + 1:02d}-{coach.step.id}")
            print(f"{entry.id}: {wrong} wrong clicks, reached {coach.step.id}, refusals {coach.refusals}", flush=True)
            app.go_home()
            yield 0.5
        app.running = False

    def right_move(self, coach: Any, cursor: int) -> Iterator[float]:
        app = self.app
        if coach.step.kind in ("say", "watch"):
            xdotool("key", "Return")
        else:
            for k in range(6):
                if coach.cursor != cursor:
                    break
                top = app.top
                if top is not coach and coach in app.stack and hasattr(top, "group"):    # a dialog of the game's (a confirm)
                    top.ensure_layout()
                    self.click(top.group.buttons[-1].rect.center)
                    yield 0.6
                    continue
                rects = coach.targets()
                if rects:
                    self.click(rects[min(k, len(rects) - 1)].center)
                yield 0.6
        deadline = time.monotonic() + 25
        while coach.cursor == cursor and time.monotonic() < deadline:
            yield 0.2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, default=None, help="a folder for a screenshot of each step")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        print("needs an X display (e.g. Xvfb :47 and DISPLAY=:47)", file=sys.stderr)
        return 2
    os.environ["POCKET_EPICS_HOME"] = tempfile.mkdtemp(prefix="pocket-epics-lessons-")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui import app as appmod

    driver: Driver | None = None

    def start(app: Any) -> Iterator[float]:
        nonlocal driver
        driver = Driver(app, args.shots)
        return driver.lessons()

    drive_window(start, lambda: True)
    appmod.final_saves = lambda app: True
    code = appmod.run()
    problems = driver.problems if driver is not None else ["the window never opened"]
    for problem in problems:
        print("PROBLEM", problem)
    return code or (1 if problems else 0)


if __name__ == "__main__":
    sys.exit(main())
