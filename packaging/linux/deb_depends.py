"""Works out the .deb's Depends and Recommends from the libraries the bundle links to.

Every shared library that an ELF file in the bundle needs and that the bundle does
not carry must come from a Debian package listed here; an unknown one stops the
build, so the package's dependencies cannot silently fall behind the bundle.

Usage: python deb_depends.py BUNDLE_DIR   (prints two lines: Depends: ... / Recommends: ...)
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

# soname -> Debian 12 / Ubuntu 22.04+ package (t64 renames in Ubuntu 24.04 provide these).
PACKAGES: dict[str, str] = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libutil.so.1": "libc6",
    "libresolv.so.2": "libc6",
    "libanl.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libgmodule-2.0.so.0": "libglib2.0-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXext.so.6": "libxext6",
    "libXrandr.so.2": "libxrandr2",
    "libXrender.so.1": "libxrender1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libdrm.so.2": "libdrm2",
    "libgbm.so.1": "libgbm1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libpulse.so.0": "libpulse0",
    "libcups.so.2": "libcups2",
}

# Features the game does without: no sound without PulseAudio (or PipeWire's
# libpulse), printing to PDF only without CUPS.
RECOMMENDED: frozenset[str] = frozenset({"libpulse0", "libcups2"})

# Loaded with dlopen(), so no ELF file names it: Qt's D-Bus support (menus, portals).
ALWAYS: frozenset[str] = frozenset({"libdbus-1-3"})

_ELF_MAGIC = b"\x7fELF"
_GLIBC = re.compile(r"GLIBC_(\d+)\.(\d+)")


def elf_files(bundle: Path) -> list[Path]:
    files = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == _ELF_MAGIC:
                    files.append(path)
    return files


def needed_and_glibc(path: Path) -> tuple[list[str], tuple[int, int]]:
    """The sonames `path` needs and the newest glibc symbol version it uses."""
    dump = subprocess.run(
        ["objdump", "-p", "-T", str(path)], capture_output=True, text=True, check=True
    ).stdout
    needed = [line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")]
    versions = [(int(major), int(minor)) for major, minor in _GLIBC.findall(dump)]
    return needed, max(versions, default=(2, 17))


def relations(bundle: Path) -> tuple[list[str], list[str]]:
    """(Depends, Recommends) for a bundle directory."""
    files = elf_files(bundle)
    carried = {path.name for path in bundle.rglob("*")}
    packages: set[str] = set(ALWAYS)
    glibc = (2, 17)
    unknown: dict[str, str] = {}
    for path in files:
        needed, newest = needed_and_glibc(path)
        glibc = max(glibc, newest)
        for soname in needed:
            if soname in carried:
                continue
            package = PACKAGES.get(soname)
            if package is None:
                unknown.setdefault(soname, str(path.relative_to(bundle)))
            else:
                packages.add(package)
    if unknown:
        listing = ", ".join(f"{name} (needed by {user})" for name, user in sorted(unknown.items()))
        raise SystemExit(f"deb_depends.py: no Debian package known for {listing}")
    packages.discard("libc6")
    depends = [f"libc6 (>= {glibc[0]}.{glibc[1]})"]
    depends += sorted(packages - RECOMMENDED)
    return depends, sorted(packages & RECOMMENDED)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    depends, recommends = relations(Path(argv[0]))
    print("Depends: " + ", ".join(depends))
    print("Recommends: " + ", ".join(recommends))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
