"""What every dialog of the game shares: retranslation on a language change, text filling."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import QDialog, QWidget


def fill(text: str, *args: object) -> str:
    """Qt-style ``%1``..``%9`` substitution for the str that PySide's tr() returns.

    Numbers are written in the current locale, so a Finnish player reads 1 000, not 1,000.
    Replacing from the highest index down keeps ``%1`` from eating the start of ``%10``.
    """
    for index in range(len(args), 0, -1):
        value = args[index - 1]
        if isinstance(value, int) and not isinstance(value, bool):
            value = QLocale().toString(value)
        text = text.replace(f"%{index}", str(value))
    return text


class TranslatedDialog(QDialog):
    """A dialog whose ``retranslate_ui`` runs again whenever the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def retranslate_ui(self) -> None:  # pragma: no cover - every subclass overrides it
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
