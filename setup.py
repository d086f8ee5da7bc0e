"""Adds the game's data files to the wheel; the metadata is in pyproject.toml.

A wheel holds packages, so the top-level ``assets/`` and ``maps/`` folders go
inside the package as ``game/_data/assets/`` and ``game/_data/maps/``
(``game.paths.resource_root`` looks there when it is installed), and the
non-code files inside ``game/`` (each game's ``data/``) stay next to their
modules.  The list is ``build_scripts/bundle.py``'s, the one the frozen builds
use, so new content reaches every kind of install without touching this file.
An editable install (``pip install -e .``) reads the source tree and copies nothing.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "build_scripts"))
import bundle  # noqa: E402

INSTALLED_DATA = "game/_data"      # where assets/ and maps/ go inside the installed package


def wheel_path(dest: str) -> str:
    """Where a bundled file's folder goes inside the wheel (``bundle.data_files`` gives ``dest``)."""
    dest = dest.replace("\\", "/")
    return dest if dest == "game" or dest.startswith("game/") else f"{INSTALLED_DATA}/{dest}"


class BuildPyWithData(build_py):
    """``build_py`` that also copies every bundled data file into the build folder."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        shutil.rmtree(Path(self.build_lib) / INSTALLED_DATA, ignore_errors=True)   # nothing left from an older build
        for src, dest in bundle.data_files(ROOT):
            target = Path(self.build_lib) / wheel_path(dest)
            self.mkpath(str(target))
            self.copy_file(src, str(target / Path(src).name))


setup(cmdclass={"build_py": BuildPyWithData})
