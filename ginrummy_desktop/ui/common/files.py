"""Saving a document the person asked for: where it is offered, and a refusal reported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QMessageBox, QWidget

from .elided_label import ElidedLabel


class _Saved:
    """The folder a document was last saved in, this run (None: none yet)."""

    folder: Path | None = None


def forget_folder() -> None:
    """The next save dialog opens in the documents folder again (a new run's)."""
    _Saved.folder = None


def in_documents(name: str) -> str:
    """``name`` in the folder a document was last saved in this run (each dialog went
    back to the documents folder, and a player who kept the sheets in a folder of
    their own went there again for each: play-test h146), else in the person's
    documents folder, or their home folder where that folder does not exist: the
    system's dialog, given a folder that is not there, opened in the folder the game
    was started from (play-test h91). Just the name where there is none of them."""
    if _Saved.folder is not None and _Saved.folder.is_dir():
        return str(_Saved.folder / name)
    for where in (
        QStandardPaths.StandardLocation.DocumentsLocation,
        QStandardPaths.StandardLocation.HomeLocation,
    ):
        folder = QStandardPaths.writableLocation(where)
        if folder and Path(folder).is_dir():
            return str(Path(folder) / name)
    return name


def write_or_report(
    path: Path, write: Callable[[Path], None], failed: Callable[[Path, OSError], None]
) -> bool:
    """Run ``write(path)``; a disk that refuses goes to ``failed`` (False), never up."""
    try:
        write(Path(path))
    except OSError as exc:
        failed(path, exc)
        return False
    return True


def offer_save(
    parent: QWidget, title: str, suggested: str, kinds: str, save: Callable[[Path], object]
) -> None:
    """Ask where to save (the system's dialog, opened at ``suggested``, showing files
    of ``kinds``), and ``save`` there; a cancelled dialog saves nothing. A name given
    without the suggested file's ending gets it: a PDF saved as "peli3.csv" was a PDF
    under a CSV's name (play-test h146), and one saved as "peli3" opened nowhere."""
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, kinds)
    if path:
        chosen = Path(path)
        ending = Path(suggested).suffix
        if ending and chosen.suffix.lower() != ending.lower():
            chosen = chosen.with_name(chosen.name + ending)
            # The dialog asked about the name given, not this one: asked here.
            if chosen.exists() and not _replace(parent, chosen):
                return
        if save(chosen) is not False:  # written: the next dialog opens there
            _Saved.folder = chosen.parent


def _replace(parent: QWidget, path: Path) -> bool:
    text = QCoreApplication.translate(
        "Files", "%1 already exists. Do you want to replace it?"
    ).replace("%1", path.name)
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    return QMessageBox.warning(parent, parent.windowTitle(), text, yes | no, no) == yes


def saved_text(path: Path) -> str:
    """The line that says a file was written: saving a PDF said nothing at all, and the
    player could not tell whether it had been (play-test h115)."""
    return QCoreApplication.translate("Files", "Saved as %1.").replace("%1", Path(path).name)


class SavedLine(ElidedLabel):
    """A quiet line beside a window's save buttons: the file last saved (its whole path
    in the tooltip), in the language of the moment; empty until a file is saved, and
    again once what the window shows is no longer what the file holds (:meth:`follow`:
    the score pad's line still named the PDF after the next hand was written, and the
    full scoresheet's that of a game given up, play-test h129). It stands in the row of
    the buttons, shortened with "…" where the row is narrow, so that it moves nothing
    when it appears."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._path: Path | None = None
        self._of: object = None  # what the file was written from (a sheet)
        self.setStyleSheet("color: palette(placeholder-text);")
        self.setVisible(False)

    def write(
        self,
        path: Path,
        write: Callable[[Path], None],
        failed: Callable[[Path, OSError], None],
        *,
        of: object = None,
    ) -> bool:
        """``write(path)`` as :func:`write_or_report` does, then say what was saved
        (written from ``of``); a failure takes the line away (it named an earlier file,
        not this one)."""
        written = write_or_report(path, write, failed)
        if written:
            self.show_saved(path, of=of)
        else:
            self.clear_saved()
        return written

    def show_saved(self, path: Path, *, of: object = None) -> None:
        self._path = Path(path)
        self._of = of
        self.retranslate_ui()

    def clear_saved(self) -> None:
        self._path = None
        self._of = None
        self.retranslate_ui()

    def join_row(self, row: QHBoxLayout) -> None:
        """Stand in ``row`` (the buttons'), taking its spare room while it shows, so
        that the buttons after it stay at the row's right end either way. The space
        beside it stretches too (a little), or the row's spare room went to what else
        may grow (a dialog's button box) while the line was hidden, and the buttons
        jumped 170 px to the right when it came: a second click landed on another
        button (play-tests h146, h147)."""
        row.addWidget(self, 1000)
        row.addStretch(1)

    def follow(self, shown: object) -> None:
        """The window now shows ``shown``: the line goes unless the file holds it."""
        if self._path is not None and shown != self._of:
            self.clear_saved()

    def tip(self, elided: bool) -> str:
        return str(self._path) if self._path is not None else ""

    def retranslate_ui(self) -> None:
        self.setText(saved_text(self._path) if self._path is not None else "")
        self.setVisible(self._path is not None)
