"""Charts drawn with QPainter on the scoresheet's paper: running totals, results over time."""

from .level_panel import LevelChartsPanel
from .numbers import ChartNumbers
from .paper import ChartStyle, PaperChart, paper_style
from .results import ResultsChart
from .running import RunningTotalsChart
from .shares import WinSharesChart

__all__ = [
    "ChartNumbers",
    "ChartStyle",
    "LevelChartsPanel",
    "PaperChart",
    "ResultsChart",
    "RunningTotalsChart",
    "WinSharesChart",
    "paper_style",
]
