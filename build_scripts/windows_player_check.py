"""The Windows program as a player meets it, started under wine on Linux.

``build_scripts/windows_on_linux.sh`` runs this after the build; it needs only the
Linux python3 (standard library), wine, Xvfb, xdotool, xprop and ImageMagick.
Every check that fails stops the run with one line naming what went wrong:

- ``PocketEpics.exe`` in the archive is a GUI-subsystem program (a console one
  would open a console window next to the game) and its icon resources are
  ``assets/icon/pocket_epics.ico``, image for image (what Explorer shows);
- the archive unpacks into a folder with non-ASCII letters and starts from there;
- started like a double click (``start``), it opens one window, "Pocket Epics",
  with no console window beside it, and the window's icon is ours;
- its user folder is ``%LOCALAPPDATA%\\PocketEpics``, with non-ASCII letters in the
  path (the wine user is named with them): a damaged ``settings.json`` there is
  set aside and reported in ``error.log``, a save named with non-ASCII letters is
  listed, loads, and the game saves again next to it;
- About opens from the menu and Back returns; a click on a game's card opens its setup screen;
- it quits with exit code 0 and writes nothing into its own folder.

Screenshots (menu, load list, the loaded save's board, About, setup) go to ``--shots``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import select
import shutil
import struct
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))
import bundle  # noqa: E402

TITLE = "Pocket Epics"
INSTALL_FOLDER = "Игры"                         # under C:\, the archive's PocketEpics\ goes inside
SAVE_NAME = "Битва при Києві.json"              # a save the player named with non-ASCII letters
SAVE_FIXTURE = ROOT / "tests" / "data" / "saves" / "kingdoms_in_progress.json"
ICON = ROOT / "assets" / "icon" / "pocket_epics.ico"
SCREEN = "1440x900x24"
# Where to click, as fractions of the window (the default window is 1280x800 and the
# layout scales with it): the menu's "Load game" button, the first row of the load
# list, the first game's card on the menu.
LOAD_BUTTON = (1070 / 1280, 374 / 800)
FIRST_SAVE = (566 / 1280, 143 / 800)
FIRST_CARD = (253 / 1280, 290 / 800)
ABOUT_BUTTON = (1070 / 1280, 638 / 800)      # the menu's "About" (under Records)
ABOUT_BACK = (1130 / 1280, 745 / 800)
ICON_TOLERANCE = 8.0        # mean difference (0-255) between the window's icon and ours
GUI, CONSOLE = 2, 3         # PE subsystems
RT_ICON, RT_GROUP_ICON = 3, 14


class CheckFailed(Exception):
    """One player-visible check failed; the message says which and why."""


# ------------------------------------------------------------------------- the .exe file


def _pe_layout(data: bytes) -> tuple[int, list[tuple[int, int, int, int]], int]:
    """(subsystem, sections as (virtual address, virtual size, raw size, raw offset), resource RVA)."""
    if data[:2] != b"MZ":
        raise ValueError("not a Windows program (no MZ header)")
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe:pe + 4] != b"PE\0\0":
        raise ValueError("not a Windows program (no PE header)")
    count = struct.unpack_from("<H", data, pe + 6)[0]
    optional_size = struct.unpack_from("<H", data, pe + 20)[0]
    optional = pe + 24
    magic, = struct.unpack_from("<H", data, optional)
    subsystem, = struct.unpack_from("<H", data, optional + 68)
    directories = optional + (112 if magic == 0x20B else 96)     # PE32+ or PE32
    resource_rva, = struct.unpack_from("<I", data, directories + 2 * 8)
    sections = []
    for i in range(count):
        vsize, va, raw_size, raw_at = struct.unpack_from("<IIII", data, optional + optional_size + 40 * i + 8)
        sections.append((va, vsize, raw_size, raw_at))
    return subsystem, sections, resource_rva


def _file_offset(sections: list[tuple[int, int, int, int]], rva: int) -> int:
    for va, vsize, raw_size, raw_at in sections:
        if va <= rva < va + max(vsize, raw_size):
            return raw_at + rva - va
    raise ValueError(f"address {rva:#x} is in no section")


def pe_subsystem(data: bytes) -> int:
    """The program's subsystem: 2 = GUI (no console window), 3 = console."""
    return _pe_layout(data)[0]


def pe_resources(data: bytes) -> dict[int, dict[int, bytes]]:
    """Resource type -> resource id -> bytes (first language), in directory order."""
    _, sections, resource_rva = _pe_layout(data)
    if not resource_rva:
        return {}
    base = _file_offset(sections, resource_rva)

    def entries(at: int):
        named, ids = struct.unpack_from("<HH", data, base + at + 12)
        for i in range(named + ids):
            name, target = struct.unpack_from("<II", data, base + at + 16 + 8 * i)
            yield name, bool(target & 0x80000000), target & 0x7FFFFFFF

    found: dict[int, dict[int, bytes]] = {}
    for kind, is_dir, at in entries(0):
        if not is_dir:
            continue
        for ident, is_dir2, leaf in entries(at):
            if is_dir2:
                languages = list(entries(leaf))
                if not languages:
                    continue
                leaf = languages[0][2]
            rva, size = struct.unpack_from("<II", data, base + leaf)
            start = _file_offset(sections, rva)
            found.setdefault(kind, {})[ident] = data[start:start + size]
    return found


def pe_icon_images(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image) of the program's first icon group: what Explorer shows."""
    resources = pe_resources(data)
    groups = resources.get(RT_GROUP_ICON, {})
    if not groups:
        return []
    group = next(iter(groups.values()))
    count = struct.unpack_from("<H", group, 4)[0]
    images = []
    for i in range(count):
        width, height, _, _, _, _, _, ident = struct.unpack_from("<BBBBHHIH", group, 6 + 14 * i)
        images.append((width or 256, height or 256, resources.get(RT_ICON, {}).get(ident, b"")))
    return sorted(images)


def ico_images(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image) of each picture in an .ico file."""
    count = struct.unpack_from("<H", data, 4)[0]
    images = []
    for i in range(count):
        width, height, _, _, _, _, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        images.append((width or 256, height or 256, data[offset:offset + size]))
    return sorted(images)


def check_program_file(exe: bytes, ico: bytes) -> None:
    subsystem = pe_subsystem(exe)
    if subsystem != GUI:
        kind = "console" if subsystem == CONSOLE else f"subsystem {subsystem}"
        raise CheckFailed(f"PocketEpics.exe is a {kind} program: a console window would open beside the game")
    got, want = pe_icon_images(exe), ico_images(ico)
    if got != want:
        sizes = [f"{w}x{h}" for w, h, _ in got] or "none"
        raise CheckFailed(f"PocketEpics.exe's icon is not {ICON.name} (its icon images: {sizes})")


def icon_difference(argb: list[int], reference_rgba: bytes) -> float:
    """Mean difference (0-255) of two same-sized pictures, colours weighted by alpha."""
    total = 0.0
    for i, pixel in enumerate(argb):
        a = pixel >> 24 & 255
        r, g, b = pixel >> 16 & 255, pixel >> 8 & 255, pixel & 255
        r2, g2, b2, a2 = reference_rgba[4 * i:4 * i + 4]
        total += abs(a - a2)
        total += (abs(r * a - r2 * a2) + abs(g * a - g2 * a2) + abs(b * a - b2 * a2)) / 255
    return total / (4 * max(1, len(argb)))


def net_wm_icons(xprop_output: str) -> list[tuple[int, int, list[int]]]:
    """The pictures in ``xprop -notype 32c _NET_WM_ICON`` output: (width, height, ARGB pixels)."""
    if "=" not in xprop_output:
        return []
    values = [int(v) for v in re.findall(r"\d+", xprop_output.split("=", 1)[1])]
    icons, i = [], 0
    while i + 2 <= len(values):
        width, height = values[i], values[i + 1]
        pixels = values[i + 2:i + 2 + width * height]
        if width * height == 0 or len(pixels) < width * height:
            break
        icons.append((width, height, pixels))
        i += 2 + width * height
    return icons


# ------------------------------------------------------------------------- wine and X


class Session:
    """Wine and X commands for one wine prefix and display."""

    def __init__(self, prefix: Path, user: str, display: str) -> None:
        scrub = ("PIP_", "PYTHON", "SDL_", "POCKET_EPICS_HOME", "VIRTUAL_ENV")
        env = {k: v for k, v in os.environ.items() if not k.startswith(scrub)}
        env.update(WINEPREFIX=str(prefix), WINEARCH="win64", WINEDEBUG=env.get("WINEDEBUG", "-all"),
                   WINEDLLOVERRIDES="mscoree,mshtml=", USER=user, DISPLAY=display, LC_ALL="C.UTF-8")
        self.env = env
        self.prefix = prefix

    def run(self, *cmd: str, timeout: float = 60, feed: bytes | None = None) -> subprocess.CompletedProcess:
        if feed is None:
            return subprocess.run(cmd, env=self.env, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout)
        return subprocess.run(cmd, env=self.env, input=feed, capture_output=True, timeout=timeout)

    def local_appdata(self) -> tuple[str, Path]:
        """%LOCALAPPDATA% as the Windows side sees it, and as a Linux path."""
        out = self.run("wine", "cmd", "/u", "/c", "echo %LOCALAPPDATA%").stdout  # /u: UTF-16, names intact
        windows = out.decode("utf-16-le", "replace").strip()
        if not re.match(r"^[A-Za-z]:\\", windows):
            raise CheckFailed(f"cannot read %LOCALAPPDATA% from wine (got {windows!r})")
        unix = self.run("wine", "winepath", "-u", windows).stdout.decode("utf-8", "replace").strip()
        return windows, Path(unix)

    def start(self, exe: Path) -> subprocess.Popen:
        """Start the program as Explorer would; output piped (a wine program whose
        stdout is a regular file dies at start)."""
        return subprocess.Popen(["wine", "start", "/wait", "/unix", str(exe)], env=self.env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)

    def windows(self, name: str = ".") -> list[int]:
        """Visible windows whose name matches the regular expression."""
        out = self.run("xdotool", "search", "--onlyvisible", "--name", name).stdout.decode()
        return [int(w) for w in out.split()]

    def name(self, window: int) -> str:
        return self.run("xdotool", "getwindowname", str(window)).stdout.decode("utf-8", "replace").strip()

    def size(self, window: int) -> tuple[int, int]:
        out = self.run("xdotool", "getwindowgeometry", "--shell", str(window)).stdout.decode()
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(values.get("WIDTH", 0)), int(values.get("HEIGHT", 0))

    def grab(self, window: int) -> bytes:
        """The window's pixels, RGB."""
        return self.run("import", "-window", str(window), "-depth", "8", "rgb:-").stdout

    def screenshot(self, window: int, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.run("import", "-window", str(window), str(path))
        return path

    def point(self, window: int, where: tuple[float, float], *then: str) -> None:
        """Move the pointer to a place in the window (keys then go to the window under it)."""
        width, height = self.size(window)
        x, y = round(where[0] * width), round(where[1] * height)
        self.run("xdotool", "mousemove", "--window", str(window), str(x), str(y), *then)

    def click(self, window: int, where: tuple[float, float]) -> None:
        self.point(window, where, "click", "1")

    def key(self, keys: str) -> None:
        self.run("xdotool", "key", keys)

    def window_icons(self, window: int) -> list[tuple[int, int, list[int]]]:
        out = self.run("xprop", "-id", str(window), "-notype", "32c", "_NET_WM_ICON").stdout.decode()
        return net_wm_icons(out)


class Xvfb:
    """A virtual screen on a free display number (or the one named in POCKET_EPICS_WIN_DISPLAY)."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.display = os.environ.get("POCKET_EPICS_WIN_DISPLAY", "")

    def __enter__(self) -> str:
        cmd = ["Xvfb", "-screen", "0", SCREEN, "-nolisten", "tcp"]
        if self.display:
            self.proc = subprocess.Popen([cmd[0], self.display, *cmd[1:]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        else:
            read, write = os.pipe()
            self.proc = subprocess.Popen([*cmd, "-displayfd", str(write)], pass_fds=(write,),
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write)
            number = b""
            while not number.endswith(b"\n") and select.select([read], [], [], 30)[0]:
                chunk = os.read(read, 32)     # the number, then a newline: closing early kills Xvfb
                if not chunk:
                    break
                number += chunk
            os.close(read)
            number = number.decode().strip()
            if not number:
                raise CheckFailed("Xvfb did not start")
            self.display = f":{number}"

        def answers() -> bool:
            if self.proc.poll() is not None:
                raise CheckFailed(f"Xvfb could not start on display {self.display}")
            probe = ["xwininfo", "-root", "-display", self.display]
            return subprocess.run(probe, stdin=subprocess.DEVNULL, capture_output=True).returncode == 0

        wait_for(f"Xvfb on display {self.display} does not answer", answers, 30, 0.2)
        return self.display

    def __exit__(self, *exc) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


# ------------------------------------------------------------------------- the checks


def changed(before: bytes, after: bytes) -> float:
    """The share of pixels (every 7th) that differ between two grabs of the same window."""
    n = min(len(before), len(after)) // 3
    if n == 0:
        return 1.0 if len(before) != len(after) else 0.0
    picks = range(0, n, 7)
    return sum(before[3 * i:3 * i + 3] != after[3 * i:3 * i + 3] for i in picks) / len(picks)


def wait_for(what: str, test, timeout: float, step: float = 0.5):
    """Poll ``test()`` until it returns something true; fail naming ``what``."""
    deadline = time.monotonic() + timeout
    while True:
        value = test()
        if value:
            return value
        if time.monotonic() > deadline:
            raise CheckFailed(f"{what} (waited {timeout:.0f}s)")
        time.sleep(step)


class Player:
    """One player's session with the installed program."""

    def __init__(self, session: Session, exe: Path, shots: Path) -> None:
        self.s, self.exe, self.shots = session, exe, shots
        self.proc: subprocess.Popen | None = None
        self.window = 0

    def start(self) -> None:
        self.proc = self.s.start(self.exe)

        def shown() -> int:
            if self.proc.poll() is not None:
                out = self.proc.stdout.read().decode("utf-8", "replace")[-2000:]
                raise CheckFailed(f"the program exited with code {self.proc.returncode} before its window opened: {out}")
            found = self.s.windows(f"^{TITLE}$")
            return found[0] if found else 0

        self.window = wait_for(f"no window named {TITLE!r} opened", shown, 120)
        wait_for("the window stayed blank", lambda: len(set(self.s.grab(self.window)[::301])) > 3, 60)
        time.sleep(1)

    def shot(self, name: str) -> Path:
        path = self.s.screenshot(self.window, self.shots / f"{name}.png")
        print(f"player check: screenshot {path}")
        return path

    def click_and_wait(self, where: tuple[float, float], what: str, name: str) -> None:
        """Click, then wait until most of the window has changed (a new screen)."""
        before = self.s.grab(self.window)
        self.s.click(self.window, where)
        try:
            wait_for(f"after clicking {what}, the screen did not change", lambda: changed(before, self.s.grab(self.window)) > 0.3, 30)
        except CheckFailed as exc:
            raise CheckFailed(f"{exc}; see {self.shot(name + '-FAILED')}") from None
        time.sleep(1.5)     # let the new screen settle (hover, fades) before the screenshot
        self.shot(name)

    def quit(self) -> None:
        self.s.point(self.window, (0.5, 0.5))
        self.s.key("alt+F4")
        try:
            self.proc.wait(60)
        except subprocess.TimeoutExpired:
            raise CheckFailed(f"the program did not quit on Alt+F4; see {self.shot('quit-FAILED')}") from None
        if self.proc.returncode != 0:
            out = self.proc.stdout.read().decode("utf-8", "replace")[-2000:]
            raise CheckFailed(f"the program quit with exit code {self.proc.returncode}: {out}")


def check_single_window(player: Player) -> None:
    """No console (nor any other) window beside the game's."""
    others = [w for w in player.s.windows() if w != player.window]
    names = [player.s.name(w) for w in others]
    names = [n for n in names if n not in ("", "Default IME")]
    if names:
        raise CheckFailed(f"another window opened beside the game (a console?): {names}; see {player.shot('windows-FAILED')}")


def check_window_icon(player: Player) -> None:
    icons = player.s.window_icons(player.window)
    if not icons:
        raise CheckFailed("the window has no icon (_NET_WM_ICON)")
    sizes = {w: i for i, (w, _, _) in enumerate(ico_images(ICON.read_bytes()))}
    compared = []
    for width, height, pixels in icons:
        if width != height or width not in sizes:
            continue
        reference = player.s.run("convert", f"ico:{ICON}[{sizes[width]}]", "-depth", "8", "rgba:-").stdout
        difference = icon_difference(pixels, reference)
        compared.append(f"{width}px: {difference:.1f}")
        if difference > ICON_TOLERANCE:
            raise CheckFailed(f"the window's {width}x{height} icon is not ours (mean difference {difference:.1f} > {ICON_TOLERANCE})")
    if not compared:
        raise CheckFailed(f"the window's icon sizes {[(w, h) for w, h, _ in icons]} are none of {ICON.name}'s")
    width, height, pixels = icons[0]
    rgba = b"".join(bytes((p >> 16 & 255, p >> 8 & 255, p & 255, p >> 24 & 255)) for p in pixels)
    path = player.shots / "window-icon.png"
    player.s.run("convert", "-size", f"{width}x{height}", "-depth", "8", "rgba:-", "-scale", "800%", str(path), feed=rgba)
    print(f"player check: window icon is ours ({', '.join(compared)} mean difference)")


def seed_user_folder(user: Path) -> dict:
    """A user folder with a damaged settings file and a save with a non-ASCII name."""
    shutil.rmtree(user, ignore_errors=True)
    (user / "saves").mkdir(parents=True)
    (user / "settings.json").write_text('{"window": [1280, 800', encoding="utf-8")
    fixture = json.loads(SAVE_FIXTURE.read_text(encoding="utf-8"))
    shutil.copyfile(SAVE_FIXTURE, user / "saves" / SAVE_NAME)
    return fixture


def new_saves(user: Path) -> list[Path]:
    return sorted(p for p in (user / "saves").glob("*.json") if p.name != SAVE_NAME and not p.name.startswith("autosave"))


def check_saved_again(user: Path, fixture: dict) -> None:
    """The game saved by the player after loading the non-ASCII save continues it."""
    def written() -> tuple[list[Path], dict] | None:
        saves = new_saves(user)
        try:        # wine may show the file before its content: read it again until it parses
            return (saves, json.loads(saves[-1].read_text(encoding="utf-8"))) if saves else None
        except (OSError, ValueError):
            return None

    saves, data = wait_for("pressing S on the loaded game's board wrote no readable new save in saves\\", written, 30)
    if data.get("game") != fixture["game"] or data.get("actions", [])[:len(fixture["actions"])] != fixture["actions"]:
        raise CheckFailed(f"{saves[-1].name} does not continue {SAVE_NAME}: the loaded save was not the one played")
    print(f"player check: {SAVE_NAME} loaded; saved again as {saves[-1].name} ({len(data['actions'])} moves)")


def check_user_folder_after(user: Path, shown: str) -> None:
    problems = []
    log = user / "error.log"
    text = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    if "settings.json" not in text:
        problems.append("error.log does not report the damaged settings.json")
    if not (user / "settings.json.bad").is_file():
        problems.append("the damaged settings.json was not set aside as settings.json.bad")
    try:
        json.loads((user / "settings.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        problems.append(f"settings.json was not written again: {exc}")
    run_log = user / "PocketEpics.log"
    if run_log.is_file() and "Traceback" in run_log.read_text(encoding="utf-8", errors="replace"):
        problems.append(f"PocketEpics.log holds a traceback: {run_log.read_text(encoding='utf-8', errors='replace')[-1500:]}")
    if problems:
        raise CheckFailed("; ".join(problems))
    print(f"player check: {shown} holds {sorted(p.name for p in user.iterdir())}")


def listing(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def unpack_archive(prefix: Path) -> Path:
    """The zip unpacked into C:\\<INSTALL_FOLDER>\\ (a player's route without the installer); the program folder."""
    archive = ROOT / "dist" / f"{bundle.APP_NAME}-{bundle.version()}-windows-x86_64.zip"
    if not archive.is_file():
        raise CheckFailed(f"{archive.relative_to(ROOT)} is missing: build it first")
    folder = prefix / "drive_c" / INSTALL_FOLDER
    shutil.rmtree(folder, ignore_errors=True)
    with zipfile.ZipFile(archive) as zf:
        zf.extractall(folder)
    return folder / bundle.APP_NAME


def player_check(prefix: Path, user_name: str, shots: Path, installed: Path | None = None) -> None:
    """The checks on the unpacked archive, or on the program folder ``installed`` (by the installer)."""
    exe = (installed or unpack_archive(prefix)) / f"{bundle.APP_NAME}.exe"
    check_program_file(exe.read_bytes(), ICON.read_bytes())
    print(f"player check: {exe.name} is a GUI program and carries our icon")
    before = listing(exe.parent)
    shutil.rmtree(shots, ignore_errors=True)
    shots.mkdir(parents=True)

    with Xvfb() as display:
        session = Session(prefix, user_name, display)
        local, local_unix = session.local_appdata()
        user, shown = local_unix / bundle.APP_NAME, f"{local}\\{bundle.APP_NAME}"
        if user_name not in local:
            raise CheckFailed(f"%LOCALAPPDATA% is {local}, not in the user {user_name}'s profile")
        fixture = seed_user_folder(user)
        print(f"player check: display {display}; program {exe}; user folder {shown}")

        player = Player(session, exe, shots)
        player.start()
        wait_for(f"the program does not use {shown} as its user folder: the damaged settings.json there "
                 "was not set aside at start", lambda: (user / "settings.json.bad").is_file(), 15)
        check_single_window(player)
        check_window_icon(player)
        player.shot("1-menu")
        player.click_and_wait(LOAD_BUTTON, "Load game on the menu", "2-load")
        player.click_and_wait(FIRST_SAVE, f"the save {SAVE_NAME} in the load list", "3-loaded-save")
        session.key("s")
        check_saved_again(user, fixture)
        player.quit()

        player.start()
        player.click_and_wait(ABOUT_BUTTON, "About on the menu", "4-about")
        player.click_and_wait(ABOUT_BACK, "Back on the About screen", "5-menu-again")
        player.click_and_wait(FIRST_CARD, "the first game's card on the menu", "6-setup")
        player.quit()

    check_user_folder_after(user, shown)
    written = sorted(listing(exe.parent) - before)
    if written:
        raise CheckFailed(f"the program wrote into its own folder: {written[:5]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", type=Path, required=True, help="the wine prefix the build used")
    parser.add_argument("--user", required=True, help="the wine user's name (the prefix's profile folder)")
    parser.add_argument("--shots", type=Path, default=ROOT / "dist" / "windows-check")
    args = parser.parse_args(argv)
    try:
        player_check(args.prefix, args.user, args.shots)
    except (CheckFailed, ValueError, OSError, subprocess.SubprocessError) as exc:
        print(f"player check FAILED: {exc}")
        return 1
    print("player check: all ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
