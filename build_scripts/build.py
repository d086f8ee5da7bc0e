"""Build the standalone program for this platform: ``python build_scripts/build.py``.

Output in ``dist/``: the one-folder build ``PocketEpics/`` (plus ``PocketEpics.app``
and a ``.dmg`` holding it on macOS) and an archive to publish: ``.zip`` on Windows and macOS (made with
``ditto`` on macOS so the executable bit and the bundle survive), ``.tar.gz`` on
Linux, whose folder also holds ``install.sh`` and the desktop files
(``linux_desktop.py``).  ``--check`` then runs the frozen ``PocketEpics --selftest`` headless and
exits non-zero if it fails, if its report is missing, or if it wrote anything
into the bundle.
"""

from __future__ import annotations

import argparse
import ast
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle  # noqa: E402

ROOT = bundle.ROOT
SPEC = ROOT / "build_scripts" / "pocket_epics.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
NAME = bundle.APP_NAME


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def folder() -> Path:
    return DIST / NAME


def app_bundle() -> Path:
    return DIST / f"{NAME}.app"


def executable() -> Path:
    if sys.platform == "darwin":
        return app_bundle() / "Contents" / "MacOS" / NAME
    return folder() / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def archive_path() -> Path:
    suffix = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    return DIST / f"{NAME}-{bundle.version()}-{platform_tag()}{suffix}"


def dmg_path() -> Path:
    return DIST / f"{NAME}-{bundle.version()}-{platform_tag()}.dmg"


def make_dmg() -> Path:
    """macOS: a disk image holding the .app beside a link to /Applications (drag to install)."""
    target = dmg_path()
    with tempfile.TemporaryDirectory(prefix="pocket-epics-dmg-") as tmp:
        stage = Path(tmp) / "Pocket Epics"
        stage.mkdir()
        subprocess.run(["ditto", str(app_bundle()), str(stage / app_bundle().name)], check=True)
        (stage / "Applications").symlink_to("/Applications")
        subprocess.run(["hdiutil", "create", "-volname", "Pocket Epics", "-srcfolder", str(stage),
                        "-ov", "-format", "UDZO", str(target)], check=True)
    return target


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    total = 0
    for folder_, _, files in os.walk(path):  # does not follow symlinks (macOS bundles have many)
        total += sum(os.lstat(os.path.join(folder_, f)).st_size for f in files)
    return total


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


def clean() -> None:
    """Remove the last build for this platform.

    Archives for other platforms stay: CI builds the Linux program, then the
    Windows one under wine (build_scripts/windows_on_linux.sh) into the same dist/.
    """
    for path in (WORK, folder(), app_bundle()):
        if path.exists():
            shutil.rmtree(path)
    for old in DIST.glob(f"{NAME}-*-{platform_tag()}.*"):
        old.unlink()


def pyinstaller() -> None:
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC),
    ]
    subprocess.run(cmd, cwd=ROOT, check=True)


def make_archive() -> Path:
    target = archive_path()
    if sys.platform == "darwin":
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app_bundle()), str(target)], check=True)
    else:
        fmt = "gztar" if target.name.endswith(".tar.gz") else "zip"
        base = str(target).removesuffix(".tar.gz").removesuffix(".zip")
        shutil.make_archive(base, fmt, root_dir=DIST, base_dir=NAME)
    return target


def missing_from_build() -> list[str]:
    """Data files and game modules the source tree has but the build lacks.

    The selftest skips a game or the UI whose module cannot be imported (work in
    progress), so a module left out of the build must be caught here instead.
    """
    internal = folder() / "_internal"
    missing = [
        f"{dest}/{Path(src).name}" for src, dest in bundle.data_files()
        if not (internal / dest / Path(src).name).is_file()
    ]
    toc = WORK / SPEC.stem / "PYZ-00.toc"  # PyInstaller's list of bundled modules
    try:
        modules = {entry[0] for entry in ast.literal_eval(toc.read_text(encoding="utf-8"))[1]}
    except (OSError, ValueError, SyntaxError, IndexError, TypeError) as exc:
        return [*missing, f"cannot read the module list {toc.name}: {exc}"]
    return missing + [name for name in bundle.game_modules() if name not in modules]


def listing(path: Path) -> set[str]:
    return {str(p.relative_to(path)) for p in path.rglob("*")}


def check(timeout: float) -> bool:
    """Run the frozen selftest headless from an unrelated folder, with a fresh user folder."""
    exe = executable()
    if not exe.is_file():
        print(f"check: {exe} is missing")
        return False
    installed = app_bundle() if sys.platform == "darwin" else folder()
    before = listing(installed)
    with tempfile.TemporaryDirectory(prefix="pocket-epics-check-") as tmp:
        home = Path(tmp) / "home"
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", POCKET_EPICS_HOME=str(home))
        started = time.perf_counter()
        try:
            result = subprocess.run([str(exe), "--selftest"], cwd=tmp, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            print(f"check: the selftest did not finish within {timeout:.0f}s")
            return False
        took = time.perf_counter() - started
        log = home / "selftest.log"
        report = log.read_text(encoding="utf-8") if log.is_file() else ""
    # A windowed Windows program has no console: the log holds the report there.
    print(report or result.stdout, end="")
    if result.stderr.strip():
        print(result.stderr, end="", file=sys.stderr)
    ok = True
    if result.returncode != 0:
        print(f"check: the frozen selftest exited with {result.returncode}")
        ok = False
    if "selftest: all ok" not in report:
        print("check: selftest.log is missing from the user data folder or does not say 'all ok'")
        ok = False
    written = sorted(listing(installed) - before)
    if written:
        print(f"check: the program wrote into its own bundle: {written[:5]}")
        ok = False
    print(f"check: launch to selftest done in {took:.2f}s -> {'passed' if ok else 'FAILED'}")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="run the frozen selftest headless after building")
    parser.add_argument("--no-archive", action="store_true", help="skip making the archive")
    parser.add_argument("--timeout", type=float, default=300, help="seconds the frozen selftest may take")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    clean()
    pyinstaller()
    took = time.perf_counter() - started
    print(f"build: {folder().relative_to(ROOT)} in {took:.1f}s, {mib(size_of(folder()))}")
    missing = missing_from_build()
    if missing:
        print(f"build: {len(missing)} file(s) or module(s) missing from the build: {missing}")
        return 1
    if sys.platform == "darwin":
        print(f"build: {app_bundle().relative_to(ROOT)}, {mib(size_of(app_bundle()))}")
    if sys.platform.startswith("linux"):
        import linux_desktop  # pygame draws the icons: only needed here

        added = linux_desktop.add(folder())
        print(f"build: install.sh, the desktop entry, the metainfo and {len(added) - 3} icons added")
    if not args.no_archive:
        archive = make_archive()
        print(f"archive: {archive.relative_to(ROOT)}, {mib(size_of(archive))}")
        if sys.platform == "darwin":
            dmg = make_dmg()
            print(f"disk image: {dmg.relative_to(ROOT)}, {mib(size_of(dmg))}")
    if args.check and not check(args.timeout):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
