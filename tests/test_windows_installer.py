"""Fast checks of the Windows installer's recipe; ``.ci/run`` makes it with NSIS,
installs, starts and uninstalls it under wine (``build_scripts/windows_on_linux.sh``)."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.build_script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "build_scripts"
NSI = (SCRIPTS / "windows" / "installer.nsi").read_text(encoding="utf-8")
NSIS_LINES = [line.strip() for line in NSI.splitlines()]
installer = load_script("windows_installer")
player_check = load_script("windows_player_check")


def test_the_uninstaller_removes_exactly_the_installed_files(tmp_path):
    for name in ("PocketEpics.exe", "_internal/python311.dll", "_internal/assets/fonts/DejaVuSans.ttf",
                 "_internal/assets/locales/uk/ui.ftl"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"x")
    install, remove = installer.nsis_lists(tmp_path)
    assert install.count("File ") == 4 and f'File "{tmp_path / "PocketEpics.exe"}"' in install
    assert 'SetOutPath "$INSTDIR\\_internal\\assets\\locales\\uk"' in install
    assert install.splitlines()[-1] == 'SetOutPath "$INSTDIR"'          # shortcuts start in the program folder
    assert remove.count("Delete ") == 4 and 'Delete "$INSTDIR\\_internal\\assets\\fonts\\DejaVuSans.ttf"' in remove
    rmdirs = [line for line in remove.splitlines() if line.startswith("RMDir")]
    assert rmdirs.index('RMDir "$INSTDIR\\_internal\\assets\\locales\\uk"') < rmdirs.index('RMDir "$INSTDIR\\_internal"')
    assert "/r" not in remove                # never a recursive delete of a folder the player may have chosen


def test_the_installer_is_per_user_with_start_menu_entry_and_a_listed_uninstaller():
    assert "RequestExecutionLevel user" in NSIS_LINES
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP}"' in NSIS_LINES
    assert "Target amd64-unicode" in NSIS_LINES        # the wine64 prefix (and the program) are 64-bit
    assert any(line.startswith('CreateShortcut "$SMPROGRAMS\\') for line in NSIS_LINES)
    for value in ("DisplayName", "DisplayVersion", "UninstallString", "QuietUninstallString", "DisplayIcon"):
        assert any(line.startswith(f'WriteRegStr HKCU "${{UNINSTALL_KEY}}" "{value}"') for line in NSIS_LINES), value
    assert "HKLM" not in NSI


def test_the_desktop_shortcut_and_removing_the_saves_are_choices_left_off_by_default():
    desktop = NSI.split('Section /o "$(SecDesktop)"')[1].split("SectionEnd")[0]
    assert 'CreateShortcut "$DESKTOP\\' in desktop
    user_folder = NSI.split('Section /o "un.$(SecUserFolder)"')[1].split("SectionEnd")[0]
    assert 'RMDir /r "${USER_FOLDER}"' in user_folder
    assert '!define USER_FOLDER "$LOCALAPPDATA\\${APP}"' in NSI      # game.paths.user_dir on Windows
    for lang in ("ENGLISH", "RUSSIAN", "UKRAINIAN"):
        assert f"LangString SecUserFolder ${{LANG_{lang}}}" in NSI


def test_ci_makes_installs_checks_and_uninstalls_the_installer():
    script = (SCRIPTS / "windows_on_linux.sh").read_text(encoding="utf-8")
    assert "nsis)" in script and " nsis" in script.split("APT_PACKAGES=(")[1].split(")")[0] + ")"
    assert 'windows_installer.py" make' in script and 'windows_installer.py" check' in script
    assert script.index('step "installer" installer') < script.index('step "installer check" player_check')
    assert installer.installer_path().name.endswith("-windows-x86_64-setup.exe")


def test_the_player_check_clicks_about_and_back_where_they_are():
    from game.ui.i18n import set_language, tr
    from game.ui.scenes.about import AboutScene
    from game.ui.screenshot import build_app, render, stage

    set_language("en")
    app = build_app("en", (1280, 800))
    stage(app, "kingdoms", "menu", 1)
    render(app)

    def under(scene, fraction):
        pos = (int(fraction[0] * 1280), int(fraction[1] * 800))
        return [b.caption() for b in scene.group.buttons if pygame.Rect(b.rect).collidepoint(pos)]

    assert under(app.top, player_check.ABOUT_BUTTON) == [tr("menu.about")]
    app.push(AboutScene(app))
    render(app)
    assert under(app.top, player_check.ABOUT_BACK) == [tr("ui.back")]


def test_installing_over_an_earlier_version_runs_its_uninstaller_first():
    game_section = NSI.split('Section "!$(SecGame)" SEC_GAME')[1].split("SectionEnd")[0]
    update = game_section.index("ExecWait '\"$INSTDIR\\uninstall.exe\" /S _?=$INSTDIR'")
    assert update < game_section.index('!include "${FILES}\\install.nsh"')
