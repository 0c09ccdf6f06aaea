"""Where the save dialogs open: the person's documents folder, or home without one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from ginrummy_desktop.ui.common import files

Location = QStandardPaths.StandardLocation


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[Location, Path]]:
    where = {Location.DocumentsLocation: tmp_path / "Documents", Location.HomeLocation: tmp_path}

    def writable(location: Location) -> str:
        return str(where[location]) if location in where else ""

    monkeypatch.setattr(files.QStandardPaths, "writableLocation", writable)
    files.forget_folder()
    yield where
    files.forget_folder()


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


def test_the_next_dialog_opens_where_the_last_file_was_saved(
    folders, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot
) -> None:
    """Play-test h146: each save dialog went back to the documents folder, the sheets
    kept in a folder of the player's own. The next one opens where the last file was
    written; one that could not be written changes nothing."""
    from PySide6.QtWidgets import QWidget

    folders[Location.DocumentsLocation].mkdir()
    own = tmp_path / "cards" / "sheets"
    own.mkdir(parents=True)
    parent = QWidget()
    qtbot.addWidget(parent)
    answers = [str(own / "game 3.pdf"), str(tmp_path / "gone" / "x.csv")]
    offered: list[str] = []

    def dialog(_parent, _title, suggested, _kinds):  # type: ignore[no-untyped-def]
        offered.append(suggested)
        return answers.pop(0), ""

    monkeypatch.setattr(files.QFileDialog, "getSaveFileName", dialog)
    written: list[Path] = []
    files.offer_save(parent, "t", files.in_documents("scoresheet.pdf"), "", written.append)
    assert written == [own / "game 3.pdf"]
    assert Path(offered[0]) == folders[Location.DocumentsLocation] / "scoresheet.pdf"
    assert Path(files.in_documents("scoresheet.csv")) == own / "scoresheet.csv"
    files.offer_save(parent, "t", files.in_documents("a.csv"), "", lambda path: False)
    assert Path(files.in_documents("b.csv")) == own / "b.csv"  # the failed save: no change
    own.rmdir()  # the folder gone: the documents folder again
    assert Path(files.in_documents("c.csv")) == folders[Location.DocumentsLocation] / "c.csv"
