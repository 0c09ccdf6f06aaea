"""Pictures of cards for the lessons and How to play, drawn with the game's own card
images at the current card style."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from ...model import Card
from ..common.card_images import CardImageCache
from ..table.card_item import CARD_ASPECT

Group = Sequence[Card | None]  # None: a card face down


def cards_picture(
    images: CardImageCache,
    groups: Sequence[Group],
    *,
    deck: str = "classic",
    back: str = "blue",
    card_w: int = 56,
    dpr: float = 1.0,
    overlap: float = 0.42,
    captions: Sequence[str] = (),
    marked: Sequence[Card] = (),
) -> QPixmap:
    """Groups of overlapping cards side by side, a caption under each group if given;
    ``marked`` cards get a ring (a card laid off, the card just drawn)."""
    card_h = round(card_w * CARD_ASPECT)
    step = card_w * overlap
    gap = card_w * 0.35
    caption_h = round(card_w * 0.42) if captions else 0
    font = QFont()
    font.setPixelSize(max(10, round(card_w * 0.24)))
    metrics = QFontMetricsF(font)
    shown = [g for g in groups if g]
    cards_w = [card_w + step * (len(g) - 1) for g in shown]
    # Each group's room: its cards, or its caption where that is wider (the pile's one
    # card was narrower than "Discard pile", and the caption read "Discard pil").
    words = [
        metrics.horizontalAdvance(captions[i]) if i < len(captions) else 0.0
        for i in range(len(shown))
    ]
    widths = [max(w, t + 4) for w, t in zip(cards_w, words, strict=True)]
    width = sum(widths) + gap * (len(widths) - 1) + 8
    height = card_h + caption_h + 8
    pix = QPixmap(round(width * dpr), round(height * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(font)
    x = 4.0
    for gi, group in enumerate(shown):
        start = x
        x += (widths[gi] - cards_w[gi]) / 2  # the cards in the middle of their room
        for card in group:
            if card is None:
                img = images.back(card_w, card_h, dpr, back)
            else:
                img = images.face(card.code, card_w, card_h, dpr, deck)
            p.drawPixmap(QPointF(x, 4), img)
            if card is not None and card in marked:
                p.setPen(QPen(QColor(255, 176, 0), 3))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(x + 1, 5, card_w - 2, card_h - 2), 5, 5)
            x += step
        x = start + widths[gi]
        if gi < len(captions) and captions[gi]:
            p.setPen(QColor(40, 40, 40))
            p.drawText(
                QRectF(start - gap / 2, card_h + 6, widths[gi] + gap, caption_h),
                Qt.AlignmentFlag.AlignCenter,
                captions[gi],
            )
        x += gap
    p.end()
    return pix
