"""Long tooltips wrapped to a few lines: a widget's own, a list's or a tree's row's, and
an item's on the card table (a menu's entries keep Qt's own).

Qt shows a plain-text tooltip on one line however long it is: the New game dialog's
Hollywood tip ran some 810 pixels, past the dialog's edge at 1366x768 (play-test
h106). Qt wraps a rich-text tooltip, so a plain one longer than a line is shown as
rich text, its words escaped and its line breaks kept. The widget's own tooltip is
left as it was set (tests and screen readers read it)."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QHelpEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsView,
    QToolTip,
    QWidget,
)

# Longer than this, a tip gets wrapped: about a line of a dialog's label.
LONG_TIP = 90


def wrapped_tip(text: str) -> str:
    """``text`` (plain) as rich text that Qt's tooltip wraps."""
    lines = (html.escape(line) for line in text.split("\n"))
    return "<p>" + "<br>".join(lines) + "</p>"


def needs_wrapping(text: str) -> bool:
    return len(text) > LONG_TIP and not Qt.mightBeRichText(text)


def tip_at(widget: QWidget, pos: QPoint) -> str:
    """The tooltip shown at ``pos`` of ``widget``: the widget's own, or, over a list's,
    a tree's or the card table's viewport, the one of the row or item under it."""
    parent = widget.parentWidget()
    if isinstance(parent, QAbstractItemView) and parent.viewport() is widget:
        text = parent.indexAt(pos).data(Qt.ItemDataRole.ToolTipRole)
        return text if isinstance(text, str) else ""
    if isinstance(parent, QGraphicsView) and parent.viewport() is widget:
        item = parent.itemAt(pos)
        return item.toolTip() if item is not None else ""
    return widget.toolTip()


class LongTipWrapper(QObject):
    """Installed on the application: shows a long plain tooltip wrapped, a widget's own
    or a row's or table item's under the pointer."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(watched, QWidget):
            return False
        if not isinstance(event, QHelpEvent):
            return False
        text = tip_at(watched, event.pos())
        if not needs_wrapping(text):
            return False
        duration = watched.toolTipDuration()
        QToolTip.showText(event.globalPos(), wrapped_tip(text), watched, QRect(), duration)
        return True


def wrap_long_tips(app: QApplication) -> LongTipWrapper:
    """Wrap every long plain tooltip of ``app`` from now on (once: a second call, as
    the tests make, gives the wrapper already there)."""
    wrapper = app.findChild(LongTipWrapper)
    if isinstance(wrapper, LongTipWrapper):
        return wrapper
    wrapper = LongTipWrapper(app)
    app.installEventFilter(wrapper)
    return wrapper


__all__ = [
    "LONG_TIP",
    "LongTipWrapper",
    "needs_wrapping",
    "tip_at",
    "wrap_long_tips",
    "wrapped_tip",
]
