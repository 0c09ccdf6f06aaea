"""The questions and notices of the autosave, as message boxes: continue the saved game
or start afresh, and what went wrong with a save or the history."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ...app.autosave import ResumeOffer
from ...model.undo import has_played
from ..common.question import KeepCentred, ask

CTX = "AutoSaver"  # the autosave's own words, translated where it was written first


def ask_to_resume(parent: QWidget | None) -> Callable[[ResumeOffer], bool]:
    """A ``confirm`` for :meth:`AutoSaver.resume` that asks with a message box."""

    def confirm(offer: ResumeOffer) -> bool:
        return ask(
            parent,
            QCoreApplication.translate("AutoSaver", "Gin Rummy"),
            "\n\n".join((*offer.notices, offer.describe())),
            informative=QCoreApplication.translate(
                "AutoSaver", "A new game records the saved one as abandoned."
            )
            if has_played(offer.match, 0)
            else "",
            yes=QCoreApplication.translate("AutoSaver", "&Continue"),
            no=QCoreApplication.translate("AutoSaver", "&New game"),
            default_yes=True,
            icon=QMessageBox.Icon.Warning if offer.notices else QMessageBox.Icon.Question,
        )

    return confirm


def notice_parent(parent: QWidget) -> QWidget:
    """Where a notice goes: over the window in use when it is one of ``parent``'s own
    (the score pad, say), so that it is seen there and does not hold that window up
    from behind the main window; else over ``parent``."""
    active = QApplication.activeWindow()
    w = active
    while w is not None and w is not parent:
        w = w.parentWidget()
    return active if active is not None and w is parent else parent


def show_notice(parent: QWidget, text: str) -> None:
    """The autosave's ``notice``: a warning that does not block the game."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("AutoSaver", "Gin Rummy"),
        text,
        parent=notice_parent(parent),
    )
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    KeepCentred(box, box.parentWidget() or parent)
    box.open()
