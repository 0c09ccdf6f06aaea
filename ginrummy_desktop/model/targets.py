"""Where a card may be dropped: the table's targets asked of a PlayerView's legal moves
(as KPat's ``allowedToAdd``), so the UI lights exactly the drops the model accepts."""

from __future__ import annotations

from enum import Enum

from .actions import Action, Discard, DrawDiscard, DrawStock, Gin, Knock, LayOff, TakeUpcard
from .cards import Card
from .view import PlayerView


class Pile(Enum):
    """Where a dragged card comes from."""

    HAND = "hand"
    STOCK = "stock"
    DISCARD = "discard"  # the top card of the discard pile (the upcard at first)


class Target(Enum):
    """What a dragged card can be dropped on."""

    HAND = "hand"  # the person's hand: a draw, or rearranging the hand
    DISCARD = "discard"  # the discard pile
    KNOCK = "knock"  # the knock spot: knock or gin with this discard
    MELD = "meld"  # one of the knocker's melds (by index): a layoff


def drop_action(
    view: PlayerView, source: Pile, target: Target, card: Card | None = None, meld_index: int = -1
) -> Action | None:
    """The legal move a drop of ``card`` from ``source`` on ``target`` makes, or None
    when the model would refuse it (or it is no move: a card moved inside the hand)."""
    legal = view.legal
    if source in (Pile.STOCK, Pile.DISCARD):
        if target is not Target.HAND:
            return None
        kinds: tuple[type[Action], ...] = (
            (DrawStock,) if source is Pile.STOCK else (TakeUpcard, DrawDiscard)
        )
        return next((a for a in legal if type(a) in kinds), None)
    if card is None:
        return None
    for action in legal:
        if target is Target.DISCARD and type(action) is Discard and action.card == card:
            return action
        if target is Target.KNOCK and isinstance(action, Knock) and action.card == card:
            # Gin when the discard leaves every card in melds: the model lists that one.
            return action
        if (
            target is Target.MELD
            and isinstance(action, LayOff)
            and action.card == card
            and action.meld_index == meld_index
        ):
            return action
    return None


def may_drop(
    view: PlayerView, source: Pile, target: Target, card: Card | None = None, meld_index: int = -1
) -> bool:
    """True when the drop is a legal move now (a card moved inside the hand is always
    fine while the hand is the person's own to arrange)."""
    if source is Pile.HAND and target is Target.HAND:
        return card is not None and card in view.hand
    return drop_action(view, source, target, card, meld_index) is not None


def knock_action(view: PlayerView, card: Card) -> Knock | None:
    """The legal Knock or Gin discarding ``card``, or None."""
    gin = next((a for a in view.legal if type(a) is Gin and a.card == card), None)
    if gin is not None:
        return gin
    return next((a for a in view.legal if type(a) is Knock and a.card == card), None)
