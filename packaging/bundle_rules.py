"""Which Qt plugins, libraries and translations the PyInstaller bundle keeps.

Pure functions over bundle destination paths, so the rules can be tested without a
build. The spec (packaging/ginrummy.spec) filters PyInstaller's TOC with them.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

TocEntry = tuple[str, str, str]  # PyInstaller's (destination, source, typecode)

# Interface languages of the game, plus Nynorsk and "no": the Qt wheels ship no
# bokmål catalogue, and ginrummy_desktop.app.i18n falls back to qtbase_nn.
SHIPPED_LANGUAGES: frozenset[str] = frozenset({"fi", "nb", "nn", "no", "en"})

# Qt's catalogues for the modules the game loads (qt_XX is the meta catalogue).
QT_CATALOGS: frozenset[str] = frozenset({"qt", "qtbase", "qtmultimedia"})

# Plugin folder -> plugin stems kept (None = keep every plugin in the folder).
# Stems drop the platform decoration: libqxcb.so, qxcb.dll and libqxcb.dylib are "qxcb".
KEPT_PLUGINS: dict[str, frozenset[str] | None] = {
    # offscreen is needed by --self-test; minimal is not.
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    "imageformats": frozenset({"qsvg", "qico", "qicns"}),
    "iconengines": frozenset({"qsvgicon"}),
    # The portal theme gives sandbox-friendly dialogs; gtk3 would drag in the host's GTK.
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    # Compose key and IBus: accented letters in player names.
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "xcbglintegrations": None,
    # CUPS printers in the print dialog (libcups itself comes from the system).
    "printsupport": None,
    "styles": None,  # qmodernwindowsstyle on Windows, the native look
    # Wayland: desktop shells speak xdg-shell; the other shells and the *-server
    # buffer integrations are for embedded devices and Qt's own compositor.
    "wayland-decoration-client": None,
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
}

# Qt libraries the kept plugins and modules need. Anything else named Qt6* is left
# out: QtMultimedia's FFmpeg backend plugin alone pulls in QtQuick, QtQml and FFmpeg
# (about 40 MB), and QSoundEffect does not use it (Qt: "No QtMultimedia backends
# found. Only QMediaDevices, QAudioDevice, QSoundEffect, QAudioSink, and
# QAudioSource are available.").
KEPT_QT_LIBRARIES: frozenset[str] = frozenset(
    {
        "Core",
        "Gui",
        "Widgets",
        "Svg",
        "SvgWidgets",
        "Multimedia",
        "PrintSupport",  # printing the scoresheet
        "Network",  # needed by libQt6Multimedia
        "DBus",
        "Concurrent",
        "OpenGL",  # needed by the xcb GLX/EGL integrations
        "XcbQpa",
        "WaylandClient",
        "WaylandEglClientHwIntegration",
        "WlShellIntegration",
        "EglFsKmsSupport",
    }
)

# Library files that are never needed (FFmpeg for the backend we drop).
_DROPPED_LIBRARY = re.compile(r"^(lib)?(avcodec|avformat|avutil|swresample|swscale)\b", re.I)

# Libraries every Linux desktop has, which must match the running system (X11, xcb,
# Wayland, fonts, D-Bus, audio, OpenGL, GLib, the C++ runtime, Kerberos, CUPS): the
# .deb depends on their packages (packaging/linux/make_deb.sh) instead of carrying
# the build host's copies.
_LINUX_SYSTEM_LIBRARY = re.compile(
    r"^lib(X11|X11-xcb|Xau|Xdmcp|Xext|Xrender|Xrandr|Xi|Xfixes|Xcursor|xcb(-[a-z0-9-]+)?"
    r"|xkbcommon(-x11)?|fontconfig|freetype|dbus-1|pulse|pulse-simple|pulsecommon-[0-9.]+"
    r"|GL|GLX|GLdispatch|EGL|OpenGL|gbm|drm|wayland-(client|cursor|egl)"
    r"|glib-2\.0|gobject-2\.0|gio-2\.0|gthread-2\.0|gmodule-2\.0"
    r"|stdc\+\+|gcc_s|gssapi_krb5|cups)\.so(\.[0-9.]+)?$"
)

# Windows: the software OpenGL fallback (about 20 MB) is only for Qt Quick and OpenGL
# widgets, which the game does not use.
_DROPPED_WINDOWS_DLLS: frozenset[str] = frozenset({"opengl32sw.dll", "d3dcompiler_47.dll"})

# libQt6Widgets.so.6, Qt6Widgets.dll, QtWidgets.framework/...
_QT_LIBRARY = re.compile(
    r"^(?:lib)?Qt6?([A-Za-z0-9]+?)(?:\.so(?:\.\d+)*|\.dll|\.dylib|\.framework)$"
)


def plugin_stem(filename: str) -> str:
    """'libqxcb.so' -> 'qxcb'; 'qwindows.dll' -> 'qwindows'; 'libqcocoa.dylib' -> 'qcocoa'."""
    stem = filename.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _plugin_location(parts: tuple[str, ...]) -> tuple[str, str] | None:
    """(folder, file) when `parts` is a Qt plugin path inside PySide6, else None."""
    if "PySide6" not in parts or "plugins" not in parts:
        return None
    index = parts.index("plugins")
    if len(parts) < index + 3:
        return None
    return parts[index + 1], parts[-1]


def keep_plugin(dest: str) -> bool:
    """False for a Qt plugin the game does not use; True for everything else."""
    location = _plugin_location(_parts(dest))
    if location is None:
        return True
    folder, filename = location
    if folder not in KEPT_PLUGINS:
        return False
    stems = KEPT_PLUGINS[folder]
    return stems is None or plugin_stem(filename) in stems


def qt_library_name(dest: str) -> str | None:
    """'Widgets' for any path naming the QtWidgets shared library or framework, else None."""
    for part in _parts(dest):
        match = _QT_LIBRARY.match(part)
        if match:
            return match.group(1)
    return None


def keep_library(dest: str) -> bool:
    """False for Qt or FFmpeg libraries the game does not load."""
    parts = _parts(dest)
    if parts and _DROPPED_LIBRARY.match(parts[-1]):
        return False
    if parts and _LINUX_SYSTEM_LIBRARY.match(parts[-1]):
        return False
    if parts and parts[-1].lower() in _DROPPED_WINDOWS_DLLS:
        return False
    # Qt's own libraries, wherever PyInstaller put them (PySide6/Qt/lib, a top-level
    # symlink, PySide6/*.dll, a framework). Extension modules PySide6/QtWidgets.abi3.so
    # are not libraries here: EXCLUDED_MODULES decides those.
    if _plugin_location(parts) is None and not parts[-1].endswith((".pyd", ".abi3.so")):
        name = qt_library_name(dest)
        if name is not None:
            return name in KEPT_QT_LIBRARIES
    return True


_TRANSLATION = re.compile(r"^(?P<catalog>[a-z_]+?)_(?P<lang>[a-z]{2,3})(?:_[A-Z]{2})?\.qm$")


def keep_translation(dest: str) -> bool:
    """Keeps Qt's .qm files only for shipped languages and used catalogues.

    The game's own catalogues (ginrummy_desktop/i18n) are always kept.
    """
    parts = _parts(dest)
    if not parts or not parts[-1].endswith(".qm") or "PySide6" not in parts:
        return True
    match = _TRANSLATION.match(parts[-1])
    if match is None:
        return False
    return match["catalog"] in QT_CATALOGS and match["lang"] in SHIPPED_LANGUAGES


def keep(dest: str) -> bool:
    """The one test the spec applies to every collected binary and data file."""
    return keep_plugin(dest) and keep_library(dest) and keep_translation(dest)


def _is_root(dest: str) -> bool:
    """Files loaded by Python or Qt themselves: extension modules, plugins, libpython."""
    parts = _parts(dest)
    name = parts[-1].lower()
    if name.endswith((".pyd", ".abi3.so")) or ".cpython-" in name or "lib-dynload" in parts:
        return True
    if _plugin_location(parts) is not None:
        return True
    return name.startswith(("libpython", "python3", "python")) or parts[0] == "Python"


def _lookup_key(name: str) -> str:
    return posixpath.basename(name.replace("\\", "/")).lower()


def prune_unreachable(
    binaries: Iterable[TocEntry], imports: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[str]]:
    """Drops shared libraries that no kept extension module or plugin needs any more.

    PyInstaller collects dependencies before the rules above drop plugins and Qt
    libraries, so without this their own dependencies (GTK, Pango, FFmpeg stubs...)
    would stay behind. `imports(source_path)` names the libraries a binary links to.
    Returns the kept entries and the destinations dropped.
    """
    entries = list(binaries)
    by_name: dict[str, list[int]] = {}
    for index, (dest, _src, typecode) in enumerate(entries):
        if typecode != "SYMLINK":
            by_name.setdefault(_lookup_key(dest), []).append(index)
    reached: set[int] = set()
    queue = [
        index
        for index, (dest, _src, code) in enumerate(entries)
        if code != "SYMLINK" and _is_root(dest)
    ]
    reached.update(queue)
    while queue:
        _dest, src, _code = entries[queue.pop()]
        for name in imports(src):
            for index in by_name.get(_lookup_key(name), ()):
                if index not in reached:
                    reached.add(index)
                    queue.append(index)
    listed = {dest for dest, _src, code in entries if code != "SYMLINK"}
    kept_dests = {entries[i][0] for i in reached}
    kept: list[TocEntry] = []
    dropped: list[str] = []
    for index, (dest, src, typecode) in enumerate(entries):
        if typecode == "SYMLINK":
            # src is the link target, relative to the link; a link to a file this
            # TOC does not list (inside a framework) cannot be judged, so it stays.
            target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), src))
            keep_it = target in kept_dests or target not in listed
        else:
            keep_it = index in reached
        if keep_it:
            kept.append((dest, src, typecode))
        else:
            dropped.append(dest)
    return kept, dropped


def drop_orphan_data(datas: Iterable[TocEntry], dropped: Iterable[str]) -> list[TocEntry]:
    """Drops data entries that belonged to dropped libraries: symbolic links to them
    (PyInstaller lists some links as data) and, on macOS, a dropped framework's Resources."""
    dropped = set(dropped)
    frameworks = {p for dest in dropped for p in _parts(dest) if p.endswith(".framework")}
    kept: list[TocEntry] = []
    for dest, src, typecode in datas:
        if frameworks.intersection(_parts(dest)):
            continue
        if typecode == "SYMLINK":
            target = posixpath.normpath(posixpath.join(posixpath.dirname(dest), src))
            if target in dropped or not keep(target):
                continue
        kept.append((dest, src, typecode))
    return kept


# Python modules that PyInstaller might find through optional imports but the game
# never uses. Qt modules are listed so PySide6's hooks do not collect their plugins.
EXCLUDED_MODULES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    # Offline game: no TLS; hashlib falls back to its built-in hashes.
    "ssl",
    "_ssl",
    "_hashlib",
    "unittest",
    "pydoc_data",
    "lib2to3",
    "setuptools",
    "pip",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuick3D",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtCharts",
    "PySide6.QtDataVisualization",
    "PySide6.QtGraphs",
    "PySide6.QtLocation",
    "PySide6.QtPositioning",
    "PySide6.QtBluetooth",
    "PySide6.QtNfc",
    "PySide6.QtSensors",
    "PySide6.QtSerialPort",
    "PySide6.QtSerialBus",
    "PySide6.QtTextToSpeech",
    "PySide6.QtSpatialAudio",
    "PySide6.QtMultimediaWidgets",
    "PySide6.Qt3DCore",
    "PySide6.QtHelp",
    "PySide6.QtXml",
    "PySide6.QtWebSockets",
    "PySide6.QtWebChannel",
    "PySide6.QtRemoteObjects",
    "PySide6.QtScxml",
    "PySide6.QtStateMachine",
    "PySide6.QtHttpServer",
    "PySide6.QtNetworkAuth",
    "PySide6.QtAxContainer",
)
