"""Long tooltips wrapped to a few lines, for every widget of the application.

Qt shows a plain-text tooltip on one line however long it is: the New game dialog's
Hollywood tip ran some 810 pixels, past the dialog's edge at 1366x768 (play-test
h106). Qt wraps a rich-text tooltip, so a plain one longer than a line is shown as
rich text, its words escaped and its line breaks kept. The widget's own tooltip is
left as it was set (tests and screen readers read it)."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QHelpEvent, Qt
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

# Longer than this, a tip gets wrapped: about a line of a dialog's label.
LONG_TIP = 90


def wrapped_tip(text: str) -> str:
    """``text`` (plain) as rich text that Qt's tooltip wraps."""
    lines = (html.escape(line) for line in text.split("\n"))
    return "<p>" + "<br>".join(lines) + "</p>"


def needs_wrapping(text: str) -> bool:
    return len(text) > LONG_TIP and not Qt.mightBeRichText(text)


class LongTipWrapper(QObject):
    """Installed on the application: shows a widget's long plain tooltip wrapped."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(watched, QWidget):
            text = watched.toolTip()
            if needs_wrapping(text) and isinstance(event, QHelpEvent):
                duration = watched.toolTipDuration()
                QToolTip.showText(event.globalPos(), wrapped_tip(text), watched, QRect(), duration)
                return True
        return False


def wrap_long_tips(app: QApplication) -> LongTipWrapper:
    """Wrap every long plain tooltip of ``app`` from now on (once: a second call, as
    the tests make, gives the wrapper already there)."""
    wrapper = app.findChild(LongTipWrapper)
    if isinstance(wrapper, LongTipWrapper):
        return wrapper
    wrapper = LongTipWrapper(app)
    app.installEventFilter(wrapper)
    return wrapper


__all__ = ["LONG_TIP", "LongTipWrapper", "needs_wrapping", "wrap_long_tips", "wrapped_tip"]
