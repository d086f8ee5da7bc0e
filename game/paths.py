"""Where bundled files and per-user files live, in source and frozen runs."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "PocketEpics"


def resource_root() -> Path:
    """The folder holding assets/ and maps/ (the bundle when frozen)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def user_dir() -> Path:
    """Per-user data folder for saves and settings (POCKET_EPICS_HOME overrides)."""
    override = os.environ.get("POCKET_EPICS_HOME")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
