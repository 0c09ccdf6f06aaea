"""Short messages on the felt beside what they are about: why a move was refused,
what the computer just did, why a hint suggests a move. Each fades by itself."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QLineF,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...app.i18n import as_words

if TYPE_CHECKING:
    from .scene import TableScene


class CalloutKind(Enum):
    REFUSAL = "refusal"  # a move the game did not take
    COMPUTER = "computer"  # the computer's move, near its hand
    HINT = "hint"  # the reason of a hint, beside the card or pile it names


# Background, text and edge per kind: red for "no", slate for the opponent, amber for
# advice; every pair keeps text contrast above 7:1.
_COLOURS = {
    CalloutKind.REFUSAL: (QColor(150, 28, 34, 240), QColor(255, 255, 255), QColor(255, 150, 150)),
    CalloutKind.COMPUTER: (QColor(24, 34, 48, 235), QColor(255, 255, 255), QColor(140, 190, 255)),
    CalloutKind.HINT: (QColor(255, 222, 120, 245), QColor(30, 24, 0), QColor(120, 90, 0)),
}
# How long each stays fully visible, in ms (the computer's stays while it plays on), at
# the least: a longer note stays PER_CHAR_MS for each of its characters, up to MOST_MS (a
# hint of three sentences went after 4.5 s like one of six words: play-test h129).
HOLD_MS = {CalloutKind.REFUSAL: 2800, CalloutKind.COMPUTER: 2600, CalloutKind.HINT: 4500}
PER_CHAR_MS = 60
MOST_MS = 15000


def hold_ms(kind: CalloutKind, text: str) -> int:
    """How long a note of ``kind`` saying ``text`` stays before it fades."""
    return min(MOST_MS, max(HOLD_MS[kind], PER_CHAR_MS * len(text)))


FADE_MS = 450
# The least time a refusal stays up when the computer moves on beneath it, in ms: long
# enough to read "It is not your turn." At the fast speed the computer's move came
# about 0.3 s after the refused key and took the note with it (play-test h120).
READ_MS = 1600

# The time now, in seconds (a test sets it instead of waiting).
clock: Callable[[], float] = time.monotonic


def _aside(box: QRectF, things: Sequence[QRectF], bounds: QRectF, gap: float) -> float:
    """The left edge for ``box`` at its height, moved sideways off the ``things`` it
    would lie on, as little as it can inside ``bounds`` (where it cannot, it stays)."""
    if not any(r.intersects(box) for r in things):
        return box.left()
    w = box.width()
    places = [r.right() + gap for r in things] + [r.left() - gap - w for r in things]
    free = [
        x
        for x in places
        if bounds.left() <= x <= bounds.right() - w
        and not any(r.intersects(QRectF(x, box.top(), w, box.height())) for r in things)
    ]
    return min(free, key=lambda x: abs(x - box.left())) if free else box.left()


def _over_or_under(box: QRectF, things: Sequence[QRectF], bounds: QRectF, gap: float) -> float:
    """The top edge for ``box``, moved up or down off the ``things`` it lies on, as
    little as it can inside ``bounds`` (where it cannot, it stays): _aside across the
    diagonal, the tops read as lefts."""
    return _aside(_across(box), [_across(r) for r in things], _across(bounds), gap)


def _across(r: QRectF) -> QRectF:
    """``r`` mirrored across the diagonal: its left is the top, its width the height."""
    return QRectF(r.top(), r.left(), r.height(), r.width())


class Callout(QGraphicsObject):
    """A rounded note with a pointer towards its anchor; it wraps to a width that
    keeps it readable at a glance and fades out after a while."""

    def __init__(self, kind: CalloutKind, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self._text = ""
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(14)
        self._max_width = 280.0
        self._box = QRectF()
        self._text_rect = QRectF()
        self._tip: QPointF | None = None  # the pointer's end, in item coordinates
        self._tip_base = 0.0  # where an upright or slanting pointer leaves the box
        # What the note says, worded again on a language change; where it was put.
        self._words: Callable[[], str] | None = None
        self._placed: (
            tuple[QRectF, QRectF, str, list[QRectF], list[QRectF], list[QRectF], tuple[str, ...]]
            | None
        ) = None
        # Shows the note again where its anchor is now (a new size of the table), for a
        # note about something that stays (the computer's cards); None: it goes then.
        self.again: Callable[[], None] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(900)  # over the cards and labels, under a dragged card
        self.setVisible(False)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._fade)
        self._shown_at: float | None = None  # when the note last came up (clock)
        # The boxes of the other notes on the table now (given by TableCallouts).
        self.neighbours: Callable[[], list[QRectF]] = list
        self._anim: QPropertyAnimation | None = None
        self.fade_ms = FADE_MS

    @property
    def fading(self) -> bool:
        """The note is fading out (its time is up)."""
        return self._anim is not None

    @property
    def timer(self) -> QTimer:
        """The timer that starts the fade (tests look at it instead of waiting)."""
        return self._hold

    def text(self) -> str:
        return self._text

    def set_style(self, pixel_size: int, max_width: float) -> None:
        self._font.setPixelSize(max(11, pixel_size))
        self._max_width = max(120.0, max_width)

    def show_words(
        self,
        words: Callable[[], str],
        anchor: QRectF,
        bounds: QRectF,
        *,
        side: str = "above",
        clear_of: Sequence[QRectF] = (),
        aside_of: Sequence[QRectF] = (),
        off: Sequence[QRectF] = (),
        may_cover: tuple[str, ...] = (),
    ) -> None:
        """Show what ``words`` says (asked again after a language change) beside
        ``anchor`` (a scene rect) on ``side`` (above, below, right), inside ``bounds``,
        above the lines ``clear_of`` where it would lie on them, and beside the things
        ``aside_of`` where it would lie on them, and over or under the buttons ``off``;
        beside the anchor (``side`` right), over the ends of it named in ``may_cover``
        ("left", "right") if need be."""
        self._words = words
        self._shown_at = clock()
        self.again = None  # (given by the caller for a note that follows its anchor)
        self._placed = (
            QRectF(anchor), QRectF(bounds), side, list(clear_of), list(aside_of), list(off),
            may_cover,
        )  # fmt: skip
        self._show_placed(words())

    def _show_placed(self, text: str) -> None:
        """Show ``text`` where and as the note was last placed with words."""
        assert self._placed is not None
        anchor, bounds, side, clear_of, aside_of, off, may_cover = self._placed
        self.show_text(
            text,
            anchor,
            bounds,
            side=side,
            clear_of=clear_of,
            aside_of=aside_of,
            off=off,
            may_cover=may_cover,
        )

    @property
    def placed_in(self) -> QRectF | None:
        """The bounds the note was last placed in (None: never shown with words)."""
        return self._placed[1] if self._placed is not None else None

    def retranslate(self) -> None:
        if self.isVisible() and self._words is not None and self._placed is not None:
            self._show_placed(self._words())

    def show_text(
        self,
        text: str,
        anchor: QRectF,
        bounds: QRectF,
        *,
        side: str = "above",
        clear_of: Sequence[QRectF] = (),
        aside_of: Sequence[QRectF] = (),
        off: Sequence[QRectF] = (),
        may_cover: tuple[str, ...] = (),
    ) -> None:
        """Show ``text`` beside ``anchor`` on ``side``, kept inside ``bounds``; above it,
        clear of the lines ``clear_of`` where the room allows, and to one side of the
        things ``aside_of`` it would lie on; over or under the buttons ``off`` it would
        lie on there. The hold timer starts again."""
        self.prepareGeometryChange()
        self._text = text
        fm = QFontMetricsF(self._font)
        pad = fm.height() * 0.5
        gap = fm.height() * 0.55  # room for the pointer
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

        def measure(width: float) -> QRectF:
            return fm.boundingRect(QRectF(0, 0, width, 2000), flags, text)

        def place(width: float, side: str) -> tuple[QRectF, QRectF]:
            """The box (and the text's size) for text wrapped at ``width``."""
            need = measure(width)
            x = y = 0.0
            if side == "right":
                # Beside the anchor, on the side with more room (wrapped narrower to fit
                # there), else under it.
                room_r = bounds.right() - anchor.right() - gap - 2 * pad
                room_l = anchor.left() - gap - bounds.left() - 2 * pad
                room = max(room_r, room_l)
                # A little short of room for its lines as written, a note that may lie
                # over an end of its anchor (``may_cover``: the computer's face-down
                # hand) keeps them and does, on the side with more room: wrapped to the
                # room, "Laittaa avopakkaan: 9♠" broke after its verb at 1024x640 in
                # Finnish.
                ends = sorted(
                    (e for e in (("right", room_r), ("left", room_l)) if e[0] in may_cover),
                    key=lambda e: -e[1],
                )
                over = next((e for e, r in ends if r < need.width() <= r + fm.height() * 2.5), None)
                if room < need.width() and over is not None:
                    w = need.width() + 2 * pad
                    y = anchor.center().y() - (need.height() + 1.4 * pad) / 2
                    x = bounds.right() - w if over == "right" else bounds.left()
                elif room >= min(need.width(), fm.height() * 7):
                    need = measure(min(width, room))
                    w = need.width() + 2 * pad
                    y = anchor.center().y() - (need.height() + 1.4 * pad) / 2
                    x = anchor.right() + gap if room_r >= room_l else anchor.left() - gap - w
                else:
                    side = "below"
            w = need.width() + 2 * pad
            h = need.height() + 1.4 * pad
            if side in ("above", "below"):
                x = anchor.center().x() - w / 2
                y = anchor.top() - gap - h if side == "above" else anchor.bottom() + gap
                if side == "above" and y < bounds.top():
                    y = anchor.bottom() + gap
                elif side == "below" and y + h > bounds.bottom():
                    y = anchor.top() - gap - h
            x = min(max(x, bounds.left()), bounds.right() - w)
            y = min(max(y, bounds.top()), bounds.bottom() - h)
            for _ in range(3):  # moved aside, it may find a line there to clear
                if side == "above":
                    # Further up, past a line it would lie on (the deadwood over the
                    # hand): the line stays readable; hidden under the note, it read
                    # as covered.
                    tops = [r.top() for r in clear_of if r.intersects(QRectF(x, y, w, h))]
                    if tops and min(tops) - gap - h >= bounds.top():
                        y = min(tops) - gap - h
                moved = _aside(QRectF(x, y, w, h), aside_of, bounds, gap)
                if moved == x:
                    break
                x = moved
            # Moved off the piles onto a button the person needs next (the undo's note
            # on the upcard's Pass, play-test h99): over or under the buttons instead.
            if any(r.intersects(QRectF(x, y, w, h)) for r in off):
                y = _over_or_under(QRectF(x, y, w, h), [*off, *aside_of], bounds, gap)
            return QRectF(x, y, w, h), need

        box, need = place(self._max_width, side)
        middle = anchor.center().x()
        if side != "right" and not box.left() + 12 <= middle <= box.right() - 12:
            # Moved aside off the things beside its anchor, the note pointed down at a
            # card it was not about (a refused 6♦ at the hand's left end, the note to
            # the right of the piles: play-test h95). Wrapped narrower, to the room
            # between those things over the anchor, it stands over the anchor.
            left = max([r.right() + gap for r in aside_of if r.right() <= middle], default=0)
            right = min([r.left() - gap for r in aside_of if r.left() >= middle], default=1e9)
            room = min(right, bounds.right()) - max(left, bounds.left()) - 2 * pad
            if room >= fm.height() * 7:
                narrow, narrow_need = place(min(room, self._max_width), side)
                if narrow.left() + 12 <= middle <= narrow.right() - 12:
                    box, need = narrow, narrow_need
        pointless = False
        if side == "above" and (box.intersects(anchor) or any(r.intersects(box) for r in clear_of)):
            # Too tall for the room over its card (a long Finnish hint in a small window,
            # play-test h115), the note was pushed down under the buttons onto the card
            # it named and the cards beside it. Somewhere clear of them, wrapped wider
            # where that helps, if there is such a place: the nearest.
            spot = self._clear_spot(measure, pad, anchor, bounds, gap, clear_of, aside_of, off)
            if spot is not None:
                box, need = spot
                # Up there a hint's pointer would point at whatever lies between (the
                # discard pile): the card the hint names is chosen, standing up. A
                # refusal's card is not: it keeps its pointer.
                pointless = self.kind is CalloutKind.HINT and box.bottom() < anchor.top() - 3 * gap
        x, y, w, h = box.x(), box.y(), box.width(), box.height()
        self.setPos(QPointF(x, y))
        self._box = QRectF(0, 0, w, h)
        self._text_rect = QRectF(pad, 0.7 * pad, need.width(), need.height())
        # The pointer goes to the nearest point of the anchor's edge facing the note.
        centre = anchor.center() - QPointF(x, y)
        # Moved aside (off the piles and their lines), a note may not stand over the
        # card it is about: its pointer then reaches over from its bottom (top) edge to
        # the anchor's, slanting. Kept short and upright under the note, it pointed at
        # the 7♥ and 9♠ for a refusal of the 5♦ (play-test h148).
        reach = min(max(centre.x(), 12.0), w - 12)
        self._tip_base = reach
        if pointless:
            tip = None
        elif centre.y() < 0:
            far = min(-gap * 0.9, anchor.bottom() - y) if reach != centre.x() else -gap * 0.9
            tip = QPointF(centre.x(), far)
        elif centre.y() > h:
            far = max(h + gap * 0.9, anchor.top() - y) if reach != centre.x() else h + gap * 0.9
            tip = QPointF(centre.x(), far)
        elif centre.x() < 0:
            tip = QPointF(-gap * 0.9, min(max(centre.y(), 10.0), h - 10))
        elif centre.x() > w:
            tip = QPointF(w + gap * 0.9, min(max(centre.y(), 10.0), h - 10))
        else:
            tip = None  # the note sits on what it is about
        self._tip = tip
        self._stop_fade()
        self.setOpacity(1.0)
        self.setVisible(True)
        self.update()
        self._hold.start(hold_ms(self.kind, text))

    def _clear_spot(
        self,
        measure: Callable[[float], QRectF],
        pad: float,
        anchor: QRectF,
        bounds: QRectF,
        gap: float,
        clear_of: Sequence[QRectF],
        aside_of: Sequence[QRectF],
        off: Sequence[QRectF],
    ) -> tuple[QRectF, QRectF] | None:
        """The box nearest ``anchor`` that lies above it and above the lines
        ``clear_of`` and on none of ``aside_of`` and ``off``, for the text wrapped at
        the usual width or wider, nor on another note; with the text's size. None:
        there is no such box."""
        floor = min([anchor.top(), *(r.top() for r in clear_of)]) - gap
        things = [*aside_of, *off, *self.neighbours()]
        best: tuple[float, QRectF, QRectF] | None = None
        for share in (0.0, 0.45, 0.6, 0.75):
            need = measure(max(self._max_width, bounds.width() * share - 2 * pad))
            w, h = need.width() + 2 * pad, need.height() + 1.4 * pad
            lefts = [anchor.center().x() - w / 2, bounds.left(), bounds.right() - w]
            lefts += [r.right() + gap for r in things] + [r.left() - gap - w for r in things]
            tops = [floor - h, bounds.top()] + [r.top() - gap - h for r in things]
            for x in lefts:
                for y in tops:
                    box = QRectF(x, y, w, h)
                    if (
                        box.left() < bounds.left()
                        or box.right() > bounds.right()
                        or box.top() < bounds.top()
                        or box.bottom() > floor
                        or any(r.intersects(box) for r in things)
                    ):
                        continue
                    far = QLineF(box.center(), anchor.center()).length()
                    if best is None or far < best[0]:
                        best = (far, box, need)
        return (best[1], best[2]) if best is not None else None

    def scene_box(self) -> QRectF:
        """The note's box (its pointer left out) on the table."""
        return self.mapRectToScene(self._box)

    def dismiss_once_read(self) -> None:
        """Let the note go as soon as it has been up READ_MS, at once if it has."""
        if not self.isVisible() or self.fading:
            return
        up_ms = (clock() - self._shown_at) * 1000 if self._shown_at is not None else READ_MS
        left = round(READ_MS - up_ms)
        if left <= 0:
            self.dismiss()
        elif not self._hold.isActive() or self._hold.remainingTime() > left:
            self._hold.start(left)

    def dismiss(self) -> None:
        self._hold.stop()
        self._stop_fade()
        self.setVisible(False)
        self._text = ""
        self._words = None
        self.again = None

    def _stop_fade(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None

    def _fade(self) -> None:
        if self.fade_ms <= 0:
            self.dismiss()
            return
        anim = QPropertyAnimation(self, b"opacity", self)
        anim.setDuration(self.fade_ms)
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setEasingCurve(QEasingCurve.Type.InQuad)

        def done() -> None:
            if self._anim is anim:
                self._anim = None
                self.dismiss()

        anim.finished.connect(done)
        self._anim = anim
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    # ------------------------------------------------------------ painting
    def boundingRect(self) -> QRectF:
        around = self._box.adjusted(-20, -20, 20, 20)
        if self._tip is not None:  # a slanting pointer reaches further
            around = around.united(QRectF(self._tip, self._tip).adjusted(-20, -20, 20, 20))
        return around

    def _outline(self) -> QPainterPath:
        """The note's box and its pointer, in item coordinates."""
        r = self._box
        radius = min(10.0, r.height() / 2)
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        if self._tip is not None:
            t = self._tip
            half = min(9.0, r.width() / 6)
            pointer = QPainterPath()
            if t.y() < 0 or t.y() > r.height():
                base = 0.0 if t.y() < 0 else r.height()
                x = self._tip_base
                pointer.moveTo(x - half, base)
                pointer.lineTo(t)
                pointer.lineTo(x + half, base)
            else:
                base = 0.0 if t.x() < 0 else r.width()
                pointer.moveTo(base, t.y() - half)
                pointer.lineTo(t)
                pointer.lineTo(base, t.y() + half)
            pointer.closeSubpath()
            path = path.united(pointer)
        return path

    def scene_outline(self) -> QPainterPath:
        """The note as drawn, its pointer included, on the table."""
        return self.mapToScene(self._outline())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        fill, ink, edge = _COLOURS[self.kind]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self._outline()
        # A soft shadow first, so the note lifts off the cards under it.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawPath(path.translated(2, 3))
        painter.setBrush(fill)
        painter.setPen(QPen(edge, 1.5))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(ink)
        painter.drawText(
            self._text_rect,
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            self._text,
        )


class TableCallouts:
    """The scene's callouts, one of each kind (a new message replaces the old one)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.items = {kind: Callout(kind) for kind in CalloutKind}
        for kind, item in self.items.items():
            scene.addItem(item)
            item.visibleChanged.connect(self._uncover)
            item.neighbours = partial(self._boxes_but, kind)
        # The line may change or move under a note that stays (a new prompt, a resize).
        scene.prompt_changed.connect(lambda _text: self._uncover())
        scene.laid_out.connect(self._laid_out)

    def _boxes_but(self, kind: CalloutKind) -> list[QRectF]:
        """The boxes of the notes on the table now but the one of ``kind``."""
        return [i.scene_box() for k, i in self.items.items() if k is not kind and i.isVisible()]

    def _bounds(self) -> QRectF:
        """Where the notes must stay: the table, less its margins."""
        g = self.scene.geo
        return QRectF(0, 0, g.width, g.height).adjusted(g.margin, 4, -g.margin, -4)

    def _laid_out(self) -> None:
        """A note placed for another size of the table no longer points at what it is
        about (it stood half off a table made smaller): one that follows its anchor (the
        computer's last move, by its cards) is placed again there, the others go. The
        computer's went when a change of language gave the side panel another width,
        and with it the table (fi to nb beside a Hollywood sheet, play-test h83)."""
        bounds = self._bounds()
        for item in self.items.values():
            if item.isVisible() and item.placed_in not in (None, bounds):
                again = item.again
                if again is None or item.fading:
                    item.dismiss()  # (one fading out came back whole: review h101)
                    continue
                # Placed again, it keeps the time it had left: a note re-placed while the
                # window's edge was dragged never went (review h101).
                timer = item.timer
                left = timer.remainingTime() if timer.isActive() else None
                again()
                if left is None:
                    timer.stop()
                else:
                    timer.start(max(1, left))
        self._uncover()

    def __getitem__(self, kind: CalloutKind) -> Callout:
        return self.items[kind]

    def show(
        self,
        kind: CalloutKind,
        words: str | Callable[[], str],
        anchor: QRectF | Callable[[], QRectF],
        *,
        side: str = "above",
        clear_of: Sequence[QRectF] = (),
        aside_of: Sequence[QRectF] = (),
        off: Sequence[QRectF] = (),
        may_cover: tuple[str, ...] = (),
    ) -> None:
        """Show ``words`` (a text, or a function wording it in the current language)
        by ``anchor``, above the lines ``clear_of`` where it would lie on them, beside
        the things ``aside_of``; on ``side`` right, over the ends of the anchor named in
        ``may_cover`` if need be. An anchor given as a function (where the thing is now)
        is followed to a new size of the table, the rest kept as given."""
        say = as_words(words)
        if not say():
            return
        g = self.scene.geo
        item = self.items[kind]
        px = max(13, round(g.label_h * 0.62))
        item.set_style(px, max(g.card_w * 3.4, px * 17))
        # With animations off the note still shows and goes, just without the fade.
        item.fade_ms = FADE_MS if self.scene.duration > 0 else 0
        rect = anchor() if callable(anchor) else anchor
        item.show_words(
            say,
            rect,
            self._bounds(),
            side=side,
            clear_of=clear_of,
            aside_of=aside_of,
            off=off,
            may_cover=may_cover,
        )
        if callable(anchor):
            item.again = lambda: self.show(
                kind,
                say,
                anchor,
                side=side,
                clear_of=clear_of,
                aside_of=aside_of,
                off=off,
                may_cover=may_cover,
            )
        self._uncover()

    def _uncover(self) -> None:
        """A note over a line of the table (scene.badges) hides the line while it
        shows: the two would be written over each other, or the line cut in half.
        A refusal at the knock spot reaches up to the prompt on a large table, a
        note at a card of the hand that finds no room above the line over the hand
        lies on it, one at the middle of the hand on the pile's count; the note is
        about the move just tried, or the one to make."""
        boxes = [i.scene_box() for i in self.items.values() if i.isVisible()]
        for line in self.scene.badges.values():
            covered = any(box.intersects(line.sceneBoundingRect()) for box in boxes)
            line.setOpacity(0.0 if covered else 1.0)

    def retranslate(self) -> None:
        for item in self.items.values():
            item.retranslate()

    def dismiss(self, *kinds: CalloutKind) -> None:
        for kind in kinds or tuple(CalloutKind):
            self.items[kind].dismiss()

    def visible(self) -> dict[CalloutKind, str]:
        """The callouts on the table now, with their texts."""
        return {k: i.text() for k, i in self.items.items() if i.isVisible() and i.text()}
