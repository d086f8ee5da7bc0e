"""The Linux program's desktop integration: ``python build_scripts/linux_desktop.py check``.

``build.py`` calls ``add`` on Linux before it makes the release tarball, so the
unpacked ``PocketEpics/`` folder holds, beside the program, ``install.sh`` (for
``~/.local``, no root) and ``share/``: the ``.desktop`` entry, the AppStream
metainfo with the version of ``game/__init__.py`` and hicolor icons from 16 to
512 pixels, drawn from the same picture as the Windows and macOS icons
(``make_icon.py``), all under the id ``org.pocketepics.PocketEpics``.

``check`` (run by ``.ci/run``) unpacks the tarball, validates the metainfo with
``appstreamcli validate`` and the entry with ``desktop-file-validate``, installs
into a scratch home with ``install.sh``, runs the installed ``pocket-epics
--selftest`` headless, uninstalls, and checks that only the user folder remains.
"""

from __future__ import annotations

import argparse
import datetime
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle  # noqa: E402

ROOT = bundle.ROOT
SOURCE = ROOT / "build_scripts" / "linux"
APP_ID = bundle.BUNDLE_ID
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)    # install.sh's SIZES


def release_date() -> str:
    """Today (UTC), or the reproducible-build date SOURCE_DATE_EPOCH names."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch else datetime.datetime.now(datetime.timezone.utc)
    return when.date().isoformat()


def metainfo(version: str, date: str) -> str:
    text = (SOURCE / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    return text.replace("@VERSION@", version).replace("@DATE@", date)


def icons() -> dict[int, bytes]:
    """PNG bytes per size: the icon drawn large and scaled down, as make_icon.py does for .ico and .icns."""
    import io

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    import make_icon

    master = make_icon.draw(make_icon.MASTER)
    out = {}
    for size in ICON_SIZES:
        image = pygame.transform.smoothscale(master, (size, size))
        buffer = io.BytesIO()
        pygame.image.save(image, buffer, "icon.png")
        out[size] = buffer.getvalue()
    return out


def add(folder: Path) -> list[Path]:
    """Put install.sh and share/ (desktop entry, metainfo, icons) into the program folder."""
    share = folder / "share"
    if share.exists():
        shutil.rmtree(share)
    written = []
    targets = {
        folder / "install.sh": (SOURCE / "install.sh").read_bytes(),
        share / "applications" / f"{APP_ID}.desktop": (SOURCE / f"{APP_ID}.desktop").read_bytes(),
        share / "metainfo" / f"{APP_ID}.metainfo.xml": metainfo(bundle.version(), release_date()).encode("utf-8"),
    }
    for size, png in icons().items():
        targets[share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = png
    for path, data in targets.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)
    (folder / "install.sh").chmod(0o755)
    return written


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kwargs)


def check(archive: Path) -> list[str]:
    """Every problem found with the tarball's desktop files and install.sh (empty: all ok)."""
    problems = []
    with tempfile.TemporaryDirectory(prefix="pocket-epics-linux-") as tmp:
        with tarfile.open(archive) as tar:
            tar.extractall(tmp, filter="tar")
        folder = Path(tmp) / bundle.APP_NAME
        meta = folder / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
        desktop = folder / "share" / "applications" / f"{APP_ID}.desktop"
        for cmd in (["appstreamcli", "validate", "--no-net", str(meta)], ["desktop-file-validate", str(desktop)]):
            result = run(cmd)
            print(f"linux: {cmd[0]}: {(result.stdout + result.stderr).strip().splitlines()[-1:] or ['ok']}")
            if result.returncode != 0:
                problems.append(f"{' '.join(cmd[:2])} failed: {result.stdout}{result.stderr}")
        home = Path(tmp) / "home"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "POCKET_EPICS_HOME"))}
        env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        result = run(["sh", str(folder / "install.sh")], env=env)
        if result.returncode != 0:
            return [*problems, f"install.sh failed: {result.stdout}{result.stderr}"]
        share = home / ".local" / "share"
        expected = [share / "applications" / f"{APP_ID}.desktop", share / "metainfo" / f"{APP_ID}.metainfo.xml",
                    *(share / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png" for s in ICON_SIZES)]
        problems += [f"install.sh did not install {p.relative_to(home)}" for p in expected if not p.is_file()]
        entry = expected[0].read_text(encoding="utf-8") if expected[0].is_file() else ""
        program = home / ".local" / "lib" / "pocket-epics" / bundle.APP_NAME
        if f'Exec="{program}"' not in entry:
            problems.append(f"the installed menu entry does not start {program}")
        result = run([str(home / ".local" / "bin" / "pocket-epics"), "--selftest"], env=env, cwd=tmp)
        report = share / bundle.APP_NAME / "selftest.log"
        if result.returncode != 0 or "selftest: all ok" not in (report.read_text(encoding="utf-8") if report.is_file() else ""):
            problems.append(f"the installed program's selftest failed ({result.returncode}): {result.stdout[-1500:]}{result.stderr[-1500:]}")
        else:
            print("linux: the installed program's selftest: all ok")
        result = run(["sh", str(folder / "install.sh"), "--uninstall"], env=env)
        left = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
        stray = [p for p in left if not p.startswith(f".local/share/{bundle.APP_NAME}/")]
        if result.returncode != 0 or stray:
            problems.append(f"install.sh --uninstall left {stray[:5]} ({result.stderr.strip()})")
        elif not any(p.endswith("selftest.log") for p in left):
            problems.append("install.sh --uninstall removed the user folder")
        else:
            print(f"linux: installed into ~/.local, started, uninstalled: only ~/.local/share/{bundle.APP_NAME}/ remains")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("check",))
    parser.add_argument("--archive", type=Path, default=None, help="the tarball (default: dist/'s for this version)")
    args = parser.parse_args(argv)
    archive = args.archive or next(iter(sorted((ROOT / "dist").glob(f"{bundle.APP_NAME}-{bundle.version()}-linux-*.tar.gz"))), None)
    if archive is None or not archive.is_file():
        print("linux: no dist/PocketEpics-<version>-linux-*.tar.gz: run build_scripts/build.py first")
        return 1
    problems = check(archive)
    for problem in problems:
        print(f"linux FAILED: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
