"""Per-user settings, saved as JSON in the user folder (atomic write)."""

from __future__ import annotations

import errno
import json
import math
import os
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.core.files import read_bounded
from game.core.saves import atomic_write_text
from game.paths import user_dir

ANIM_SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 0.35, "fast": 0.15}
AUTO_PASS = ("helpful", "always", "ask")     # optional windows: ask only when it can help, always pass, always ask
BOT_SPEEDS = {"slow": 1.4, "normal": 0.7, "fast": 0.25, "instant": 0.0}
VOLUMES = (25, 50, 75, 100)
WINDOW_SIZES = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1200))


@dataclass
class Settings:
    language: str = "en"
    anim_speed: str = "normal"
    bot_speed: str = "normal"
    window: list[int] = field(default_factory=lambda: [1280, 800])
    fullscreen: bool = False
    colorblind: bool = False
    volume: int = 50               # sound effects, 0-100 (the chips offer 25-100)
    mute: bool = False
    last_save: str | None = None
    # Per-game preferences under the game's id (declared with their defaults
    # by the game's window: ``GameWindow.preferences``).
    games: dict[str, dict[str, Any]] = field(default_factory=dict)

    def game_pref(self, game: str, name: str) -> Any:
        """A game's preference, or the default its window declares (also when the
        saved value is not of the default's type: ``"no"`` is not a flag)."""
        from game.registry import get_entry

        window = get_entry(game).load_window()
        default = (window.preferences if window is not None else {}).get(name)
        mine = self.games.get(game) or {}
        if name in mine and (default is None or type(mine[name]) is type(default)):
            return mine[name]
        return default

    def set_game_pref(self, game: str, name: str, value: Any) -> None:
        self.games.setdefault(game, {})[name] = value

    @property
    def anim_seconds(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 0.35)

    @property
    def bot_delay(self) -> float:
        return BOT_SPEEDS.get(self.bot_speed, 0.7)

    def sanitise(self) -> list[str]:
        """Put every unusable value back to its default; returns what was reset."""
        problems = []
        defaults = Settings()
        for key, check in _CHECKS.items():
            value = getattr(self, key)
            fixed = check(value)
            if fixed is _BAD:
                problems.append(f"settings: {key} = {_short(value)} is not usable; using {getattr(defaults, key)!r}")
                fixed = getattr(defaults, key)
            setattr(self, key, fixed)
        return problems


_BAD = object()
MAX_SETTINGS_BYTES = 64_000


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _one_of(choices: Collection[str]) -> Callable[[object], object]:
    def check(value: object) -> object:
        return value if isinstance(value, str) and value in choices else _BAD
    return check


def _flag(value: object) -> object:
    return value if type(value) is bool else _BAD        # "no", 1, "false" are not flags


def _window(value: object) -> object:
    if not isinstance(value, list | tuple) or len(value) != 2:
        return _BAD
    size = []
    for v, (lo, hi) in zip(value, ((MIN_WINDOW[0], 7680), (MIN_WINDOW[1], 4320)), strict=True):
        if type(v) not in (int, float) or not math.isfinite(v):
            return _BAD
        size.append(int(max(lo, min(v, hi))))
    return size


def _language(value: object) -> object:
    from game.ui.i18n import LANGS

    return _one_of(LANGS)(value)


MAX_GAMES = 32                  # games with preferences kept from the file
MAX_PREFS = 32                  # preferences kept per game


def _pref_value(value: object) -> bool:
    """A preference is one plain value (a flag, a number, a short name): nothing
    nested, so writing the settings back can never recurse without end."""
    if value is None or type(value) in (bool, int):
        return type(value) is not int or abs(value) < 2**53
    if type(value) is float:
        return math.isfinite(value)
    return isinstance(value, str) and len(value) <= 255


def _games(value: object) -> object:
    """The per-game table, each unusable entry dropped on its own (one log line
    each): one damaged game must not take every other game's preferences with it."""
    if not isinstance(value, dict):
        return _BAD
    from game.core.userlog import log

    kept: dict[str, dict[str, Any]] = {}
    for game, prefs in list(value.items())[:MAX_GAMES]:
        if not isinstance(game, str) or len(game) > 64 or not isinstance(prefs, dict):
            log(f"settings: games.{_short(game)} = {_short(prefs)} is not usable; that game's preferences are dropped")
            continue
        kept[game] = {}
        for k, v in list(prefs.items())[:MAX_PREFS]:
            if isinstance(k, str) and len(k) <= 64 and _pref_value(v):
                kept[game][k] = v
            else:
                log(f"settings: games.{game}.{_short(k)} = {_short(v)} is not usable; that preference is dropped")
    return kept


def _volume(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return _BAD                     # (a flag is no number here)
    return int(max(0, min(100, value)))


def _optional_name(value: object) -> object:
    return value if value is None or (isinstance(value, str) and len(value) <= 255) else _BAD


MIN_WINDOW = (800, 500)     # below this the boards cannot lay out; the window refuses to shrink further
DESKTOP_MARGIN = (0, 80)    # the room a title bar and a task bar take from the desktop


def desktop_room() -> tuple[int, int] | None:
    """The largest window the display shows whole (None when unknown: no display yet)."""
    import pygame

    try:
        if not pygame.display.get_init() or pygame.display.get_driver() in ("dummy", "offscreen"):
            return None                 # no real display (tests, screenshots): every size
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        sizes = []
    if not sizes or min(sizes[0]) <= 0:
        return None
    w, h = sizes[0]
    return max(MIN_WINDOW[0], w - DESKTOP_MARGIN[0]), max(MIN_WINDOW[1], h - DESKTOP_MARGIN[1])


def sizes_that_fit(room: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes Settings offers: those the display shows whole (always the smallest)."""
    if room is None:
        return list(WINDOW_SIZES)
    return [WINDOW_SIZES[0]] + [s for s in WINDOW_SIZES[1:] if s[0] <= room[0] and s[1] <= room[1]]


def window_that_fits(window: list[int], room: tuple[int, int] | None) -> list[int]:
    """``window`` shrunk to the display (a window opened off-screen hides its
    buttons from the mouse); never below ``MIN_WINDOW``."""
    if room is None:
        return list(window)
    return [max(MIN_WINDOW[0], min(window[0], room[0])), max(MIN_WINDOW[1], min(window[1], room[1]))]
_CHECKS = {
    "language": _language,
    "anim_speed": _one_of(ANIM_SPEEDS),
    "bot_speed": _one_of(BOT_SPEEDS),
    "window": _window,
    "fullscreen": _flag,
    "colorblind": _flag,
    "volume": _volume,
    "mute": _flag,
    "last_save": _optional_name,
    "games": _games,
}


def settings_path() -> Path:
    return user_dir() / "settings.json"


def load_settings(path: Path | None = None, repair: bool = True) -> Settings:
    """Saved settings; any unusable value falls back to its default (one log line each).

    A file that cannot be read as settings at all is renamed aside
    (``settings.json.bad``) and replaced with the defaults, so the game always
    starts (not with ``repair=False``: a read-only copy writes nothing).
    """
    from game.core.userlog import log

    settings = Settings()
    try:
        path = path or settings_path()
    except OSError as exc:          # the user folder cannot be created: play with defaults
        log(f"settings: the user folder is not usable ({exc.strerror or exc}); using the defaults")
        return settings
    try:
        raw = read_bounded(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return settings
    except OSError as exc:
        _set_aside(path, repair, f"cannot be read ({exc.strerror or exc})", settings)
        return settings
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as exc:          # includes bad UTF-8 and bad JSON
        _set_aside(path, repair, f"is not valid JSON ({type(exc).__name__})", settings)
        return settings
    if not isinstance(data, dict):
        _set_aside(path, repair, "does not hold a settings object", settings)
        return settings
    for key in asdict(settings):
        if key in data:
            setattr(settings, key, data[key])
    for problem in settings.sanitise():
        log(problem)
    _adopt_old_game_keys(settings, data)
    return settings


def _adopt_old_game_keys(settings: Settings, data: dict[str, Any]) -> None:
    """Settings files written before per-game preferences held them as
    top-level ``<game>_<name>`` keys; carry them over once."""
    from game.registry import GAMES

    for key, value in data.items():
        game, _, name = key.partition("_")
        if game in GAMES and name and len(name) <= 64 and _pref_value(value) and isinstance(settings.games.get(game, {}), dict):
            settings.games.setdefault(game, {}).setdefault(name, value)


def _set_aside(path: Path, repair: bool, why: str, defaults: Settings) -> None:
    """Move an unreadable settings file out of the way and write the defaults."""
    from game.core.userlog import log

    if not repair:
        log(f"settings: {path} {why}; using the defaults (read-only: the file is left as it is)")
        return

    aside = path.with_name(path.name + ".bad")
    try:
        os.replace(path, aside)
        log(f"settings: {path} {why}; moved to {aside.name} and replaced with the defaults")
        save_settings(defaults, path)
    except OSError as exc:
        log(f"settings: {path} {why}; could not be replaced ({exc.strerror or exc}); using the defaults")


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically.  Raises ``OSError`` for every failure (a
    value that cannot be written as JSON included), so callers report it plainly."""
    try:
        text = json.dumps(asdict(settings), indent=1)
    except (ValueError, TypeError, RecursionError) as exc:
        raise OSError(errno.EINVAL, f"the settings cannot be written ({type(exc).__name__})") from None
    atomic_write_text(path or settings_path(), text)
