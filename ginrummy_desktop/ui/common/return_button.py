"""A push button that Return and Enter press, as Space does.

Outside a dialog a QPushButton answers Space alone, and in the main window Return is a
shortcut of the table's (discard): with the focus on the scoresheet's "Full view…", Tab's
stop, Return did nothing, or was the table's, and refused a move or threw the chosen
card (play-test h98). This button takes Return and Enter (the keypad's too) before the
window's shortcuts, and is pressed by them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton

KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _is_return(event: QKeyEvent) -> bool:
    plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return event.key() in KEYS and plain == Qt.KeyboardModifier.NoModifier


class ReturnButton(QPushButton):
    """Pressed by Return and Enter as by Space, wherever it stands."""

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and _is_return(event)
        ):
            event.accept()  # the key comes to the button, not to a shortcut
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if _is_return(event) and self.isEnabled():
            event.accept()
            self.click()
            return
        super().keyPressEvent(event)
