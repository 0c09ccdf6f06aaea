"""Print, PDF and CSV of a score pad's sheet, for the windows that show one: the pad
being written and a game opened from the history."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtWidgets import QDialog, QLabel

from ...persistence import Sheet
from ..common.files import SavedLine, in_documents, offer_save
from ..scoresheet import doc
from . import output

# The words are the pad window's (it had them first): both windows show them under its
# context, named in each call so that lupdate files them there.


class PadSheetDialog(QDialog):
    """A window showing a pad's sheet (:meth:`sheet`) that can print it and save it as
    PDF or CSV; a disk that refuses is said on its ``notice`` line."""

    notice: QLabel
    saved: SavedLine  # "Saved as score-pad.pdf." once a file is written
    _failure = ""  # the last file that could not be written, as the notice said it

    def sheet(self) -> Sheet | None:
        raise NotImplementedError

    def print_sheet(self) -> None:
        sheet = self.sheet()
        if sheet is None:
            return
        printer = doc.sheet_printer(sheet)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            output.print_to(sheet, printer)

    def export_pdf_to(self, path: Path) -> bool:
        sheet = self.sheet()
        if sheet is None:
            return False
        return self._write(path, lambda p: output.write_pdf(sheet, p), sheet)

    def export_csv_to(self, path: Path) -> bool:
        sheet = self.sheet()
        if sheet is None:
            return False
        return self._write(path, lambda p: output.export_csv(sheet, p), sheet)

    def _write(self, path: Path, write: Callable[[Path], None], sheet: Sheet) -> bool:
        written = self.saved.write(path, write, self._write_failed, of=sheet)
        if written and self.notice.isVisible() and self.notice.text() == self._failure:
            # A file written after one that could not be: the red line said the pad
            # could not be saved on, and stayed.
            self.notice.clear()
            self.notice.setVisible(False)
        return written

    def _suggested(self, suffix: str) -> str:
        return in_documents(
            QCoreApplication.translate("ScorePadWindow", "score-pad", "file name, no extension")
            + suffix
        )

    def choose_pdf(self) -> None:
        title = QCoreApplication.translate("ScorePadWindow", "Save the score pad as PDF")
        kinds = QCoreApplication.translate("ScorePadWindow", "PDF documents (*.pdf)")
        offer_save(self, title, self._suggested(".pdf"), kinds, self.export_pdf_to)

    def choose_csv(self) -> None:
        title = QCoreApplication.translate("ScorePadWindow", "Save the score pad as CSV")
        kinds = QCoreApplication.translate("ScorePadWindow", "CSV tables (*.csv)")
        offer_save(self, title, self._suggested(".csv"), kinds, self.export_csv_to)

    def _write_failed(self, path: Path, exc: OSError) -> None:
        self._failure = (
            QCoreApplication.translate("ScorePadWindow", "The file %1 could not be written: %2")
            .replace("%1", str(path))
            .replace("%2", exc.strerror or str(exc))
        )
        self.notice.setText(self._failure)
        self.notice.setVisible(True)


__all__ = ["PadSheetDialog"]
