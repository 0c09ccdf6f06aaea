"""A tool button that mirrors a QAction, for the buttons over the table.

QToolButton.setDefaultAction is not used: in Qt 6.11 a button with a default action
redoes setDefaultAction on every change of the action and leaves about 150 bytes behind
each time. The table's actions are enabled and disabled several times a hand, so over
an evening that was most of the window's memory growth (benchmarks/endurance.py --ui).
This button copies what it shows from the action when the action changes, and triggers
the action when clicked.

A button that has just come up over the table lets the mouse through only after a
moment (SETTLE_S): the computer's knock put "Accept the best layoffs" where the stock
had been, and the click meant for the stock accepted the layoffs before the knock was
even seen (play-test h83). The keys and the menu, which go to the action, never wait.

Tab reaches the buttons from the table (``focusable``); a focused button takes Return,
Enter and Space as a press, ahead of the window's keys (Return also discards the
selected card), and when it goes or greys out it gives the focus back to the table, not
to the next widget of the window, where the arrow keys no longer chose the cards.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import (
    QAction,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QStyle,
    QStyleOptionToolButton,
    QStylePainter,
    QToolButton,
    QWidget,
)

# How long a button ignores the mouse once it has come up, in seconds: long enough for a
# click already on its way to something the button now covers, short enough that a
# person who sees the button and aims at it never notices.
SETTLE_S = 0.4

# A shortcut held with one of these is left to the menus (PortableText's names).
MODIFIERS = ("Ctrl+", "Alt+", "Shift+", "Meta+")

# The keys that press a button that has the keyboard's focus.
RETURN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
PRESS_KEYS = (*RETURN_KEYS, Qt.Key.Key_Space)


def unmodified(event: QKeyEvent) -> bool:
    """No modifier held with the key but the keypad's (Enter comes with it)."""
    return event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier


def is_plain_return(event: QKeyEvent) -> bool:
    """Return or Enter, alone."""
    return event.key() in RETURN_KEYS and unmodified(event)


# The time now, in seconds (a test sets it instead of waiting).
clock: Callable[[], float] = time.monotonic


class ActionButton(QToolButton):
    """Shows ``action`` (text, icon, tip, enabled, checked) and triggers it."""

    def __init__(
        self,
        action: QAction,
        parent: QWidget | None = None,
        *,
        show_key: bool = False,
        focusable: bool = False,
    ) -> None:
        super().__init__(parent)
        # Tab only: a click leaves the focus where it was (on the table, for the arrows).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if focusable else Qt.FocusPolicy.NoFocus)
        self._action = action
        self._show_key = show_key
        self._key_under = False  # the key on a line of its own, under the words
        self._shown_at: float | None = None  # when it last came up on the screen
        # In the button's actions as with a default action (its shortcut, What's This);
        # only a default action is re-applied on each change.
        self.addAction(action)
        self.clicked.connect(self._clicked)
        action.changed.connect(self._sync)
        self._sync()

    def set_show_key(self, show: bool, *, under: bool = False) -> None:
        """Show the table's key after the words (``under``: on a line of its own under
        them), or the words alone."""
        if (show, under) != (self._show_key, self._key_under):
            self._show_key, self._key_under = show, under
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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Not when the window comes back from the task bar: the button stood there
        # before, and the first click after a restore was swallowed (review h88).
        if not event.spontaneous():
            self._shown_at = clock()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not event.spontaneous():  # not the window going to the task bar
            self._give_focus_back()

    def _give_focus_back(self) -> None:
        """Hand the keyboard's focus to the nearest enclosing widget that takes it (the
        table), if this button has it, or would have it once its window is active again
        (a box open over it: Qt moves the window's focus all the same)."""
        if self.window().focusWidget() is not self:
            return
        home = self.parentWidget()
        tab = Qt.FocusPolicy.TabFocus.value
        while home is not None and not (home.focusPolicy().value & tab and home.isEnabled()):
            home = None if home.isWindow() else home.parentWidget()
        if home is not None:
            home.setFocus(Qt.FocusReason.OtherFocusReason)

    def event(self, event: QEvent) -> bool:
        # The window's keys come first unless the focus widget claims the key: Return
        # would discard the selected card, where a person on "Pass" meant to pass.
        override = event.type() == QEvent.Type.ShortcutOverride
        key = event if override and isinstance(event, QKeyEvent) else None
        if key is not None and key.key() in PRESS_KEYS and unmodified(key):
            event.accept()
            return True
        return super().event(event)

    # Return and Enter press the button as Space does: down with the key, clicked when
    # it comes up. Clicked on the press, a key held down went on repeating into the
    # table's Return once the button had gone (a discard of the selected card after
    # "Take the upcard": review h141).
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in RETURN_KEYS:
            if not event.isAutoRepeat():
                self.setDown(True)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() in RETURN_KEYS:
            event.accept()
            if not event.isAutoRepeat() and self.isDown():
                self.setDown(False)
                self.click()
            return
        super().keyReleaseEvent(event)

    def settling(self) -> bool:
        """Whether the button came up too short a while ago to take a click."""
        return self._shown_at is not None and clock() - self._shown_at < SETTLE_S

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.settling():
            event.accept()  # swallowed: the click was aimed at what was there before
            return
        QAbstractButton.mousePressEvent(self, event)  # not QToolButton's: no menu timer

    def _clicked(self) -> None:
        if self._action.isEnabled():
            self._action.trigger()

    def _sync(self) -> None:
        a = self._action
        # With ``show_key``, the table's own key beside the words, "Pass (P)": a
        # person playing by the keys saw the letters only in the menus and the tips
        # (play-test h114). Not a key with Ctrl, as any program has (the menus show
        # those).
        key = a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        plain = bool(key) and "," not in key and not key.startswith(MODIFIERS)
        words = a.iconText()
        if plain and self._show_key:
            gap = "\n" if self._key_under else " "
            words += f"{gap}({a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})"
        self.setText(words)
        self.setIcon(a.icon())
        self.setToolTip(a.toolTip())
        self.setStatusTip(a.statusTip())
        self.setWhatsThis(a.whatsThis())
        self.setCheckable(a.isCheckable())
        self.setChecked(a.isChecked())
        if not a.isEnabled():
            self._give_focus_back()  # before Qt moves it on to the window's next widget
        self.setEnabled(a.isEnabled())
