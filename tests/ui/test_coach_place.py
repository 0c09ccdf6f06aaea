"""Where the lesson's bubble goes, on arranged rects: what it covers, and what its arrow
would be drawn across."""

from __future__ import annotations

from PySide6.QtCore import QRect

from ginrummy_desktop.ui.lessons.coach import _segment_hits, arrow_ends, place_bubble

BOUNDS = QRect(0, 0, 1000, 600)
TARGET = QRect(450, 250, 100, 100)


def test_the_first_free_place_is_above_the_target() -> None:
    rect = place_bubble(300, 120, TARGET, BOUNDS).rect
    assert rect.bottom() < TARGET.top() and abs(rect.center().x() - TARGET.center().x()) <= 1


def test_the_arrow_is_not_drawn_across_what_is_kept_clear() -> None:
    # A count just above the target, in the arrow's room: above, the bubble would
    # cover nothing, but its arrow would cross the count; below, neither.
    count = QRect(490, 236, 20, 6)
    rect = place_bubble(300, 120, TARGET, BOUNDS, keep_clear=(count,)).rect
    assert not rect.intersects(count)
    assert rect.top() > TARGET.bottom()
    start, end = arrow_ends(rect, TARGET.adjusted(-7, -7, 7, 7))
    edges = (count.left(), count.top(), count.left() + count.width(), count.top() + count.height())
    assert not _segment_hits(start.x(), start.y(), end.x(), end.y(), edges)


def test_segments_and_rects() -> None:
    box = (10, 10, 20, 20)
    assert _segment_hits(0, 15, 30, 15, box)  # straight through
    assert _segment_hits(15, 15, 15, 16, box)  # inside
    assert not _segment_hits(0, 0, 30, 5, box)  # above it
    assert not _segment_hits(0, 15, 5, 15, box)  # stops short
    assert _segment_hits(0, 0, 30, 30, box)  # corner to corner
