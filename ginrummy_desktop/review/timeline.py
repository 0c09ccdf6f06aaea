"""The timeline of a played hand: every move of both players, replayed step by step."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model import (
    Action,
    Card,
    Deal,
    Event,
    HandResult,
    IllegalAction,
    Meld,
    PlayerView,
    Rules,
    deal_view,
)
from ..model.actions import NextHand
from ..model.takenback import TakenBack
from ..model.view import EarlierHand, HandContext, earlier_hand
from ..persistence.history_rows import HandRow


@dataclass(frozen=True, slots=True)
class Step:
    """The table after ``action`` (``None`` for the deal itself)."""

    number: int  # 0 = the deal
    action: Action | None
    events: tuple[Event, ...]
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # both hands revealed
    discard_pile: tuple[Card, ...]
    stock_size: int
    view_before: PlayerView | None  # the actor's own view just before the move
    knocker_melds: tuple[Meld, ...] = ()  # on the table after a knock, layoffs included
    result: HandResult | None = None  # the scored hand, from the step that ended it on


def replay_deal(
    rules: Rules,
    *,
    dealer: int,
    deal_number: int,
    actions: list[Action],
    context: HandContext | None = None,
) -> list[Step]:
    """Replay a recorded hand into steps, its views set in ``context`` (the score
    before the hand and the game's earlier hands; none: a hand on its own). Raises
    IllegalAction if the record is bad."""
    deal = Deal(rules, dealer=dealer, deal_number=deal_number)
    steps = [
        Step(
            0,
            None,
            tuple(deal.events),
            (tuple(deal.hands[0]), tuple(deal.hands[1])),
            tuple(deal.discard_pile),
            len(deal.stock),
            None,
        )
    ]
    for i, action in enumerate(a for a in actions if not isinstance(a, NextHand)):
        before = deal_view(deal, action.player, context=context)
        events = deal.apply(action)
        steps.append(
            Step(
                i + 1,
                action,
                tuple(events),
                (tuple(deal.hands[0]), tuple(deal.hands[1])),
                tuple(deal.discard_pile),
                len(deal.stock),
                before,
                tuple(deal.knocker_melds),
                deal.result,
            )
        )
    return steps


@dataclass(frozen=True, slots=True)
class TakenBackAt:
    """An undo placed in a hand's steps: the moves taken back, each with the top of the
    discard pile before it (the card a take from the pile took; None where unknown), and
    ``step``, the step of the move played in their place."""

    step: int
    moves: tuple[tuple[Action, Card | None], ...]


def place_taken_back(
    rules: Rules,
    *,
    dealer: int,
    deal_number: int,
    actions: Sequence[Action],
    taken_back: Sequence[TakenBack],
) -> list[TakenBackAt]:
    """Where each undo of a hand shows in its replay (``actions``, the moves kept), in
    the order its moves were played (the records' order, model/undo.py: several undos
    at one point read as the line was played, not the latest first: play-test h116). A
    record that does not fit the moves (a damaged one) is still placed, at the hand's
    last step at most, its cards unnamed."""
    kept = [a for a in actions if not isinstance(a, NextHand)]
    placed: list[TakenBackAt] = []
    for record in taken_back:
        at = min(max(record.at, 0), len(kept))
        deal = Deal(rules, dealer=dealer, deal_number=deal_number)
        tops: list[Card | None] = []
        # Where the moves were played: after the kept moves, the line taken back since.
        fits = _applied(deal, kept[:at]) and _applied(deal, record.lead)
        for action in record.actions:
            tops.append(deal.top_discard() if fits else None)
            fits = fits and _applied(deal, [action])
        step = min(at + 1, len(kept))
        placed.append(TakenBackAt(step, tuple(zip(record.actions, tops, strict=True))))
    return sorted(placed, key=lambda p: p.step)  # stable: one point's undos stay in order


def _applied(deal: Deal, actions: Sequence[Action]) -> bool:
    """Play ``actions`` on ``deal``; False if one is refused (the rest not played)."""
    try:
        for action in actions:
            deal.apply(action)
    except IllegalAction:
        return False
    return True


def replay_of(deal: Deal) -> list[Step]:
    return replay_deal(
        deal.rules, dealer=deal.dealer, deal_number=deal.deal_number, actions=list(deal.actions)
    )


def stored_context(hands: Sequence[HandRow], number: int) -> HandContext | None:
    """The context of hand ``number`` of a match from its stored ``hands`` (the
    history's rows of that match): the score before the hand, and the public summary
    of every earlier hand whose record still replays to its end.

    The score before the hand is the hand's own row less what the hand scored (its
    record replayed); failing that, the row of the hand before it. None when neither
    tells: the hand is then weighed on its own rather than at a wrong score. A row
    whose number is unreadable is no earlier hand of any hand.
    """
    if number < 1:
        return None
    rows: dict[int, HandRow] = {}
    for h in hands:
        if 1 <= h.number <= number:
            rows.setdefault(h.number, h)
    score = _score_before(rows, number)
    if score is None:
        return None
    earlier: list[EarlierHand] = []
    for n in sorted(k for k in rows if k < number):
        deal = _replayed(rows[n])
        if deal is not None:
            earlier.append(earlier_hand(deal))
    totals, boxes = score
    return HandContext(totals=totals, boxes=boxes, hand_number=number, earlier_hands=tuple(earlier))


def _score_before(
    rows: dict[int, HandRow], number: int
) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(totals, boxes) before hand ``number``, from ``rows`` by hand number."""
    if number == 1:
        return (0, 0), (0, 0)
    own = rows.get(number)
    deal = _replayed(own) if own is not None else None
    if own is not None and deal is not None and deal.result is not None:
        totals, boxes = list(own.totals), list(own.boxes)
        winner = deal.result.winner
        if winner is not None:
            totals[winner] -= deal.result.points
            boxes[winner] -= 1
        if min(*totals, *boxes) >= 0:  # else a damaged row: the one before may tell
            return (totals[0], totals[1]), (boxes[0], boxes[1])
    before = rows.get(number - 1)
    if before is None:
        return None
    return before.totals, before.boxes


def _replayed(row: HandRow) -> Deal | None:
    """The stored hand played to its end again; None if its record is unreadable,
    refused by the rules, or stops before the hand is over."""
    actions = row.parsed_actions()
    if row.rules is None or not actions:
        return None
    deal = Deal(row.rules, dealer=row.dealer, deal_number=row.deal_number)
    try:
        for action in actions:
            if not isinstance(action, NextHand):
                deal.apply(action)
    except IllegalAction:
        return None
    return deal if deal.is_over else None
