"""The coach mark: a bubble with the step's text and buttons, an arrow from it to the
table item, and a ring round that item (and round the card to move)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QRegion,
)
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
WORD_MARGIN = 2  # round a word, where the marks are not drawn


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

    def lay_out(self) -> None:
        """Its words and buttons laid out in its rect now: measuring other shapes
        (height_for) left them where the last shape tried put them, until the event
        loop came round (a step's text was cut to two lines of its three)."""
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()

    def height_for(self, width: int) -> int:
        """The bubble's height at ``width``, its border included: the layout's own
        height left out the 2-pixel frame above and below, and the last line of the
        text was cut (at 1024x640 in Finnish, in most steps). Not the layout's least
        height either: that is the text's at the least width, and a wide bubble stood
        as tall as a narrow one with the spare room between its lines."""
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        layout.activate()
        h = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        return h if h > 0 else layout.totalMinimumSize().height()


class CoachOverlay(QWidget):
    """Paints the arrow and the rings over the whole window; the mouse goes through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("CoachOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.aim = Aim(None)
        self.bubble_rect = QRect()
        self.words: tuple[QRect, ...] = ()  # the words in the window a ring keeps off
        self.arrow: tuple[QPointF, QPointF] | None = None

    def set_aim(
        self,
        aim: Aim,
        bubble: QRect,
        words: tuple[QRect, ...] = (),
        keep_clear: tuple[QRect, ...] = (),
        faces: tuple[QRect, ...] = (),
    ) -> None:
        """Point at ``aim`` from ``bubble``: the rings pass beside ``words``, and the
        arrow crosses none of them nor of ``keep_clear`` where it can (arrow_ends)."""
        self.aim = aim
        self.bubble_rect = bubble
        self.words = words
        self.arrow = None
        if aim.rect is not None and not bubble.isNull():
            self.arrow = arrow_ends(bubble, aim.rect, (*words, *keep_clear), faces)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        target = self.aim.rect
        if target is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The words lie over the marks: where a ring or the arrow has no way but across
        # a word (the hand's deadwood count over the whole card pointed at), it passes
        # under the word, which stays whole.
        free = QRegion(self.rect())
        for word in self.words:
            free -= QRegion(word.adjusted(-WORD_MARGIN, -WORD_MARGIN, WORD_MARGIN, WORD_MARGIN))
        p.setClipRegion(free)
        pen = QPen(MARK_COLOUR, 4)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for rect in (target, *self.aim.also):
            p.drawRoundedRect(ring_rect(rect, self.rect(), self.words), 8, 8)
        if self.arrow is None:
            return
        start, end = self.arrow
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
# The least room between the ring's stroke and a word it passes: at one pixel the ring
# seemed to cut into "Tietokone: lopetus, miinuspisteet 1" over the computer's melds.
RING_CLEAR = 3
# The farthest a ring's side comes into its target to pass a word beyond it (into a
# meld's frame, over a card's white border), and at most a quarter of the target.
RING_DEEPEST = 12
# The ring's sides in the order a word beside the target is looked for: each side's
# edge, the edge of a word beyond it that faces it, its setter, which way is in (1:
# down or right, from the top or left; -1: up or left, from the bottom or right), and
# the target's size that way.
_SIDES = (
    (QRectF.top, QRectF.bottom, QRectF.setTop, 1, QRectF.height),
    (QRectF.bottom, QRectF.top, QRectF.setBottom, -1, QRectF.height),
    (QRectF.left, QRectF.right, QRectF.setLeft, 1, QRectF.width),
    (QRectF.right, QRectF.left, QRectF.setRight, -1, QRectF.width),
)


def ring_rect(target: QRect, window: QRect, words: tuple[QRect, ...] = ()) -> QRectF:
    """The ring round ``target``, a little outside it, kept inside ``window`` whole: a
    target at the window's edge (the scoresheet at the right) had the ring's right
    and bottom sides off the window. A side that would run through one of ``words``,
    or pass nearer it than RING_CLEAR (a line on the table, e.g. "Computer: knocked,
    deadwood 1" just over its melds; a player's name over the box tally), comes in to
    pass beside it, RING_DEEPEST into the target at most; a word further in is on the
    target, and left inside the ring."""
    ring = QRectF(target).adjusted(-RING_OUT, -RING_OUT, RING_OUT, RING_OUT)
    t = QRectF(target)
    reach = RING_HALF_PEN + RING_CLEAR  # from a word's edge to the ring's line
    for word in words:
        w = QRectF(word)
        if not w.intersects(ring.adjusted(-reach, -reach, reach, reach)):
            continue
        # The side the word is beyond (the first of them) comes in past it. Measured
        # inwards: ``inward`` turns the bottom and right sides round.
        for edge, facing, set_edge, inward, size in _SIDES:
            deepest = inward * edge(t) + min(RING_DEEPEST, size(t) / 4)
            line_at = inward * facing(w) + reach
            if line_at <= deepest:
                set_edge(ring, inward * max(inward * edge(ring), line_at))
                break
    inside = QRectF(window).adjusted(3, 3, -3, -3)
    return ring.intersected(inside) if ring.intersects(inside) else ring


ARROW_OUT = 7  # the arrow ends this far outside its target: on its ring's outer edge
ARROW_CLEAR = 4  # the arrow's line keeps this far from a word (its pen is 5 wide)


def arrow_target(target: QRect) -> QRect:
    """The rect the arrow at ``target`` ends on: its ring's outer edge."""
    return target.adjusted(-ARROW_OUT, -ARROW_OUT, ARROW_OUT, ARROW_OUT)


def arrow_ends(
    bubble: QRect,
    target: QRect,
    words: tuple[QRect, ...] = (),
    faces: tuple[QRect, ...] = (),
) -> tuple[QPointF, QPointF]:
    """The arrow from ``bubble`` to ``target``, ending on its ring's outer edge
    (arrow_target): the plain one (_arrow) where it crosses none of ``words`` nor of
    the cards' ``faces``; else the shortest from the bubble's sides to the target's
    sides that crosses none of them (the arrow at the K♠ in the hand ran through "Deadwood
    after the best layoffs" just over it; one round the words over other cards of the
    hand pointed at them); else, where every way crosses one, the plain one."""
    ring = _edges(arrow_target(target))
    start, end = _route(_edges(bubble), ring, *_obstacles(target, words, faces))[0]
    return QPointF(*start), QPointF(*end)


# What a bubble placement costs beyond what it covers (in square pixels): each pixel
# between it and its target (a long arrow is worse than a short one, but better than a
# bubble over the cards).
DISTANCE_COST = 40
# An arrow drawn across something kept clear or a word (the deadwood count, the card
# to move, a player's line): as bad as this many square pixels of a card's face covered.
ARROW_CROSSING_COST = 4000
# An arrow that has to go round a word, from the side of the bubble or to the side of
# the target, where the plain one would cross it: a little worse than the plain one.
ARROW_ROUTED_COST = 400
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
    words: tuple[QRect, ...] = (),
    faces: tuple[QRect, ...] = (),
) -> Place:
    """A place for a bubble of this size inside ``bounds``, near ``target`` (None: the
    middle of ``bounds``).

    First, it covers as little as it can of the target with the room for the arrow
    round it, of the ``keep_clear`` rects (what the person may press or must read) and
    of the cards' ``faces`` (what shows of each face-up card): none of them is covered
    where any place leaves them all clear (an arrow that went round the words let the
    bubble lie over the edge of a card of the hand, its index half hidden); then, of
    the places that do that best, the one that covers least of the ``avoid`` rects (the
    cards and words on the table, each with the weight of a pixel of it covered), is
    nearest the target, and whose arrow crosses none of ``keep_clear`` and ``words``
    (arrow_ends, with the ``faces`` too).
    The eight places round the target are tried first, and where none of them is free,
    places all over the table too, so that the bubble finds the empty felt (in the
    lay-off steps the places beside the target lay over the knocker's melds)."""
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
    clear = [_edges(r) for r in (*keep_clear, *faces) if not r.isEmpty()]
    hard = [near, *clear] if target is not None else clear
    soft = [(_edges(a), w) for a, w in avoid if not a.isEmpty()]
    ring = _edges(arrow_target(target)) if target is not None else None
    kept, cards = _obstacles(target, (*keep_clear, *words), faces) if target else ([], [])

    def arrow_cost(bubble: Edges, least: float) -> float:
        """What the arrow from this place to the target costs: the things it would be
        drawn across, as the overlay draws it (arrow_ends), or its way round them; only
        ``least`` where a way round would cost that much already."""
        if ring is None:
            return 0.0
        plain = _arrow(bubble, ring)
        if not _crossings(plain, kept) and not _crossings(plain, cards):
            return 0.0
        if least <= ARROW_ROUTED_COST:
            return ARROW_ROUTED_COST
        _ends, crossed, routed = _route(bubble, ring, kept, cards)
        return ARROW_CROSSING_COST * crossed + (ARROW_ROUTED_COST if routed else 0.0)

    Cost = tuple[int, float, int, int]

    def cost(x: int, y: int, beat: Cost | None) -> Cost:
        # Slide it inside the window.
        x = max(left, min(x, right))
        y = max(top, min(y, bottom))
        x2, y2 = x + width, y + height
        # Past ``most`` covered, or past ``limit`` cost, the place is no better than
        # ``beat``: what else it costs need not be counted (most places are worse).
        most = beat[0] if beat is not None else math.inf
        covered = 0
        for al, at, ar, ab in hard:
            dx = min(x2, ar) - max(x, al)
            if dx > 0:
                dy = min(y2, ab) - max(y, at)
                if dy > 0:
                    covered += dx * dy
                    if covered > most:
                        return covered, math.inf, x, y
        limit = beat[1] if beat is not None and covered == most else math.inf
        gap = math.hypot(max(0, tl - x2, x - tr), max(0, tt - y2, y - tb))
        here = DISTANCE_COST * gap
        if here >= limit:
            return covered, here, x, y
        for (al, at, ar, ab), w in soft:
            dx = min(x2, ar) - max(x, al)
            if dx > 0:
                dy = min(y2, ab) - max(y, at)
                if dy > 0:
                    here += dx * dy * w
                    if here >= limit:
                        return covered, here, x, y
        # What the arrow may add before the place is no better than ``beat``: past
        # that, its way need not be found.
        least = limit - here
        return covered, here + arrow_cost((x, y, x2, y2), least), x, y

    # The first of equal places (above, below, left, right, the corners).
    best: Cost | None = None
    for c in beside:
        here = cost(c.x(), c.y(), best)
        if best is None or here[:2] < best[:2]:
            best = here
    assert best is not None
    if best[:2] > (0, 0.0):
        step = max(GRID, min(width, height) // 6)
        # Every step from the top left, and the right and bottom edges themselves.
        xs = sorted({*range(left, max(left, right) + 1, step), max(left, right)})
        ys = sorted({*range(top, max(top, bottom) + 1, step), max(top, bottom)})
        places: list[tuple[int, int]] = []
        if target is not None:
            # Along each side of the target, touching it, first: the grid's steps missed
            # the place just beside it, a little higher or further along (a wider
            # welcome at 1366x768 lay over the scoresheet's last line, where a place
            # 18 pixels up beside the hand was free).
            along_x = range(left, max(left, right) + 1, GRID)
            along_y = range(top, max(top, bottom) + 1, GRID)
            for c in beside[:2]:
                places += [(gx, c.y()) for gx in along_x]
            for c in beside[2:4]:
                places += [(c.x(), gy) for gy in along_y]
        places += [(gx, gy) for gy in ys for gx in xs]
        for gx, gy in places:
            here = cost(gx, gy, best)
            if here[:2] < best[:2]:
                best = here
    return Place(QRect(best[2], best[3], width, height), best[0], best[1])


Edges = tuple[float, float, float, float]  # left, top, right, bottom
Point = tuple[float, float]


ARROW_INSET = 14  # the arrow's tip at least this far from a corner of the target


def _arrow(bubble: Edges, target: Edges) -> tuple[Point, Point]:
    """The plain arrow from the bubble to its target. Where the bubble lies wholly to
    one side of the target (above, below, left, right), the tip ends on the target's
    side that faces it, a little in from the corners: on the line of the centres it
    ended at a corner, and a card's strip in the hand ringed at its right had the tip
    on the next card (the 8♣'s arrow pointed at the 9♦). Else between the two rects'
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


def _obstacles(
    target: QRect, words: tuple[QRect, ...], faces: tuple[QRect, ...]
) -> tuple[list[Edges], list[Edges]]:
    """The edges of the words and of the cards' faces that an arrow at ``target`` keeps
    off, ARROW_CLEAR wider, but those on the target itself (the count on the stock,
    the result panel round its Next hand button, the cards of a meld)."""
    core = target.adjusted(4, 4, -4, -4)
    c = ARROW_CLEAR

    def edges(rects: tuple[QRect, ...]) -> list[Edges]:
        return [_edges(r.adjusted(-c, -c, c, c)) for r in rects if not r.intersects(core)]

    return edges(words), edges(faces)


def _route(
    bubble: Edges, target: Edges, kept: list[Edges], faces: list[Edges]
) -> tuple[tuple[Point, Point], int, bool]:
    """The arrow from the bubble to the target, how many of ``kept`` (the words and
    what is kept clear) and of the other cards' ``faces`` it crosses, and whether it
    goes round them (not the plain arrow): the plain one where it crosses none; else
    the shortest that crosses none of them, from a point of a side of the bubble that
    faces the target to a point of a side of the target that faces the bubble, each
    beyond the other's side, so that it runs through neither; else the plain one. (A
    plain arrow over a card was let be: from a bubble just over the hand, the one at
    the 8♣ ran across the index of the 9♦ beside it.)"""
    plain = _arrow(bubble, target)
    crossed = _crossings(plain, kept) + _crossings(plain, faces)
    if not crossed:
        return plain, 0, False
    # Every way lies within the two rects' bounds: only what is there can block one.
    bl, bt, br, bb = bubble
    tl, tt, tr, tb = target
    reach = (min(bl, tl), min(bt, tt), max(br, tr), max(bb, tb))
    near = [r for r in (*kept, *faces) if _overlap(r, reach)]
    ways = sorted(_ways(bubble, target, near), key=lambda w: math.dist(*w))
    for (x0, y0), (x1, y1) in ways:
        if not any(_segment_hits(x0, y0, x1, y1, r) for r in near):
            return ((x0, y0), (x1, y1)), 0, True
    return plain, crossed, False


def _overlap(a: Edges, b: Edges) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(p: Point, r: Edges) -> bool:
    return r[0] <= p[0] <= r[2] and r[1] <= p[1] <= r[3]


ROUTE_STARTS = 9  # the points tried along each side of the bubble that faces the target
ROUTE_ENDS = 5  # and along each side of the target that faces the bubble


def _ways(bubble: Edges, target: Edges, near: list[Edges]) -> list[tuple[Point, Point]]:
    """The arrows tried where the plain one crosses a word: from the bubble's sides
    that face the target to the target's sides that face the bubble, none of them from
    or to a point on one of ``near``."""
    bl, bt, br, bb = bubble
    tl, tt, tr, tb = target
    ix, iy = min(ARROW_INSET, (tr - tl) / 4), min(ARROW_INSET, (tb - tt) / 4)
    ends = _facing(
        target,
        bubble,
        _spread(tl + ix, tr - ix, ROUTE_ENDS),
        _spread(tt + iy, tb - iy, ROUTE_ENDS),
        near,
    )
    starts = _facing(
        bubble,
        target,
        _spread(bl + 10, br - 10, ROUTE_STARTS),
        _spread(bt + 10, bb - 10, ROUTE_STARTS),
        near,
    )
    return [
        (start, end)
        for start, beyond_bubble in starts
        for end, beyond_target in ends
        if beyond_bubble(end) and beyond_target(start)
    ]


def _facing(
    rect: Edges, other: Edges, xs: list[float], ys: list[float], near: list[Edges]
) -> list[tuple[Point, Callable[[Point], bool]]]:
    """Points on the sides of ``rect`` that ``other`` reaches past (at ``xs`` along the
    top and bottom, ``ys`` along the left and right), but those on one of ``near``,
    each with the test that a point lies beyond its side."""
    left, top, right, bottom = rect
    o_left, o_top, o_right, o_bottom = other
    out: list[tuple[Point, Callable[[Point], bool]]] = []
    if o_top < top:
        out += [((x, top), lambda p: p[1] < top) for x in xs]
    if o_bottom > bottom:
        out += [((x, bottom), lambda p: p[1] > bottom) for x in xs]
    if o_left < left:
        out += [((left, y), lambda p: p[0] < left) for y in ys]
    if o_right > right:
        out += [((right, y), lambda p: p[0] > right) for y in ys]
    return [(p, beyond) for p, beyond in out if not any(_inside(p, r) for r in near)]


def _spread(lo: float, hi: float, n: int) -> list[float]:
    """``n`` points from ``lo`` to ``hi``, both included (their middle where hi < lo)."""
    if hi <= lo:
        return [(lo + hi) / 2]
    return [lo + (hi - lo) * i / (n - 1) for i in range(n)]


def _crossings(way: tuple[Point, Point], obstacles: list[Edges]) -> int:
    (x0, y0), (x1, y1) = way
    return sum(1 for r in obstacles if _segment_hits(x0, y0, x1, y1, r))


def _edge_xy(rect: Edges, tx: float, ty: float) -> Point:
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


def _segment_hits(x0: float, y0: float, x1: float, y1: float, rect: Edges) -> bool:
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
