"""A chart's numbers as a table, kept in step with the chart (data and language).

A table of many rows (the statistics' games, a row each) is filled when it comes in
sight, not while it waits a page away: with 5,000 games its items held the GUI thread
for a quarter of a second each time the statistics' figures came
(benchmarks/history_load.py), for a table most never open.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .paper import PaperChart

# The widest a column's heading runs before it takes another line, in line heights (some
# 190 px): the charts' own titles head their columns ("Win rate, rolling over the last 10
# games"), and on one line they made the table scroll sideways in Finnish at 1024x640.
WRAP_EMS = 11


class ChartNumbers(QTableWidget):
    """Read-only rows of ``chart.table_rows()`` under ``chart.table_headers()``."""

    def __init__(
        self, chart: PaperChart, parent: QWidget | None = None, *, whole: bool = False
    ) -> None:
        super().__init__(parent)
        self.chart = chart
        # A few rows shown whole, no taller: the room left goes to a longer table.
        self.whole = whole
        if whole:
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.stale = False  # the chart changed while the table was out of sight
        chart.contents_changed.connect(self.refill)
        self.refill()

    def refill(self) -> None:
        """Follow the chart: at once where the table is in sight, or is one of a few
        rows shown whole (its height is its rows'); else when it is next shown."""
        self.setAccessibleName(self.chart.accessibleName())
        if self.whole or self.isVisible():
            self._fill()
        else:
            self.stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self.stale:
            self._fill()
        super().showEvent(event)

    def _fill(self) -> None:
        self.stale = False
        headers = self.chart.table_headers()
        rows = self.chart.table_rows()
        # The headings before the rows: each change of a heading has every row measured.
        self.setRowCount(0)
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(self._wrapped(headers, rows))
        for c, text in enumerate(headers):
            head = self.horizontalHeaderItem(c)
            if head is not None:
                head.setToolTip(text)
                head.setData(Qt.ItemDataRole.AccessibleTextRole, text)
        self.setRowCount(len(rows))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c > 0:
                    item.setTextAlignment(right)
                self.setItem(r, c, item)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.whole:
            rows = self.verticalHeader().length()
            head = self.horizontalHeader().sizeHint().height()
            hint.setHeight(rows + head + 2 * self.frameWidth())
        return hint

    def _wrapped(self, headers: list[str], rows: list[list[str]]) -> list[str]:
        """Each heading on as many lines as it takes at the column's width: the width of
        its widest cell, or :data:`WRAP_EMS` line heights where that is less."""
        fm = self.horizontalHeader().fontMetrics()
        cells = self.fontMetrics()
        least = WRAP_EMS * fm.height()
        out = []
        for c, text in enumerate(headers):
            widest = max((cells.horizontalAdvance(r[c]) for r in rows if c < len(r)), default=0)
            out.append(wrap_words(text, max(least, widest), fm))
        return out


def wrap_words(text: str, width: int, fm: QFontMetrics) -> str:
    """``text`` broken between words into lines no wider than ``width`` (a word wider
    than that on a line of its own), joined by newlines."""
    lines: list[str] = []
    for word in text.split():
        if lines and fm.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return "\n".join(lines)
