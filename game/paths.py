"""Where bundled files and per-user files live, in source and frozen runs.

Bundled, read-only files (``assets/``, ``maps/``, each package's ``data/``) keep
the same relative paths in the source tree and in the PyInstaller bundle, so
``resource("assets", "fonts", name)`` works in both; ``Path(__file__).parent``
inside a ``game`` package works too.  An installed wheel (``pip install``,
``pipx``) carries ``assets/`` and ``maps/`` inside the package, in
``game/_data/`` (``setup.py`` puts them there), and each package's files next
to its modules, so ``resource("game", ...)`` is found beside the package.

Anything the program writes (saves, settings, logs) goes under ``user_dir()``,
never next to the program: a frozen bundle may be read-only (Program Files, a
signed macOS ``.app``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "PocketEpics"


def is_frozen() -> bool:
    """True when running from a PyInstaller build rather than from source."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


INSTALLED_DATA = "_data"            # inside the installed package: assets/ and maps/ (see setup.py)


def resource_root() -> Path:
    """The folder holding assets/ and maps/ (the bundle when frozen, the package's
    ``_data/`` when installed from a wheel, else the source tree)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    package = Path(__file__).resolve().parent
    installed = package / INSTALLED_DATA
    return installed if installed.is_dir() else package.parent


def resource(*parts: str) -> Path:
    """A bundled file or folder, e.g. ``resource("maps", "kingdoms")``; a path
    starting with ``game`` names a file inside the package, found beside it."""
    if parts[:1] == ("game",) and not getattr(sys, "_MEIPASS", None):
        return Path(__file__).resolve().parent.parent.joinpath(*parts)
    return resource_root().joinpath(*parts)


def user_dir(create: bool = True) -> Path:
    """Per-user data folder for saves and settings (POCKET_EPICS_HOME overrides).

    On Windows ``%LOCALAPPDATA%\\PocketEpics`` (not roaming: saves stay on the
    machine), checked under wine by ``build_scripts/windows_player_check.py``;
    ``~/.local/share/PocketEpics`` on Linux, ``~/Library/Application Support/
    PocketEpics`` on macOS.  Created on first use; ``create=False`` only names it
    (raises nothing).
    """
    override = os.environ.get("POCKET_EPICS_HOME")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir(APP_NAME, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir(create: bool = True) -> Path:
    """Where saved games go (inside the per-user data folder)."""
    path = user_dir(create) / "saves"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path
