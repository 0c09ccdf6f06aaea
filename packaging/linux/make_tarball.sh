#!/usr/bin/env bash
# Packs a built Linux bundle, its desktop file and icon into ginrummy-VERSION-linux-x86_64.tar.gz.
#
# Usage: packaging/linux/make_tarball.sh BUNDLE_DIR VERSION OUT_DIR
# Unpack anywhere and run ./ginrummy, or ./install-desktop-entry.sh to add it to the menu.
set -euo pipefail

if [[ $# -ne 3 ]]; then
    echo "usage: $0 BUNDLE_DIR VERSION OUT_DIR" >&2
    exit 2
fi
bundle="$(cd "$1" && pwd)"
version="$2"
out_dir="$(mkdir -p "$3" && cd "$3" && pwd)"
here="$(cd "$(dirname "$0")" && pwd)"
name="ginrummy-$version"
tarball="$out_dir/$name-linux-x86_64.tar.gz"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -a "$bundle" "$stage/$name"
install -m 644 "$here/ginrummy.desktop" "$stage/$name/ginrummy.desktop"
install -m 644 "$here/../icons/ginrummy-256.png" "$stage/$name/ginrummy.png"
install -m 755 "$here/install-desktop-entry.sh" "$stage/$name/install-desktop-entry.sh"

# Sorted, owner-neutral and dated by the version's commit where known: the same
# bundle gives the same archive.
mtime="${SOURCE_DATE_EPOCH:-$(date +%s)}"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" \
    -C "$stage" -cf - "$name" | gzip -9n > "$tarball"
echo "$tarball"
