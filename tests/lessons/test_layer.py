"""The lessons package is pure Python over model and ai: no Qt, no app, ui, review or files."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "ginrummy_desktop" / "lessons"
ALLOWED_SIBLINGS = {"model", "ai", "lessons"}
FORBIDDEN_TOP = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "sqlite3", "json", "pathlib"}


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(0, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append((node.level, node.module or ""))
    return out


def _layer(level: int, module: str) -> str | None:
    """The ginrummy_desktop subpackage an import reaches, or None for outside imports."""
    if level == 0:
        parts = module.split(".")
        return parts[1] if parts[0] == "ginrummy_desktop" and len(parts) > 1 else None
    if level == 1:
        return "lessons"
    return module.split(".")[0] if level == 2 else "?"


def test_lessons_import_only_model_and_ai() -> None:
    files = list(PACKAGE.glob("*.py"))
    assert len(files) >= 5
    bad = []
    for path in files:
        for level, module in _imports(path):
            layer = _layer(level, module)
            if layer is not None and layer not in ALLOWED_SIBLINGS:
                bad.append((path.name, module))
            if level == 0 and module.split(".")[0] in FORBIDDEN_TOP:
                bad.append((path.name, module))
    assert bad == []


def test_an_upward_import_would_be_caught(tmp_path: Path) -> None:
    sample = tmp_path / "x.py"
    sample.write_text("from ..ui.texts import x\nfrom ..review import aids\nimport PySide6\n")
    layers = [_layer(level, m) for level, m in _imports(sample)]
    assert "ui" in layers and "review" in layers
