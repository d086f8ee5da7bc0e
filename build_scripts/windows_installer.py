"""The Windows installer, made and checked on Linux: ``python3 build_scripts/windows_installer.py make|check``.

``make`` turns the PyInstaller folder ``dist/PocketEpics`` (built for Windows by
``windows_on_linux.sh``) into ``dist/PocketEpics-<version>-windows-x86_64-setup.exe``
with NSIS (Debian's ``nsis``: ``makensis`` runs natively).  The lists of files to
install and to remove are written here from the folder, so the uninstaller deletes
exactly what was installed, never a folder the player pointed the installer at.

``check`` (under wine, as ``windows_on_linux.sh`` runs it) installs it silently for
the wine user, checks the program folder, the Start-menu entry and the uninstall
entry in the user's registry, starts the installed program through
``windows_player_check.py``, uninstalls silently and checks that the program, its
entries and the registry key are gone while the user folder (saves) remains.
Needs only the Linux python3 standard library besides wine, Xvfb and the X tools.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle  # noqa: E402
import windows_player_check as player  # noqa: E402

ROOT = bundle.ROOT
SCRIPT = ROOT / "build_scripts" / "windows" / "installer.nsi"
FOLDER = ROOT / "dist" / bundle.APP_NAME
FILES = ROOT / "build" / "nsis"
ICON = ROOT / "assets" / "icon" / "pocket_epics.ico"
NAME = "Pocket Epics"
UNINSTALL_KEY = rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{bundle.APP_NAME}"


def installer_path() -> Path:
    return ROOT / "dist" / f"{bundle.APP_NAME}-{bundle.version()}-windows-x86_64-setup.exe"


def nsis_lists(folder: Path) -> tuple[str, str]:
    """(install.nsh, uninstall.nsh): every file of ``folder`` by name; folders removed deepest first."""
    install, remove = [], []
    dirs = sorted({p.parent for p in folder.rglob("*") if p.is_file()} | {folder}, key=lambda p: str(p))
    for d in dirs:
        rel = d.relative_to(folder)
        target = "$INSTDIR" + "".join(f"\\{part}" for part in rel.parts)
        files = sorted(p for p in d.iterdir() if p.is_file())
        if files:
            install.append(f'SetOutPath "{target}"')
            install += [f'File "{p}"' for p in files]
            remove += [f'Delete "{target}\\{p.name}"' for p in files]
    all_dirs = sorted({p for p in folder.rglob("*") if p.is_dir()}, key=lambda p: len(p.parts), reverse=True)
    remove += ['RMDir "$INSTDIR' + "".join(f"\\{part}" for part in d.relative_to(folder).parts) + '"' for d in all_dirs]
    install.append('SetOutPath "$INSTDIR"')
    return "\n".join(install) + "\n", "\n".join(remove) + "\n"


def make() -> int:
    exe = FOLDER / f"{bundle.APP_NAME}.exe"
    if not exe.is_file():
        print(f"installer: {exe.relative_to(ROOT)} is missing: build the Windows program first (windows_on_linux.sh)")
        return 1
    if shutil.which("makensis") is None:
        print("installer: makensis is missing (Debian: apt-get install nsis)")
        return 1
    FILES.mkdir(parents=True, exist_ok=True)
    install, remove = nsis_lists(FOLDER)
    (FILES / "install.nsh").write_text(install, encoding="utf-8")
    (FILES / "uninstall.nsh").write_text(remove, encoding="utf-8")
    size_kb = sum(p.stat().st_size for p in FOLDER.rglob("*") if p.is_file()) // 1024
    out = installer_path()
    out.unlink(missing_ok=True)
    started = time.perf_counter()
    cmd = ["makensis", "-V2", "-INPUTCHARSET", "UTF8", f"-DVERSION={bundle.version()}", f"-DSOURCE={FOLDER}",
           f"-DFILES={FILES}", f"-DICON={ICON}", f"-DOUTFILE={out}", f"-DSIZE_KB={size_kb}", str(SCRIPT)]
    subprocess.run(cmd, check=True)
    print(f"installer: {out.relative_to(ROOT)}, {out.stat().st_size / 2**20:.1f} MiB "
          f"(program {size_kb / 1024:.1f} MiB) in {time.perf_counter() - started:.0f}s")
    return 0


def wait_for_wine(session: player.Session) -> None:
    """Wait until every program of the prefix has ended (an uninstaller re-runs itself from %TEMP%)."""
    subprocess.run(["wineserver", "-w"], env=session.env, timeout=300, check=False)


def registry_value(session: player.Session, name: str) -> str | None:
    out = session.run("wine", "reg", "query", UNINSTALL_KEY, "/v", name).stdout.decode("utf-8", "replace")
    for line in out.splitlines():
        parts = line.split(None, 2)
        if len(parts) == 3 and parts[0] == name:
            return parts[2].strip()
    return None


def start_menu(session: player.Session, local: Path) -> Path:
    """The user's Start-menu programs folder, as a Linux path (beside %LOCALAPPDATA%'s profile)."""
    return local.parent / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"


def check(prefix: Path, user_name: str, shots: Path) -> None:
    setup = installer_path()
    if not setup.is_file():
        raise player.CheckFailed(f"{setup.relative_to(ROOT)} is missing: run 'make' first")
    session = player.Session(prefix, user_name, "")     # the silent installer opens no window
    local, local_unix = session.local_appdata()
    program = local_unix / "Programs" / bundle.APP_NAME
    user = local_unix / bundle.APP_NAME
    shutil.rmtree(program, ignore_errors=True)
    session.run("wine", "reg", "delete", UNINSTALL_KEY, "/f")
    for attempt in ("installed", "installed again over itself (an update)"):
        started = time.perf_counter()
        session.run("wine", str(setup), "/S", timeout=300)
        wait_for_wine(session)
        print(f"installer: {attempt} silently in {time.perf_counter() - started:.0f}s into {local}\\Programs\\{bundle.APP_NAME}")
        expected = player.listing(FOLDER) | {"uninstall.exe"}
        found = player.listing(program)
        if found != expected:
            raise player.CheckFailed(f"the program folder lacks {sorted(expected - found)[:5]} "
                                     f"and holds extra {sorted(found - expected)[:5]}")
    link = start_menu(session, local_unix) / f"{NAME}.lnk"
    if not link.is_file():
        raise player.CheckFailed(f"no Start-menu entry {link}")
    uninstall = registry_value(session, "UninstallString")
    if not uninstall or "uninstall.exe" not in uninstall or registry_value(session, "DisplayVersion") != bundle.version():
        raise player.CheckFailed(f"the uninstaller is not listed in {UNINSTALL_KEY} (UninstallString {uninstall!r})")
    print(f"installer: Start-menu entry, and uninstall.exe listed in {UNINSTALL_KEY} (version {bundle.version()})")

    player.player_check(prefix, user_name, shots, installed=program)

    started = time.perf_counter()
    session.run("wine", str(program / "uninstall.exe"), "/S", timeout=300)
    wait_for_wine(session)
    left = sorted(player.listing(program)) if program.exists() else []
    if left:
        raise player.CheckFailed(f"the uninstaller left files in the program folder: {left[:5]}")
    if program.exists():
        raise player.CheckFailed(f"the uninstaller left the program folder {program}")
    if link.exists():
        raise player.CheckFailed("the uninstaller left the Start-menu entry")
    if registry_value(session, "UninstallString") is not None:
        raise player.CheckFailed(f"the uninstaller left {UNINSTALL_KEY}")
    kept = sorted(p.name for p in (user / "saves").glob("*.json")) if user.is_dir() else []
    if player.SAVE_NAME not in kept:
        raise player.CheckFailed(f"the user folder {user} or its saves were removed: {kept}")
    print(f"installer: uninstalled silently in {time.perf_counter() - started:.0f}s; "
          f"only the user folder remains ({len(kept)} saves kept)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("make", "check"))
    parser.add_argument("--prefix", type=Path, help="check: the wine prefix")
    parser.add_argument("--user", help="check: the wine user's name")
    parser.add_argument("--shots", type=Path, default=ROOT / "dist" / "windows-installed")
    args = parser.parse_args(argv)
    if args.action == "make":
        return make()
    if args.prefix is None or args.user is None:
        parser.error("check needs --prefix and --user")
    try:
        check(args.prefix, args.user, args.shots)
    except (player.CheckFailed, ValueError, OSError, subprocess.SubprocessError) as exc:
        print(f"installer check FAILED: {exc}")
        return 1
    print("installer check: all ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
