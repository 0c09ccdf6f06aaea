#!/usr/bin/env bash
# Builds "Gin Rummy.app" and a .dmg with an Applications link, on a macOS machine.
#
# Usage: packaging/macos/build_macos.sh [--skip-self-test]
# Environment (all optional):
#   PYTHON                  interpreter for the build venv (default python3)
#   BUILD_VENV              build venv (default build/venv)
#   MACOS_SIGN_IDENTITY     "Developer ID Application: Name (TEAMID)" in the keychain;
#                           without it the app is signed ad hoc and the steps below are skipped
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD
#                           notarisation credentials (an app-specific password);
#                           without them notarisation is skipped
# Output: dist/Gin Rummy.app, dist/ginrummy-VERSION-macos-ARCH.dmg
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
python="${PYTHON:-python3}"
venv="${BUILD_VENV:-$root/build/venv}"
dist="$root/dist"
app_name="Gin Rummy"
app="$dist/$app_name.app"
self_test=1
for arg in "$@"; do
    case "$arg" in
        --skip-self-test) self_test=0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

step() { printf '\n== %s (%ds)\n' "$1" "$SECONDS"; }

step "build venv $venv"
# setuptools never cleans build/lib: a deleted module would still reach the bundle.
rm -rf "$root/build/lib" "$root"/build/bdist.*
if [[ ! -x "$venv/bin/python" ]]; then
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet "$root" "pyinstaller>=6.5"
else
    "$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps "$root"
fi
version="$("$venv/bin/python" "$root/packaging/version_info.py" --print)"
arch="$(uname -m)"
dmg="$dist/ginrummy-$version-macos-$arch.dmg"

step "PyInstaller .app $version ($arch)"
# MACOS_SIGN_IDENTITY reaches the spec, which hands it to PyInstaller's codesign step.
(cd "$venv" && "$venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$root/build/pyinstaller" "$root/packaging/ginrummy.spec")
/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist"

if [[ $self_test == 1 ]]; then
    step "self-test"
    QT_QPA_PLATFORM=offscreen "$app/Contents/MacOS/ginrummy" --self-test
fi

step "signature"
if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
    codesign --verify --deep --strict --verbose=2 "$app"
else
    echo "MACOS_SIGN_IDENTITY not set: ad-hoc signature only, skipping Developer ID checks"
fi

step "dmg"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
# Drag the game onto this link to install it.
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
hdiutil create -volname "$app_name $version" -srcfolder "$stage" -fs HFS+ \
    -format UDZO -imagekey zlib-level=9 -ov "$dmg"

if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
fi

step "notarisation"
if [[ -n "${MACOS_SIGN_IDENTITY:-}" && -n "${APPLE_ID:-}" && -n "${APPLE_TEAM_ID:-}" \
      && -n "${APPLE_APP_PASSWORD:-}" ]]; then
    xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
else
    echo "no signing identity or notarisation credentials: skipping notarisation"
    echo "(players must right-click > Open the first time; see packaging/README.md)"
fi

step "done"
ls -l "$dmg"
