"""Cards: parsing in every accepted spelling, the deck, masks and seeded shuffles."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.model.cards import (
    DECK,
    Card,
    CardParseError,
    Rank,
    Suit,
    format_cards,
    from_mask,
    parse_card,
    parse_cards,
    shuffled_deck,
    to_mask,
)

from .helpers import mask_of

ACE_SPADES = Card(Rank.ACE, Suit.SPADES)


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("A♠", Rank.ACE, Suit.SPADES),
        ("AS", Rank.ACE, Suit.SPADES),
        ("as", Rank.ACE, Suit.SPADES),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("Th", Rank.TEN, Suit.HEARTS),
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("KD", Rank.KING, Suit.DIAMONDS),
        ("kd", Rank.KING, Suit.DIAMONDS),
        ("Q♣", Rank.QUEEN, Suit.CLUBS),
        ("jc", Rank.JACK, Suit.CLUBS),
        ("2♦", Rank.TWO, Suit.DIAMONDS),
        ("9♤", Rank.NINE, Suit.SPADES),
        ("  7s ", Rank.SEVEN, Suit.SPADES),
    ],
)
def test_parse_card_spellings(text: str, rank: Rank, suit: Suit) -> None:
    assert parse_card(text) == Card(rank, suit)
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize(
    "text",
    ["", "A", "S", "11H", "0S", "1OH", "ZZ", "AX", "A♠♠", "10", "AS KD", "KK", "♠A", "T", "1 0H"],
)
def test_parse_card_rejects_bad_text(text: str) -> None:
    with pytest.raises(CardParseError):
        parse_card(text)


@pytest.mark.parametrize("bad", [None, 5, 3.5, b"AS", ("A", "S")])
def test_parse_card_rejects_non_text(bad: object) -> None:
    with pytest.raises(CardParseError):
        parse_card(bad)  # type: ignore[arg-type]


def test_card_parse_error_is_a_value_error() -> None:
    assert issubclass(CardParseError, ValueError)


def test_parse_cards_lists() -> None:
    expected = [ACE_SPADES, Card(Rank.TEN, Suit.HEARTS), Card(Rank.KING, Suit.DIAMONDS)]
    assert parse_cards("A♠ 10h KD") == expected
    assert parse_cards("as, Th,kd") == expected
    assert parse_cards("AS;TH;KD") == expected
    assert parse_cards(["A♠", "10H", "kd"]) == expected
    assert parse_cards("") == []
    assert parse_cards("   ") == []


@pytest.mark.parametrize("bad", ["AS AS", "AS A♠", "as 2s xx", "10h Th", ["AS", "??"], ["AS", 7]])
def test_parse_cards_rejects_bad_lists(bad: object) -> None:
    with pytest.raises(CardParseError):
        parse_cards(bad)  # type: ignore[arg-type]


def test_deck_has_52_distinct_cards_in_index_order() -> None:
    assert len(DECK) == 52 and len(set(DECK)) == 52
    for i, c in enumerate(DECK):
        assert c.index == i
        assert Card.from_index(i) is c
        assert c.bit == 1 << i


def test_values_labels_and_codes() -> None:
    assert [Card(Rank(r), Suit.CLUBS).value for r in range(1, 14)] == [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        10,
        10,
        10,
    ]
    assert [r.points for r in Rank] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
    assert Card(Rank.TEN, Suit.HEARTS).label == "10♥"
    assert Card(Rank.TEN, Suit.HEARTS).code == "TH"
    assert str(ACE_SPADES) == "A♠"
    assert format_cards(parse_cards("AS 10H")) == "A♠ 10♥"
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red and not Suit.SPADES.is_red


@settings(max_examples=100, deadline=None)
@given(st.sets(st.sampled_from(DECK)))
def test_every_label_and_code_parses_back(cards: set[Card]) -> None:
    for c in cards:
        assert parse_card(c.label) == c
        assert parse_card(c.code) == c
        assert parse_card(c.code.lower()) == c
    assert set(parse_cards(format_cards(cards))) == cards


@settings(max_examples=100, deadline=None)
@given(st.sets(st.sampled_from(DECK)))
def test_masks_round_trip(cards: set[Card]) -> None:
    m = to_mask(cards)
    assert m == mask_of(cards)
    assert set(from_mask(m)) == cards
    assert m.bit_count() == len(cards)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**40))
def test_shuffle_is_reproducible_and_a_permutation(number: int) -> None:
    a = shuffled_deck(number)
    assert a == shuffled_deck(number)
    assert sorted(a) == sorted(DECK)
    assert a != list(DECK) or number == 0


def test_different_numbers_give_different_shuffles() -> None:
    assert len({tuple(shuffled_deck(n)) for n in range(50)}) == 50
