"""The look shared by the panels that float over the felt (style sheet, sizes)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication, QWidget

from . import screen_room as rooms

# The panels' ground, a deep shade of the cloth they lie on: a fixed green looked
# off on the blue, burgundy and charcoal felts (play-test h104). The high-contrast
# table is black.
# The frame of a side panel's control while it has the keyboard (an aid's list, the
# scoresheet's "Full view" link).
FOCUS_BLUE = "#2b6cd4"

PANEL_TINTS = {
    "green": (14, 32, 24),
    "blue": (12, 24, 42),
    "burgundy": (38, 12, 20),
    "charcoal": (24, 25, 28),
    "high_contrast": (12, 12, 12),
}

_PANEL_QSS = """
QFrame#TablePanel {
    background: rgba(TINT, 228);
    border: 1px solid rgba(255, 255, 255, 60);
    border-radius: 14px;
}
QFrame#TablePanel QLabel { color: #f2f5ef; background: transparent; }
QFrame#TablePanel QLabel#PanelTitle { font-weight: bold; color: #ffd65c; }
QFrame#TablePanel QLabel#PanelSub { color: #cfe0d4; }
QFrame#TablePanel QLabel#Points { font-weight: bold; }
QFrame#TablePanel QLabel#Total { font-weight: bold; color: #ffffff; }
QFrame#TablePanel QFrame#Rule { background: rgba(255, 255, 255, 50); max-height: 1px; }
"""


def panel_qss(cloth: str = "green") -> str:
    """The panels' style on ``cloth`` (PANEL_TINTS; the green felt's for another)."""
    r, g, b = PANEL_TINTS.get(cloth, PANEL_TINTS["green"])
    return _PANEL_QSS.replace("TINT", f"{r}, {g}, {b}")


PANEL_QSS = panel_qss()

BUTTON_QSS = """
QToolButton {
    color: #16241c;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe69a, stop:1 #f4c542);
    border: 1px solid #b98f12;
    border-radius: 8px;
    padding: 6px 16px;
    font-weight: bold;
}
QToolButton:hover { background: #fff0b8; }
QToolButton:pressed { background: #e8b622; }
QToolButton:disabled { color: #6d6d6d; background: #cfcfcf; border-color: #9a9a9a; }
QToolButton[secondary="true"] {
    color: #f2f5ef;
    background: rgba(255, 255, 255, 30);
    border: 1px solid rgba(255, 255, 255, 120);
}
QToolButton[secondary="true"]:hover { background: rgba(255, 255, 255, 60); }
/* Reached with Tab: a white frame 3 px wide, the padding less by as much (the size
   stays), round a deeper yellow: white on the pale yellow was faint (play-test h140),
   and a dark frame vanished on the dark result panel (h143). */
QToolButton:focus {
    border: 3px solid #ffffff;
    padding: 4px 14px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f6c93a, stop:1 #d99a00);
}
QToolButton[secondary="true"]:focus { background: rgba(255, 255, 255, 70); }
"""


def sized_panel_qss(px: int, title_px: int, cloth: str = "green") -> str:
    """The panel style with font sizes for the table's current size (a style sheet
    wins over setFont, so sizes go through it too), on ``cloth`` (PANEL_TINTS)."""
    return (
        panel_qss(cloth)
        + BUTTON_QSS
        + f"QFrame#TablePanel QLabel {{ font-size: {px}px; }}\n"
        + f"QFrame#TablePanel QLabel#PanelTitle {{ font-size: {title_px}px; }}\n"
        + f"QFrame#TablePanel QToolButton {{ font-size: {px}px; }}\n"
    )


def scaled_points(scale: float) -> float:
    """The system's text size times ``scale``, in points (also when the application's
    font is set in pixels, where QFont.pointSizeF() says -1)."""
    return QFontInfo(QApplication.font()).pointSizeF() * scale


def font_size_rule(scale: float) -> str:
    """A style sheet's ``font-size`` for text ``scale`` times the system's ("" at 1:
    the system's own size, whatever it is)."""
    return f" font-size: {scaled_points(scale):.1f}pt;" if scale != 1.0 else ""


def text_scale(height: int) -> float:
    """The text's size against the system's for a window, or a screen, ``height``
    lines high: the system's size up to 860 lines, then in step with the height, to a
    quarter larger at 1075 lines and above (1920x1080), as the table's text grows."""
    return round(min(1.25, max(1.0, height / 860)), 2)


def screen_text_scale(widget: QWidget) -> float:
    """:func:`text_scale` for the screen a window opens on (its parent's): the windows
    that size themselves by the screen (the hand review, the statistics) read at
    1920x1080 as the table beside them does, where the system's size was small print."""
    room = rooms.screen_room(widget)
    return text_scale(room.height()) if room is not None else 1.0


def scale_text(widget: QWidget, scale: float) -> None:
    """``widget``'s text (and its children's) ``scale`` times the system's size. Only
    the size is set: the family and the rest still follow the application."""
    font = QFont()
    font.setPointSizeF(scaled_points(scale))
    widget.setFont(font)
