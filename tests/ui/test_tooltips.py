"""Long plain tooltips are shown wrapped (ui/common/tooltips.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget

from ginrummy_desktop.ui.common.tooltips import LongTipWrapper, wrapped_tip

HOLLYWOOD_TIP = (
    "A player's first hand won is scored in game 1, the second in games 1 and 2, every "
    "later one in all three; the match ends when all three games are over."
)


def _shown_tip() -> QWidget | None:
    return next(
        (w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible()),
        None,
    )


def test_a_long_plain_tip_is_shown_in_a_few_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play-test h106: the New game dialog's Hollywood tip was one line of some 810
    pixels, past the dialog's edge at 1366x768. Shown through the wrapper it is rich
    text, and narrower than its one line; the widget keeps its plain tooltip."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    wrapper = LongTipWrapper(app)
    app.installEventFilter(wrapper)
    try:
        widget = QLabel("Hollywood")
        qtbot.addWidget(widget)
        widget.setToolTip(HOLLYWOOD_TIP)
        widget.show()
        centre = widget.rect().center()
        event = QHelpEvent(QEvent.Type.ToolTip, centre, widget.mapToGlobal(centre))
        QApplication.sendEvent(widget, event)
        qtbot.waitUntil(lambda: _shown_tip() is not None)
        tip = _shown_tip()
        assert isinstance(tip, QLabel)
        assert tip.text() == wrapped_tip(HOLLYWOOD_TIP) and tip.wordWrap()
        one_line = QFontMetrics(tip.font()).horizontalAdvance(HOLLYWOOD_TIP)
        assert tip.width() < 0.7 * one_line
        assert widget.toolTip() == HOLLYWOOD_TIP
        QToolTip.hideText()
        # A short tip is Qt's own, as it was.
        widget.setToolTip("Deal")
        QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, centre, QPoint(5, 5)))
        qtbot.waitUntil(lambda: _shown_tip() is not None)
        assert _shown_tip().text() == "Deal"  # type: ignore[union-attr]
    finally:
        app.removeEventFilter(wrapper)
        QToolTip.hideText()


def test_a_rows_long_tip_is_wrapped_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Review h111: a list's or a tree's row gives its tooltip through the view's
    viewport, which has none of its own, and went past unwrapped."""
    from PySide6.QtWidgets import QListWidget, QListWidgetItem

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    wrapper = LongTipWrapper(app)
    app.installEventFilter(wrapper)
    try:
        rows = QListWidget()
        qtbot.addWidget(rows)
        item = QListWidgetItem("Hollywood")
        item.setToolTip(HOLLYWOOD_TIP)
        rows.addItem(item)
        rows.show()
        centre = rows.visualItemRect(item).center()
        viewport = rows.viewport()
        event = QHelpEvent(QEvent.Type.ToolTip, centre, viewport.mapToGlobal(centre))
        QApplication.sendEvent(viewport, event)
        qtbot.waitUntil(lambda: _shown_tip() is not None)
        assert _shown_tip().text() == wrapped_tip(HOLLYWOOD_TIP)  # type: ignore[union-attr]
    finally:
        app.removeEventFilter(wrapper)
        QToolTip.hideText()


def test_the_wrapped_tip_keeps_its_words_and_lines() -> None:
    assert wrapped_tip("a < b & c\nnext") == "<p>a &lt; b &amp; c<br>next</p>"
