"""Arranged decks for tests of whole matches: a deck dealing given hands, and deal
numbers that deal it (also when the match is rebuilt, saved and resumed)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from unittest import mock

from ginrummy_desktop.model import deal as deal_module
from ginrummy_desktop.model.cards import DECK, Card, parse_cards, shuffled_deck


def C(text: str) -> list[Card]:
    return parse_cards(text)


def stacked_deck(
    *, dealer: int, hands: dict[int, Sequence[Card]], upcard: Card, stock: Sequence[Card] = ()
) -> list[Card]:
    """Deals ``hands`` (ten cards each, one at a time, non-dealer first), turns up
    ``upcard``, then ``stock`` on top of the stock in drawing order."""
    nd, dl = list(hands[1 - dealer]), list(hands[dealer])
    assert len(nd) == 10 and len(dl) == 10
    deck = [c for pair in zip(nd, dl, strict=True) for c in pair]
    deck += [upcard, *stock]
    deck += [c for c in DECK if c not in deck]
    assert len(set(deck)) == 52, "arranged cards repeat"
    return deck


@contextmanager
def arranged(decks: dict[int, Sequence[Card]]) -> Iterator[None]:
    """While active, the deal numbers in ``decks`` deal those decks; others shuffle."""
    real = shuffled_deck

    def shuffle(number: int) -> list[Card]:
        return list(decks[number]) if number in decks else real(number)

    with mock.patch.object(deal_module, "shuffled_deck", shuffle):
        yield
