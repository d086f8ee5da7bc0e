"""Per-user settings, saved as JSON in the user folder (atomic write)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.core.saves import atomic_write_text
from game.paths import user_dir

ANIM_SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 0.35, "fast": 0.15}
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
    volume: int = 60               # sound effects, 0-100
    mute: bool = False
    last_save: str | None = None
    # Per-game preferences under the game's id (declared with their defaults
    # by the game's window: ``GameWindow.preferences``).
    games: dict[str, dict[str, Any]] = field(default_factory=dict)

    def game_pref(self, game: str, name: str) -> Any:
        """A game's preference, or the default its window declares."""
        mine = self.games.get(game) or {}
        if name in mine:
            return mine[name]
        from game.registry import get_entry

        window = get_entry(game).load_window()
        return (window.preferences if window is not None else {}).get(name)

    def set_game_pref(self, game: str, name: str, value: Any) -> None:
        self.games.setdefault(game, {})[name] = value

    @property
    def anim_seconds(self) -> float:
        return ANIM_SPEEDS.get(self.anim_speed, 0.35)

    @property
    def bot_delay(self) -> float:
        return BOT_SPEEDS.get(self.bot_speed, 0.7)

    def sanitise(self) -> None:
        from game.ui.i18n import LANGS

        if self.language not in LANGS:
            self.language = "en"
        if self.anim_speed not in ANIM_SPEEDS:
            self.anim_speed = "normal"
        if self.bot_speed not in BOT_SPEEDS:
            self.bot_speed = "normal"
        try:
            w, h = int(self.window[0]), int(self.window[1])
        except (TypeError, ValueError, IndexError):
            w, h = 1280, 800
        self.window = [max(800, min(w, 7680)), max(500, min(h, 4320))]
        self.fullscreen = bool(self.fullscreen)
        self.colorblind = bool(self.colorblind)
        try:
            self.volume = max(0, min(100, int(self.volume)))
        except (TypeError, ValueError):
            self.volume = 60
        self.mute = bool(self.mute)
        if not isinstance(self.games, dict):
            self.games = {}
        self.games = {str(g): dict(p) for g, p in self.games.items() if isinstance(p, dict)}


def settings_path() -> Path:
    return user_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Saved settings, or defaults if the file is missing or unreadable."""
    path = path or settings_path()
    settings = Settings()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return settings
    if isinstance(data, dict):
        for key in asdict(settings):
            if key in data:
                setattr(settings, key, data[key])
        if isinstance(settings.games, dict):
            _adopt_old_game_keys(settings, data)
    settings.sanitise()
    return settings


def _adopt_old_game_keys(settings: Settings, data: dict[str, Any]) -> None:
    """Settings files written before per-game preferences held them as
    top-level ``<game>_<name>`` keys; carry them over once."""
    from game.registry import GAMES

    for key, value in data.items():
        game, _, name = key.partition("_")
        if game in GAMES and name and isinstance(settings.games.get(game, {}), dict):
            settings.games.setdefault(game, {}).setdefault(name, value)


def save_settings(settings: Settings, path: Path | None = None) -> None:
    atomic_write_text(path or settings_path(), json.dumps(asdict(settings), indent=1))
