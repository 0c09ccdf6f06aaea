"""Where the save dialogs open: the person's documents folder, or home without one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from ginrummy_desktop.ui.common import files

Location = QStandardPaths.StandardLocation


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[Location, Path]:
    where = {Location.DocumentsLocation: tmp_path / "Documents", Location.HomeLocation: tmp_path}

    def writable(location: Location) -> str:
        return str(where[location]) if location in where else ""

    monkeypatch.setattr(files.QStandardPaths, "writableLocation", writable)
    return where


def test_a_file_is_offered_in_the_documents_folder(folders) -> None:
    folders[Location.DocumentsLocation].mkdir()
    offered = files.in_documents("scoresheet.pdf")
    assert Path(offered) == folders[Location.DocumentsLocation] / "scoresheet.pdf"


def test_without_a_documents_folder_it_is_offered_at_home(folders) -> None:
    # The dialog, given a folder that is not there, opened where the game was started.
    offered = files.in_documents("score-pad.csv")
    assert Path(offered) == folders[Location.HomeLocation] / "score-pad.csv"


def test_with_neither_just_the_name(folders) -> None:
    folders[Location.HomeLocation] = folders[Location.HomeLocation] / "gone"
    assert files.in_documents("score-pad.csv") == "score-pad.csv"
