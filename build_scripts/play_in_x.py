"""Play one whole game against bots in a real window, by X input, for a person to look at.

Run under an X server (``Xvfb :47 -screen 0 1280x800x24 &``)::

    DISPLAY=:47 python build_scripts/play_in_x.py --game kingdoms --setup 4 --shots /tmp/play-x

The real game opens (a scratch user folder, never yours, unless ``--home``);
``xdotool`` clicks the game's card on the menu ("Not now" to the lesson offer),
the setup buttons named by ``--setup`` (their captions, in order) and Play.
Then the human seat plays: at each decision a random enabled button of the
board (never the top bar's) or of the dialog in front is clicked, as a person
trying things would.  A screenshot (``import -window root``) is saved every
``--every`` human moves, at every new dialog and at the end; a log of what
was clicked goes to standard output.  A move that changes nothing ten times
in a row is reported as stuck (with its screenshot).  At the score screen the
script stops driving and leaves the window open (``--stay``) for a person to
go on by hand (How it went, Share, Records, Replay), or closes it.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from in_x import drive_window, xdotool  # noqa: E402 - the sibling module (this folder is on the path)


class Player:
    """The person's side of one game, one input per step of the loop (``next`` says how long to wait)."""

    def __init__(self, app: Any, args: argparse.Namespace) -> None:
        self.app = app
        self.args = args
        self.rng = random.Random(args.seed)
        self.clicks = 0
        self.keys = 0
        self.moves = 0
        self.problems: list[str] = []
        self.shots = 0
        self.started = time.monotonic()

    def window(self) -> int:
        import pygame

        return int(pygame.display.get_wm_info()["window"])

    def click(self, pos: tuple[int, int], what: str) -> None:
        win = self.window()
        xdotool("windowfocus", win)        # no window manager under Xvfb: keys go to the focused window
        xdotool("mousemove", "--window", win, int(pos[0]), int(pos[1]))
        time.sleep(0.05)
        xdotool("click", "1")
        self.clicks += 1
        print(f"click {what!r} at {pos}", flush=True)

    def key(self, name: str) -> None:
        xdotool("windowfocus", self.window())
        xdotool("key", name)
        self.keys += 1
        print(f"key {name}", flush=True)

    def shot(self, name: str) -> None:
        if self.args.shots is None:
            return
        self.args.shots.mkdir(parents=True, exist_ok=True)
        self.shots += 1
        path = self.args.shots / f"{self.shots:03d}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=False)
        print(f"shot {path}", flush=True)

    def buttons(self, scene: Any) -> list[Any]:
        """The enabled buttons a person could press on ``scene`` (never the top bar's)."""
        from game.ui import widgets

        scene.ensure_layout()
        return [b for b in scene.group.buttons if b.enabled and b.region != widgets.TOP and b.action is not None]

    def press(self, scene: Any, caption: str) -> bool:
        for b in self.buttons(scene):
            if b.caption() == caption or (isinstance(b.data, str) and b.data == caption):
                self.click(b.rect.center, b.caption())
                return True
        return False

    def target_spots(self, board: Any) -> list[tuple[str, Any]]:
        """Places on the board (not buttons) a person clicks: the lesson coach's targets
        named by ``--targets`` (the mission draft's cards, the dice, the planet row)."""
        if not self.args.targets:
            return []
        from importlib import import_module

        try:
            hooks = import_module(f"game.ui.{self.args.game}.coach_targets").HOOKS
        except (ImportError, AttributeError):
            return []
        spots = []
        for name in self.args.targets:
            try:
                spots += [(name, r) for r in hooks.rects(board, name) if r.w > 0]
            except Exception:  # noqa: BLE001 - a target this moment has not
                continue
        return spots

    def play(self) -> Iterator[float]:
        from game.ui.scene import MessageDialog

        app = self.app
        app.settings.bot_speed = self.args.speed
        yield 1.0
        self.press(app.top, self.args.game)
        yield 0.8
        if isinstance(app.top, MessageDialog):
            self.click(self.buttons(app.top)[0].rect.center, "not now")
            yield 0.8
        for caption in self.args.setup:
            if not self.press(app.top, caption):
                self.problems.append(f"setup: no button {caption!r}")
            yield 0.4
        self.shot("setup")
        self.press(app.top, self.args.play_caption)
        yield 1.5
        if isinstance(app.top, MessageDialog):          # "Replace the unfinished game?": its last button
            self.shot("replace")
            self.click(self.buttons(app.top)[-1].rect.center, "replace")
            yield 1.5
        board = app.top
        ctl = getattr(board, "ctl", None)
        if ctl is None:
            self.problems.append("no board after Play")
            return
        self.shot("start")
        seen: set[str] = set()
        still = 0
        deadline = time.monotonic() + self.args.minutes * 60
        while not ctl.match.is_over() and time.monotonic() < deadline:
            top = app.top
            if top is None or board not in app.stack:
                self.problems.append("the board left the stack")
                return
            if top is not board:
                kind = type(top).__name__
                if kind not in seen:
                    seen.add(kind)
                    self.shot(f"dialog-{kind}")
                choices = self.buttons(top)
                if choices:
                    b = choices[-1] if self.rng.random() < 0.6 else self.rng.choice(choices)
                    self.click(b.rect.center, f"{kind}: {b.caption()}")
                else:
                    self.key("Return")
                yield 0.6
                continue
            if not ctl.human_to_move():
                yield 0.3
                continue
            before = (len(ctl.match.log), board.ctl.turn_key())
            choices = self.buttons(board)
            spots = self.target_spots(board) if still >= 2 else []
            ways = ["button"] * bool(choices) + ["spot"] * bool(spots) + ["key"] * bool(still >= 2 and self.args.keys)
            way = self.rng.choice(ways) if ways else "return"
            if way == "key":
                self.key(self.rng.choice(self.args.keys))       # a key the screen names (1, 2, E…)
            elif way == "spot":
                name, rect = self.rng.choice(spots)
                self.click(rect.center, name)
            elif way == "button":
                b = self.rng.choice(choices)
                self.click(b.rect.center, b.caption())
            else:
                self.key("Return")
            self.moves += 1
            yield 0.5
            if self.moves % self.args.every == 0:
                self.shot(f"move-{self.moves}")
            if (len(ctl.match.log), board.ctl.turn_key()) == before and app.top is board:
                still += 1
                if still == 10:
                    self.problems.append(f"ten presses at move {self.moves} changed nothing")
                    self.shot(f"stuck-{self.moves}")
                if still >= 30:
                    return
            else:
                still = 0
        yield 2.0
        self.shot("end")
        minutes = (time.monotonic() - self.started) / 60
        print(f"{self.args.game}: over={ctl.match.is_over()} moves={self.moves} clicks={self.clicks} keys={self.keys} "
              f"minutes={minutes:.1f}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--setup", nargs="*", default=[], help="captions of setup buttons to press before Play")
    parser.add_argument("--play-caption", default="Play")
    parser.add_argument("--shots", type=Path, default=None)
    parser.add_argument("--every", type=int, default=15, help="a screenshot every this many human moves")
    parser.add_argument("--speed", default="fast", help="bot speed (the settings' words)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=20)
    parser.add_argument("--keys", nargs="*", default=[], help="keys (xdotool names) to try when clicks change nothing")
    parser.add_argument("--targets", nargs="*", default=[], help="the game's coach target names to click when buttons change nothing")
    parser.add_argument("--home", type=Path, default=None, help="the user folder (a scratch one if not given)")
    parser.add_argument("--stay", action="store_true", help="leave the window open at the end")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        print("needs an X display (e.g. Xvfb :47 and DISPLAY=:47)", file=sys.stderr)
        return 2
    os.environ["POCKET_EPICS_HOME"] = str(args.home or tempfile.mkdtemp(prefix="pocket-epics-play-"))
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui import app as appmod

    player: Player | None = None

    def start(app: Any) -> Iterator[float]:
        nonlocal player
        player = Player(app, args)
        return player.play()

    drive_window(start, lambda: not args.stay)
    code = appmod.run()
    problems = player.problems if player is not None else ["the window never opened"]
    for problem in problems:
        print("PROBLEM", problem)
    return code or (1 if problems else 0)


if __name__ == "__main__":
    sys.exit(main())
