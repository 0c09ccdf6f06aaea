"""A question in a message box with two answers, asked and waited for (``exec``)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


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
) -> bool:
    """True if the ``yes`` button was clicked; Return takes the ``no`` button unless
    ``default_yes``, and Esc always does (the texts come translated)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    if informative:
        box.setInformativeText(informative)
    yes_button = box.addButton(yes, yes_role)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button if default_yes else no_button)
    box.setEscapeButton(no_button)
    box.exec()
    return box.clickedButton() is yes_button
