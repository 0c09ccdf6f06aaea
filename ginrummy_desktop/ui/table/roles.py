"""What a card item on the table is at the moment: its role, set by each layout."""

from __future__ import annotations

from enum import Enum

from ...model.targets import Pile


class CardRole(Enum):
    NONE = "none"  # not laid out (hidden)
    HAND = "hand"  # in the person's hand
    STOCK = "stock"  # the top of the stock
    STOCK_UNDER = "stock_under"  # the stock's lower cards, drawn for depth
    DISCARD = "discard"  # the top of the discard pile
    PILE = "pile"  # under the top of the discard pile
    OPPONENT = "opponent"  # the computer's hand, face down
    MELD = "meld"  # in a meld (or the deadwood) laid out at the showdown

    @property
    def pile(self) -> Pile | None:
        """The pile a card in this role is picked up from, if it can be dragged."""
        return _PILES.get(self)


_PILES = {CardRole.HAND: Pile.HAND, CardRole.STOCK: Pile.STOCK, CardRole.DISCARD: Pile.DISCARD}
