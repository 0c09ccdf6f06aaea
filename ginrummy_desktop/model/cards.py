"""Cards, suits, ranks, the 52-card deck, parsing and seeded shuffles."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return "A23456789TJQK"[self - 1]

    @property
    def label(self) -> str:
        return "10" if self == Rank.TEN else self.letter

    @property
    def points(self) -> int:
        """Deadwood value: ace 1, pips face value, courts 10."""
        return min(int(self), 10)


@dataclass(frozen=True, slots=True, order=False)
class Card:
    rank: Rank
    suit: Suit

    @property
    def index(self) -> int:
        """0..51, suit-major; bit position in a hand mask."""
        return self.suit * 13 + self.rank - 1

    @property
    def value(self) -> int:
        return min(int(self.rank), 10)

    @property
    def code(self) -> str:
        """Two-letter code such as ``AS`` or ``TD``: used in files and JSON."""
        return self.rank.letter + self.suit.letter

    @property
    def label(self) -> str:
        """Human label such as ``10♥``."""
        return self.rank.label + self.suit.symbol

    @property
    def bit(self) -> int:
        return 1 << self.index

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __lt__(self, other: Card) -> bool:
        return (self.suit, self.rank) < (other.suit, other.rank)

    @staticmethod
    def from_index(index: int) -> Card:
        return DECK[index]

    @staticmethod
    def parse(text: str) -> Card:
        return parse_card(text)


DECK: tuple[Card, ...] = tuple(Card(Rank(r), Suit(s)) for s in range(4) for r in range(1, 14))
"""The 52 cards in index order (clubs A..K, diamonds, hearts, spades)."""

_RANKS = {r.letter: r for r in Rank} | {"10": Rank.TEN, "1": Rank.ACE}
_SUITS = {
    "C": Suit.CLUBS,
    "D": Suit.DIAMONDS,
    "H": Suit.HEARTS,
    "S": Suit.SPADES,
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♠": Suit.SPADES,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}
_CARD_RE = re.compile(r"^(10|[A2-9TJQK1])([CDHS♣♦♥♠♧♢♡♤])$")


class CardParseError(ValueError):
    """Text that is not a card."""


def parse_card(text: str) -> Card:
    """Parse ``A♠``, ``AS``, ``as``, ``10h``, ``Th``, ``KD`` into a Card."""
    # Saved games are read through here: a number or null where a card belongs must
    # be a parse error (which loaders catch), not an AttributeError.
    if not isinstance(text, str):
        raise CardParseError(f"not a card: {text!r}")
    t = text.strip().upper()
    m = _CARD_RE.match(t)
    if not m:
        raise CardParseError(f"not a card: {text!r}")
    return Card(_RANKS[m.group(1)], _SUITS[m.group(2)])


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse a list of cards separated by spaces or commas (or an iterable of texts)."""
    if isinstance(text, str):
        parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    else:
        parts = list(text)
    cards = [parse_card(p) for p in parts]
    if len(set(cards)) != len(cards):
        raise CardParseError(f"a card is repeated in {text!r}")
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.label for c in cards)


def to_mask(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << (c.suit * 13 + c.rank - 1)
    return mask


def mask_bits(mask: int) -> list[int]:
    """Card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def from_mask(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def shuffled_deck(deal_number: int) -> list[Card]:
    """The deck shuffled reproducibly from a deal number."""
    deck = list(DECK)
    random.Random(deal_number).shuffle(deck)
    return deck


def sort_by_rank(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, c.suit))


def sort_by_suit(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.suit, c.rank))
