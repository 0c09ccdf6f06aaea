"""Confirming a knock or gin, and choosing how to arrange the knocker's melds."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...model import Card, Melding
from ...model.cards import to_mask
from ...model.melds import all_best_meldings, knocker_arrangement
from ..common.card_images import CardImageCache
from ..common.texts import card_name

MAX_CHOICES = 8
# The small cards of a choice: each meld a group, the deadwood apart after a dot.
MINI_W, MINI_H, MINI_GAP, GROUP_GAP = 34, 48, 2, 14
MELDING_ROLE = Qt.ItemDataRole.UserRole + 1


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


def melding_spoken(melding: Melding) -> str:
    """The choice as a screen reader says it: card names, meld by meld."""
    parts = [", ".join(card_name(c) for c in m.cards) for m in melding.melds]
    if melding.deadwood:
        parts.append(", ".join(card_name(c) for c in melding.deadwood))
    return "; ".join(parts)


class MeldingDelegate(QStyledItemDelegate):
    """Draws a choice as small card pictures in their own colours (the suits of a text
    line all came out black)."""

    def __init__(self, images: CardImageCache, deck: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.images = images
        self.deck = deck

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        melding = index.data(MELDING_ROLE)
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            # The row's own background, selection included, as the style draws it.
            style.drawPrimitive(
                QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, option.widget
            )
        if not isinstance(melding, Melding):
            return
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        x = option.rect.left() + 6
        y = option.rect.top() + (option.rect.height() - MINI_H) // 2
        groups = [m.cards for m in melding.melds]
        if melding.deadwood:
            groups.append(tuple(melding.deadwood))
        for g, cards in enumerate(groups):
            if g == len(melding.melds) and melding.deadwood:
                # The deadwood after a dot, as the text said it.
                painter.save()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(option.palette.text())
                centre = QPoint(x - GROUP_GAP // 2, option.rect.center().y())
                painter.drawEllipse(centre, 3, 3)
                painter.restore()
            for card in cards:
                pm = self.images.face(card.code, MINI_W, MINI_H, dpr, deck=self.deck)
                painter.drawPixmap(QRect(x, y, MINI_W, MINI_H), pm)
                x += MINI_W + MINI_GAP
            x += GROUP_GAP
        if option.state & QStyle.StateFlag.State_Selected:
            # A frame too, so the choice stays plain whatever the style's colours.
            painter.save()
            painter.setPen(QPen(QColor(option.palette.highlight().color()), 2))
            painter.drawRect(option.rect.adjusted(1, 1, -1, -1))
            painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        melding = index.data(MELDING_ROLE)
        count = len(melding.cards) if isinstance(melding, Melding) else 10
        groups = len(melding.melds) + 1 if isinstance(melding, Melding) else 4
        return QSize(12 + count * (MINI_W + MINI_GAP) + groups * GROUP_GAP, MINI_H + 8)


class KnockDialog(QDialog):
    """Asks before a knock ends the hand; the person may pick another arrangement of
    melds (e.g. a run instead of a set) that leaves the opponent fewer layoffs."""

    def __init__(
        self,
        parent: QWidget | None,
        card: Card,
        rest: list[Card],
        known: list[Card],
        *,
        gin: bool,
        choose_melds: bool = True,
        images: CardImageCache | None = None,
        deck: str = "classic",
    ) -> None:
        """``choose_melds`` False: the arrangement makes no difference (a gin where
        nothing may be laid off on it), so none is offered."""
        super().__init__(parent)
        self.card = card
        self.gin = gin
        self.options = arrangements(rest, known)
        if not choose_melds:
            self.options = self.options[:1]
        self.deadwood = self.options[0].deadwood_count
        layout = QVBoxLayout(self)
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.list_label = QLabel(self)
        self.choices = QListWidget(self)
        self.choices.setItemDelegate(
            MeldingDelegate(images if images is not None else CardImageCache(), deck, self)
        )
        for m in self.options:
            item = QListWidgetItem(melding_text(m), self.choices)
            item.setData(MELDING_ROLE, m)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, melding_spoken(m))
        self.choices.setCurrentRow(0)
        row_h = MINI_H + 8
        self.choices.setMinimumWidth(max(420, self.choices.sizeHintForColumn(0) + 8))
        self.choices.setMaximumHeight(row_h * min(len(self.options), 5) + 8)
        self.choices.setMinimumHeight(row_h * min(len(self.options), 3) + 8)
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
        # The keys go to the choice first: the melds where there is a choice, else
        # Knock; "Do not ask again" last, so that Space never ticks it by surprise.
        self.setTabOrder(self.choices, self.confirm_button)
        self.setTabOrder(self.confirm_button, self.keep_button)
        self.setTabOrder(self.keep_button, self.dont_ask)
        self.retranslate_ui()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        (self.choices if len(self.options) > 1 else self.confirm_button).setFocus()

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
        self.confirm_button.setText(self.tr("&Go gin") if self.gin else self.tr("K&nock"))
        self.keep_button.setText(self.tr("&Keep playing"))

    def chosen_melds(self) -> tuple[tuple[Card, ...], ...]:
        row = max(0, self.choices.currentRow())
        return tuple(m.cards for m in self.options[row].melds)
