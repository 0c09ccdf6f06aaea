"""Looking through the discard pile, as the rules let players do."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...model import Card
from ..common.card_images import CardImageCache
from ..common.texts import card_name

CARD_W, CARD_H, GAP = 64, 90, 8
PER_ROW = 10  # cards in one row before the pile wraps (8 fit with room to spare)
PER_ROW_MIN = 6  # a short pile still gets a dialog wide enough for its sentence


class _CardDelegate(QStyledItemDelegate):
    """Paints only the card's picture (an icon view would keep a text line under it,
    which showed as a bar under the current card); the keyboard's card is framed."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        rect = QRect(option.rect.topLeft(), QSize(CARD_W, CARD_H)).translated(GAP // 2, GAP // 2)
        if isinstance(icon, QIcon):
            icon.paint(painter, rect)
        if option.state & QStyle.StateFlag.State_HasFocus:
            painter.save()
            painter.setPen(QPen(option.palette.highlight().color(), 2))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
            painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        return QSize(CARD_W + GAP, CARD_H + GAP)


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
        self.cards.setIconSize(QSize(CARD_W, CARD_H))
        self.cards.setMovement(QListView.Movement.Static)
        self.cards.setWrapping(True)
        # A fixed grid the size of a card: no text line is left under the pictures (it
        # showed as a bar under the current card), and the rows stay even.
        self.cards.setGridSize(QSize(CARD_W + GAP, CARD_H + GAP))
        self.cards.setUniformItemSizes(True)
        self.cards.setItemDelegate(_CardDelegate(self.cards))
        self.cards.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.cards.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        per_row = min(max(len(pile), 1), PER_ROW)
        rows = max(1, -(-len(pile) // PER_ROW))
        frame = 2 * self.cards.frameWidth() + 4
        scroll = self.cards.verticalScrollBar().sizeHint().width()
        self.cards.setMinimumSize(
            max(PER_ROW_MIN, per_row) * (CARD_W + GAP) + frame + scroll,
            min(rows, 3) * (CARD_H + GAP) + frame,
        )
        if rows <= 3:
            self.cards.setMaximumHeight(self.cards.minimumHeight())
        for card in pile:
            picture = QIcon(images.face(card.code, CARD_W, CARD_H, dpr, deck=deck))
            item = QListWidgetItem(picture, "")
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setSizeHint(QSize(CARD_W + GAP, CARD_H + GAP))
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
