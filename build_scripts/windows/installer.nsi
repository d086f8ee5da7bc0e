; The Windows installer of Pocket Epics (NSIS 3), made on Linux by
; build_scripts/windows_installer.py from the PyInstaller folder dist/PocketEpics:
;
;   makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DSOURCE=dist/PocketEpics -DFILES=build/nsis \
;            -DICON=assets/icon/pocket_epics.ico -DOUTFILE=dist/PocketEpics-0.1.0-windows-x86_64-setup.exe \
;            build_scripts/windows/installer.nsi
;
; Per user, no administrator rights: the program goes to %LOCALAPPDATA%\Programs\PocketEpics,
; a Start-menu entry is made (a desktop shortcut if the player ticks it), and the uninstaller
; is listed in the user's "Installed apps" (HKCU).  Uninstalling removes exactly the files
; installed (FILES\uninstall.nsh lists them) and keeps the player's folder
; %LOCALAPPDATA%\PocketEpics (saves, settings, logs) unless the player ticks its removal.
; Silent: "setup.exe /S" installs with the defaults, "uninstall.exe /S" keeps the saves.

; A 64-bit installer, like the program: it also runs in a wine prefix without 32-bit support.
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!define APP "PocketEpics"
!define NAME "Pocket Epics"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"
!define USER_FOLDER "$LOCALAPPDATA\${APP}"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${NAME} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${NAME} installer"
VIAddVersionKey /LANG=0 "LegalCopyright" "All rights reserved"

!include "MUI2.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP}.exe"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

; The installer speaks the player's Windows language when it is one of the game's.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Ukrainian"

LangString SecGame ${LANG_ENGLISH} "${NAME} (required)"
LangString SecGame ${LANG_RUSSIAN} "${NAME} (обязательно)"
LangString SecGame ${LANG_UKRAINIAN} "${NAME} (обов'язково)"
LangString SecDesktop ${LANG_ENGLISH} "Shortcut on the desktop"
LangString SecDesktop ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString SecDesktop ${LANG_UKRAINIAN} "Ярлик на робочому столі"
LangString SecUninstall ${LANG_ENGLISH} "Remove the program"
LangString SecUninstall ${LANG_RUSSIAN} "Удалить программу"
LangString SecUninstall ${LANG_UKRAINIAN} "Видалити програму"
LangString SecUserFolder ${LANG_ENGLISH} "Also delete my saves and settings"
LangString SecUserFolder ${LANG_RUSSIAN} "Удалить также мои сохранения и настройки"
LangString SecUserFolder ${LANG_UKRAINIAN} "Видалити також мої збереження та налаштування"

Section "!$(SecGame)" SEC_GAME
    SectionIn RO
    SetShellVarContext current
    ; An earlier version here: its own uninstaller removes its files first (not the saves),
    ; so no file the new version dropped is left behind.
    IfFileExists "$INSTDIR\uninstall.exe" 0 +3
        ExecWait '"$INSTDIR\uninstall.exe" /S _?=$INSTDIR'
        Delete "$INSTDIR\uninstall.exe"
    !include "${FILES}\install.nsh"
    WriteUninstaller "$INSTDIR\uninstall.exe"
    CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\${APP}.exe"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${NAME}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP}.exe"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
SectionEnd

Section /o "$(SecDesktop)" SEC_DESKTOP
    SetShellVarContext current
    CreateShortcut "$DESKTOP\${NAME}.lnk" "$INSTDIR\${APP}.exe"
SectionEnd

Section "!un.$(SecUninstall)" SEC_UN_GAME
    SectionIn RO
    SetShellVarContext current
    Delete "$SMPROGRAMS\${NAME}.lnk"
    Delete "$DESKTOP\${NAME}.lnk"
    !include "${FILES}\uninstall.nsh"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd

Section /o "un.$(SecUserFolder)" SEC_UN_USER_FOLDER
    RMDir /r "${USER_FOLDER}"
SectionEnd
