"""Where the lesson's bubble goes, on arranged rects: what it covers, and what its arrow
would be drawn across."""

from __future__ import annotations

from PySide6.QtCore import QRect

from ginrummy_desktop.ui.lessons.coach import _segment_hits, arrow_ends, arrow_target, place_bubble

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
    start, end = arrow_ends(rect, TARGET, (count,))
    edges = (count.left(), count.top(), count.left() + count.width(), count.top() + count.height())
    assert not _segment_hits(start.x(), start.y(), end.x(), end.y(), edges)


def test_segments_and_rects() -> None:
    box = (10, 10, 20, 20)
    assert _segment_hits(0, 15, 30, 15, box)  # straight through
    assert _segment_hits(15, 15, 15, 16, box)  # inside
    assert not _segment_hits(0, 0, 30, 5, box)  # above it
    assert not _segment_hits(0, 15, 5, 15, box)  # stops short
    assert _segment_hits(0, 0, 30, 30, box)  # corner to corner


def _hits(start, end, rect: QRect) -> bool:  # type: ignore[no-untyped-def]
    edges = (rect.left(), rect.top(), rect.left() + rect.width(), rect.top() + rect.height())
    return _segment_hits(start.x(), start.y(), end.x(), end.y(), edges)


def _on_border(point, rect: QRect) -> bool:  # type: ignore[no-untyped-def]
    """Whether ``point`` lies on the rect's outline (its edges one past the last pixel)."""
    left, top = rect.left(), rect.top()
    right, bottom = left + rect.width(), top + rect.height()
    x, y = point.x(), point.y()
    inside = left - 0.01 <= x <= right + 0.01 and top - 0.01 <= y <= bottom + 0.01
    edge = min(abs(x - left), abs(x - right), abs(y - top), abs(y - bottom))
    return inside and edge < 0.01


# A card at the foot of the table, a line just over it that runs on to its right (the
# hand's deadwood count over the K♠), and the bubble above them, to the right.
CARD = QRect(600, 450, 70, 140)
COUNT = QRect(500, 410, 260, 28)
BUBBLE = QRect(650, 230, 300, 160)


def test_the_arrow_goes_round_a_word_over_its_target() -> None:
    """Play-test: the arrow at the K♠ ran through the count just over it. From a side of
    the bubble to a side of the ring, it now goes round the count's end."""
    plain = arrow_ends(BUBBLE, CARD)
    assert _hits(*plain, COUNT)  # the arrow as it was
    start, end = arrow_ends(BUBBLE, CARD, (COUNT,))
    assert not _hits(start, end, COUNT.adjusted(-3, -3, 3, 3))
    assert _on_border(start, BUBBLE)
    assert _on_border(end, arrow_target(CARD))
    # It runs through neither the bubble nor the ring: it leaves one and reaches the
    # other from outside.
    inner = arrow_target(CARD).adjusted(1, 1, -1, -1)
    assert not _hits(start, end, inner) and not _hits(start, end, BUBBLE.adjusted(1, 1, -1, -1))


def test_a_way_round_a_word_keeps_off_the_other_cards() -> None:
    """The way round the count at the card's right ran over the cards beside it (at the
    8♣ over the 9♦ and 9♠): the cards' faces are kept clear too, and where there is no
    other way the arrow is the plain one (drawn under the count)."""
    right = QRect(670, 450, 70, 140)
    start, end = arrow_ends(BUBBLE, CARD, (COUNT,), faces=(right,))
    assert (start, end) == arrow_ends(BUBBLE, CARD)
    # The card on the left is no hindrance to a way round at the right.
    left = QRect(530, 450, 70, 140)
    start, end = arrow_ends(BUBBLE, CARD, (COUNT,), faces=(left,))
    assert not _hits(start, end, COUNT) and not _hits(start, end, left)


def test_the_bubble_goes_where_its_arrow_crosses_no_word() -> None:
    """A line across the whole room over the target: from above, every arrow would
    cross it; below, none does."""
    line = QRect(300, 215, 400, 20)
    assert place_bubble(300, 120, TARGET, BOUNDS).rect.bottom() < TARGET.top()
    rect = place_bubble(300, 120, TARGET, BOUNDS, words=(line,)).rect
    assert rect.top() > TARGET.bottom()
    start, end = arrow_ends(rect, TARGET, (line,))
    assert not _hits(start, end, line)


def test_the_bubble_keeps_off_the_cards_faces_where_it_can() -> None:
    """A narrow table, the bubble's only place near the target above it, and a card
    there whose face it would cover by 2 px (at step 23 the edge of the 9♣ in the hand,
    with its index): weighed against the distance, that sliver was the cheaper; a face
    is now kept clear wherever a place leaves it so, here further up."""
    bounds = QRect(0, 0, 400, 600)
    target = QRect(150, 420, 100, 100)
    face = QRect(60, 250, 60, 34)
    near = place_bubble(300, 120, target, bounds, avoid=((face, 1.5),)).rect
    assert near.intersects(face)
    rect = place_bubble(300, 120, target, bounds, avoid=((face, 1.5),), faces=(face,)).rect
    assert not rect.intersects(face) and not rect.intersects(target.adjusted(-18, -18, 18, 18))


def test_the_arrow_goes_round_the_card_beside_its_target() -> None:
    """Seen in the lesson's screenshots: from a bubble just over the hand at the right,
    the plain arrow at the 8♣ ran across the 9♦ beside it, over its index (and 7 of the
    lesson's arrows in three languages at three sizes crossed a card). It goes round
    that card, as round a word, to the side of the ring that faces the bubble."""
    right = QRect(670, 450, 70, 140)  # the next card's face, beside the target
    bubble = QRect(680, 300, 300, 146)  # to the right, its foot just over the cards
    plain = arrow_ends(bubble, CARD)
    assert _hits(*plain, right.adjusted(-2, -2, 2, 2))  # the arrow as it was
    start, end = arrow_ends(bubble, CARD, faces=(right,))
    assert not _hits(start, end, right.adjusted(-3, -3, 3, 3))
    assert _on_border(start, bubble) and _on_border(end, arrow_target(CARD))


def test_the_bubble_goes_where_its_arrow_crosses_no_card() -> None:
    """A card's edge across the way from the first free place (above) to the target,
    and no way round it from there: the place chosen is one whose arrow crosses no
    card (the arrow's crossings weighed the words alone)."""
    above = place_bubble(300, 120, TARGET, BOUNDS).rect
    face = QRect(470, 234, 60, 8)  # under the bubble above, over the target's top
    assert not above.intersects(face) and _hits(*arrow_ends(above, TARGET), face)
    rect = place_bubble(300, 120, TARGET, BOUNDS, faces=(face,)).rect
    assert not rect.intersects(face)
    assert not _hits(*arrow_ends(rect, TARGET, faces=(face,)), face)


def test_the_bubble_slides_along_a_side_of_its_target() -> None:
    """Seen in the lesson's screenshots: with a wider bubble, at 1366x768 the welcome lay
    beside the hand over the scoresheet's last line, where the same place a little
    higher was free; the grid's coarser steps missed it. The places along each side of
    the target, touching it, are tried too."""
    blocks = (QRect(300, 100, 400, 120), QRect(300, 370, 400, 130), QRect(100, 150, 330, 300))
    word = QRect(600, 350, 100, 10)  # under the foot of the place right of the target
    place = place_bubble(300, 120, TARGET, BOUNDS, avoid=((word, 0.8),), keep_clear=blocks)
    assert place.covered == 0 and place.cost == 0.0  # nothing covered, right beside it
    assert place.rect.left() > TARGET.right() and not place.rect.intersects(word)
