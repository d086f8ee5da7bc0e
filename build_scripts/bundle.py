"""What goes into the frozen bundle, computed from the source tree.

The spec file and the tests both use these functions, so whatever is added
later under ``assets/``, ``maps/`` or a package's ``data/`` folder is shipped
without touching the build: nothing here lists files by name.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "PocketEpics"
BUNDLE_ID = "org.pocketepics.PocketEpics"

# Top-level folders shipped whole, at the same relative place in the bundle.
DATA_FOLDERS = ("assets", "maps")
# Inside the ``game`` package, every non-code file is shipped (``data/`` folders
# and anything else a package reads next to its modules).
CODE_SUFFIXES = {".py", ".pyc", ".pyo", ".pyi", ".spec"}
SKIP_DIRS = {"__pycache__", ".pytest_cache", ".ruff_cache", ".mypy_cache"}
SKIP_NAMES = {"Thumbs.db", "desktop.ini"}  # and every dot-file

# Imported by name at run time or only on some platforms: name them for PyInstaller.
EXTRA_HIDDEN_IMPORTS = (
    "pytmx",
    "pytmx.pytmx",
    "pytmx.util_pygame",
    "platformdirs",
)
# platformdirs picks its module by platform at import time.
PLATFORMDIRS_MODULE = {"win32": "platformdirs.windows", "darwin": "platformdirs.macos"}
# Installed on developer machines but never used by the game; keeps the bundle small.
EXCLUDES = ("tkinter", "numpy", "pytest", "_pytest", "IPython", "matplotlib", "PIL", "PyInstaller", "setuptools")


# Babel (for Fluent's plural and number rules) carries CLDR data for about 1,100
# locales (35 MB) and pytz (which fluent.runtime imports) every time zone: the
# program needs the data of its own languages (one folder each under
# assets/locales/) and of CLDR's root, and no time zone.
BABEL_DATA = "babel/locale-data/"
PYTZ_DATA = "pytz/zoneinfo/"


def languages(root: Path = ROOT) -> list[str]:
    """The program's languages: the folders of assets/locales/."""
    base = root / "assets" / "locales"
    return sorted(p.name for p in base.iterdir() if p.is_dir()) if base.is_dir() else []


def keep_data(dest: str, langs: list[str]) -> bool:
    """Whether a collected data file (its path in the bundle) is shipped."""
    dest = dest.replace("\\", "/")
    if dest.startswith(PYTZ_DATA):
        return False
    if dest.startswith(BABEL_DATA):
        return Path(dest).stem in ("root", *langs)
    return True


def trim_datas(datas: list[tuple], root: Path = ROOT) -> list[tuple]:
    """PyInstaller's collected data files without the locales and time zones we never use."""
    langs = languages(root)
    return [entry for entry in datas if keep_data(entry[0], langs)]


def _shipped(path: Path, root: Path) -> bool:
    parts = path.relative_to(root).parts
    if any(part in SKIP_DIRS or part.startswith(".") for part in parts[:-1]):
        return False
    return path.is_file() and path.name not in SKIP_NAMES and not path.name.startswith(".")


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, destination folder in the bundle) for every bundled data file.

    One entry per file (not per folder) so the tests can compare the list with
    the tree, and so stray caches or dot-files never get in.
    """
    files: list[Path] = []
    for folder in DATA_FOLDERS:
        base = root / folder
        if base.is_dir():
            files += [p for p in base.rglob("*") if _shipped(p, root)]
    package = root / "game"
    files += [p for p in package.rglob("*") if _shipped(p, root) and p.suffix not in CODE_SUFFIXES]
    return [(str(p), str(p.parent.relative_to(root))) for p in sorted(files)]


def game_modules(root: Path = ROOT) -> list[str]:
    """Every module of the ``game`` package, found on disk (no imports needed).

    ``game.registry`` and the CLI import games and tools by string, which
    PyInstaller's import scan cannot follow, so all of them are named here.
    """
    names = []
    for path in sorted((root / "game").rglob("*.py")):
        rel = path.relative_to(root)
        if any(part in SKIP_DIRS for part in rel.parts):
            continue
        parts = list(rel.with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        if parts[-1] == "__main__":
            continue
        names.append(".".join(parts))
    return names


def hidden_imports(root: Path = ROOT, platform: str | None = None) -> list[str]:
    platform = platform or sys.platform
    dirs = PLATFORMDIRS_MODULE.get(platform, "platformdirs.unix")
    return game_modules(root) + list(EXTRA_HIDDEN_IMPORTS) + [dirs]


def version(root: Path = ROOT) -> str:
    """The version from ``game/__init__.py``, read without importing the game."""
    text = (root / "game" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*["\']([^"\']+)["\']', text, re.MULTILINE)
    return match.group(1) if match else "0.0.0"


def icon_file(root: Path = ROOT, platform: str | None = None) -> str | None:
    """The icon format each platform's executable takes (Linux has none)."""
    platform = platform or sys.platform
    icons = root / "assets" / "icon"
    if platform.startswith("win"):
        path = icons / "pocket_epics.ico"
    elif platform == "darwin":
        path = icons / "pocket_epics.icns"
    else:
        return None
    return str(path) if path.is_file() else None
