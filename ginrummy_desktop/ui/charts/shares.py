"""How the hands were won at one level: a stacked bar per player, its parts knock, gin,
undercut (and a tie that paid), each with its own fill pattern, not colour alone."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...persistence.chart_data import LevelCharts, WinKind, WinShares
from ..common.texts import player_name
from .paper import ChartStyle, PaperChart, number, percent

FULL_BAR = 30.0  # a bar's height where the chart has the room

PATTERNS = {
    WinKind.KNOCK: Qt.BrushStyle.SolidPattern,
    WinKind.GIN: Qt.BrushStyle.BDiagPattern,
    WinKind.UNDERCUT: Qt.BrushStyle.DiagCrossPattern,
    WinKind.OTHER: Qt.BrushStyle.Dense6Pattern,
}


@dataclass(frozen=True, slots=True)
class Segment:
    kind: WinKind
    rect: QRectF
    count: int
    share: float


@dataclass(frozen=True, slots=True)
class Bar:
    player: int
    frame: QRectF  # the whole bar (100 % of the hands the player won)
    segments: tuple[Segment, ...]  # only the kinds with hands


class WinSharesChart(PaperChart):
    """Give it a level's chart data with :meth:`set_charts`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._charts: LevelCharts | None = None
        self.texts: dict[str, str] = {}
        self.setMinimumSize(260, 130)
        # No taller than its bars and legend ask: the room left goes to the results over
        # time above it (at 1024x640 their two charts were 60 px tall beside empty paper
        # under the legend here).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.retranslate_ui()

    def set_charts(self, charts: LevelCharts | None) -> None:
        self._charts = charts
        self.retranslate_ui()

    def shares(self) -> tuple[WinShares, ...]:
        return () if self._charts is None else self._charts.shares

    def sizeHint(self) -> QSize:
        return QSize(460, self.natural_height())

    def natural_height(self) -> int:
        """The height at which the title, both bars at their full height and the legend
        are drawn with nothing to spare (see :meth:`bars`)."""
        fm = QFontMetricsF(self.font())
        top = 8 + fm.height() + 6
        legend = fm.height() + 12
        return math.ceil(top + legend + 8 + 2 * (FULL_BAR + 6))

    def kinds(self) -> list[WinKind]:
        """The kinds shown: knock, gin and undercut always, a tie only when one paid."""
        shown = [WinKind.KNOCK, WinKind.GIN, WinKind.UNDERCUT]
        if any(s.counts[WinKind.OTHER] for s in self.shares()):
            shown.append(WinKind.OTHER)
        return shown

    # ------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.texts = {
            WinKind.KNOCK.value: self.tr("Knock"),
            WinKind.GIN.value: self.tr("Gin"),
            WinKind.UNDERCUT.value: self.tr("Undercut"),
            WinKind.OTHER.value: self.tr("Tie"),
            "title": self.tr("How the hands were won"),
            "empty": self.tr("No hands won yet"),
        }
        self.setAccessibleName(self.tr("How the hands were won"))
        self.setAccessibleDescription(self.summary())
        super().retranslate_ui()

    def kind_name(self, kind: WinKind) -> str:
        return self.texts[kind.value]

    def won_text(self, s: WinShares) -> str:
        return self.tr("%n hand(s) won", "", s.won)

    def summary(self) -> str:
        parts = [self.texts["title"] + "."]
        for s in self.shares():
            kinds = ", ".join(
                f"{self.kind_name(k)} {percent(s.percents()[k] / 100)}" for k in self.kinds()
            )
            tail = f"; {kinds}." if s.won else "."
            parts.append(f"{player_name(s.player)}: {self.won_text(s)}{tail}")
        return " ".join(parts)

    def table_headers(self) -> list[str]:
        return ["", *(self.kind_name(k) for k in self.kinds()), self.tr("Hands won")]

    def table_rows(self) -> list[list[str]]:
        """A row per player: each kind's count and share, then the hands won."""
        rows = []
        for s in self.shares():
            cells = [player_name(s.player)]
            shown = s.percents()
            for k in self.kinds():
                cells.append(
                    number(s.counts[k]) + (f" ({percent(shown[k] / 100)})" if s.won else "")
                )
            cells.append(number(s.won))
            rows.append(cells)
        return rows

    # ------------------------------------------------------------ geometry
    def label_width(self) -> float:
        fm = QFontMetricsF(self.font())
        return max((fm.horizontalAdvance(player_name(p)) for p in (0, 1)), default=0) + 12

    def bars(self) -> list[Bar]:
        shares = self.shares()
        if not shares or not any(s.won for s in shares):
            return []
        fm = QFontMetricsF(self.font())
        top = 8 + fm.height() + 6
        legend = fm.height() + 12
        height = min(FULL_BAR, (self.height() - top - legend - 8) / 2 - 6)
        won_w = max(fm.horizontalAdvance(self.won_text(s)) for s in shares) + 12
        left = 8 + self.label_width()
        width = max(20.0, self.width() - left - won_w - 8)
        bars = []
        for i, s in enumerate(shares):
            frame = QRectF(left, top + i * (height + 10), width, height)
            x = frame.left()
            segments = []
            for k in self.kinds():
                share = s.share(k)
                if not s.counts[k] or share is None:
                    continue
                w = frame.width() * share
                segments.append(Segment(k, QRectF(x, frame.top(), w, height), s.counts[k], share))
                x += w
            bars.append(Bar(s.player, frame, tuple(segments)))
        return bars

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        style = self.begin_paper(painter)
        fm = QFontMetricsF(self.font())
        painter.setFont(self.font())
        bars = self.bars()
        if not bars:
            painter.setPen(style.text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.texts["empty"])
            painter.end()
            return
        bold = self.font()
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(style.text)
        painter.drawText(QPointF(8, 8 + fm.ascent()), self.texts["title"])
        painter.setFont(self.font())
        shares = {s.player: s for s in self.shares()}
        for bar in bars:
            self._paint_bar(painter, style, bar, shares[bar.player])
        self._paint_legend(painter, style, bars[-1].frame.bottom() + 10)
        painter.end()

    def _brush(self, style: ChartStyle, kind: WinKind) -> QBrush:
        return QBrush(style.players[0], PATTERNS[kind])

    def _paint_bar(self, painter: QPainter, style: ChartStyle, bar: Bar, s: WinShares) -> None:
        fm = QFontMetricsF(self.font())
        frame = bar.frame
        mid = frame.center().y() + fm.ascent() / 2 - 1
        painter.setPen(style.text)
        painter.drawText(QPointF(8, mid), player_name(bar.player))
        painter.drawText(QPointF(frame.right() + 8, mid), self.won_text(s))
        if not bar.segments:
            painter.setPen(QPen(style.grid, 1, Qt.PenStyle.DashLine))
            painter.drawRect(frame)
            return
        edge = QPen(style.players[0], 1.5 if style.high_contrast else 1)
        for seg in bar.segments:
            painter.fillRect(seg.rect, style.paper)
            painter.fillRect(seg.rect, self._brush(style, seg.kind))
            painter.setPen(edge)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(seg.rect)
            self._paint_share(painter, style, seg, s.percents()[seg.kind])

    def _paint_share(self, painter: QPainter, style: ChartStyle, seg: Segment, shown: int) -> None:
        """The share written on its part (``shown`` percent, the parts adding up to 100),
        on a patch of paper so patterns do not hide it."""
        # Bold on an edged patch: plain grey on a patch the colour of the paper, the
        # share on a hatched part was hard to make out (play-test h137).
        font = QFont(self.font())
        font.setBold(True)
        fm = QFontMetricsF(font)
        text = percent(shown / 100)
        w = fm.horizontalAdvance(text) + 10
        if w > seg.rect.width() - 4:
            return
        centre = seg.rect.center()
        patch = QRectF(centre.x() - w / 2, centre.y() - fm.height() / 2, w, fm.height())
        painter.save()
        painter.setPen(QPen(style.players[0], 1))
        painter.setBrush(QBrush(QColor(style.paper)))
        painter.drawRoundedRect(patch, 3, 3)
        painter.setFont(font)
        painter.setPen(style.players[0])
        painter.drawText(patch, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def _paint_legend(self, painter: QPainter, style: ChartStyle, top: float) -> None:
        fm = QFontMetricsF(self.font())
        x = 8 + self.label_width()
        for kind in self.kinds():
            swatch = QRectF(x, top, 18, fm.height() - 2)
            painter.fillRect(swatch, style.paper)
            painter.fillRect(swatch, self._brush(style, kind))
            painter.setPen(QPen(style.players[0], 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(swatch)
            painter.setPen(style.text)
            name = self.kind_name(kind)
            painter.drawText(QPointF(x + 24, top + fm.ascent() - 1), name)
            x += 24 + fm.horizontalAdvance(name) + 18
