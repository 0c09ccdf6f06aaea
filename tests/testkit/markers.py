"""Which tests need Qt: tests/conftest.py gives those the `ui` marker (pytest -m "not ui")."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
# Every test in these folders drives widgets or Qt translators.
UI_FOLDERS = ("ui", "i18n")
# These start the whole Qt application in a child process.
UI_FILES = ("packaging/test_selftest.py", "packaging/test_bundle.py")
# Requesting one of these creates the QApplication.
QT_FIXTURES = frozenset({"qtbot", "qapp", "qapp_args", "qapp_cls"})
# A test module importing any of these works with widgets or the app's Qt objects
# (signals and timers need the application's event loop). Qt value types alone
# (QtCore, QImage) do not make a test `ui`.
QT_MODULES = (
    "PySide6.QtWidgets",
    "ginrummy_desktop.app",
    "ginrummy_desktop.ui",
    "ginrummy_desktop.selftest",
    "ginrummy_desktop.__main__",
)


@cache
def _imports_qt(path: Path) -> bool:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError):
        return False
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names += [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
    return any(n == m or n.startswith(m + ".") for n in names for m in QT_MODULES)


def needs_qt(path: Path, fixtures: list[str]) -> bool:
    """Whether a test in ``path`` that requests ``fixtures`` needs Qt (the `ui` marker)."""
    try:
        relative = path.resolve().relative_to(TESTS).as_posix()
    except ValueError:
        return False
    return (
        relative.split("/")[0] in UI_FOLDERS
        or relative in UI_FILES
        or not QT_FIXTURES.isdisjoint(fixtures)
        or _imports_qt(path.resolve())
    )
