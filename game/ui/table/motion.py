"""Animation timing for every scene: one clock, animations and timers advanced
once per frame, and the picture marked out of date whenever one ends.

The window draws only when something changed (``App.frame(force=False)``).
An animation that ran at 60 pictures a second and then simply stopped asking
for pictures left its last in-between picture on screen (dice frozen
mid-tumble on the wrong faces until the mouse moved).  So here:

- ``Clock`` is read once at the start of each frame (``App.frame``); every
  scene reads ``app.now`` while it updates and draws, so a picture is a
  function of the state and that one time.  Tests and still screenshots give
  it a ``StepClock`` that moves only when told.
- ``Motions`` holds a scene's animations and timers by key.  ``start`` them
  where the state changes (in ``update`` or an event handler), read
  ``running`` / ``progress`` / ``data`` in ``draw``.  ``App.frame`` advances
  every scene's motions each frame; one that ended (or was started or
  stopped) marks the picture dirty, so its final picture is always drawn.
  ``rate`` (pictures a second while running; 0 for a plain timer such as a
  banner's time on screen) feeds ``Scene.frame_rate``, and ``next_end`` tells
  the window loop when to wake for the next end.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from typing import Any

FULL_RATE = 60.0        # pictures a second for something that moves


class Clock:
    """The window's one clock: ``now`` is read from ``source`` by ``tick`` (once a
    frame) and never goes back, so everything in one picture sees one time."""

    def __init__(self, source: Callable[[], float] = time.monotonic) -> None:
        self.source = source
        self.now = source()

    def tick(self) -> float:
        self.now = max(self.now, self.source())
        return self.now

    def peek(self) -> float:
        """The source's time without moving ``now`` (for how long the loop may sleep)."""
        return max(self.now, self.source())


class StepClock(Clock):
    """A clock that moves only when told: deterministic tests and screenshots."""

    def __init__(self, start: float = 1000.0) -> None:
        self.time = start
        super().__init__(lambda: self.time)

    def advance(self, seconds: float) -> None:
        self.time += max(0.0, seconds)


@dataclass
class Animation:
    """One animation or timer: from ``start`` for ``seconds``, drawn at ``rate``."""

    start: float
    seconds: float
    rate: float = FULL_RATE
    data: Any = None

    @property
    def end(self) -> float:
        return self.start + self.seconds

    def progress(self, now: float) -> float:
        """0 at the start .. 1 at the end."""
        if self.seconds <= 0:
            return 1.0
        return min(1.0, max(0.0, (now - self.start) / self.seconds))

    def running(self, now: float) -> bool:
        return now < self.end


class Motions:
    """A scene's animations and timers by key (see the module's docstring)."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._items: dict[Hashable, Animation] = {}
        self._changed = False

    # --- where the state changes -----------------------------------------------------
    def start(self, key: Hashable, seconds: float, rate: float = FULL_RATE, data: Any = None) -> Animation | None:
        """Start (or restart) ``key`` now; nothing when ``seconds`` is not positive
        (animations off): the final picture is then simply drawn at once."""
        if not seconds > 0:
            self.stop(key)
            return None
        anim = Animation(self.clock.now, float(seconds), rate, data)
        self._items[key] = anim
        self._changed = True
        return anim

    def stop(self, key: Hashable) -> None:
        """End ``key`` now (its final picture will be drawn)."""
        if self._items.pop(key, None) is not None:
            self._changed = True

    def clear(self) -> None:
        if self._items:
            self._changed = True
        self._items.clear()

    # --- once a frame ----------------------------------------------------------------
    def advance(self, now: float) -> bool:
        """Drop what has ended by ``now``; True when the picture changed since the
        last call (something started, ended or was stopped)."""
        ended = [k for k, a in self._items.items() if not a.running(now)]
        for k in ended:
            del self._items[k]
        changed, self._changed = self._changed or bool(ended), False
        return changed

    def rate(self, now: float) -> float:
        """Pictures a second the running animations need (0 = only timers, or none)."""
        return max((a.rate for a in self._items.values() if a.running(now)), default=0.0)

    def next_end(self) -> float:
        """When the next animation or timer ends (``math.inf`` when none runs)."""
        return min((a.end for a in self._items.values()), default=math.inf)

    # --- what draw reads -------------------------------------------------------------
    def get(self, key: Hashable) -> Animation | None:
        anim = self._items.get(key)
        return anim if anim is not None and anim.running(self.clock.now) else None

    def running(self, key: Hashable) -> bool:
        return self.get(key) is not None

    def progress(self, key: Hashable) -> float:
        """How far ``key`` has run (1.0 when it is not running: the final picture)."""
        anim = self.get(key)
        return 1.0 if anim is None else anim.progress(self.clock.now)

    def data(self, key: Hashable, default: Any = None) -> Any:
        anim = self.get(key)
        return default if anim is None else anim.data

    def keys(self) -> Iterator[Hashable]:
        """The keys running now."""
        now = self.clock.now
        return iter([k for k, a in self._items.items() if a.running(now)])

    def __bool__(self) -> bool:
        """True while anything runs (an animation or a timer)."""
        now = self.clock.now
        return any(a.running(now) for a in self._items.values())


def ease_out(t: float) -> float:
    """Fast start, gentle landing (cubic), for pieces that move."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
