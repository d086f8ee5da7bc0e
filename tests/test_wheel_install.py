"""The wheel route (``pip install .``, ``pipx``, distribution packagers): the wheel
holds every runtime file, declares one version and both launchers, and a game
installed from it into a fresh virtual environment passes its selftest.

The install test takes about 40 s (wheel build, venv, dependencies from pip's
configured index or its cache, the selftest); everything else here is instant.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import tomllib

import game
from game import paths
from tests.build_script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent


def _bundle():
    return load_script("bundle")


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _expected_wheel_files() -> set[str]:
    """Every bundled data file, where setup.py puts it in the wheel."""
    names = set()
    for src, dest in _bundle().data_files(ROOT):
        dest = dest.replace("\\", "/")
        folder = dest if dest.startswith("game") else f"game/{paths.INSTALLED_DATA}/{dest}"
        names.add(f"{folder}/{Path(src).name}")
    return names


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the tree: setuptools' build/ folder would keep files
    deleted since the last build, and the checkout stays untouched."""
    source = tmp_path_factory.mktemp("source") / "pocket-epics"
    skip = shutil.ignore_patterns(".*", "build", "dist", "*.egg-info", "__pycache__", "*.pyc", "render-diffs")
    shutil.copytree(ROOT, source, ignore=skip)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
                   check=True, capture_output=True, text=True, timeout=300)
    (built,) = out.glob("pocket_epics-*.whl")
    return built


def test_one_version_is_read_by_pyproject_the_builds_and_the_game():
    project = _pyproject()["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert _pyproject()["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert _bundle().version(ROOT) == game.__version__


def test_metadata_has_a_licence_expression_classifiers_and_both_launchers():
    project = _pyproject()["project"]
    assert isinstance(project["license"], str) and "Bitstream-Vera" in project["license"]
    assert "assets/fonts/DejaVu-LICENSE.txt" in project["license-files"]
    assert not any(c.startswith("License ::") for c in project["classifiers"])   # PEP 639: the expression says it
    assert "Topic :: Games/Entertainment :: Board Games" in project["classifiers"]
    assert project["scripts"] == {"pocket-epics": "game.cli:main"}
    assert project["gui-scripts"] == {"pocket-epics-gui": "game.cli:gui_main"}


def test_dependencies_are_bounded_where_the_code_relies_on_a_private_api():
    deps = {d.split(">")[0].split("<")[0].split("=")[0]: d for d in _pyproject()["project"]["dependencies"]}
    i18n = (ROOT / "game" / "ui" / "i18n.py").read_text(encoding="utf-8")
    if "fluent.runtime.resolver" in i18n:       # its resolver classes are not a public API
        assert "<0.5" in deps["fluent-runtime"]
    for name, spec in deps.items():
        assert "<" in spec, f"{name} has no upper bound"


def test_a_windowed_launch_without_a_console_logs_instead_of_crashing(monkeypatch, tmp_path):
    from game import cli

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert cli.gui_main(["simulate", "--game", "nonexistent", "--players", "2"]) == 1
    assert sys.stdout is None and sys.stderr is None
    assert "nonexistent" in (tmp_path / "PocketEpics.log").read_text(encoding="utf-8")


def test_an_installed_package_finds_its_files_inside_itself(monkeypatch, tmp_path):
    package = tmp_path / "site-packages" / "game"
    (package / paths.INSTALLED_DATA / "assets").mkdir(parents=True)
    monkeypatch.setattr(paths, "__file__", str(package / "paths.py"))
    assert paths.resource("assets", "fonts") == package / "_data" / "assets" / "fonts"
    assert paths.resource("game", "kingdoms", "data") == package / "kingdoms" / "data"


def test_the_source_tree_is_its_own_resource_root():
    assert paths.resource_root() == ROOT
    assert paths.resource("game", "kingdoms", "data").is_dir()


def test_the_wheel_holds_every_runtime_file_the_licences_and_the_launchers(wheel):
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = zf.read(f"{info}/METADATA").decode("utf-8")
        entry_points = configparser.ConfigParser()
        entry_points.read_string(zf.read(f"{info}/entry_points.txt").decode("utf-8"))
    missing = sorted(_expected_wheel_files() - names)
    assert missing == []
    assert f"Version: {game.__version__}" in metadata
    assert "License-Expression: LicenseRef-Proprietary AND Bitstream-Vera" in metadata
    assert f"{info}/licenses/assets/fonts/DejaVu-LICENSE.txt" in names
    assert dict(entry_points["gui_scripts"]) == {"pocket-epics-gui": "game.cli:gui_main"}
    assert dict(entry_points["console_scripts"]) == {"pocket-epics": "game.cli:main"}
    assert not any(n.startswith(("tests/", "build_scripts/", "assets/", "maps/")) for n in names)


def test_a_game_installed_from_the_wheel_passes_its_selftest(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    # this environment's pip installs into the new one (no second pip to set up)
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", str(wheel)],
                   check=True, capture_output=True, text=True, timeout=300)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", POCKET_EPICS_HOME=str(tmp_path / "home"))
    where = subprocess.run([str(python), "-c", "import game.paths as p; print(p.resource_root())"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=True)
    assert Path(where.stdout.strip()).is_relative_to(venv), "the game ran from the source tree, not the wheel"
    result = subprocess.run([str(python), "-m", "game", "selftest"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "selftest: all ok" in result.stdout
