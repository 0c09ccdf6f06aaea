"""A card on the table: a QGraphicsObject showing a face or a back, with a soft
shadow, highlight states, a meld underline and animated moves."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .roles import CardRole

CARD_ASPECT = 350 / 250  # height / width of the SVG cards
SELECT_COLOUR = QColor(255, 214, 92)
TARGET_COLOUR = QColor(120, 220, 255)

# Renders a pixmap for (face code or None for a back, width, height, dpr).
PixmapSource = Callable[[str | None, int, int, float], QPixmap]

_shadow_cache: dict[tuple[int, int, float], QPixmap] = {}

# A card standing up by no more than this share of its height keeps its meld's bar on
# the row (CardItem.paint).
BAR_KEPT = 0.1


def shadow_pixmap(width: int, height: int, dpr: float) -> QPixmap:
    """A soft drop shadow, drawn once per card size as stacked translucent rounded
    rectangles (cheaper than a blur effect on every card)."""
    key = (width, height, round(dpr, 2))
    cached = _shadow_cache.get(key)
    if cached is not None:
        return cached
    spread = max(3, round(width * 0.06))
    pm = QPixmap(round((width + 2 * spread) * dpr), round((height + 2 * spread) * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    radius = width * 0.06
    for i in range(spread, 0, -1):
        alpha = int(70 * (1 - i / (spread + 1)) ** 2) + 4
        p.setBrush(QColor(0, 0, 0, alpha))
        r = QRectF(spread - i, spread - i, width + 2 * i, height + 2 * i)
        p.drawRoundedRect(r, radius + i, radius + i)
    p.end()
    if len(_shadow_cache) > 16:
        _shadow_cache.clear()
    _shadow_cache[key] = pm
    return pm


class CardItem(QGraphicsObject):
    """One card. ``code`` is None for a card whose face nobody may see (the
    computer's hand, the stock): such an item can never be turned face up."""

    moved = Signal()

    def __init__(
        self, code: str | None, source: PixmapSource, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.code = code
        self._source = source
        self._face_up = False
        self._w = 70
        self._h = round(70 * CARD_ASPECT)
        self._dpr = 1.0
        self._pixmap: QPixmap | None = None
        self._selected = False
        self._target = False
        self._dimmed = False
        self._meld_colour: QColor | None = None
        self._bar_width: float | None = None
        self._marker: QColor | None = None
        self._anim: QPropertyAnimation | None = None
        self.home = QPointF()  # where the layout wants it; a failed drop returns here
        self.home_z = 0.0
        self.role = CardRole.NONE  # set by each layout of the table
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # ------------------------------------------------------------ appearance
    def set_size(self, width: int, height: int, dpr: float) -> None:
        if (width, height, dpr) != (self._w, self._h, self._dpr):
            self.prepareGeometryChange()
            self._w, self._h, self._dpr = width, height, dpr
            self._pixmap = None
            self.update()

    def set_face_up(self, up: bool) -> None:
        up = up and self.code is not None
        if up != self._face_up:
            self._face_up = up
            self._pixmap = None
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def refresh_pixmap(self) -> None:
        """Forget the rendered image (deck or back changed)."""
        self._pixmap = None
        self.update()

    def set_selected_card(self, value: bool) -> None:
        if value != self._selected:
            self._selected = value
            self.update()

    @property
    def selected_card(self) -> bool:
        return self._selected

    def set_target(self, value: bool) -> None:
        if value != self._target:
            self._target = value
            self.update()

    def set_dimmed(self, value: bool) -> None:
        if value != self._dimmed:
            self._dimmed = value
            self.update()

    def set_meld_colour(self, colour: QColor | None, bar_width: float | None = None) -> None:
        """Underline the card in its meld's colour; ``bar_width`` stops the line where
        the next card (of another meld or none) begins."""
        if colour != self._meld_colour or bar_width != self._bar_width:
            self._meld_colour = colour
            self._bar_width = bar_width
            self.update()

    def set_marker(self, colour: QColor | None) -> None:
        """A small corner dot (a laid-off card, the card just drawn)."""
        if colour != self._marker:
            self._marker = colour
            self.update()

    @property
    def width(self) -> int:
        return self._w

    @property
    def height(self) -> int:
        return self._h

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def home_rect(self) -> QRectF:
        """Where the card lies when it is at its place (in the scene)."""
        return QRectF(self.home, self.card_rect().size())

    def scene_card_rect(self) -> QRectF:
        return self.mapRectToScene(self.card_rect())

    def boundingRect(self) -> QRectF:
        spread = max(3, round(self._w * 0.06))
        return QRectF(-spread, -spread, self._w + 2 * spread, self._h + 2 * spread + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spread = max(3, round(self._w * 0.06))
        painter.drawPixmap(
            QPointF(-spread + 1, -spread + 2), shadow_pixmap(self._w, self._h, self._dpr)
        )
        if self._pixmap is None:
            self._pixmap = self._source(
                self.code if self._face_up else None, self._w, self._h, self._dpr
            )
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        radius = self._w * 0.056
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 90))
            painter.drawRoundedRect(self.card_rect(), radius, radius)
        if self._meld_colour is not None:
            width = self._w if self._bar_width is None else min(self._w, self._bar_width)
            # Standing up a little over its place (the mouse on it), the card leaves
            # its meld's bar on the row with the others': it stepped up with the card
            # (play-test h157). A chosen card's place is raised: its bar goes with it.
            up = self.home.y() - self.pos().y()
            high = max(3.0, self._h * 0.035)
            room = self.boundingRect().bottom() - 1 - (self._h + 3 + high)  # (drawn inside)
            below = min(up, max(0.0, room)) if 0 < up <= self._h * BAR_KEPT else 0.0
            bar = QRectF(0, self._h + 3 + below, width, high)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._meld_colour)
            painter.drawRoundedRect(bar, 2, 2)
            # A thin tint along the card's left edge ties the card to its meld even
            # where the next card covers the bar.
            edge = QColor(self._meld_colour)
            edge.setAlpha(200)
            painter.setPen(QPen(edge, 2.5))
            painter.drawLine(QPointF(1.5, radius), QPointF(1.5, self._h - radius))
        if self._marker is not None:
            d = max(6.0, self._w * 0.11)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
            painter.setBrush(self._marker)
            # Bottom left: the part of a card that stays visible in an overlapped fan.
            painter.drawEllipse(QRectF(5, self._h - d - 6, d, d))
        if self._selected or self._target:
            colour = SELECT_COLOUR if self._selected else TARGET_COLOUR
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 3))
            painter.drawRoundedRect(self.card_rect().adjusted(1, 1, -1, -1), radius, radius)

    # ------------------------------------------------------------ movement
    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, p: QPointF) -> None:
        self.setPos(p)

    animated_pos = Property(QPointF, _get_pos, _set_pos)

    def stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None

    def is_animating(self) -> bool:
        return self._anim is not None

    def animate_to(
        self, target: QPointF, duration: int, *, on_done: Callable[[], None] | None = None
    ) -> None:
        """Slide to ``target``; a duration of 0 jumps there at once."""
        self.stop_animation()
        if duration <= 0 or (self.pos() - target).manhattanLength() < 0.5:
            self.setPos(target)
            if on_done is not None:
                on_done()
            return
        anim = QPropertyAnimation(self, b"animated_pos", self)
        anim.setDuration(duration)
        anim.setStartValue(self.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def finished() -> None:
            if self._anim is anim:
                self._anim = None
            if on_done is not None:
                on_done()

        anim.finished.connect(finished)
        self._anim = anim
        # Deleted when it stops or finishes: a long game makes thousands of moves.
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
