"""How much of the screen a window may take: its parent's screen, less the frame."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

# The title bar and borders that the window manager adds outside the size given to
# resize(): a window this much smaller than the screen's room fits on it whole.
FRAME_WIDTH = 20
FRAME_HEIGHT = 40


def screen_room(widget: QWidget) -> QRect | None:
    """The available geometry (less panels and docks) of the screen the widget's parent
    is on, or the widget's own screen without a parent; None where no screen says."""
    parent = widget.parentWidget()
    screen = parent.screen() if parent is not None else widget.screen()
    if screen is None:
        return None
    room = screen.availableGeometry()
    return room if room.width() > 0 and room.height() > 0 else None


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height``, or less where its screen has less
    room: the whole window, its buttons at the bottom too, stays on the screen."""
    room = screen_room(widget)
    if room is not None:
        width = min(width, room.width() - FRAME_WIDTH)
        height = min(height, room.height() - FRAME_HEIGHT)
    widget.resize(width, height)


def roomy_size(widget: QWidget, width: int = 1200, height: int = 1000) -> QSize:
    """The size a window that reads better large opens at: half the screen's width and
    85% of its height, up to ``width`` x ``height``; (0, 0) where no screen says. At
    1920x1080 the scoresheet's full view and the statistics opened at some 760-980 px
    by 700 and scrolled with the screen half empty (play-tests)."""
    room = screen_room(widget)
    if room is None:
        return QSize(0, 0)
    return QSize(min(room.width() // 2, width), min(room.height() * 85 // 100, height))


def beside(room: QRect, window: QRect, busy: QRect, size: QSize, least: int) -> QRect:
    """Where a helper window of ``size`` goes (its frame's top left, its own size) so
    that it stays beside ``window`` (frame geometry) within the screen's ``room``: to
    the window's right or left where the screen has room for it; else over the side of
    the window with more room beside ``busy`` (the cards in play, global), as narrow as
    that room asks down to ``least``, against the screen's edge. Its top is level with
    the window's, as far as the screen allows."""
    outer_w, outer_h = size.width() + FRAME_WIDTH, size.height() + FRAME_HEIGHT
    y = max(room.top(), min(window.top(), room.bottom() + 1 - outer_h))
    if room.right() - window.right() >= outer_w:
        return QRect(window.right() + 1, y, size.width(), size.height())
    if window.left() - room.left() >= outer_w:
        return QRect(window.left() - outer_w, y, size.width(), size.height())
    gap = 8  # kept clear between the cards and the helper
    right = room.right() - busy.right() - gap
    left = busy.left() - room.left() - gap
    free = max(right, left)
    width = max(min(least, size.width()), min(size.width(), free - FRAME_WIDTH))
    x = room.right() + 1 - width - FRAME_WIDTH if right >= left else room.left()
    return QRect(x, y, width, size.height())
