"""The person's results over time at one level: the win rate and the points per hand
over the last games, two small line charts one above the other on the same games."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import QDateTime, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ...persistence.chart_data import LevelCharts, ResultPoint
from .paper import ChartStyle, PaperChart, axis_top, nice_step, number, percent, tick_font


@dataclass(frozen=True, slots=True)
class SeriesPanel:
    """One of the two charts: its plot area, scale and the points drawn."""

    key: str  # "win_rate" or "points_per_hand"
    plot: QRectF
    x_max: int
    x_step: int
    y_max: float
    y_step: float
    points: tuple[QPointF, ...]  # one per game with a value, oldest first
    won: tuple[bool, ...]  # win rate only: the game at each point was won

    def x(self, game: float) -> float:
        # Game 1 sits at the left edge; a single game alone sits in the middle.
        if self.x_max <= 1:
            return self.plot.center().x()
        return self.plot.left() + self.plot.width() * (game - 1) / (self.x_max - 1)

    def y(self, value: float) -> float:
        return self.plot.bottom() - self.plot.height() * value / self.y_max


class ResultsChart(PaperChart):
    """Give it a level's chart data with :meth:`set_charts`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._charts: LevelCharts | None = None
        self.texts: dict[str, str] = {}
        self.setMinimumSize(260, 220)
        self.retranslate_ui()

    def set_charts(self, charts: LevelCharts | None) -> None:
        self._charts = charts
        self.retranslate_ui()

    def results(self) -> tuple[ResultPoint, ...]:
        return () if self._charts is None else self._charts.results

    def sizeHint(self) -> QSize:
        return QSize(460, 300)

    # ------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        # Until the window is full each point counts every game up to it ("so far"); then
        # the last ten. "Win rate over the last 6 games" over 0, 50, 67, 75, 80, 67 %
        # read as one game's rate each (play-test 9).
        charts = self._charts
        window = charts.window if charts is not None else 0
        if charts is None or len(charts.results) <= window:
            rate = self.tr("Win rate so far")
            # Of finished games, as the win rate: the statistics' row counts every hand
            # played, and the chart's 7.2 beside the row's 9.0 puzzled (play-test h122).
            per_hand = self.tr("Points per hand in finished games so far")
        else:
            rate = self.tr("Win rate, rolling over the last %n game(s)", "", window)
            per_hand = self.tr("Points per hand, rolling over the last %n game(s)", "", window)
        self.texts = {
            "win_rate": rate,
            "points_per_hand": per_hand,
            "games": self.tr("Games, oldest first"),
            "won": self.tr("Won"),
            "lost": self.tr("Lost"),
            # The legend's hollow dot: a game lost or abandoned (the table tells which).
            "not_won": self.tr("Not won"),
            "abandoned": self.tr("Abandoned"),
            "empty": self.tr("No finished games yet"),
        }
        self.setAccessibleName(self.tr("Results over time"))
        self.setAccessibleDescription(self.summary())
        super().retranslate_ui()

    def summary(self) -> str:
        results = self.results()
        if not results:
            return self.texts["empty"]
        last = results[-1]
        text = (
            self.tr("%n game(s) finished.", "", len(results))
            + " "
            + (
                self.tr("Latest: win rate %1, points per hand %2.")
                .replace("%1", percent(last.win_rate))
                .replace("%2", _per_hand(last.points_per_hand))
            )
        )
        return f"{self.texts['win_rate']}; {self.texts['points_per_hand']}. {text}"

    def table_headers(self) -> list[str]:
        return [
            self.tr("Game"),
            self.tr("Finished"),
            self.tr("Result"),
            # The charts' titles: "so far" or "rolling over the last 10 games" says what
            # the numbers count (ChartNumbers breaks them over lines).
            self.texts["win_rate"],
            self.texts["points_per_hand"],
        ]

    def table_rows(self) -> list[list[str]]:
        rows = []
        for r in self.results():
            when = QDateTime.fromString(r.finished_at, Qt.DateFormat.ISODate)
            date = (
                QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)
                if when.isValid()
                else r.finished_at
            )
            rows.append(
                [
                    number(r.game),
                    date,
                    self._result_word(r),
                    percent(r.win_rate),
                    _per_hand(r.points_per_hand),
                ]
            )
        return rows

    def _result_word(self, r: ResultPoint) -> str:
        # As the history calls it: an abandoned game is not won, and was not lost either.
        if r.abandoned:
            return self.texts["abandoned"]
        return self.texts["won"] if r.won else self.texts["lost"]

    # ------------------------------------------------------------ geometry
    def tick_font(self) -> QFont:
        return tick_font(self.font())

    def panels(self) -> list[SeriesPanel]:
        results = self.results()
        if not results:
            return []
        fm = QFontMetricsF(self.font())
        small = QFontMetricsF(self.tick_font())
        area = QRectF(self.rect()).adjusted(8, 6, -12, -6)
        bottom = small.height() + 4 + fm.height() + 2
        gap = 10.0
        each = (area.height() - bottom - gap) / 2
        title_h = fm.height() + 2
        x_max = len(results)
        highest = max((r.points_per_hand or 0.0) for r in results)
        ppr_top, ppr_step = axis_top(max(highest * 1.1, 1.0), 4)
        left = max(small.horizontalAdvance(percent(1.0)), small.horizontalAdvance(number(ppr_top)))
        left += 8
        panels = []
        for i, key in enumerate(("win_rate", "points_per_hand")):
            top = area.top() + i * (each + gap) + title_h
            plot = QRectF(
                area.left() + left,
                top + small.height() / 2,
                max(10.0, area.width() - left),
                max(10.0, each - title_h - small.height() / 2),
            )
            x_label = small.horizontalAdvance(number(x_max)) + 12
            x_step = max(1, int(nice_step(max(1, x_max - 1), max(1, int(plot.width() / x_label)))))
            y_max, y_step = (1.0, 0.25) if key == "win_rate" else (ppr_top, ppr_step)
            panel = SeriesPanel(key, plot, x_max, x_step, y_max, y_step, (), ())
            values = [
                (r.game, r.win_rate if key == "win_rate" else r.points_per_hand, r.won)
                for r in results
            ]
            shown = [(g, v, w) for g, v, w in values if v is not None]
            panels.append(
                dataclasses.replace(
                    panel,
                    points=tuple(QPointF(panel.x(g), panel.y(v)) for g, v, _ in shown),
                    won=tuple(w for _, _, w in shown) if key == "win_rate" else (),
                )
            )
        return panels

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style = self.begin_paper(painter)
        panels = self.panels()
        if not panels:
            painter.setPen(style.text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.texts["empty"])
            painter.end()
            return
        for panel in panels:
            self._paint_panel(painter, style, panel)
        fm = QFontMetricsF(self.font())
        painter.setFont(self.font())
        painter.setPen(style.text)
        text = self.texts["games"]
        plot = panels[-1].plot
        x = plot.center().x() - fm.horizontalAdvance(text) / 2
        painter.drawText(QPointF(x, self.height() - 6 - fm.descent()), text)
        painter.end()

    def _paint_panel(self, painter: QPainter, style: ChartStyle, g: SeriesPanel) -> None:
        fm = QFontMetricsF(self.font())
        small = QFontMetricsF(self.tick_font())
        plot = g.plot
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(style.text)
        title = self.texts[g.key]
        if g.key == "win_rate":
            title += f"   ●  {self.texts['won']}   ○  {self.texts['not_won']}"
        painter.drawText(QPointF(8, plot.top() - small.height() / 2 - fm.descent() - 2), title)
        painter.setFont(self.tick_font())
        value = 0.0
        while value <= g.y_max + 1e-9:
            y = g.y(value)
            painter.setPen(QPen(style.grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(style.text)
            text = percent(value) if g.key == "win_rate" else number(value)
            left = plot.left() - 5 - small.horizontalAdvance(text)
            painter.drawText(QPointF(left, y + small.ascent() / 2 - 1), text)
            value += g.y_step
        if g.key == "points_per_hand":
            for game in range(1, g.x_max + 1, g.x_step):
                x = g.x(game)
                painter.setPen(style.text)
                text = number(game)
                baseline = plot.bottom() + 3 + small.ascent()
                painter.drawText(QPointF(x - small.horizontalAdvance(text) / 2, baseline), text)
        painter.setPen(QPen(style.text if style.high_contrast else style.target.lighter(130), 1.5))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(style.player_pen(0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if len(g.points) > 1:
            painter.drawPolyline(QPolygonF(list(g.points)))
        r = 4.0 if style.high_contrast else 3.2
        for i, centre in enumerate(g.points):
            rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
            painter.setPen(QPen(style.players[0], 1.5))
            if g.key == "win_rate":
                # A won game filled, a lost one hollow: read without colour.
                painter.setBrush(QBrush(style.players[0]) if g.won[i] else QBrush(style.paper))
                painter.drawEllipse(rect)
            else:
                painter.setBrush(QBrush(style.players[0]))
                painter.drawRect(rect)


def _per_hand(value: float | None) -> str:
    return "—" if value is None else number(value, 1)
