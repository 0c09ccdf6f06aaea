"""Where things go on the table for a given size: pure geometry, no items."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .card_item import CARD_ASPECT
from .roles import CardRole


@dataclass
class Place:
    """Where the layout puts one card: position, stacking, face, and its role."""

    pos: QPointF
    z: float
    face_up: bool
    role: CardRole


@dataclass(frozen=True)
class TableGeometry:
    width: float
    height: float
    margin: float
    card_w: int
    card_h: int
    label_h: float
    opponent_y: float
    middle_y: float
    hand_y: float
    back_w: int = 0  # the computer's face-down cards while the hand is played
    back_h: int = 0

    @property
    def centre_x(self) -> float:
        return self.width / 2

    @property
    def stock_pos(self) -> QPointF:
        return QPointF(self.centre_x - self.card_w * 2.05, self.middle_y)

    @property
    def discard_pos(self) -> QPointF:
        return QPointF(self.centre_x - self.card_w * 0.5, self.middle_y)

    @property
    def knock_rect(self) -> QRectF:
        w = self.card_w * 1.15
        h = self.card_h * 1.04
        return QRectF(
            self.centre_x + self.card_w * 1.05, self.middle_y - (h - self.card_h) / 2, w, h
        )

    @property
    def stock_rect(self) -> QRectF:
        return QRectF(self.stock_pos, self.card_size_f())

    @property
    def discard_rect(self) -> QRectF:
        return QRectF(self.discard_pos, self.card_size_f())

    @property
    def lift(self) -> float:
        """How far the selected card stands up out of the person's hand."""
        return self.card_h * 0.12

    @property
    def hand_labels_bottom(self) -> float:
        """Where the line over the person's hand (the name, the deadwood) ends: above
        the selected card standing up, which touched the deadwood count at 1366x768
        (play-test 9)."""
        return self.hand_y - self.lift - 3

    @property
    def hand_rect(self) -> QRectF:
        return QRectF(
            self.margin,
            self.hand_y - self.card_h * 0.25,
            self.width - 2 * self.margin,
            self.card_h * 1.35,
        )

    @property
    def opponent_rect(self) -> QRectF:
        return QRectF(self.margin, self.opponent_y, self.width - 2 * self.margin, self.back_h)

    @property
    def middle_rect(self) -> QRectF:
        """The band between the two hands (the result panel sits here)."""
        top = self.opponent_y + self.card_h + self.label_h * 0.6
        bottom = self.hand_labels_bottom - self.label_h * 1.15  # over the line there
        return QRectF(self.margin, top, self.width - 2 * self.margin, max(10.0, bottom - top))

    def card_size_f(self) -> QSizeF:

        return QSizeF(self.card_w, self.card_h)


CARD_SCALES: dict[str, float] = {"small": 0.8, "normal": 1.0, "large": 1.35}
# The computer's face-down hand at the Large setting: its backs tell nothing, so they
# give up room for the person's cards (as a fraction of what Normal would show).
LARGE_BACKS = 0.78


def table_geometry(
    width: float, height: float, scale: float = 1.0, footer: float = 0.0
) -> TableGeometry:
    """Card size follows the smaller of what the height and the width allow, so a
    hand of eleven fits at 1024x640 and cards grow on a big screen. ``scale`` is the
    card-size setting: Small is smaller than the room allows; Large is larger than
    Normal at every size, the computer's backs drawn smaller to make the room.
    ``footer`` is a strip kept clear under the hand (the deal code's line): the hand
    stands higher by what the margin there lacks of it."""
    width = max(width, 320.0)
    height = max(height, 240.0)
    margin = max(10.0, min(width, height) * 0.02)
    label_h = max(18.0, height * 0.04)
    below = margin + label_h * 0.2 + 6  # under the hand
    extra = max(0.0, footer - below)
    # Three rows of cards plus two label bands and the gaps between them.
    room = height - 2 * margin - 3 * label_h - 0.30 * height * 0.22 - extra
    by_height = room / 3.25
    by_width = (width - 2 * margin) / 9.0
    fit = min(by_height, by_width * CARD_ASPECT)
    normal = min(fit, 260.0)
    backs_h = None
    if scale <= 1.0:
        card_h = int(max(56, normal * scale))
    else:
        # The backs row shrinks: the freed height goes to the two rows that matter,
        # and the width allows eleven cards at the usual overlap plus the pile row.
        backs = normal * LARGE_BACKS
        tall = (room - 0.25 * normal - backs) / 2.0
        wide = (width - 2 * margin) / 7.6 * CARD_ASPECT
        card_h = int(max(56, min(tall, wide, normal * scale)))
        backs_h = round(backs)
    card_w = round(card_h / CARD_ASPECT)
    card_h = round(card_w * CARD_ASPECT)
    back_h = card_h if backs_h is None else min(card_h, backs_h)
    back_w = round(back_h / CARD_ASPECT)
    opponent_y = margin + label_h
    hand_y = height - below - extra - card_h
    middle_y = (opponent_y + back_h + hand_y - label_h) / 2 - card_h / 2
    return TableGeometry(
        width=width,
        height=height,
        margin=margin,
        card_w=card_w,
        card_h=card_h,
        label_h=label_h,
        opponent_y=opponent_y,
        middle_y=middle_y,
        hand_y=hand_y,
        back_w=back_w,
        back_h=back_h,
    )


def fan_positions(
    count: int, centre_x: float, y: float, card_w: float, max_width: float, step_ratio: float = 0.62
) -> list[QPointF]:
    """Evenly overlapped cards centred on ``centre_x``, squeezed to ``max_width``."""
    if count <= 0:
        return []
    step = card_w * step_ratio
    if count > 1 and card_w + step * (count - 1) > max_width:
        step = max(card_w * 0.12, (max_width - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    left = centre_x - total / 2
    return [QPointF(left + i * step, y) for i in range(count)]


def group_positions(
    groups: Sequence[int],
    centre_x: float,
    y: float,
    card_w: float,
    max_width: float,
    step_ratio: float = 0.42,
    gap_ratio: float = 0.3,
) -> list[list[QPointF]]:
    """Positions for cards in groups (melds, then deadwood), a gap between groups."""
    sizes = [g for g in groups if g > 0]
    if not sizes:
        return [[] for _ in groups]
    step = card_w * step_ratio
    gap = card_w * gap_ratio

    def total(s: float, g: float) -> float:
        return sum(card_w + s * (n - 1) for n in sizes) + g * (len(sizes) - 1)

    if total(step, gap) > max_width:
        # Squeeze the overlap first, then the gaps, keeping every index readable.
        cards = sum(n - 1 for n in sizes)
        room = max_width - len(sizes) * card_w - gap * (len(sizes) - 1)
        step = max(card_w * 0.16, room / cards) if cards else step
        if total(step, gap) > max_width:
            gap = max(card_w * 0.08, gap * 0.4)
    x = centre_x - total(step, gap) / 2
    out: list[list[QPointF]] = []
    for n in groups:
        row = []
        for i in range(n):
            row.append(QPointF(x + i * step, y))
        if n:
            x += card_w + step * (n - 1) + gap
        out.append(row)
    return out
