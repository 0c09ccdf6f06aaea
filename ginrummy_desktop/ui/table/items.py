"""The table's non-card items: text badges, the knock spot, and meld frames."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

# Meld colours: distinct on green felt and on white cards, and readable for the
# common colour-vision deficiencies (no red/green pair).
MELD_COLOURS = (
    QColor(255, 196, 61),  # amber
    QColor(88, 182, 255),  # sky
    QColor(236, 112, 214),  # orchid
    QColor(255, 255, 255),  # white
)


def meld_colour(index: int) -> QColor:
    """The colour of the ``index``-th meld (the colours come round again)."""
    return MELD_COLOURS[index % len(MELD_COLOURS)]


HOT = QColor(255, 214, 92)
REFUSED = QColor(226, 84, 70)  # the ring round a spot that would refuse the card held
# The dot on a card just added to a hand or a meld: the card drawn, a card laid off.
# Green, a colour no meld has: the drawn card's was yellow like the amber meld's
# frame and like a chosen card's edge (play-test h120).
ADDED_MARK = QColor(120, 235, 140)
AVAILABLE = QColor(255, 255, 255, 150)


class Badge(QGraphicsObject):
    """A rounded label; anchored by its centre-top, left-top or right-top."""

    def __init__(
        self, parent: QGraphicsItem | None = None, *, bold: bool = False, plain: bool = False
    ) -> None:
        super().__init__(parent)
        self._text = ""
        self._font = QFont()
        self._font.setBold(bold)
        self._plain = plain
        self._anchor = "left"
        self._size = (0.0, 0.0)
        self._colour = QColor(255, 255, 255)
        self._background = QColor(0, 0, 0, 80)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self._measure()
            self.update()

    def text(self) -> str:
        return self._text

    def height(self) -> float:
        """The badge's height at its font (with or without a text)."""
        return self._size[1]

    def set_pixel_size(self, px: int) -> None:
        px = max(9, px)
        if px != self._font.pixelSize():
            self.prepareGeometryChange()
            self._font.setPixelSize(px)
            self._measure()

    def set_colours(self, text: QColor, background: QColor) -> None:
        self._colour = text
        self._background = background
        self.update()

    def place(self, point: QPointF, anchor: str = "left") -> None:
        """Put the badge's top ``anchor`` (left, centre, right) at ``point``."""
        self.prepareGeometryChange()
        self._anchor = anchor
        self.setPos(point)

    def _measure(self) -> None:
        fm = QFontMetricsF(self._font)
        pad = 0 if self._plain else fm.height() * 0.45
        self._size = (
            fm.horizontalAdvance(self._text) + 2 * pad,
            fm.height() * (1.0 if self._plain else 1.35),
        )

    def _rect(self) -> QRectF:
        w, h = self._size
        x = {"left": 0.0, "centre": -w / 2, "right": -w}[self._anchor]
        return QRectF(x, 0, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        if not self._plain:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._background)
            painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(self._font)
        if self._plain:
            # A faint dark outline keeps light text readable on any felt.
            painter.setPen(QColor(0, 0, 0, 110))
            painter.drawText(r.translated(1, 1), Qt.AlignmentFlag.AlignCenter, self._text)
        painter.setPen(self._colour)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)


SUBTITLE_LEAST_PX = 10  # a drop zone's small line: smaller, it wraps instead


# What a drop zone's words were placed for: its rect, its title's pixel size, its line.
_LaidKey = tuple[tuple[float, float, float, float], int, str]


# How far the ring round a lit drop zone stands out from it, in pixels.
HALO = 6


class DropZone(QGraphicsObject):
    """A marked place cards can be dropped on: the knock spot, a meld to lay off on.

    Draws a rounded frame; ``available`` makes it visible as a target while a card
    is dragged, ``hot`` marks the target a drop would land on.
    """

    def __init__(self, parent: QGraphicsItem | None = None, *, dashed: bool = True) -> None:
        super().__init__(parent)
        self._rect = QRectF(0, 0, 10, 10)
        self._title = ""
        self._subtitle = ""
        self._dashed = dashed
        self._available = False
        self._hot = False
        self._refused = False
        self._enabled = True
        self._colour = QColor(255, 255, 255)
        # The high-contrast table: a spot not open now still writes its words readably
        # (its frame stays dim): grey on dark grey was 4.8:1 (play-test 11).
        self.high_contrast = False
        self._font = QFont()
        self._font.setBold(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The title's and the line's places and the line's font, with what they were
        # worked out for (_layout).
        self._laid: tuple[_LaidKey, tuple[QRectF, QRectF, QFont]] | None = None

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._font.setPixelSize(max(10, round(rect.width() * 0.16)))
        self.update()

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_texts(self, title: str, subtitle: str = "") -> None:
        self._title, self._subtitle = title, subtitle
        self.update()

    def title(self) -> str:
        return self._title

    def subtitle_rect(self) -> QRectF:
        return self._layout()[1]

    def title_rect(self) -> QRectF:
        return self._layout()[0]

    def subtitle_font(self) -> QFont:
        return self._layout()[2]

    def _layout(self) -> tuple[QRectF, QRectF, QFont]:
        """Where the title and the line under it go, and the line's font. The line
        keeps each of its lines whole if a smaller size allows ('deadwood ≤ 10' on one
        line), never below SUBTITLE_LEAST_PX; past that it wraps (the Finnish
        'miinuspisteet ≤ 10' was 7 px on one line at 1024x640). Lines that wrap past
        the room under the title take the spot's height, the title going up with them:
        Oklahoma's 'åpen spar: dobbel poengsum' under 'dødkort ≤ 10' ran out of the
        spot's foot at 1024x640 (play-test h95). Worked out once a size and text: the
        spot is painted while cards move over it (review h101)."""
        r = self._rect
        key: _LaidKey = (
            (r.x(), r.y(), r.width(), r.height()),
            self._font.pixelSize(),
            self._subtitle,
        )
        laid = self._laid
        if laid is None or laid[0] != key:
            laid = (key, self._work_out())
            self._laid = laid
        title, sub, font = laid[1]
        return QRectF(title), QRectF(sub), QFont(font)

    def _work_out(self) -> tuple[QRectF, QRectF, QFont]:
        r = self._rect
        title_h = r.height() * 0.22
        title = QRectF(r.left(), r.top() + r.height() * 0.30, r.width(), title_h)
        sub = QRectF(r.left() + 4, r.top() + r.height() * 0.52, r.width() - 8, r.height() * 0.4)
        f = QFont(self._font)
        f.setBold(False)
        if not self._subtitle:
            return title, sub, f
        size = max(SUBTITLE_LEAST_PX, round(self._font.pixelSize() * 0.72))
        while True:
            f.setPixelSize(size)
            fm = QFontMetricsF(f)
            wide = max(fm.horizontalAdvance(t) for t in self._subtitle.split("\n"))
            if wide <= sub.width() or size <= SUBTITLE_LEAST_PX:
                break
            size -= 1
        wrap = int(Qt.TextFlag.TextWordWrap)
        need = fm.boundingRect(QRectF(0, 0, sub.width(), 1e6), wrap, self._subtitle).height()
        if need > sub.height():
            # The title and the lines as one block, in the middle of the spot.
            top = r.top() + max(2.0, (r.height() - title_h - need) / 2)
            title = QRectF(r.left(), top, r.width(), title_h)
            sub = QRectF(sub.left(), title.bottom(), sub.width(), r.bottom() - 2 - title.bottom())
        return title, sub, f

    def set_colour(self, colour: QColor) -> None:
        self._colour = colour
        self.update()

    @property
    def available(self) -> bool:
        """Lit as a place the dragged card may go."""
        return self._available

    @property
    def hot(self) -> bool:
        """Lit as the place the dragged card would go if dropped now."""
        return self._hot

    def set_available(self, value: bool) -> None:
        if value != self._available:
            self._available = value
            self.update()

    def set_hot(self, value: bool) -> None:
        if value != self._hot:
            self._hot = value
            self.update()

    def set_refused(self, value: bool) -> None:
        """The card held lies over the spot, and the model would refuse it there: the
        spot says so before the card is let go (nothing showed, and only letting go
        said why: play-test h154)."""
        if value != self._refused:
            self._refused = value
            self.update()

    @property
    def refused(self) -> bool:
        return self._refused

    def set_zone_enabled(self, value: bool) -> None:
        """An enabled zone is drawn brighter (e.g. the knock spot when a knock is legal)."""
        if value != self._enabled:
            self._enabled = value
            self.update()

    def fill_colour(self) -> QColor:
        """The spot's wash over the table (with its alpha)."""
        fill = QColor(HOT if self._hot else self._colour)
        fill.setAlpha(70 if self._hot else 34 if (self._available or self._enabled) else 16)
        return fill

    def text_colour(self) -> QColor:
        """Its title's and line's colour (with its alpha): dimmed while it is not open,
        less so on the high-contrast table (about 10:1 there, 4.8:1 before)."""
        lit = self._enabled or self._hot
        return QColor(255, 255, 255, 235 if lit else 190 if self.high_contrast else 120)

    def framed_rect(self) -> QRectF:
        """The spot with its frame, in the scene, without the ring of a lit one: where
        it lies for what keeps clear of it (the coach's marks, the notes)."""
        return self.mapRectToScene(self._rect.adjusted(-4, -4, 4, 4))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-HALO - 4, -HALO - 4, HALO + 4, HALO + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        radius = min(r.width(), r.height()) * 0.09
        colour = QColor(HOT if self._hot else self._colour)
        fill = self.fill_colour()
        colour.setAlpha(255 if self._hot else 220 if (self._available or self._enabled) else 90)
        pen = QPen(colour, 3 if self._hot else 2)
        if self._dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        if self._hot or self._refused:
            # A ring round the spot, where a card on it leaves it in sight: over the
            # discard pile the frame lay under the cards, and only a thin line round
            # the top card, itself under the card held, said it was lit (h154). Red
            # where the card would be refused.
            halo = QColor(HOT if self._hot else REFUSED)
            halo.setAlpha(170 if self._hot else 200)
            painter.setPen(QPen(halo, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = r.adjusted(-HALO, -HALO, HALO, HALO)
            painter.drawRoundedRect(ring, radius + HALO, radius + HALO)
        if self._title:
            painter.setFont(self._font)
            painter.setPen(self.text_colour())
            top, sub, font = self._layout()
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self._title)
            if self._subtitle:
                painter.setFont(font)
                painter.drawText(
                    sub,
                    Qt.AlignmentFlag.AlignHCenter
                    | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap,
                    self._subtitle,
                )
