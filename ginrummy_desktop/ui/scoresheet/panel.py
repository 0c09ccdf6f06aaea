"""The scoresheet: a paper-like panel beside the table and a full view to print and export.

Wiring (main window)::

    panel = ScoresheetPanel()                      # e.g. inside a QDockWidget (hideable)
    panel.set_match(controller.match)
    controller.changed.connect(panel.refresh)      # cheap: rebuilds only when a hand ends
    controller.match_replaced.connect(lambda: panel.set_match(controller.match))
    panel.set_subtitle(texts.level_name(controller.level))   # optional, shown when printed

The panel's "Full view" button opens :class:`ScoresheetDialog` on the same match; the
dialog can also be opened from a menu: ``ScoresheetDialog(controller.match, parent)``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...app.settings import HIGH_CONTRAST, Settings
from ...model import Match
from ...persistence import Sheet, build_sheet
from ...persistence.sheet import DuplicateColumn
from ..charts.running import RunningTotalsChart
from ..common.files import SavedLine, in_documents, offer_save
from ..common.panel_style import FOCUS_BLUE, font_size_rule
from ..common.return_button import ReturnButton
from ..common.screen_room import fit_to_screen, roomy_size
from . import doc
from .paint import DARK, INK, PAPER
from .view import SheetView

# The panel's least width at text scale 1: an ordinary sheet, and a Hollywood one.
LEAST_WIDTH = {False: 260, True: 300}


class ScoresheetPanel(QWidget):
    """The compact sheet beside the table, with a button for the full view."""

    full_view_requested = Signal()
    full_view_closed = Signal()  # the full view was closed: the keyboard goes back
    # The width the sheet asks of its dock changed (a Hollywood match began or ended,
    # the text grew): the main window gives the dock its width (MainWindow.fit_side).
    wanted_width_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._scale = 1.0
        self._wanted = 0  # the width the sheet asks of its dock (wanted_width)
        self._duplicate: DuplicateColumn | None = None
        self._key: tuple[object, ...] | None = None
        self._held = False  # kept as it is for now (hold)
        self._subtitle = ""
        self._dialog: ScoresheetDialog | None = None
        self._high_contrast: bool | None = None  # None: the system's preference
        self._settings: Settings | None = None  # follow_settings
        self._full_view_action: QAction | None = None  # follow_full_view_action
        self.title = QLabel()
        self.full_button = ReturnButton()  # Tab's stop: Return opens it as Space does
        self.full_button.setFlat(True)
        self.full_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.full_button.clicked.connect(self.open_full_view)
        self.view = SheetView(compact=True)
        self.view.heads_width_changed.connect(self._fit_least_width)
        top = QHBoxLayout()
        top.setContentsMargins(8, 6, 8, 0)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.full_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        self.setObjectName("ScoresheetPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#ScoresheetPanel {{ background-color: {PAPER}; }}")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.set_text_scale(1.0)  # the title's and link's style, the minimum width
        self.retranslate_ui()

    def set_text_scale(self, scale: float) -> None:
        """Larger text for a larger window: the sheet's rows and labels, and the pixel
        sizes of the title, the totals and the tallies."""
        link = f"color: {INK.name()}; text-decoration: underline;"
        link += " border: 2px solid transparent; border-radius: 3px; padding: 0px 2px;"
        link += font_size_rule(scale)
        # Reached by Tab, it is framed in the aids' blue: a faint dotted box left a
        # keyboard player pressing Return there for a discard (play-test h164).
        self.full_button.setStyleSheet(
            f"QPushButton {{ {link} }} QPushButton:focus {{ border-color: {FOCUS_BLUE}; }}"
        )
        size = round(15 * scale)
        self.title.setStyleSheet(f"color: {DARK.name()}; font-weight: bold; font-size: {size}px;")
        self.view.set_text_scale(scale)
        self._scale = scale
        self._fit_least_width()

    def _fit_least_width(self) -> None:
        """The panel's least width, and the width it asks of its dock: Hollywood's six
        players' columns need a little more, so that the computer's head shows its short
        name whole (fi "Kone"), where 260 left it "Ti…" beside a 1366x768 table; asked
        again when the text grows with the window (1920x1080: a quarter), where the room
        asked at the system's size left fi "Ti…" over the larger heads. Only the width
        asked grows, not the least width: a dock the person narrows stays as they leave
        it. Asked again in another language, whose short name may be wider (nb
        "Maskin", where "PC" was no word a Norwegian player calls the computer)."""
        self.setMinimumWidth(round(LEAST_WIDTH[False] * self._scale))
        m = self._match
        hollywood = m is not None and m.rules.hollywood
        wanted = round(LEAST_WIDTH[hollywood] * self._scale)
        if hollywood:
            # At least the room the heads' names need in the language now.
            wanted = max(wanted, self.view.heads_width())
        if wanted != self._wanted:
            self._wanted = wanted
            self.wanted_width_changed.emit()

    def roomy_width(self) -> int:
        """The width at which a Hollywood sheet writes each hand's points beside every
        total (its six columns in the dock have room for the totals only at the least
        width); 0 for any other sheet."""
        m = self._match
        if m is None or not m.rules.hollywood:
            return 0
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        sides = 0 if margins is None else margins.left() + margins.right()
        return self.view.roomy_width() + sides

    def wanted_width(self) -> int:
        """The width the panel asks of its dock at the least (the dock is given more on
        a wide window: MainWindow.side_width)."""
        return self._wanted

    def match(self) -> Match | None:
        return self._match

    def set_match(self, match: Match | None) -> None:
        self._match = match
        self._key = None
        self.refresh()

    def set_duplicate(self, column: DuplicateColumn | None) -> None:
        """A duplicate match's column beside the sheet (None: an ordinary match)."""
        if column != self._duplicate:
            self._duplicate = column
            self._key = None
            self.refresh()

    def set_title_visible(self, visible: bool) -> None:
        """Hide the panel's own title where a dock's title bar already says it."""
        self.title.setVisible(visible)

    def set_subtitle(self, text: str) -> None:
        """Extra words for printouts, e.g. the computer's level."""
        self._subtitle = text

    def hold(self, held: bool) -> None:
        """Keep the sheet as it is (a hand's result waits for its last cards to land on
        the table: the sheet gave it away, play-test h154, by a duplicate's update too,
        review h158); let go, it is brought up to date."""
        self._held = held
        if not held:
            self.refresh()

    def refresh(self) -> None:
        """Bring the sheet up to date; does nothing while a hand is still in play."""
        if self._held:
            return
        m = self._match
        key = None if m is None else (id(m), len(m.records), m.hand_number, m.is_over)
        if key == self._key and key is not None:
            return
        self._key = key
        dup = self._duplicate
        self.view.set_sheet(None if m is None else build_sheet(m, duplicate=dup))
        self._fit_least_width()
        if self._dialog is not None:
            self._dialog.set_match(m, duplicate=dup)

    def follow_settings(self, settings: Settings) -> None:
        """The sheet's pencil and the full view's chart follow the game's high-contrast
        setting (through a method, so that a panel gone with its window, a lesson's,
        is not called: the settings outlive it)."""
        self._settings = settings
        self._setting_changed()
        settings.changed.connect(self._setting_changed)

    def _setting_changed(self, key: str = HIGH_CONTRAST.key) -> None:
        settings = self._settings
        if key != HIGH_CONTRAST.key or settings is None:
            return
        self._high_contrast = settings.get(HIGH_CONTRAST)
        self.view.set_high_contrast(self._high_contrast)
        if self._dialog is not None:
            self._dialog.chart.set_high_contrast(self._high_contrast)
            self._dialog.view.set_high_contrast(self._high_contrast)

    def open_full_view(self) -> ScoresheetDialog:
        """Open (or raise) the full view; it follows the match while the panel does."""
        self.full_view_requested.emit()
        if self._dialog is None:
            # Kept for reuse rather than deleted on close: a child deleted later while
            # its parent is deleted crashes PySide6 6.12.
            self._dialog = ScoresheetDialog(
                self._match, self, subtitle=self._subtitle, duplicate=self._duplicate
            )
            self._dialog.chart.set_high_contrast(self._high_contrast)
            self._dialog.view.set_high_contrast(bool(self._high_contrast))
            self._dialog.finished.connect(self.full_view_closed)
        else:
            self._dialog.set_match(self._match, duplicate=self._duplicate)
        self._dialog.open()
        self._dialog.raise_()
        return self._dialog

    def follow_full_view_action(self, action: QAction) -> None:
        """The main window's action for the full view (View → Full scoresheet): the
        link's tooltip is the action's, which names its key, as every button with a key
        says it."""
        self._full_view_action = action
        action.changed.connect(self._update_full_tip)
        self._update_full_tip()

    def _update_full_tip(self) -> None:
        action = self._full_view_action
        if action is not None:
            self.full_button.setToolTip(action.toolTip())
        else:
            self.full_button.setToolTip(
                self.tr("Every hand with its scoring lines; print or export.")
            )

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Scoresheet"))
        self.full_button.setText(self.tr("Full view…"))
        self._update_full_tip()
        self._fit_least_width()  # the heads' names are the new language's

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


HOLLYWOOD_WIDTH = 1040  # the full view's width for a Hollywood match, where the screen has it


class ScoresheetDialog(QDialog):
    """The whole sheet, every hand expandable into its scoring lines; print, PDF, CSV."""

    def __init__(
        self,
        match: Match | None,
        parent: QWidget | None = None,
        *,
        subtitle: str = "",
        duplicate: DuplicateColumn | None = None,
    ) -> None:
        super().__init__(parent)
        self._match = match
        self._duplicate = duplicate
        self._subtitle = subtitle
        self.view = SheetView(compact=False)
        self.print_button = QPushButton()
        self.pdf_button = QPushButton()
        self.csv_button = QPushButton()
        self.expand_button = QPushButton()
        self.expand_button.setCheckable(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.csv_button.clicked.connect(self.choose_csv)
        self.expand_button.toggled.connect(self._expand_all)
        for b in (self.expand_button, self.print_button, self.pdf_button, self.csv_button):
            b.setAutoDefault(False)  # Enter closes the sheet rather than printing it
        row = QHBoxLayout()
        row.addWidget(self.expand_button)
        self.saved = SavedLine()  # "Saved as scoresheet.pdf." once a file is written
        self.saved.join_row(row)
        for b in (self.print_button, self.pdf_button, self.csv_button):
            row.addWidget(b)
        row.addWidget(self.buttons)
        # The running totals under the sheet; the splitter lets the player give either
        # more room.
        self.chart = RunningTotalsChart()
        self.chart.setObjectName("ScoresheetChart")
        self.chart.setMinimumHeight(150)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.chart)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(row)
        self.refresh()
        self.retranslate_ui()
        # As wide as the sheet's columns ask (Hollywood's six score columns, a duplicate
        # match's two more: at 760 how each hand ended read "L…"); on a 1024x640 screen,
        # less: its buttons stay on the screen.
        hollywood = match is not None and match.rules.hollywood
        margins = layout.contentsMargins()
        wanted = self.view.wanted_width() + margins.left() + margins.right()
        # On a large screen, larger: at 1920x1080 it opened at 760x720 and the sheet
        # scrolled with the screen half empty (play-test).
        roomy = roomy_size(self)
        width = max(HOLLYWOOD_WIDTH if hollywood else 760, wanted, roomy.width())
        fit_to_screen(self, width, max(720, roomy.height()))

    def set_match(self, match: Match | None, *, duplicate: DuplicateColumn | None = None) -> None:
        self._match = match
        self._duplicate = duplicate
        self.refresh()

    def sheet(self) -> Sheet | None:
        if self._match is None:
            return None
        return build_sheet(self._match, duplicate=self._duplicate)

    def refresh(self) -> None:
        sheet = self.sheet()
        self.view.set_sheet(sheet)
        self.chart.set_sheet(sheet)
        self.saved.follow(sheet)
        if self.expand_button.isChecked():
            self.view.tree.expandAll()
        has_rows = bool(self._match and self._match.records)
        for b in (self.print_button, self.pdf_button, self.csv_button):
            b.setEnabled(has_rows)

    def _expand_all(self, on: bool) -> None:
        if on:
            self.view.tree.expandAll()
        else:
            self.view.tree.collapseAll()
        self.retranslate_ui()

    # ------------------------------------------------------------ output
    def print_to(self, printer: QPrinter) -> None:
        sheet = self.sheet()
        if sheet is not None:
            document = doc.sheet_document(sheet, subtitle=self._subtitle)
            doc.print_document(document, printer, tally_from=doc.tally_row(sheet))

    def print_sheet(self) -> None:
        sheet = self.sheet()
        if sheet is None:
            return
        printer = doc.sheet_printer(sheet)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def export_pdf_to(self, path: Path) -> bool:
        sheet = self.sheet()
        if sheet is None:
            return False
        return self._write(path, lambda p: doc.write_pdf(sheet, p, subtitle=self._subtitle), sheet)

    def export_csv_to(self, path: Path) -> bool:
        sheet = self.sheet()
        if sheet is None:
            return False
        return self._write(path, lambda p: doc.export_csv(sheet, p), sheet)

    def _write(self, path: Path, write: Callable[[Path], None], sheet: Sheet) -> bool:
        return self.saved.write(path, write, self._write_failed, of=sheet)

    def _suggested(self, suffix: str) -> str:
        return in_documents(self.tr("scoresheet", "file name, no extension") + suffix)

    def choose_pdf(self) -> None:
        title = self.tr("Save the scoresheet as PDF")
        kinds = self.tr("PDF documents (*.pdf)")
        offer_save(self, title, self._suggested(".pdf"), kinds, self.export_pdf_to)

    def choose_csv(self) -> None:
        title = self.tr("Save the scoresheet as CSV")
        kinds = self.tr("CSV tables (*.csv)")
        offer_save(self, title, self._suggested(".csv"), kinds, self.export_csv_to)

    def _write_failed(self, path: Path, exc: OSError) -> None:
        text = self.tr("The file %1 could not be written.").replace("%1", str(path))
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Scoresheet"), text, parent=self)
        box.setInformativeText(exc.strerror or str(exc))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()

    # ------------------------------------------------------------ language
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Scoresheet"))
        self.print_button.setText(self.tr("Print…"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        self.csv_button.setText(self.tr("Save as CSV…"))
        self.expand_button.setText(
            self.tr("Hide scoring lines")
            if self.expand_button.isChecked()
            else self.tr("Show scoring lines")
        )
        self.saved.retranslate_ui()
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
