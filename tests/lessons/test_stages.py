"""A lesson's reply move by move: the person's move, then each of the computer's, so
the table can show the computer's answer at the pace of a game."""

from __future__ import annotations

from ginrummy_desktop.lessons import Lesson, StepId
from ginrummy_desktop.lessons.deck import COMPUTER, PERSON
from ginrummy_desktop.model import EventKind, match_view, preset


def test_a_reply_comes_in_stages_the_persons_move_first() -> None:
    lesson = Lesson(preset("standard"))
    while lesson.step is not None and lesson.step.id is not StepId.DISCARD_HIGH:
        lesson.show_me()
    reply = lesson.show_me()
    assert reply.accepted and len(reply.stages) == 3  # the discard; a draw; a discard
    first, draw, throw = reply.stages
    assert [e.kind for e in first.events] == [EventKind.DISCARDED]
    assert first.events[0].player == PERSON
    assert first.view.turn == COMPUTER  # the person's view as it was after the move
    assert [e.kind for e in draw.events] == [EventKind.STOCK_DRAWN]
    assert [e.kind for e in throw.events] == [EventKind.DISCARDED]
    assert all(e.player == COMPUTER for e in (*draw.events, *throw.events))
    assert reply.events == (*first.events, *draw.events, *throw.events)
    assert throw.view == match_view(lesson.match, PERSON)  # the last stage is now
    assert len(draw.view.discard_pile) == len(first.view.discard_pile)


def test_an_acknowledgement_and_a_refusal_have_no_stages() -> None:
    lesson = Lesson(preset("standard"))
    assert lesson.step is not None and lesson.step.wait.is_acknowledge
    assert lesson.acknowledge().stages == ()
    while lesson.step is not None and lesson.step.wait.is_acknowledge:
        lesson.acknowledge()
    refused = lesson.acknowledge()  # a move is due
    assert not refused.accepted and refused.stages == ()
