"""Arranged deals for lessons: a deck built from explicit card lists, and a match that uses them.

The dealing itself is the model's: :func:`deal_from_deck` checks the deck and hands it
to :class:`~ginrummy_desktop.model.Deal`, which deals an arranged deck exactly as a
shuffled one (one card at a time, non-dealer first, the 21st card face up).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model import DECK, Card, Deal, Match, Rules
from ..model.deal import HAND_SIZE

PERSON = 0
COMPUTER = 1


class ArrangementError(ValueError):
    """An arranged deck that is not 52 different cards."""


@dataclass(frozen=True, slots=True)
class ArrangedHand:
    """One hand's cards by seat: what the person and the computer are dealt, the first
    upcard, and the top of the stock in drawing order (the rest follows in deck order)."""

    person: tuple[Card, ...]
    computer: tuple[Card, ...]
    upcard: Card
    stock_top: tuple[Card, ...] = ()

    def deck(self, dealer: int) -> list[Card]:
        """The deck (first card dealt first) that deals this hand when ``dealer`` deals."""
        if len(self.person) != HAND_SIZE or len(self.computer) != HAND_SIZE:
            raise ArrangementError("each seat is dealt exactly ten cards")
        seats = {PERSON: self.person, COMPUTER: self.computer}
        non_dealer = 1 - dealer
        deck: list[Card] = []
        for i in range(HAND_SIZE):
            deck += [seats[non_dealer][i], seats[dealer][i]]
        deck.append(self.upcard)
        deck += self.stock_top
        deck += [c for c in DECK if c not in deck]
        if len(deck) != len(DECK) or len(set(deck)) != len(DECK):
            raise ArrangementError("an arranged card is repeated")
        return deck


def deal_from_deck(rules: Rules, deck: Sequence[Card], *, dealer: int) -> Deal:
    """A Deal dealt from ``deck`` (deck[0] is dealt first), before any action."""
    if len(deck) != len(DECK) or set(deck) != set(DECK):
        raise ArrangementError("a deck is the 52 different cards")
    return Deal(rules, dealer=dealer, deal_number=0, deck=deck)


class ArrangedMatch(Match):
    """A match whose first hands are dealt from arranged hands instead of deal numbers.

    Everything else (scoring, running totals, boxes, who deals next) is the model's
    Match; hands past the arranged ones are dealt from the seed as usual. The decks go
    through the Match's own ``decks`` hook, so a match rebuilt from its log (undo, the
    review's replays) is dealt the same cards.
    """

    def __init__(self, rules: Rules, *, hands: Sequence[ArrangedHand], first_dealer: int) -> None:
        arranged = tuple(hands)

        def decks(index: int, dealer: int) -> list[Card] | None:
            return arranged[index].deck(dealer) if index < len(arranged) else None

        super().__init__(rules, seed=0, first_dealer=first_dealer, decks=decks)
