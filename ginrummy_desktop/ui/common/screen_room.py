"""How much of the screen a window may take: its parent's screen, less the frame."""

from __future__ import annotations

from PySide6.QtCore import QRect
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
