"""The model layer must stay pure Python: no Qt, nothing from the layers above."""

from __future__ import annotations

import ast
from pathlib import Path

MODEL = Path(__file__).resolve().parents[2] / "ginrummy_desktop" / "model"
FORBIDDEN = (
    "PySide6",
    "shiboken6",
    "PyQt5",
    "PyQt6",
    "ginrummy_desktop.ui",
    "ginrummy_desktop.app",
    "ginrummy_desktop.ai",
    "ginrummy_desktop.persistence",
)


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def test_model_files_exist() -> None:
    assert len(list(MODEL.glob("*.py"))) >= 5


def test_model_imports_no_qt_or_upper_layers() -> None:
    bad = [
        (p.name, name)
        for p in MODEL.glob("*.py")
        for name in _imports(p)
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN)
    ]
    assert bad == []


def test_forbidden_import_is_detected(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport shiboken6\n")
    assert _imports(sample) == ["shiboken6", "PySide6.QtCore"] or set(_imports(sample)) == {
        "PySide6.QtCore",
        "shiboken6",
    }
