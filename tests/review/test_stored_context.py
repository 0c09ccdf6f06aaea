"""stored_context: a hand of the history seen in the game it was played in, rebuilt
from the history's rows of its match."""

from __future__ import annotations

import dataclasses

import pytest
from testkit.scripted_play import play_levels

from ginrummy_desktop.model import Match
from ginrummy_desktop.model.rules import PRESETS
from ginrummy_desktop.model.view import HandContext, hand_context
from ginrummy_desktop.persistence import HandRow
from ginrummy_desktop.persistence.history import HistoryDB
from ginrummy_desktop.review.timeline import stored_context


@pytest.fixture(scope="module")
def stored() -> tuple[Match, list[HandRow]]:
    """A seeded game (a shuffled deck: the history keeps the deal number, not the
    cards) played four hands in by two Intermediates, every hand stored."""
    m = play_levels(
        Match(PRESETS["standard"], seed=12, first_dealer=0), lambda m: len(m.records) >= 4
    )
    assert len(m.records) == 4, "the seeded game ends before its fourth hand"
    db = HistoryDB(path=":memory:")  # type: ignore[arg-type]
    for record in m.records:
        db.record_hand(match_id="m1", match=m, record=record, ai_level="intermediate")
    db.record_hand(  # another match's hand is not part of this one's game
        match_id="m2", match=m, record=m.records[0], ai_level="intermediate"
    )
    rows = db.match_hands("m1")
    db.close()
    return m, rows


def test_the_history_rebuilds_each_hands_game(stored: tuple[Match, list[HandRow]]) -> None:
    m, rows = stored
    assert [r.number for r in rows] == [1, 2, 3, 4]
    for number in (1, 2, 3, 4):
        assert stored_context(rows, number) == hand_context(m, number - 1), number
    assert stored_context(rows, 1) == HandContext()
    fourth = stored_context(rows, 4)
    assert fourth is not None and len(fourth.earlier_hands) == 3
    assert fourth.totals == m.records[2].totals_after != (0, 0)


def test_the_score_before_a_hand_comes_from_its_own_row(
    stored: tuple[Match, list[HandRow]],
) -> None:
    """The hand's own row less what it scored: the row before it is not needed (it may
    be missing, or be from a line of play given up after a crash); without a readable
    own row, the row before it tells; without either, the score is unknown."""
    m, rows = stored
    want = hand_context(m, 3)
    no_third = [r for r in rows if r.number != 3]
    ctx = stored_context(no_third, 4)
    assert ctx is not None
    assert (ctx.totals, ctx.boxes, ctx.hand_number) == (want.totals, want.boxes, 4)
    assert ctx.earlier_hands == want.earlier_hands[:2]  # the third hand's evidence lost
    # A row before it from another line of play does not move the score.
    other = dataclasses.replace(rows[2], totals=(99, 98), boxes=(7, 7))
    ctx = stored_context([rows[0], rows[1], other, rows[3]], 4)
    assert ctx is not None and (ctx.totals, ctx.boxes) == (want.totals, want.boxes)
    # The own row unreadable: the row before it gives the score.
    unreadable = dataclasses.replace(rows[3], actions=[{"kind": "no such move"}])
    ctx = stored_context([*rows[:3], unreadable], 4)
    assert ctx == want
    damaged = dataclasses.replace(rows[3], totals=(0, 0), boxes=(0, 0))  # read as zeros
    assert stored_context([*rows[:3], damaged], 4) == want
    assert stored_context([*rows[:2], unreadable], 4) is None
    assert stored_context(rows[:2], 4) is None
    assert stored_context(rows, 0) is None


def test_an_unreadable_earlier_hand_is_left_out_not_guessed(
    stored: tuple[Match, list[HandRow]],
) -> None:
    """A damaged record (a move the rules refuse, an unknown move, a hand that stops
    early) loses that hand's evidence; the score before the hand still stands."""
    m, rows = stored
    first, second, third = rows[0], rows[1], rows[2]
    broken = [
        dataclasses.replace(first, actions=list(reversed(first.actions))),  # refused
        dataclasses.replace(second, actions=[{"kind": "no such move"}]),  # unreadable
        dataclasses.replace(third, actions=third.actions[:3]),  # stops early
        rows[3],
    ]
    ctx = stored_context(broken, 4)
    assert ctx == HandContext(
        totals=m.records[2].totals_after,
        boxes=m.records[2].boxes_after,
        hand_number=4,
        earlier_hands=(),
    )
    first_refused = [broken[0], second, third, rows[3]]
    ctx = stored_context(first_refused, 4)
    assert ctx is not None
    assert ctx.earlier_hands == hand_context(m, 3).earlier_hands[1:]


def test_a_row_with_an_unreadable_number_is_no_earlier_hand(
    stored: tuple[Match, list[HandRow]],
) -> None:
    """The history reads a damaged hand number as 0 (or a stray one below it); such a
    row is nobody's earlier hand, and a hand stored twice counts once."""
    m, rows = stored
    stray = [dataclasses.replace(rows[1], number=0), dataclasses.replace(rows[2], number=-3)]
    assert stored_context([*stray, rows[0]], 1) == HandContext()
    assert stored_context([*stray, *rows], 4) == hand_context(m, 3)
    assert stored_context([*rows, rows[1]], 4) == hand_context(m, 3)
