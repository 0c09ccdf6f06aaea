"""Looking through the discard pile, as the rules let players do."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model import Card
from ..common.card_images import CardImageCache
from ..common.texts import card_name


class PileDialog(QDialog):
    """The whole discard pile, oldest card first, the top card last."""

    def __init__(
        self,
        parent: QWidget | None,
        pile: tuple[Card, ...],
        images: CardImageCache,
        deck: str,
        dpr: float = 1.0,
    ) -> None:
        super().__init__(parent)
        self.pile = pile
        layout = QVBoxLayout(self)
        self.label = QLabel(self)
        self.cards = QListWidget(self)
        self.cards.setViewMode(QListView.ViewMode.IconMode)
        self.cards.setIconSize(QSize(64, 90))
        self.cards.setMovement(QListView.Movement.Static)
        self.cards.setWrapping(True)
        self.cards.setSpacing(4)
        self.cards.setMinimumSize(560, 230)
        for card in pile:
            item = QListWidgetItem(QIcon(images.face(card.code, 64, 90, dpr, deck=deck)), "")
            self.cards.addItem(item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.label)
        layout.addWidget(self.cards)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Discard pile"))
        self.label.setText(
            self.tr("%n card(s), the oldest first; the last is the top card.", "", len(self.pile))
        )
        self.cards.setAccessibleName(self.windowTitle())
        for i, card in enumerate(self.pile):
            self.cards.item(i).setToolTip(card_name(card))
            # The pictures have no text: screen readers say the card's name.
            self.cards.item(i).setData(Qt.ItemDataRole.AccessibleTextRole, card_name(card))
