"""The picture of one step of a reviewed hand: both hands open, the piles, the melds."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QWidget

from ...model import Card, Melding, best_melding
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
TEXT_H = 20  # a label line over a row of cards (at the system's text size)
LABEL_PX = 14  # its text's size
SIDE = 10  # the least felt left and right of the cards
EDGE = 8  # and above and below them


@dataclass(frozen=True)
class _Op:
    """One thing the board draws: a label (text), a card face (card) or the stock's back
    (neither), at x, y from the picture's top left corner."""

    x: int
    y: int
    w: int
    h: int
    card: Card | None = None
    text: str | None = None

    @property
    def right(self) -> int:
        return self.x + self.w


@lru_cache(maxsize=512)
def _melding(hand: tuple[Card, ...]) -> Melding:
    """A hand's melds (asked again for every step at every card size tried)."""
    return best_melding(hand)


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
        # The hand's steps with their knockers (set_hand); the card widths that fit by
        # the board's size, and the widest step's width by the card width.
        self._hand_steps: list[tuple[Step, int | None]] = []
        self._fits: dict[tuple[int, int, int], int] = {}
        self._widths: dict[tuple[int, int], int] = {}
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:
        return self._size_for(self.card_w)

    def minimumSizeHint(self) -> QSize:
        return self._size_for(min(self.card_w, LEAST_CARD_W))

    def _size_for(self, w: int) -> QSize:
        """The room for cards ``w`` wide: the hand's widest step, once known (a layoff
        row of melds reaches further than an ordinary step)."""
        text_h = self.text_height()
        size = QSize(round(w * 8.7 + 20), round(w * 4.2 + 4 * text_h + 2 * ROW_GAP + 14))
        if self._hand_steps:
            size.setWidth(max(size.width(), self._block_width(w, text_h) + 2 * SIDE))
        return size

    def _text_scale(self) -> float:
        """The board's text against the system's size: its dialog's larger text on a big
        screen (HandReviewDialog.set_text_scale) makes its labels as much larger."""
        system = QFontInfo(QApplication.font()).pointSizeF()
        return max(1.0, QFontInfo(self.font()).pointSizeF() / system) if system > 0 else 1.0

    def text_height(self) -> int:
        """A label line's height over a row of cards."""
        return round(TEXT_H * self._text_scale())

    def _label_font(self) -> QFont:
        font = self.font()
        font.setPixelSize(round(LABEL_PX * self._text_scale()))
        return font

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

    def set_hand(self, steps: Sequence[tuple[Step, int | None]]) -> None:
        """Every step of the hand with its knocker (None before the knock): the cards
        take the size that the widest step fits, and the picture keeps its place as the
        person steps through the hand."""
        self._hand_steps = list(steps)
        self._fits.clear()
        self._widths.clear()
        self.updateGeometry()

    def fit_width(self, text_h: int) -> int:
        """The card width that fits three rows of cards and their labels in the widget,
        the widest step of the hand too: the card-size setting's where the dialog has its
        room, less on a small screen, more on a big one."""
        key = (self.width(), self.height(), text_h)
        if key not in self._fits:
            # Three rows of cards 1.4 times as tall as wide, and the felt's edges.
            by_height = (self.height() - 2 * EDGE - self.block_height(0, text_h) - 2) / 4.2
            w = max(24, math.floor(by_height))
            room = self.width() - 2 * SIDE
            # The widest step's picture grows with the cards: the largest width that fits.
            low, high = 24, w
            while low < high:
                mid = (low + high + 1) // 2
                if self._block_width(mid, text_h) <= room:
                    low = mid
                else:
                    high = mid - 1
            self._fits[key] = low
        return self._fits[key]

    def _block_width(self, w: int, text_h: int) -> int:
        """How wide the widest step of the hand is drawn with cards ``w`` wide."""
        key = (w, text_h)
        if key not in self._widths:
            self._widths[key] = self._widest(w, text_h)
        return self._widths[key]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._fits.clear()  # the labels' widths change
            self._widths.clear()
        super().changeEvent(event)

    def _widest(self, w: int, text_h: int) -> int:
        steps = self._hand_steps or ([(self.step, self.knocker)] if self.step else [])
        fm = QFontMetrics(self._label_font())
        widest = 0
        for step, knocker in steps:
            for op in self._layout(step, knocker, w, text_h, fm):
                widest = max(widest, op.right)
        return widest

    def block_height(self, w: int, text_h: int) -> int:
        """How tall the picture is drawn with cards ``w`` wide: three rows of cards, the
        two hands' labels and the piles'."""
        return 3 * round(w * 1.4) + 3 * text_h + 2 * ROW_GAP + 2

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QColor(0, 0, 0) if self.high_contrast else QColor(22, 92, 58)
        p.fillRect(self.rect(), felt)
        s = self.step
        if s is None:
            p.end()
            return
        p.setFont(self._label_font())
        text_h = self.text_height()
        w = self.fit_width(text_h)
        # The picture in the middle of the felt, the room it leaves shared on either
        # side: drawn from the top left corner, it left a band of empty felt along the
        # right and the foot of a big board (play-test, 1920x1080).
        x0 = max(SIDE, (self.width() - self._block_width(w, text_h)) // 2)
        y0 = max(EDGE, (self.height() - self.block_height(w, text_h)) // 2)
        for op in self._layout(s, self.knocker, w, text_h, p.fontMetrics()):
            x, y = x0 + op.x, y0 + op.y
            if op.text is not None:
                self._label(p, x, y, op.text)
            elif op.card is None:
                self._back(p, x, y, op.w, op.h)
            else:
                self._face(p, op.card, x, y, op.w, op.h)
        p.end()

    def _layout(
        self, s: Step, knocker: int | None, w: int, text_h: int, fm: QFontMetrics
    ) -> list[_Op]:
        """Where one step's cards and labels go, from the picture's top left corner."""
        ops: list[_Op] = []

        def label(x: int, y: int, text: str) -> None:
            ops.append(_Op(x, y, fm.horizontalAdvance(text), text_h, text=text))

        h = round(w * 1.4)
        opp, me = 1 - self.person, self.person
        # A gin leaves nothing in the knocker's hand: its melds are drawn in its own row,
        # not beside the piles under an empty band and a label (play-test h104).
        gone_out = bool(
            knocker is not None and s.knocker_melds and not self._in_hand(s, knocker, knocker)
        )

        def row(seat: int) -> list[Card]:
            if gone_out and seat == knocker:
                return [c for m in s.knocker_melds for c in m.cards]
            return self._in_hand(s, seat, knocker)

        y = 0
        label(0, y, self._seat_label(s, opp))
        self._hand(ops, row(opp), 0, y + text_h, w, h)
        y = y + text_h + h + ROW_GAP
        ops.append(_Op(0, y, w, h))
        stock_label = self.tr("Stock: %1").replace("%1", str(s.stock_size))
        label(0, y + h + 2, stock_label)
        pile_x = w + round(w * 0.4)
        # "Trekkbunken: 22" is wider than the stock card: the pile's label moves right.
        pile_label_x = max(pile_x, fm.horizontalAdvance(stock_label) + 12)
        fan = round(w * 0.3)
        for i, c in enumerate(s.discard_pile[-4:]):
            ops.append(_Op(pile_x + i * fan, y, w, h, card=c))
        pile_label = self.tr("Discard pile: %1").replace("%1", str(len(s.discard_pile)))
        label(pile_label_x, y + h + 2, pile_label)
        x = pile_x + w + fan * 3 + round(w * 0.6)
        mw, mh = round(w * 0.85), round(h * 0.85)
        if s.knocker_melds and knocker is not None and not gone_out:
            # Whose they are: the knocker's melds lay beside the piles unnamed, read as
            # the table's, while the knocker's row showed only its deadwood (h95).
            if knocker == self.person:
                laid = self.tr("Your melds on the table")
            else:
                laid = self.tr("The computer's melds on the table")
            # Right of the pile's label, which may reach past the piles' cards (small
            # cards, "Kastebunken: 21"): at its melds' left it was written over it.
            right = pile_label_x + fm.horizontalAdvance(pile_label) + 12
            label(max(x, right), y + h + 2, laid)
        for meld in s.knocker_melds if not gone_out else ():
            for c in meld.cards:
                ops.append(_Op(x, y + (h - mh) // 2, mw, mh, card=c))
                x += round(mw * 0.35)
            x += mw - round(mw * 0.35) + round(w * 0.2)
        y = y + h + text_h + ROW_GAP
        label(0, y, self._seat_label(s, me))
        self._hand(ops, row(me), 0, y + text_h, w, h)
        return ops

    @staticmethod
    def _in_hand(s: Step, seat: int, knocker: int | None) -> list[Card]:
        """The cards still in a hand: after a knock the knocker's melds lie on the table."""
        if seat != knocker or not s.knocker_melds:
            return list(s.hands[seat])
        laid = {c for m in s.knocker_melds for c in m.cards}
        return [c for c in s.hands[seat] if c not in laid]

    def _seat_label(self, s: Step, seat: int) -> str:
        who = player_name(0 if seat == self.person else 1)
        dw = _melding(tuple(s.hands[seat])).deadwood_count
        return self.tr("%1 — deadwood %2").replace("%1", who).replace("%2", str(dw))

    def _label(self, p: QPainter, x: int, y: int, text: str) -> None:
        p.setPen(QColor(255, 255, 255) if self.high_contrast else QColor(235, 244, 236))
        p.drawText(
            QRectF(x, y, self.width() - x - 8, p.font().pixelSize() + 6),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )

    @staticmethod
    def _hand(ops: list[_Op], hand: Sequence[Card], x: int, y: int, w: int, h: int) -> None:
        melding = _melding(tuple(hand))
        groups = [list(m.cards) for m in melding.melds] + [sorted(melding.deadwood)]
        step = round(w * 0.42)
        gap = round(w * 0.28)
        for group in groups:
            for c in group:
                ops.append(_Op(x, y, w, h, card=c))
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
