"""The question before a new game replaces one in progress: abandon it (recorded as
abandoned in the history and the statistics) or keep playing."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget


class AbandonBox(QMessageBox):
    """Window-modal and non-blocking (``open``); :meth:`abandoned` after it closes says
    whether the person chose to abandon the game."""

    def __init__(self, parent: QWidget | None = None, *, hollywood: bool = False) -> None:
        super().__init__(parent)
        # A Hollywood match holds three games: "the game in progress" left a player
        # unsure whether game 2 or the whole match went (play-test h159).
        self.hollywood = hollywood
        self.setObjectName("AbandonBox")
        self.setIcon(QMessageBox.Icon.Question)
        self.abandon_button = QPushButton(self)
        self.keep_button = QPushButton(self)
        self.addButton(self.abandon_button, QMessageBox.ButtonRole.DestructiveRole)
        self.addButton(self.keep_button, QMessageBox.ButtonRole.RejectRole)
        # Keep playing is what Enter and Esc do: abandoning takes a deliberate click.
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)
        self.retranslate_ui()

    def abandoned(self) -> bool:
        return self.clickedButton() is self.abandon_button

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        if self.hollywood:
            self.setText(self.tr("Abandon the Hollywood match in progress?"))
            self.setInformativeText(
                self.tr(
                    "The whole match – all three games, those already over too – is "
                    "recorded in your history and statistics as abandoned: played, and not "
                    "won."
                )
            )
        else:
            self.setText(self.tr("Abandon the game in progress?"))
            self.setInformativeText(
                self.tr(
                    "It is recorded in your history and statistics as abandoned: played, "
                    "and not won."
                )
            )
        self.abandon_button.setText(self.tr("&Abandon it"))
        self.keep_button.setText(self.tr("&Keep playing"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
