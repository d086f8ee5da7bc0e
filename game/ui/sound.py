"""Short sound effects, synthesised in code: nothing downloaded, nothing recorded.

Five effects (``dice``, ``meeple``, ``war``, ``capture``, ``turn``) are built
from sine tones, decays and seeded noise the first time they are needed, at
the mixer's own rate.  Sound is best effort: no audio device, SDL's dummy or
disk audio driver, a headless app (tests, screenshots) or a mixer error all
mean silence, never a crash.  The audio library's complaints while looking
for a device (ALSA prints them to stderr) are kept off the console.

A game's board names which of its events sound (``BoardChrome.sounds``); the
volume and mute come from the settings.
"""

from __future__ import annotations

import math
import os
import random
import sys
import threading
from array import array
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

NAMES = ("dice", "meeple", "war", "capture", "turn")
# When one move makes several sounds, only the most telling one plays.
PRIORITY = {"capture": 5, "war": 4, "dice": 3, "meeple": 2, "turn": 1}
SILENT_DRIVERS = ("dummy", "disk")

_state: dict[str, object] = {"ready": None}     # None = not tried yet, False = no sound
_cache: dict[str, pygame.mixer.Sound] = {}
_pcm: dict[str, bytes] = {}                    # samples made ahead by _prepare


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries print to stderr (ALSA's "cannot find card") to nowhere."""
    fd = 2                  # C libraries write to the process's stderr, whatever sys.stderr is
    try:
        sys.stderr.flush()
        saved = os.dup(fd)
    except (AttributeError, ValueError, OSError):
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


def wanted() -> bool:
    """Sound at all: not under SDL's dummy/disk audio (tests, CI, screenshots)."""
    return os.environ.get("SDL_AUDIODRIVER", "").lower() not in SILENT_DRIVERS


def ready() -> bool:
    """Open the mixer once (quietly); False if there is no sound to be had."""
    if _state["ready"] is None:
        _state["ready"] = False
        if wanted():
            try:
                with quiet_stderr():
                    if not pygame.mixer.get_init():
                        pygame.mixer.init(22050, -16, 1, 512)
                _state["ready"] = bool(pygame.mixer.get_init())
            except (pygame.error, OSError, NotImplementedError):
                _state["ready"] = False
            if _state["ready"]:
                threading.Thread(target=_prepare, args=pygame.mixer.get_init(), daemon=True, name="sounds").start()
    return bool(_state["ready"])


def _prepare(rate: int, _size: int, channels: int) -> None:
    """Synthesise every effect in the background (about half a second of work),
    so the first war or conquest does not stall a frame."""
    for name in NAMES:
        if name not in _pcm:
            _pcm[name] = pcm(SYNTHS[name](rate), channels)


def play(name: str, volume: int, muted: bool) -> bool:
    """Play effect ``name`` at ``volume`` (0-100); True if it was started."""
    if muted or volume <= 0 or name not in NAMES or not ready():
        return False
    try:
        snd = _cache.get(name)
        if snd is None:
            mixer = pygame.mixer.get_init()
            if mixer is None:                   # (ready() said it was: it went away since)
                return False
            rate, _size, channels = mixer
            data = _pcm.get(name) or pcm(SYNTHS[name](rate), channels)
            snd = _cache[name] = pygame.mixer.Sound(buffer=data)
        snd.set_volume(max(0.0, min(1.0, volume / 100)))
        snd.play()
        return True
    except (pygame.error, OSError, ValueError):
        return False


def loudest(names: list[str]) -> str | None:
    """The one effect to play for a move that makes ``names``."""
    return max(names, key=lambda n: PRIORITY.get(n, 0)) if names else None


# --- synthesis -----------------------------------------------------------------------
def pcm(samples: list[float], channels: int = 1) -> bytes:
    """Floats in -1..1 as signed 16-bit samples, repeated for each channel."""
    out = array("h")
    for v in samples:
        s = int(max(-1.0, min(1.0, v)) * 32000)
        out.extend([s] * channels)
    return out.tobytes()


def _tone(rate: int, seconds: float, freq: float | Callable[[float], float], decay: float, amp: float = 0.5,
          attack: float = 0.004) -> list[float]:
    n = int(rate * seconds)
    out, phase = [], 0.0
    for i in range(n):
        t = i / rate
        f = freq(t) if callable(freq) else freq
        phase += 2 * math.pi * f / rate
        env = min(1.0, t / attack) * math.exp(-t * decay)
        out.append(amp * env * (math.sin(phase) + 0.25 * math.sin(2 * phase)))
    return out


def _noise(rate: int, seconds: float, decay: float, amp: float, seed: int, smooth: float = 0.5) -> list[float]:
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(rate * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(amp * last * math.exp(-i / rate * decay))
    return out


def _mix(rate: int, parts: list[tuple[float, list[float]]], seconds: float) -> list[float]:
    """Lay each part in at its start time (seconds)."""
    out = [0.0] * int(rate * seconds)
    for start, part in parts:
        k = int(start * rate)
        for i, v in enumerate(part):
            if k + i < len(out):
                out[k + i] += v
    return out


def dice(rate: int) -> list[float]:
    """Dice on a table: a few short wooden clicks with a little rattle."""
    clicks = [(0.0, 1.0), (0.055, 0.7), (0.1, 0.8), (0.17, 0.5), (0.215, 0.35)]
    parts = []
    for i, (at, amp) in enumerate(clicks):
        click = _noise(rate, 0.03, 160, 0.55 * amp, seed=11 + i, smooth=0.2)
        knock = _tone(rate, 0.04, 900 + 230 * i, 90, 0.25 * amp, attack=0.001)
        parts += [(at, click), (at, knock)]
    return _mix(rate, parts, 0.3)


def meeple(rate: int) -> list[float]:
    """A wooden piece set down: a low knock with a short tail."""
    knock = _tone(rate, 0.16, lambda t: 240 - 500 * t, 30, 0.6, attack=0.002)
    tap = _noise(rate, 0.02, 200, 0.3, seed=5, smooth=0.3)
    return _mix(rate, [(0.0, knock), (0.0, tap)], 0.18)


def war(rate: int) -> list[float]:
    """Two drum hits under a low horn fifth."""
    drum1 = _tone(rate, 0.35, lambda t: 90 - 40 * t, 9, 0.7, attack=0.002)
    drum2 = _tone(rate, 0.35, lambda t: 80 - 40 * t, 9, 0.6, attack=0.002)
    hit = _noise(rate, 0.06, 60, 0.25, seed=9, smooth=0.6)
    horn = [a + b for a, b in zip(_tone(rate, 0.45, 147, 4, 0.18, attack=0.05), _tone(rate, 0.45, 220, 4, 0.14, attack=0.05), strict=True)]
    return _mix(rate, [(0.0, drum1), (0.0, hit), (0.16, drum2), (0.12, horn)], 0.62)


def capture(rate: int) -> list[float]:
    """A short rising fanfare: three notes of a major chord, then the octave."""
    notes = [(0.0, 392.0), (0.09, 494.0), (0.18, 587.0), (0.27, 784.0)]
    parts = [(at, _tone(rate, 0.3 if i < 3 else 0.4, f, 7 if i < 3 else 5, 0.3)) for i, (at, f) in enumerate(notes)]
    return _mix(rate, parts, 0.7)


def turn(rate: int) -> list[float]:
    """A soft two-note bell: your turn."""
    return _mix(rate, [(0.0, _tone(rate, 0.35, 659.0, 9, 0.22)), (0.11, _tone(rate, 0.4, 880.0, 8, 0.2))], 0.52)


SYNTHS: dict[str, Callable[[int], list[float]]] = {"dice": dice, "meeple": meeple, "war": war, "capture": capture, "turn": turn}
