"""The `ui` marker goes to exactly the tests that need Qt (tests/testkit/markers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from testkit import markers
from testkit.markers import needs_qt


@pytest.fixture
def tests_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(markers, "TESTS", tmp_path)
    return tmp_path


def _test_file(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_widget_folders_and_qt_fixtures_are_ui(tests_folder: Path) -> None:
    pure = "from ginrummy_desktop.model import Deal\n"
    assert needs_qt(_test_file(tests_folder, "ui/test_a.py", pure), [])
    assert needs_qt(_test_file(tests_folder, "i18n/test_b.py", pure), [])
    assert needs_qt(_test_file(tests_folder, "packaging/test_selftest.py", pure), [])
    model = _test_file(tests_folder, "model/test_c.py", pure)
    assert not needs_qt(model, ["tmp_path"])
    assert needs_qt(model, ["tmp_path", "qtbot"])
    assert needs_qt(model, ["qapp"])


def test_importing_widgets_or_the_app_layers_is_ui(tests_folder: Path) -> None:
    for i, text in enumerate(
        [
            "from PySide6.QtWidgets import QLabel\n",
            "from PySide6 import QtWidgets\n",
            "from ginrummy_desktop.app.controller import GameController\n",
            "import ginrummy_desktop.ui.texts\n",
            "from ginrummy_desktop import selftest\n",
        ]
    ):
        assert needs_qt(_test_file(tests_folder, f"app/test_{i}.py", text), []), text
    for i, text in enumerate(
        [
            "from PySide6.QtCore import QByteArray\n",
            "from PySide6.QtGui import QImage\n",
            "from ginrummy_desktop.persistence import SaveStore\n",
            'CODE = "from PySide6.QtWidgets import QLabel"\\n',
        ]
    ):
        assert not needs_qt(_test_file(tests_folder, f"model/test_{i}.py", text), []), text


def test_the_pure_folders_hold_no_ui_test_file() -> None:
    # The engine, the computer players, the review and saving run without Qt.
    files = [
        path
        for folder in ("model", "ai", "review", "persistence")
        for path in (markers.TESTS / folder).glob("test_*.py")
    ]
    assert len(files) >= 15
    assert [p.name for p in files if needs_qt(p, [])] == []
