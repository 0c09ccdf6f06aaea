"""The charts' paper: the scoresheet's colours (or black on white for high contrast),
a pen and a marker per player, round axis steps, and numbers in the current language."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAccessibilityHints,
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QWidget

from ..common.texts import decimal_text
from ..scoresheet.paint import INK, MARGIN, PAPER, PENCIL, RULE


def tick_font(font: QFont) -> QFont:
    """The axes' numbers: a little smaller than the chart's words. A font sized in
    pixels (the game-over panel's, which follows the table) has no point size: the
    ticks took the 6-point floor, some 8 px beside 20-px words on a large table."""
    small = QFont(font)
    if font.pixelSize() > 0:
        small.setPixelSize(max(8, round(font.pixelSize() * 0.85)))
    else:
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
    return small


@dataclass(frozen=True, slots=True)
class ChartStyle:
    paper: QColor
    text: QColor  # axis numbers and titles
    grid: QColor  # the ruled lines behind the plot
    target: QColor
    players: tuple[QColor, QColor]
    line_width: float
    high_contrast: bool

    def player_pen(self, player: int) -> QPen:
        """The person's line is solid, the other's dashed: told apart without colour."""
        pen = QPen(self.players[player], self.line_width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if player == 1:
            pen.setStyle(Qt.PenStyle.DashLine)
        return pen

    def target_pen(self) -> QPen:
        # Dotted and thinner than the players' lines, also when all of them are black.
        pen = QPen(self.target, 2.0 if self.high_contrast else 1.5)
        pen.setStyle(Qt.PenStyle.DotLine)
        return pen


def paper_style(*, high_contrast: bool = False) -> ChartStyle:
    if high_contrast:
        black = QColor(0, 0, 0)
        return ChartStyle(
            paper=QColor(255, 255, 255),
            text=black,
            grid=QColor(150, 150, 150),
            target=black,
            players=(black, black),
            line_width=3.0,
            high_contrast=True,
        )
    return ChartStyle(
        paper=QColor(PAPER),
        text=QColor(PENCIL).darker(130),
        grid=QColor(RULE),
        # The target in the red of the sheet's margin, darkened to be seen as a line.
        target=QColor(MARGIN).darker(140),
        players=(QColor(INK), QColor(PENCIL).darker(115)),
        line_width=2.0,
        high_contrast=False,
    )


# The style hints and their accessibility part, asked for once: PySide6 6.11 frees the
# accessibility wrapper under a second ``styleHints().accessibility()`` chain, and the
# next call on it then fails ("Internal C++ object already deleted").
_HINTS: list[QObject] = []


def accessibility_hints() -> QAccessibilityHints | None:
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return None
    if not _HINTS:
        style_hints = app.styleHints()
        _HINTS.extend([style_hints, style_hints.accessibility()])
    hints = _HINTS[1]
    return hints if isinstance(hints, QAccessibilityHints) else None


def system_prefers_high_contrast() -> bool:
    hints = accessibility_hints()
    return hints is not None and hints.contrastPreference() == Qt.ContrastPreference.HighContrast


def draw_marker(painter: QPainter, centre: QPointF, player: int, style: ChartStyle) -> None:
    """A box: a filled circle on the person's line, a filled square on the other's."""
    r = 4.5 if style.high_contrast else 3.5
    painter.save()
    painter.setPen(QPen(style.paper, 1.2))
    painter.setBrush(QBrush(style.players[player]))
    rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    if player == 0:
        painter.drawEllipse(rect)
    else:
        painter.drawRect(rect.adjusted(0.4, 0.4, -0.4, -0.4))
    painter.restore()


def nice_step(span: float, max_ticks: int) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) giving at most ``max_ticks``
    steps over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / max(1, max_ticks)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if factor * power >= raw:
            return factor * power
    return 10 * power  # pragma: no cover - the loop always returns


def axis_top(top: float, max_ticks: int, *, whole: bool = True) -> tuple[float, float]:
    """The axis's upper end (a whole number of round steps at or above ``top``) and step."""
    step = nice_step(top, max_ticks)
    if whole:
        step = max(1.0, math.ceil(step))
    return math.ceil(top / step - 1e-9) * step if top > 0 else step, step


def number(value: float, decimals: int = 0) -> str:
    # Half away from zero, as the statistics' table rounds (review h150: 1 game won in 8
    # was 12% here and 13% there).
    return decimal_text(value, decimals)


def percent(fraction: float) -> str:
    """A share as a percentage in the language's way: en "14%", fi and nb "14 %"."""
    # translate() with its context written out, so lupdate files it where it is looked up.
    text = QCoreApplication.translate("Charts", "%1%", "percentage")
    return text.replace("%1", number(fraction * 100))


class PaperChart(QWidget):
    """A chart drawn on paper: follows the language, the locale and high contrast.

    ``contents_changed`` is emitted when its data or its words changed, for a table
    showing the same numbers. Subclasses set their words in :meth:`retranslate_ui`.
    """

    contents_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._high_contrast: bool | None = None  # None: follow the system's preference
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        hints = accessibility_hints()
        if hints is not None:
            hints.contrastPreferenceChanged.connect(self._contrast_changed)

    @property
    def high_contrast(self) -> bool:
        if self._high_contrast is None:
            return system_prefers_high_contrast()
        return self._high_contrast

    def set_high_contrast(self, on: bool | None) -> None:
        """True/False: the game's setting; None: follow the system's preference."""
        self._high_contrast = on
        self.update()

    def style_now(self) -> ChartStyle:
        return paper_style(high_contrast=self.high_contrast)

    def _contrast_changed(self, *_: object) -> None:
        if self._high_contrast is None:
            self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Set every word (and the accessible summary); then repaint."""
        self.update()
        self.contents_changed.emit()

    def table_headers(self) -> list[str]:
        return []

    def table_rows(self) -> list[list[str]]:
        """The chart's numbers as rows of text, for :class:`ChartNumbers`."""
        return []

    def begin_paper(self, painter: QPainter) -> ChartStyle:
        style = self.style_now()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), style.paper)
        return style
