"""The fast minimum-deadwood core against an independent brute force."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.cards import Card
from ginrummy_desktop.model.deadwood import (
    best_discard_indices,
    deadwood_without,
    discard_values,
    min_deadwood,
    min_deadwood_after_discard,
)

from .helpers import C, brute_discards, brute_min_deadwood, dense_hand, mask_of, random_hand

FAST = settings(max_examples=300, deadline=None)


def _hands(n: int) -> st.SearchStrategy[list[Card]]:
    return st.one_of(random_hand(n), dense_hand(n))


@FAST
@given(_hands(10))
@example(C("2S 3S 4S 5S 6S 8S 8C 8H 8D AS"))
@example(C("AC AD AH AS 2C 2D 2H 2S 3C 3D"))
@example(C("4H 5H 6H 7H 7C 7D 7S 8S 9S TS"))
def test_min_deadwood_10_equals_brute_force(hand: list[Card]) -> None:
    assert min_deadwood(mask_of(hand)) == brute_min_deadwood(hand)


@FAST
@given(_hands(11))
@example(C("AC AD AH AS 2C 2D 2H 2S 3C 3D 3H"))
def test_min_deadwood_11_equals_brute_force(hand: list[Card]) -> None:
    assert min_deadwood(mask_of(hand)) == brute_min_deadwood(hand)


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=13).flatmap(random_hand))
def test_min_deadwood_any_size(hand: list[Card]) -> None:
    assert min_deadwood(mask_of(hand)) == brute_min_deadwood(hand)


@FAST
@given(_hands(11))
@example(C("AC AD AH AS 2C 2D 2H 2S 3C 3D 3H"))
@example(C("7C 7D 7H 7S 8S 9S TS 2H 3H 4H KD"))
def test_best_discard_value_equals_brute_force(hand: list[Card]) -> None:
    best, _ = brute_discards(hand)
    assert min_deadwood_after_discard(mask_of(hand)) == best


@settings(max_examples=200, deadline=None)
@given(_hands(11), st.integers(min_value=0, max_value=10))
def test_best_discard_indices_equal_brute_force(hand: list[Card], excluded_at: int) -> None:
    mask = mask_of(hand)
    best, cards = brute_discards(hand)
    value, indices = best_discard_indices(mask)
    assert value == best
    assert {Card.from_index(i) for i in indices} == cards
    # The card just taken from the discard pile may not be thrown back.
    taken = hand[excluded_at]
    best_x, cards_x = brute_discards(hand, exclude=[taken])
    value_x, indices_x = best_discard_indices(mask, exclude=mask_of([taken]))
    assert value_x == best_x
    assert {Card.from_index(i) for i in indices_x} == cards_x


@settings(max_examples=60, deadline=None)
@given(_hands(11))
def test_discard_values_cover_every_card(hand: list[Card]) -> None:
    values = dict(discard_values(mask_of(hand)))
    assert {Card.from_index(i) for i in values} == set(hand)
    for i, v in values.items():
        assert v == brute_min_deadwood([c for c in hand if c.index != i])


def test_known_values() -> None:
    # docs/RULES.md: ace low, no wrap-around; J/Q/K count 10.
    assert min_deadwood(mask_of(C("QS KS AS"))) == 21
    assert min_deadwood(mask_of(C("AS 2S 3S"))) == 0
    assert min_deadwood(mask_of([])) == 0
    # The ginirommi source's example hand 3, 4, 4, 4, 8, 8, 8, Q, Q, K is worth 33.
    assert min_deadwood(mask_of(C("3C 4C 4D 4H 8C 8D 8H QC QD KS"))) == 33
    # A card may serve a set or a run but not both.
    assert min_deadwood(mask_of(C("7C 7D 7H 8H 9H"))) == 14  # run 7-9H; 7C 7D dead
    assert min_deadwood(mask_of(C("7C 7D 7H 7S 8S 9S"))) == 0  # 7C 7D 7H + 7S 8S 9S


def test_deadwood_without_a_card_of_a_meld_and_of_the_deadwood() -> None:
    hand = mask_of(C("8C 9C TC KD QS JD 9H 5D 4C 3S"))
    # The 8♣ out of its run leaves 9♣ 10♣ alone: 51 becomes 70.
    assert deadwood_without(hand, C("8C")[0].bit) == (51, 70)
    # The 5♦, deadwood, lowers it by its own value.
    assert deadwood_without(hand, C("5D")[0].bit) == (51, 46)
