"""Loading data files (content, maps) with errors that name the file and entry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.files import json_error_text


class ContentError(Exception):
    """Bad content: the message names the file and the entry at fault."""

    def __init__(self, file: str | Path, entry: str | None, message: str) -> None:
        self.file = str(file)
        self.entry = entry
        where = f"{Path(self.file).name}" + (f" [{entry}]" if entry else "")
        super().__init__(f"{where}: {message}")


def load_json(path: str | Path) -> Any:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(path, None, "file is missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(path, None, f"cannot be read ({exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(path, None, f"invalid JSON: {json_error_text(exc)}") from None


def require(cond: bool, file: str | Path, entry: str | None, message: str) -> None:
    if not cond:
        raise ContentError(file, entry, message)


def field(obj: Any, key: str, kind: type | tuple[type, ...], file: str | Path, entry: str) -> Any:
    """obj[key], checked to be of ``kind`` (bool is never accepted as int)."""
    require(isinstance(obj, dict), file, entry, "must be an object")
    require(key in obj, file, entry, f"missing field {key!r}")
    value = obj[key]
    ok = isinstance(value, kind) and not (isinstance(value, bool) and kind in (int, (int,)))
    require(ok, file, entry, f"field {key!r} must be {getattr(kind, '__name__', kind)}, got {type(value).__name__}")
    return value
