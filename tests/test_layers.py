"""The package's layers import only downwards, relative imports included (DESIGN.md)."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "ginrummy_desktop"

# A layer is the first name below the package; the package's own __init__ (the version)
# and resources.py (where the data files are, stdlib only) sit under everything but
# the model. Entry points (__main__, selftest) and ui may import anything.
BASE = frozenset({"", "resources"})
BELOW: dict[str, frozenset[str]] = {
    "model": frozenset(),
    "persistence": frozenset({"model"}) | BASE,
    "ai": frozenset({"model", "persistence"}) | BASE,
    "review": frozenset({"model", "persistence", "ai"}) | BASE,
    "sim": frozenset({"model", "persistence", "ai", "review"}) | BASE,
    # The guided lessons: scripted deals over the model and the computer players.
    "lessons": frozenset({"model", "ai"}) | BASE,
    "app": frozenset({"model", "persistence", "ai", "review", "sim"}) | BASE,
    "resources": frozenset(),
    "": frozenset(),
}
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
# The app layer is Qt core: signals, timers, settings, translators; no widgets and
# no menu actions (QAction lives in QtGui since Qt 6).
# QtNetwork: the single-instance lock talks to the running copy over a local socket.
QT_ALLOWED: dict[str, tuple[str, ...]] = {"app": ("PySide6.QtCore", "PySide6.QtNetwork")}


@dataclass(frozen=True)
class Violation:
    module: str
    line: int
    imported: str

    def __str__(self) -> str:
        return f"{self.module}:{self.line} imports {self.imported}"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def known_modules(root: Path, package: str) -> set[str]:
    return {module_name(p, root) for p in (root / package).rglob("*.py")}


def imports_of(path: Path, module: str, known: set[str]) -> list[tuple[int, str]]:
    """Every module ``path`` imports, as absolute names (relative imports resolved).

    ``from .. import x`` names the submodule ``x`` when there is one, else the package.
    Imports inside functions and under TYPE_CHECKING count too: they are dependencies.
    """
    is_package = path.name == "__init__.py"
    package_parts = module.split(".") if is_package else module.split(".")[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                keep = len(package_parts) - (node.level - 1)
                if keep <= 0:
                    raise ValueError(f"{module}: relative import goes above the top package")
                base = ".".join(package_parts[:keep] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                qt_module = base in QT and alias.name.startswith("Qt")
                found.append((node.lineno, sub if sub in known or qt_module else base))
    return found


def layer_of(module: str, package: str = PACKAGE) -> str | None:
    """The layer a module of the package belongs to ("" for the package itself)."""
    if module == package:
        return ""
    if not module.startswith(package + "."):
        return None
    return module.split(".")[1]


def violations(root: Path, package: str = PACKAGE) -> list[Violation]:
    known = known_modules(root, package)
    found: list[Violation] = []
    for path in sorted((root / package).rglob("*.py")):
        module = module_name(path, root)
        layer = layer_of(module, package)
        if layer not in BELOW:
            continue  # ui, __main__, selftest: the top may import anything
        for line, imported in imports_of(path, module, known):
            target = layer_of(imported, package)
            if target is not None:
                ok = target == layer or target in BELOW[layer]
            elif imported.split(".")[0] in QT:
                allowed = QT_ALLOWED.get(layer, ())
                ok = any(imported == a or imported.startswith(a + ".") for a in allowed)
            else:
                ok = True  # the standard library
            if not ok:
                found.append(Violation(module, line, imported))
    return sorted(set(found), key=lambda v: (v.module, v.line, v.imported))


@pytest.fixture(scope="module")
def all_violations() -> list[Violation]:
    return violations(ROOT)


@pytest.mark.parametrize("layer", sorted(BELOW, key=lambda name: name or "(package)"))
def test_layer_imports_only_downwards(layer: str, all_violations: list[Violation]) -> None:
    bad = [str(v) for v in all_violations if layer_of(v.module) == layer]
    assert not bad, "imports against the layers:\n" + "\n".join(bad)


def test_every_layer_is_known() -> None:
    # A new top-level module or subpackage must be placed in the rules above.
    layers = {layer_of(m) for m in known_modules(ROOT, PACKAGE)}
    assert layers <= set(BELOW) | {"ui", "__main__", "selftest", "i18n"}
    assert {"model", "ai", "review", "persistence", "app", "ui"} <= layers


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / PACKAGE / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for folder in [tmp_path / PACKAGE, *(tmp_path / PACKAGE).rglob("*")]:
        if folder.is_dir() and not (folder / "__init__.py").exists():
            (folder / "__init__.py").write_text("", encoding="utf-8")
    return tmp_path


def test_relative_imports_resolve_to_absolute_names(tmp_path: Path) -> None:
    root = _package(
        tmp_path,
        {
            "app/controller.py": (
                "from ..ui.texts import phase_prompt\n"
                "from .. import resources, __version__\n"
                "from . import settings\n"
                "from PySide6 import QtWidgets\n"
                "def later():\n"
                "    from ..model.cards import Card\n"
            ),
            "app/settings.py": "",
            "ui/texts.py": "",
            "model/cards.py": "",
            "resources.py": "",
        },
    )
    module = "ginrummy_desktop.app.controller"
    names = [
        name
        for _, name in imports_of(
            root / PACKAGE / "app" / "controller.py", module, known_modules(root, PACKAGE)
        )
    ]
    assert names == [
        "ginrummy_desktop.ui.texts",
        "ginrummy_desktop.resources",
        "ginrummy_desktop",
        "ginrummy_desktop.app.settings",
        "PySide6.QtWidgets",
        "ginrummy_desktop.model.cards",
    ]


def test_upward_and_qt_imports_are_reported(tmp_path: Path) -> None:
    root = _package(
        tmp_path,
        {
            "model/deal.py": "from .. import __version__\nfrom .cards import Card\n",
            "model/cards.py": "",
            "model/__init__.py": "from .deal import Deal\n",
            "ai/simple.py": "from ..model import Deal\nfrom PySide6.QtCore import QObject\n",
            "review/judge.py": "from ..app import settings\n",
            "persistence/save.py": "import ginrummy_desktop.ui.window\n",
            "app/controller.py": (
                "from PySide6.QtCore import QTimer\nfrom PySide6.QtGui import QAction\n"
                "from ..ui import texts\n"
            ),
            "app/settings.py": "",
            "ui/texts.py": "from ..app import settings\nfrom PySide6.QtWidgets import QLabel\n",
            "ui/window.py": "",
        },
    )
    assert [str(v) for v in violations(root)] == [
        "ginrummy_desktop.ai.simple:2 imports PySide6.QtCore",
        "ginrummy_desktop.app.controller:2 imports PySide6.QtGui",
        "ginrummy_desktop.app.controller:3 imports ginrummy_desktop.ui.texts",
        "ginrummy_desktop.model.deal:1 imports ginrummy_desktop",
        "ginrummy_desktop.persistence.save:1 imports ginrummy_desktop.ui.window",
        "ginrummy_desktop.review.judge:1 imports ginrummy_desktop.app.settings",
    ]
