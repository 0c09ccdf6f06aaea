"""The coach mark: a bubble with the step's text and buttons, an arrow from it to the
table item, and a ring round that item (and round the card to move)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from .targets import Aim

BUBBLE_COLOUR = QColor(255, 250, 228)
MARK_COLOUR = QColor(255, 196, 0)
GAP = 18  # between the bubble and its target: room for the arrow


class CoachBubble(QFrame):
    """The step's words, a line for refusals and notes, and Show me / Next / Skip."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CoachBubble")
        self.setStyleSheet(
            "#CoachBubble { background: #fffae4; border: 2px solid #ffc400;"
            " border-radius: 10px; }"
            "#CoachBubble QLabel { color: #1d1d1d; background: transparent; }"
            # Two names, so that these win over the QLabel rule above (one name and
            # a type): with one the refusal in red showed black.
            "#CoachBubble #CoachNote { color: #9a1c14; font-weight: bold; }"
            "#CoachBubble #CoachCounter { color: #6b5a1e; }"
            # The buttons drawn here, so that the keyboard's focus shows: the style's
            # own faint focus line was lost on the bubble's paper, and a player who
            # pressed Tab could not tell where it went. The button Return presses (the
            # default) is the warmer one; the one Tab is on has a blue border.
            "#CoachBubble QPushButton { color: #1d1d1d; background: #fffdf3;"
            " border: 2px solid #c9b46a; border-radius: 6px; padding: 3px 12px; }"
            "#CoachBubble QPushButton:default { background: #ffe7a0; border-color: #8a6d00; }"
            "#CoachBubble QPushButton:hover { background: #fff0bd; }"
            "#CoachBubble QPushButton:pressed { background: #f3d57a; }"
            "#CoachBubble #CoachSkip { background: transparent; border-color: transparent; }"
            "#CoachBubble #CoachSkip:hover { text-decoration: underline; }"
            "#CoachBubble QPushButton:focus, #CoachBubble #CoachSkip:focus"
            " { border-color: #1f5fbf; }"
        )
        self.counter = QLabel()
        self.counter.setObjectName("CoachCounter")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.note = QLabel()
        self.note.setObjectName("CoachNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.hide()
        self._px = 0
        self.show_me = QPushButton()
        self.show_me.setObjectName("CoachShowMe")
        self.next = QPushButton()
        self.next.setObjectName("CoachNext")
        self.skip = QPushButton()
        self.skip.setObjectName("CoachSkip")
        self.skip.setFlat(True)
        # Tab reaches them, a click does not leave the focus on them: a Next clicked
        # and then hidden (the next step waits for a move) passed the focus to Skip,
        # and the next Return closed the lesson (review).
        for button in (self.show_me, self.next, self.skip):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # Skip at the left of Show me and Next; in a narrow bubble, on a row under them.
        self.buttons = QGridLayout()
        self.buttons.setColumnStretch(0, 1)
        self._stacked = True
        self.set_stacked(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(self.counter)
        layout.addWidget(self.text)
        layout.addWidget(self.note)
        layout.addLayout(self.buttons)

    def set_stacked(self, stacked: bool) -> None:
        """Skip on a row of its own, under Show me and Next: the bubble then fits a
        narrower place, e.g. the scoresheet's blank paper beside a small table, where in
        Norwegian the three side by side were wider than the dock."""
        if stacked == self._stacked:
            return
        self._stacked = stacked
        grid = self.buttons
        for button in (self.skip, self.show_me, self.next):
            grid.removeWidget(button)
        left = Qt.AlignmentFlag.AlignLeft
        if stacked:
            grid.addWidget(self.show_me, 0, 1)
            grid.addWidget(self.next, 0, 2)
            grid.addWidget(self.skip, 1, 0, 1, 3, left)
        else:
            grid.addWidget(self.skip, 0, 0, left)
            grid.addWidget(self.show_me, 0, 1)
            grid.addWidget(self.next, 0, 2)

    def least_width(self, *, stacked: bool) -> int:
        """The bubble's least width with its buttons side by side or stacked."""
        was = self._stacked
        self.set_stacked(stacked)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
        width = self.minimumSizeHint().width()
        self.set_stacked(was)
        if layout is not None:
            layout.invalidate()
        return width

    def set_note(self, text: str, *, error: bool = True) -> None:
        """A refusal (in red) or a quieter line (what the step waits for, a rule the
        lesson had to change)."""
        self.note.setStyleSheet("" if error else "color: #4a4020; font-weight: normal;")
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def set_scale(self, px: int) -> None:
        """Text size in pixels, following the window (a small window, smaller words)."""
        if self._px == px:
            return
        self._px = px
        for widget in (self.text, self.note, self.show_me, self.next, self.skip):
            font = widget.font()
            font.setPixelSize(px)
            widget.setFont(font)
        font = self.counter.font()
        font.setPixelSize(max(11, px - 2))
        self.counter.setFont(font)

    def height_for(self, width: int) -> int:
        """The bubble's height at ``width``, its border included: the layout's own
        height left out the 2-pixel frame above and below, and the last line of the
        text was cut (at 1024x640 in Finnish, in most steps)."""
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()
        h = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        return max(h, layout.totalMinimumSize().height())


class CoachOverlay(QWidget):
    """Paints the arrow and the rings over the whole window; the mouse goes through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CoachOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.aim = Aim(None)
        self.bubble_rect = QRect()
        self.words: tuple[QRect, ...] = ()  # the lines on the table a ring keeps off

    def set_aim(self, aim: Aim, bubble: QRect, words: tuple[QRect, ...] = ()) -> None:
        self.aim = aim
        self.bubble_rect = bubble
        self.words = words
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        target = self.aim.rect
        if target is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(MARK_COLOUR, 4)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for rect in (target, *self.aim.also):
            p.drawRoundedRect(ring_rect(rect, self.rect(), self.words), 8, 8)
        if self.bubble_rect.isNull():
            return
        start, end = arrow_ends(self.bubble_rect, target.adjusted(-7, -7, 7, 7))
        pen.setWidth(5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(start, end)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        size = 16.0
        head = QPolygonF(
            [
                end,
                end - QPointF(math.cos(angle - 0.45) * size, math.sin(angle - 0.45) * size),
                end - QPointF(math.cos(angle + 0.45) * size, math.sin(angle + 0.45) * size),
            ]
        )
        path = QPainterPath()
        path.addPolygon(head)
        p.fillPath(path, MARK_COLOUR)
        p.end()


RING_OUT = 5  # the ring's gap outside its target
RING_HALF_PEN = 2  # half the ring's stroke
# The ring's sides in the order a line beside the target is looked for: each side's
# edge, the edge of a line beyond it that faces it, its setter, and which way is in
# (1: down or right, from the top or left; -1: up or left, from the bottom or right).
_SIDES = (
    (QRectF.top, QRectF.bottom, QRectF.setTop, 1),
    (QRectF.bottom, QRectF.top, QRectF.setBottom, -1),
    (QRectF.left, QRectF.right, QRectF.setLeft, 1),
    (QRectF.right, QRectF.left, QRectF.setRight, -1),
)


def ring_rect(target: QRect, window: QRect, words: tuple[QRect, ...] = ()) -> QRectF:
    """The ring round ``target``, a little outside it, kept inside ``window`` whole: a
    target at the window's edge (the scoresheet at the right) had the ring's right
    and bottom sides off the window. A side that would run through one of ``words``
    (a line on the table, e.g. "Computer: knocked, deadwood 1" just over its melds)
    comes in to pass beside it, a few pixels into the target at most."""
    ring = QRectF(target).adjusted(-RING_OUT, -RING_OUT, RING_OUT, RING_OUT)
    t = QRectF(target)
    pen = RING_HALF_PEN
    # At most this far into the target (a meld's frame, a card's white border), where
    # a line ends right over it.
    inset = RING_HALF_PEN + 2
    # A line may reach a few pixels into the target (its pill over the meld's frame,
    # at 1024x640): the ring still passes beside it, it is not a word inside.
    core = t.adjusted(inset, inset, -inset, -inset)
    for word in words:
        w = QRectF(word)
        if not w.intersects(ring.adjusted(-pen, -pen, pen, pen)) or w.intersects(core):
            continue
        # The side the line is beyond (the first of them) comes in past the line, but
        # no further into the target than the inset (or than a line reaching into it
        # needs). Measured inwards: ``inward`` turns the bottom and right sides round.
        for edge, facing, set_edge, inward in _SIDES:
            line_at, target_at = inward * facing(w), inward * edge(t)
            if line_at <= target_at + inset:
                deepest = max(target_at, line_at) + inset
                set_edge(ring, inward * max(inward * edge(ring), min(deepest, line_at + pen + 1)))
                break
    inside = QRectF(window).adjusted(3, 3, -3, -3)
    return ring.intersected(inside) if ring.intersects(inside) else ring


def arrow_ends(bubble: QRect, target: QRect) -> tuple[QPointF, QPointF]:
    start, end = _arrow(_edges(bubble), _edges(target))
    return QPointF(*start), QPointF(*end)


# What a bubble placement costs beyond what it covers (in square pixels): each pixel
# between it and its target (a long arrow is worse than a short one, but better than a
# bubble over the cards).
DISTANCE_COST = 40
# An arrow drawn across something kept clear (the deadwood count, the card to move):
# as bad as this many square pixels of a card's face covered.
ARROW_CROSSING_COST = 4000
GRID = 16  # the least step of the places tried over the whole table


@dataclass(frozen=True, slots=True)
class Place:
    """A bubble's place and what it costs: the square pixels it covers of the target's
    room and of what is kept clear, then the weighted cover, distance and arrow."""

    rect: QRect
    covered: int
    cost: float

    @property
    def rank(self) -> tuple[int, float]:
        return self.covered, self.cost


def place_bubble(
    width: int,
    height: int,
    target: QRect | None,
    bounds: QRect,
    avoid: tuple[tuple[QRect, float], ...] = (),
    keep_clear: tuple[QRect, ...] = (),
) -> Place:
    """A place for a bubble of this size inside ``bounds``, near ``target`` (None: the
    middle of ``bounds``).

    First, it covers as little as it can of the target with the room for the arrow
    round it, and of the ``keep_clear`` rects (what the person may press or must read:
    none of them is covered where any place leaves them all clear); then, of the places
    that do that best, the one that covers least of the ``avoid`` rects (the cards and
    words on the table, each with the weight of a pixel of it covered) and is nearest
    the target. The eight places round the target are tried first, and where none of
    them is free, places all over the table too, so that the bubble finds the empty
    felt (in the lay-off steps the places beside the target lay over the knocker's
    melds)."""
    width = min(width, bounds.width() - 8)
    height = min(height, bounds.height() - 8)
    if target is None:
        # Nothing to point at: as near the middle as the table leaves room (the last
        # step's bubble lay over the result panel there).
        t = QRect(bounds.center(), bounds.center())
        beside = [QPoint(t.center().x() - width // 2, t.center().y() - height // 2)]
    else:
        t = target.adjusted(-GAP, -GAP, GAP, GAP)
        cx = t.center().x() - width // 2
        cy = t.center().y() - height // 2
        beside = [
            QPoint(cx, t.top() - height),  # above
            QPoint(cx, t.bottom() + 1),  # below
            QPoint(t.left() - width, cy),  # left
            QPoint(t.right() + 1, cy),  # right
            QPoint(t.left() - width, t.top() - height),
            QPoint(t.right() + 1, t.top() - height),
            QPoint(t.left() - width, t.bottom() + 1),
            QPoint(t.right() + 1, t.bottom() + 1),
        ]
    left, right = bounds.left() + 4, bounds.right() - width - 4
    top, bottom = bounds.top() + 4, bounds.bottom() - height - 4
    # As (left, top, right, bottom) edges: many places are tried, and plain arithmetic
    # is far quicker than QRect's intersections.
    tl, tt, tr, tb = near = _edges(t)
    clear = [_edges(r) for r in keep_clear if not r.isEmpty()]
    hard = [near, *clear] if target is not None else clear
    soft = [(_edges(a), w) for a, w in avoid if not a.isEmpty()]
    ring = _edges(target.adjusted(-7, -7, 7, 7)) if target is not None else None

    def arrow_cost(x: int, y: int, x2: int, y2: int) -> float:
        """What the arrow from this place to the target would be drawn across (as the
        overlay draws it, arrow_ends)."""
        if ring is None or not clear:
            return 0.0
        start, end = _arrow((x, y, x2, y2), ring)
        return ARROW_CROSSING_COST * sum(1 for r in clear if _segment_hits(*start, *end, r))

    def cost(x: int, y: int) -> tuple[int, float, int, int]:
        # Slide it inside the window.
        x = max(left, min(x, right))
        y = max(top, min(y, bottom))
        x2, y2 = x + width, y + height
        covered = 0
        for al, at, ar, ab in hard:
            covered += max(0, min(x2, ar) - max(x, al)) * max(0, min(y2, ab) - max(y, at))
        cover = 0.0
        for (al, at, ar, ab), w in soft:
            dx = min(x2, ar) - max(x, al)
            if dx > 0:
                dy = min(y2, ab) - max(y, at)
                if dy > 0:
                    cover += dx * dy * w
        gap = math.hypot(max(0, tl - x2, x - tr), max(0, tt - y2, y - tb))
        return covered, cover + DISTANCE_COST * gap + arrow_cost(x, y, x2, y2), x, y

    # The first of equal places (above, below, left, right, the corners).
    best = min((cost(c.x(), c.y()) for c in beside), key=lambda c: c[:2])
    if best[:2] > (0, 0.0):
        step = max(GRID, min(width, height) // 6)
        # Every step from the top left, and the right and bottom edges themselves.
        xs = sorted({*range(left, max(left, right) + 1, step), max(left, right)})
        ys = sorted({*range(top, max(top, bottom) + 1, step), max(top, bottom)})
        for gy in ys:
            for gx in xs:
                here = cost(gx, gy)
                if here[:2] < best[:2]:
                    best = here
    return Place(QRect(best[2], best[3], width, height), best[0], best[1])


Edges = tuple[float, float, float, float]  # left, top, right, bottom


ARROW_INSET = 14  # the arrow's tip at least this far from a corner of the target


def _arrow(bubble: Edges, target: Edges) -> tuple[tuple[float, float], tuple[float, float]]:
    """The arrow from the bubble to its target. Where the bubble lies wholly to one
    side of the target (above, below, left, right), the tip ends on the target's side
    that faces it, a little in from the corners: on the line of the centres it ended
    at a corner, and a card's strip in the hand ringed at its right had the tip on
    the next card (the 8♣'s arrow pointed at the 9♦). Else between the two rects'
    edges on the line of their centres."""
    bl, bt, br, bb = bubble
    tl, tt, tr, tb = target
    bx, by = (bl + br) / 2, (bt + bb) / 2
    inset_x = min(ARROW_INSET, (tr - tl) / 4)
    inset_y = min(ARROW_INSET, (tb - tt) / 4)
    if bb <= tt or bt >= tb:
        end = (min(max(bx, tl + inset_x), tr - inset_x), tt if bb <= tt else tb)
    elif br <= tl or bl >= tr:
        end = (tl if br <= tl else tr, min(max(by, tt + inset_y), tb - inset_y))
    else:
        tx, ty = (tl + tr) / 2, (tt + tb) / 2
        return _edge_xy(bubble, tx, ty), _edge_xy(target, bx, by)
    return _edge_xy(bubble, *end), end


def _edge_xy(rect: Edges, tx: float, ty: float) -> tuple[float, float]:
    """Where the line from the rect's centre towards (tx, ty) leaves it."""
    left, top, right, bottom = rect
    cx, cy = (left + right) / 2, (top + bottom) / 2
    dx, dy = tx - cx, ty - cy
    if dx == 0 and dy == 0:
        return cx, cy
    sx = (right - left) / 2 / abs(dx) if dx else math.inf
    sy = (bottom - top) / 2 / abs(dy) if dy else math.inf
    scale = min(sx, sy, 1.0)
    return cx + dx * scale, cy + dy * scale


def _segment_hits(
    x0: float, y0: float, x1: float, y1: float, rect: tuple[int, int, int, int]
) -> bool:
    """Whether the segment from (x0, y0) to (x1, y1) passes through ``rect`` (its
    edges): the part of the segment inside each edge's half-plane, narrowed edge by
    edge, is not empty."""
    left, top, right, bottom = rect
    dx, dy = x1 - x0, y1 - y0
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return False
            continue
        u = q / p
        if p < 0:
            lo = max(lo, u)
        else:
            hi = min(hi, u)
        if lo > hi:
            return False
    return True


def _edges(rect: QRect) -> tuple[int, int, int, int]:
    """Left, top, right and bottom, the right and bottom one past the last pixel."""
    return rect.left(), rect.top(), rect.left() + rect.width(), rect.top() + rect.height()
