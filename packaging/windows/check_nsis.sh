#!/usr/bin/env bash
# Proves packaging/windows/ginrummy.nsi compiles, on Linux, against a fake bundle of
# placeholder files (the real bundle can only be built on Windows).
#
# Usage: packaging/windows/check_nsis.sh [OUT_DIR]   (needs makensis: apt-get install nsis)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out_dir="$(mkdir -p "${1:-$root/build/nsis-check}" && cd "${1:-$root/build/nsis-check}" && pwd)"
version="$(python3 "$root/packaging/version_info.py" --print)"

fake="$out_dir/fake-bundle"
rm -rf "$fake"
mkdir -p "$fake/_internal/ginrummy_desktop/i18n"
printf 'placeholder, not a program\n' > "$fake/ginrummy.exe"
printf 'placeholder\n' > "$fake/_internal/python311.dll"
printf 'placeholder\n' > "$fake/_internal/ginrummy_desktop/i18n/ginrummy_fi.qm"

makensis -V2 -WX -INPUTCHARSET UTF8 \
    "-DVERSION=$version" "-DBUNDLE_DIR=$fake" \
    "-DOUTFILE=$out_dir/ginrummy-$version-setup.exe" \
    "$here/ginrummy.nsi"
ls -l "$out_dir/ginrummy-$version-setup.exe"
