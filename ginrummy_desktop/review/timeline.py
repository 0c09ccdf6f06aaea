"""The timeline of a played hand: every move of both players, replayed step by step."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Action, Card, Deal, Event, HandResult, Meld, PlayerView, Rules, deal_view
from ..model.actions import NextHand
from ..model.view import HandContext


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


def replay_of(deal: Deal) -> list[Step]:
    return replay_deal(
        deal.rules, dealer=deal.dealer, deal_number=deal.deal_number, actions=list(deal.actions)
    )
