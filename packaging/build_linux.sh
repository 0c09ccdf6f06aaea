#!/usr/bin/env bash
# Builds the Linux bundle (PyInstaller onedir) in a fresh venv, then the .tar.gz and the .deb.
#
# Usage: packaging/build_linux.sh [--fresh] [--bundle-only]
#   --fresh        delete the build venv first (it is otherwise reused between builds)
#   --bundle-only  stop after dist/ginrummy/
# Environment: PYTHON (default python3), BUILD_VENV (default build/venv),
#   SOURCE_DIR (default: this checkout), DIST_DIR (default: SOURCE_DIR/dist).
# Output: dist/ginrummy/, dist/ginrummy-VERSION-linux-x86_64.tar.gz,
#   dist/ginrummy_VERSION_amd64.deb
set -euo pipefail

SOURCE_DIR="$(cd "${SOURCE_DIR:-$(dirname "$0")/..}" && pwd)"
PYTHON="${PYTHON:-python3}"
BUILD_VENV="${BUILD_VENV:-$SOURCE_DIR/build/venv}"
DIST_DIR="${DIST_DIR:-$SOURCE_DIR/dist}"
WORK_DIR="$SOURCE_DIR/build/pyinstaller"
fresh=0
bundle_only=0
for arg in "$@"; do
    case "$arg" in
        --fresh) fresh=1 ;;
        --bundle-only) bundle_only=1 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

step() { printf '\n== %s (%ds)\n' "$1" "$SECONDS"; }

step "build venv $BUILD_VENV"
if [[ $fresh == 1 ]]; then rm -rf "$BUILD_VENV"; fi
# setuptools builds in build/lib and never deletes from it: a module removed from
# the source would still reach the wheel, and so the bundle.
rm -rf "$SOURCE_DIR/build/lib" "$SOURCE_DIR"/build/bdist.*
if [[ ! -x "$BUILD_VENV/bin/python" ]]; then
    "$PYTHON" -m venv "$BUILD_VENV"
    "$BUILD_VENV/bin/python" -m pip install --quiet --upgrade pip
    # Only the game (with its PySide6-Essentials/Addons dependencies) and PyInstaller.
    "$BUILD_VENV/bin/python" -m pip install --quiet "$SOURCE_DIR" "pyinstaller>=6.5"
else
    # A reused venv: take the game's current source, leave the rest as it is.
    "$BUILD_VENV/bin/python" -m pip install --quiet --force-reinstall --no-deps "$SOURCE_DIR"
fi

VERSION="$("$BUILD_VENV/bin/python" "$SOURCE_DIR/packaging/version_info.py" --print)"

step "PyInstaller bundle $VERSION"
# Run outside the checkout so the installed package, not the source tree, is bundled.
(cd "$BUILD_VENV" && "$BUILD_VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$DIST_DIR" --workpath "$WORK_DIR" "$SOURCE_DIR/packaging/ginrummy.spec")
du -sh "$DIST_DIR/ginrummy"

if [[ $bundle_only == 1 ]]; then
    step "done"
    exit 0
fi

step "tar.gz"
"$SOURCE_DIR/packaging/linux/make_tarball.sh" "$DIST_DIR/ginrummy" "$VERSION" "$DIST_DIR"

step "deb"
"$SOURCE_DIR/packaging/linux/make_deb.sh" "$DIST_DIR/ginrummy" "$VERSION" "$DIST_DIR"

step "done"
ls -l "$DIST_DIR"
