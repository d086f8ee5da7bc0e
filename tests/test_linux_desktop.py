"""The Linux release's desktop integration: what build.py puts beside the program
(desktop entry, AppStream metainfo, hicolor icons, install.sh) and what install.sh
does in a home folder.  ``.ci/run`` validates the real tarball with appstreamcli
and starts the installed program (``build_scripts/linux_desktop.py check``)."""

from __future__ import annotations

import configparser
import os
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame

import game
from tests.build_script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"


linux = load_script("linux_desktop")
APP_ID = linux.APP_ID


def _program_folder(tmp_path: Path) -> Path:
    """A stand-in for dist/PocketEpics with the desktop files added."""
    folder = tmp_path / "PocketEpics"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "base_library.zip").write_bytes(b"x")
    program = folder / "PocketEpics"
    program.write_text("#!/bin/sh\necho started\n", encoding="utf-8")
    program.chmod(0o755)
    linux.add(folder)
    return folder


def _install(folder: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    return subprocess.run(["sh", str(folder / "install.sh"), *args], env=env, capture_output=True, text=True, timeout=60)


def test_the_program_folder_gets_the_desktop_entry_metainfo_icons_and_install_script(tmp_path):
    folder = _program_folder(tmp_path)
    share = folder / "share"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(share / "applications" / f"{APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Icon"] == APP_ID and desktop["Terminal"] == "false"
    assert "Game;" in desktop["Categories"] and desktop["Name[uk]"] and desktop["Comment[ru]"]
    meta = ET.parse(share / "metainfo" / f"{APP_ID}.metainfo.xml").getroot()
    assert meta.findtext("id") == APP_ID
    assert meta.find("launchable").text == f"{APP_ID}.desktop"
    assert meta.find("releases/release").get("version") == game.__version__       # the one version
    assert meta.find("content_rating") is not None
    for size in linux.ICON_SIZES:
        icon = pygame.image.load(str(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert icon.get_size() == (size, size)
    assert min(linux.ICON_SIZES) == 16 and max(linux.ICON_SIZES) == 512
    assert os.access(folder / "install.sh", os.X_OK)
    sizes = next(line for line in (folder / "install.sh").read_text().splitlines() if line.startswith("SIZES="))
    assert sizes == 'SIZES="' + " ".join(map(str, linux.ICON_SIZES)) + '"'


def test_install_sh_installs_into_local_and_uninstalls_keeping_the_saves(tmp_path):
    folder = _program_folder(tmp_path)
    home = tmp_path / "home"
    result = _install(folder, home)
    assert result.returncode == 0, result.stderr
    local = home / ".local"
    program = local / "lib" / "pocket-epics" / "PocketEpics"
    assert subprocess.run([str(local / "bin" / "pocket-epics")], capture_output=True, text=True).stdout == "started\n"
    entry = (local / "share" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{program}"' in entry.splitlines()
    assert (local / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    saves = local / "share" / "PocketEpics" / "saves"
    saves.mkdir(parents=True)
    (saves / "game.json").write_text("{}", encoding="utf-8")

    assert _install(folder, home).returncode == 0                   # installing again updates in place
    result = _install(folder, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    assert left == [".local/share/PocketEpics/saves/game.json"]
    assert str(saves.parent) in result.stdout

    _install(folder, home)
    assert _install(folder, home, "--uninstall", "--purge").returncode == 0
    assert [p for p in home.rglob("*") if p.is_file()] == []


def test_uninstall_leaves_a_folder_it_did_not_make(tmp_path):
    folder = _program_folder(tmp_path)
    home = tmp_path / "home"
    mine = home / ".local" / "lib" / "pocket-epics" / "notes.txt"
    mine.parent.mkdir(parents=True)
    mine.write_text("mine", encoding="utf-8")
    result = _install(folder, home, "--uninstall")
    assert result.returncode == 0 and mine.is_file() and "left alone" in result.stderr


def test_the_linux_build_adds_the_desktop_files_before_the_tarball():
    text = (SCRIPTS / "build.py").read_text(encoding="utf-8")
    assert text.index("linux_desktop.add(folder())") < text.index("archive = make_archive()")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "build_scripts/linux_desktop.py check" in ci


def test_the_metainfo_licence_is_the_wheels():
    import tomllib

    meta = ET.fromstring(linux.metainfo("1.2.3", "2026-01-01"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert meta.findtext("project_license").lower() == project["license"].lower()
    assert meta.find("releases/release").attrib == {"version": "1.2.3", "date": "2026-01-01"}
