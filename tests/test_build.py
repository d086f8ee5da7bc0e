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
        "assets/i18n/fr.json", "assets/sounds/click.ogg", "assets/fonts/New.ttf",
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
        ("assets/i18n/fr.json", "assets/i18n"),
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
    functions or not."""
    sys.path.insert(0, str(ROOT / "build_scripts"))
    try:
        import import_loops
    finally:
        sys.path.pop(0)
    assert import_loops.loops(top_level=False) == []
