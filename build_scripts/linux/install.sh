#!/bin/sh
# Pocket Epics for the current user, no root needed:
#
#     ./install.sh                      install (or update) into ~/.local
#     ./install.sh --uninstall          remove the program, its menu entry and icons
#     ./install.sh --uninstall --purge  ... and your saves and settings too
#
# The program goes to ~/.local/lib/pocket-epics, a `pocket-epics` command to ~/.local/bin,
# the menu entry, the AppStream data and the icons under ~/.local/share (XDG_DATA_HOME).
# Saves and settings live in ~/.local/share/PocketEpics and stay unless --purge is given.
# No cache is rebuilt: desktops watch these folders (an icon cache in ~/.local would go stale).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
ID=org.pocketepics.PocketEpics
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
LIB=$HOME/.local/lib/pocket-epics
BIN=$HOME/.local/bin
USER_FOLDER=$DATA/PocketEpics
MARK=.pocket-epics-install       # only a folder holding this mark is ever deleted
SIZES="16 22 24 32 48 64 128 256 512"

uninstall=0
purge=0
for arg in "$@"; do
    case "$arg" in
        --uninstall) uninstall=1 ;;
        --purge) purge=1 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
    esac
done

remove_program() {
    if [ -f "$LIB/$MARK" ]; then
        rm -rf "$LIB"
    elif [ -e "$LIB" ]; then
        echo "install.sh: $LIB was not made by this script; left alone" >&2
    fi
    [ -L "$BIN/pocket-epics" ] && rm -f "$BIN/pocket-epics"
    rm -f "$DATA/applications/$ID.desktop" "$DATA/metainfo/$ID.metainfo.xml"
    for size in $SIZES; do
        rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$ID.png"
    done
}

if [ "$uninstall" -eq 1 ]; then
    remove_program
    if [ "$purge" -eq 1 ]; then
        rm -rf "$USER_FOLDER"
        echo "Pocket Epics removed, with your saves and settings."
    else
        echo "Pocket Epics removed. Your saves and settings are kept in $USER_FOLDER"
    fi
    exit 0
fi

[ -x "$HERE/PocketEpics" ] && [ -d "$HERE/_internal" ] || { echo "install.sh: run it from the unpacked PocketEpics folder" >&2; exit 1; }
remove_program
mkdir -p "$LIB" "$BIN" "$DATA/applications" "$DATA/metainfo"
cp -R "$HERE/PocketEpics" "$HERE/_internal" "$LIB/"
: >"$LIB/$MARK"
ln -sf "$LIB/PocketEpics" "$BIN/pocket-epics"
sed -e "s|^Exec=.*|Exec=\"$LIB/PocketEpics\"|" \
    "$HERE/share/applications/$ID.desktop" >"$DATA/applications/$ID.desktop"
cp "$HERE/share/metainfo/$ID.metainfo.xml" "$DATA/metainfo/"
for size in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
    cp "$HERE/share/icons/hicolor/${size}x${size}/apps/$ID.png" "$DATA/icons/hicolor/${size}x${size}/apps/"
done
echo "Pocket Epics installed: find it among your games, or run $BIN/pocket-epics"
