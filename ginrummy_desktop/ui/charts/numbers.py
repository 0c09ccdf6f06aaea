"""A chart's numbers as a table, kept in step with the chart (data and language)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .paper import PaperChart


class ChartNumbers(QTableWidget):
    """Read-only rows of ``chart.table_rows()`` under ``chart.table_headers()``."""

    def __init__(self, chart: PaperChart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
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
