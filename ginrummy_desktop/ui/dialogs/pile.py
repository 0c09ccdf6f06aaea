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

CARD_W, CARD_H, GAP = 64, 90, 8  # the least size of a card here, and between two
PER_ROW = 10  # cards in one row before the pile wraps (8 fit with room to spare)
PER_ROW_MIN = 6  # a short pile still gets a dialog wide enough for its sentence
SCREEN_SHARE = 0.9  # of the screen's width, the most a row of cards takes


def pile_card_size(table_card_w: float, screen_w: int | None = None) -> QSize:
    """A card's size in the pile's window: the table's card size (play-test h123: at the
    large size the pile showed small cards, their corners about 9 px high), never less
    than CARD_W, and small enough that PER_ROW_MIN cards fit ``screen_w``."""
    w = max(CARD_W, round(table_card_w))
    if screen_w is not None:
        w = min(w, max(CARD_W, int(screen_w * SCREEN_SHARE) // PER_ROW_MIN - GAP))
    return QSize(w, round(w * CARD_H / CARD_W))


def cards_per_row(card: QSize, screen_w: int | None = None) -> int:
    """How many cards stand in a row before the pile wraps: PER_ROW where they fit
    ``screen_w``, else as many as do (PER_ROW_MIN at least)."""
    if screen_w is None:
        return PER_ROW
    fit = int(screen_w * SCREEN_SHARE) // (card.width() + GAP)
    return max(PER_ROW_MIN, min(PER_ROW, fit))


class _CardDelegate(QStyledItemDelegate):
    """Paints only the card's picture (an icon view would keep a text line under it,
    which showed as a bar under the current card); the keyboard's card is framed."""

    def __init__(self, card: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        rect = QRect(option.rect.topLeft(), self.card).translated(GAP // 2, GAP // 2)
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
        return self.card + QSize(GAP, GAP)


class PileDialog(QDialog):
    """The whole discard pile, oldest card first, the top card last."""

    def __init__(
        self,
        parent: QWidget | None,
        pile: tuple[Card, ...],
        images: CardImageCache,
        deck: str,
        dpr: float = 1.0,
        card: QSize | None = None,
        screen_w: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.pile = pile
        card = card if card is not None else QSize(CARD_W, CARD_H)
        cell = card + QSize(GAP, GAP)
        layout = QVBoxLayout(self)
        self.label = QLabel(self)
        self.cards = QListWidget(self)
        self.cards.setViewMode(QListView.ViewMode.IconMode)
        self.cards.setIconSize(card)
        self.cards.setMovement(QListView.Movement.Static)
        self.cards.setWrapping(True)
        # A fixed grid the size of a card: no text line is left under the pictures (it
        # showed as a bar under the current card), and the rows stay even.
        self.cards.setGridSize(cell)
        self.cards.setUniformItemSizes(True)
        self.cards.setItemDelegate(_CardDelegate(card, self.cards))
        self.cards.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.cards.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        most = cards_per_row(card, screen_w)
        per_row = min(max(len(pile), 1), most)
        rows = max(1, -(-len(pile) // most))
        frame = 2 * self.cards.frameWidth() + 4
        scroll = self.cards.verticalScrollBar().sizeHint().width()
        self.cards.setMinimumSize(
            max(PER_ROW_MIN, per_row) * cell.width() + frame + scroll,
            min(rows, 3) * cell.height() + frame,
        )
        if rows <= 3:
            self.cards.setMaximumHeight(self.cards.minimumHeight())
        for c in pile:
            picture = QIcon(images.face(c.code, card.width(), card.height(), dpr, deck=deck))
            item = QListWidgetItem(picture, "")
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setSizeHint(cell)
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
