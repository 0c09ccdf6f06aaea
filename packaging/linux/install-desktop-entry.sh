#!/bin/sh
# Adds Gin Rummy from this unpacked folder to the current user's application menu.
# Run it again after moving the folder; remove with --remove.
set -eu

here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
entry="$data/applications/ginrummy.desktop"
icon="$data/icons/hicolor/256x256/apps/ginrummy.png"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    echo "Removed $entry"
    exit 0
fi

mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$here/ginrummy.png" "$icon"
# The menu needs an absolute path: this folder is not on PATH.
sed -e "s|^Exec=.*|Exec=\"$here/ginrummy\"|" -e "s|^TryExec=.*|TryExec=$here/ginrummy|" \
    "$here/ginrummy.desktop" > "$entry"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" >/dev/null 2>&1 || true
fi
echo "Added $entry"
