"""Undo: the person's last move goes back with the computer's replies, only when it
revealed nothing; the match is rebuilt from its log and saves with the undo marked."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from unittest import mock

import pytest

from ginrummy_desktop.ai.simple import Intermediate
from ginrummy_desktop.model import deal as deal_module
from ginrummy_desktop.model.actions import (
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Gin,
    Knock,
    NextHand,
    Pass,
    TakeUpcard,
)
from ginrummy_desktop.model.cards import Card, shuffled_deck
from ginrummy_desktop.model.deal import Phase
from ginrummy_desktop.model.match import Match
from ginrummy_desktop.model.rules import PRESETS, Rules
from ginrummy_desktop.model.serialize import SaveFormatError, match_from_dict, match_to_dict
from ginrummy_desktop.model.undo import (
    UndoCode,
    UndoRefused,
    can_undo,
    match_log,
    rebuild,
    rebuild_deal,
    take_back,
    undo,
    undo_plan,
)
from ginrummy_desktop.model.view import match_view

from .helpers import C, stacked_deck

STANDARD = PRESETS["standard"]
PERSON, COMPUTER = 0, 1
NUMBER = 4242
# The computer (the dealer) holds three melds and the king of spades; the person junk.
PERSON_HAND = C("2S 4S 6S 8S TS 3H 5H JH JD KC")
COMPUTER_HAND = C("AC 2C 3C 4D 5D 6D 7H 8H 9H KS")
UPCARD = C("QD")[0]
STOCK = C("QS 9C 9D 7S")


@contextmanager
def arranged(decks: dict[int, Sequence[Card]]) -> Iterator[None]:
    """Deal numbers in ``decks`` deal those decks (rebuilt matches too); others shuffle."""
    real = shuffled_deck

    def shuffle(number: int) -> list[Card]:
        return list(decks[number]) if number in decks else real(number)

    with mock.patch.object(deal_module, "shuffled_deck", shuffle):
        yield


@pytest.fixture
def table() -> Iterator[None]:
    deck = stacked_deck(
        dealer=COMPUTER,
        hands={PERSON: PERSON_HAND, COMPUTER: COMPUTER_HAND},
        upcard=UPCARD,
        stock=STOCK,
    )
    with arranged({NUMBER: deck}):
        yield


def new_match(rules: Rules = STANDARD) -> Match:
    return Match(rules, seed=9, first_dealer=COMPUTER, deal_numbers=[NUMBER, NUMBER])


def opening(m: Match) -> None:
    """The person passes; the computer takes the queen and throws the king."""
    m.apply(Pass(PERSON))
    m.apply(TakeUpcard(COMPUTER))
    m.apply(Discard(COMPUTER, C("KS")[0]))


def test_undo_of_a_discard_restores_the_view_and_takes_back_the_reply(table: None) -> None:
    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))  # the king of spades
    before = match_view(m, PERSON)
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))  # the queen of spades
    m.apply(Discard(COMPUTER, C("QS")[0]))
    log = match_log(m)

    undone = undo(m, PERSON)
    assert undone.plan.move == Discard(PERSON, C("2S")[0])
    assert undone.plan.replies == (DrawStock(COMPUTER), Discard(COMPUTER, C("QS")[0]))
    back = undone.match
    assert match_view(back, PERSON) == before
    assert back.current.phase is Phase.DISCARD and back.current.turn == PERSON
    assert back.current.actions[-1] == DrawDiscard(PERSON)
    assert C("QS")[0] in back.current.stock and len(back.current.stock) == before.stock_size
    assert back.undo_count == 1
    # The old match is left as it was.
    assert match_log(m) == log and m.undo_count == 0


def test_undo_steps_back_move_by_move_to_the_deal(table: None) -> None:
    m = new_match()
    fresh = match_view(m, PERSON)
    opening(m)
    at_draw = match_view(m, PERSON)
    m.apply(DrawDiscard(PERSON))
    m = undo(m, PERSON).match  # taking the face-up card reveals nothing
    assert match_view(m, PERSON) == at_draw
    undone = undo(m, PERSON)  # the pass, and the computer's take and throw after it
    assert undone.plan.actions == (
        Pass(PERSON),
        TakeUpcard(COMPUTER),
        Discard(COMPUTER, C("KS")[0]),
    )
    m = undone.match
    assert match_view(m, PERSON) == fresh and m.undo_count == 2
    with pytest.raises(UndoRefused) as refused:
        undo(m, PERSON)
    assert refused.value.code is UndoCode.NOTHING_TO_UNDO
    assert can_undo(m, PERSON) is UndoCode.NOTHING_TO_UNDO


def test_undo_is_refused_after_a_stock_draw(table: None) -> None:
    m = new_match()
    m.apply(Pass(PERSON))
    m.apply(Pass(COMPUTER))
    m.apply(DrawStock(PERSON))  # the person has seen the queen of spades
    log = match_log(m)
    with pytest.raises(UndoRefused) as refused:
        undo(m, PERSON)
    assert refused.value.code is UndoCode.STOCK_DRAWN
    assert can_undo(m, PERSON) is UndoCode.STOCK_DRAWN
    assert match_log(m) == log and m.undo_count == 0
    # After the discard that follows, the discard may go back, the draw still not.
    m.apply(Discard(PERSON, C("QS")[0]))
    m = undo(m, PERSON).match
    assert m.current.phase is Phase.DISCARD and C("QS")[0] in m.current.hands[PERSON]
    assert can_undo(m, PERSON) is UndoCode.STOCK_DRAWN


def test_the_computer_decides_again_as_before(table: None) -> None:
    computer = Intermediate(seed=5)
    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    first_view = match_view(m, COMPUTER)
    first = computer.decide(first_view)
    m.apply(first.action)
    m = undo(m, PERSON).match
    m.apply(Discard(PERSON, C("2S")[0]))  # the same move again
    again_view = match_view(m, COMPUTER)
    assert again_view == first_view
    assert Intermediate(seed=5).decide(again_view) == first


def test_undo_is_refused_once_a_knock_has_opened_the_hands(table: None) -> None:
    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Knock(COMPUTER, C("QS")[0]))  # the computer's whole hand is on the table
    assert m.current.phase is Phase.LAYOFF
    with pytest.raises(UndoRefused) as refused:
        undo(m, PERSON)
    assert refused.value.code is UndoCode.SHOWDOWN
    # Finishing the layoffs scored the hand: it is in the sheet and the history now.
    m.apply(FinishLayoff(PERSON))
    assert m.current.is_over
    with pytest.raises(UndoRefused) as refused:
        undo(m, PERSON)
    assert refused.value.code is UndoCode.HAND_SCORED and len(m.records) == 1
    # A new hand is a boundary.
    m.apply(NextHand(PERSON))
    assert can_undo(m, PERSON) is UndoCode.HAND_BOUNDARY


def test_undo_is_refused_when_the_game_is_over(table: None) -> None:
    m = new_match(STANDARD.with_changes(target=1))
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Knock(COMPUTER, C("QS")[0]))
    m.apply(FinishLayoff(PERSON))
    assert m.is_over
    assert can_undo(m, PERSON) is UndoCode.GAME_OVER


def test_json_round_trip_after_undo(table: None) -> None:
    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Discard(COMPUTER, C("QS")[0]))
    back = undo(m, PERSON).match
    text = json.dumps(match_to_dict(back))
    data = json.loads(text)
    assert data["undos"] == 1
    assert len(data["hands"][0]["actions"]) == 4  # the undone moves are not in the file
    resumed = match_from_dict(data)
    assert resumed.undo_count == 1
    assert match_log(resumed) == match_log(back)
    for seat in (PERSON, COMPUTER):
        assert match_view(resumed, seat) == match_view(back, seat)
    # Undo again after resuming counts on.
    resumed.apply(Discard(PERSON, C("4S")[0]))
    assert undo(resumed, PERSON).match.undo_count == 2


def test_a_match_without_undo_saves_as_before_and_bad_counts_are_refused() -> None:
    m = Match(STANDARD, seed=3)
    data = match_to_dict(m)
    assert "undos" not in data
    assert match_from_dict(data).undo_count == 0
    for bad in (-1, "2", True, 1.5):
        with pytest.raises(SaveFormatError):
            match_from_dict({**data, "undos": bad})


def test_rebuild_drops_actions_across_hands() -> None:
    m = Match(STANDARD, seed=11)
    # Play two quick hands by always taking the first legal action.
    while m.hand_number < 2 or len(m.current.actions) < 3:
        m.apply(m.legal_actions()[0])
    log = match_log(m)
    for drop in range(len(log) + 1):
        r = rebuild(m, drop_last=drop)
        assert match_log(r) == log[: len(log) - drop]
    with pytest.raises(ValueError):
        rebuild(m, drop_last=len(log) + 1)


def test_undo_plan_names_the_seat() -> None:
    m = Match(STANDARD, seed=12, first_dealer=1)
    m.apply(Pass(0))
    plan = undo_plan(m, 0)
    assert plan.seat == 0 and plan.actions == (Pass(0),) and plan.replies == ()


KNOCKER_NUMBER = 4343
KNOCKER_HAND = C("AS 2S 3S 4H 5H 6H 7C 8C 9C KD")
JUNK = C("KC QH JS TD 9S 8D 7S 6D 5C 4D")


@pytest.fixture
def knocker_table() -> Iterator[None]:
    """The person (non-dealer) holds three melds and the king of diamonds; the upcard,
    the ten of clubs, would make gin; the three of diamonds tops the stock."""
    deck = stacked_deck(
        dealer=COMPUTER,
        hands={PERSON: KNOCKER_HAND, COMPUTER: JUNK},
        upcard=C("TC")[0],
        stock=C("3D"),
    )
    with arranged({KNOCKER_NUMBER: deck}):
        yield


def knocker_match(rules: Rules = STANDARD) -> Match:
    return Match(rules, seed=9, first_dealer=COMPUTER, deal_numbers=[KNOCKER_NUMBER])


def test_a_knock_may_be_taken_back_until_the_computer_answers(knocker_table: None) -> None:
    m = knocker_match()
    m.apply(Pass(PERSON))
    m.apply(Pass(COMPUTER))
    m.apply(DrawStock(PERSON))  # the three of diamonds
    before = match_view(m, PERSON)
    m.apply(Knock(PERSON, C("KD")[0]))  # three deadwood
    assert m.current.phase is Phase.LAYOFF and m.current.turn == COMPUTER
    back = undo(m, PERSON).match  # another arrangement, or play on
    assert match_view(back, PERSON) == before
    m.apply(FinishLayoff(COMPUTER))  # the computer's hand is scored: on the table
    with pytest.raises(UndoRefused) as refused:
        undo(m, PERSON)
    assert refused.value.code is UndoCode.SHOWDOWN


def test_a_gin_is_scored_at_once_and_cannot_be_taken_back(knocker_table: None) -> None:
    m = knocker_match(STANDARD.with_changes(target=1000))  # the gin does not end the game
    m.apply(TakeUpcard(PERSON))
    m.apply(Gin(PERSON, C("KD")[0]))
    assert m.current.is_over and not m.is_over
    assert can_undo(m, PERSON) is UndoCode.SHOWDOWN
    # With layoffs on gin the defender has not answered yet: the gin may go back.
    m = knocker_match(STANDARD.with_changes(layoff_on_gin=True, target=1000))
    m.apply(TakeUpcard(PERSON))
    m.apply(Gin(PERSON, C("KD")[0]))
    assert m.current.phase is Phase.LAYOFF
    assert can_undo(m, PERSON) is None


def test_rebuild_deal_keeps_an_arranged_deck(table: None) -> None:
    m = new_match()
    opening(m)
    deal = m.current
    back = rebuild_deal(deal, drop_last=2)
    assert back.deck == deal.deck and back.actions == deal.actions[:1]
    assert back.hands[COMPUTER] == COMPUTER_HAND
    assert rebuild_deal(deal).hands == deal.hands
    with pytest.raises(ValueError):
        rebuild_deal(deal, drop_last=4)


LAYOFF_NUMBER = 4444


def test_a_layoff_goes_back_but_not_the_knock_before_it() -> None:
    # As the first table, but the person holds the seven of diamonds, which fits the
    # computer's run of diamonds.
    deck = stacked_deck(
        dealer=COMPUTER,
        hands={PERSON: C("2S 4S 6S 8S TS 3H 5H JH 7D KC"), COMPUTER: COMPUTER_HAND},
        upcard=UPCARD,
        stock=STOCK,
    )
    with arranged({LAYOFF_NUMBER: deck}):
        match = Match(STANDARD, seed=9, first_dealer=COMPUTER, deal_numbers=[LAYOFF_NUMBER])
        _layoff_goes_back(match)


def _layoff_goes_back(m: Match) -> None:
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Knock(COMPUTER, C("QS")[0]))
    before = match_view(m, PERSON)
    layoffs = [a for a in m.legal_actions(PERSON) if a.kind == "lay_off"]
    assert layoffs, "the arranged hands leave the person a layoff"
    m.apply(layoffs[0])
    plan = take_back(m, PERSON)  # the same match object, rebuilt in place
    assert plan.actions == (layoffs[0],)
    assert match_view(m, PERSON) == before and m.undo_count == 1
    assert can_undo(m, PERSON) is UndoCode.SHOWDOWN


def test_take_back_keeps_the_object_and_refuses_without_change(table: None) -> None:
    m = new_match()
    m.apply(Pass(PERSON))
    m.apply(Pass(COMPUTER))
    m.apply(DrawStock(PERSON))
    log = match_log(m)
    with pytest.raises(UndoRefused):
        take_back(m, PERSON)
    assert match_log(m) == log and m.undo_count == 0
    other = Match(STANDARD, seed=10)
    with pytest.raises(ValueError):
        m.restore(other)


def test_an_undo_is_kept_at_its_hand_and_point_with_the_moves_taken_back(table: None) -> None:
    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Discard(COMPUTER, C("QS")[0]))
    back = undo(m, PERSON).match
    (record,) = back.taken_back
    assert record.hand == 1 and record.at == 4
    assert record.actions == (
        Discard(PERSON, C("2S")[0]),
        DrawStock(COMPUTER),
        Discard(COMPUTER, C("QS")[0]),
    )
    assert m.taken_back == []  # the old match is left as it was
    # Saved and read back; a save without them (an earlier version's) reads as none.
    data = json.loads(json.dumps(match_to_dict(back)))
    assert match_from_dict(data).taken_back == back.taken_back
    del data["taken_back"]
    assert match_from_dict(data).taken_back == [] and match_from_dict(data).undo_count == 1
    # A damaged record is left out, not a reason to refuse the save.
    data["taken_back"] = [{"hand": 1, "at": "x", "actions": []}, 7]
    assert match_from_dict(data).taken_back == []


def test_an_undo_further_back_moves_the_earlier_one_back_with_it(table: None) -> None:
    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("2S")[0]))
    m = undo(m, PERSON).match  # the discard, at move 4
    m = undo(m, PERSON).match  # the take before it, at move 3: the line of the first
    assert [(t.hand, t.at) for t in m.taken_back] == [(1, 3), (1, 3)]
    # In the order they were played: the take, then the discard after it.
    assert m.taken_back[0].actions == (DrawDiscard(PERSON),)
    assert m.taken_back[1].actions == (Discard(PERSON, C("2S")[0]),)
    m.apply(DrawDiscard(PERSON))
    m.apply(Discard(PERSON, C("4S")[0]))
    m = undo(m, PERSON).match
    assert [(t.hand, t.at) for t in m.taken_back] == [(1, 3), (1, 3), (1, 4)]


def test_a_take_from_the_pile_taken_back_names_the_card_it_took(table: None) -> None:
    """Play-test h116: three undos along one line (a discard, the take of the card the
    computer threw, the discard before) put every record at the first one's point, and
    the review named the card on top there: not the one taken. Each record keeps the
    line that led to it; the review reads them in the order they were played."""
    from ginrummy_desktop.review.timeline import place_taken_back

    m = new_match()
    opening(m)
    m.apply(DrawDiscard(PERSON))  # the king of spades
    m.apply(Discard(PERSON, C("2S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Discard(COMPUTER, C("QS")[0]))
    m.apply(DrawDiscard(PERSON))  # the queen of spades the computer threw
    m.apply(Discard(PERSON, C("4S")[0]))
    m.apply(DrawStock(COMPUTER))
    m.apply(Discard(COMPUTER, C("9C")[0]))
    for _ in range(3):
        m = undo(m, PERSON).match
    assert [t.at for t in m.taken_back] == [4, 4, 4]
    assert [t.actions[0] for t in m.taken_back] == [
        Discard(PERSON, C("2S")[0]),
        DrawDiscard(PERSON),
        Discard(PERSON, C("4S")[0]),
    ]  # as they were played, whatever order they were taken back in
    take = m.taken_back[1]
    assert take.actions == (DrawDiscard(PERSON),)
    assert take.lead == (
        Discard(PERSON, C("2S")[0]),
        DrawStock(COMPUTER),
        Discard(COMPUTER, C("QS")[0]),
    )
    # Saved and read back with its line.
    data = json.loads(json.dumps(match_to_dict(m)))
    assert match_from_dict(data).taken_back == m.taken_back
    placed = place_taken_back(
        STANDARD,
        dealer=COMPUTER,
        deal_number=NUMBER,
        actions=m.current.actions,
        taken_back=m.taken_back,
    )
    assert len({p.step for p in placed}) == 1  # all at the one point
    firsts = [p.moves[0][0] for p in placed]
    assert firsts == [Discard(PERSON, C("2S")[0]), DrawDiscard(PERSON), Discard(PERSON, C("4S")[0])]
    assert placed[1].moves == ((DrawDiscard(PERSON), C("QS")[0]),)
