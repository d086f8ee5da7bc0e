"""What the scripts that drive the real window under X share (``lessons_in_x.py``,
``play_in_x.py``, ``play_conquest_in_x.py``): ``xdotool``, and the window's own
loop with a script stepped between its frames."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable, Iterator
from typing import Any


def xdotool(*args: object) -> None:
    subprocess.run(["xdotool", *map(str, args)], check=True)


def drive_window(start: Callable[[Any], Iterator[float]], finished: Callable[[], bool]) -> None:
    """Make ``game.ui.app``'s loop also step the script ``start(app)`` returns (each
    ``next`` says how many seconds to wait); the frames are drawn as the window
    draws them.  When the script ends, ``finished()`` says whether to close the window."""
    import pygame

    from game.ui import app as appmod

    def loop(app: Any, get_screen: Any, apply_window: Any) -> None:
        script: Iterator[float] | None = start(app)
        wake = last = time.monotonic()
        while app.running:
            events = appmod.next_events(0.02)
            now = time.monotonic()
            dt, last = min(0.1, now - last), now
            screen = pygame.display.get_surface() or get_screen()
            if app.frame(screen, events, dt, force=False):
                pygame.display.flip()
                if app.first_frame is not None:
                    hook, app.first_frame = app.first_frame, None
                    hook()
            if script is not None and now >= wake:
                try:
                    wake = now + next(script)
                except StopIteration:
                    script = None
                    if finished():
                        app.running = False

    appmod.loop = loop
