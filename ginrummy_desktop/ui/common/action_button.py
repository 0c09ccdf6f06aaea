"""A tool button that mirrors a QAction, for the buttons over the table.

QToolButton.setDefaultAction is not used: in Qt 6.11 a button with a default action
redoes setDefaultAction on every change of the action and leaves about 150 bytes behind
each time. The table's actions are enabled and disabled several times a hand, so over
an evening that was most of the window's memory growth (benchmarks/endurance.py --ui).
This button copies what it shows from the action when the action changes, and triggers
the action when clicked.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QMouseEvent, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QStyle,
    QStyleOptionToolButton,
    QStylePainter,
    QToolButton,
    QWidget,
)


class ActionButton(QToolButton):
    """Shows ``action`` (text, icon, tip, enabled, checked) and triggers it."""

    def __init__(self, action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._action = action
        # In the button's actions as with a default action (its shortcut, What's This);
        # only a default action is re-applied on each change.
        self.addAction(action)
        self.clicked.connect(self._clicked)
        action.changed.connect(self._sync)
        self._sync()

    def defaultAction(self) -> QAction:
        """The action this button stands for (as QToolButton.defaultAction)."""
        return self._action

    # The action in the button's actions makes Qt take it for a button with a menu: it
    # drew a menu arrow in the corner and opened a menu of that one action on a long
    # press. It has none, so both are left out.
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        option.features &= ~QStyleOptionToolButton.ToolButtonFeature.HasMenu
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, option)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        QAbstractButton.mousePressEvent(self, event)  # not QToolButton's: no menu timer

    def _clicked(self) -> None:
        if self._action.isEnabled():
            self._action.trigger()

    def _sync(self) -> None:
        a = self._action
        self.setText(a.iconText())
        self.setIcon(a.icon())
        self.setToolTip(a.toolTip())
        self.setStatusTip(a.statusTip())
        self.setWhatsThis(a.whatsThis())
        self.setCheckable(a.isCheckable())
        self.setChecked(a.isChecked())
        self.setEnabled(a.isEnabled())
