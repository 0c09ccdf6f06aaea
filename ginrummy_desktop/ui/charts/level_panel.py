"""The statistics' pictures for one level: results over time and how hands were won,
with a switch to the same numbers as tables."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QStackedWidget, QVBoxLayout, QWidget

from ...persistence.chart_data import LevelCharts
from .numbers import ChartNumbers
from .results import ResultsChart
from .shares import WinSharesChart


class LevelChartsPanel(QWidget):
    """:meth:`set_charts` with one level's :class:`LevelCharts` (None: nothing yet)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results = ResultsChart()
        self.shares = WinSharesChart()
        self.results_table = ChartNumbers(self.results)
        self.shares_table = ChartNumbers(self.shares, whole=True)
        self.as_table = QCheckBox()
        self.as_table.toggled.connect(self.show_table)
        charts = QWidget()
        box = QVBoxLayout(charts)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)  # one sheet of paper, no gap of window colour between
        box.addWidget(self.results, 1)
        box.addWidget(self.shares)  # its natural height: the results take the rest
        tables = QWidget()
        box = QVBoxLayout(tables)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.results_table, 1)
        box.addWidget(self.shares_table)  # its two rows whole: the games take the rest
        self.stack = QStackedWidget()
        self.stack.addWidget(charts)
        self.stack.addWidget(tables)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.as_table)
        self.retranslate_ui()

    def set_charts(self, charts: LevelCharts | None) -> None:
        self.results.set_charts(charts)
        self.shares.set_charts(charts)

    def set_high_contrast(self, on: bool | None) -> None:
        self.results.set_high_contrast(on)
        self.shares.set_high_contrast(on)

    def show_table(self, on: bool) -> None:
        self.stack.setCurrentIndex(1 if on else 0)
        if self.as_table.isChecked() != on:
            self.as_table.setChecked(on)

    def retranslate_ui(self) -> None:
        self.as_table.setText(self.tr("Show the numbers as tables"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
