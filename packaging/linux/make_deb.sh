#!/usr/bin/env bash
# Packs a built Linux bundle into a .deb that installs under /opt/ginrummy.
#
# Usage: packaging/linux/make_deb.sh BUNDLE_DIR VERSION OUT_DIR   (env: DEB_MAINTAINER)
# Layout: /opt/ginrummy/ (the bundle), /usr/bin/ginrummy (a link to it), the desktop
# file and hicolor icons. The Qt runtime libraries the bundle leaves to the system
# (X11/xcb, Wayland, fonts, GL) become Depends, computed by deb_depends.py.
# Icon cache and desktop database refresh through dpkg triggers; no maintainer scripts.
set -euo pipefail

if [[ $# -ne 3 ]]; then
    echo "usage: $0 BUNDLE_DIR VERSION OUT_DIR" >&2
    exit 2
fi
bundle="$(cd "$1" && pwd)"
version="$2"
out_dir="$(mkdir -p "$3" && cd "$3" && pwd)"
here="$(cd "$(dirname "$0")" && pwd)"
icons="$here/../icons"
package=ginrummy
# Set DEB_MAINTAINER in the release job to a real contact.
maintainer="${DEB_MAINTAINER:-Gin Rummy Desktop developers <ginrummy@localhost>}"
arch=amd64
deb="$out_dir/${package}_${version}_${arch}.deb"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
root="$stage/root"

install -d "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/doc/$package" "$root/DEBIAN"
cp -a "$bundle" "$root/opt/$package"
ln -s "/opt/$package/ginrummy" "$root/usr/bin/ginrummy"
install -m 644 "$here/ginrummy.desktop" "$root/usr/share/applications/$package.desktop"
install -D -m 644 "$icons/ginrummy-256.png" "$root/usr/share/icons/hicolor/256x256/apps/$package.png"
install -D -m 644 "$icons/ginrummy-512.png" "$root/usr/share/icons/hicolor/512x512/apps/$package.png"
install -D -m 644 "$icons/ginrummy.svg" "$root/usr/share/icons/hicolor/scalable/apps/$package.svg"
cat > "$root/usr/share/doc/$package/copyright" <<COPYRIGHT
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: ginrummy-desktop
Comment: The game is MIT licensed. The bundle carries Python (PSF License) and
 Qt / Qt for Python (LGPL-3.0, see /usr/share/common-licenses/LGPL-3), as listed in
 /opt/$package/_internal/licenses/THIRD-PARTY-NOTICES.md.

Files: *
License: MIT
COPYRIGHT

# Plain permissions whatever the umask of the build machine was.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod go-w,a+r {} +

relations="$(python3 "$here/deb_depends.py" "$bundle")"
installed_kb="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
cat > "$root/DEBIAN/control" <<CONTROL
Package: $package
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kb
$relations
Section: games
Priority: optional
Description: Gin Rummy card game against the computer
 An offline Gin Rummy game: you against the computer on a card table with
 drag-and-drop cards and a scoresheet with box tallies. International rules
 and Finnish and Norwegian house rules; Finnish, Norwegian (bokmål) and
 English interface.
CONTROL

dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
