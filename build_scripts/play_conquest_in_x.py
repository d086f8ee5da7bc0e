"""Play a whole game of Conquest against bots in a real window, through X input.

Run under an X server (``Xvfb :37 -screen 0 1280x800x24 &``)::

    DISPLAY=:37 python build_scripts/play_conquest_in_x.py --shots /tmp/play-x

The real game opens (a scratch user folder unless ``POCKET_EPICS_HOME`` is set):
the menu's New game, the first-time offer's "Not now", two players on the setup,
Play; then every move of the person's seat is the normal bot's choice, made as a
person makes it with ``xdotool`` (a click on each die it uses, then on the line).
A screenshot is saved every few moves and at the score screen; the window stays
open after the game (``--keep``) so that a person can go on looking by hand.
Clicks and keys sent are counted and printed at the end.
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
    """The script, one step per call of the loop (each ``yield`` says how long to wait)."""

    def __init__(self, app: Any, shots: Path | None, players: int) -> None:
        self.app = app
        self.shots = shots
        self.players = players
        self.clicks = 0
        self.keys = 0
        self.shot_count = 0
        self.problems: list[str] = []

    def window(self) -> int:
        import pygame

        return int(pygame.display.get_wm_info()["window"])

    def click(self, pos: tuple[int, int]) -> None:
        xdotool("mousemove", "--window", self.window(), int(pos[0]), int(pos[1]))
        time.sleep(0.05)
        xdotool("click", "1")
        self.clicks += 1

    def key(self, name: str) -> None:
        xdotool("key", name)
        self.keys += 1

    def shot(self, name: str) -> None:
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            self.shot_count += 1
            subprocess.run(["import", "-window", "root", str(self.shots / f"{self.shot_count:03d}-{name}.png")], check=False)

    def button(self, caption_part: str) -> Any:
        top = self.app.top
        top.ensure_layout()
        for b in top.group.buttons:
            if caption_part.lower() in str(b.caption()).lower():
                return b
        return None

    def press(self, caption_part: str) -> bool:
        b = self.button(caption_part)
        if b is None:
            self.problems.append(f"no button {caption_part!r} on {type(self.app.top).__name__}")
            return False
        self.click(b.rect.center)
        return True

    def script(self) -> Iterator[float]:
        yield 1.5
        self.shot("menu")
        self.press("New game")
        yield 1.0
        self.shot("offer")
        self.press("Not now")
        yield 1.0
        self.press(str(self.players))
        yield 0.5
        self.shot("setup")
        self.press("Play")
        yield 2.0
        yield from self.conquest()

    def conquest(self) -> Iterator[float]:
        from game.core.bots import make_bot

        board = self.app.top
        ctl = board.ctl
        seat = board.viewer
        bot = make_bot("conquest", "normal", seat, seed=7)
        moves = 0
        started = time.monotonic()
        while not ctl.match.is_over():
            if self.app.top is not board:
                self.shot(f"covered-{type(self.app.top).__name__}")
                self.key("Escape")
                yield 1.0
                continue
            legal = ctl.match.legal(seat)
            if not legal or board.motions.rate(self.app.now) > 0 or not board.my_turn():
                yield 0.3
                continue
            log = len(ctl.match.log)
            action = bot.choose(ctl.match.view(seat), legal)
            yield from self.conquest_move(board, action)
            moves += 1
            if moves % 15 == 1:
                self.shot(f"move-{moves}")
            deadline = time.monotonic() + 10
            while len(ctl.match.log) == log and time.monotonic() < deadline:
                yield 0.2
            if len(ctl.match.log) == log:
                self.problems.append(f"move {moves} {action} did not go through")
                self.shot(f"stuck-{moves}")
                break
        print(f"conquest: {moves} moves of the person, {time.monotonic() - started:.0f} s", flush=True)
        yield 3.0
        self.shot("after-game")

    def conquest_move(self, board: Any, action: tuple) -> Iterator[float]:
        tray, city_map = board.dice_tray, board.city_map
        if action[0] == "lose_die":
            self.click(tray.lose_button.rect.center)
            yield 0.6
            return
        if action[0] == "abandon":
            self.click(tray.abandon_button.rect.center)
            yield 0.6
            top = self.app.top
            if top is not board and hasattr(top, "group"):
                top.ensure_layout()
                self.click(top.group.buttons[-1].rect.center)
                yield 0.6
            return
        _, city, line, faces = action
        free = list((board.view.get("turn") or {}).get("free", []))
        used: set[int] = set()
        for face in faces:
            i = next(j for j, f in enumerate(free) if f == face and j not in used)
            used.add(i)
            self.click(tray.die_rects[i].center)
            yield 0.15
        self.click(city_map.line_rects[(city, line)].center)
        yield 0.6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, default=None, help="a folder for the screenshots")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--keep", action="store_true", help="leave the window open after the game")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        print("needs an X display (e.g. Xvfb :37 and DISPLAY=:37)", file=sys.stderr)
        return 2
    os.environ.setdefault("POCKET_EPICS_HOME", tempfile.mkdtemp(prefix="pocket-epics-play-"))
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui import app as appmod

    driver: Driver | None = None

    def start(app: Any) -> Iterator[float]:
        nonlocal driver
        driver = Driver(app, args.shots, args.players)
        return driver.script()

    def finished() -> bool:
        assert driver is not None
        print(f"clicks {driver.clicks}, keys {driver.keys}", flush=True)
        for problem in driver.problems:
            print("PROBLEM", problem, flush=True)
        return not args.keep

    drive_window(start, finished)
    code = appmod.run()
    return code or (1 if driver is None or driver.problems else 0)


if __name__ == "__main__":
    sys.exit(main())
