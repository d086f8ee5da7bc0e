"""Versioned JSON saves, written atomically, read with clear errors.

A save holds the config and the action log; loading replays it, so a save can
never hold a state the rules could not have reached.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core.match import Match
from game.core.protocol import GameConfig, IllegalAction, thaw

SAVE_FORMAT = "pocket-epics-save"
SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be read; the message says why, for the player."""


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write a file so that it is either fully old or fully new, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_data(match: Match, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.config.game,
        "config": match.config.to_json(),
        "actions": [[seat, thaw(action)] for seat, action in match.log],
        "meta": dict(meta or {}, saved_at=time.strftime("%Y-%m-%dT%H:%M:%S")),
    }


def save_match(match: Match, path: str | os.PathLike[str], meta: dict[str, Any] | None = None) -> None:
    atomic_write_text(path, json.dumps(save_data(match, meta), ensure_ascii=False, indent=1))


def parse_save(text: str, source: str = "save") -> dict[str, Any]:
    """Check a save's envelope; returns the data or raises SaveError."""
    if not text.strip():
        raise SaveError(f"{source}: the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{source}: the file is corrupt or truncated ({exc.msg} at line {exc.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{source}: not a Pocket Epics save")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"{source}: the save has no valid version number")
    if version > SAVE_VERSION:
        raise SaveError(
            f"{source}: made by a newer version of Pocket Epics (save format {version}, "
            f"this program reads up to {SAVE_VERSION}); please update the game"
        )
    if not isinstance(data.get("config"), dict) or not isinstance(data.get("actions"), list):
        raise SaveError(f"{source}: the save is missing its game settings or moves")
    return data


def match_from_data(data: dict[str, Any], source: str = "save") -> Match:
    from game.registry import get_rules

    try:
        config = GameConfig.from_json(data["config"])
        get_rules(config.game)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"{source}: bad game settings ({exc})") from None
    actions = []
    for i, entry in enumerate(data["actions"]):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], int)):
            raise SaveError(f"{source}: move {i + 1} is malformed")
        actions.append((entry[0], entry[1]))
    try:
        return Match.replay(config, actions)
    except IllegalAction as exc:
        raise SaveError(f"{source}: the moves do not replay ({exc})") from None
    except (ValueError, KeyError, TypeError, IndexError) as exc:
        raise SaveError(f"{source}: the save could not be replayed ({exc})") from None


def load_match(path: str | os.PathLike[str]) -> tuple[Match, dict[str, Any]]:
    """Load a save: (match, meta).  Raises SaveError with a player-facing reason."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path.name}: no such save") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc})") from None
    data = parse_save(text, path.name)
    return match_from_data(data, path.name), dict(data.get("meta") or {})
