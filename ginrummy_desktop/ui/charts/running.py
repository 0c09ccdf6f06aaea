"""The running totals as a line chart on the scoresheet's paper: a line per player,
the target, a mark for every box; Hollywood's three games as three small charts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...persistence.chart_data import GameSeries, RunningTotals, running_totals
from ...persistence.sheet import Sheet
from ..common.texts import NOT_STARTED, player_name
from .paper import ChartStyle, PaperChart, draw_marker, number, tick_font
from .running_layout import (
    BESIDE_MIN_WIDTH,
    COMFORTABLE_PLOT,
    PanelGeometry,
    end_label_baselines,
    layout_panels,
    legend_column,
    legend_height,
    legend_places,
)

# A game's plot lower than this is a smudge of marks (beside the game-over tally the one
# game's at 1024x640 is 33 px; Hollywood's three are 29-33 at 1366x768, 18 at 1024x640).
MIN_PLOT_HEIGHT = 25


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

    def fitting_titles(
        self, games: Sequence[GameSeries], fm: QFontMetricsF, width: float
    ) -> list[str]:
        """The games' titles, all in one form: the whole ("Game 1 · Winner: You"), or on
        a small sheet the winner's name alone after the number, or only the number,
        as the longest of them allows. Shortened in words, never cut off mid-name: each
        shortened by itself, the three read "Game 1 · Computer" beside "Game 3 ·
        Winner: You"."""
        forms = [[self._title_forms(game)[min(i, 2)] for game in games] for i in range(3)]
        for titles in forms[:2]:
            if all(fm.horizontalAdvance(t) <= width for t in titles):
                return titles
        return [fm.elidedText(t, Qt.TextElideMode.ElideRight, width) for t in forms[2]]

    def _title_forms(self, game: GameSeries) -> tuple[str, str, str]:
        """A game's title, longest first: whole, with the winner's name alone, plain."""
        plain = self.tr("Game %1").replace("%1", number(game.number))
        if game.winner is None:
            return plain, plain, plain
        return self.game_title(game), f"{plain} · {self.names()[game.winner]}", plain

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
                + (
                    self.tr("%n point(s)", "", game.final_total(p))
                    + ", "
                    + self.tr("%n box(es)", "", game.boxes(p))
                    if game.opened_after[p] is not None
                    else self.tr("not started", "a Hollywood game's column no win has opened")
                )
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
        then the boxes; a game's cells stay empty after it ended, and read "–" before
        a Hollywood column is opened, as on the sheet."""
        t = self._totals
        if t is None:
            return []
        rows: list[list[str]] = []
        for hand in range(1, t.hands + 1):
            row = [number(hand)]
            for game in t.games:
                for p, line in enumerate(game.lines):
                    point = line[hand] if hand < len(line) else None
                    if point is not None and not game.is_open(p, hand):
                        row.append(NOT_STARTED)
                        continue
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
        return tick_font(self.font())

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
        return self._arranged(self.width(), self.height())[0]

    def legend_beside(self) -> bool:
        """Whether the legend stands in a column beside the plot (a low, wide chart)."""
        return self._arranged(self.width(), self.height())[2] > 0

    def _arranged(
        self, width: float, height: float
    ) -> tuple[list[tuple[str, str, QPointF]], list[PanelGeometry], float]:
        """The legend's places, the games' panels and the width of the legend's column
        at the right (0: the legend is over the plots). Over the plots, in rows, unless
        that leaves a plot lower than COMFORTABLE_PLOT where a column beside it would
        give it more height and still BESIDE_MIN_WIDTH."""
        font, entries = self.font(), self.legend_entries()
        places = legend_places(font, width, entries)
        if self._totals is None:
            return places, [], 0.0
        whole = QRectF(0, 0, width, height)
        above = layout_panels(self._totals, whole, font, legend_height(font, places))
        low = min((p.plot.height() for p in above), default=float(COMFORTABLE_PLOT))
        if low >= COMFORTABLE_PLOT:
            return places, above, 0.0
        column, column_w, column_h = legend_column(font, width, entries)
        if column_h > height:
            return places, above, 0.0
        beside = layout_panels(self._totals, QRectF(0, 0, width - column_w, height), font, 0.0)
        if beside and all(
            p.plot.width() >= BESIDE_MIN_WIDTH and p.plot.height() > low for p in beside
        ):
            return column, beside, column_w
        return places, above, 0.0

    def panels(self) -> list[PanelGeometry]:
        """Where each game is drawn at the widget's present size."""
        return self.panels_at(self.width(), self.height())

    def panels_at(self, width: float, height: float) -> list[PanelGeometry]:
        """Where each game would be drawn at ``width`` x ``height``."""
        return self._arranged(width, height)[1]

    def readable_at(self, width: float, height: float) -> bool:
        """Whether every game's plot would be tall enough to read its lines at that
        size (Hollywood's three beside a tally on a small table were some 20 px)."""
        return all(p.plot.height() >= MIN_PLOT_HEIGHT for p in self.panels_at(width, height))

    # ------------------------------------------------------------ pointing
    def hand_at(self, pos: QPointF) -> tuple[PanelGeometry, int] | None:
        """The game and hand under ``pos`` (the nearest hand of the game's lines)."""
        for panel in self.panels():
            if not panel.frame.contains(pos) or panel.plot.width() <= 0:
                continue
            hand = round((pos.x() - panel.plot.left()) / panel.plot.width() * panel.x_max)
            if 1 <= hand < len(panel.game.lines[0]):
                return panel, hand
        return None

    def hand_text(self, panel: PanelGeometry, hand: int) -> str:
        """E.g. "Hand 3: You 15, Computer 28" (a box marked "▪")."""
        names = self.names()
        cells = []
        for p in (0, 1):
            point = panel.game.lines[p][hand]
            if not panel.game.is_open(p, hand):
                cells.append(f"{names[p]} {NOT_STARTED}")
                continue
            cells.append(f"{names[p]} {number(point.total)}" + (" ▪" if point.box else ""))
        head = self.tr("Hand %1").replace("%1", number(hand))
        if self._totals is not None and self._totals.hollywood:
            head = self.tr("Game %1").replace("%1", number(panel.game.number)) + " · " + head
        return f"{head}: {', '.join(cells)}"

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            found = self.hand_at(QPointF(event.pos()))
            if found is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.hand_text(*found), self)
            return True
        return super().event(event)

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
        titles = [""] * len(panels)
        if self._totals is not None and self._totals.hollywood:
            bold = QFont(self.font())
            bold.setBold(True)
            width = min(panel.frame.width() for panel in panels)
            titles = self.fitting_titles([p.game for p in panels], QFontMetricsF(bold), width)
        for panel, title in zip(panels, titles, strict=True):
            self._paint_panel(painter, style, panel, title)
        painter.end()

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

    def _paint_panel(
        self, painter: QPainter, style: ChartStyle, g: PanelGeometry, title: str
    ) -> None:
        """One game's chart, under ``title`` (Hollywood's; '': none)."""
        fm = QFontMetricsF(self.font())
        tick = self.tick_font()
        small = QFontMetricsF(tick)
        plot = g.plot
        if title:
            bold = QFont(self.font())
            bold.setBold(True)
            painter.setFont(bold)
            painter.setPen(style.text)
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
        ends = [(g.lines[p][-1], g.game.final_total(p), p) for p in (0, 1) if g.lines[p]]
        ends.sort(key=lambda e: e[0].y())
        baseline = small.ascent() / 2 - 1  # a label's baseline under its point
        placed = end_label_baselines(
            [point.y() + baseline for point, _t, _p in ends],
            small.height(),
            g.plot.bottom() + baseline,
        )
        for (point, total, player), y in zip(ends, placed, strict=True):
            text = number(total)
            # On a patch of paper: the target's line may run through the label.
            patch = QRectF(
                point.x() + 5, y - small.ascent(), small.horizontalAdvance(text) + 2, small.height()
            )
            painter.fillRect(patch, style.paper)
            painter.setPen(style.players[player])
            painter.drawText(QPointF(point.x() + 6, y), text)
