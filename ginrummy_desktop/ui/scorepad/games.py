"""Score pad games in the history: a list of their own, apart from games against the computer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.rules import PRESETS
from ...model.scorepad import ScorePad
from ...persistence import HistoryDB, Sheet
from ...persistence.history import HistoryError
from ...persistence.pad_history import PadGameRow, pad_games
from ...persistence.sheet import build_pad_sheet
from ..common.files import SavedLine
from ..common.question import ask
from ..common.screen_room import fit_to_screen, roomy_size
from ..common.texts import preset_name, rules_name
from ..scoresheet.doc import house_rules_text, num
from ..scoresheet.paint import DARK, PAPER
from ..scoresheet.view import STYLE as PAPER_TREE
from .entry import ERROR_COLOUR
from .exports import PadSheetDialog
from .sheet_view import PadSheetView, pad_names
from .texts import ScorePadText, shown_name

ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # a game's place in PadGamesList.rows


def _when(iso: str) -> str:
    stamp = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not stamp.isValid():
        return iso
    return QLocale().toString(stamp.toLocalTime(), QLocale.FormatType.ShortFormat)


@dataclass(frozen=True, slots=True)
class PadGameHooks:
    """What the list needs from the window to delete a game: ``current`` gives the id
    of the pad on the score pad (None: none), a game that cannot be deleted from here;
    ``forget`` hands the deletion to the history's writer."""

    current: Callable[[], str | None]
    forget: Callable[[str], None]


class PadGamesList(QWidget):
    """Every score pad game, newest first: when, rules, players, the score and result.
    With ``hooks`` a game can be deleted (after a question), except the one on the pad."""

    # A game not finished, to be taken up again on the score pad: its pad id, the pad.
    continue_requested = Signal(str, object)
    deleted = Signal(str)  # a game deleted from the history: its pad id

    def __init__(
        self,
        history: HistoryDB | None,
        parent: QWidget | None = None,
        *,
        hooks: PadGameHooks | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.hooks = hooks
        self.rows: list[PadGameRow] = []
        self.error = ""
        self.title = QLabel()
        self.title.setStyleSheet(f"color: {DARK.name()}; font-weight: bold;")
        self.tree = QTreeWidget()
        self.tree.setStyleSheet(PAPER_TREE)  # the scoresheet's paper
        self.tree.setColumnCount(5)
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        # The scores are read whole (both names and both totals); the result, the
        # longest words, takes the room left over (it stretched the scores and cut
        # the second total off).
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        # A double click, or Return on a row (or one click, where the style activates
        # so); a double click also sent itemDoubleClicked, and the sheet opened twice.
        self.tree.itemActivated.connect(self._double_clicked)
        self.message = QLabel()  # why a game could not be opened
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.message.setVisible(False)
        self.opened: PadGameDialog | None = None
        self.delete_button = QPushButton()
        self.delete_button.setAutoDefault(False)
        self.delete_button.setVisible(hooks is not None)
        self.delete_button.clicked.connect(self.delete_selected)
        self.tree.currentItemChanged.connect(self._chosen)
        self.tree.installEventFilter(self)  # the Delete key on a chosen game
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.message)
        self.retranslate_ui()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.tree
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Delete)
            and self.hooks is not None
        ):
            self.delete_selected()
            return True
        return super().eventFilter(watched, event)

    def selected_index(self) -> int | None:
        item = self.tree.currentItem()
        index = None if item is None else item.data(0, ROW_ROLE)
        return index if isinstance(index, int) and 0 <= index < len(self.rows) else None

    def _chosen(self, *_items: object) -> None:
        # What the message said was about the game chosen before.
        self.message.setVisible(False)
        self._update_delete()

    def _update_delete(self) -> None:
        self.delete_button.setEnabled(self.hooks is not None and self.selected_index() is not None)

    def delete_selected(self) -> bool:
        """Delete the chosen game from the history, once the player has said yes; the
        game on the score pad is refused, with the reason under the list."""
        index = self.selected_index()
        if self.hooks is None or index is None:
            return False
        row = self.rows[index]
        if self.hooks.current() == row.pad_id:
            self.message.setText(
                ScorePadText.tr(
                    "This game is the one on the score pad. Start a new game on the pad, "
                    "and then it can be deleted here."
                )
            )
            self.message.setVisible(True)
            return False
        if not self._ask_delete(row):
            return False
        self.hooks.forget(row.pad_id)
        if self.opened is not None and self.opened.pad_id == row.pad_id:
            self.opened.reject()
        self.message.setVisible(False)
        # Gone from the list at once, even while another program holds the history
        # (the list is then not read again, and the deletion waits in the queue).
        self.rows = [r for r in self.rows if r.pad_id != row.pad_id]
        self.refresh()
        self.deleted.emit(row.pad_id)
        return True

    def _ask_delete(self, row: PadGameRow) -> bool:
        names = (shown_name(row.names, 0), shown_name(row.names, 1))
        return ask(
            self,
            ScorePadText.tr("Delete score pad game"),
            ScorePadText.tr("Delete the score pad game of %1 and %2, started %3?")
            .replace("%1", names[0])
            .replace("%2", names[1])
            .replace("%3", _when(row.started_at)),
            informative=ScorePadText.tr(
                "It is removed from the history for good. This cannot be undone."
            ),
            yes=ScorePadText.tr("&Delete"),
            no=ScorePadText.tr("&Keep it"),
            yes_role=QMessageBox.ButtonRole.DestructiveRole,
        )

    def _double_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        index = item.data(0, ROW_ROLE)
        if isinstance(index, int):
            self.open_game(index)

    def open_game(self, index: int) -> PadGameDialog | None:
        """The sheet of game ``index`` of :attr:`rows`, in a window of its own; a row
        that cannot be read back says so under the list."""
        if not 0 <= index < len(self.rows):
            return None
        pad = self.rows[index].pad()
        if pad is None:
            self.message.setText(ScorePadText.tr("This game's sheet could not be read back."))
            self.message.setVisible(True)
            return None
        self.message.setVisible(False)
        shown = self.opened
        if shown is not None and shown.isVisible() and shown.pad_id == self.rows[index].pad_id:
            shown.raise_()  # already open: to the front, not a second window
            shown.activateWindow()
            return shown
        dialog = PadGameDialog(pad, self, pad_id=self.rows[index].pad_id)
        dialog.continue_requested.connect(self.continue_requested)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.destroyed.connect(self._forget_opened)
        dialog.open()
        self.opened = dialog
        return dialog

    def _forget_opened(self) -> None:
        self.opened = None

    def close_opened(self) -> None:
        """Close the game's sheet opened from the list (its game was taken up)."""
        if self.opened is not None:
            self.opened.accept()

    def refresh(self, *, held: bool = False) -> None:
        """Read the games again (the history dialog does at every refresh). A database
        another program holds keeps the games already listed, and says so; ``held``:
        it is known to be held already, so it is not waited for again."""
        rows: list[PadGameRow] | None = None
        error: HistoryError | None = None
        try:
            if not held:
                rows = pad_games(self.history) if self.history is not None else []
        except HistoryError as exc:  # a damaged database must not stop the dialog
            error = exc
        self.show_read(rows, error, held=held)

    def show_read(
        self, rows: list[PadGameRow] | None, error: HistoryError | None, *, held: bool = False
    ) -> None:
        """The games as read (by :meth:`refresh`, or by the history dialog in a thread
        of its own): ``rows`` None keeps those listed; ``error``: the read failed."""
        self.error = ""
        if rows is not None:
            self.rows = rows
        if error is not None:
            held = error.busy
            if not held:
                self.rows = []
                self.error = ScorePadText.tr("The score pad games could not be read: %1").replace(
                    "%1", str(error)
                )
        if held:
            self.error = ScorePadText.tr(
                "The history is in use by another program: the list is read again "
                "when it is opened next."
            )
        self._fill()

    def _fill(self) -> None:
        self.tree.clear()
        for index, row in enumerate(self.rows):
            names = (shown_name(row.names, 0), shown_name(row.names, 1))
            pad = row.pad()
            rules = rules_name(pad.rules) if pad is not None else preset_name(row.preset)
            if row.hollywood:
                rules += " · Hollywood"
            # A finished game's final totals (with its bonuses), as its result is reckoned.
            shown = row.final if row.final is not None else row.totals
            score = f"{names[0]} {num(shown[0])} – {names[1]} {num(shown[1])}"
            pad = row.pad() if row.hollywood and row.final is None else None
            hollywood = pad.hollywood if pad is not None else None
            if hollywood is not None:
                # A Hollywood pad under way: its three games, where the totals were game
                # 1's alone and read as the match's (play-test h110).
                games = " · ".join(
                    f"{num(g.totals[0])}–{num(g.totals[1])}" for g in hollywood.games
                )
                score = f"{names[0]} – {names[1]}: {games}"
            if row.winner is not None and row.difference is not None:
                result = (
                    ScorePadText.tr("%1 won by %2")
                    .replace("%1", names[row.winner])
                    .replace("%2", num(row.difference))
                )
            else:
                result = ScorePadText.tr("in progress, %n hand(s)", None, row.hands)
            item = QTreeWidgetItem([_when(row.started_at), rules, score, result, num(row.hands)])
            item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(0, ROW_ROLE, index)
            tip = (
                ScorePadText.tr("Double-click to see the game's sheet")
                if row.winner is not None
                else ScorePadText.tr(
                    "Double-click to see the game's sheet, or to take it up again on the pad"
                )
            )
            for col in range(5):
                item.setToolTip(col, tip)
            # Two games by house rules read alike in the list: their rules' column
            # tells what the rules were, as the game's sheet does under its title.
            house = self._house_rules(row)
            if house:
                item.setToolTip(1, f"{house}\n{tip}")
            self.tree.addTopLevelItem(item)
        if self.error or not self.rows:
            # Above the games still listed, across the columns.
            empty = QTreeWidgetItem([self.error or ScorePadText.tr("No score pad games yet.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.tree.insertTopLevelItem(0, empty)
            empty.setFirstColumnSpanned(True)
        self._update_delete()

    @staticmethod
    def _house_rules(row: PadGameRow) -> str:
        """The house rules of ``row``'s game written out ("" for a preset's, or a row
        that cannot be read back)."""
        if row.preset in PRESETS:
            return ""
        pad = row.pad()
        return "" if pad is None else house_rules_text(pad.rules, target=True)

    def retranslate_ui(self) -> None:
        self.title.setText(ScorePadText.tr("Score pad games (played with real cards)"))
        self.delete_button.setText(ScorePadText.tr("Delete game…"))
        self.delete_button.setToolTip(ScorePadText.tr("Delete the chosen game from the history"))
        self.tree.setAccessibleName(self.title.text())
        self.tree.setHeaderLabels(
            [
                ScorePadText.tr("Started"),
                ScorePadText.tr("Rules"),
                ScorePadText.tr("Score"),
                ScorePadText.tr("Result"),
                ScorePadText.tr("Hands"),
            ]
        )
        self.tree.headerItem().setTextAlignment(
            4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)


class PadGameDialog(PadSheetDialog):
    """One score pad game from the history, as its sheet: read it, print it or save it
    as PDF or CSV (the game itself is not changed here). A game not finished can be
    taken up again on the score pad (:attr:`continue_requested`, with ``pad_id``)."""

    continue_requested = Signal(str, object)  # the pad's id, the ScorePad

    def __init__(
        self, pad: ScorePad, parent: QWidget | None = None, *, pad_id: str | None = None
    ) -> None:
        super().__init__(parent)
        self.pad = pad
        self.pad_id = pad_id
        self._sheet = build_pad_sheet(pad)
        self.setObjectName("PadGameDialog")
        self.setStyleSheet(f"#PadGameDialog {{ background-color: {PAPER}; }}")
        self.view = PadSheetView(read_only=True)
        self.view.set_sheet(self._sheet)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.notice.setVisible(False)
        self.print_button = QPushButton()
        self.pdf_button = QPushButton()
        self.csv_button = QPushButton()
        self.close_button = QPushButton()
        self.continue_button = QPushButton()
        self.continue_button.setVisible(pad_id is not None and not pad.is_over)
        self.continue_button.clicked.connect(self._continue)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.csv_button.clicked.connect(self.choose_csv)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        self.continue_button.setAutoDefault(False)
        buttons.addWidget(self.continue_button)
        self.saved = SavedLine()
        self.saved.join_row(buttons)
        for b in (self.print_button, self.pdf_button, self.csv_button, self.close_button):
            b.setAutoDefault(False)
            buttons.addWidget(b)
        self.close_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.notice)
        layout.addLayout(buttons)
        # Larger where the screen has room, as the statistics are: at 1920x1080 it opened
        # at 860x520, its lines wrapping and the names cut (play-test h110).
        roomy = roomy_size(self)
        fit_to_screen(self, max(860, roomy.width()), max(520, roomy.height()))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.saved.retranslate_ui()
        names = pad_names(self._sheet)
        self.setWindowTitle(
            ScorePadText.tr("Score pad game: %1 and %2")
            .replace("%1", names[0])
            .replace("%2", names[1])
        )
        # The pad window's buttons, in its words.
        self.print_button.setText(QCoreApplication.translate("ScorePadWindow", "&Print…"))
        self.pdf_button.setText(QCoreApplication.translate("ScorePadWindow", "Save as PD&F…"))
        self.csv_button.setText(QCoreApplication.translate("ScorePadWindow", "Save as CS&V…"))
        self.close_button.setText(QCoreApplication.translate("ScorePadWindow", "Close"))
        self.continue_button.setText(ScorePadText.tr("&Continue this game on the pad"))

    def _continue(self) -> None:
        # The request goes up to the pad's window, which may ask first; this sheet stays
        # open until the game is taken up (a refusal comes back to it).
        if self.pad_id is None or self.pad.is_over:
            return
        self.continue_requested.emit(self.pad_id, self.pad)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.view.set_sheet(self._sheet)
        super().changeEvent(event)

    def sheet(self) -> Sheet:
        return self._sheet
