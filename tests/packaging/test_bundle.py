"""The Linux bundle: builds it (when asked), runs its --self-test and checks its size.

A PyInstaller build takes one to two minutes, so it runs only when asked:

    GINRUMMY_BUILD_BUNDLE=1 .venv/bin/python -m pytest tests/packaging/test_bundle.py

Without the variable the checks run against an existing bundle (GINRUMMY_BUNDLE, or
dist/ginrummy from packaging/build_linux.sh) and are skipped when there is none.
The start time is printed, not asserted: tests never judge wall-clock time
(benchmarks/bundle.py reports it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import bundle_metrics as bm  # noqa: E402
import bundle_rules  # noqa: E402

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle"),
]


@pytest.fixture(scope="module")
def bundle() -> Path:
    path = Path(os.environ.get("GINRUMMY_BUNDLE", bm.DEFAULT_BUNDLE))
    if os.environ.get("GINRUMMY_BUILD_BUNDLE") == "1":
        subprocess.run(
            [str(ROOT / "packaging" / "build_linux.sh"), "--bundle-only"],
            check=True,
            env={**os.environ, "DIST_DIR": str(path.parent)},
        )
    if not bm.executable(path).is_file():
        pytest.skip(f"no bundle at {path}; set GINRUMMY_BUILD_BUNDLE=1 to build one")
    return path


@pytest.fixture(scope="module")
def self_test(bundle: Path) -> bm.SelfTestRun:
    return bm.run_self_test(bundle)


def test_self_test_passes(self_test: bm.SelfTestRun) -> None:
    assert self_test.returncode == 0, self_test.output
    assert "self-test: passed" in self_test.output
    assert self_test.seconds_to_window is not None, self_test.output
    print(f"\nbundle: first window after {self_test.seconds_to_window:.2f} s")


def test_size(bundle: Path) -> None:
    size = bm.directory_size(bundle)
    print(f"\nbundle: {bm.megabytes(size)}")
    assert size <= bm.MAX_BUNDLE_BYTES, bm.megabytes(size)


def test_compressed_size(bundle: Path) -> None:
    # Level 6 is quicker than the release's 9 and a little larger: a safe stand-in.
    size = bm.compressed_size(bundle, level=6)
    print(f"\nbundle: {bm.megabytes(size)} as .tar.gz")
    assert size <= bm.MAX_COMPRESSED_BYTES, bm.megabytes(size)


def test_assets_and_catalogues_travel_inside(bundle: Path) -> None:
    package = bundle / "_internal" / "ginrummy_desktop"
    assert len(list((package / "assets" / "cards").rglob("*.svg"))) >= 104
    assert {p.name for p in (package / "i18n").glob("*.qm")} >= {
        "ginrummy_fi.qm",
        "ginrummy_nb.qm",
        "ginrummy_en.qm",
    }


def test_only_the_used_qt_parts_are_inside(bundle: Path) -> None:
    internal = bundle / "_internal"
    names = [p.relative_to(internal).as_posix() for p in internal.rglob("*")]
    unwanted = [n for n in names if not bundle_rules.keep(n)]
    assert unwanted == []
    qt_translations = {p.name for p in internal.rglob("PySide6/Qt/translations/*.qm")}
    assert qt_translations and all(
        name.split("_", 1)[1] in {"fi.qm", "nn.qm", "nb.qm", "no.qm", "en.qm"}
        for name in qt_translations
    )


def _built(pattern: str) -> Path:
    found = sorted((ROOT / "dist").glob(pattern))
    if not found:
        pytest.skip(f"no dist/{pattern}; packaging/build_linux.sh makes it")
    return found[-1]


def test_deb_installs_under_opt_with_launcher_and_dependencies() -> None:
    from ginrummy_desktop import __version__

    deb = _built("ginrummy_*_amd64.deb")
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Package", "Version", "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Package: ginrummy" in fields
    assert f"Version: {__version__}" in fields
    for package in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libfontconfig1"):
        assert package in fields
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    for path in (
        "./opt/ginrummy/ginrummy",
        "./usr/bin/ginrummy -> /opt/ginrummy/ginrummy",
        "./usr/share/applications/ginrummy.desktop",
        "./usr/share/icons/hicolor/scalable/apps/ginrummy.svg",
    ):
        assert path in listing


def test_tarball_holds_bundle_desktop_file_and_icon() -> None:
    import tarfile

    tarball = _built("ginrummy-*-linux-x86_64.tar.gz")
    top = tarball.name.removesuffix("-linux-x86_64.tar.gz")
    with tarfile.open(tarball) as archive:
        names = set(archive.getnames())
    for name in ("ginrummy", "ginrummy.desktop", "ginrummy.png", "install-desktop-entry.sh"):
        assert f"{top}/{name}" in names
