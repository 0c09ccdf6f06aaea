"""The duplicate average over time: per reference level, the person's average duplicate
score over the latest deals after each deal, a line per level above and below zero."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDateTime, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QCheckBox, QStackedWidget, QVBoxLayout, QWidget

from ...persistence.duplicate_history import RECENT, DuplicateSeries
from ..common.texts import decimal_text, level_name
from ..scoresheet.paint import INK, MARGIN, PENCIL
from .numbers import ChartNumbers
from .paper import ChartStyle, PaperChart, axis_top, nice_step, number, tick_font

# Told apart without colour: each level its own dash and its own marker.
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
MARKERS = ("circle", "square", "triangle", "diamond")


def signed(value: float, decimals: int = 1) -> str:
    return decimal_text(value, decimals, signed=True)


class DuplicateChart(PaperChart):
    """Give it the history's duplicate series with :meth:`set_series`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[DuplicateSeries, ...] = ()
        self.texts: dict[str, str] = {}
        self.setMinimumSize(260, 200)
        self.retranslate_ui()

    def set_series(self, series: Sequence[DuplicateSeries]) -> None:
        self._series = tuple(s for s in series if s.points)
        self.retranslate_ui()

    def series(self) -> tuple[DuplicateSeries, ...]:
        return self._series

    def sizeHint(self) -> QSize:
        return QSize(460, 300)

    # ------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.texts = {
            "title": self.tr("Your duplicate average over the latest %n deal(s)", "", RECENT),
            "deals": self.tr("Duplicate deals, oldest first"),
            "empty": self.tr(
                "No duplicate deals yet. Play a game with the Duplicate option: each deal is "
                "also played by a reference player with your cards, and your average shows "
                "here over time."
            ),
        }
        self.setAccessibleName(self.tr("Duplicate average over time"))
        self.setAccessibleDescription(self.summary())
        super().retranslate_ui()

    def summary(self) -> str:
        if not self._series:
            return self.texts["empty"]
        parts = [self.texts["title"] + "."]
        for s in self._series:
            last = s.points[-1]
            parts.append(
                self.tr("Against %1: %2 points a deal after %n deal(s).", "", last.deal)
                .replace("%1", level_name(s.level))
                .replace("%2", signed(last.rolling_average))
            )
        return " ".join(parts)

    def table_headers(self) -> list[str]:
        return [
            self.tr("Reference player"),
            self.tr("Deal"),
            self.tr("Played"),
            self.tr("Duplicate score"),
            self.tr("Average so far"),
            self.tr("Average of the latest %n", "", RECENT),
        ]

    def table_rows(self) -> list[list[str]]:
        rows = []
        for s in self._series:
            for p in s.points:
                when = QDateTime.fromString(p.played_at, Qt.DateFormat.ISODate)
                date = (
                    QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)
                    if when.isValid()
                    else p.played_at
                )
                rows.append(
                    [
                        level_name(s.level),
                        number(p.deal),
                        date,
                        signed(p.score, 0),
                        signed(p.running_average),
                        signed(p.rolling_average),
                    ]
                )
        return rows

    # ------------------------------------------------------------ geometry
    def tick_font(self) -> QFont:
        return tick_font(self.font())

    def scale(self) -> tuple[int, float, float]:
        """The deals across (the longest series), the axis's top (and bottom, below
        zero) and its step."""
        values = [abs(p.rolling_average) for s in self._series for p in s.points]
        top, step = axis_top(max(max(values, default=1.0) * 1.1, 1.0), 2)
        return max((len(s.points) for s in self._series), default=0), top, step

    def plot_rect(self) -> QRectF:
        fm = QFontMetricsF(self.font())
        small = QFontMetricsF(self.tick_font())
        _, top, _ = self.scale()
        left = (
            8
            + max(small.horizontalAdvance(signed(top, 0)), small.horizontalAdvance(signed(-top, 0)))
            + 8
        )
        header = fm.height() * 2 + 10 + small.height()  # the title, the legend, a top label
        bottom = small.height() + 4 + fm.height() + 6
        return QRectF(left, header, max(10.0, self.width() - left - 16),
                      max(10.0, self.height() - header - bottom))  # fmt: skip

    def lines(self) -> list[tuple[DuplicateSeries, tuple[QPointF, ...]]]:
        """Each level's points on the plot: the rolling average after each deal."""
        deals, top, _ = self.scale()
        plot = self.plot_rect()

        def x(deal: int) -> float:
            if deals <= 1:
                return plot.center().x()
            return plot.left() + plot.width() * (deal - 1) / (deals - 1)

        def y(value: float) -> float:
            return plot.center().y() - plot.height() / 2 * value / top

        return [
            (s, tuple(QPointF(x(p.deal), y(p.rolling_average)) for p in s.points))
            for s in self._series
        ]

    # ------------------------------------------------------------ painting
    def colours(self, style: ChartStyle) -> tuple[QColor, ...]:
        if style.high_contrast:
            return (style.text,) * len(DASHES)
        return (QColor(INK), QColor(MARGIN).darker(160), QColor(40, 110, 60),
                QColor(PENCIL).darker(140))  # fmt: skip

    def pen(self, style: ChartStyle, i: int) -> QPen:
        pen = QPen(self.colours(style)[i % len(DASHES)], style.line_width)
        pen.setStyle(DASHES[i % len(DASHES)])
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return pen

    def marker(self, painter: QPainter, style: ChartStyle, i: int, at: QPointF) -> None:
        r = 4.5 if style.high_contrast else 3.5
        painter.save()
        painter.setPen(QPen(style.paper, 1.0))
        painter.setBrush(QBrush(self.colours(style)[i % len(DASHES)]))
        shape = MARKERS[i % len(MARKERS)]
        if shape == "circle":
            painter.drawEllipse(at, r, r)
        elif shape == "square":
            painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
        elif shape == "triangle":
            corners = [(0, -r - 1), (r + 1, r), (-r - 1, r)]
            painter.drawPolygon(QPolygonF([at + QPointF(dx, dy) for dx, dy in corners]))
        else:
            corners = [(0, -r - 1), (r + 1, 0), (0, r + 1), (-r - 1, 0)]
            painter.drawPolygon(QPolygonF([at + QPointF(dx, dy) for dx, dy in corners]))
        painter.restore()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style = self.begin_paper(painter)
        fm = QFontMetricsF(self.font())
        if not self._series:
            painter.setPen(style.text)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(QRectF(self.rect()).adjusted(24, 12, -24, -12), flags,
                             self.texts["empty"])  # fmt: skip
            painter.end()
            return
        deals, top, step = self.scale()
        plot = self.plot_rect()
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(style.text)
        painter.drawText(QPointF(8, 6 + fm.ascent()), self.texts["title"])
        # The legend: a stretch of each level's line with its marker, and its name.
        painter.setFont(self.font())
        x, y = 8.0, 6 + fm.height() + 4 + fm.height() / 2
        for i, s in enumerate(self._series):
            painter.setPen(self.pen(style, i))
            painter.drawLine(QPointF(x, y), QPointF(x + 28, y))
            self.marker(painter, style, i, QPointF(x + 14, y))
            painter.setPen(style.text)
            name = level_name(s.level)
            painter.drawText(QPointF(x + 34, y + fm.ascent() / 2 - 1), name)
            x += 34 + fm.horizontalAdvance(name) + 18
        # Ruled lines from -top to +top; zero (as good as the reference) in ink.
        small = QFontMetricsF(self.tick_font())
        painter.setFont(self.tick_font())
        value = -top
        while value <= top + 1e-9:
            at = plot.center().y() - plot.height() / 2 * value / top
            zero = abs(value) < 1e-9
            painter.setPen(QPen(style.text if zero else style.grid, 1.5 if zero else 1))
            painter.drawLine(QPointF(plot.left(), at), QPointF(plot.right(), at))
            painter.setPen(style.text)
            text = signed(value, 0)
            left = plot.left() - 5 - small.horizontalAdvance(text)
            painter.drawText(QPointF(left, at + small.ascent() / 2 - 1), text)
            value += step
        x_step = max(1, int(nice_step(max(1, deals - 1), max(1, int(plot.width() / 40)))))
        for deal in sorted({1, *range(x_step, deals + 1, x_step)}):
            px = plot.center().x() if deals <= 1 else (
                plot.left() + plot.width() * (deal - 1) / (deals - 1))  # fmt: skip
            text = number(deal)
            painter.drawText(
                QPointF(px - small.horizontalAdvance(text) / 2, plot.bottom() + 3 + small.ascent()),
                text,
            )
        painter.setFont(self.font())
        text = self.texts["deals"]
        painter.drawText(
            QPointF(plot.center().x() - fm.horizontalAdvance(text) / 2,
                    self.height() - 6 - fm.descent()), text)  # fmt: skip
        painter.setPen(QPen(style.text if style.high_contrast else style.target.lighter(130), 1.5))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for i, (_, points) in enumerate(self.lines()):
            painter.setPen(self.pen(style, i))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if len(points) > 1:
                painter.drawPolyline(QPolygonF(list(points)))
            for p in points if len(points) <= 60 else (points[-1],):
                self.marker(painter, style, i, p)
        painter.end()


class DuplicatePanel(QWidget):
    """The duplicate chart, with a switch to its numbers as a table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = DuplicateChart()
        self.table = ChartNumbers(self.chart)
        self.as_table = QCheckBox()
        self.as_table.toggled.connect(self.show_table)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.chart)
        self.stack.addWidget(self.table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.as_table)
        self.retranslate_ui()

    def set_series(self, series: Sequence[DuplicateSeries]) -> None:
        self.chart.set_series(series)
        self.as_table.setEnabled(bool(self.chart.series()))

    def set_high_contrast(self, on: bool | None) -> None:
        self.chart.set_high_contrast(on)

    def show_table(self, on: bool) -> None:
        self.stack.setCurrentIndex(1 if on else 0)
        if self.as_table.isChecked() != on:
            self.as_table.setChecked(on)

    def retranslate_ui(self) -> None:
        self.as_table.setText(self.tr("Show the numbers as a table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
