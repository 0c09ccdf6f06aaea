"""One Esc out of a menu gives the keyboard back.

A menu opened by its access key (Alt+S) and closed with Esc leaves Qt's menu bar holding
the keyboard: the arrows, Home, End and Tab walk the menu bar, while the letter keys and
Return, the window's shortcuts, still act on the table. A Finnish player pressed S, End
for the last card (taken by the menu bar) and Return, and threw the card chosen before
(play-test h98); only a second Esc gave the arrows back. Here the Esc that closes the
last open menu gives the keyboard back at once, to the widget the menu bar took it
from. Moving on to the next menu with ← or → keeps the menus, and a menu used with the
mouse never gives the menu bar the keyboard, so neither is touched."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QActionEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget
from shiboken6 import isValid


class MenuBarKeys(QObject):
    """Watches ``bar``'s menus; when the last of them has closed and the menu bar is left
    with the keyboard, the keyboard goes back to where it was before the menu bar took it,
    or, where that is gone, to ``give_back`` (the main window's table)."""

    def __init__(self, bar: QMenuBar, give_back: Callable[[], None]) -> None:
        super().__init__(bar)
        self._bar = bar
        self._give_back = give_back
        self._before: QWidget | None = None  # what had the keyboard before the menu bar
        self._menus: set[QMenu] = set()
        for action in bar.actions():
            self._watch(action.menu())
        bar.installEventFilter(self)  # a menu added later is watched too
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._bar and event.type() == QEvent.Type.ActionAdded:
            assert isinstance(event, QActionEvent)
            action = event.action()
            if action is not None:
                self._watch(action.menu())
        return False

    def _watch(self, menu: object) -> None:
        if isinstance(menu, QMenu) and menu not in self._menus:
            self._menus.add(menu)
            menu.aboutToHide.connect(self._menu_hidden)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is self._bar and old is not None and old is not self._bar:
            self._before = old

    def _menu_hidden(self) -> None:
        # The menu bar takes the keyboard only after the menu has gone (QMenu's Esc), and
        # ← or → opens the next menu after the last has gone: looked at once they are done.
        QTimer.singleShot(0, self, self._menus_closed)

    def _menus_closed(self) -> None:
        if QApplication.activePopupWidget() is not None:
            return  # another menu is open (← or →, or a submenu)
        if self._bar.window().focusWidget() is not self._bar:
            return  # the mouse's menus, or an item that opened a dialog or gave focus back
        before, self._before = self._before, None
        if (
            before is not None
            and isValid(before)
            and before.window() is self._bar.window()
            and before.isVisible()
            and before.isEnabled()
            and before.focusPolicy() != Qt.FocusPolicy.NoFocus
        ):
            # Leaving the menu bar ends its keyboard mode (its highlight goes too).
            before.setFocus(Qt.FocusReason.MenuBarFocusReason)
        else:
            self._give_back()
