"""Each game's setup screen starts from that game's last setup (issue 30).

What a setup screen was started with is kept in the settings' per-game
preferences, one plain value per entry (``setup.players``, ``setup.seats``
"human,normal,hard", ``setup.colours``, ``setup.first`` and a game's own, e.g.
Kingdoms' ``setup.exploration``), so the settings file's checks apply to each
(``game.ui.settings._games``).  Reading them back, each entry is checked against
what the screen offers now and a damaged or stale one drops only itself: the
screen keeps its default for that part and the rest is still recalled.  The
seed is never kept (the same seed would deal the same game again).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

PREFIX = "setup."


def remember(app: Any, game: str, values: dict[str, Any]) -> None:
    """Keep ``values`` (plain: flags, numbers, short texts, None) as ``game``'s last setup."""
    if not game or getattr(app, "read_only", False):
        return
    for name, value in values.items():
        app.settings.set_game_pref(game, PREFIX + name, value)
    app.save_settings()             # (a failure is said by the app; the game still starts)


def recalled(app: Any, game: str) -> dict[str, Any]:
    """``game``'s last setup as kept: entry name -> value (unchecked)."""
    prefs = app.settings.games.get(game) if game else None
    if not isinstance(prefs, dict):
        return {}
    return {k[len(PREFIX):]: v for k, v in prefs.items() if isinstance(k, str) and k.startswith(PREFIX)}


def names(value: Any, allowed: Sequence[str], size: int) -> list[str] | None:
    """A comma-separated list of ``size`` names at most, each one of ``allowed``;
    None when the entry is damaged (then the screen keeps its own)."""
    if not isinstance(value, str):
        return None
    parts = value.split(",")
    if not 0 < len(parts) <= size or not all(p in allowed for p in parts):
        return None
    return parts


def number(value: Any, allowed: Sequence[int]) -> int | None:
    return value if type(value) is int and value in allowed else None


def flag(value: Any) -> bool | None:
    return value if type(value) is bool else None


def apply(values: dict[str, Any], name: str, check: Callable[[Any], Any], use: Callable[[Any], None]) -> bool:
    """Use one kept entry if it passes ``check`` (a checker returning None for a
    damaged value); True when it was used."""
    if name not in values:
        return False
    good = check(values[name])
    if good is None:
        from game.core.userlog import log

        log(f"settings: the last setup's {name} = {str(values[name])[:60]!r} is not usable; that part starts afresh")
        return False
    use(good)
    return True
