"""Renders card faces, backs and table felts from the SVG assets into cached, high-DPI-aware
pixmaps."""

from __future__ import annotations

import logging
from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ginrummy_desktop.resources import asset_path

from ...app import settings as S
from .noop import QT_TRANSLATE_NOOP

_log = logging.getLogger(__name__)

DECKS: tuple[str, ...] = ("classic", "four_colour")
BACKS: tuple[str, ...] = S.CARD_BACKS
FELTS: tuple[str, ...] = S.FELTS

# English labels for menus; translate them at display time with
# QCoreApplication.translate("CardImages", label).
# The & marks each item's access key in the View menu.
DECK_LABELS: dict[str, str] = {
    "classic": QT_TRANSLATE_NOOP("CardImages", "&Classic"),
    "four_colour": QT_TRANSLATE_NOOP("CardImages", "&Four colours"),
}
BACK_LABELS: dict[str, str] = {
    "blue": QT_TRANSLATE_NOOP("CardImages", "&Blue"),
    "red": QT_TRANSLATE_NOOP("CardImages", "&Red"),
    "green": QT_TRANSLATE_NOOP("CardImages", "&Green"),
    "black": QT_TRANSLATE_NOOP("CardImages", "Black and g&old"),
}
FELT_LABELS: dict[str, str] = {
    "green": QT_TRANSLATE_NOOP("CardImages", "&Green"),  # named as the others are
    "blue": QT_TRANSLATE_NOOP("CardImages", "&Blue"),
    "burgundy": QT_TRANSLATE_NOOP("CardImages", "B&urgundy"),
    "charcoal": QT_TRANSLATE_NOOP("CardImages", "&Charcoal (dark)"),
}

RANKS = "A23456789TJQK"
SUITS = "CDHS"

# Enough for both decks at two sizes plus drag/zoom sizes; a pixmap of a
# 100 x 140 card at dpr 2 is ~220 kB, so this caps the cache near 100 MB.
DEFAULT_MAX_ENTRIES = 480

_Key = tuple[str, str, str, int, int, float]


def _check_code(code: str) -> None:
    if len(code) != 2 or code[0] not in RANKS or code[1] not in SUITS:
        raise ValueError(f"not a card code: {code!r} (expected rank {RANKS} + suit {SUITS})")


class CardImageCache:
    """Pixmaps of card faces and backs at a given logical size and device pixel ratio.

    SVG renderers are loaded once per file; pixmaps are kept in a least-recently
    used cache so a resize (new size) does not grow memory without bound.
    """

    def __init__(self, max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        self._max_entries = max(1, max_entries)
        self._pixmaps: OrderedDict[_Key, QPixmap] = OrderedDict()
        self._renderers: dict[str, QSvgRenderer | None] = {}

    def face(
        self, code: str, width: int, height: int, dpr: float = 1.0, deck: str = "classic"
    ) -> QPixmap:
        """The face of card `code` (e.g. "TD") as a `width` x `height` logical-pixel pixmap."""
        _check_code(code)
        if deck not in DECKS:
            raise ValueError(f"unknown deck {deck!r}; choose one of {DECKS}")
        return self._pixmap(("face", deck, code, width, height, round(dpr, 3)))

    def back(self, width: int, height: int, dpr: float = 1.0, back: str = "blue") -> QPixmap:
        """A card back design as a `width` x `height` logical-pixel pixmap."""
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r}; choose one of {BACKS}")
        return self._pixmap(("back", "backs", back, width, height, round(dpr, 3)))

    def felt(self, width: int, height: int, dpr: float = 1.0, felt: str = "green") -> QPixmap:
        """The table's cloth stretched to `width` x `height` (not kept: one per resize)."""
        if felt not in FELTS:
            raise ValueError(f"unknown felt {felt!r}; choose one of {FELTS}")
        width, height = max(1, width), max(1, height)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.fill(QColor(12, 66, 40))  # under the SVG, and what a missing file leaves
        renderer = self._renderer("felts", felt)
        if renderer is not None:
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
            painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def clear(self) -> None:
        """Drops every cached pixmap (the SVG renderers stay loaded)."""
        self._pixmaps.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def _pixmap(self, key: _Key) -> QPixmap:
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        _kind, folder, name, width, height, dpr = key
        if width <= 0 or height <= 0 or dpr <= 0:
            raise ValueError(f"card size must be positive, got {width} x {height} @ {dpr}")
        pixmap = self._render(folder, name, width, height, dpr)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self._max_entries:
            self._pixmaps.popitem(last=False)
        return pixmap

    def _renderer(self, folder: str, name: str) -> QSvgRenderer | None:
        path = str(asset_path("cards", folder, f"{name}.svg"))
        if path not in self._renderers:
            renderer: QSvgRenderer | None = QSvgRenderer(path)
            if renderer is not None and not renderer.isValid():
                _log.warning("card image missing or invalid: %s", path)
                renderer = None
            self._renderers[path] = renderer
        return self._renderers[path]

    def _render(self, folder: str, name: str, width: int, height: int, dpr: float) -> QPixmap:
        # Render at physical resolution and tag the pixmap with the ratio, so
        # Qt draws it 1:1 on high-DPI screens instead of scaling it up blurred.
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, pixmap.width(), pixmap.height())
        renderer = self._renderer(folder, name)
        if renderer is not None:
            renderer.render(painter, target)
        else:
            _draw_placeholder(painter, target, name)
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap


def _draw_placeholder(painter: QPainter, rect: QRectF, name: str) -> None:
    """A plain card with its code, so a missing file shows up instead of crashing the table."""
    radius = rect.width() * 0.06
    painter.setPen(QPen(QColor("#8d8d8d"), 1))
    painter.setBrush(QColor("#fffefa"))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(rect.width() * 0.25)))
    painter.setFont(font)
    painter.setPen(QColor("#1b1b1f"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)
