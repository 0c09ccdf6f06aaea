"""Tally marks as on a paper scoresheet: four strokes and a fifth across, per five boxes."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

INK = QColor("#1d3b8a")

# How far a stroke's top leans right of its middle (and its foot left), per height: a
# little, as a hand writes them; at twice this a lone stroke beside a total read as a
# slash, "41 /" (play-test h140).
LEAN = 0.03
# The light frame round the marks on screen, and the room inside it: beside the total,
# a lone stroke looked like a text field's cursor or a slash (play-tests h131, h140);
# framed, it is the boxes' own place.
FRAME = QColor("#c8bfa3")
FRAME_PAD = 4


def _geometry(height: float) -> tuple[float, float, float]:
    """Stroke spacing, gap between groups and pen width for a given stroke height."""
    return height * 0.24, height * 0.46, max(1.2, height * 0.09)


def tally_size(count: int, height: float) -> QSizeF:
    if count <= 0:
        return QSizeF(0, height)
    step, gap, pen = _geometry(height)
    groups, rest = divmod(count, 5)
    width = groups * (3 * step + gap + pen) + (max(rest - 1, 0) * step + pen if rest else 0)
    if groups and not rest:
        width -= gap
    # The crossing stroke reaches a little past the outer strokes on both sides.
    return QSizeF(width + 2 * step * 0.35 + pen, height)


def paint_tally(
    painter: QPainter,
    origin: QPointF,
    count: int,
    *,
    height: float,
    color: QColor = INK,
) -> float:
    """Paint ``count`` tally marks with their top left at ``origin``; returns the width.

    A small fixed wobble per stroke makes them look written by hand, the same each
    time (the jitter is seeded by the stroke's position, not random per paint).
    """
    if count <= 0:
        return 0.0
    step, gap, pen_width = _geometry(height)
    lean = height * LEAN
    pen = QPen(color, pen_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(pen)
    x = origin.x() + step * 0.35 + pen_width / 2
    top, bottom = origin.y() + height * 0.08, origin.y() + height * 0.92
    for index in range(count):
        jitter = random.Random(index * 7919 + 17)
        group_index = index % 5
        if group_index < 4:
            # Leaning as a hand writes them, top to the right: upright, a lone stroke
            # looked like the blinking cursor of a text field (play-test h131).
            dx = jitter.uniform(-0.05, 0.05) * step + lean
            path = QPainterPath(QPointF(x + dx, top + jitter.uniform(0, 0.06) * height))
            path.quadTo(
                QPointF(x + jitter.uniform(-0.12, 0.12) * step, (top + bottom) / 2),
                QPointF(x - dx, bottom - jitter.uniform(0, 0.05) * height),
            )
            painter.drawPath(path)
            if group_index < 3:
                x += step
        else:
            # The fifth stroke goes across the four, from low left to high right.
            left = x - 3 * step - step * 0.35
            right = x + step * 0.35
            path = QPainterPath(QPointF(left, bottom - height * 0.12))
            path.quadTo(
                QPointF(
                    (left + right) / 2, (top + bottom) / 2 + jitter.uniform(-0.05, 0.05) * height
                ),
                QPointF(right, top + height * 0.14),
            )
            painter.drawPath(path)
            x += gap + pen_width
    painter.restore()
    return tally_size(count, height).width()


def tally_image(count: int, *, height: int, color: QColor = INK, scale: float = 2.0) -> QImage:
    """The marks on a transparent image, at ``scale`` for sharp print (device pixel ratio)."""
    size = tally_size(count, height)
    image = QImage(
        max(1, round(size.width() * scale)),
        max(1, round(height * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(scale)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_tally(painter, QPointF(0, 0), count, height=height, color=color)
    painter.end()
    return image


class TallyWidget(QWidget):
    """Shows a player's boxes as tally marks; wraps to a new row every 25 boxes."""

    PER_ROW = 25

    def __init__(self, parent: QWidget | None = None, *, height: int = 22) -> None:
        super().__init__(parent)
        self._count = 0
        self._worth = 0  # the points a box adds at the game's end (0: none, or not told)
        self._mark_height = height
        self._color = QColor(INK)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.retranslate_ui()

    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        count = max(0, int(count))
        if count != self._count:
            self._count = count
            self.updateGeometry()
            self.update()
            self.retranslate_ui()

    def set_worth(self, points: int) -> None:
        """What each box adds at the game's end, said in the tip: a lone mark beside
        the total was read as a cursor or a slash, and its tip said only "1 box won"
        (play-test h143)."""
        if points != self._worth:
            self._worth = max(0, int(points))
            self.retranslate_ui()

    def set_color(self, color: QColor) -> None:
        self._color = QColor(color)
        self.update()

    def set_mark_height(self, height: int) -> None:
        """Taller marks (a larger window's side panel)."""
        if height != self._mark_height:
            self._mark_height = height
            self.updateGeometry()
            self.update()

    def _rows(self) -> list[int]:
        rows = [self.PER_ROW] * (self._count // self.PER_ROW)
        if self._count % self.PER_ROW or not rows:
            rows.append(self._count % self.PER_ROW)
        return rows

    def sizeHint(self) -> QSize:
        rows = self._rows()
        width = max(tally_size(n, self._mark_height).width() for n in rows)
        line = self._mark_height + 4
        if self._count:
            width += 2 * FRAME_PAD
        return QSize(max(int(width) + 2, self._mark_height), line * len(rows))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        y = 2.0
        for n in self._rows():
            if n:
                width = tally_size(n, self._mark_height).width() + 2 * FRAME_PAD
                painter.setPen(QPen(FRAME, 1))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                frame = QRectF(1.5, y - 1.5, width - 1, self._mark_height + 3)
                painter.drawRoundedRect(frame, 4, 4)
            paint_tally(
                painter,
                QPointF(1 + FRAME_PAD, y),
                n,
                height=self._mark_height,
                color=self._color,
            )
            y += self._mark_height + 4
        painter.end()

    def retranslate_ui(self) -> None:
        text = QCoreApplication.translate("TallyWidget", "%n box(es) won", None, self._count)
        if self._worth:
            text += ". " + QCoreApplication.translate(
                "TallyWidget", "Each box adds %1 points at the end of the game."
            ).replace("%1", str(self._worth))
        self.setToolTip(text)
        self.setAccessibleName(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
