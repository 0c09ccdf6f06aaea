"""Fast checks of the packaging rules and scripts (no PyInstaller build needed)."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
sys.path.insert(0, str(PACKAGING / "linux"))

import bundle_rules  # noqa: E402
import deb_depends  # noqa: E402
import version_info  # noqa: E402


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "libQt6Core.so.6",
        "PySide6/Qt6Gui.dll",
        "PySide6/Qt/lib/QtMultimedia.framework/Versions/A/QtMultimedia",
        "PySide6/QtWidgets.abi3.so",
        "PySide6/Qt/translations/qtbase_fi.qm",
        "PySide6/Qt/translations/qt_nn.qm",
        "PySide6/translations/qtmultimedia_en.qm",
        "ginrummy_desktop/i18n/ginrummy_nb.qm",
        "ginrummy_desktop/assets/cards/classic/AS.svg",
        "libpython3.11.so.1.0",
        "libz.so.1",
    ],
)
def test_kept(dest: str) -> None:
    assert bundle_rules.keep(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "libQt6Qml.so.6",
        "PySide6/Qt6Pdf.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        "PySide6/Qt/lib/libavcodec.so.63",
        "PySide6/avformat-61.dll",
        "PySide6/opengl32sw.dll",
        "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qtdeclarative_fi.qm",
        "PySide6/Qt/translations/designer_en.qm",
        "libxcb-cursor.so.0",
        "libX11.so.6",
        "libfontconfig.so.1",
        "libpulse.so.0",
        "libstdc++.so.6",
    ],
)
def test_dropped(dest: str) -> None:
    assert not bundle_rules.keep(dest)


def test_prune_drops_what_only_dropped_files_needed() -> None:
    links = {
        "/src/QtWidgets.abi3.so": ["libQt6Widgets.so.6"],
        "/src/libQt6Widgets.so.6": ["libQt6Gui.so.6"],
        "/src/libQt6Gui.so.6": ["libpng16.so.16"],
        "/src/libpng16.so.16": [],
        "/src/libpango.so.1": ["libcairo.so.2"],  # was needed by the dropped gtk3 theme
        "/src/libcairo.so.2": [],
    }
    toc = [
        ("PySide6/QtWidgets.abi3.so", "/src/QtWidgets.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/src/libQt6Widgets.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("libpng16.so.16", "/src/libpng16.so.16", "BINARY"),
        ("libpango.so.1", "/src/libpango.so.1", "BINARY"),
        ("libcairo.so.2", "/src/libcairo.so.2", "BINARY"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
    ]
    kept, dropped = bundle_rules.prune_unreachable(toc, lambda src: links[src])
    assert [dest for dest, _src, _code in kept] == [
        "PySide6/QtWidgets.abi3.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "libpng16.so.16",
        "libQt6Gui.so.6",
        "libQt6Quick.so.6",  # its target is not listed here, so it cannot be judged
    ]
    assert sorted(dropped) == ["libcairo.so.2", "libpango.so.1"]


def test_orphan_data_goes_with_its_library() -> None:
    datas = [
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
        ("libfoo.so.1", "PySide6/Qt/lib/libfoo.so.1", "SYMLINK"),
        ("PySide6/Qt/lib/QtPdf.framework/Resources/Info.plist", "/src/Info.plist", "DATA"),
        ("ginrummy_desktop/i18n/ginrummy_fi.qm", "/src/ginrummy_fi.qm", "DATA"),
    ]
    dropped = ["PySide6/Qt/lib/libfoo.so.1", "PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf"]
    kept = bundle_rules.drop_orphan_data(datas, dropped)
    assert kept == [datas[3]]


def test_version_resource_is_a_python_expression_with_the_package_version() -> None:
    from ginrummy_desktop import __version__

    assert version_info.read_version() == __version__
    text = version_info.version_resource(__version__)
    ast.parse(text, mode="exec")  # PyInstaller evaluates this text
    assert f"'ProductVersion', {__version__!r}" in text
    assert str(version_info.numeric_version(__version__)) in text


@pytest.mark.parametrize(
    ("version", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0))],
)
def test_numeric_version(version: str, numbers: tuple[int, int, int, int]) -> None:
    assert version_info.numeric_version(version) == numbers


def test_every_dropped_system_library_has_a_debian_package() -> None:
    sonames = [
        "libX11.so.6",
        "libxcb-cursor.so.0",
        "libxkbcommon-x11.so.0",
        "libfontconfig.so.1",
        "libEGL.so.1",
        "libglib-2.0.so.0",
        "libdbus-1.so.3",
        "libpulse.so.0",
        "libcups.so.2",
        "libgssapi_krb5.so.2",
    ]
    for soname in sonames:
        assert not bundle_rules.keep(soname), soname
        assert soname in deb_depends.PACKAGES, soname


SHELL_SCRIPTS = [
    PACKAGING / "build_linux.sh",
    PACKAGING / "linux" / "make_deb.sh",
    PACKAGING / "linux" / "make_tarball.sh",
    PACKAGING / "linux" / "install-desktop-entry.sh",
    PACKAGING / "macos" / "build_macos.sh",
    PACKAGING / "windows" / "check_nsis.sh",
]


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.name)
def test_shell_script_syntax(script: Path) -> None:
    subprocess.run(["bash", "-n", str(script)], check=True)
    if shutil.which("shellcheck"):
        subprocess.run(["shellcheck", str(script)], check=True)


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils missing")
def test_desktop_file_is_valid() -> None:
    subprocess.run(
        ["desktop-file-validate", str(PACKAGING / "linux" / "ginrummy.desktop")], check=True
    )


def test_icons_for_every_system_exist() -> None:
    for name in ("ginrummy.svg", "ginrummy-256.png", "ginrummy-512.png"):
        assert (PACKAGING / "icons" / name).is_file(), name
    for name in ("ginrummy.ico", "ginrummy.icns"):
        assert (PACKAGING / "icons" / name).is_file(), name
