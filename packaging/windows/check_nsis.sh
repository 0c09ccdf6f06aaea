#!/usr/bin/env bash
# Proves packaging/windows/ginrummy.nsi compiles, on Linux, against a fake bundle of
# placeholder files (the real bundle can only be built on Windows). With --wine it
# also installs the result silently into a throwaway Wine prefix, checks the
# per-user folder, Start-menu shortcut and uninstall entry, and uninstalls again.
#
# Usage: packaging/windows/check_nsis.sh [--wine] [OUT_DIR]
#   needs makensis (apt-get install nsis); --wine needs wine64 (apt-get install wine64)
set -euo pipefail

wine=0
if [[ "${1:-}" == "--wine" ]]; then
    wine=1
    shift
fi
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out_dir="$(mkdir -p "${1:-$root/build/nsis-check}" && cd "${1:-$root/build/nsis-check}" && pwd)"
version="$(python3 "$root/packaging/version_info.py" --print)"
setup="$out_dir/ginrummy-$version-setup.exe"

fake="$out_dir/fake-bundle"
rm -rf "$fake"
mkdir -p "$fake/_internal/ginrummy_desktop/i18n"
printf 'placeholder, not a program\n' > "$fake/ginrummy.exe"
printf 'placeholder\n' > "$fake/_internal/python311.dll"
printf 'placeholder\n' > "$fake/_internal/ginrummy_desktop/i18n/ginrummy_fi.qm"

makensis -V2 -WX -INPUTCHARSET UTF8 \
    "-DVERSION=$version" "-DBUNDLE_DIR=$fake" "-DOUTFILE=$setup" \
    "$here/ginrummy.nsi"
ls -l "$setup"
[[ $wine == 1 ]] || exit 0

# Debian keeps the Wine programs in /usr/lib/wine.
wine64="$(command -v wine64 || echo /usr/lib/wine/wine64)"
wineserver="$(command -v wineserver || echo /usr/lib/wine/wineserver)"
export WINEPREFIX="$out_dir/wineprefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
rm -rf "$WINEPREFIX"
"$wine64" wineboot -i >/dev/null 2>&1
users="$WINEPREFIX/drive_c/users/$(whoami)"
installed="$users/AppData/Local/Programs/Gin Rummy"
shortcut="$users/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Gin Rummy.lnk"
fail() { echo "check_nsis.sh: $1" >&2; exit 1; }

"$wine64" "$setup" /S
"$wineserver" -w  # the registry reaches user.reg when the server stops
[[ -f "$installed/ginrummy.exe" && -f "$installed/_internal/python311.dll" ]] \
    || fail "game not installed in $installed"
[[ -f "$installed/uninstall.exe" ]] || fail "no uninstaller"
[[ -f "$shortcut" ]] || fail "no Start-menu shortcut"
grep -q '\[Software\\\\Microsoft\\\\Windows\\\\CurrentVersion\\\\Uninstall\\\\GinRummyDesktop\]' \
    "$WINEPREFIX/user.reg" || fail "no per-user uninstall entry (HKCU)"
grep -q "\"DisplayVersion\"=\"$version\"" "$WINEPREFIX/user.reg" || fail "no DisplayVersion"
echo "installed per user: folder, shortcut, uninstall entry"

"$wine64" "$installed/uninstall.exe" /S
sleep 3  # the uninstaller reruns itself from TEMP and returns at once
"$wineserver" -w
[[ ! -e "$installed" ]] || fail "uninstaller left $installed"
[[ ! -e "$shortcut" ]] || fail "uninstaller left the shortcut"
if grep -q 'GinRummyDesktop' "$WINEPREFIX/user.reg"; then
    fail "uninstaller left registry keys"
fi
echo "uninstalled: nothing left behind"
rm -rf "$WINEPREFIX"
