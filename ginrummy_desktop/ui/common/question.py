"""A question in a message box with two answers, asked and waited for (``exec``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ...app.i18n import as_words


class KeepCentred(QObject):
    """Keeps ``box`` centred over the window of ``over`` while the box shows.

    Qt centres a box once, as it opens, over the window as it is then. At the start
    the main window is shown at its normal size and maximised only afterwards, when
    the window manager gets to it (restore_geometry): the question asked at once
    would stay over the middle of the normal window, off to the side of the table.
    The box moves along whenever the window is resized, moved or maximised, until it
    is answered or closed (or the program quits: the window may go before the box).
    """

    def __init__(self, box: QDialog, over: QWidget) -> None:
        super().__init__(box)
        self.box = box
        self.over: QWidget | None = over.window()
        self.over.installEventFilter(self)
        box.finished.connect(self.stop)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def stop(self) -> None:
        if self.over is not None:
            self.over.removeEventFilter(self)
            self.over = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kinds = (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.WindowStateChange)
        if event.type() in kinds and watched is self.over and self.box.isVisible():
            self.centre()
        return False

    def centre(self) -> None:
        if self.over is None:
            return
        frame = self.box.frameGeometry()
        frame.moveCenter(self.over.frameGeometry().center())
        self.box.move(frame.topLeft())


def ask(
    parent: QWidget | None,
    title: str,
    text: str,
    *,
    yes: str,
    no: str,
    informative: str = "",
    yes_role: QMessageBox.ButtonRole = QMessageBox.ButtonRole.AcceptRole,
    default_yes: bool = False,
    escape_yes: bool = False,
    icon: QMessageBox.Icon = QMessageBox.Icon.Question,
    text_format: Qt.TextFormat = Qt.TextFormat.AutoText,
    copy_text: str = "",
) -> bool:
    """True if the ``yes`` button was clicked; Return takes the ``no`` button unless
    ``default_yes``, and Esc and the box's close button do too unless ``escape_yes``
    (where ``yes`` is the answer that loses nothing). The texts come translated. The
    box stays centred over ``parent``'s window while it shows (:class:`KeepCentred`)."""
    box = QMessageBox(icon, title, text, parent=parent)
    box.setTextFormat(text_format)
    if copy_text:
        copies(box, copy_text)
    if informative:
        box.setInformativeText(informative)
    yes_button = box.addButton(yes, yes_role)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button if default_yes else no_button)
    box.setEscapeButton(yes_button if escape_yes else no_button)
    if parent is not None:
        KeepCentred(box, parent)
    box.exec()
    answer = box.clickedButton() is yes_button
    box.deleteLater()  # owned by the parent, it would stay (and be watched) till the end
    return answer


def copies(box: QMessageBox, text: str | Callable[[], str]) -> None:
    """Ctrl+C in ``box`` puts ``text`` on the clipboard: a box of rich text copied its
    markup on Windows (QMessageBox copies its label's text as it is), and nothing at all
    elsewhere."""
    shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Copy), box)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    words = as_words(text)
    shortcut.activated.connect(lambda: QGuiApplication.clipboard().setText(words()))
