"""The scoresheet drawn as paper: totals with box tallies, ruled hand rows, final tally."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model import LineCode
from ...persistence import Sheet, SheetRow
from ..common.texts import player_name
from . import doc
from .doc import Scoresheet
from .paint import (
    DARK,
    INK,
    KIND_ROLE,
    LABEL_ROLE,
    NUMBER_ROLE,
    PAPER,
    PENCIL,
    POINTS_ROLE,
    PaperDelegate,
)
from .tally import TallyWidget

STYLE = f"""
QTreeWidget {{ background-color: {PAPER}; color: {DARK.name()}; border: none; }}
QTreeWidget::item {{ padding: 2px 0px; }}
QHeaderView::section {{
    background-color: {PAPER}; color: {DARK.name()}; border: none;
    border-bottom: 2px solid {DARK.name()}; padding: 4px 3px; font-weight: bold;
}}
"""


class _PlayerScore(QWidget):
    """A player's name, running total and box tally, as at the top of a paper sheet."""

    def __init__(self, player: int, *, large: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.name = QLabel()
        self.total = QLabel()
        self.tally = TallyWidget(height=26 if large else 20)
        self.name.setStyleSheet(f"color: {PENCIL.name()}; font-weight: bold;")
        size = 26 if large else 20
        self.total.setStyleSheet(f"color: {INK.name()}; font-size: {size}px; font-weight: bold;")
        # Name on top; the total with the box tally written beside it, as on paper.
        layout = QGridLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        layout.setHorizontalSpacing(10)
        layout.setVerticalSpacing(0)
        layout.addWidget(self.name, 0, 0, 1, 2)
        layout.addWidget(self.total, 1, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.tally, 1, 1, Qt.AlignmentFlag.AlignVCenter)
        layout.setColumnStretch(2, 1)

    def set_values(self, total: int, boxes: int) -> None:
        self.name.setText(player_name(self.player))
        self.total.setText(doc.num(total))
        self.tally.set_count(boxes)


class SheetView(QWidget):
    """Header with totals and tallies, then the hands and the game-end lines."""

    def __init__(self, *, compact: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = compact
        self._sheet: Sheet | None = None
        self.setObjectName("SheetView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#SheetView {{ background-color: {PAPER}; }}")
        self.rules_label = QLabel()
        self.rules_label.setStyleSheet(f"color: {PENCIL.name()};")
        self.rules_label.setWordWrap(True)
        self.status_label = QLabel()
        self.status_label.setStyleSheet(f"color: {DARK.name()}; font-style: italic;")
        self.status_label.setWordWrap(True)
        self.scores = [_PlayerScore(p, large=not compact) for p in (0, 1)]
        self.tree = QTreeWidget()
        self.tree.setStyleSheet(STYLE)
        self.tree.setRootIsDecorated(not compact)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setFocusPolicy(Qt.FocusPolicy.NoFocus if compact else Qt.FocusPolicy.StrongFocus)
        self.tree.setUniformRowHeights(True)
        self.tree.setIndentation(0 if compact else 14)
        self.tree.setColumnCount(len(self._columns()))
        self.tree.setItemDelegate(
            PaperDelegate(self.first_player_column, self._how_column, self.tree)
        )
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionsMovable(False)
        for col in range(self.tree.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self._how_column, QHeaderView.ResizeMode.Stretch)
        for col in (self.first_player_column, self.first_player_column + 1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(col, 80 if compact else 110)
        scores = QHBoxLayout()
        scores.setSpacing(12)
        for w in self.scores:
            scores.addWidget(w, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        layout.addWidget(self.rules_label)
        layout.addLayout(scores)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.status_label)
        self.retranslate_ui()

    def _columns(self) -> list[str]:
        if self.compact:
            return ["number", "how", "p0", "p1"]
        return ["number", "dealer", "how", "deadwood", "p0", "p1"]

    @property
    def _how_column(self) -> int:
        return self._columns().index("how")

    @property
    def first_player_column(self) -> int:
        return self._columns().index("p0")

    def sheet(self) -> Sheet | None:
        return self._sheet

    def set_sheet(self, sheet: Sheet | None) -> None:
        expanded = self._expanded_hands()
        self._sheet = sheet
        self.retranslate_ui()
        if not self.compact:
            for i in range(self.tree.topLevelItemCount()):
                item = self.tree.topLevelItem(i)
                if item is not None and item.data(0, NUMBER_ROLE) in expanded:
                    item.setExpanded(True)

    def _expanded_hands(self) -> set[int]:
        out = set()
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.isExpanded():
                out.add(item.data(0, NUMBER_ROLE))
        return out

    # -------------------------------------------------------------- filling
    def retranslate_ui(self) -> None:
        labels = {
            "number": Scoresheet.tr("#", "hand number column"),
            "dealer": Scoresheet.tr("Dealer"),
            "how": Scoresheet.tr("How"),
            "deadwood": Scoresheet.tr("Deadwood"),
            "p0": player_name(0),
            "p1": player_name(1),
        }
        self.tree.setHeaderLabels([labels[c] for c in self._columns()])
        header_item = self.tree.headerItem()
        for col in (self.first_player_column, self.first_player_column + 1):
            header_item.setTextAlignment(
                col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        self.tree.headerItem().setToolTip(0, Scoresheet.tr("Hand number"))
        self._fill()

    def _fill(self) -> None:
        self.tree.clear()
        sheet = self._sheet
        for w, p in zip(self.scores, (0, 1), strict=True):
            w.set_values(sheet.totals[p] if sheet else 0, sheet.boxes[p] if sheet else 0)
        if sheet is None:
            self.rules_label.setText("")
            self.status_label.setText(Scoresheet.tr("No game yet."))
            return
        self.rules_label.setText(doc.rules_summary(sheet))
        self.status_label.setText(doc.status_text(sheet))
        for row in sheet.rows:
            self.tree.addTopLevelItem(self._hand_item(row))
        if sheet.hand_in_play is not None:
            item = self._item("playing")
            item.setText(0, doc.num(sheet.hand_in_play))
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(self._how_column, LABEL_ROLE, (Scoresheet.tr("being played…"), False))
            if not self.compact and sheet.dealer_in_play is not None:
                item.setText(1, player_name(sheet.dealer_in_play))
            item.setToolTip(self._how_column, doc.status_text(sheet))
            self.tree.addTopLevelItem(item)
        if sheet.final:
            heading = self._item("heading")
            heading.setData(0, LABEL_ROLE, (Scoresheet.tr("Final tally"), True))
            bold = heading.font(self._how_column)
            bold.setBold(True)
            self.tree.addTopLevelItem(heading)
            for f in sheet.final:
                kind = "total" if f.code is LineCode.FINAL_TOTAL else "final"
                strong = f.code in (LineCode.FINAL_TOTAL, LineCode.FINAL_DIFFERENCE)
                item = self._item(kind)
                item.setData(0, LABEL_ROLE, (doc.final_label(f, sheet, short=self.compact), strong))
                for col in range(self.first_player_column):
                    item.setToolTip(col, doc.final_label(f, sheet))
                for p in (0, 1):
                    col = self.first_player_column + p
                    item.setText(col, doc.final_cell(f, p, long=not self.compact))
                    item.setToolTip(col, doc.final_cell(f, p, long=True))
                    item.setTextAlignment(
                        col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                    item.setForeground(col, INK)
                    if strong:
                        item.setFont(col, bold)
                self.tree.addTopLevelItem(item)
        if self.compact:
            self.tree.scrollToBottom()

    def _item(self, kind: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem()
        for col in range(self.tree.columnCount()):
            item.setData(col, KIND_ROLE, kind)
            item.setData(col, POINTS_ROLE, ())
            item.setData(col, NUMBER_ROLE, 0)
            item.setData(col, LABEL_ROLE, ())
        return item

    def _hand_item(self, row: SheetRow) -> QTreeWidgetItem:
        item = self._item("hand")
        item.setData(0, NUMBER_ROLE, row.number)
        item.setText(0, doc.num(row.number))
        item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setText(self._how_column, doc.how_text(row))
        if row.winner is None:
            item.setForeground(self._how_column, PENCIL)
        for p in (0, 1):
            points = row.points_for(p)
            if points is not None:
                item.setData(
                    self.first_player_column + p, POINTS_ROLE, (points, row.totals_after[p])
                )
                item.setText(self.first_player_column + p, doc.num(row.totals_after[p]))
        if not self.compact:
            item.setText(1, player_name(row.dealer))
            if row.knocker is not None:
                item.setText(
                    3,
                    Scoresheet.tr("%1 / %2", "knocker's / defender's deadwood")
                    .replace("%1", doc.num(row.knocker_deadwood))
                    .replace("%2", doc.num(row.defender_deadwood)),
                )
            item.setToolTip(3, doc.deadwood_text(row))
            for line in row.lines:
                child = self._item("line")
                child.setText(self._how_column, doc.line_row_text(line))
                child.setForeground(self._how_column, PENCIL)
                if line.player in (0, 1):
                    col = self.first_player_column + line.player
                    child.setText(col, doc.num(line.points))
                    child.setForeground(col, PENCIL)
                    child.setTextAlignment(
                        col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                item.addChild(child)
        tip = doc.row_tooltip(row)
        for col in range(self.tree.columnCount()):
            if col != 3 or self.compact:
                item.setToolTip(col, tip)
        return item

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)
