"""Confirming a knock or gin, and choosing how to arrange the knocker's melds."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model import Card, Melding
from ...model.cards import to_mask
from ...model.melds import all_best_meldings, knocker_arrangement
from ..common.texts import card_name

MAX_CHOICES = 8


def arrangements(rest: list[Card], known: list[Card]) -> list[Melding]:
    """The automatic arrangement first, then the other least-deadwood ones."""
    best = knocker_arrangement(rest, to_mask(known))
    others = [m for m in all_best_meldings(rest) if set(m.melds) != set(best.melds)]
    others.sort(key=lambda m: " ".join(str(x) for x in m.melds))
    return [best, *others[: MAX_CHOICES - 1]]


def melding_text(melding: Melding) -> str:
    parts = ["[" + " ".join(c.label for c in m.cards) + "]" for m in melding.melds]
    if melding.deadwood:
        parts.append("· " + " ".join(c.label for c in melding.deadwood))
    return "  ".join(parts)


class KnockDialog(QDialog):
    """Asks before a knock ends the hand; the person may pick another arrangement of
    melds (e.g. a run instead of a set) that leaves the opponent fewer layoffs."""

    def __init__(
        self, parent: QWidget | None, card: Card, rest: list[Card], known: list[Card], *, gin: bool
    ) -> None:
        super().__init__(parent)
        self.card = card
        self.gin = gin
        self.options = arrangements(rest, known)
        self.deadwood = self.options[0].deadwood_count
        layout = QVBoxLayout(self)
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.list_label = QLabel(self)
        self.choices = QListWidget(self)
        for m in self.options:
            QListWidgetItem(melding_text(m), self.choices)
        self.choices.setCurrentRow(0)
        self.choices.setMinimumWidth(420)
        self.choices.setMaximumHeight(28 * min(len(self.options), 5) + 8)
        self.dont_ask = QCheckBox(self)
        # Buttons of our own: QDialogButtonBox puts "OK"/"Cancel" back on standard
        # buttons at every language change, over the words set here.
        self.buttons = QDialogButtonBox(self)
        self.confirm_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.keep_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.confirm_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.question)
        layout.addWidget(self.list_label)
        layout.addWidget(self.choices)
        layout.addWidget(self.dont_ask)
        layout.addWidget(self.buttons)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        if self.gin:
            self.setWindowTitle(self.tr("Go gin?"))
            q = self.tr("Discard the %1 face down and go gin?")
        else:
            self.setWindowTitle(self.tr("Knock?"))
            q = self.tr("Discard the %1 face down and knock with deadwood %2?")
        self.question.setText(
            q.replace("%1", card_name(self.card)).replace("%2", str(self.deadwood))
        )
        self.list_label.setText(self.tr("Your melds (the first leaves the fewest layoffs):"))
        self.choices.setAccessibleName(self.list_label.text())  # what screen readers call it
        self.list_label.setVisible(len(self.options) > 1)
        self.choices.setVisible(len(self.options) > 1)
        self.dont_ask.setText(self.tr("Do not ask again (the Game menu can turn it back on)"))
        self.confirm_button.setText(self.tr("Go gin") if self.gin else self.tr("Knock"))
        self.keep_button.setText(self.tr("Keep playing"))

    def chosen_melds(self) -> tuple[tuple[Card, ...], ...]:
        row = max(0, self.choices.currentRow())
        return tuple(m.cards for m in self.options[row].melds)
