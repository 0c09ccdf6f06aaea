"""The picture of one step of a reviewed hand: both hands open, the piles, the melds."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ...model import Card, best_melding
from ...review.timeline import Step
from ..common.accessibility import discard_pile_text, hand_card_names, stock_text
from ..common.card_images import CardImageCache
from ..common.texts import player_name

CARD_SIZES = {"small": 50, "normal": 64, "large": 84}  # card width asked for, by setting
# The least card width on a screen too small for the setting's (a 1024x640 screen with a
# duplicate deal's comparison under the board): cards this size are still read easily.
LEAST_CARD_W = 40
BETTER_COLOUR = QColor(60, 200, 110)
MOVED_COLOUR = QColor(255, 214, 92)
ROW_GAP = 16
TEXT_H = 20  # a label line over a row of cards


class ReviewBoard(QWidget):
    """Paints one step: both hands grouped into melds, the stock, the discard pile and
    the melds on the table; the card just moved and a better choice are outlined."""

    def __init__(self, images: CardImageCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self.deck = "classic"
        self.back = "blue"  # the table's chosen card back
        self.card_w = CARD_SIZES["normal"]
        self.high_contrast = False
        self.person = 0
        self.step: Step | None = None
        self.moved: Card | None = None
        self.better: Card | None = None
        self.knocker: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return self._size_for(self.card_w)

    def minimumSizeHint(self) -> QSize:
        return self._size_for(min(self.card_w, LEAST_CARD_W))

    @staticmethod
    def _size_for(w: int) -> QSize:
        return QSize(round(w * 8.7 + 20), round(w * 4.2 + 4 * TEXT_H + 2 * ROW_GAP + 14))

    def show_step(
        self, step: Step, *, moved: Card | None, better: Card | None, knocker: int | None = None
    ) -> None:
        self.step, self.moved, self.better, self.knocker = step, moved, better, knocker
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The board in words, for screen readers."""
        s = self.step
        if s is None:
            return ""
        parts = []
        for seat in (1 - self.person, self.person):
            names = hand_card_names(s.hands[seat])
            who = player_name(0 if seat == self.person else 1)
            parts.append(f"{who}: " + "; ".join(names[c] for c in self._order(s.hands[seat])))
        parts.append(stock_text(s.stock_size))
        parts.append(discard_pile_text(s.discard_pile))
        return ". ".join(parts)

    @staticmethod
    def _order(hand: Sequence[Card]) -> list[Card]:
        melding = best_melding(hand)
        return [c for m in melding.melds for c in m.cards] + sorted(melding.deadwood)

    def fit_width(self, text_h: int) -> int:
        """The card width that fits three rows of cards and their labels in the widget:
        the card-size setting's where the dialog has its room, less on a small screen."""
        by_height = (self.height() - 4 * text_h - 2 * ROW_GAP - 14) / 4.2
        by_width = (self.width() - 20) / 8.7
        return max(24, round(min(by_height, by_width)))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QColor(0, 0, 0) if self.high_contrast else QColor(22, 92, 58)
        p.fillRect(self.rect(), felt)
        s = self.step
        if s is None:
            p.end()
            return
        font = p.font()
        font.setPixelSize(14)
        p.setFont(font)
        text_h = TEXT_H
        w = self.fit_width(text_h)
        h = round(w * 1.4)
        opp, me = 1 - self.person, self.person
        y = 6
        self._label(p, 10, y, self._seat_label(s, opp))
        self._hand(p, self._in_hand(s, opp), 10, y + text_h, w, h)
        y = y + text_h + h + ROW_GAP
        self._back(p, 10, y, w, h)
        stock_label = self.tr("Stock: %1").replace("%1", str(s.stock_size))
        self._label(p, 10, y + h + 2, stock_label)
        pile_x = 10 + w + round(w * 0.4)
        # "Trekkbunken: 22" is wider than the stock card: the pile's label moves right.
        pile_label_x = max(pile_x, 10 + p.fontMetrics().horizontalAdvance(stock_label) + 12)
        fan = round(w * 0.3)
        for i, c in enumerate(s.discard_pile[-4:]):
            self._face(p, c, pile_x + i * fan, y, w, h)
        pile_label = self.tr("Discard pile: %1").replace("%1", str(len(s.discard_pile)))
        self._label(p, pile_label_x, y + h + 2, pile_label)
        x = pile_x + w + fan * 3 + round(w * 0.6)
        mw, mh = round(w * 0.85), round(h * 0.85)
        for meld in s.knocker_melds:
            for c in meld.cards:
                self._face(p, c, x, y + (h - mh) // 2, mw, mh)
                x += round(mw * 0.35)
            x += mw - round(mw * 0.35) + round(w * 0.2)
        y = y + h + text_h + ROW_GAP
        self._label(p, 10, y, self._seat_label(s, me))
        self._hand(p, self._in_hand(s, me), 10, y + text_h, w, h)
        p.end()

    def _in_hand(self, s: Step, seat: int) -> list[Card]:
        """The cards still in a hand: after a knock the knocker's melds lie on the table."""
        if seat != self.knocker or not s.knocker_melds:
            return list(s.hands[seat])
        laid = {c for m in s.knocker_melds for c in m.cards}
        return [c for c in s.hands[seat] if c not in laid]

    def _seat_label(self, s: Step, seat: int) -> str:
        who = player_name(0 if seat == self.person else 1)
        dw = best_melding(s.hands[seat]).deadwood_count
        return self.tr("%1 — deadwood %2").replace("%1", who).replace("%2", str(dw))

    def _label(self, p: QPainter, x: int, y: int, text: str) -> None:
        p.setPen(QColor(255, 255, 255) if self.high_contrast else QColor(235, 244, 236))
        p.drawText(
            QRectF(x, y, self.width() - x - 8, p.font().pixelSize() + 6),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )

    def _hand(self, p: QPainter, hand: Sequence[Card], x: int, y: int, w: int, h: int) -> None:
        melding = best_melding(hand)
        groups = [list(m.cards) for m in melding.melds] + [sorted(melding.deadwood)]
        step = round(w * 0.42)
        gap = round(w * 0.28)
        for group in groups:
            for c in group:
                self._face(p, c, x, y, w, h)
                x += step
            if group:
                x += w - step + gap

    def _face(self, p: QPainter, card: Card, x: int, y: int, w: int, h: int) -> None:
        pm = self._images.face(card.code, w, h, self.devicePixelRatioF(), self.deck)
        p.drawPixmap(x, y, pm)
        mark = None
        if card == self.moved:
            mark = MOVED_COLOUR
        elif card == self.better:
            mark = BETTER_COLOUR
        if mark is not None:
            p.setPen(QPen(mark, max(3, round(w * 0.06))))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2), w * 0.08, w * 0.08)

    def _back(self, p: QPainter, x: int, y: int, w: int, h: int) -> None:
        p.drawPixmap(x, y, self._images.back(w, h, self.devicePixelRatioF(), self.back))
