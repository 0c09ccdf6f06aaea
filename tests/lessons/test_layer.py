"""The lessons package is pure Python over model and ai: no Qt, no app, ui, review or files.

Stricter than tests/test_layers.py for this one package (no files, no resources), and
read with its import resolver, so relative imports are resolved the same way.
"""

from __future__ import annotations

from pathlib import Path

from tests.test_layers import PACKAGE, ROOT, imports_of, known_modules, layer_of, module_name

LESSONS = ROOT / PACKAGE / "lessons"
ALLOWED_SIBLINGS = {"model", "ai", "lessons"}
FORBIDDEN_TOP = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "sqlite3", "json", "pathlib"}


def _bad_imports(path: Path, module: str, known: set[str]) -> list[tuple[str, str]]:
    bad = []
    for _line, imported in imports_of(path, module, known):
        layer = layer_of(imported)
        if layer is not None and layer not in ALLOWED_SIBLINGS:
            bad.append((path.name, imported))
        if imported.split(".")[0] in FORBIDDEN_TOP:
            bad.append((path.name, imported))
    return bad


def test_lessons_import_only_model_and_ai() -> None:
    files = list(LESSONS.glob("*.py"))
    assert len(files) >= 5
    known = known_modules(ROOT, PACKAGE)
    bad = []
    for path in files:
        bad += _bad_imports(path, module_name(path, ROOT), known)
    assert bad == []


def test_an_upward_import_would_be_caught(tmp_path: Path) -> None:
    sample = tmp_path / PACKAGE / "lessons" / "x.py"
    sample.parent.mkdir(parents=True)
    sample.write_text("from ..ui.texts import x\nfrom ..review import aids\nimport PySide6\n")
    bad = _bad_imports(sample, f"{PACKAGE}.lessons.x", set())
    assert [imported for _name, imported in bad] == [
        f"{PACKAGE}.ui.texts",
        f"{PACKAGE}.review",
        "PySide6",
    ]
