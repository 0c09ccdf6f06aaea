"""How wide a list must be to show a row's text on one line."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QStyle


def one_line_width(view: QListWidget, text: str) -> int:
    """The width ``view`` needs to show ``text`` on one line of a row: the text, the
    row's margins (the item delegate's, and a pixel it keeps), the frame and the
    vertical scroll bar (a long list has one)."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    scroll = view.verticalScrollBar().sizeHint().width()
    frame = 2 * view.frameWidth()
    return view.fontMetrics().horizontalAdvance(text) + 2 * margin + 2 + frame + scroll
