"""Score pad games in the history: a list of their own, apart from games against the computer."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...persistence import HistoryDB
from ...persistence.history import HistoryError
from ...persistence.pad_history import PadGameRow, pad_games
from ..common.texts import preset_name
from ..scoresheet.doc import num
from ..scoresheet.paint import DARK
from ..scoresheet.view import STYLE as PAPER_TREE
from .texts import ScorePadText, shown_name


def _when(iso: str) -> str:
    stamp = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not stamp.isValid():
        return iso
    return QLocale().toString(stamp.toLocalTime(), QLocale.FormatType.ShortFormat)


class PadGamesList(QWidget):
    """Every score pad game, newest first: when, rules, players, the score and result."""

    def __init__(self, history: HistoryDB | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
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
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.tree, 1)
        self.retranslate_ui()

    def refresh(self) -> None:
        """Read the games again (the history dialog does at every refresh). A database
        another program holds keeps the games already listed, and says so."""
        self.error = ""
        try:
            self.rows = pad_games(self.history) if self.history is not None else []
        except HistoryError as exc:  # a damaged database must not stop the dialog
            if exc.busy:
                self.error = ScorePadText.tr(
                    "The history is in use by another program: the list is read again "
                    "when it is opened next."
                )
            else:
                self.rows = []
                self.error = ScorePadText.tr("The score pad games could not be read: %1").replace(
                    "%1", str(exc)
                )
        self._fill()

    def _fill(self) -> None:
        self.tree.clear()
        for row in self.rows:
            names = (shown_name(row.names, 0), shown_name(row.names, 1))
            rules = preset_name(row.preset)
            if row.hollywood:
                rules += " · Hollywood"
            # A finished game's final totals (with its bonuses), as its result is reckoned.
            shown = row.final if row.final is not None else row.totals
            score = f"{names[0]} {num(shown[0])} – {names[1]} {num(shown[1])}"
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
            self.tree.addTopLevelItem(item)
        if self.error or not self.rows:
            # Above the games still listed, across the columns.
            empty = QTreeWidgetItem([self.error or ScorePadText.tr("No score pad games yet.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.tree.insertTopLevelItem(0, empty)
            empty.setFirstColumnSpanned(True)

    def retranslate_ui(self) -> None:
        self.title.setText(ScorePadText.tr("Score pad games (played with real cards)"))
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
