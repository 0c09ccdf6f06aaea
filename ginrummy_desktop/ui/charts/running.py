"""The running totals as a line chart on the scoresheet's paper: a line per player,
the target, a mark for every box; Hollywood's three games as three small charts."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ...persistence.chart_data import GameSeries, RunningTotals, running_totals
from ...persistence.sheet import Sheet
from ..texts import player_name
from .paper import ChartStyle, PaperChart, axis_top, draw_marker, nice_step, number

# Below this width per game, Hollywood's games are stacked instead of side by side.
SIDE_BY_SIDE_MIN = 190


@dataclass(frozen=True, slots=True)
class PanelGeometry:
    """Where one game is drawn: its plot area, scales, lines and box marks."""

    game: GameSeries
    frame: QRectF
    plot: QRectF
    x_max: int
    x_step: int
    y_max: float
    y_step: float
    target: int
    lines: tuple[tuple[QPointF, ...], tuple[QPointF, ...]]
    boxes: tuple[tuple[QPointF, ...], tuple[QPointF, ...]]
    y_title: bool
    x_title: bool

    def x(self, hand: float) -> float:
        return self.plot.left() + self.plot.width() * hand / self.x_max

    def y(self, total: float) -> float:
        return self.plot.bottom() - self.plot.height() * total / self.y_max

    @property
    def target_y(self) -> float:
        return self.y(self.target)


class RunningTotalsChart(PaperChart):
    """Give it a sheet (:meth:`set_sheet`) or its running totals (:meth:`set_totals`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._totals: RunningTotals | None = None
        self.texts: dict[str, str] = {}
        self.setMinimumSize(240, 170)
        self.retranslate_ui()

    # ------------------------------------------------------------ data
    def set_sheet(self, sheet: Sheet | None) -> None:
        self.set_totals(None if sheet is None else running_totals(sheet))

    def set_totals(self, totals: RunningTotals | None) -> None:
        self._totals = totals
        self.retranslate_ui()

    def totals(self) -> RunningTotals | None:
        return self._totals

    def names(self) -> tuple[str, str]:
        given = self._totals.names if self._totals is not None else None
        # A score pad's blank name reads as the seat's usual one.
        return (
            (given[0] if given and given[0] else player_name(0)),
            (given[1] if given and given[1] else player_name(1)),
        )

    def sizeHint(self) -> QSize:
        hollywood = self._totals is not None and self._totals.hollywood
        return QSize(720 if hollywood else 480, 260)

    # ------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        t = self._totals
        target = number(t.target) if t is not None else ""
        self.texts = {
            "hand": self.tr("Hand"),
            "points": self.tr("Points"),
            "target": self.tr("Target %1").replace("%1", target),
            "box": self.tr("Box (hand won)"),
            "empty": self.tr("No hands played yet"),
        }
        self.setAccessibleName(self.tr("Running totals chart"))
        self.setAccessibleDescription(self.summary())
        super().retranslate_ui()

    def game_title(self, game: GameSeries) -> str:
        title = self.tr("Game %1").replace("%1", number(game.number))
        if game.winner is not None:
            winner = self.tr("Winner: %1").replace("%1", self.names()[game.winner])
            title = f"{title} · {winner}"
        return title

    def summary(self) -> str:
        """The chart in words, for a screen reader."""
        t = self._totals
        if t is None or t.hands == 0:
            return self.tr("No hands played yet")
        names = self.names()
        parts = [f"{self.texts['target']}; " + self.tr("%n hand(s) played.", "", t.hands)]
        for game in t.games:
            text = "; ".join(
                f"{names[p]}: "
                + self.tr("%n point(s)", "", game.final_total(p))
                + ", "
                + self.tr("%n box(es)", "", game.boxes(p))
                for p in (0, 1)
            )
            parts.append(f"{self.game_title(game)}. {text}." if t.hollywood else f"{text}.")
        return " ".join(parts)

    def table_headers(self) -> list[str]:
        t = self._totals
        names = self.names()
        if t is None or not t.hollywood:
            return [self.texts["hand"], *names]
        heads = [self.texts["hand"]]
        for game in t.games:
            label = self.tr("Game %1").replace("%1", number(game.number))
            heads += [f"{label}: {names[0]}", f"{label}: {names[1]}"]
        return heads

    def table_rows(self) -> list[list[str]]:
        """A row per hand with each player's total in each game (a box marked "▪"),
        then the boxes; a game's cells stay empty after it ended."""
        t = self._totals
        if t is None:
            return []
        rows: list[list[str]] = []
        for hand in range(1, t.hands + 1):
            row = [number(hand)]
            for game in t.games:
                for line in game.lines:
                    point = line[hand] if hand < len(line) else None
                    cell = "" if point is None else number(point.total)
                    row.append(f"{cell} ▪" if point is not None and point.box else cell)
            rows.append(row)
        boxes = [self.tr("Boxes")]
        for game in t.games:
            boxes += [number(game.boxes(0)), number(game.boxes(1))]
        rows.append(boxes)
        return rows

    # ------------------------------------------------------------ geometry
    def tick_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return font

    def panels(self) -> list[PanelGeometry]:
        """Where each game is drawn at the widget's present size."""
        t = self._totals
        if t is None or t.hands == 0:
            return []
        area = QRectF(self.rect()).adjusted(8, 6 + self.legend_height(), -8, -6)
        n = len(t.games)
        gap = 14.0
        side = n == 1 or (area.width() - gap * (n - 1)) / n >= SIDE_BY_SIDE_MIN
        cells: list[tuple[QRectF, bool, bool]] = []
        for i in range(n):
            if side:
                w = (area.width() - gap * (n - 1)) / n
                cell = QRectF(area.left() + i * (w + gap), area.top(), w, area.height())
                cells.append((cell, i == 0, True))
            else:
                h = (area.height() - gap * (n - 1)) / n
                cell = QRectF(area.left(), area.top() + i * (h + gap), area.width(), h)
                cells.append((cell, True, i == n - 1))
        return [
            self._panel(t, game, cell, y_title, x_title)
            for game, (cell, y_title, x_title) in zip(t.games, cells, strict=True)
        ]

    def _panel(
        self, t: RunningTotals, game: GameSeries, cell: QRectF, y_title: bool, x_title: bool
    ) -> PanelGeometry:
        fm = QFontMetricsF(self.font())
        small = QFontMetricsF(self.tick_font())
        title_h = fm.height() + 4 if t.hollywood else 0.0
        bottom = small.height() + 4 + (fm.height() + 2 if x_title else 0.0)
        usable = cell.height() - title_h - bottom - small.height() / 2
        # The scale is counted as if every panel had the hand axis's title under it,
        # so that Hollywood's stacked games get the same steps.
        even = cell.height() - title_h - small.height() * 1.5 - fm.height() - 6
        y_max, y_step = axis_top(t.top * 1.06, max(2, int(even / (small.height() * 1.8))))
        label_w = small.horizontalAdvance(number(y_max))
        left = label_w + 6 + (fm.height() + 4 if y_title else 0.0)
        right = small.horizontalAdvance(number(t.top)) + 8
        plot = QRectF(
            cell.left() + left,
            cell.top() + title_h + small.height() / 2,
            max(10.0, cell.width() - left - right),
            max(10.0, usable),
        )
        x_max = max(1, t.hands)
        x_label = small.horizontalAdvance(number(x_max)) + 10
        x_step = int(nice_step(x_max, max(1, int(plot.width() / x_label))))
        geometry = PanelGeometry(
            game=game,
            frame=cell,
            plot=plot,
            x_max=x_max,
            x_step=max(1, x_step),
            y_max=y_max,
            y_step=y_step,
            target=t.target,
            lines=((), ()),
            boxes=((), ()),
            y_title=y_title,
            x_title=x_title,
        )
        lines = tuple(
            tuple(QPointF(geometry.x(p.hand), geometry.y(p.total)) for p in line)
            for line in game.lines
        )
        boxes = tuple(
            tuple(QPointF(geometry.x(p.hand), geometry.y(p.total)) for p in line if p.box)
            for line in game.lines
        )
        return dataclasses.replace(
            geometry, lines=(lines[0], lines[1]), boxes=(boxes[0], boxes[1])
        )

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style = self.begin_paper(painter)
        panels = self.panels()
        if not panels:
            painter.setPen(style.text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.texts["empty"])
            return
        self._paint_legend(painter, style)
        for panel in panels:
            self._paint_panel(painter, style, panel)
        painter.end()

    def legend_entries(self) -> list[tuple[str, str]]:
        """(what the sample shows, its words): each player, the target, the box marks."""
        names = self.names()
        return [
            ("player0", names[0]),
            ("player1", names[1]),
            ("target", self.texts["target"]),
            ("box", self.texts["box"]),
        ]

    def legend_places(self) -> list[tuple[str, str, QPointF]]:
        """Where each entry's sample starts (its middle line), wrapping to a new row
        when the next entry does not fit."""
        fm = QFontMetricsF(self.font())
        row_h = fm.height() + 4
        x, y = 12.0, 6 + fm.height() / 2 + 2
        places: list[tuple[str, str, QPointF]] = []
        for key, text in self.legend_entries():
            width = 34 + fm.horizontalAdvance(text)
            if places and x + width > self.width() - 8:
                x, y = 12.0, y + row_h
            places.append((key, text, QPointF(x, y)))
            x += width + 18
        return places

    def legend_height(self) -> float:
        fm = QFontMetricsF(self.font())
        places = self.legend_places()
        rows = 1 + round((places[-1][2].y() - places[0][2].y()) / (fm.height() + 4))
        return rows * (fm.height() + 4) + 6

    def _paint_legend(self, painter: QPainter, style: ChartStyle) -> None:
        fm = QFontMetricsF(self.font())
        painter.setFont(self.font())
        for key, text, at in self.legend_places():
            x, y = at.x(), at.y()
            if key == "box":
                draw_marker(painter, QPointF(x + 6, y), 0, style)
                draw_marker(painter, QPointF(x + 20, y), 1, style)
            else:
                pen = style.target_pen() if key == "target" else style.player_pen(int(key[-1]))
                painter.setPen(pen)
                painter.drawLine(QPointF(x, y), QPointF(x + 28, y))
                if key != "target":
                    draw_marker(painter, QPointF(x + 14, y), int(key[-1]), style)
            painter.setPen(style.text)
            painter.drawText(QPointF(x + 34, y + fm.ascent() / 2 - 1), text)

    def _paint_panel(self, painter: QPainter, style: ChartStyle, g: PanelGeometry) -> None:
        fm = QFontMetricsF(self.font())
        tick = self.tick_font()
        small = QFontMetricsF(tick)
        plot = g.plot
        if self._totals is not None and self._totals.hollywood:
            bold = QFont(self.font())
            bold.setBold(True)
            painter.setFont(bold)
            painter.setPen(style.text)
            title = QFontMetricsF(bold).elidedText(
                self.game_title(g.game), Qt.TextElideMode.ElideRight, g.frame.width()
            )
            painter.drawText(QPointF(g.frame.left(), g.frame.top() + fm.ascent()), title)
        # Ruled lines at each step of points, numbers beside them.
        painter.setFont(tick)
        value = 0.0
        while value <= g.y_max + 1e-9:
            y = g.y(value)
            painter.setPen(QPen(style.grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(style.text)
            text = number(value)
            left = plot.left() - 5 - small.horizontalAdvance(text)
            painter.drawText(QPointF(left, y + small.ascent() / 2 - 1), text)
            value += g.y_step
        for hand in range(0, g.x_max + 1, g.x_step):
            x = g.x(hand)
            painter.setPen(QPen(style.grid, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            painter.setPen(style.text)
            text = number(hand)
            painter.drawText(
                QPointF(x - small.horizontalAdvance(text) / 2, plot.bottom() + 3 + small.ascent()),
                text,
            )
        # The red margin of the sheet as the points axis, an ink base line.
        painter.setPen(QPen(style.target if style.high_contrast else style.grid.darker(120), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.setPen(QPen(style.text if style.high_contrast else style.target.lighter(130), 1.5))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        self._paint_axis_titles(painter, style, g)
        painter.setPen(style.target_pen())
        painter.drawLine(QPointF(plot.left(), g.target_y), QPointF(plot.right(), g.target_y))
        for player in (0, 1):
            painter.setPen(style.player_pen(player))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolyline(QPolygonF(list(g.lines[player])))
        for player in (0, 1):
            for centre in g.boxes[player]:
                draw_marker(painter, centre, player, style)
        self._paint_end_totals(painter, style, g)

    def _paint_axis_titles(self, painter: QPainter, style: ChartStyle, g: PanelGeometry) -> None:
        fm = QFontMetricsF(self.font())
        painter.setFont(self.font())
        painter.setPen(style.text)
        if g.x_title:
            text = self.texts["hand"]
            painter.drawText(
                QPointF(
                    g.plot.center().x() - fm.horizontalAdvance(text) / 2,
                    g.frame.bottom() - fm.descent(),
                ),
                text,
            )
        if g.y_title:
            text = self.texts["points"]
            painter.save()
            painter.translate(g.frame.left() + fm.ascent(), g.plot.center().y())
            painter.rotate(-90)
            painter.drawText(QPointF(-fm.horizontalAdvance(text) / 2, 0), text)
            painter.restore()

    def _paint_end_totals(self, painter: QPainter, style: ChartStyle, g: PanelGeometry) -> None:
        """Each line's last total written at its end, the higher above the lower."""
        painter.setFont(self.tick_font())
        small = QFontMetricsF(self.tick_font())
        ends = [(g.lines[p][-1], g.game.final_total(p), p) for p in (0, 1)]
        ends.sort(key=lambda e: e[0].y())
        placed: list[float] = []
        for point, total, player in ends:
            y = point.y() + small.ascent() / 2 - 1
            if placed and y - placed[-1] < small.height():
                y = placed[-1] + small.height()
            placed.append(y)
            painter.setPen(style.players[player])
            painter.drawText(QPointF(point.x() + 6, y), number(total))
