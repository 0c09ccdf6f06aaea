"""A chart's numbers as a table, kept in step with the chart (data and language)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .paper import PaperChart


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
        chart.contents_changed.connect(self.refill)
        self.refill()

    def refill(self) -> None:
        headers = self.chart.table_headers()
        rows = self.chart.table_rows()
        self.clear()
        self.setColumnCount(len(headers))
        self.setRowCount(len(rows))
        self.setHorizontalHeaderLabels(headers)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c > 0:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(r, c, item)
        self.setAccessibleName(self.chart.accessibleName())
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.whole:
            rows = self.verticalHeader().length()
            head = self.horizontalHeader().sizeHint().height()
            hint.setHeight(rows + head + 2 * self.frameWidth())
        return hint
